import { useIntl } from "react-intl";
import { Link } from "react-router";
import { CmsBlocks, headingAnchors, splitLeadingTitle } from "../../features/cms/cms-blocks.tsx";
import { JsonLd, breadcrumbListLd, useAbsoluteUrls } from "../../features/catalog/structured-data.tsx";
import type { CmsBlock } from "../../features/cms/cms-queries.ts";
import type { EntityScreenProps } from "../../features/url-resolution/entity-registry.ts";
import { useFormat } from "../../lib/format.ts";
import { Breadcrumbs } from "../../layouts/screen.tsx";
import type { RouteEntity } from "./route-query.ts";
import styles from "./cms-page-screen.module.css";

/** Long pages (terms, FAQ, privacy) get a table of contents of their sections. */
const MIN_SECTIONS_FOR_CONTENTS = 3;

function PageContents({ blocks }: { blocks: readonly CmsBlock[] }) {
  const intl = useIntl();
  const anchors = headingAnchors(blocks);
  const sections = blocks.flatMap((block, index) =>
    block.type === "heading" && block.level === 2 && block.text && anchors.has(index) ? [{ id: anchors.get(index)!, text: block.text }] : [],
  );
  if (sections.length < MIN_SECTIONS_FOR_CONTENTS) return null;
  return (
    <nav className={styles.contents} aria-label={intl.formatMessage({ id: "screen.cmsPage.contents" })}>
      <h2>{intl.formatMessage({ id: "screen.cmsPage.contents" })}</h2>
      <ol>
        {sections.map((section) => (
          <li key={section.id}>
            <Link to={{ hash: section.id }} preventScrollReset>
              {section.text}
            </Link>
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** A content page. */
export default function CmsPageScreen({ entity }: EntityScreenProps<RouteEntity>) {
  const intl = useIntl();
  const format = useFormat();
  const urls = useAbsoluteUrls();
  const page = entity.cmsPage;
  if (!page) return null;
  const landing = page.layout === "landing";
  const { heading, rest } = splitLeadingTitle(page.blocks, page.title);
  return (
    <article className={[styles.page, landing ? styles.landing : ""].join(" ")} data-content={`cms-page:${page.identifier}`}>
      {!landing && <Breadcrumbs trail={[{ label: page.title }]} />}
      <header className={styles.header}>
        <h1>{heading}</h1>
        {!landing && (
          <p className={styles.updated}>{intl.formatMessage({ id: "screen.cmsPage.updated" }, { date: format.date(page.updatedAt) })}</p>
        )}
      </header>
      <div className={styles.body}>
        <CmsBlocks className={styles.content} blocks={rest} />
        {!landing && <PageContents blocks={rest} />}
      </div>
      {/* Structured data, built by the server only (JsonLd); a landing page too, though it shows no breadcrumbs. */}
      <JsonLd
        data={
          import.meta.env.SSR
            ? breadcrumbListLd([
                { name: intl.formatMessage({ id: "shell.breadcrumb.home" }), url: urls.page("/") },
                { name: page.title, url: urls.page(page.url) },
              ])
            : undefined
        }
      />
    </article>
  );
}

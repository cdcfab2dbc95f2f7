import { gql, type TypedDocumentNode } from "@apollo/client";
import type { ReactNode } from "react";
import { useIntl } from "react-intl";
import { Link, type MetaArgs, useRouteLoaderData } from "react-router";
import { Icon, type IconName } from "../components/icon.tsx";
import { ProductCard } from "../features/catalog/product-card.tsx";
import { PRODUCT_CARD_FIELDS, type ProductCardData } from "../lib/product-fragments.ts";
import { CmsBlocks } from "../features/cms/cms-blocks.tsx";
import { CMS_PAGE_QUERY, type CmsBlock } from "../features/cms/cms-queries.ts";
import { isLocale, type Locale } from "../lib/i18n.ts";
import { JsonLd, absoluteUrls, organizationLd, webSiteLd } from "../features/catalog/structured-data.tsx";
import { storeLocales } from "../lib/alternates.ts";
import { type RootData, SHOP_IMAGE, screenMeta } from "../lib/meta.ts";
import type { Shop } from "../lib/shop-query.ts";
import { useShop } from "../lib/shop-context.tsx";
import { type RouteLoad, browserLoader, serverLoader } from "../lib/route-data.ts";
import { CategoryVisual } from "./entity/category-visual.tsx";
import styles from "./home.module.css";
import { usePageQuery } from "../lib/page-query.ts";
import { HOME_PAGE_IDENTIFIER } from "../lib/cms-fragments.ts";
import type { FeaturedCategories, FeaturedCategoriesVariables } from "../lib/generated/graphql.ts";

const FEATURED_CATEGORIES_QUERY: TypedDocumentNode<FeaturedCategories, FeaturedCategoriesVariables> = gql`
  query FeaturedCategories {
    categories {
      id
      name
      url
      description
    }
  }
`;

/** Products per showcase: one row of four on a desktop, two rows of two on a phone. */
const SHOWCASE_SIZE = 4;

/** The home page's product showcases (docs/product-rules.md#home-page): new arrivals and current offers. */
const SHOWCASES_QUERY: TypedDocumentNode<{ newArrivals: ProductCardData[]; currentOffers: ProductCardData[] }> = gql`
  query HomeShowcases($size: Int!) {
    newArrivals(limit: $size) {
      ...ProductCardFields
    }
    currentOffers(limit: $size) {
      ...ProductCardFields
    }
  }
  ${PRODUCT_CARD_FIELDS}
`;

interface HomeData {
  title: string | null;
  description: string | null;
}

/** The hero and story from the CMS page `home`, the featured categories and products from the catalogue. */
const load: RouteLoad<HomeData> = async ({ client }) => {
  const [{ data }] = await Promise.all([
    client.query({ query: CMS_PAGE_QUERY, variables: { identifier: HOME_PAGE_IDENTIFIER } }),
    client.query({ query: FEATURED_CATEGORIES_QUERY }),
    client.query({ query: SHOWCASES_QUERY, variables: { size: SHOWCASE_SIZE } }),
  ]);
  return { title: data?.cmsPage?.metaTitle ?? null, description: data?.cmsPage?.metaDescription ?? null };
};
export const loader = serverLoader(load);
export const clientLoader = browserLoader(load);

/** The CMS page's title already names the shop; without it, the shop's name (the default title). */
export const meta = ({ data, matches }: MetaArgs & { data?: HomeData | null }) => screenMeta(matches, data?.title ?? undefined, data?.description, { wholeTitle: true });

export const handle = {
  alternates: () => ({ "fr-FR": "/", "en-GB": "/" }) satisfies Partial<Record<Locale, string>>,
};

/** The hero is the content before the first section heading: the <h1>, its lead paragraph and call to action. */
function splitHero(blocks: readonly CmsBlock[]) {
  const firstSection = blocks.findIndex((block, index) => index > 0 && block.type === "heading");
  const hero = firstSection === -1 ? blocks : blocks.slice(0, firstSection);
  const rest = firstSection === -1 ? [] : blocks.slice(firstSection);
  const sections: CmsBlock[][] = [];
  for (const block of rest) {
    if (block.type === "heading" || sections.length === 0) sections.push([block]);
    else sections[sections.length - 1].push(block);
  }
  return {
    heading: hero.find((block) => block.type === "heading")?.text ?? null,
    lead: hero.find((block) => block.type === "paragraph")?.text ?? null,
    cta: hero.find((block) => block.type === "link" && block.href && block.text) ?? null,
    sections,
  };
}

const REASSURANCE: { key: string; icon: IconName }[] = [
  { key: "origin", icon: "store" },
  { key: "documents", icon: "document" },
  { key: "delivery", icon: "cube" },
  { key: "payment", icon: "lock" },
];

function Section({ titleId, title, children }: { titleId: string; title: string; children: ReactNode }) {
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A row of product cards; nothing when the showcase is empty (no offer running, say). */
function Showcase({ titleId, title, products }: { titleId: string; title: string; products: readonly ProductCardData[] }) {
  if (products.length === 0) return null;
  return (
    <Section titleId={titleId} title={title}>
      <ul className={styles.products}>
        {products.map((product) => (
          <li key={product.sku}>
            <ProductCard product={product} />
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** The home page's structured data: the shop as an organisation, the store as a web site with its search. */
function homeLd(shop: Shop, root: RootData | undefined) {
  const urls = absoluteUrls(root?.publicUrl ?? "", root?.page.basename ?? "/");
  const input = { name: shop.name, locale: shop.locale, locales: storeLocales, telephone: shop.contactPhone, email: shop.contactEmail };
  return { organization: organizationLd(input, urls, SHOP_IMAGE), webSite: webSiteLd(input, urls) };
}

export default function Home() {
  const intl = useIntl();
  const shop = useShop();
  const root = useRouteLoaderData<RootData>("root");
  // Built by the server only (JsonLd): the builders stay out of the browser's bundle.
  const ld = import.meta.env.SSR ? homeLd(shop, root) : undefined;
  const { data: page } = usePageQuery(CMS_PAGE_QUERY, { variables: { identifier: HOME_PAGE_IDENTIFIER } });
  const { data: catalogue } = usePageQuery(FEATURED_CATEGORIES_QUERY);
  const { data: showcases } = usePageQuery(SHOWCASES_QUERY, { variables: { size: SHOWCASE_SIZE } });
  const { heading, lead, cta, sections } = splitHero(page?.cmsPage?.blocks ?? []);
  const categories = catalogue?.categories ?? [];
  const locale = isLocale(intl.locale) ? intl.locale : "fr-FR";

  return (
    <>
      <section className={styles.hero} data-content="cms-page:home">
        <div className={styles.heroInner}>
          <div>
            <h1>{heading ?? intl.formatMessage({ id: "home.title" })}</h1>
            <p className={styles.heroLead}>{lead ?? intl.formatMessage({ id: "home.lead" })}</p>
            {cta?.href && (
              <Link className={styles.heroCta} to={cta.href}>
                {cta.text}
                <Icon name="chevron-right" size={18} />
              </Link>
            )}
          </div>
          <div className={styles.heroArt}>
            <CategoryVisual categoryKey={`home-${locale}`} />
          </div>
        </div>
      </section>

      <Showcase titleId="home-new" title={intl.formatMessage({ id: "home.newArrivals.title" })} products={showcases?.newArrivals ?? []} />

      {categories.length > 0 && (
        <Section titleId="home-categories" title={intl.formatMessage({ id: "home.categories.title" })}>
          <ul className={styles.categories}>
            {categories.map((category) => (
              <li key={category.id}>
                <Link className={styles.card} to={category.url}>
                  <CategoryVisual categoryKey={category.url} />
                  <span className={styles.cardBody}>
                    <strong>{category.name}</strong>
                    {category.description && <span>{category.description}</span>}
                    <em aria-hidden="true">{intl.formatMessage({ id: "home.categories.discover" })}</em>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </Section>
      )}

      <Showcase titleId="home-offers" title={intl.formatMessage({ id: "home.currentOffers.title" })} products={showcases?.currentOffers ?? []} />

      {sections.length > 0 && (
        <div className={styles.section}>
          <div className={styles.story} data-content="cms-page:home">
            {sections.map((blocks, index) => (
              <CmsBlocks key={index} className={styles.storySection} blocks={blocks} />
            ))}
          </div>
        </div>
      )}

      <Section titleId="home-reassurance" title={intl.formatMessage({ id: "home.reassurance.title" })}>
        <ul className={styles.reassurance}>
          {REASSURANCE.map((item) => (
            <li key={item.key}>
              <span className={styles.reassuranceIcon}>
                <Icon name={item.icon} size={24} />
              </span>
              <strong>{intl.formatMessage({ id: `home.reassurance.${item.key}.title` })}</strong>
              <span>{intl.formatMessage({ id: `home.reassurance.${item.key}.text` })}</span>
            </li>
          ))}
        </ul>
      </Section>

      <JsonLd data={ld?.organization} />
      <JsonLd data={ld?.webSite} />
    </>
  );
}

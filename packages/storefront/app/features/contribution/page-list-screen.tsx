import { useIntl } from "react-intl";
import { Link } from "react-router";
import { StatusBadge } from "../../components/status-badge.tsx";
import { formatParisDateTime } from "./paris-time.ts";
import { PAGE_STATUS_TONE } from "./staff-guard.ts";
import { staffPagePath } from "./staff-paths.ts";
import type { EditablePageSummary } from "./staff-queries.ts";
import styles from "./staff.module.css";

/** The title a page goes by in the list: its version in the store's language, else its first language's. */
const titleOf = (page: EditablePageSummary, locale: string) => {
  const language = page.languages.find((entry) => entry.locale === locale) ?? page.languages[0];
  return language ? (language.draft ?? language.current).title : page.identifier;
};

/**
 * `/staff/pages`: every content page, the most recently changed first, with its state for visitors
 * (published, not published, planned and when), the languages with changes not yet published,
 * and its last change; each opens in the editor. A table that scrolls inside its own box on a
 * phone (it can be reached and scrolled with the keyboard).
 */
export function PageListScreen({ pages }: { pages: readonly EditablePageSummary[] }) {
  const intl = useIntl();
  const say = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  if (pages.length === 0) return <p>{say("staff.pages.empty")}</p>;
  return (
    <div className={styles.tableBox} role="region" aria-labelledby="staff-pages-caption" tabIndex={0}>
      <table className={styles.table} data-staff-pages="">
        <caption id="staff-pages-caption">{say("staff.pages.caption", { zone: say("staff.time.zone") })}</caption>
        <thead>
          <tr>
            <th scope="col">{say("staff.pages.column.title")}</th>
            <th scope="col">{say("staff.pages.column.identifier")}</th>
            <th scope="col">{say("staff.pages.column.status")}</th>
            <th scope="col">{say("staff.pages.column.publishAt")}</th>
            <th scope="col">{say("staff.pages.column.drafts")}</th>
            <th scope="col">{say("staff.pages.column.updatedAt")}</th>
          </tr>
        </thead>
        <tbody>
          {pages.map((page) => {
            const drafts = page.languages.filter((language) => language.draft).map((language) => say(`staff.language.${language.locale}`));
            return (
              <tr key={page.identifier} data-page={page.identifier}>
                <th scope="row">
                  <Link to={staffPagePath(page.identifier)}>{titleOf(page, intl.locale)}</Link>
                </th>
                <td className={styles.identifier}>{page.identifier}</td>
                <td>
                  <StatusBadge tone={PAGE_STATUS_TONE[page.status]} data-status={page.status}>
                    {say(`staff.status.${page.status}`)}
                  </StatusBadge>
                </td>
                <td className={styles.nowrap}>{page.status === "SCHEDULED" && page.publishAt ? formatParisDateTime(page.publishAt, intl.locale) : "—"}</td>
                <td data-drafts="">{drafts.length > 0 ? intl.formatList(drafts) : "—"}</td>
                <td className={styles.nowrap}>{formatParisDateTime(page.updatedAt, intl.locale)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

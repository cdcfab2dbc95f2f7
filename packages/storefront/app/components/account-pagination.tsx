import { useIntl } from "react-intl";
import { Link } from "react-router";
import { Icon } from "./icon.tsx";
import { VisuallyHidden } from "./visually-hidden.tsx";
import styles from "./account-pagination.module.css";

/** A list page's number from its address (`?page=`): a whole number from 1, else the first page. */
export function pageParam(search: URLSearchParams): number {
  const page = Number.parseInt(search.get("page") ?? "", 10);
  return Number.isFinite(page) && page >= 1 ? Math.min(page, 10_000) : 1;
}

/** A page of a list's address: the first page has no parameter. */
export const listPagePath = (path: string, page: number) => (page <= 1 ? path : `${path}?${new URLSearchParams({ page: String(page) })}`);

/**
 * The page numbers a pagination shows: the first, the last, and two either side of the current
 * one; `null` where numbers are left out (shown as an ellipsis).
 */
export function pageNumbers(page: number, totalPages: number): (number | null)[] {
  const shown = new Set<number>([1, totalPages]);
  for (let number = page - 2; number <= page + 2; number++) if (number >= 1 && number <= totalPages) shown.add(number);
  const sorted = [...shown].filter((number) => number >= 1).sort((a, b) => a - b);
  const numbers: (number | null)[] = [];
  for (const number of sorted) {
    const previous = numbers[numbers.length - 1];
    if (typeof previous === "number" && number - previous === 2) numbers.push(previous + 1);
    else if (typeof previous === "number" && number - previous > 2) numbers.push(null);
    numbers.push(number);
  }
  return numbers;
}

/**
 * The pages of one of the account's lists (orders, returns, the store credit's ledger): previous,
 * the page numbers (the current one marked), next. Links, so the list works without JavaScript.
 * `label` names the navigation (one per list, "Pages of orders").
 */
export function AccountPagination({ page, totalPages, pathOf, label }: { page: number; totalPages: number; pathOf: (page: number) => string; label: string }) {
  const intl = useIntl();
  if (totalPages <= 1) return null;
  return (
    <nav className={styles.pagination} aria-label={label}>
      <ul>
        <li>
          {page > 1 ? (
            <Link to={pathOf(page - 1)} rel="prev">
              <Icon name="chevron-left" size={16} />
              {intl.formatMessage({ id: "accountPagination.previous" })}
            </Link>
          ) : null}
        </li>
        {pageNumbers(page, totalPages).map((number, index) =>
          number === null ? (
            <li key={`gap-${index}`} aria-hidden="true" className={styles.gap}>
              …
            </li>
          ) : (
            <li key={number}>
              <Link to={pathOf(number)} aria-current={number === page ? "page" : undefined}>
                <VisuallyHidden>{`${intl.formatMessage({ id: "accountPagination.page" })} `}</VisuallyHidden>
                {number}
              </Link>
            </li>
          ),
        )}
        <li>
          {page < totalPages ? (
            <Link to={pathOf(page + 1)} rel="next">
              {intl.formatMessage({ id: "accountPagination.next" })}
              <Icon name="chevron-right" size={16} />
            </Link>
          ) : null}
        </li>
      </ul>
    </nav>
  );
}

import { useIntl } from "react-intl";
import { Link, useHref } from "react-router";
import { AccountPagination } from "../../components/account-pagination.tsx";
import { buttonClassName } from "../../components/button.tsx";
import { Icon } from "../../components/icon.tsx";
import { VisuallyHidden } from "../../components/visually-hidden.tsx";
import { useFormat } from "../../lib/format.ts";
import type { ReturnItemStatus, ReturnStatus } from "../../lib/generated/graphql.ts";
import { RETURN_ITEM_STATUS_TONE, RETURN_STATUS_TONE, returnItemStatusMessage, returnStatusMessage } from "../../lib/return-status.ts";
import { inStore } from "../../lib/store-href.ts";
import type { AccountReturn, AccountReturnsPage } from "./account-returns-queries.ts";
import { orderPath, returnsPagePath } from "./return-paths.ts";
import styles from "./account-returns.module.css";
import { StatusBadge } from "../../components/status-badge.tsx";

export function ReturnStatusBadge({ status }: { status: ReturnStatus }) {
  const intl = useIntl();
  return (
    <StatusBadge tone={RETURN_STATUS_TONE[status]} data-return-status={status}>
      {intl.formatMessage({ id: returnStatusMessage(status) })}
    </StatusBadge>
  );
}

function ItemStatusBadge({ status }: { status: ReturnItemStatus }) {
  const intl = useIntl();
  return (
    <StatusBadge tone={RETURN_ITEM_STATUS_TONE[status]} data-return-item-status={status}>
      {intl.formatMessage({ id: returnItemStatusMessage(status) })}
    </StatusBadge>
  );
}

/** The options chosen for a line ("Volume: 10 ml"), as they were labelled when ordered. */
export function Options({ options }: { options: readonly { label: string; value: string }[] }) {
  const intl = useIntl();
  if (options.length === 0) return null;
  return (
    <ul className={styles.options}>
      {options.map((option, index) => (
        <li key={`${option.label}|${index}`}>{intl.formatMessage({ id: "accountReturns.option" }, { label: option.label, value: option.value })}</li>
      ))}
    </ul>
  );
}

/** The printable return slip (PDF), a plain download from the store's own address; offered while the return is open. */
export function SlipLink({ number, slipUrl, variant = "secondary" }: { number: string; slipUrl: string; variant?: "primary" | "secondary" }) {
  const intl = useIntl();
  const basename = useHref("/");
  return (
    <a href={inStore(basename, slipUrl)} download className={buttonClassName({ variant })} data-return-slip="">
      <Icon name="download" size={18} tone={variant === "primary" ? "inverse" : undefined} />
      {intl.formatMessage({ id: "accountReturns.slip" })}
      <VisuallyHidden>{` ${intl.formatMessage({ id: "accountReturns.slipOf" }, { number })}`}</VisuallyHidden>
    </a>
  );
}

/** A return's items: each its name, sku, options, the quantity sent back and its own status. */
export function ReturnItems({ items }: { items: AccountReturn["items"] }) {
  const intl = useIntl();
  return (
    <ul className={styles.items}>
      {items.map((item, index) => (
        <li key={`${item.orderItemId}|${index}`} className={styles.item} data-return-item={item.sku}>
          <div className={styles.itemMain}>
            <p className={styles.itemName}>{item.name}</p>
            <p className={styles.muted}>{intl.formatMessage({ id: "accountReturns.sku" }, { sku: item.sku })}</p>
            <Options options={item.options} />
          </div>
          <dl className={styles.itemFigures}>
            <div>
              <dt>{intl.formatMessage({ id: "accountReturns.quantity" })}</dt>
              <dd data-return-item-quantity="">{item.quantity}</dd>
            </div>
            <div>
              <dt>
                <VisuallyHidden>{intl.formatMessage({ id: "accountReturns.itemStatus" })}</VisuallyHidden>
              </dt>
              <dd>
                <ItemStatusBadge status={item.status} />
              </dd>
            </div>
          </dl>
        </li>
      ))}
    </ul>
  );
}

/**
 * `/user/returns`: the customer's return requests, newest first, one card each: the number, when
 * it was asked for, the order it is from (a link), its status, each item with its quantity and
 * status, and the return slip while the return is open.
 */
export function ReturnsScreen({ returns }: { returns: AccountReturnsPage }) {
  const intl = useIntl();
  if (returns.totalCount === 0) return <NoReturns />;
  return (
    <div className={styles.screen}>
      <p className={styles.muted} data-returns-count="">
        {intl.formatMessage({ id: "accountReturns.count" }, { count: returns.totalCount, page: returns.page, pages: returns.totalPages })}
      </p>
      {returns.items.length > 0 ? (
        <ul className={styles.list} data-return-list="">
          {returns.items.map((entry) => (
            <ReturnCard key={entry.id} entry={entry} />
          ))}
        </ul>
      ) : (
        <p>
          {intl.formatMessage({ id: "accountReturns.pageEmpty" })} <Link to={returnsPagePath(1)}>{intl.formatMessage({ id: "accountReturns.firstPage" })}</Link>
        </p>
      )}
      <AccountPagination page={returns.page} totalPages={returns.totalPages} pathOf={returnsPagePath} label={intl.formatMessage({ id: "accountReturns.pagination" })} />
    </div>
  );
}

function ReturnCard({ entry }: { entry: AccountReturn }) {
  const intl = useIntl();
  const format = useFormat();
  return (
    <li className={styles.card} data-return={entry.number} data-return-status={entry.status}>
      <div className={styles.head}>
        <h2 className={styles.title}>{intl.formatMessage({ id: "accountReturns.name" }, { number: entry.number })}</h2>
        <ReturnStatusBadge status={entry.status} />
      </div>
      <dl className={styles.facts}>
        <div>
          <dt>{intl.formatMessage({ id: "accountReturns.date" })}</dt>
          <dd>
            <time dateTime={entry.createdAt}>{format.date(entry.createdAt)}</time>
          </dd>
        </div>
        <div>
          <dt>{intl.formatMessage({ id: "accountReturns.order" })}</dt>
          <dd>
            <Link to={orderPath(entry.order.order_id)} data-return-order="">
              {entry.order.number}
            </Link>
          </dd>
        </div>
      </dl>
      <ReturnItems items={entry.items} />
      {entry.slipUrl && entry.status !== "CLOSED" && (
        <div className={styles.slip}>
          <SlipLink number={entry.number} slipUrl={entry.slipUrl} />
          <p className={styles.muted}>{intl.formatMessage({ id: "accountReturns.slipHint" })}</p>
        </div>
      )}
    </li>
  );
}

/** No return asked for yet: how it works, and where to start (an order's page). */
export function NoReturns() {
  const intl = useIntl();
  return (
    <div className={styles.empty} data-no-returns="">
      <p>{intl.formatMessage({ id: "accountReturns.none" })}</p>
      <p className={styles.muted}>{intl.formatMessage({ id: "accountReturns.noneHow" })}</p>
      <p>
        <Link to="/user/orders" className={buttonClassName({ variant: "secondary" })}>
          {intl.formatMessage({ id: "accountReturns.seeOrders" })}
        </Link>
      </p>
    </div>
  );
}

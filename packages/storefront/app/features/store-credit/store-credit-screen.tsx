import { useIntl } from "react-intl";
import { Link } from "react-router";
import { AccountPagination, listPagePath } from "../../components/account-pagination.tsx";
import { buttonClassName } from "../../components/button.tsx";
import { Icon } from "../../components/icon.tsx";
import { useFormat } from "../../lib/format.ts";
import type { StoreCreditAction } from "../../lib/generated/graphql.ts";
import type { StoreCreditEntryView, StoreCreditView } from "./store-credit-queries.ts";
import styles from "./store-credit.module.css";

/** A page of the ledger's address. */
export const storeCreditPagePath = (page: number) => listPagePath("/user/store-credit", page);

/** Whether an entry added credit (shown with its sign, in green) or took some (a minus sign). */
const CREDITS: Record<StoreCreditAction, boolean> = { ADDED_BY_SHOP: true, REFUNDED: true, ORDER_CANCELLED: true, SPENT_ON_ORDER: false };

/**
 * `/user/store-credit`: the balance, large, with what it is for; then the ledger, newest first, a
 * page at a time: each change's date, what happened in words (the shop's reason for a credit it
 * added), the order it concerns, the amount with its sign and the balance it left. A customer who
 * never had any is told what store credit is and how it comes.
 */
export function StoreCreditScreen({ credit }: { credit: StoreCreditView }) {
  const intl = useIntl();
  const format = useFormat();
  const history = credit.history;
  return (
    <div className={styles.screen}>
      <section className={styles.balanceCard} aria-labelledby="store-credit-balance">
        <h2 id="store-credit-balance" className={styles.balanceTitle}>
          {intl.formatMessage({ id: "storeCredit.balance" })}
        </h2>
        <p className={styles.balance} data-store-credit-balance={credit.balance.amount}>
          {format.money(credit.balance)}
        </p>
        <p className={styles.muted}>{intl.formatMessage({ id: credit.balance.amount > 0 ? "storeCredit.howToSpend" : "storeCredit.zero" })}</p>
      </section>

      {history.totalCount === 0 ? (
        <NoStoreCredit />
      ) : (
        <section className={styles.ledger} aria-labelledby="store-credit-history">
          <h2 id="store-credit-history" className={styles.sectionTitle}>
            {intl.formatMessage({ id: "storeCredit.history" })}
          </h2>
          <p className={styles.muted} data-store-credit-count="">
            {intl.formatMessage({ id: "storeCredit.count" }, { count: history.totalCount, page: history.page, pages: history.totalPages })}
          </p>
          {history.items.length > 0 ? (
            <ol className={styles.entries} data-store-credit-history="">
              {history.items.map((entry) => (
                <LedgerEntry key={entry.id} entry={entry} />
              ))}
            </ol>
          ) : (
            <p>
              {intl.formatMessage({ id: "storeCredit.pageEmpty" })} <Link to={storeCreditPagePath(1)}>{intl.formatMessage({ id: "storeCredit.firstPage" })}</Link>
            </p>
          )}
          <AccountPagination page={history.page} totalPages={history.totalPages} pathOf={storeCreditPagePath} label={intl.formatMessage({ id: "storeCredit.pagination" })} />
        </section>
      )}
    </div>
  );
}

function LedgerEntry({ entry }: { entry: StoreCreditEntryView }) {
  const intl = useIntl();
  const format = useFormat();
  const credited = CREDITS[entry.action];
  // The API signs the amount; the sign is written here once, as a true minus for what was spent.
  const amount = format.money({ ...entry.amount, amount: Math.abs(entry.amount.amount) });
  return (
    <li className={styles.entry} data-store-credit-entry={entry.action}>
      <div className={styles.entryMain}>
        <p className={styles.entryAction}>{intl.formatMessage({ id: `storeCredit.action.${entry.action}` })}</p>
        {entry.comment && <p className={styles.comment}>{entry.comment}</p>}
        <p className={styles.muted}>
          <time dateTime={entry.createdAt}>{format.date(entry.createdAt)}</time>
          {entry.orderNumber && (
            <>
              {" · "}
              {entry.orderId ? (
                <Link data-store-credit-order="" to={`/user/orders/${encodeURIComponent(entry.orderId)}`}>
                  {intl.formatMessage({ id: "storeCredit.order" }, { number: entry.orderNumber })}
                </Link>
              ) : (
                <span data-store-credit-order="">{intl.formatMessage({ id: "storeCredit.order" }, { number: entry.orderNumber })}</span>
              )}
            </>
          )}
        </p>
      </div>
      <dl className={styles.figures}>
        <div>
          <dt>{intl.formatMessage({ id: "storeCredit.amount" })}</dt>
          <dd className={styles.amount} data-sign={credited ? "credit" : "debit"} data-store-credit-amount="">
            {credited ? `+${amount}` : `−${amount}`}
          </dd>
        </div>
        <div>
          <dt>{intl.formatMessage({ id: "storeCredit.balanceAfter" })}</dt>
          <dd data-store-credit-balance-after="">{format.money(entry.balance)}</dd>
        </div>
      </dl>
    </li>
  );
}

/** No store credit ever: what it is, how it comes, and where to go meanwhile. */
export function NoStoreCredit() {
  const intl = useIntl();
  return (
    <div className={styles.empty} data-no-store-credit="">
      <Icon name="cash" size={28} />
      <div>
        <p>{intl.formatMessage({ id: "storeCredit.none" })}</p>
        <p className={styles.muted}>{intl.formatMessage({ id: "storeCredit.noneHow" })}</p>
        <p>
          <Link to="/user/orders" className={buttonClassName({ variant: "secondary" })}>
            {intl.formatMessage({ id: "storeCredit.seeOrders" })}
          </Link>
        </p>
      </div>
    </div>
  );
}

import { useIntl } from "react-intl";
import { Form, Link, useNavigation } from "react-router";
import { buttonClassName } from "../../components/button.tsx";
import { Icon } from "../../components/icon.tsx";
import { Image } from "../../components/image.tsx";
import { StatusBadge, type StatusTone } from "../../components/status-badge.tsx";
import { useFormat } from "../../lib/format.ts";
import type { StockAlertRefusal } from "./stock-alert-action.ts";
import { STOCK_ALERTS_ACCOUNT_PATH } from "./stock-alert-outcome.ts";
import type { StockAlertData } from "./stock-alert-queries.ts";
import styles from "./stock-alert-list.module.css";

/** An alert's product visual (the visuals are 800 × 800). */
const VISUAL_SIZE = 96;

const TONE: Record<StockAlertData["status"], StatusTone> = { ACTIVE: "progress", UNCONFIRMED: "waiting", NOTIFIED: "done" };

/**
 * `/user/stock-alerts`: the customer's in-stock alerts, waiting ones first (as the API orders
 * them): the product (visual, name to its page; the name kept when the alert was asked once the
 * product is no longer sold), the alert's status (waiting for the restock, to confirm by the link
 * sent, or notified on a day) and a remove button, a real POST form (the route's action; with
 * JavaScript the same post, without a page load). What was done is said in a live region.
 */
export function StockAlertList({ alerts, removed, refusal }: { alerts: StockAlertData[]; removed: boolean; refusal: StockAlertRefusal | null }) {
  const intl = useIntl();
  const format = useFormat();
  const navigation = useNavigation();
  const removing = navigation.state === "submitting" && navigation.formData?.get("intent") === "remove" ? String(navigation.formData.get("id")) : null;
  return (
    <div className={styles.screen} data-stock-alerts={alerts.length}>
      <p role="status" className={styles.status} data-stock-alert-status="">
        {removed && !refusal && removing === null ? intl.formatMessage({ id: "stockAlert.list.removed" }) : ""}
      </p>
      {refusal && !refusal.id && (
        <p role="alert" className={styles.refused}>
          {refusal.message}
        </p>
      )}
      {alerts.length === 0 ? (
        <div className={styles.empty} data-stock-alerts-empty="">
          <p>{intl.formatMessage({ id: "stockAlert.list.empty" })}</p>
          <p>{intl.formatMessage({ id: "stockAlert.list.emptyHow" })}</p>
          <p>
            <Link to="/" className={buttonClassName({ variant: "secondary" })}>
              {intl.formatMessage({ id: "stockAlert.list.shop" })}
            </Link>
          </p>
        </div>
      ) : (
        <ul className={styles.list}>
          {alerts.map((alert) => {
            const product = alert.product;
            const name = product?.name ?? alert.productName;
            const refused = refusal?.id === alert.id ? refusal.message : null;
            return (
              <li key={alert.id} className={styles.item} data-stock-alert-item={alert.id} data-status={alert.status} data-sku={product?.sku ?? ""}>
                <Image src={product?.imageUrl} alt="" width={VISUAL_SIZE} height={VISUAL_SIZE} className={styles.visual} />
                <div className={styles.info}>
                  <h2 className={styles.name}>{product ? <Link to={product.path}>{name}</Link> : name}</h2>
                  {!product && <p className={styles.gone}>{intl.formatMessage({ id: "stockAlert.list.noLongerSold" })}</p>}
                  <p className={styles.facts}>
                    <StatusBadge tone={TONE[alert.status]} data-alert-status={alert.status}>
                      {alert.status === "NOTIFIED" && alert.notifiedAt
                        ? intl.formatMessage({ id: "stockAlert.status.NOTIFIED" }, { date: format.date(alert.notifiedAt) })
                        : intl.formatMessage({ id: `stockAlert.status.${alert.status === "NOTIFIED" ? "NOTIFIED_UNDATED" : alert.status}` })}
                    </StatusBadge>
                    <span className={styles.since}>{intl.formatMessage({ id: "stockAlert.list.since" }, { date: format.date(alert.createdAt) })}</span>
                  </p>
                  {refused && (
                    <p role="alert" className={styles.refused}>
                      {refused}
                    </p>
                  )}
                </div>
                <Form method="post" action={STOCK_ALERTS_ACCOUNT_PATH} className={styles.actions}>
                  <input type="hidden" name="id" value={alert.id} />
                  <button
                    type="submit"
                    name="intent"
                    value="remove"
                    className={buttonClassName({ variant: "ghost" })}
                    aria-label={intl.formatMessage({ id: "stockAlert.list.removeOf" }, { name })}
                    aria-busy={removing === alert.id || undefined}
                    data-stock-alert-remove={alert.id}
                  >
                    <Icon name="trash" size={20} />
                    <span aria-hidden="true">{intl.formatMessage({ id: "stockAlert.list.remove" })}</span>
                  </button>
                </Form>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

import { useEffect, useRef } from "react";
import { useIntl } from "react-intl";
import { Link } from "react-router";
import { Icon } from "../../components/icon.tsx";
import type { StockAlertPosted } from "./stock-alert-action.ts";
import { StockAlertForm } from "./stock-alert-form.tsx";
import styles from "../../components/message-link.module.css";

/**
 * `/stock-alert` after the product page's form was posted without JavaScript: what came of it
 * (the alert is on, a link is on its way to the address, or why not, with the form again), and
 * the way back to the product. Asked for directly (a GET), it points to the shop.
 */
export function StockAlertPostedScreen({ posted }: { posted: StockAlertPosted | null }) {
  const intl = useIntl();
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (posted) titleRef.current?.focus();
  }, [posted]);
  const done = posted?.notice.tone === "done";
  return (
    <section className={styles.screen} aria-labelledby="stock-alert-posted-title" data-stock-alert-posted={posted?.notice.code ?? ""}>
      <span className={[styles.emblem, posted && !done ? styles.emblemError : done ? styles.emblemDone : ""].join(" ")} aria-hidden="true">
        <Icon name={!posted ? "envelope" : done ? "checkmark-circle" : "cross-circle"} size={36} />
      </span>
      <h1 id="stock-alert-posted-title" ref={titleRef} tabIndex={-1} className={styles.title}>
        {intl.formatMessage({ id: done ? "stockAlert.posted.done" : "stockAlert.form.title" })}
      </h1>
      {!posted && <p className={styles.text}>{intl.formatMessage({ id: "stockAlert.posted.nothing" })}</p>}
      {posted && done && (
        <div role="status" className={styles.outcome} data-stock-alert-outcome={posted.notice.code}>
          <p>{posted.notice.text}</p>
        </div>
      )}
      {/* Refused: the form again, the reason in its own live region, the address typed kept. */}
      {posted && !done && (
        <div className={styles.again}>
          <StockAlertForm sku={posted.sku} back={posted.back} posted={posted.notice} email={posted.email} />
        </div>
      )}
      <p className={styles.back}>
        {posted ? (
          <Link to={posted.back} data-stock-alert-back="">
            <Icon name="chevron-left" size={18} />
            {intl.formatMessage({ id: "stockAlert.posted.back" })}
          </Link>
        ) : (
          <Link to="/">{intl.formatMessage({ id: "stockAlert.link.home" })}</Link>
        )}
      </p>
    </section>
  );
}

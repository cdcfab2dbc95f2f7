import { useEffect, useRef } from "react";
import { useIntl } from "react-intl";
import { Form, Link, useNavigation } from "react-router";
import { buttonClassName } from "../../components/button.tsx";
import { Icon } from "../../components/icon.tsx";
import type { StockAlertLinkOutcome, StockAlertLinkPage } from "./stock-alert-action.ts";
import styles from "../../components/message-link.module.css";

/** The title of a link page, whatever it shows (the browser tab's and the screen's). */
export function stockAlertLinkTitleId(page: StockAlertLinkPage | null | undefined, outcome: StockAlertLinkOutcome | null): string {
  const kind = page?.kind ?? "confirm";
  if (!page?.token || outcome?.kind === "invalid") return "stockAlert.link.invalid.title";
  if (outcome?.kind === "done") return `stockAlert.${kind}.done.title`;
  return `stockAlert.${kind}.title`;
}

/**
 * `/stock-alert/confirm?token=…` and `/stock-alert/unsubscribe?token=…`, reached from the shop's
 * messages. Asked for (a GET, which mail scanners and link previews make too), the page says what
 * its button will do and changes nothing; the button posts (a real form: with or without
 * JavaScript) and the page says what came of it: the alert is on, the address gets no more
 * alerts, or the link does not work (unknown, used, too old), with the way to the shop. The
 * outcome's heading takes the focus, and its sentence is said in a live region.
 */
export function StockAlertLinkScreen({ page, outcome }: { page: StockAlertLinkPage; outcome: StockAlertLinkOutcome | null }) {
  const intl = useIntl();
  const busy = useNavigation().state === "submitting";
  const titleRef = useRef<HTMLHeadingElement>(null);
  const { kind, token } = page;
  const invalid = !token || outcome?.kind === "invalid";
  const done = outcome?.kind === "done";
  useEffect(() => {
    if (outcome) titleRef.current?.focus();
  }, [outcome]);
  const state = invalid ? "invalid" : done ? "done" : outcome?.kind === "refused" ? "refused" : "ask";
  return (
    <section className={styles.screen} aria-labelledby="stock-alert-link-title" data-stock-alert-link={kind} data-state={state}>
      <span className={[styles.emblem, invalid || outcome?.kind === "refused" ? styles.emblemError : done ? styles.emblemDone : ""].join(" ")} aria-hidden="true">
        <Icon name={invalid ? "cross-circle" : done ? "checkmark-circle" : "envelope"} size={36} />
      </span>
      <h1 id="stock-alert-link-title" ref={titleRef} tabIndex={-1} className={styles.title}>
        {intl.formatMessage({ id: stockAlertLinkTitleId(page, outcome) })}
      </h1>
      <div role="status" className={styles.outcome} data-stock-alert-link-outcome={state}>
        {invalid && <p>{intl.formatMessage({ id: `stockAlert.link.invalid.${kind}` })}</p>}
        {done && <p>{intl.formatMessage({ id: `stockAlert.${kind}.done.text` })}</p>}
        {outcome?.kind === "refused" && <p className={styles.refused}>{outcome.message}</p>}
      </div>
      {!invalid && !done && (
        <>
          <p className={styles.text}>{intl.formatMessage({ id: `stockAlert.${kind}.text` })}</p>
          {/* Posted to this same address (the token included): the action reads it from there. */}
          <Form method="post" className={styles.form} data-stock-alert-link-form="">
            <input type="hidden" name="token" value={token ?? ""} />
            <button type="submit" name="intent" value="go" className={buttonClassName({ size: "l" })} aria-busy={busy || undefined} data-stock-alert-link-submit="">
              {intl.formatMessage({ id: `stockAlert.${kind}.submit` })}
            </button>
          </Form>
        </>
      )}
      <p className={styles.back}>
        <Link to="/" data-stock-alert-home="">
          {intl.formatMessage({ id: "stockAlert.link.home" })}
        </Link>
      </p>
    </section>
  );
}

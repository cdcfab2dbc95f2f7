import { useEffect, useRef } from "react";
import { useIntl } from "react-intl";
import { Form, Link, useNavigation } from "react-router";
import type { MessageLinkOutcome, MessageLinkPage } from "../lib/message-link.ts";
import { buttonClassName } from "./button.tsx";
import { Icon } from "./icon.tsx";
import styles from "./message-link.module.css";

/**
 * The title of a link page, whatever it shows (the browser tab's and the screen's), from the
 * feature's messages: `<messages>.link.invalid.title`, `<messages>.<kind>.done.title`, `<messages>.<kind>.title`.
 */
export function messageLinkTitleId(messages: string, page: MessageLinkPage | null | undefined, outcome: MessageLinkOutcome | null): string {
  const kind = page?.kind ?? "confirm";
  if (!page?.token || outcome?.kind === "invalid") return `${messages}.link.invalid.title`;
  if (outcome?.kind === "done") return `${messages}.${kind}.done.title`;
  return `${messages}.${kind}.title`;
}

/**
 * A page a shop's message links to (`…/confirm?token=…`, `…/unsubscribe?token=…`: in-stock
 * alerts, the newsletter). Asked for (a GET, which mail scanners and link previews make too), the
 * page says what its button will do and changes nothing; the button posts (a real form: with or
 * without JavaScript) and the page says what came of it, or that the link does not work (unknown,
 * used, too old), with the way to the shop. The outcome's heading takes the focus, and its
 * sentence is said in a live region. `messages` prefixes the texts' ids, `name` the page's
 * `data-<name>-link…` attributes and its heading's id.
 */
export function MessageLinkScreen({ page, outcome, messages, name }: { page: MessageLinkPage; outcome: MessageLinkOutcome | null; messages: string; name: string }) {
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
  const data = (suffix: string, value: string) => ({ [`data-${name}${suffix}`]: value });
  return (
    <section className={styles.screen} aria-labelledby={`${name}-link-title`} {...data("-link", kind)} data-state={state}>
      <span className={[styles.emblem, invalid || outcome?.kind === "refused" ? styles.emblemError : done ? styles.emblemDone : ""].join(" ")} aria-hidden="true">
        <Icon name={invalid ? "cross-circle" : done ? "checkmark-circle" : "envelope"} size={36} />
      </span>
      <h1 id={`${name}-link-title`} ref={titleRef} tabIndex={-1} className={styles.title}>
        {intl.formatMessage({ id: messageLinkTitleId(messages, page, outcome) })}
      </h1>
      <div role="status" className={styles.outcome} {...data("-link-outcome", state)}>
        {invalid && <p>{intl.formatMessage({ id: `${messages}.link.invalid.${kind}` })}</p>}
        {done && <p>{intl.formatMessage({ id: `${messages}.${kind}.done.text` })}</p>}
        {outcome?.kind === "refused" && <p className={styles.refused}>{outcome.message}</p>}
      </div>
      {!invalid && !done && (
        <>
          <p className={styles.text}>{intl.formatMessage({ id: `${messages}.${kind}.text` })}</p>
          {/* Posted to this same address (the token included): the action reads it from there. */}
          <Form method="post" className={styles.form} {...data("-link-form", "")}>
            <input type="hidden" name="token" value={token ?? ""} />
            <button type="submit" name="intent" value="go" className={buttonClassName({ size: "l" })} aria-busy={busy || undefined} {...data("-link-submit", "")}>
              {intl.formatMessage({ id: `${messages}.${kind}.submit` })}
            </button>
          </Form>
        </>
      )}
      <p className={styles.back}>
        <Link to="/" {...data("-home", "")}>
          {intl.formatMessage({ id: `${messages}.link.home` })}
        </Link>
      </p>
    </section>
  );
}

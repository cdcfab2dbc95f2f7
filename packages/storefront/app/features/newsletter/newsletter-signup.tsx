import { useEffect, useId, useRef } from "react";
import { useIntl } from "react-intl";
import { Form, Link, useNavigation } from "react-router";
import { Button } from "../../components/button.tsx";
import { TextField } from "../../components/form-parts.tsx";
import type { NewsletterPosted } from "./newsletter-action.ts";
import styles from "./newsletter-consent.module.css";

/**
 * The newsletter page's sign-up: an address and a button, a real form posting to the page's own
 * action (ADR 031: the same with or without JavaScript; no script of its own). What came of it is
 * said below the form in a live region, and takes the focus: a link on its way (the same words
 * whatever the address's state), subscribed (a signed-in customer's own address), or why not,
 * the address kept to correct it.
 */
export function NewsletterSignUp({ posted, email }: { posted: NewsletterPosted | null; email: string }) {
  const intl = useIntl();
  const prefix = useId();
  const busy = useNavigation().state === "submitting";
  const noticeRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (posted) noticeRef.current?.focus();
  }, [posted]);
  const refused = posted?.notice.tone === "refused";
  const problem = refused && (posted.notice.code === "EMAIL_REQUIRED" || posted.notice.code === "INVALID_EMAIL") ? { field: "email", message: posted.notice.text } : undefined;
  return (
    <section className={styles.panel} aria-labelledby={`${prefix}-title`} data-newsletter-signup="">
      <h2 id={`${prefix}-title`} className={styles.title}>
        {intl.formatMessage({ id: "newsletter.signup.title" })}
      </h2>
      <p className={styles.text}>{intl.formatMessage({ id: "newsletter.signup.text" })}</p>
      <Form method="post" className={styles.form} noValidate>
        <input type="hidden" name="source" value="NEWSLETTER_PAGE" />
        <TextField
          key={posted ? `${posted.notice.code}|${posted.email}` : "blank"}
          prefix={prefix}
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          label={intl.formatMessage({ id: "newsletter.signup.email" })}
          defaultValue={posted ? posted.email : email}
          problem={problem}
        />
        <p className={styles.hint}>{intl.formatMessage({ id: "newsletter.signup.consent" })}</p>
        <div>
          <Button type="submit" aria-busy={busy || undefined} data-newsletter-submit="">
            {intl.formatMessage({ id: "newsletter.signup.submit" })}
          </Button>
        </div>
      </Form>
      <div role="status">
        {posted && !problem && (
          <p ref={noticeRef} tabIndex={-1} className={refused ? styles.refused : styles.done} data-newsletter-outcome={posted.notice.code}>
            {posted.notice.text}
          </p>
        )}
      </div>
      <p className={styles.hint}>
        <Link to="/user/newsletter">{intl.formatMessage({ id: "newsletter.manage" })}</Link>
      </p>
    </section>
  );
}

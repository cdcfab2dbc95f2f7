import { type FormEvent, useId, useState } from "react";
import { useIntl } from "react-intl";
import { Alert } from "../../components/alert.tsx";
import { Button } from "../../components/button.tsx";
import { loadBrowserClient } from "../../lib/browser-client.ts";
import { useFormat } from "../../lib/format.ts";
import { mutationAlert } from "../../lib/mutation-alert.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { type NewsletterSubscriptionData, UPDATE_NEWSLETTER_SUBSCRIPTION } from "./newsletter-queries.ts";
import styles from "./newsletter-consent.module.css";

type Notice = { type: "success" | "error"; message: string } | null;

/**
 * The signed-in customer's consent to the newsletter: what it is now (and since when), and one
 * checkbox to change it. A real form to the route's action (ADR 031); once hydrated it goes
 * through Apollo and says the outcome here. `saved` is the action's confirmation without JavaScript.
 */
export function NewsletterConsent({ subscription, saved }: { subscription: NewsletterSubscriptionData; saved: boolean }) {
  const intl = useIntl();
  const format = useFormat();
  const hydrated = useHydrated();
  const checkboxId = useId();
  const [current, setCurrent] = useState(subscription);
  const [wanted, setWanted] = useState(subscription.subscribed);
  const [pending, setPending] = useState(false);
  const [notice, setNotice] = useState<Notice>(saved ? { type: "success", message: intl.formatMessage({ id: "newsletter.saved" }) } : null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    setPending(true);
    setNotice(null);
    try {
      const apollo = await loadBrowserClient();
      const result = (await apollo.mutate({ mutation: UPDATE_NEWSLETTER_SUBSCRIPTION, variables: { subscribed: wanted } })).data?.updateNewsletterSubscription;
      if (result?.success && result.subscription) {
        setCurrent(result.subscription);
        setNotice({ type: "success", message: intl.formatMessage({ id: "newsletter.saved" }) });
      } else {
        setNotice({ type: "error", message: String(mutationAlert(intl, { result })?.message ?? "") });
      }
    } catch (error) {
      setNotice({ type: "error", message: String(mutationAlert(intl, { error })?.message ?? "") });
    } finally {
      setPending(false);
    }
  };

  const status = current.status === "PENDING"
    ? intl.formatMessage({ id: "newsletter.status.pending" })
    : current.subscribed
    ? intl.formatMessage({ id: "newsletter.status.subscribed" }, { date: current.consentDate ? format.date(current.consentDate) : "" })
    : current.unsubscribedAt
      ? intl.formatMessage({ id: "newsletter.status.unsubscribed" }, { date: format.date(current.unsubscribedAt) })
      : intl.formatMessage({ id: "newsletter.status.never" });

  return (
    <section className={styles.panel} aria-labelledby={`${checkboxId}-title`}>
      <h2 id={`${checkboxId}-title`} className={styles.title}>
        {intl.formatMessage({ id: "newsletter.title" })}
      </h2>
      <p className={styles.status} data-newsletter-status={current.subscribed ? "subscribed" : current.status === "PENDING" ? "pending" : "not-subscribed"}>
        {status}
      </p>
      <p className={styles.text}>{intl.formatMessage({ id: "newsletter.text" })}</p>
      <form method="post" onSubmit={hydrated ? (event) => void submit(event) : undefined} className={styles.form}>
        <input type="hidden" name="subscribed" value="false" />
        <label htmlFor={checkboxId} className={styles.choice}>
          <input id={checkboxId} type="checkbox" name="subscribed" value="true" checked={wanted} onChange={(event) => setWanted(event.currentTarget.checked)} />
          <span>{intl.formatMessage({ id: "newsletter.checkbox" })}</span>
        </label>
        <p className={styles.hint}>{intl.formatMessage({ id: "newsletter.hint" })}</p>
        <div>
          <Button type="submit" disabled={pending}>
            {intl.formatMessage({ id: "newsletter.save" })}
          </Button>
        </div>
      </form>
      {notice && (
        <Alert type={notice.type} position="static" onDismiss={() => setNotice(null)} autoDismissMs={0}>
          {notice.message}
        </Alert>
      )}
    </section>
  );
}

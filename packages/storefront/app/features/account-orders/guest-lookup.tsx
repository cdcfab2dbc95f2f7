import { type FormEvent, type RefObject, useEffect, useRef, useState } from "react";
import { useIntl } from "react-intl";
import { Link } from "react-router";
import { Button } from "../../components/button.tsx";
import { ErrorSummary, TextField, problemOf } from "../../components/form-parts.tsx";
import { type FieldProblem, looksLikeEmail } from "../../lib/address-fields.ts";
import { loadBrowserClient } from "../../lib/browser-client.ts";
import { mutationAlert } from "../../lib/mutation-alert.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";
import formStyles from "../../components/form-parts.module.css";
import { type GuestOrder, LOOKUP_GUEST_ORDER } from "./account-orders-queries.ts";
import { guestLookupInput } from "./order-format.ts";
import { DeliveryMethod, OrderFacts, OrderLines, Shipments, StatusHistory } from "./order-parts.tsx";
import styles from "./account-orders.module.css";
import { signInPath } from "../../lib/account-name.ts";

const PREFIX = "lookup";
const FIELDS = ["number", "email", "postcode"] as const;
type LookupField = (typeof FIELDS)[number];

/** What the lookup answered: the order found, or why not (the same message whichever field is wrong). */
export type GuestLookupOutcome = { order: GuestOrder; message?: undefined } | { order?: undefined; message: string };

/**
 * `/orders/`: a shopper without an account finds an order by its number, the e-mail it was placed
 * with and the postcode of one of its addresses, and sees where it stands: its status, lines,
 * parcels and their tracking. The API throttles attempts and answers the same "not found" whichever
 * of the three is wrong. Without JavaScript the form posts to the route's action, which answers
 * the page with the outcome; hydrated, the same mutation goes through Apollo.
 */
export function GuestLookupScreen({ posted = null }: { posted?: GuestLookupOutcome | null }) {
  const intl = useIntl();
  const hydrated = useHydrated();
  const [outcome, setOutcome] = useState<GuestLookupOutcome | null>(posted);
  const [problems, setProblems] = useState<FieldProblem[]>([]);
  const [pending, setPending] = useState(false);
  const resultRef = useRef<HTMLHeadingElement>(null);
  const label = (field: LookupField) => intl.formatMessage({ id: `accountOrders.lookup.${field}` });

  useEffect(() => {
    if (outcome?.order) resultRef.current?.focus();
  }, [outcome]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const input = guestLookupInput(new FormData(event.currentTarget));
    const missing: FieldProblem[] = FIELDS.filter((field) => !input[field]).map((field) => ({ field, message: intl.formatMessage({ id: "form.field.required" }, { field: label(field) }) }));
    if (input.email && !looksLikeEmail(input.email)) missing.push({ field: "email", message: intl.formatMessage({ id: "accountOrders.lookup.emailInvalid" }) });
    setProblems(missing);
    if (missing.length > 0) return;
    setPending(true);
    try {
      const apollo = await loadBrowserClient();
      const { data } = await apollo.mutate({ mutation: LOOKUP_GUEST_ORDER, variables: { input } });
      const result = data?.lookupGuestOrder;
      const alert = mutationAlert(intl, { result });
      setOutcome(result?.success && result.order ? { order: result.order } : { message: typeof alert?.message === "string" ? alert.message : "" });
    } catch (error) {
      const alert = mutationAlert(intl, { error });
      setOutcome({ message: typeof alert?.message === "string" ? alert.message : "" });
    } finally {
      setPending(false);
    }
  };

  return (
    <div className={styles.lookup}>
      <form method="post" noValidate onSubmit={hydrated ? (event) => void submit(event) : undefined} className={[formStyles.form, styles.lookupForm].join(" ")} data-form="order-lookup">
        <input type="hidden" name="intent" value="lookup" />
        <ErrorSummary prefix={PREFIX} problems={problems} message={problems.length === 0 ? (outcome?.message ?? null) : null} />
        <TextField
          prefix={PREFIX}
          name="number"
          label={label("number")}
          hint={intl.formatMessage({ id: "accountOrders.lookup.numberHint" })}
          autoComplete="off"
          spellCheck={false}
          problem={problemOf(problems, "number")}
        />
        <TextField prefix={PREFIX} name="email" type="email" inputMode="email" autoComplete="email" spellCheck={false} label={label("email")} problem={problemOf(problems, "email")} />
        <TextField
          prefix={PREFIX}
          name="postcode"
          label={label("postcode")}
          hint={intl.formatMessage({ id: "accountOrders.lookup.postcodeHint" })}
          autoComplete="postal-code"
          autoCapitalize="characters"
          className={styles.postcodeField}
          problem={problemOf(problems, "postcode")}
        />
        <Button type="submit" size="l" disabled={pending} aria-disabled={pending || undefined}>
          {intl.formatMessage({ id: pending ? "accountOrders.lookup.pending" : "accountOrders.lookup.submit" })}
        </Button>
        <p className={formStyles.hint}>
          {intl.formatMessage(
            { id: "accountOrders.lookup.account" },
            {
              link: (
                <Link key="login" to={signInPath("/user/orders")}>
                  {intl.formatMessage({ id: "accountOrders.lookup.signIn" })}
                </Link>
              ),
            },
          )}
        </p>
      </form>
      {outcome?.order && <GuestOrderView order={outcome.order} titleRef={resultRef} />}
    </div>
  );
}

/** The order found: its number and status, then its parcels with tracking, its lines and its history. */
function GuestOrderView({ order, titleRef }: { order: GuestOrder; titleRef: RefObject<HTMLHeadingElement | null> }) {
  const intl = useIntl();
  // Downloads only (an account's, not a guest's, but said the same way): nothing shipped.
  const virtual = !order.shippingMethod;
  return (
    <section className={styles.lookupResult} aria-labelledby="lookup-result" data-order-number={order.number} data-order-status={order.status}>
      <h2 id="lookup-result" ref={titleRef} tabIndex={-1} className={styles.resultTitle}>
        {intl.formatMessage({ id: "accountOrders.list.number" }, { number: order.number })}
      </h2>
      <OrderFacts order={order} />
      {!virtual && (
        <section aria-labelledby="lookup-shipments" className={styles.section}>
          <h3 id="lookup-shipments" className={styles.sectionTitle}>
            {intl.formatMessage({ id: "accountOrders.detail.shipments" })}
          </h3>
          {order.shipments.length > 0 ? <Shipments shipments={order.shipments} titleLevel={4} /> : <p className={styles.muted}>{intl.formatMessage({ id: `accountOrders.detail.noShipment.${order.status}` })}</p>}
        </section>
      )}
      <section aria-labelledby="lookup-lines" className={styles.section}>
        <h3 id="lookup-lines" className={styles.sectionTitle}>
          {intl.formatMessage({ id: "accountOrders.detail.lines" }, { count: order.items.length })}
        </h3>
        <OrderLines items={order.items} shippable={!virtual} />
      </section>
      <section aria-labelledby="lookup-delivery" className={styles.section}>
        <h3 id="lookup-delivery" className={styles.sectionTitle}>
          {intl.formatMessage({ id: "accountOrders.detail.delivery" })}
        </h3>
        <DeliveryMethod order={order} />
      </section>
      <section aria-labelledby="lookup-history" className={styles.section}>
        <h3 id="lookup-history" className={styles.sectionTitle}>
          {intl.formatMessage({ id: "accountOrders.detail.history" })}
        </h3>
        <StatusHistory history={order.history} />
      </section>
    </section>
  );
}

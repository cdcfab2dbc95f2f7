import { type FormEvent, type ReactNode, useState, useSyncExternalStore } from "react";
import { useIntl } from "react-intl";
import { Link } from "react-router";
import { Button } from "../../components/button.tsx";
import { Icon, type IconName } from "../../components/icon.tsx";
import { VisuallyHidden } from "../../components/visually-hidden.tsx";
import { useFormat } from "../../lib/format.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { checkoutAttempt } from "./checkout-attempt.ts";
import type { CheckoutCart } from "./checkout-queries.ts";
import { type FieldProblem } from "../../lib/address-fields.ts";
import { ErrorSummary, fieldId } from "../../components/form-parts.tsx";
import { ChargedNotice } from "../../components/order-totals.tsx";
import { CART_FIX_CODES, amountDueShown, usePlaceOrder } from "./use-place-order.ts";
import type { PlaceOrderErrorCode } from "../../lib/generated/graphql.ts";
import formStyles from "../../components/form-parts.module.css";
import styles from "./checkout.module.css";

const PREFIX = "review";
/** The review's form, which the payment step's choices belong to (`form` attribute): one post without JavaScript. */
const PLACE_FORM_ID = "checkout-place-order";

const PAYMENT_ICONS: Record<string, IconName> = {
  bank_transfer: "payment-sepa",
  cheque: "document",
  sandbox_card: "credit-card",
  sandbox_wallet: "payment-paypal",
  store_credit: "cash",
};

const noSubscription = () => () => undefined;
const readStoredPayment = () => checkoutAttempt().payment();
const noStoredPayment = () => null;

/** What the shopper is told about a way of paying, under its title (a cart of downloads waits for nothing to ship, but for its files). */
export const paymentHint = (method: { code: string; isDeferred: boolean }, virtual = false) =>
  method.isDeferred
    ? virtual
      ? "checkout.payment.deferred.virtual"
      : "checkout.payment.deferred"
    : method.code === "store_credit"
      ? "checkout.payment.storeCredit"
      : method.code === "sandbox_wallet"
        ? "checkout.payment.wallet"
        : "checkout.payment.card";

/**
 * The way of paying the form starts with: the one chosen on this page, else the one chosen before
 * a reload, while the cart still offers it; else store credit when it is the only way left (it
 * pays everything: nothing else to choose).
 */
export function initialPayment(methods: readonly { code: string }[], chosen: string | null, stored: string | null): string {
  const offered = (code: string | null): code is string => code !== null && methods.some((method) => method.code === code);
  if (offered(chosen)) return chosen;
  if (offered(stored)) return stored;
  return methods.length === 1 && methods[0].code === "store_credit" ? "store_credit" : "";
}

/** What "Place order" still needs, in the page's order: a way of paying, the terms and, for a cart with downloads, the waiver. */
export const missingBeforePlacing = ({ payment, terms, waiver, hasDownloads }: { payment: string; terms: boolean; waiver: boolean; hasDownloads: boolean }) =>
  [...(payment ? [] : ["payment" as const]), ...(terms ? [] : ["terms" as const]), ...(hasDownloads && !waiver ? ["waiver" as const] : [])];

const MISSING_MESSAGES = { payment: "checkout.payment.required", terms: "checkout.review.termsRequired", waiver: "checkout.review.waiverRequired" } as const;

/**
 * Steps 5 and 6 share one state: how to pay (a deferred method says the order waits for the
 * payment) and the review's terms, checked together by "Place order". A cart with a downloadable
 * product also needs the shopper's request for its files once paid and their acknowledgement that
 * they lose the right of withdrawal for them (the API refuses the order without it). The payment
 * chosen is kept for a reload (the cart does not hold it: it is the order's). The amount due the
 * review shows at that moment goes with the order (the API places it for that amount only).
 */
export function usePlaceOrderForm(cart: Pick<CheckoutCart, "paymentMethods" | "hasDownloads" | "chargedPrices">) {
  const intl = useIntl();
  const { pending, refusal, place } = usePlaceOrder();
  // The choice made on this page, else the one made before a reload (the tab's storage, read once hydrated).
  const [chosen, setChosen] = useState<string | null>(null);
  const stored = useSyncExternalStore(noSubscription, readStoredPayment, noStoredPayment);
  const payment = initialPayment(cart.paymentMethods, chosen, stored);
  const [terms, setTermsState] = useState(false);
  const [waiver, setWaiverState] = useState(false);
  // The newsletter's box: unticked until the shopper ticks it (consent is never assumed).
  const [newsletter, setNewsletter] = useState(false);
  const [problems, setProblems] = useState<FieldProblem[]>([]);

  const choose = (code: string) => {
    setChosen(code);
    checkoutAttempt().choosePayment(code);
    setProblems((current) => current.filter((problem) => problem.field !== "payment"));
  };
  const setTerms = (accepted: boolean) => {
    setTermsState(accepted);
    if (accepted) setProblems((current) => current.filter((problem) => problem.field !== "terms"));
  };
  const setWaiver = (given: boolean) => {
    setWaiverState(given);
    if (given) setProblems((current) => current.filter((problem) => problem.field !== "waiver"));
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const missing = missingBeforePlacing({ payment, terms, waiver, hasDownloads: cart.hasDownloads });
    setProblems(missing.map((field) => ({ field, message: intl.formatMessage({ id: MISSING_MESSAGES[field] }) })));
    if (missing.length === 0) void place(payment, true, waiver, amountDueShown(cart), newsletter);
  };
  const problemOf = (field: string) => problems.find((problem) => problem.field === field);
  return { payment, choose, terms, setTerms, waiver, setWaiver, newsletter, setNewsletter, problems, problemOf, submit, pending, refusal };
}

export type PlaceOrderForm = ReturnType<typeof usePlaceOrderForm>;

/** Step 5: the signed-in customer's store credit (when they have some), then the ways of paying this cart. */
export function PaymentStep({ cart, form, storeCredit }: { cart: CheckoutCart; form: PlaceOrderForm; storeCredit?: ReactNode }) {
  const intl = useIntl();
  const problem = form.problemOf("payment");
  return (
    <div className={formStyles.form}>
      {storeCredit}
      <fieldset className={styles.choices} id={fieldId(PREFIX, "payment")} aria-describedby={problem ? `${fieldId(PREFIX, "payment")}-error` : undefined}>
        <legend className={styles.legend}>{intl.formatMessage({ id: "checkout.payment.legend" })}</legend>
        {cart.paymentMethods.map((method) => (
          <label key={method.code} className={styles.choice} data-payment={method.code}>
            <input
              type="radio"
              name="paymentMethod"
              form={PLACE_FORM_ID}
              value={method.code}
              checked={form.payment === method.code}
              onChange={() => form.choose(method.code)}
            />
            <span className={styles.choiceBody}>
              <span className={styles.choiceTitle}>
                <span className={styles.choiceIcon}>
                  <Icon name={PAYMENT_ICONS[method.code] ?? "credit-card"} size={22} />
                  {method.title}
                </span>
              </span>
              <span className={styles.choiceDetail}>{intl.formatMessage({ id: paymentHint(method, cart.isVirtual) })}</span>
            </span>
          </label>
        ))}
      </fieldset>
      {problem && (
        <p id={`${fieldId(PREFIX, "payment")}-error`} className={formStyles.fieldError}>
          {problem.message}
        </p>
      )}
    </div>
  );
}

/** One of the review's required boxes, with its problem under it (the error summary links to it). */
function ReviewCheckbox({ field, name, checked, onChange, problem, children }: { field: string; name: string; checked: boolean; onChange: (checked: boolean) => void; problem: FieldProblem | undefined; children: ReactNode }) {
  const id = fieldId(PREFIX, field);
  return (
    <>
      <div className={styles.checkbox}>
        <input
          type="checkbox"
          id={id}
          name={name}
          checked={checked}
          onChange={(event) => onChange(event.currentTarget.checked)}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-error` : undefined}
        />
        <label htmlFor={id}>{children}</label>
      </div>
      {problem && (
        <p id={`${id}-error`} className={formStyles.fieldError}>
          {problem.message}
        </p>
      )}
    </>
  );
}

/**
 * Step 6: the lines and the total once more, the terms of sale to accept (a link to them, in a
 * new tab so the checkout stays), for a cart with a downloadable product (only then) the request
 * for its files once paid with the acknowledgement that the right of withdrawal is lost for them,
 * and "Place order" (disabled while it is being placed). A refusal the cart page fixes (stock,
 * coupon) links back to it. An amount due that changed since the page was shown is said under the
 * total, just above "Place order" where the shopper is, with the new amount (the cart read again):
 * placing again sends that one. Without JavaScript the form (with the payment step's choice and the
 * amount due shown) is posted to the checkout's action with the attempt's key the server rendered;
 * with it, the order is placed through the API (use-place-order.ts).
 */
export function ReviewStep({
  cart,
  form,
  termsPath,
  attemptKey,
  serverRefusal,
}: {
  cart: CheckoutCart;
  form: PlaceOrderForm;
  termsPath: string;
  /** The checkout attempt's key, rendered by the server for a post without JavaScript. */
  attemptKey: string | null;
  /** What the checkout's action answered a post it refused. */
  serverRefusal: { message: string | null; code: string | null } | null;
}) {
  const intl = useIntl();
  const format = useFormat();
  const hydrated = useHydrated();
  const { problems } = form;
  const refusal = form.refusal ?? (serverRefusal?.message ? { message: serverRefusal.message, code: serverRefusal.code as PlaceOrderErrorCode | null } : null);
  const fixInCart = refusal?.code && CART_FIX_CODES.includes(refusal.code);
  const amountChanged = refusal?.code === "AMOUNT_CHANGED";
  const refusalSummary = refusal && problems.length === 0 && (
    <div className={formStyles.errorSummary} role="alert" data-place-order-error={refusal.code ?? ""}>
      <p className={formStyles.errorSummaryTitle}>{refusal.message}</p>
      {amountChanged && <p data-amount-changed="">{intl.formatMessage({ id: "checkout.review.amountChanged" }, { amount: format.money(cart.prices.amountDue) })}</p>}
      {fixInCart && (
        <p>
          <Link to="/cart">{intl.formatMessage({ id: "checkout.review.backToCart" })}</Link>
        </p>
      )}
    </div>
  );
  return (
    <form id={PLACE_FORM_ID} method="post" noValidate onSubmit={hydrated ? form.submit : undefined} className={formStyles.form} data-form={PREFIX}>
      <input type="hidden" name="intent" value="placeOrder" />
      {attemptKey && <input type="hidden" name="idempotencyKey" value={attemptKey} />}
      {/* What this page shows as to be paid (euros): the order is placed for this amount only. */}
      <input type="hidden" name="expectedAmountDue" value={String(amountDueShown(cart))} />
      <ErrorSummary prefix={PREFIX} problems={problems} />
      {!amountChanged && refusalSummary}
      <ul className={styles.reviewLines}>
        {cart.items.map((line) => (
          <li key={line.item_id}>
            <span>{intl.formatMessage({ id: "checkout.review.line" }, { name: line.name, count: line.quantity })}</span>
            <span>{format.money(line.prices.row.priceInclTax)}</span>
          </li>
        ))}
      </ul>
      <dl className={styles.reviewTotal}>
        <dt>{intl.formatMessage({ id: "checkout.summary.total" })}</dt>
        <dd data-review-total="">{format.money(cart.prices.grandTotal.priceInclTax)}</dd>
      </dl>
      {cart.prices.storeCredit.amount > 0 && (
        <dl className={styles.reviewTotal} data-review-amount-due="">
          <dt>{intl.formatMessage({ id: "checkout.storeCredit.amountDue" })}</dt>
          <dd>{format.money(cart.prices.amountDue)}</dd>
        </dl>
      )}
      <ChargedNotice cart={cart} />
      {amountChanged && refusalSummary}
      <ReviewCheckbox field="terms" name="acceptTerms" checked={form.terms} onChange={form.setTerms} problem={form.problemOf("terms")}>
        {intl.formatMessage(
          { id: "checkout.review.terms" },
          {
            link: (
              <a key="terms" href={termsPath} target="_blank" rel="noopener">
                {intl.formatMessage({ id: "checkout.review.termsLink" })}
                <VisuallyHidden>{` ${intl.formatMessage({ id: "checkout.newWindow" })}`}</VisuallyHidden>
              </a>
            ),
          },
        )}
      </ReviewCheckbox>
      {cart.hasDownloads && (
        <ReviewCheckbox field="waiver" name="waiveWithdrawalForDownloads" checked={form.waiver} onChange={form.setWaiver} problem={form.problemOf("waiver")}>
          {intl.formatMessage({ id: "checkout.review.waiver" })}
        </ReviewCheckbox>
      )}
      {/* Once the order is placed its address is signed up: a guest's confirms by the link sent there. */}
      <ReviewCheckbox field="newsletter" name="subscribeToNewsletter" checked={form.newsletter} onChange={form.setNewsletter} problem={undefined}>
        {intl.formatMessage({ id: "newsletter.checkout" })}
      </ReviewCheckbox>
      <Button type="submit" size="l" block disabled={form.pending} data-place-order="">
        <Icon name="lock" size={20} tone="inverse" />
        {intl.formatMessage({ id: form.pending ? "checkout.review.placing" : "checkout.review.place" })}
      </Button>
      <p className={styles.secure}>
        <Icon name="lock" size={16} />
        {intl.formatMessage({ id: "checkout.review.secure" })}
      </p>
    </form>
  );
}

import { type FormEvent, type ReactNode, useEffect, useRef, useState } from "react";
import { useIntl } from "react-intl";
import { Link, useNavigate, useSearchParams } from "react-router";
import { Alert } from "../../components/alert.tsx";
import { Button, buttonClassName } from "../../components/button.tsx";
import { Icon } from "../../components/icon.tsx";
import { VisuallyHidden } from "../../components/visually-hidden.tsx";
import type { CheckoutQuery } from "../../lib/generated/graphql.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { AddressForm } from "../../components/address-form.tsx";
import { SET_BILLING_ADDRESS, SET_CHECKOUT_EMAIL, SET_SHIPPING_ADDRESS, SET_SHIPPING_METHOD, type CheckoutCart, type SavedAddress } from "./checkout-queries.ts";
import { CHECKOUT_STEPS, type CheckoutStep, checkoutSteps, completedSteps, currentStep } from "./checkout-state.ts";
import { type AddressFields, type FieldProblem, addressFields, addressInput, addressLines, looksLikeEmail, pickupPointAddress, postalAddressInput } from "../../lib/address-fields.ts";
import { DeliveryStep, useDeliveryDays } from "./delivery-step.tsx";
import { ErrorSummary, TextField } from "../../components/form-parts.tsx";
import { OrderSummary, SummaryBar } from "./order-summary.tsx";
import { PaymentStep, ReviewStep, usePlaceOrderForm } from "./review-step.tsx";
import { StoreCreditChoice } from "./store-credit-choice.tsx";
import { SAME_AS_SHIPPING, SavedAddressChoice, billingChoice, defaultBillingFor, shippingChoice, virtualBillingChoice } from "./saved-addresses.tsx";
import { type CheckoutOutcome, useCheckoutMutation } from "./use-checkout-mutation.ts";
import formStyles from "../../components/form-parts.module.css";
import styles from "./checkout.module.css";

const stepParam = (value: string | null): CheckoutStep | null =>
  CHECKOUT_STEPS.includes(value as CheckoutStep) ? (value as CheckoutStep) : null;

/** What a step's form was last answered (its field problems and the API's message). */
interface StepRefusal {
  step: CheckoutStep;
  problems: FieldProblem[];
  message: string | null;
  /** The API's error code (placing the order: the cart page fixes some). */
  code?: string | null;
  /** The step's saved address was refused (its message goes with the address book's choice, not the new address's fields). */
  saved?: boolean;
  /** The form refused, when a step has several (the payment step's store credit). */
  intent?: string;
}

/** What the checkout's action answered a form posted before hydration, when it was refused. */
export type CheckoutFormRefusal = StepRefusal;

const STEP_TITLE: Record<CheckoutStep, string> = {
  contact: "checkout.step.contact",
  shipping: "checkout.step.shipping",
  delivery: "checkout.step.delivery",
  billing: "checkout.step.billing",
  payment: "checkout.step.payment",
  review: "checkout.step.review",
};

const stepTitleId = (step: CheckoutStep) => `checkout-step-${step}`;

/**
 * `/checkout/`: the steps one under the other (contact, shipping address, delivery, billing, then
 * payment and review; a cart of downloads skips the shipping address and the delivery, and its
 * billing asks for an address of its own), the one being filled open, the done ones summed up with "Modify", the next
 * ones waiting; the order's summary beside them (desktop) or after them with a bar stuck to the
 * bottom (phone). Everything comes from the server's cart, so a reload lands on the same step.
 */
export function CheckoutScreen({
  data,
  termsPath,
  paymentCancelled = false,
  hideEmpty = false,
  refusal: formRefusal = null,
  attemptKey = null,
}: {
  data: CheckoutQuery;
  /** The store's terms of sale page (its path is translated). */
  termsPath: string;
  paymentCancelled?: boolean;
  /** Nothing to say of an empty cart (the unpaid order above is what the shopper deals with). */
  hideEmpty?: boolean;
  refusal?: CheckoutFormRefusal | null;
  /** The key of this checkout attempt, for "Place order" posted without JavaScript. */
  attemptKey?: string | null;
}) {
  const intl = useIntl();
  const { cart, me, shippingCountries } = data;
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  // The step being modified is in the address (`?step=shipping`), so "Modify" is a link that works before hydration too.
  const editing = stepParam(searchParams.get("step"));
  const [refusal, setRefusal] = useState<StepRefusal | null>(formRefusal);
  const { pending, run } = useCheckoutMutation();
  const done = completedSteps(cart);
  const current = currentStep(cart, editing);
  const steps = checkoutSteps(cart);
  const days = useDeliveryDays();
  const placeOrder = usePlaceOrderForm(cart);

  // After a step is saved, the next one's title takes the focus (where the shopper's eyes go next).
  const moved = useRef(false);
  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    document.getElementById(stepTitleId(current))?.focus();
  }, [current]);

  const save = async (step: CheckoutStep, outcome: Promise<CheckoutOutcome>, { saved = false } = {}) => {
    const result = await outcome;
    if (result.ok) {
      setRefusal(null);
      moved.current = true;
      if (editing) await navigate("/checkout", { replace: true, preventScrollReset: true });
      return;
    }
    if (!result.message && result.problems.length === 0) return;
    // A saved address refused has no fields on the page: its problems are said as one message.
    if (saved) setRefusal({ step, problems: [], message: result.message || result.problems.map((problem) => problem.message).join(" "), saved: true });
    else setRefusal({ step, problems: result.problems, message: result.problems.length > 0 ? null : result.message });
  };
  const refusalOf = (step: CheckoutStep) => (refusal?.step === step && !refusal.saved ? refusal : { problems: [], message: null });
  const savedRefusalOf = (step: CheckoutStep) => (refusal?.step === step && refusal.saved ? refusal.message : null);

  if (cart.items.length === 0) {
    if (hideEmpty) return null;
    return (
      <div className={styles.emptyCheckout}>
        {paymentCancelled && <PaymentCancelled />}
        <p>{intl.formatMessage({ id: "checkout.empty" })}</p>
        <Link to="/cart" className={buttonClassName({ variant: "secondary" })}>
          {intl.formatMessage({ id: "checkout.backToCart" })}
        </Link>
      </div>
    );
  }

  const countries = shippingCountries.map(({ code, name }) => ({ code, name }));
  const storeCountry = countries[0]?.code ?? "";
  const names = { firstname: me?.firstname, lastname: me?.lastname, countryCode: storeCountry };
  // A signed-in customer's address book, offered at the shipping and billing steps.
  const saved = me?.addresses ?? [];
  const shippingSaved = shippingChoice(cart, saved);
  const saveShipping = (address: AddressFields | SavedAddress, fromBook: boolean) => {
    const input = fromBook ? postalAddressInput(address as SavedAddress) : addressInput(address as AddressFields);
    const billing = defaultBillingFor(cart, saved, input);
    void save(
      "shipping",
      run(async (apollo) => {
        const shipped = (await apollo.mutate({ mutation: SET_SHIPPING_ADDRESS, variables: { address: input } })).data?.setShippingAddress;
        // The first delivery address brings the default billing address along when it is another.
        // Not billed (refused, or no answer): the cart bills the delivery address, as the billing step then shows.
        if (shipped?.success && billing) await apollo.mutate({ mutation: SET_BILLING_ADDRESS, variables: { address: postalAddressInput(billing), sameAsShipping: false } }).catch(() => undefined);
        return shipped;
      }),
      { saved: fromBook },
    );
  };
  // Numbered as this cart goes through them (a cart of downloads has four).
  const step = (id: CheckoutStep, content: { open: ReactNode; summary?: ReactNode }) => (
    <StepSection
      key={id}
      id={id}
      number={steps.indexOf(id) + 1}
      state={current === id || (id === "review" && current === "payment") ? "current" : done.has(id) ? "done" : "waiting"}
      summary={content.summary}
      canCancel={editing === id && done.has(id)}
    >
      {content.open}
    </StepSection>
  );

  return (
    <>
      {paymentCancelled && <PaymentCancelled />}
      <div className={styles.layout}>
        <ol className={styles.steps}>
          {step("contact", {
            open: (
              <ContactForm
                email={cart.email ?? me?.email ?? ""}
                signedInAs={me?.id ? me.email : null}
                pending={pending}
                refusal={refusalOf("contact")}
                onSubmit={(email) =>
                  void save(
                    "contact",
                    run(async (apollo) => (await apollo.mutate({ mutation: SET_CHECKOUT_EMAIL, variables: { email } })).data?.setCheckoutEmail),
                  )
                }
              />
            ),
            summary: cart.email && <p data-step-summary="contact">{cart.email}</p>,
          })}
          {!cart.isVirtual &&
            step("shipping", {
              open: (
                <>
                  {saved.length > 0 && (
                    <>
                      <SavedAddressChoice
                        kind="shipping"
                        addresses={saved}
                        initial={shippingSaved}
                        pending={pending}
                        message={savedRefusalOf("shipping")}
                        onChoose={(choice) => choice !== SAME_AS_SHIPPING && saveShipping(choice, true)}
                      />
                      <h3 className={styles.newAddressTitle}>{intl.formatMessage({ id: "checkout.saved.newShipping" })}</h3>
                    </>
                  )}
                  <AddressForm
                    prefix="shipping"
                    intent="shipping"
                    section="shipping"
                    // The address the cart has, unless it is a saved one (then chosen above): a new one starts from the names.
                    initial={addressFields(shippingSaved && cart.shippingAddress ? null : cart.shippingAddress, names)}
                    countries={countries}
                    problems={refusalOf("shipping").problems}
                    message={refusalOf("shipping").message}
                    pending={pending}
                    submitLabel={intl.formatMessage({ id: "checkout.continue" })}
                    onSubmit={(fields: AddressFields) => saveShipping(fields, false)}
                  />
                </>
              ),
              summary: cart.shippingAddress && <AddressSummary lines={addressLines(cart.shippingAddress)} step="shipping" />,
            })}
          {!cart.isVirtual &&
            step("delivery", {
              open: (
                <DeliveryStep
                  cart={cart}
                  pending={pending}
                  problems={refusalOf("delivery").problems}
                  message={refusalOf("delivery").message}
                  onChoose={(code, pickupPointId) =>
                    void save(
                      "delivery",
                      run(async (apollo) => (await apollo.mutate({ mutation: SET_SHIPPING_METHOD, variables: { code, pickupPointId } })).data?.setShippingMethod),
                    )
                  }
                />
              ),
              summary: cart.selectedShippingMethod && (
                <div data-step-summary="delivery">
                  <p>
                    {cart.selectedShippingMethod.label} · {cart.selectedShippingMethod.carrier} · {days(cart.selectedShippingMethod)}
                  </p>
                  {cart.pickupPoint && (
                    <p>
                      <strong>{cart.pickupPoint.name}</strong>, {pickupPointAddress(cart.pickupPoint)}
                    </p>
                  )}
                </div>
              ),
            })}
          {step("billing", {
            open: (
              <BillingForm
                cart={cart}
                countries={countries}
                names={names}
                saved={saved}
                pending={pending}
                refusal={refusalOf("billing")}
                savedMessage={savedRefusalOf("billing")}
                onSubmit={(choice) =>
                  void save(
                    "billing",
                    run(
                      async (apollo) =>
                        (
                          await apollo.mutate({
                            mutation: SET_BILLING_ADDRESS,
                            variables:
                              choice.kind === "same"
                                ? { sameAsShipping: true }
                                : { address: choice.kind === "saved" ? postalAddressInput(choice.address) : addressInput(choice.fields), sameAsShipping: false },
                          })
                        ).data?.setBillingAddress,
                    ),
                    { saved: choice.kind !== "fields" },
                  )
                }
              />
            ),
            summary: done.has("billing") && (
              <div data-step-summary="billing">
                {!cart.isVirtual && (cart.billingSameAsShipping || !cart.billingAddress) ? (
                  <p>{intl.formatMessage({ id: "checkout.billing.sameAsShippingSummary" })}</p>
                ) : (
                  cart.billingAddress && <AddressSummary lines={addressLines(cart.billingAddress)} step="billing" />
                )}
              </div>
            ),
          })}
          {step("payment", {
            open: <PaymentStep cart={cart} form={placeOrder} storeCredit={<StoreCreditChoice cart={cart} refusal={refusal?.step === "payment" && refusal.intent === "storeCredit" ? refusal.message : null} />} />,
          })}
          {step("review", {
            open: <ReviewStep cart={cart} form={placeOrder} termsPath={termsPath} attemptKey={attemptKey} serverRefusal={refusal?.step === "review" ? { message: refusal.message, code: refusal.code ?? null } : null} />,
          })}
        </ol>
        <OrderSummary cart={cart} />
      </div>
      <SummaryBar cart={cart} />
    </>
  );
}

function PaymentCancelled() {
  const intl = useIntl();
  return (
    <Alert type="info" position="static" dismissible={false} className={styles.notice}>
      <span data-payment-cancelled="">{intl.formatMessage({ id: "checkout.paymentCancelled" })}</span>
    </Alert>
  );
}

function AddressSummary({ lines, step }: { lines: string[]; step: string }) {
  return (
    <address className={styles.address} data-step-summary={step}>
      {lines.map((line, index) => (
        <span key={index}>{line}</span>
      ))}
    </address>
  );
}

/**
 * One step: its number and title (a heading the focus moves to once the step before is saved),
 * then its form while it is the current one, or what was chosen with "Modify" once done.
 */
function StepSection({
  id,
  number,
  state,
  summary,
  canCancel,
  children,
}: {
  id: CheckoutStep;
  number: number;
  state: "current" | "done" | "waiting";
  summary?: ReactNode;
  canCancel: boolean;
  children: ReactNode;
}) {
  const intl = useIntl();
  const title = intl.formatMessage({ id: STEP_TITLE[id] });
  return (
    <li className={[styles.step, styles[state]].join(" ")} data-step={id} data-step-state={state} aria-current={state === "current" ? "step" : undefined}>
      <div className={styles.stepHeader}>
        <h2 id={stepTitleId(id)} className={styles.stepTitle} tabIndex={-1}>
          <span className={styles.stepNumber} aria-hidden="true">
            {state === "done" ? <Icon name="checkmark" size={16} tone="inverse" /> : number}
          </span>
          <span>
            <VisuallyHidden>{intl.formatMessage({ id: "checkout.step.number" }, { number, state })}</VisuallyHidden>
            {title}
          </span>
        </h2>
        {state === "done" && (
          <Link
            to={`?${new URLSearchParams({ step: id })}`}
            preventScrollReset
            className={buttonClassName({ variant: "ghost" })}
            aria-label={intl.formatMessage({ id: "checkout.modifyStep" }, { step: title })}
            data-modify={id}
          >
            {intl.formatMessage({ id: "checkout.modify" })}
          </Link>
        )}
        {state === "current" && canCancel && (
          <Link to="/checkout" preventScrollReset className={buttonClassName({ variant: "ghost" })}>
            {intl.formatMessage({ id: "checkout.cancelModify" })}
          </Link>
        )}
      </div>
      {state === "current" && <div className={styles.stepBody}>{children}</div>}
      {state === "done" && summary && <div className={styles.stepSummary}>{summary}</div>}
    </li>
  );
}

function ContactForm({
  email,
  signedInAs,
  pending,
  refusal,
  onSubmit,
}: {
  email: string;
  signedInAs: string | null;
  pending: boolean;
  refusal: { problems: FieldProblem[]; message: string | null };
  onSubmit: (email: string) => void;
}) {
  const intl = useIntl();
  const hydrated = useHydrated();
  const [problem, setProblem] = useState<FieldProblem | null>(null);
  // The API answers EMAIL_INVALID with a message and no field: it belongs to the one field here.
  const shown = problem ?? (refusal.message ? { field: "email", message: refusal.message } : (refusal.problems[0] ?? null));
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = String(new FormData(event.currentTarget).get("email") ?? "").trim();
    const local = !value
      ? intl.formatMessage({ id: "form.field.required" }, { field: intl.formatMessage({ id: "checkout.contact.email" }) })
      : looksLikeEmail(value)
        ? null
        : intl.formatMessage({ id: "checkout.contact.emailInvalid" });
    setProblem(local ? { field: "email", message: local } : null);
    if (!local) onSubmit(value);
  };
  return (
    <form method="post" noValidate onSubmit={hydrated ? submit : undefined} className={formStyles.form} data-form="contact">
      <input type="hidden" name="intent" value="email" />
      <ErrorSummary prefix="contact" problems={shown ? [shown] : []} />
      {signedInAs && <p className={formStyles.hint}>{intl.formatMessage({ id: "checkout.contact.signedIn" }, { email: signedInAs })}</p>}
      <TextField
        prefix="contact"
        name="email"
        type="email"
        inputMode="email"
        autoComplete="email"
        spellCheck={false}
        label={intl.formatMessage({ id: "checkout.contact.email" })}
        hint={intl.formatMessage({ id: "checkout.contact.emailHint" })}
        defaultValue={email}
        problem={shown ?? undefined}
      />
      <Button type="submit" size="l" disabled={pending}>
        {intl.formatMessage({ id: "checkout.continue" })}
      </Button>
    </form>
  );
}

/** What the billing step sends: the delivery address, a saved address, or one typed. */
export type BillingChoice = { kind: "same" } | { kind: "saved"; address: SavedAddress } | { kind: "fields"; fields: AddressFields };

/**
 * Step 4: the shipping address by default; unticked, a billing address of its own. A customer with
 * an address book chooses among "the delivery address" and their saved addresses, or opens the
 * fields of a new one (a link without JavaScript, `?billing=other`). A cart of downloads has no
 * delivery address: its billing address is always one of its own (a saved one, or typed), and the
 * step says there is nothing to deliver.
 */
function BillingForm({
  cart,
  countries,
  names,
  saved,
  pending,
  refusal,
  savedMessage,
  onSubmit,
}: {
  cart: CheckoutCart;
  countries: { code: string; name: string }[];
  names: { firstname?: string; lastname?: string; countryCode?: string };
  saved: readonly SavedAddress[];
  pending: boolean;
  refusal: { problems: FieldProblem[]; message: string | null };
  savedMessage: string | null;
  onSubmit: (choice: BillingChoice) => void;
}) {
  const intl = useIntl();
  const hydrated = useHydrated();
  const [searchParams] = useSearchParams();
  const virtual = cart.isVirtual;
  const initialChoice = virtual ? virtualBillingChoice(cart, saved) : billingChoice(cart, saved);
  // `?billing=other`: the link that opens the address's fields where the checkbox cannot (no JavaScript).
  const askedOther = searchParams.get("billing") === "other";
  const [same, setSame] = useState(!virtual && !askedOther && (cart.billingSameAsShipping || !cart.billingAddress));
  // With an address book: the new address's fields, open when asked or when the cart bills an address the book does not have.
  const [other, setOther] = useState(askedOther || initialChoice === null || refusal.problems.length > 0);
  // A new address starts from the one the cart bills when it is its own and not a saved one (chosen above), else from the names.
  const newAddress = (children?: ReactNode) => (
    <NewBillingAddress
      initial={addressFields(initialChoice === null && !cart.billingSameAsShipping ? (cart.billingAddress ?? null) : null, names)}
      countries={countries}
      refusal={refusal}
      pending={pending}
      onSubmit={(fields) => onSubmit({ kind: "fields", fields })}
    >
      {children}
    </NewBillingAddress>
  );
  const nothingToDeliver = virtual && (
    <p className={styles.virtualNote} data-virtual-note="">
      <Icon name="download" size={18} />
      {intl.formatMessage({ id: "checkout.billing.virtual" })}
    </p>
  );
  if (saved.length > 0) {
    return (
      <div className={styles.savedStep}>
        {nothingToDeliver}
        <SavedAddressChoice
          kind="billing"
          offerShippingAddress={!virtual}
          addresses={saved}
          initial={initialChoice}
          pending={pending}
          message={savedMessage}
          onChoose={(choice) => onSubmit(choice === SAME_AS_SHIPPING ? { kind: "same" } : { kind: "saved", address: choice })}
        />
        {other ? (
          <>
            <h3 className={styles.newAddressTitle}>{intl.formatMessage({ id: "checkout.saved.newBilling" })}</h3>
            {newAddress()}
          </>
        ) : hydrated ? (
          <Button variant="ghost" onClick={() => setOther(true)} data-billing-other="">
            {intl.formatMessage({ id: "checkout.saved.otherBilling" })}
          </Button>
        ) : (
          <p>
            <Link to={`?${new URLSearchParams({ step: "billing", billing: "other" })}`} preventScrollReset data-billing-other="">
              {intl.formatMessage({ id: "checkout.saved.otherBilling" })}
            </Link>
          </p>
        )}
      </div>
    );
  }
  if (virtual) {
    return (
      <div className={styles.savedStep}>
        {nothingToDeliver}
        {newAddress()}
      </div>
    );
  }
  const sameBox = (
    <div className={styles.checkbox}>
      <input type="checkbox" id="billing-same" name="sameAsShipping" value="true" checked={same} onChange={(event) => setSame(event.currentTarget.checked)} />
      <label htmlFor="billing-same">{intl.formatMessage({ id: "checkout.billing.sameAsShipping" })}</label>
    </div>
  );
  if (same) {
    return (
      <form
        method="post"
        className={formStyles.form}
        data-form="billing"
        onSubmit={
          hydrated
            ? (event) => {
                event.preventDefault();
                onSubmit({ kind: "same" });
              }
            : undefined
        }
      >
        <input type="hidden" name="intent" value="billing" />
        <ErrorSummary prefix="billing" problems={[]} message={refusal.message} />
        {sameBox}
        {!hydrated && (
          <p className={formStyles.hint}>
            <Link to={`?${new URLSearchParams({ step: "billing", billing: "other" })}`} preventScrollReset data-billing-other="">
              {intl.formatMessage({ id: "checkout.billing.other" })}
            </Link>
          </p>
        )}
        <Button type="submit" size="l" disabled={pending}>
          {intl.formatMessage({ id: "checkout.continue" })}
        </Button>
      </form>
    );
  }
  return newAddress(sameBox);
}

/**
 * The billing step's fields for a new address, however the step came to them (a cart of downloads,
 * "same as the delivery address" unticked, "bill to a new address" under the saved ones): posted
 * as the step's form without JavaScript. `children` go above the fields (the "same as" box).
 */
function NewBillingAddress({
  initial,
  countries,
  refusal,
  pending,
  onSubmit,
  children,
}: {
  initial: AddressFields;
  countries: { code: string; name: string }[];
  refusal: { problems: FieldProblem[]; message: string | null };
  pending: boolean;
  onSubmit: (fields: AddressFields) => void;
  children?: ReactNode;
}) {
  const intl = useIntl();
  return (
    <AddressForm
      prefix="billing"
      intent="billing"
      section="billing"
      initial={initial}
      countries={countries}
      problems={refusal.problems}
      message={refusal.message}
      pending={pending}
      submitLabel={intl.formatMessage({ id: "checkout.continue" })}
      onSubmit={onSubmit}
    >
      {children}
    </AddressForm>
  );
}

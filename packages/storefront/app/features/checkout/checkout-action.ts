import { type ActionFunctionArgs, data, redirect } from "react-router";
import { fromThisSite } from "../../lib/form-origin.ts";
import { intlFor } from "../../lib/i18n.ts";
import { CANCEL_PENDING_ORDER, CHECKOUT_LOGIN, CHECKOUT_SAVED_ADDRESSES_QUERY, PLACE_ORDER, RETRY_ORDER_PAYMENT, SET_BILLING_ADDRESS, SET_CHECKOUT_EMAIL, SET_SHIPPING_ADDRESS, SET_SHIPPING_METHOD, USE_STORE_CREDIT } from "./checkout-queries.ts";
import { type PlacedOrderNext, nextAfterPlacing } from "./use-place-order.ts";
import { type CheckoutStep } from "./checkout-state.ts";
import { type FieldProblem, addressFieldsFromForm, addressInput, fieldProblems, postalAddressInput } from "../../lib/address-fields.ts";
import { SAME_AS_SHIPPING, defaultBillingFor } from "./saved-addresses.tsx";

/** The checkout's forms posted before hydration (or without JavaScript), and the step each saves. */
const INTENT_STEPS = {
  email: "contact",
  shipping: "shipping",
  billing: "billing",
  delivery: "delivery",
  login: "contact",
  guest: "contact",
  retryPayment: "payment",
  cancelOrder: "payment",
  storeCredit: "payment",
  placeOrder: "review",
} as const satisfies Record<
  string,
  CheckoutStep
>;
type Intent = keyof typeof INTENT_STEPS;
const isIntent = (value: unknown): value is Intent => typeof value === "string" && Object.hasOwn(INTENT_STEPS, value);

export interface CheckoutActionRefusal {
  step: CheckoutStep;
  intent: Intent;
  problems: FieldProblem[];
  message: string | null;
  code: string | null;
  /** A saved address was sent (its refusal is said with the address book's choice). */
  saved?: boolean;
}

interface Answer {
  result: { success: boolean; errorMessage: string | null; errorCode?: string | null; fieldErrors?: readonly { field: string; message: string }[] } | undefined;
  setCookies: string[];
  /** Where a success leads, when not to `successPath` (the provider's page, the checkout with its notice). */
  next?: string;
}

const nextPath = (next: PlacedOrderNext) => ("redirectUrl" in next ? next.redirectUrl : next.successPath);

/** The checkout after an unpaid order was cancelled: it says so, and how many lines could not come back. */
export const afterCancelPath = (orderId: string, dropped: number) =>
  `/checkout/?${new URLSearchParams({ order: orderId, basket: "restored", ...(dropped > 0 ? { dropped: String(dropped) } : {}) })}`;

/**
 * The checkout's forms before hydration (ADR 031), as the cart's: the change runs in-process
 * through the API (same rules, same messages), its cookies go with the answer; a change saved is
 * followed by a redirect to the checkout (Post/Redirect/Get), a refusal is answered with the step's
 * problems (the API's messages, which never repeat what was typed). A form from another site
 * changes nothing. `successPath` is where a saved change leads (`/checkout` from either screen).
 */
export function checkoutAction(successPath: string, selfPath: string) {
  return async ({ request, context }: ActionFunctionArgs) => {
    const headers = new Headers({ "cache-control": "no-store" });
    const form = await request.formData();
    const intent = form.get("intent");
    if (!fromThisSite(request) || context.page.maintenance || context.page.offline || !isIntent(intent)) {
      return redirect(selfPath, { status: 303, headers });
    }
    const text = (name: string) => String(form.get(name) ?? "").trim();
    // The address book's choice (saved-addresses.tsx): an address id, or the billing step's "the delivery address".
    const savedId = form.get("savedChoice") === "true" ? text("savedAddressId") : null;
    // The address book and the cart's billing as they are before the change (asked once a request).
    const book = async () => (await context.queries.query({ query: CHECKOUT_SAVED_ADDRESSES_QUERY, fetchPolicy: "network-only" })).data;
    const savedAddress = async () => {
      if (!savedId || savedId === SAME_AS_SHIPPING) return null;
      return (await book())?.me?.addresses.find((address: { id: string }) => address.id === savedId) ?? null;
    };
    // A saved address no longer in the book (deleted in another tab), or none chosen: said with the choice.
    const noSavedAddress = (id: string) => ({
      success: false,
      errorMessage: intlFor(context.page.locale).formatMessage({ id: id ? "checkout.saved.gone" : "checkout.saved.choose" }),
      errorCode: null,
    });
    let answer: Answer | undefined;
    try {
      const { queries } = context;
      switch (intent) {
        case "email":
        case "guest": {
          const sent = await queries.mutate({ mutation: SET_CHECKOUT_EMAIL, variables: { email: text("email") } });
          answer = { result: sent.data.setCheckoutEmail, setCookies: sent.setCookies };
          break;
        }
        case "login": {
          const sent = await queries.mutate({ mutation: CHECKOUT_LOGIN, variables: { email: text("email"), password: String(form.get("password") ?? "") } });
          answer = { result: sent.data.login, setCookies: sent.setCookies };
          break;
        }
        case "shipping": {
          const chosen = savedId !== null ? await savedAddress() : null;
          if (savedId !== null && !chosen) {
            answer = { result: noSavedAddress(savedId), setCookies: [] };
            break;
          }
          const address = chosen ? postalAddressInput(chosen) : addressInput(addressFieldsFromForm(form));
          const before = await book().catch(() => undefined);
          const sent = await queries.mutate({ mutation: SET_SHIPPING_ADDRESS, variables: { address } });
          answer = { result: sent.data.setShippingAddress, setCookies: sent.setCookies };
          // The first delivery address brings the default billing address along when it is another, as on the hydrated screen.
          const billing = before?.me ? defaultBillingFor(before.cart, before.me.addresses, address) : null;
          if (answer.result?.success && billing) {
            const billed = await queries.mutate({ mutation: SET_BILLING_ADDRESS, variables: { address: postalAddressInput(billing), sameAsShipping: false } }).catch(() => null);
            answer.setCookies.push(...(billed?.setCookies ?? []));
          }
          break;
        }
        case "billing": {
          const same = savedId === SAME_AS_SHIPPING || (savedId === null && form.get("sameAsShipping") === "true");
          if (savedId !== null && !same) {
            const address = await savedAddress();
            if (!address) {
              answer = { result: noSavedAddress(savedId), setCookies: [] };
              break;
            }
            const sent = await queries.mutate({ mutation: SET_BILLING_ADDRESS, variables: { address: postalAddressInput(address), sameAsShipping: false } });
            answer = { result: sent.data.setBillingAddress, setCookies: sent.setCookies };
            break;
          }
          const sent = await queries.mutate({
            mutation: SET_BILLING_ADDRESS,
            variables: same ? { sameAsShipping: true } : { address: addressInput(addressFieldsFromForm(form)), sameAsShipping: false },
          });
          answer = { result: sent.data.setBillingAddress, setCookies: sent.setCookies };
          break;
        }
        case "delivery": {
          const pickupPointId = text("pickupPointId");
          const sent = await queries.mutate({ mutation: SET_SHIPPING_METHOD, variables: { code: text("code"), pickupPointId: pickupPointId || null } });
          answer = { result: sent.data.setShippingMethod, setCookies: sent.setCookies };
          break;
        }
        // The unpaid order the shopper came back with (unpaid-order.tsx): the same forms with or
        // without JavaScript, since both leave the page (for the provider's, or the basket given back).
        case "retryPayment": {
          const sent = await queries.mutate({ mutation: RETRY_ORDER_PAYMENT, variables: { orderId: text("orderId"), paymentMethod: text("paymentMethod") } });
          const result = sent.data.retryOrderPayment;
          answer = { result, setCookies: sent.setCookies, next: result.paymentAction?.redirectUrl };
          break;
        }
        case "storeCredit": {
          const sent = await queries.mutate({ mutation: USE_STORE_CREDIT, variables: { use: form.get("use") === "true" } });
          answer = { result: sent.data.useStoreCredit, setCookies: sent.setCookies };
          break;
        }
        case "placeOrder": {
          // The key the page was rendered with: the same page posted twice is one attempt, one order.
          // The amount due the page showed: the order is placed for it only (a page rendered
          // before the field existed sends none, and is placed as it was then).
          const shown = text("expectedAmountDue");
          const expectedAmountDue = shown === "" ? Number.NaN : Number(shown);
          const input = {
            paymentMethod: text("paymentMethod"),
            idempotencyKey: text("idempotencyKey"),
            acceptTerms: form.get("acceptTerms") !== null,
            // Shown for a cart with downloads only; the API asks for it then, and ignores it otherwise.
            waiveWithdrawalForDownloads: form.get("waiveWithdrawalForDownloads") !== null,
            // The newsletter's box, unticked unless the shopper ticked it.
            subscribeToNewsletter: form.get("subscribeToNewsletter") !== null,
            ...(Number.isFinite(expectedAmountDue) ? { expectedAmountDue } : {}),
          };
          const sent = await queries.mutate({ mutation: PLACE_ORDER, variables: { input } });
          const result = sent.data.placeOrder;
          answer = { result, setCookies: sent.setCookies, next: result.order ? nextPath(nextAfterPlacing(result.order, result.paymentAction)) : undefined };
          break;
        }
        case "cancelOrder": {
          const sent = await queries.mutate({ mutation: CANCEL_PENDING_ORDER, variables: { orderId: text("orderId") } });
          const result = sent.data.cancelPendingOrder;
          answer = { result, setCookies: sent.setCookies, next: afterCancelPath(text("orderId"), result.droppedLines.length) };
          break;
        }
      }
      for (const cookie of answer?.setCookies ?? []) headers.append("set-cookie", cookie);
    } catch (error) {
      context.log.warn({ err: error, intent }, "checkout form not saved");
    }
    const result = answer?.result;
    if (result?.success) return redirect(answer?.next ?? successPath, { status: 303, headers });
    const intl = intlFor(context.page.locale);
    const problems = fieldProblems(result?.fieldErrors ?? []);
    const fault = () => result?.errorMessage ?? intl.formatMessage({ id: result ? "mutation.fault.unknown" : "mutation.fault.unavailable" });
    // A saved address refused has no fields on the page: its problems are said as one message.
    const saved = savedId !== null && (intent === "shipping" || intent === "billing");
    const refusal: CheckoutActionRefusal = {
      step: INTENT_STEPS[intent],
      intent,
      problems: saved ? [] : problems,
      message: saved ? (problems.length > 0 ? problems.map((problem) => problem.message).join(" ") : fault()) : problems.length > 0 ? null : fault(),
      code: result?.errorCode ?? null,
      ...(saved ? { saved: true } : {}),
    };
    return data({ refusal }, { headers });
  };
}

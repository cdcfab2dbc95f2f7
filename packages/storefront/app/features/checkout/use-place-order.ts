import { useCallback, useRef, useState } from "react";
import { useIntl } from "react-intl";
import { useNavigate } from "react-router";
import { loadBrowserClient } from "../../lib/browser-client.ts";
import type { PlaceOrderErrorCode } from "../../lib/generated/graphql.ts";
import { mutationAlert } from "../../lib/mutation-alert.ts";
import { checkoutAttempt } from "./checkout-attempt.ts";
import { CHECKOUT_QUERY, PLACE_ORDER } from "./checkout-queries.ts";

/** Refusals the cart page explains and fixes (a line's stock, the coupon): the message links back to it. */
export const CART_FIX_CODES: readonly PlaceOrderErrorCode[] = ["OUT_OF_STOCK", "CART_NOT_READY", "COUPON_NOT_APPLICABLE", "CART_EMPTY"];

export interface PlaceOrderRefusal {
  message: string;
  code: PlaceOrderErrorCode | null;
}

/**
 * The amount due (euros, what the payment method is charged) the review shows: sent with the order
 * so that it is placed for that amount only (`AMOUNT_CHANGED` otherwise).
 */
export const amountDueShown = (cart: { chargedPrices: { amountDue: { amount: number } } }): number => cart.chargedPrices.amountDue.amount;

/** Where the shopper goes once the order is placed: the provider's page to pay, else the confirmation. */
export type PlacedOrderNext = { redirectUrl: string } | { successPath: string };

export function nextAfterPlacing(order: { order_id: string }, paymentAction: { redirectUrl: string } | null | undefined): PlacedOrderNext {
  return paymentAction?.redirectUrl ? { redirectUrl: paymentAction.redirectUrl } : { successPath: `/checkout/success?${new URLSearchParams({ order: order.order_id })}` };
}

/**
 * "Place order": one request at a time (the button is disabled meanwhile, a second click is
 * ignored), with the attempt's idempotency key, so a retry of the same attempt finds the same
 * order. A key the API says was used for another cart (the cart changed since) is renewed and
 * the order sent once more, for the cart as the shopper sees it now. The amount due the review
 * shows goes with it: when the API priced another (a price, the delivery or store credit changed
 * meanwhile) nothing is ordered, the cart is read again before the refusal is said, so the new
 * amount is on screen with it and "Place order" sends that one (the same attempt's key: nothing
 * was written). Once placed, a card or wallet payment goes to the provider's page; otherwise to
 * the confirmation.
 */
export function usePlaceOrder() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const [refusal, setRefusal] = useState<PlaceOrderRefusal | null>(null);
  const running = useRef(false);

  const place = useCallback(
    async (paymentMethod: string, acceptTerms: boolean, waiveWithdrawalForDownloads: boolean, expectedAmountDue: number, subscribeToNewsletter = false) => {
      if (running.current) return;
      running.current = true;
      setPending(true);
      setRefusal(null);
      let leaving = false;
      try {
        const apollo = await loadBrowserClient();
        const attempt = checkoutAttempt();
        const send = async (idempotencyKey: string) =>
          (await apollo.mutate({ mutation: PLACE_ORDER, variables: { input: { paymentMethod, idempotencyKey, acceptTerms, waiveWithdrawalForDownloads, expectedAmountDue, subscribeToNewsletter } }, fetchPolicy: "no-cache" })).data
            ?.placeOrder;
        let result = await send(attempt.key());
        if (result?.errorCode === "IDEMPOTENCY_KEY_REUSED") result = await send(attempt.renew());
        if (result?.success && result.order) {
          attempt.finish();
          const next = nextAfterPlacing(result.order, result.paymentAction);
          leaving = true;
          if ("redirectUrl" in next) {
            window.location.assign(next.redirectUrl);
            return;
          }
          await navigate(next.successPath);
          // The cart ordered is closed: the next screen asks for the shopper's new one.
          apollo.cache.evict({ id: "Cart:{}" });
          apollo.cache.gc();
          return;
        }
        const alert = mutationAlert(intl, { result });
        // The refusal may come from the cart having changed (stock, a method no longer offered): show it as it is now.
        const refetched = apollo.refetchQueries({ include: [CHECKOUT_QUERY] }).catch(() => undefined);
        // Another amount: the new one is read before the refusal and "Place order" come back, so
        // the shopper sees it with the message and a second click sends it, not the old one.
        if (result?.errorCode === "AMOUNT_CHANGED") await refetched;
        setRefusal({ message: typeof alert?.message === "string" ? alert.message : "", code: result?.errorCode ?? null });
      } catch (error) {
        const alert = mutationAlert(intl, { error });
        setRefusal({ message: typeof alert?.message === "string" ? alert.message : "", code: null });
      } finally {
        running.current = false;
        // Leaving for the provider's page: the button stays disabled until the page goes.
        if (!leaving) setPending(false);
      }
    },
    [intl, navigate],
  );
  return { pending, refusal, place };
}

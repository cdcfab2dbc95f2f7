import type { ApolloClient } from "@apollo/client";
import { useCallback, useRef, useState } from "react";
import { useIntl } from "react-intl";
import { useAlerts } from "../../components/alert.tsx";
import { loadBrowserClient } from "../../lib/browser-client.ts";
import type { CartResultFields } from "../../lib/generated/graphql.ts";
import { mutationAlert } from "../../lib/mutation-alert.ts";
import { APPLY_COUPON, type CartLine, REMOVE_CART_ITEM, REMOVE_COUPON, UPDATE_CART_ITEM } from "./cart-queries.ts";

/** What a cart change told the shopper: a failure the API answered (its message), or null. */
export type CartChangeOutcome = { ok: true } | { ok: false; message: string };

/** The key of what is being saved: a line's id, or the coupon. */
export const COUPON_KEY = "coupon";

/**
 * The cart's changes once the page is hydrated (ADR 031): the same mutations the forms' action runs,
 * sent through the browser's client. Every answer carries the whole cart, which replaces Apollo's
 * one `Cart` in place, so the header's count, the mini-cart and the cart page follow without a
 * refetch and without guessing (no optimistic update: the server prices everything). What is being
 * saved is disabled meanwhile (`pending`); the outcome is said politely (`status`) and a failure
 * the shopper must see is an alert, except the coupon's, which its form shows.
 */
export function useCartMutations() {
  const intl = useIntl();
  const { notify } = useAlerts();
  const [pending, setPending] = useState<ReadonlySet<string>>(new Set());
  const [status, setStatus] = useState("");
  // One change at a time per line: a second click while the first is saving is ignored.
  const running = useRef(new Set<string>());

  const run = useCallback(
    async (
      key: string,
      mutate: (apollo: ApolloClient) => Promise<CartResultFields | undefined>,
      success: () => string,
      { alertOnRefusal = true } = {},
    ): Promise<CartChangeOutcome> => {
      if (running.current.has(key)) return { ok: false, message: "" };
      running.current.add(key);
      setPending((current) => new Set(current).add(key));
      setStatus("");
      try {
        const result = await mutate(await loadBrowserClient());
        const alert = mutationAlert(intl, { result });
        if (!alert) {
          setStatus(success());
          return { ok: true };
        }
        if (alertOnRefusal) notify(alert);
        return { ok: false, message: typeof alert.message === "string" ? alert.message : "" };
      } catch (error) {
        const alert = mutationAlert(intl, { error });
        notify(alert!);
        return { ok: false, message: "" };
      } finally {
        running.current.delete(key);
        setPending((current) => {
          const next = new Set(current);
          next.delete(key);
          return next;
        });
      }
    },
    [intl, notify],
  );

  const updateQuantity = useCallback(
    (line: Pick<CartLine, "item_id" | "name">, quantity: number) =>
      run(
        line.item_id,
        async (apollo) => (await apollo.mutate({ mutation: UPDATE_CART_ITEM, variables: { itemId: line.item_id, quantity } })).data?.updateCartItem,
        () => intl.formatMessage({ id: "cart.status.updated" }, { name: line.name, count: intl.formatNumber(quantity) }),
      ),
    [run, intl],
  );

  const removeLine = useCallback(
    (line: Pick<CartLine, "item_id" | "name">) =>
      run(
        line.item_id,
        async (apollo) => (await apollo.mutate({ mutation: REMOVE_CART_ITEM, variables: { itemId: line.item_id } })).data?.removeCartItem,
        () => intl.formatMessage({ id: "cart.status.removed" }, { name: line.name }),
      ),
    [run, intl],
  );

  const applyCoupon = useCallback(
    (code: string) =>
      run(
        COUPON_KEY,
        async (apollo) => (await apollo.mutate({ mutation: APPLY_COUPON, variables: { code } })).data?.applyCoupon,
        () => intl.formatMessage({ id: "cart.status.couponApplied" }, { code: code.trim().toUpperCase() }),
        { alertOnRefusal: false },
      ),
    [run, intl],
  );

  const removeCoupon = useCallback(
    () =>
      run(
        COUPON_KEY,
        async (apollo) => (await apollo.mutate({ mutation: REMOVE_COUPON })).data?.removeCoupon,
        () => intl.formatMessage({ id: "cart.status.couponRemoved" }),
      ),
    [run, intl],
  );

  return { pending, status, updateQuantity, removeLine, applyCoupon, removeCoupon };
}

export type CartMutations = ReturnType<typeof useCartMutations>;

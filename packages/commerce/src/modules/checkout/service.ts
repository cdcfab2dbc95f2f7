import type { Kysely, Transaction } from "kysely";
import type { Database } from "../../db/schema.ts";
import { inTransaction } from "../../shared/transactions.ts";
import { type CartOwner, type StoredCart, type StoredCheckout, readCart, setCheckout } from "../cart/cart-repository.ts";
import { isEmail, normaliseEmail } from "../customer/service.ts";
import type { PickupPointService } from "../pickup-point/service.ts";
import type { ServiceScope } from "../shop/service-scope.ts";
import type { ShippingService } from "../shipping/service.ts";
import { type AddressInput, type FieldError, checkAddress, countryNameOf, parseStoredAddress } from "./address.ts";

/**
 * The checkout's details on the shopper's cart (ADR 052): the e-mail, the shipping and billing
 * addresses, the delivery method and its pickup point. Each is checked when it is set and stored
 * in the cart's own columns, so it survives a reload and follows the cart (a visitor's checkout
 * goes to the customer's cart at sign-in, modules/cart `mergeVisitorCart`). Each write is one
 * transaction that locks the cart like the cart's own writes; a cart without lines has no
 * checkout to change (CART_EMPTY).
 */

export type CheckoutRefusal =
  | "EMAIL_INVALID"
  | "ADDRESS_INVALID"
  | "COUNTRY_NOT_SHIPPED"
  | "SHIPPING_METHOD_UNKNOWN"
  | "SHIPPING_ADDRESS_REQUIRED"
  | "PICKUP_POINT_REQUIRED"
  | "PICKUP_POINT_UNKNOWN"
  | "CART_EMPTY";

export type CheckoutOutcome = { ok: true } | { ok: false; code: CheckoutRefusal; fieldErrors?: FieldError[] };

export interface ShippingCountryView {
  code: string;
  name: string;
}

/** Pickup point ids are the carriers' references: short, letters, digits, `-` and `_`. */
const PICKUP_POINT_ID = /^[A-Za-z0-9_-]{1,64}$/;
const METHOD_CODE = /^[a-z0-9-]{1,64}$/;

export function createCheckoutService(
  db: Kysely<Database>,
  deps: { shipping: Pick<ShippingService, "methods" | "countries">; pickupPoints: Pick<PickupPointService, "byId"> },
) {
  const { shipping, pickupPoints } = deps;

  /**
   * Runs a change of the owner's checkout in one transaction, the cart locked; CART_EMPTY when
   * the owner has no cart or no line. `change` answers the columns to write, or a refusal.
   */
  async function change(owner: CartOwner, work: (cart: StoredCart, trx: Transaction<Database>) => Promise<Partial<StoredCheckout> | CheckoutOutcome>): Promise<CheckoutOutcome> {
    return inTransaction(db, async (trx): Promise<CheckoutOutcome> => {
      const { cart, lines } = await readCart(trx, owner, { lock: true });
      if (!cart || lines.length === 0) return { ok: false, code: "CART_EMPTY" };
      const changes = await work(cart, trx);
      if ("ok" in changes) return changes;
      await setCheckout(trx, cart.id, changes);
      return { ok: true };
    });
  }

  async function shippedCountries(scope: ServiceScope): Promise<Set<string>> {
    return new Set(await shipping.countries(scope));
  }

  const service = {
    /** The countries the shop delivers to, named in the scope's language: the store's own first, then by name. */
    async countries(scope: ServiceScope): Promise<ShippingCountryView[]> {
      const { language, locale, defaultCountryId } = scope.store;
      const collator = new Intl.Collator(locale);
      return (await shipping.countries(scope))
        .map((code) => ({ code, name: countryNameOf(code, language) }))
        .sort((a, b) => Number(b.code === defaultCountryId) - Number(a.code === defaultCountryId) || collator.compare(a.name, b.name));
    },

    /** The e-mail the order confirmation goes to (a guest's; a signed-in customer may set another than their account's). */
    async setEmail(_scope: ServiceScope, owner: CartOwner, raw: string): Promise<CheckoutOutcome> {
      const email = normaliseEmail(raw);
      if (!isEmail(email)) return { ok: false, code: "EMAIL_INVALID" };
      return change(owner, async () => ({ email }));
    },

    /**
     * The shipping address, checked for its country. When the country changes, the pickup point
     * chosen goes (points are in one country), and so does the method unless the new country has
     * it and it needs no pickup point.
     */
    async setShippingAddress(scope: ServiceScope, owner: CartOwner, input: AddressInput): Promise<CheckoutOutcome> {
      const checked = checkAddress(input, await shippedCountries(scope));
      if (!checked.ok) return { ok: false, code: checked.code, fieldErrors: checked.fieldErrors };
      const { address } = checked;
      const methods = await shipping.methods(scope, address.countryCode);
      return change(owner, async (cart) => {
        const before = parseStoredAddress(cart.checkout.shippingAddress);
        const changes: Partial<StoredCheckout> = { shippingAddress: JSON.stringify(address) };
        if (before?.countryCode !== address.countryCode) {
          changes.pickupPointId = null;
          const method = methods.find((candidate) => candidate.code === cart.checkout.shippingMethod);
          if (!method || method.needsPickupPoint) changes.shippingMethod = null;
        }
        return changes;
      });
    },

    /** Another billing address (checked like a shipping address), or the shipping address's (`sameAsShipping`). */
    async setBillingAddress(scope: ServiceScope, owner: CartOwner, input: AddressInput | null, sameAsShipping: boolean): Promise<CheckoutOutcome> {
      if (sameAsShipping) return change(owner, async () => ({ billingAddress: null }));
      if (!input) return { ok: false, code: "ADDRESS_INVALID", fieldErrors: [] };
      const checked = checkAddress(input, await shippedCountries(scope));
      if (!checked.ok) return { ok: false, code: checked.code, fieldErrors: checked.fieldErrors };
      return change(owner, async () => ({ billingAddress: JSON.stringify(checked.address) }));
    },

    /**
     * Chooses a delivery method of the shipping address's country; a method that delivers to a
     * pickup point needs one of that country (another method ignores the point sent). Checked
     * against the address read before the transaction: if the address changed meanwhile, checked
     * again against the new one.
     */
    async setShippingMethod(scope: ServiceScope, owner: CartOwner, rawCode: string, pickupPointId: string | null): Promise<CheckoutOutcome> {
      for (let attempt = 1; ; attempt++) {
        const { cart, lines } = await readCart(db, owner);
        if (!cart || lines.length === 0) return { ok: false, code: "CART_EMPTY" };
        const address = parseStoredAddress(cart.checkout.shippingAddress);
        if (!address) return { ok: false, code: "SHIPPING_ADDRESS_REQUIRED" };
        const code = rawCode.trim().toLowerCase();
        const method = METHOD_CODE.test(code) ? (await shipping.methods(scope, address.countryCode)).find((candidate) => candidate.code === code) : undefined;
        if (!method) return { ok: false, code: "SHIPPING_METHOD_UNKNOWN" };
        let pointId: string | null = null;
        if (method.needsPickupPoint) {
          const wanted = pickupPointId?.trim();
          if (!wanted) return { ok: false, code: "PICKUP_POINT_REQUIRED" };
          const point = PICKUP_POINT_ID.test(wanted) ? await pickupPoints.byId(scope, wanted, address.countryCode) : undefined;
          if (!point) return { ok: false, code: "PICKUP_POINT_UNKNOWN" };
          pointId = point.id;
        }
        const addressRead = cart.checkout.shippingAddress;
        let moved = false;
        const outcome = await change(owner, async (locked) => {
          if (locked.checkout.shippingAddress !== addressRead) {
            moved = true;
            return { ok: true };
          }
          return { shippingMethod: method.code, pickupPointId: pointId };
        });
        if (!moved) return outcome;
        // The address changed between the check and the write: check against the new one (a few times at most).
        if (attempt >= 3) return { ok: false, code: "SHIPPING_METHOD_UNKNOWN" };
      }
    },
  };
  return service;
}

export type CheckoutService = ReturnType<typeof createCheckoutService>;

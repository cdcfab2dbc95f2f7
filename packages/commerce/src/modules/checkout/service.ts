import type { CartOwner, CartService, StoredCheckout } from "../cart/service.ts";
import { isEmail, normaliseEmail } from "../customer/service.ts";
import type { PickupPointService } from "../pickup-point/service.ts";
import type { ServiceScope } from "../shop/service-scope.ts";
import type { ShippingService } from "../shipping/service.ts";
import { countryName } from "../shop/countries.ts";
import { type AddressInput, type FieldError, checkAddress, parseStoredAddress } from "./address.ts";

/**
 * The checkout's details on the shopper's cart (ADR 052): the e-mail, the shipping and billing
 * addresses, the delivery method and its pickup point. Each is checked when it is set and stored
 * in the cart's own columns, so it survives a reload and follows the cart (a visitor's checkout
 * goes to the customer's cart at sign-in, modules/cart `mergeVisitorCart`). Each write is one
 * transaction that locks the cart like the cart's own writes (`cart.changeCheckout`); a cart
 * without lines has no checkout to change (CART_EMPTY).
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

export function createCheckoutService(deps: {
  cart: Pick<CartService, "storedCheckout" | "changeCheckout">;
  shipping: Pick<ShippingService, "methods" | "countries">;
  pickupPoints: Pick<PickupPointService, "byId">;
}) {
  const { cart, shipping, pickupPoints } = deps;

  /** Changes the owner's checkout (`decide` answers the columns to write, or a refusal); CART_EMPTY without a cart or a line. */
  async function change(owner: CartOwner, decide: (stored: StoredCheckout) => Partial<StoredCheckout> | { refused: CheckoutOutcome }): Promise<CheckoutOutcome> {
    const done = await cart.changeCheckout(owner, decide);
    if (done.empty) return { ok: false, code: "CART_EMPTY" };
    return done.refused ?? { ok: true };
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
        .map((code) => ({ code, name: countryName(code, language) }))
        .sort((a, b) => Number(b.code === defaultCountryId) - Number(a.code === defaultCountryId) || collator.compare(a.name, b.name));
    },

    /** The e-mail the order confirmation goes to (a guest's; a signed-in customer may set another than their account's). */
    async setEmail(_scope: ServiceScope, owner: CartOwner, raw: string): Promise<CheckoutOutcome> {
      const email = normaliseEmail(raw);
      if (!isEmail(email)) return { ok: false, code: "EMAIL_INVALID" };
      return change(owner, () => ({ email }));
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
      return change(owner, (stored) => {
        const before = parseStoredAddress(stored.shippingAddress);
        const changes: Partial<StoredCheckout> = { shippingAddress: JSON.stringify(address) };
        if (before?.countryCode !== address.countryCode) {
          changes.pickupPointId = null;
          const method = methods.find((candidate) => candidate.code === stored.shippingMethod);
          if (!method || method.needsPickupPoint) changes.shippingMethod = null;
        }
        return changes;
      });
    },

    /** Another billing address (checked like a shipping address), or the shipping address's (`sameAsShipping`). */
    async setBillingAddress(scope: ServiceScope, owner: CartOwner, input: AddressInput | null, sameAsShipping: boolean): Promise<CheckoutOutcome> {
      if (sameAsShipping) return change(owner, () => ({ billingAddress: null }));
      if (!input) return { ok: false, code: "ADDRESS_INVALID", fieldErrors: [] };
      const checked = checkAddress(input, await shippedCountries(scope));
      if (!checked.ok) return { ok: false, code: checked.code, fieldErrors: checked.fieldErrors };
      return change(owner, () => ({ billingAddress: JSON.stringify(checked.address) }));
    },

    /**
     * Chooses a delivery method of the shipping address's country; a method that delivers to a
     * pickup point needs one of that country (another method ignores the point sent). Checked
     * against the address read before the transaction: if the address changed meanwhile, checked
     * again against the new one.
     */
    async setShippingMethod(scope: ServiceScope, owner: CartOwner, rawCode: string, pickupPointId: string | null): Promise<CheckoutOutcome> {
      for (let attempt = 1; ; attempt++) {
        const stored = await cart.storedCheckout(owner);
        if (!stored) return { ok: false, code: "CART_EMPTY" };
        const address = parseStoredAddress(stored.shippingAddress);
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
        let moved = false;
        const outcome = await change(owner, (locked) => {
          if (locked.shippingAddress === stored.shippingAddress) return { shippingMethod: method.code, pickupPointId: pointId };
          moved = true;
          return { refused: { ok: true } };
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

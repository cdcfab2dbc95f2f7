import type { GraphQLContext } from "../../graphql/context.ts";
import type { CheckoutAddressInput, Resolvers } from "../../graphql/generated/resolver-types.ts";
import { cartOwnerOf, cartViewOf, consumeCartWrite, readCart, writingOwner } from "../cart/cart-answer.ts";
import type { CartView } from "../cart/service.ts";
import { priceInclExcl } from "../pricing/money.ts";
import type { PricedShippingMethod } from "../shipping/service.ts";
import type { AddressInput } from "./address.ts";
import { countryName } from "../shop/countries.ts";
import { pickupPointOf } from "../pickup-point/pickup-point-view.ts";
import type { CheckoutAddress } from "./checkout-state.ts";
import { STORE_CREDIT_METHOD } from "../store-credit/service.ts";
import { checkoutErrors, fieldErrorsOf } from "./errors.ts";
import type { CheckoutOutcome } from "./service.ts";

/** The checkout's API: thin over `services.checkout` and the cart's view (`CartView.checkout`). */

const addressOf = (address: CheckoutAddress | null, context: GraphQLContext) =>
  address && { ...address, countryName: countryName(address.countryCode, context.store.language) };

/** A method priced for the cart, in the cart's display currency (its amount in euros excl. VAT, like every price). */
const methodOf = (method: PricedShippingMethod, view: CartView, context: GraphQLContext) => ({
  code: method.code,
  carrier: method.carrier,
  label: method.label,
  price: priceInclExcl(method.priceExclCents, view.currency, context.config.exchangeRates),
  minDays: method.minDays,
  maxDays: method.maxDays,
  needsPickupPoint: method.needsPickupPoint,
});

const inputOf = (address: CheckoutAddressInput): AddressInput => ({ ...address, company: address.company ?? null });

/** A checkout mutation's answer: the outcome, its field errors in the store's language, and the cart as it is now. */
async function resultOf(context: GraphQLContext, outcome: CheckoutOutcome) {
  const cart = await readCart(context);
  if (outcome.ok) return { success: true, errorCode: null, errorMessage: null, fieldErrors: [], cart };
  return { ...context.failure(checkoutErrors, outcome.code), fieldErrors: fieldErrorsOf(outcome.fieldErrors ?? [], context.store.language), cart };
}

/** Runs a checkout write for the request's cart owner (a visitor without a session gets one), within the cart write limit. */
async function write(context: GraphQLContext, work: (owner: Awaited<ReturnType<typeof writingOwner>>) => Promise<CheckoutOutcome>) {
  const verdict = await consumeCartWrite(context);
  if (!verdict.allowed) return { ...context.throttled(checkoutErrors, verdict), fieldErrors: [], cart: await readCart(context) };
  return resultOf(context, await work(await writingOwner(context)));
}

/** The view behind a `Cart` parent; a parent made elsewhere is read again (never expected: every `Cart` comes from the cart module). */
async function viewOf(parent: object, context: GraphQLContext): Promise<CartView> {
  return cartViewOf(parent) ?? context.services.cart.view(context.scope, cartOwnerOf(context));
}

export const checkoutResolvers: Resolvers = {
  Query: {
    shippingCountries: (_parent, _args, context) => context.services.checkout.countries(context.scope),
  },
  Mutation: {
    setCheckoutEmail: (_parent, { email }, context) => write(context, (owner) => context.services.checkout.setEmail(context.scope, owner, email)),
    setShippingAddress: (_parent, { address }, context) =>
      write(context, (owner) => context.services.checkout.setShippingAddress(context.scope, owner, inputOf(address))),
    setBillingAddress: (_parent, { address, sameAsShipping }, context) =>
      write(context, (owner) => context.services.checkout.setBillingAddress(context.scope, owner, address ? inputOf(address) : null, sameAsShipping === true)),
    setShippingMethod: (_parent, { code, pickupPointId }, context) =>
      write(context, (owner) => context.services.checkout.setShippingMethod(context.scope, owner, code, pickupPointId ?? null)),
  },
  Cart: {
    email: async (parent, _args, context) => (await viewOf(parent, context)).checkout.email,
    shippingAddress: async (parent, _args, context) => addressOf((await viewOf(parent, context)).checkout.shippingAddress, context),
    billingAddress: async (parent, _args, context) => addressOf((await viewOf(parent, context)).checkout.billingAddress, context),
    billingSameAsShipping: async (parent, _args, context) => (await viewOf(parent, context)).checkout.billingSameAsShipping,
    shippingMethods: async (parent, _args, context) => {
      const view = await viewOf(parent, context);
      return view.checkout.shippingMethods.map((method) => methodOf(method, view, context));
    },
    selectedShippingMethod: async (parent, _args, context) => {
      const view = await viewOf(parent, context);
      return view.checkout.shippingMethod && methodOf(view.checkout.shippingMethod, view, context);
    },
    pickupPoint: async (parent, _args, context) => {
      const { checkout } = await viewOf(parent, context);
      // Only the point of the method that applies, looked up in the delivery country (a point since closed shows as none).
      if (!checkout.shippingMethod?.needsPickupPoint || !checkout.pickupPointId) return null;
      const point = await context.services.pickupPoints.byId(context.scope, checkout.pickupPointId, checkout.shippingCountry);
      return point ? pickupPointOf(point) : null;
    },
    paymentMethods: async (parent, _args, context) => {
      const view = await viewOf(parent, context);
      if (view.items.length === 0) return [];
      // Store credit chosen that pays everything leaves nothing for a payment method: it is the only way offered.
      const { storeCredit } = view;
      if (storeCredit?.paysEverything) return [{ code: STORE_CREDIT_METHOD.code, title: STORE_CREDIT_METHOD.title[context.store.language], isDeferred: false }];
      // What is charged: the grand total in euros incl. VAT, less what store credit pays.
      return context.services.payments.methods(context.scope, view.chargedPrices.grandTotal.incl - (storeCredit?.chargedCents ?? 0));
    },
  },
};

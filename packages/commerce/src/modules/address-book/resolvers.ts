import type { GraphQLContext } from "../../graphql/context.ts";
import type { CustomerAddressInput, Resolvers } from "../../graphql/generated/resolver-types.ts";
import { fieldErrorsOf } from "../checkout/errors.ts";
import { countryName } from "../shop/countries.ts";
import { addressBookErrors } from "./errors.ts";
import type { AddressBookInput, AddressBookOutcome, BookAddress } from "./service.ts";

/** The address book's API: thin over `services.addressBook` (the signed-in customer's, by the request's scope). */

const addressOf = (address: BookAddress, context: GraphQLContext) => ({
  ...address,
  id: String(address.id),
  countryName: countryName(address.countryCode, context.store.language),
});

const inputOf = (input: CustomerAddressInput): AddressBookInput => ({
  address: { ...input.address, company: input.address.company ?? null },
  defaultShipping: input.defaultShipping,
  defaultBilling: input.defaultBilling,
});

function resultOf(context: GraphQLContext, outcome: AddressBookOutcome) {
  const addresses = outcome.addresses.map((address) => addressOf(address, context));
  if (outcome.ok) return { success: true, errorCode: null, errorMessage: null, fieldErrors: [], address: outcome.address && addressOf(outcome.address, context), addresses };
  return { ...context.failure(addressBookErrors, outcome.code), fieldErrors: fieldErrorsOf(outcome.fieldErrors, context.store.language), address: null, addresses };
}

/** A write within the customer's limit (a visitor's is refused by the service: NOT_SIGNED_IN). */
async function write(context: GraphQLContext, work: () => Promise<AddressBookOutcome>) {
  const { customerId } = context.scope;
  if (customerId !== null && customerId !== undefined) {
    const verdict = await context.services.limits.addressBookWriteCustomer.consume(`customer:${customerId}`);
    if (!verdict.allowed) {
      const addresses = (await context.services.addressBook.list(context.scope)).map((address) => addressOf(address, context));
      return { ...context.throttled(addressBookErrors, verdict), fieldErrors: [], address: null, addresses };
    }
  }
  return resultOf(context, await work());
}

export const addressBookResolvers: Resolvers = {
  Me: {
    addresses: async (_me, _args, context) => (await context.services.addressBook.list(context.scope)).map((address) => addressOf(address, context)),
  },
  Mutation: {
    createCustomerAddress: (_parent, { input }, context) => write(context, () => context.services.addressBook.create(context.scope, inputOf(input))),
    updateCustomerAddress: (_parent, { id, input }, context) => write(context, () => context.services.addressBook.update(context.scope, id, inputOf(input))),
    deleteCustomerAddress: (_parent, { id }, context) => write(context, () => context.services.addressBook.remove(context.scope, id)),
  },
};

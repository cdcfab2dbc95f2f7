import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { createAddressBookService } from "../modules/address-book/service.ts";
import { createShippingService } from "../modules/shipping/service.ts";
import { serviceScope } from "../modules/shop/service-scope.ts";

/**
 * The demo customer's address book: home in Grasse (the default delivery and billing address) and
 * a workshop in Lyon, so the account's address book and the checkout's choice of addresses have
 * something to show. Written through the address book service (checked as a shopper's would be),
 * after the delivery methods (an address must be in a country the shop delivers to), and only to
 * an empty book: a demo customer who changed theirs keeps it.
 */
export const demoAddresses = [
  {
    address: {
      firstname: "Camille",
      lastname: "Durand",
      company: null,
      street: ["12 avenue Sainte-Lorette"],
      postcode: "06130",
      city: "Grasse",
      countryCode: "FR",
      telephone: "06 12 34 56 78",
    },
    defaultShipping: true,
    defaultBilling: true,
  },
  {
    address: {
      firstname: "Camille",
      lastname: "Durand",
      company: "Atelier Durand Parfums",
      street: ["Atelier 3", "27 rue Mercière"],
      postcode: "69002",
      city: "Lyon",
      countryCode: "FR",
      telephone: "04 78 42 10 10",
    },
  },
] as const;

/** Adds the demo addresses to the book of the customer `email` (the demo customer) when it is empty; answers how many were added. */
export async function seedCustomerAddresses(db: Kysely<Database>, email: string): Promise<number> {
  const customer = await db.selectFrom("customer").select("id").where("email", "=", email).executeTakeFirst();
  if (!customer) return 0;
  const book = createAddressBookService(db, { shipping: createShippingService(db) });
  const scope = serviceScope({ customerId: customer.id });
  if ((await book.list(scope)).length > 0) return 0;
  let added = 0;
  for (const entry of demoAddresses) {
    const outcome = await book.create(scope, { ...entry, address: { ...entry.address, street: [...entry.address.street] } });
    if (!outcome.ok) throw new Error(`seed: the demo address in ${entry.address.city} was refused (${outcome.code})`);
    added++;
  }
  return added;
}

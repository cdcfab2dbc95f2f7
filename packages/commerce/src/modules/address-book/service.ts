import type { Kysely, Transaction } from "kysely";
import { dialectOf, nowIso } from "../../db/database.ts";
import type { Database } from "../../db/schema.ts";
import { type WarnLogger, logRefusedAccess, owned, requireCustomer } from "../../shared/ownership.ts";
import { inTransaction } from "../../shared/transactions.ts";
import { type AddressInput, type FieldError, checkAddress, parseStoredAddress } from "../checkout/address.ts";
import type { CheckoutAddress } from "../checkout/checkout-state.ts";
import type { ShippingService } from "../shipping/service.ts";
import type { ServiceScope } from "../shop/service-scope.ts";

/**
 * The signed-in customer's address book (rules: docs/product-rules.md#address-book). Addresses
 * are checked per country exactly as the checkout's are (`checkAddress`, the countries the shop
 * delivers to) and kept in the same form, so one moves between the book, the checkout and an
 * order unchanged. Every statement names the owner (`owned`, ADR 045): another customer's id
 * answers UNKNOWN_ADDRESS exactly as a missing one, and the attempt is logged.
 *
 * Each write is one unit of work that first locks the customer's row (PostgreSQL; SQLite's writers
 * are serial), so two writes of one book at once cannot both pass the 30-address limit or leave
 * two defaults of a kind (which the table's partial unique indexes also refuse).
 */

/** Addresses a book holds at most. */
export const MAX_ADDRESSES = 30;

export interface BookAddress extends CheckoutAddress {
  id: number;
  defaultShipping: boolean;
  defaultBilling: boolean;
}

export interface AddressBookInput {
  address: AddressInput;
  /** True: this becomes the default (the previous one stops being it); false: it stops being it; absent: unchanged (a new address: not the default, unless it is the first). */
  defaultShipping?: boolean | null;
  defaultBilling?: boolean | null;
}

export type AddressBookRefusal = "NOT_SIGNED_IN" | "UNKNOWN_ADDRESS" | "ADDRESS_INVALID" | "COUNTRY_NOT_SHIPPED" | "ADDRESS_BOOK_FULL";

/** A write's answer: the address written (null after a deletion) and the book as it is now; or why not, with the book unchanged. */
export type AddressBookOutcome =
  | { ok: true; address: BookAddress | null; addresses: BookAddress[] }
  | { ok: false; code: AddressBookRefusal; fieldErrors: FieldError[]; addresses: BookAddress[] };

/** Ids are the table's: whole numbers, never more than 15 digits (anything else names no address). */
const ADDRESS_ID = /^[1-9]\d{0,14}$/;

type AddressRow = { id: number; address: string; default_shipping: number; default_billing: number };

/** The address in its one stored form: the fields in a fixed order. */
const storedForm = (address: CheckoutAddress): string =>
  JSON.stringify({
    firstname: address.firstname,
    lastname: address.lastname,
    company: address.company ?? null,
    street: address.street,
    postcode: address.postcode,
    city: address.city,
    countryCode: address.countryCode,
    telephone: address.telephone,
  });

/** Two addresses are one when they differ at most in letter case (`12 Rue des Lilas`, `12 rue des lilas`). */
const sameAddress = (a: CheckoutAddress, b: CheckoutAddress) => storedForm(a).toLowerCase() === storedForm(b).toLowerCase();

function bookAddressOf(row: AddressRow): BookAddress | undefined {
  const address = parseStoredAddress(row.address);
  return address ? { ...address, id: row.id, defaultShipping: row.default_shipping === 1, defaultBilling: row.default_billing === 1 } : undefined;
}

export function createAddressBookService(db: Kysely<Database>, deps: { shipping: Pick<ShippingService, "countries">; logger?: WarnLogger }) {
  const executorOf = (scope: ServiceScope) => scope.executor ?? db;

  /** The book of the scope's customer: the default shipping address first, then the default billing one, then the newest. A visitor's is empty. */
  async function list(scope: Pick<ServiceScope, "customerId">, executor: Kysely<Database>): Promise<BookAddress[]> {
    const rows = await owned(scope, executor.selectFrom("customer_address").select(["id", "address", "default_shipping", "default_billing"]), "customer_id")
      .orderBy("default_shipping", "desc")
      .orderBy("default_billing", "desc")
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .execute();
    return rows.map(bookAddressOf).filter((address) => address !== undefined);
  }

  /** The customer's row locked until the unit of work ends (PostgreSQL): one write of a book at a time. */
  async function lockBook(trx: Transaction<Database>, customerId: number): Promise<void> {
    if (dialectOf(trx) === "postgres") await trx.selectFrom("customer").select("id").where("id", "=", customerId).forUpdate().execute();
  }

  async function countOf(trx: Transaction<Database>, scope: Pick<ServiceScope, "customerId">): Promise<number> {
    const row = await owned(scope, trx.selectFrom("customer_address").select((eb) => eb.fn.countAll<number | string>().as("n")), "customer_id").executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** Makes `id` the only default of its kind (`flag`), in `trx`: the previous one stops being it first (the partial unique index). */
  async function setDefault(trx: Transaction<Database>, scope: Pick<ServiceScope, "customerId">, flag: "default_shipping" | "default_billing", id: number, on: boolean, at: string) {
    if (on) await owned(scope, trx.updateTable("customer_address").set({ [flag]: 0, updated_at: at }).where(flag, "=", 1).where("id", "!=", id), "customer_id").execute();
    await owned(scope, trx.updateTable("customer_address").set({ [flag]: on ? 1 : 0, updated_at: at }).where("id", "=", id), "customer_id").execute();
  }

  const shippedCountries = async (scope: ServiceScope) => new Set(await deps.shipping.countries(scope));

  /** A refusal, with the book as it is (empty for a visitor). */
  const refused = async (scope: ServiceScope, code: AddressBookRefusal, fieldErrors: FieldError[] = []): Promise<AddressBookOutcome> => ({
    ok: false,
    code,
    fieldErrors,
    addresses: code === "NOT_SIGNED_IN" ? [] : await list(scope, executorOf(scope)),
  });

  /** UNKNOWN_ADDRESS for an id the scope's customer does not own (or that no address has), logged as a refused attempt. */
  const unknown = (scope: ServiceScope, tried: string, action: string) => {
    logRefusedAccess(deps.logger, scope, { object: "address", tried, action });
    return refused(scope, "UNKNOWN_ADDRESS");
  };

  /** The written address and the book as it now is, read in the unit of work. */
  async function answer(scope: ServiceScope, trx: Transaction<Database>, id: number | null): Promise<AddressBookOutcome> {
    const addresses = await list(scope, trx);
    return { ok: true, address: id === null ? null : (addresses.find((address) => address.id === id) ?? null), addresses };
  }

  return {
    /** The book of the scope's customer (empty for a visitor): the default shipping address first, then the default billing one, then the newest. */
    list: (scope: ServiceScope) => list(scope, executorOf(scope)),

    /** Adds an address, checked for its country; the first one of a book becomes both defaults. */
    async create(scope: ServiceScope, input: AddressBookInput): Promise<AddressBookOutcome> {
      const customer = requireCustomer(scope);
      if (!customer.ok) return refused(scope, "NOT_SIGNED_IN");
      const checked = checkAddress(input.address, await shippedCountries(scope));
      if (!checked.ok) return refused(scope, checked.code, checked.fieldErrors);
      const outcome = await inTransaction(executorOf(scope), async (trx): Promise<AddressBookOutcome | "FULL"> => {
        await lockBook(trx, customer.customerId);
        const count = await countOf(trx, scope);
        if (count >= MAX_ADDRESSES) return "FULL";
        const at = nowIso();
        const first = count === 0;
        const { id } = await trx
          .insertInto("customer_address")
          .values({ customer_id: customer.customerId, address: storedForm(checked.address), created_at: at, updated_at: at })
          .returning("id")
          .executeTakeFirstOrThrow();
        if (first || input.defaultShipping === true) await setDefault(trx, scope, "default_shipping", id, true, at);
        if (first || input.defaultBilling === true) await setDefault(trx, scope, "default_billing", id, true, at);
        return answer(scope, trx, id);
      });
      return outcome === "FULL" ? refused(scope, "ADDRESS_BOOK_FULL") : outcome;
    },

    /** Replaces an address of the book, checked for its country; its defaults change only when given. */
    async update(scope: ServiceScope, rawId: string, input: AddressBookInput): Promise<AddressBookOutcome> {
      const customer = requireCustomer(scope);
      if (!customer.ok) return refused(scope, "NOT_SIGNED_IN");
      if (!ADDRESS_ID.test(rawId)) return unknown(scope, rawId, "update");
      const checked = checkAddress(input.address, await shippedCountries(scope));
      if (!checked.ok) return refused(scope, checked.code, checked.fieldErrors);
      const id = Number(rawId);
      const outcome = await inTransaction(executorOf(scope), async (trx): Promise<AddressBookOutcome | "UNKNOWN"> => {
        await lockBook(trx, customer.customerId);
        const at = nowIso();
        const changed = await owned(scope, trx.updateTable("customer_address").set({ address: storedForm(checked.address), updated_at: at }).where("id", "=", id), "customer_id").executeTakeFirst();
        if (Number(changed.numUpdatedRows) !== 1) return "UNKNOWN";
        if (typeof input.defaultShipping === "boolean") await setDefault(trx, scope, "default_shipping", id, input.defaultShipping, at);
        if (typeof input.defaultBilling === "boolean") await setDefault(trx, scope, "default_billing", id, input.defaultBilling, at);
        return answer(scope, trx, id);
      });
      return outcome === "UNKNOWN" ? unknown(scope, rawId, "update") : outcome;
    },

    /** Deletes an address of the book. A default deleted leaves no default of its kind: the customer chooses the next one. */
    async remove(scope: ServiceScope, rawId: string): Promise<AddressBookOutcome> {
      const customer = requireCustomer(scope);
      if (!customer.ok) return refused(scope, "NOT_SIGNED_IN");
      if (!ADDRESS_ID.test(rawId)) return unknown(scope, rawId, "delete");
      const outcome = await inTransaction(executorOf(scope), async (trx): Promise<AddressBookOutcome | "UNKNOWN"> => {
        await lockBook(trx, customer.customerId);
        const deleted = await owned(scope, trx.deleteFrom("customer_address").where("id", "=", Number(rawId)), "customer_id").executeTakeFirst();
        if (Number(deleted.numDeletedRows) !== 1) return "UNKNOWN";
        return answer(scope, trx, null);
      });
      return outcome === "UNKNOWN" ? unknown(scope, rawId, "delete") : outcome;
    },

    /**
     * The addresses an order was placed with, added to its customer's book in the placement's
     * unit of work (`scope.executor`): the shipping address, then the billing one when it is
     * another, each unless the book holds it already (letter case aside) or is full. To an empty
     * book the shipping address comes as the default shipping address and the billing address
     * (the same one when they are one) as the default billing address. Answers how many were added.
     */
    async rememberOrderAddresses(scope: ServiceScope, customerId: number, addresses: { shipping: CheckoutAddress; billing: CheckoutAddress }): Promise<number> {
      const owner = { customerId };
      return inTransaction(executorOf(scope), async (trx) => {
        await lockBook(trx, customerId);
        const book = await list(owner, trx);
        const empty = book.length === 0;
        const at = nowIso();
        let added = 0;
        const wanted = sameAddress(addresses.shipping, addresses.billing) ? [addresses.shipping] : [addresses.shipping, addresses.billing];
        for (const address of wanted) {
          const existing = book.find((entry) => sameAddress(entry, address));
          if (existing || book.length >= MAX_ADDRESSES) continue;
          const { id } = await trx
            .insertInto("customer_address")
            .values({ customer_id: customerId, address: storedForm(address), created_at: at, updated_at: at })
            .returning("id")
            .executeTakeFirstOrThrow();
          book.push({ ...address, id, defaultShipping: false, defaultBilling: false });
          added++;
        }
        if (empty && book.length > 0) {
          // Nothing was a default (the book was empty): no other row to clear first.
          const shipping = book.find((entry) => sameAddress(entry, addresses.shipping))!;
          const billing = book.find((entry) => sameAddress(entry, addresses.billing)) ?? shipping;
          await owned(owner, trx.updateTable("customer_address").set({ default_shipping: 1 }).where("id", "=", shipping.id), "customer_id").execute();
          await owned(owner, trx.updateTable("customer_address").set({ default_billing: 1 }).where("id", "=", billing.id), "customer_id").execute();
        }
        return added;
      });
    },
  };
}

export type AddressBookService = ReturnType<typeof createAddressBookService>;

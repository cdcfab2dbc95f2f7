import type { Kysely } from "kysely";
import type { Logger } from "pino";
import type { Config } from "../../config.ts";
import type { Database } from "../../db/schema.ts";
import type { MailQueue } from "../../shared/mail/outbox.ts";
import { logRefusedAccess, requireCustomer } from "../../shared/ownership.ts";
import { inTransaction } from "../../shared/transactions.ts";
import { type BundleChoice, type LineChoices, type OptionChoice, parseChoices } from "../cart/cart-lines.ts";
import type { CartOwner, CartRefusal, CartService, CartView } from "../cart/service.ts";
import type { PriceInclExcl } from "../pricing/money.ts";
import { BASE_CURRENCY, priceInclExclOfCents, selectionModelOfSource } from "../pricing/selection-model.ts";
import type { PricedProduct, SelectionPricing } from "../pricing/selection-service.ts";
import type { ProductRecord } from "../product/product-records.ts";
import type { ServiceScope } from "../shop/service-scope.ts";
import type { StockService } from "../stock/service.ts";
import { wishlistSharedMail } from "./mail/shared.ts";
import {
  type WishlistItemRow,
  type WishlistOwner,
  deleteItems,
  deleteWishlist,
  ensureWishlist,
  findWishlist,
  hasItemKey,
  insertItem,
  itemCount,
  itemIdsIn,
  itemsOf,
  ownerFirstName,
  setShareCode,
  sharedByCode,
  touchWishlist,
} from "./repository.ts";
import { type ItemAvailability, type KeepRefusal, MAX_ITEMS, availabilityOf, itemIdOf, keptChoices, newShareCode } from "./wishlist-items.ts";

export type { WishlistOwner } from "./repository.ts";

/**
 * Wishlists (ADR 077): a customer's products kept with their choices, at most 100, each product
 * with the same choices once (the item's key is unique in its list, so two keeps at once make one
 * item). A visitor's keeps wait in their session's list and move into the customer's at sign-in.
 * Prices and availability are read on every read, in the reader's currency; nothing priced is
 * stored. A list is private until its owner shares it: a random code (128 bits) then opens it to
 * anyone with the link, read-only, and making it private revokes the code for good. Rules:
 * docs/product-rules.md#wishlist.
 */

/** The feature name that switches wishlists on (`FEATURES`, `isFeatureActive(feature: "wishlist")`). */
export const WISHLIST_FEATURE = "wishlist";

/** The owner's list as the API answers it (`Wishlist`): its items are read when asked (`items`). */
export interface WishlistParent {
  id: string;
  isShareable: boolean;
  shareCode: string | null;
  itemsCount: number;
  rows: WishlistItemRow[];
}

/** A shared list as anyone with its code sees it (`SharedWishlist`): the owner's first name only. */
export interface SharedWishlistParent {
  /** The share code itself. */
  id: string;
  ownerFirstName: string;
  itemsCount: number;
  rows: WishlistItemRow[];
}

type LabelledChoice = { option_id: string; option_value: string; label: string; value_label: string };

/** An item read now (`WishlistItem`): its product, choices with their labels, price and availability. */
export interface WishlistItemView {
  id: string;
  product: ProductRecord | null;
  sku: string;
  name: string;
  selectedOptions: LabelledChoice[];
  selectedCustomOptions: LabelledChoice[];
  selectedBundleOptions: (LabelledChoice & { option_qty: number })[];
  price: PriceInclExcl | null;
  availability: ItemAvailability;
  addedAt: string;
}

/** A product to keep: a cart line's choices, no quantity. */
export interface KeepRequest {
  sku: string;
  selectedOptions?: OptionChoice[] | null;
  selectedCustomOptions?: OptionChoice[] | null;
  selectedBundleOptions?: BundleChoice[] | null;
}

export type KeepOutcome = { ok: true } | { ok: false; code: "UNKNOWN_PRODUCT" | KeepRefusal | "WISHLIST_FULL" };

/** An item of a shared list not added to the basket: its availability, or the basket's refusal. */
export interface SkippedItem {
  item: WishlistItemView;
  availability: ItemAvailability;
  cartErrorCode: CartRefusal | null;
}

export interface SharedToCartOutcome {
  added: WishlistItemView[];
  skipped: SkippedItem[];
  /** The basket as the add left it (undefined when nothing was added: read it). */
  cart?: CartView;
}

/**
 * Keeping and removing can be redone by the shopper and nothing else depends on them: their
 * commits do not wait for the disk (db/durability.ts). Sharing, revoking and sending do.
 */
const WISHLIST_WRITE = { durability: "relaxed" } as const;

export function createWishlistService(
  db: Kysely<Database>,
  deps: {
    config: Pick<Config, "features">;
    pricing: Pick<SelectionPricing, "selection" | "quote">;
    cart: Pick<CartService, "productOfRequest" | "optionLabels" | "add">;
    stock: Pick<StockService, "quantities">;
    mail: MailQueue;
    logger?: Logger;
  },
) {
  const { pricing, cart, stock } = deps;
  const isActive = () => deps.config.features.includes(WISHLIST_FEATURE);

  const parentOf = (list: { public_id: string; share_code: string | null }, rows: WishlistItemRow[]): WishlistParent => ({
    id: list.public_id,
    isShareable: list.share_code !== null,
    shareCode: list.share_code,
    itemsCount: rows.length,
    rows,
  });

  /** Choices of a product no longer sold: nothing names them any more but their ids and values. */
  const unlabelled = (choices: LineChoices) => ({
    selectedOptions: choices.selectedOptions.map((choice) => ({ ...choice, label: "", value_label: choice.option_value })),
    selectedCustomOptions: choices.selectedCustomOptions.map((choice) => ({ ...choice, label: "", value_label: choice.option_value })),
    selectedBundleOptions: choices.selectedBundleOptions.map((choice) => ({ ...choice, label: "", value_label: choice.option_value })),
  });

  /**
   * Items as they are now, in the scope's language and currency: their products read in one
   * batch (the scope's product reads), the stock of every unit they take in one statement.
   */
  async function itemViews(scope: ServiceScope, rows: readonly WishlistItemRow[]): Promise<WishlistItemView[]> {
    const skus = [...new Set(rows.map((row) => row.sku))];
    const found = await Promise.all(skus.map((sku) => pricing.selection(scope, sku)));
    const products = new Map<string, PricedProduct | undefined>(skus.map((sku, index) => [sku, found[index]]));
    const prepared = rows.map((row) => {
      const product = products.get(row.sku);
      const stored = parseChoices(row);
      // Choices are checked in euros (the same in every currency), as the cart checks them.
      const checked = product && keptChoices(selectionModelOfSource(product.source, BASE_CURRENCY), stored);
      return { row, product, stored, checked };
    });
    const units = prepared.flatMap(({ checked }) => (checked?.ok && checked.kept.units ? [...checked.kept.units.keys()] : []));
    const stockNow = units.length ? await stock.quantities(scope, units) : new Map<string, number>();
    const labels = await Promise.all(prepared.map(({ product, stored }) => (product ? cart.optionLabels(scope, product, stored) : unlabelled(stored))));
    return prepared.map(({ row, product, stored, checked }, index) => {
      const availability = availabilityOf(checked, stockNow);
      // A price for the choices kept, when they are complete (out of stock or not).
      const unit =
        product && (availability === "AVAILABLE" || availability === "OUT_OF_STOCK")
          ? pricing.quote(scope, product.source, { sku: product.record.sku, quantity: 1, ...stored }).display.unit
          : null;
      return {
        id: String(row.id),
        product: product?.record ?? null,
        sku: row.sku,
        name: product?.record.name ?? row.name,
        ...labels[index],
        price: unit ? priceInclExclOfCents(unit, scope.currency) : null,
        availability,
        addedAt: row.created_at,
      };
    });
  }

  /** The customer's list and its items, created empty when they have none: its id never changes (the storefront's cache identity). */
  async function listOf(customerId: number): Promise<WishlistParent> {
    const owner = { customerId };
    const list = (await findWishlist(db, owner)) ?? (await ensureWishlist(db, owner));
    return parentOf(list, await itemsOf(db, list.id));
  }

  const refusedItem = (scope: ServiceScope, tried: string, action: string) => logRefusedAccess(deps.logger, scope, { object: "wishlist item", tried, action });

  return {
    /** Whether the shop has wishlists switched on (`FEATURES`): off, nothing here is read or written. */
    isActive,

    /** The signed-in customer's own list (the scope's customer, never an id from a request); null for a visitor. */
    async mine(scope: ServiceScope): Promise<WishlistParent | null> {
      const customer = requireCustomer(scope);
      return customer.ok ? listOf(customer.customerId) : null;
    },

    /** Items as they are now (`Wishlist.items`, `SharedWishlist.items`): product, labels, price and availability in the scope's terms. */
    items: itemViews,

    /**
     * Keeps a product with its choices in the owner's list (`owner` is asked once the product is
     * known: a visitor's session is started only for a keep). A variant's own sku is kept as its
     * configurable with that variant chosen (as the cart adds it); choices still to make are kept
     * as made so far. The same product with the same choices is kept once: its key is unique in
     * the list, and the insert does nothing on it. The list is locked (PostgreSQL; SQLite's
     * writers are serial) while its items are counted, so it never holds more than 100.
     */
    async keep(scope: ServiceScope, owner: () => Promise<WishlistOwner>, request: KeepRequest): Promise<KeepOutcome> {
      const found = await cart.productOfRequest(scope, { sku: request.sku, quantity: 1, selectedOptions: request.selectedOptions ?? [] });
      if (!found) return { ok: false, code: "UNKNOWN_PRODUCT" };
      const checked = keptChoices(selectionModelOfSource(found.product.source, BASE_CURRENCY), {
        selectedOptions: found.selectedOptions,
        selectedCustomOptions: request.selectedCustomOptions ?? [],
        selectedBundleOptions: request.selectedBundleOptions ?? [],
      });
      if (!checked.ok) return checked;
      const { kept } = checked;
      const keeper = await owner();
      return inTransaction(
        db,
        async (trx) => {
          const list = await ensureWishlist(trx, keeper);
          if (await hasItemKey(trx, list.id, kept.itemKey)) return { ok: true as const };
          if ((await itemCount(trx, list.id)) >= MAX_ITEMS) return { ok: false as const, code: "WISHLIST_FULL" as const };
          await insertItem(trx, list.id, { sku: found.product.record.sku, name: found.product.record.name, itemKey: kept.itemKey, choices: kept.choices });
          await touchWishlist(trx, list.id);
          return { ok: true as const };
        },
        WISHLIST_WRITE,
      );
    },

    /**
     * Removes these items of the customer's list, all or none: an id that is not one of its items
     * (another list's, a missing one, not a number) is UNKNOWN_ITEM and nothing is removed.
     */
    async remove(scope: ServiceScope, customerId: number, itemIds: readonly string[]): Promise<{ ok: true } | { ok: false; code: "UNKNOWN_ITEM" }> {
      const ids = [...new Set(itemIds)];
      if (ids.length === 0) return { ok: true };
      const numbers = ids.map(itemIdOf);
      const malformed = ids.find((_id, index) => numbers[index] === undefined);
      if (malformed !== undefined || ids.length > MAX_ITEMS) {
        refusedItem(scope, malformed ?? ids.join(","), "remove");
        return { ok: false, code: "UNKNOWN_ITEM" };
      }
      const wanted = numbers as number[];
      const outcome = await inTransaction(
        db,
        async (trx) => {
          const list = await findWishlist(trx, { customerId }, { lock: true });
          const present = new Set(list ? await itemIdsIn(trx, list.id, wanted) : []);
          const missing = wanted.find((id) => !present.has(id));
          if (!list || missing !== undefined) return { ok: false as const, code: "UNKNOWN_ITEM" as const, tried: String(missing ?? wanted[0]) };
          await deleteItems(trx, list.id, wanted);
          await touchWishlist(trx, list.id);
          return { ok: true as const };
        },
        WISHLIST_WRITE,
      );
      if (outcome.ok) return outcome;
      refusedItem(scope, outcome.tried, "remove");
      return { ok: false, code: outcome.code };
    },

    /** Makes the customer's list shareable: draws a share code (128 random bits), or keeps the live one. */
    async share(customerId: number): Promise<void> {
      await inTransaction(db, async (trx) => {
        const list = await ensureWishlist(trx, { customerId });
        if (list.share_code === null) await setShareCode(trx, list.id, newShareCode());
      });
    },

    /** Makes the customer's list private: its code is revoked for good (codes are random and never drawn again). */
    async unshare(customerId: number): Promise<void> {
      await inTransaction(db, async (trx) => {
        const list = await findWishlist(trx, { customerId }, { lock: true });
        if (list?.share_code) await setShareCode(trx, list.id, null);
      });
    },

    /**
     * Sends the link of the customer's list to each recipient (checked and deduplicated by the
     * caller), sharing it first when it is private: one e-mail each through the outbox, in the
     * scope's store language, naming the owner by their first name only, in the same unit of
     * work as the share.
     */
    async send(scope: ServiceScope, customerId: number, recipients: readonly string[]): Promise<void> {
      await inTransaction(db, async (trx) => {
        const list = await ensureWishlist(trx, { customerId });
        let shareCode = list.share_code;
        if (shareCode === null) {
          shareCode = newShareCode();
          await setShareCode(trx, list.id, shareCode);
        }
        const firstname = (await ownerFirstName(trx, customerId)) ?? "";
        for (const to of recipients) {
          await deps.mail.enqueue({ executor: trx }, { template: wishlistSharedMail, to, language: scope.store.language, data: { firstname, shareCode } });
        }
      });
    },

    /** The list shared under this live code, as anyone with it sees it; undefined for a code that names none (never did, or revoked). */
    async shared(shareCode: string): Promise<SharedWishlistParent | undefined> {
      const list = await sharedByCode(db, shareCode);
      if (!list) return undefined;
      const rows = await itemsOf(db, list.id);
      return { id: shareCode, ownerFirstName: list.owner_firstname, itemsCount: rows.length, rows };
    },

    /**
     * Adds a shared list's items (or the one `itemId`, which must be one of its items) to the
     * basket of `owner` (the caller's own, asked once there is something to add), one unit each
     * with the choices kept, through the cart's add: its stock, limits and rules of merging lines
     * apply. Items not AVAILABLE now are skipped with their availability, those the basket refuses
     * with its refusal. The shared list is only read.
     */
    async addSharedToCart(
      scope: ServiceScope,
      shared: SharedWishlistParent,
      itemId: string | null | undefined,
      owner: () => Promise<CartOwner>,
    ): Promise<{ ok: true; outcome: SharedToCartOutcome } | { ok: false; code: "UNKNOWN_ITEM" }> {
      let rows = shared.rows;
      if (itemId !== null && itemId !== undefined) {
        const id = itemIdOf(itemId);
        const row = id === undefined ? undefined : rows.find((entry) => entry.id === id);
        if (!row) {
          refusedItem(scope, itemId, "add shared to cart");
          return { ok: false, code: "UNKNOWN_ITEM" };
        }
        rows = [row];
      }
      const views = await itemViews(scope, rows);
      const skipped: SkippedItem[] = [];
      const ready: { row: WishlistItemRow; view: WishlistItemView }[] = [];
      for (const [index, view] of views.entries()) {
        if (view.availability === "AVAILABLE") ready.push({ row: rows[index], view });
        else skipped.push({ item: view, availability: view.availability, cartErrorCode: null });
      }
      if (ready.length === 0) return { ok: true, outcome: { added: [], skipped } };
      const added = await cart.add(
        scope,
        await owner(),
        ready.map(({ row }) => ({ sku: row.sku, quantity: 1, ...parseChoices(row) })),
      );
      if (!added.ok) {
        return { ok: true, outcome: { added: [], skipped: [...skipped, ...ready.map(({ view }) => ({ item: view, availability: view.availability, cartErrorCode: added.code }))] } };
      }
      const refusals = new Map(added.failures.map((failure) => [failure.line, failure.code]));
      for (const [line, { view }] of ready.entries()) {
        const code = refusals.get(line);
        if (code) skipped.push({ item: view, availability: view.availability, cartErrorCode: code });
      }
      return { ok: true, outcome: { added: ready.filter((_entry, line) => !refusals.has(line)).map(({ view }) => view), skipped, cart: added.cart } };
    },

    /**
     * Signing in: the items the visitor's session kept move into the customer's list, newest
     * first while it has room (at most 100; an item it already has is kept once), each with the
     * time it was kept; the session's list is then deleted. To be called before the visitor's
     * session ends (its list goes with it). Nothing happens while the feature is off.
     */
    async mergeVisitorWishlist(sessionHash: string, customerId: number): Promise<void> {
      if (!isActive() || !(await findWishlist(db, { sessionHash }))) return;
      await inTransaction(db, async (trx) => {
        const from = await findWishlist(trx, { sessionHash }, { lock: true });
        if (!from) return;
        const incoming = await itemsOf(trx, from.id);
        if (incoming.length) {
          const list = await ensureWishlist(trx, { customerId });
          let count = await itemCount(trx, list.id);
          for (const item of incoming) {
            if (count >= MAX_ITEMS) break;
            if (await insertItem(trx, list.id, { sku: item.sku, name: item.name, itemKey: item.item_key, choices: parseChoices(item), createdAt: item.created_at })) count++;
          }
          await touchWishlist(trx, list.id);
        }
        await deleteWishlist(trx, from.id);
      });
    },
  };
}

export type WishlistService = ReturnType<typeof createWishlistService>;

import type { Kysely, Transaction } from "kysely";
import { LRUCache } from "lru-cache";
import type { Config } from "../../config.ts";
import type { Database } from "../../db/schema.ts";
import { inTransaction } from "../../shared/transactions.ts";
import { convertCents } from "../pricing/money.ts";
import { BASE_CURRENCY, selectionModelOfSource } from "../pricing/selection-model.ts";
import { type Cents, type SelectionModel, ZERO_CENTS, displayCents } from "../pricing/selection-price.ts";
import type { PricedProduct, SelectionPricing, SelectionQuote } from "../pricing/selection-service.ts";
import type { ProductService } from "../product/service.ts";
import type { ServiceScope } from "../shop/service-scope.ts";
import type { StockService } from "../stock/service.ts";
import type { CouponOffer, CouponRefusal, CouponService } from "../coupon/service.ts";
import { DEFAULT_WEIGHT_GRAMS, type ShippingService } from "../shipping/service.ts";
import {
  type CartOwner,
  type StoredCart,
  type StoredCheckout,
  type StoredLine,
  deleteCart,
  deleteLine,
  deleteLines,
  ensureCart,
  isCheckoutEmpty,
  readCart,
  setCheckout,
  setCoupon,
  setLineQuantity,
  setStoreCreditUse,
  touchCart,
  upsertLine,
} from "./cart-repository.ts";
import { type BundleChoice, type LineChoices, type OptionChoice, type ResolvedLine, availableUnits, demandOf, isLineQuantity, parseChoices, resolveLine } from "./cart-lines.ts";
import { type CartDiscount, type CartTotals, cartTotals } from "./cart-totals.ts";
import { type CheckoutState, EMPTY_CHECKOUT } from "../checkout/checkout-state.ts";
import { parseStoredAddress } from "../checkout/address.ts";
import type { StoreCreditService } from "../store-credit/service.ts";

export type { CartOwner, StoredCheckout } from "./cart-repository.ts";

/**
 * The cart: a shopper's lines, priced on every read by the pricing module from the catalogue
 * (ADR 047: nothing priced is stored or accepted), checked against stock read fresh, with the
 * coupon checked again and the delivery estimated. A cart belongs to its owner (a visitor's
 * session or a customer, cart-repository.ts); each write is one transaction that locks the cart
 * on PostgreSQL, so concurrent writes to one cart are serial and a line never asks for more than
 * stock allows, counting what the cart's other lines ask of the same units. The cart also carries
 * the checkout's state (modules/checkout): when a delivery method is chosen and still applies to
 * the shipping country, the totals' shipping is its price for this cart (weight, amount, coupon).
 */

/** Lines in a cart, and lines in one addToCart request. */
export const MAX_LINES = 100;

/** What the cart asks the coupon and shipping services (modules/coupon, modules/shipping). */
export type CouponChecker = Pick<CouponService, "check">;
export type ShippingEstimator = Pick<ShippingService, "quote">;

export type CartRefusal =
  | "UNKNOWN_PRODUCT"
  | "OPTIONS_REQUIRED"
  | "OPTIONS_INVALID"
  | "OPTION_TEXT_TOO_LONG"
  | "INSUFFICIENT_STOCK"
  | "OUT_OF_STOCK"
  | "QUANTITY_OUT_OF_RANGE"
  | "CART_TOO_LARGE"
  | "UNKNOWN_ITEM"
  | CouponRefusal;

export interface CartLineRequest {
  sku: string;
  quantity: number;
  selectedOptions?: OptionChoice[] | null;
  selectedCustomOptions?: OptionChoice[] | null;
  selectedBundleOptions?: BundleChoice[] | null;
}

export interface CartLineFailure {
  line: number;
  sku: string;
  code: CartRefusal;
  availableQuantity: number | null;
}

/** A write's outcome; `cart`: the cart as the write left it, when the write could tell (else read it). */
export type CartOutcome = { ok: true; cart?: CartView } | { ok: false; code: CartRefusal; availableQuantity?: number | null };

export type CartItemProblem = { code: "OUT_OF_STOCK" | "UNAVAILABLE"; availableQuantity: null } | { code: "NOT_ENOUGH_STOCK"; availableQuantity: number };

export interface CartItemView {
  itemId: string;
  product: PricedProduct["record"];
  sku: string;
  name: string;
  quantity: number;
  maxQuantity: number;
  selectedOptions: { option_id: string; option_value: string; label: string; value_label: string }[];
  selectedCustomOptions: { option_id: string; option_value: string; label: string; value_label: string }[];
  selectedBundleOptions: { option_id: string; option_value: string; option_qty: number; label: string; value_label: string }[];
  prices: { unit: Cents; row: Cents; discount: Cents; chargedRow: Cents; regularUnit: Cents | null; tierQty: number | null };
  problems: CartItemProblem[];
}

/**
 * The signed-in customer's store credit as their cart uses it (modules/store-credit): when chosen,
 * it pays the grand total incl. VAT up to the balance; the rest is the amount due.
 */
export interface CartStoreCreditView {
  /** The balance now, euro cents. */
  balanceCents: number;
  /** The shopper chose to pay with it (`useStoreCredit`). */
  chosen: boolean;
  /** What it pays: euro cents (charged), at most the grand total incl. VAT; 0 when not chosen. */
  chargedCents: number;
  /** The same in the display currency (the display grand total when it pays everything). */
  displayCents: number;
  /** It pays the whole grand total: nothing is left for a payment method. */
  paysEverything: boolean;
}

export interface ShippingEstimateView {
  methodLabel: string;
  carrier: string;
  price: Cents;
  freeShippingThreshold: number | null;
  remainingForFreeShipping: number | null;
  minDays: number;
  maxDays: number;
}

/** A cart as read now: amounts in cents, `currency` for the display ones (`charged` in EUR). */
export interface CartView {
  id: string;
  currency: string;
  items: CartItemView[];
  itemsQuantity: number;
  prices: CartTotals;
  chargedPrices: CartTotals;
  coupon: { code: string; label: string; type: CouponOffer["type"] } | null;
  /** The stored coupon that does not apply now, and why (it applies again once the cart qualifies). */
  couponProblem: { code: string; reason: CouponRefusal } | null;
  shippingEstimate: ShippingEstimateView | null;
  isReadyForCheckout: boolean;
  /** Every line is a virtual product (modules/download): no delivery address, method or shipping cost, only a billing address. */
  isVirtual: boolean;
  /** A line is a virtual product: only a signed-in customer may check out (downloads belong to an account). */
  requiresAccount: boolean;
  /**
   * A line is a downloadable product: placing the order needs the shopper's request for their
   * supply once paid and acknowledgement that they lose the right of withdrawal for them.
   */
  hasDownloads: boolean;
  /** What the checkout has set so far; when a delivery method is chosen, the totals' shipping is its price. */
  checkout: CheckoutState;
  /** A signed-in customer's store credit and what it pays of this cart; null for a visitor's cart. */
  storeCredit: CartStoreCreditView | null;
}

/** A line as the cart reads it: its product when still sold, its choices resolved when still valid. */
interface PreparedLine {
  stored: StoredLine;
  product: PricedProduct | undefined;
  resolved: ResolvedLine | undefined;
}

/** A concurrent write added a line this attempt had not read the product of: read again and retry. */
class StaleSnapshot extends Error {}

/**
 * A basket's writes can be redone by the shopper and nothing else depends on them: their commits
 * do not wait for the disk (db/durability.ts), which is most of what such a small write costs.
 */
const CART_WRITE = { durability: "relaxed" } as const;

const ITEM_ID = /^[1-9]\d{0,14}$/;

export function createCartService(
  db: Kysely<Database>,
  deps: {
    pricing: Pick<SelectionPricing, "selection" | "quote">;
    products: Pick<ProductService, "bySku" | "pageProduct" | "selectedOptions" | "configurableOptions">;
    stock: Pick<StockService, "quantities">;
    config: Pick<Config, "exchangeRates">;
    coupons?: CouponChecker;
    shipping?: ShippingEstimator;
    /** The customer's balance, read with the cart (in the caller's unit of work when it has one). */
    storeCredit?: Pick<StoreCreditService, "balance">;
  },
) {
  const { pricing, products, stock, config } = deps;
  // Models in euros, for validating choices (the same in every currency); built once per product read (selection-model.ts).
  const baseModelOf = (product: PricedProduct): SelectionModel => selectionModelOfSource(product.source, BASE_CURRENCY);

  /** The products of these skus, read in one batch (the scope's product loaders). */
  async function productsOf(scope: ServiceScope, skus: Iterable<string>): Promise<Map<string, PricedProduct | undefined>> {
    const wanted = [...new Set(skus)];
    const found = await Promise.all(wanted.map((sku) => pricing.selection(scope, sku)));
    return new Map(wanted.map((sku, index) => [sku, found[index]]));
  }

  function prepare(lines: readonly StoredLine[], productsBySku: ReadonlyMap<string, PricedProduct | undefined>): PreparedLine[] {
    return lines.map((stored) => {
      if (!productsBySku.has(stored.sku)) throw new StaleSnapshot();
      const product = productsBySku.get(stored.sku);
      const resolution = product && resolveLine(baseModelOf(product), parseChoices(stored.choices));
      return { stored, product, resolved: resolution?.ok ? resolution.line : undefined };
    });
  }

  // The skus of each owner's cart as this process last read or wrote it. A write loads those
  // products before its transaction instead of reading the cart first; when the cart has a line
  // the hint lacks (another process, or another tab, added it), the write starts again from a
  // fresh read. A hint with skus the cart no longer has only loads a product more.
  const cartSkus = new LRUCache<string, readonly string[]>({ max: 10_000 });
  const ownerKey = (owner: CartOwner) => ("customerId" in owner ? `customer:${owner.customerId}` : `session:${owner.sessionHash}`);
  const remember = (owner: CartOwner, skus: readonly string[]) => cartSkus.set(ownerKey(owner), skus);

  /**
   * Runs a write against a snapshot of the cart's products (the hinted skus first, then a fresh
   * read of the cart); again when a concurrent write added a product it had not read.
   */
  async function withSnapshot<T>(scope: ServiceScope, owners: CartOwner[], work: (productsBySku: Map<string, PricedProduct | undefined>) => Promise<T>): Promise<T> {
    const hints = owners.map((owner) => cartSkus.get(ownerKey(owner)));
    const hinted = hints.every((hint) => hint !== undefined);
    for (let attempt = hinted ? 0 : 1; ; attempt++) {
      const skus = attempt === 0 ? hints.flatMap((hint) => hint!) : (await Promise.all(owners.map((owner) => readCart(db, owner)))).flatMap((snapshot) => snapshot.lines.map((line) => line.sku));
      const productsBySku = await productsOf(scope, skus);
      try {
        return await work(productsBySku);
      } catch (error) {
        if (!(error instanceof StaleSnapshot) || attempt >= 3) throw error;
      }
    }
  }

  /** Stock now of every unit these lines take, read in the unit of work. */
  const stockOf = (scope: ServiceScope, trx: Transaction<Database>, resolved: Iterable<ResolvedLine | undefined>) =>
    stock.quantities({ ...scopeFields(scope), executor: trx }, [...resolved].flatMap((line) => (line ? [...line.units.keys()] : [])));

  /**
   * The product a request's sku names, with the configurable choices it implies: a variant's own
   * sku is its configurable with that variant chosen (the same line as choosing it on the page).
   */
  async function productOfRequest(scope: ServiceScope, request: CartLineRequest): Promise<{ product: PricedProduct; selectedOptions: OptionChoice[] } | undefined> {
    const direct = await pricing.selection(scope, request.sku);
    if (direct) return { product: direct, selectedOptions: request.selectedOptions ?? [] };
    const record = await products.bySku(scope, request.sku);
    if (!record || record.parentId === null) return undefined;
    const [parent, own] = await Promise.all([products.pageProduct(scope, record), products.selectedOptions(scope, record)]);
    const product = parent.id === record.id ? undefined : await pricing.selection(scope, parent.sku);
    if (!product) return undefined;
    // Options sent with a variant's sku must agree with it.
    const sent = request.selectedOptions ?? [];
    if (sent.some((choice) => own.every((option) => option.option_id !== choice.option_id || option.option_value !== choice.option_value))) return undefined;
    return { product, selectedOptions: own.map(({ option_id, option_value }) => ({ option_id, option_value })) };
  }

  async function prepareRequest(
    scope: ServiceScope,
    request: CartLineRequest,
  ): Promise<{ ok: true; product: PricedProduct; resolved: ResolvedLine; quantity: number } | { ok: false; code: CartRefusal }> {
    if (!isLineQuantity(request.quantity)) return { ok: false, code: "QUANTITY_OUT_OF_RANGE" };
    const found = await productOfRequest(scope, request);
    if (!found) return { ok: false, code: "UNKNOWN_PRODUCT" };
    const resolution = resolveLine(baseModelOf(found.product), {
      selectedOptions: found.selectedOptions,
      selectedCustomOptions: request.selectedCustomOptions ?? [],
      selectedBundleOptions: request.selectedBundleOptions ?? [],
    });
    if (!resolution.ok) return resolution;
    return { ok: true, product: found.product, resolved: resolution.line, quantity: request.quantity };
  }

  function itemProblems(line: PreparedLine, available: number): CartItemProblem[] {
    if (!line.resolved) return [{ code: "UNAVAILABLE", availableQuantity: null }];
    if (available <= 0) return [{ code: "OUT_OF_STOCK", availableQuantity: null }];
    if (line.stored.quantity > available) return [{ code: "NOT_ENOUGH_STOCK", availableQuantity: available }];
    return [];
  }

  /** Choices with their labels in the scope's language, as a line shows them (a wishlist's items too). */
  async function optionLabels(scope: ServiceScope, product: PricedProduct, choices: LineChoices) {
    const { record, source } = product;
    const configurable = choices.selectedOptions.length ? await products.configurableOptions(scope, record) : [];
    return {
      selectedOptions: choices.selectedOptions.map((choice) => {
        const option = configurable.find((entry) => entry.id === choice.option_id);
        const value = option?.values.find((entry) => entry.value === choice.option_value);
        return { ...choice, label: option?.label ?? choice.option_id, value_label: value?.label ?? choice.option_value };
      }),
      selectedCustomOptions: choices.selectedCustomOptions.map((choice) => {
        const option = source.customOptions.find((entry) => entry.id === choice.option_id);
        const isText = option?.type === "field" || option?.type === "area";
        const value = isText ? undefined : option?.values.find((entry) => entry.id === choice.option_value);
        return { ...choice, label: option?.title ?? "", value_label: isText ? choice.option_value : (value?.title ?? "") };
      }),
      selectedBundleOptions: choices.selectedBundleOptions.map((choice) => {
        const option = source.bundleOptions.find((entry) => entry.id === choice.option_id);
        const value = option?.selections.find((entry) => entry.source.sku === choice.option_value);
        return { ...choice, label: option?.label ?? "", value_label: value?.source.name ?? choice.option_value };
      }),
    };
  }

  const money = (cents: number, currency: string) => convertCents(cents, currency, config.exchangeRates);

  /** The coupon's discount in one currency: a fixed amount (EUR incl. VAT) is converted like any amount. */
  function discountIn(offer: CouponOffer | null, currency: string): CartDiscount {
    if (offer?.type === "percentage" && offer.percent) return { type: "percentage", percent: offer.percent };
    if (offer?.type === "fixed_amount" && offer.amountCents) return { type: "fixed_amount", amountInclCents: money(offer.amountCents, currency) };
    return { type: "none" };
  }

  /** Where a line's catalogue facts are read: the catalogue read beforehand when it covers the line, else the scope (its unit of work). */
  const readScopeOf = (scope: ServiceScope, catalogue: CartCatalogue | undefined) => (lineSku: string) =>
    catalogue?.skus.has(lineSku) ? catalogue.scope : scope;

  async function view(scope: ServiceScope, owner: CartOwner | null, options: { catalogue?: CartCatalogue } = {}): Promise<CartView> {
    // In the caller's unit of work when it has one (an order placed reads the cart it locked).
    const read = owner ? await readCart(scope.executor ?? db, owner) : { cart: undefined, lines: [] };
    const skus = read.lines.map((line) => line.sku);
    if (owner) remember(owner, skus);
    const { catalogue } = options;
    const [known, unknown] = await Promise.all([
      productsOf(catalogue?.scope ?? scope, skus.filter((sku) => catalogue?.skus.has(sku))),
      productsOf(scope, skus.filter((sku) => !catalogue?.skus.has(sku))),
    ]);
    return compose(scope, read.cart, prepare(read.lines, new Map([...known, ...unknown])), { readScope: readScopeOf(scope, catalogue), owner });
  }

  /** What the lines weigh (grams): each unit they take by its product's weight, the shop's default when it has none. */
  async function weightOf(lines: readonly PreparedLine[], readScope: (lineSku: string) => ServiceScope): Promise<number> {
    const units = new Map<string, { quantity: number; scope: ServiceScope }>();
    for (const line of lines) {
      if (!line.resolved) continue;
      for (const [sku, count] of line.resolved.units) {
        const unit = units.get(sku) ?? { quantity: 0, scope: readScope(line.stored.sku) };
        unit.quantity += count * line.stored.quantity;
        units.set(sku, unit);
      }
    }
    // The scope's product reads (batched, cached per catalogue version): the records the lines' products already loaded.
    const records = await Promise.all([...units].map(([sku, unit]) => products.bySku(unit.scope, sku)));
    // A virtual product (files to download) weighs nothing, whatever its row says.
    return [...units.values()].reduce(
      (total, unit, index) => total + unit.quantity * (records[index]?.isVirtual ? 0 : (records[index]?.weightGrams ?? DEFAULT_WEIGHT_GRAMS)),
      0,
    );
  }

  /**
   * The cart as the API shows it, from its stored state and lines. `stockRead`: stock of every
   * unit the lines take as a write just read it in its unit of work (a write answers with the
   * cart it left without reading it all again); otherwise read now.
   */
  async function compose(
    scope: ServiceScope,
    cart: StoredCart | undefined,
    prepared: PreparedLine[],
    {
      stockRead,
      readScope = () => scope,
      owner = null,
    }: { stockRead?: ReadonlyMap<string, number>; readScope?: (lineSku: string) => ServiceScope; owner?: CartOwner | null } = {},
  ): Promise<CartView> {
    // A customer's balance, read alongside (on the scope's executor: an order's unit of work reads it there).
    const balance = owner && "customerId" in owner && deps.storeCredit ? deps.storeCredit.balance(scope, owner.customerId) : undefined;
    // A line whose product is no longer sold has nothing left to show or price: it is left out
    // (and deleted by the cart's next write).
    const lines = prepared.filter((line) => line.product);
    const stockNow = stockRead ?? (await stock.quantities(scope, lines.flatMap((line) => (line.resolved ? [...line.resolved.units.keys()] : []))));
    const demands = lines.map((line) => (line.resolved ? demandOf([{ units: line.resolved.units, quantity: line.stored.quantity }]) : new Map<string, number>()));
    const total = demandOf(lines.flatMap((line) => (line.resolved ? [{ units: line.resolved.units, quantity: line.stored.quantity }] : [])));

    const quotes: SelectionQuote[] = [];
    const items: CartItemView[] = [];
    const choicesOf = lines.map((line) => line.resolved?.choices ?? parseChoices(line.stored.choices));
    // Labels of every line at once: their product reads batch together.
    const labels = await Promise.all(lines.map((line, index) => optionLabels(readScope(line.stored.sku), line.product!, choicesOf[index])));
    for (const [index, line] of lines.entries()) {
      const choices = choicesOf[index];
      const quote = pricing.quote(scope, line.product!.source, { sku: line.product!.record.sku, quantity: line.stored.quantity, ...choices });
      quotes.push(quote);
      const others = new Map([...total].map(([sku, units]) => [sku, units - (demands[index].get(sku) ?? 0)]));
      const available = line.resolved ? availableUnits(line.resolved.units, stockNow, others) : 0;
      const unitSku = line.resolved?.unitSku ?? line.product!.record.sku;
      const { source } = line.product!;
      const name = source.variants.find((variant) => variant.sku === unitSku)?.name ?? source.product.name;
      items.push({
        itemId: String(line.stored.id),
        product: line.product!.record,
        sku: unitSku,
        name,
        quantity: line.stored.quantity,
        maxQuantity: Math.min(999, available),
        ...labels[index],
        prices: {
          unit: quote.display.unit ?? ZERO_CENTS,
          row: quote.display.row,
          discount: ZERO_CENTS,
          chargedRow: quote.base.row,
          regularUnit: quote.display.regularUnit,
          tierQty: quote.display.tierQty,
        },
        problems: itemProblems(line, available),
      });
    }

    const baseRows = quotes.map((quote) => quote.base.row);
    const displayRows = quotes.map((quote) => quote.display.row);
    const baseSubtotal = baseRows.reduce((acc, row) => acc + row.incl, 0);

    let offer: CouponOffer | null = null;
    let couponProblem: CartView["couponProblem"] = null;
    if (cart?.couponCode) {
      const checked = deps.coupons
        ? await deps.coupons.check(scope, cart.couponCode, { subtotalInclCents: baseSubtotal, customerId: scope.customerId ?? null })
        : ({ ok: false, code: "COUPON_INVALID" } as const);
      if (checked.ok) offer = checked.coupon;
      else couponProblem = { code: cart.couponCode, reason: checked.code };
    }
    const freeShipping = offer?.type === "free_shipping";
    const baseDiscounted = cartTotals(baseRows, discountIn(offer, "EUR"), ZERO_CENTS);

    const stored = cart?.checkout;
    const shippingAddress = parseStoredAddress(stored?.shippingAddress ?? null);
    const billingSameAsShipping = !stored?.billingAddress;
    // Delivery to the shipping address's country, else the store's (the estimate before any address).
    const shippingCountry = shippingAddress?.countryCode ?? scope.store.defaultCountryId;
    const checkout: CheckoutState = {
      ...EMPTY_CHECKOUT,
      email: stored?.email ?? cart?.customerEmail ?? null,
      shippingAddress,
      billingAddress: billingSameAsShipping ? shippingAddress : parseStoredAddress(stored!.billingAddress),
      billingSameAsShipping,
      pickupPointId: stored?.pickupPointId ?? null,
      shippingCountry,
      shippingMethods: [],
      weightGrams: 0,
    };

    // A cart of virtual products only is not delivered: no methods, no estimate, shipping 0.
    const isVirtual = lines.length > 0 && lines.every((line) => line.product!.record.isVirtual);
    const hasDownloads = lines.some((line) => line.product!.record.isVirtual);
    let shippingEstimate: ShippingEstimateView | null = null;
    let baseShipping = ZERO_CENTS;
    let displayShipping = ZERO_CENTS;
    if (lines.length && deps.shipping && !isVirtual) {
      checkout.weightGrams = await weightOf(lines, readScope);
      const quote = await deps.shipping.quote(scope, {
        country: shippingCountry,
        linesInclCents: baseDiscounted.grandTotal.incl,
        freeShipping,
        weightGrams: checkout.weightGrams,
      });
      checkout.shippingMethods = quote.methods;
      // The method chosen applies while the country still has it (and its pickup point, for a method that needs one).
      const chosen = quote.methods.find((method) => method.code === stored?.shippingMethod);
      checkout.shippingMethod = chosen && (!chosen.needsPickupPoint || checkout.pickupPointId) ? chosen : null;
      const { estimate } = quote;
      const charged = checkout.shippingMethod ?? estimate;
      if (charged) {
        baseShipping = displayCents(charged.priceExclCents, "EUR", BASE_CURRENCY.rates);
        displayShipping = displayCents(charged.priceExclCents, scope.currency, config.exchangeRates);
      }
      if (estimate) {
        shippingEstimate = {
          methodLabel: estimate.method.label,
          carrier: estimate.method.carrier,
          price: displayCents(estimate.priceExclCents, scope.currency, config.exchangeRates),
          freeShippingThreshold: estimate.freeFromCents === null ? null : money(estimate.freeFromCents, scope.currency),
          remainingForFreeShipping: estimate.remainingCents === null ? null : money(estimate.remainingCents, scope.currency),
          minDays: estimate.method.minDays,
          maxDays: estimate.method.maxDays,
        };
      }
    }

    const prices = cartTotals(displayRows, discountIn(offer, scope.currency), displayShipping);
    const chargedPrices = cartTotals(baseRows, discountIn(offer, "EUR"), baseShipping);
    for (const [index, item] of items.entries()) item.prices.discount = prices.lineDiscounts[index];
    const storeCredit = balance === undefined ? null : storeCreditOf(await balance, cart?.useStoreCredit === true, prices, chargedPrices, scope.currency);

    return {
      id: cart?.publicId ?? "",
      currency: scope.currency,
      items,
      itemsQuantity: items.reduce((acc, item) => acc + item.quantity, 0),
      prices,
      chargedPrices,
      coupon: offer && { code: offer.code, label: offer.label, type: offer.type },
      couponProblem,
      shippingEstimate,
      isReadyForCheckout: items.length > 0 && items.every((item) => item.problems.length === 0),
      isVirtual,
      requiresAccount: hasDownloads,
      hasDownloads,
      checkout,
      storeCredit,
    };
  }

  /**
   * What the chosen store credit pays (docs/product-rules.md#store-credit): the balance, at most the
   * grand total incl. VAT, in euros; in the display currency the same amount converted, or the
   * display grand total when it pays everything (no conversion cent left to pay).
   */
  function storeCreditOf(balanceCents: number, chosen: boolean, prices: CartTotals, chargedPrices: CartTotals, currency: string): CartStoreCreditView {
    const total = chargedPrices.grandTotal.incl;
    const chargedCents = chosen && total > 0 ? Math.min(balanceCents, total) : 0;
    const paysEverything = chargedCents > 0 && chargedCents === total;
    const displayCents = paysEverything ? prices.grandTotal.incl : Math.min(money(chargedCents, currency), prices.grandTotal.incl);
    return { balanceCents, chosen, chargedCents, displayCents, paysEverything };
  }

  return {
    /**
     * The owner's cart now (an empty one for no owner, or an owner without a cart: nothing is
     * created). `catalogue`: the cart's products as `catalogueOf` read them before the caller's
     * unit of work began (only the lines it does not cover are read on the scope's executor).
     */
    view,

    /**
     * What reading the owner's cart needs of the catalogue (its lines' products, option labels,
     * units' weights), read now through the catalogue's caches, outside any unit of work: a unit
     * of work that prices the cart on its transaction (placing an order) then reads no product
     * inside it, where the caches cannot be used (on SQLite, the transaction holds the only
     * connection a cache miss would need).
     */
    async catalogueOf(scope: ServiceScope, owner: CartOwner): Promise<CartCatalogue> {
      if (scope.executor?.isTransaction) throw new Error("cart: catalogueOf reads outside any unit of work");
      const catalogueScope = scopeFields(scope);
      const { lines } = await readCart(db, owner);
      const productsBySku = await productsOf(catalogueScope, lines.map((line) => line.sku));
      const prepared = prepare(lines, productsBySku).filter((line) => line.product);
      await Promise.all([
        ...prepared.map((line) => optionLabels(catalogueScope, line.product!, line.resolved?.choices ?? parseChoices(line.stored.choices))),
        weightOf(prepared, () => catalogueScope),
      ]);
      return { scope: catalogueScope, skus: new Set(productsBySku.keys()) };
    },

    /**
     * The product a request's sku names (a variant's own sku: its configurable, with that variant
     * chosen), as a line would be made of it; undefined when no product a shopper can choose has
     * that sku. What the wishlist keeps is read the same way (modules/wishlist).
     */
    productOfRequest,

    /** Choices with their labels in the scope's language, as a line shows them. */
    optionLabels,

    /**
     * Adds lines: each is checked on its own (those refused are answered with their position,
     * the others added); a line with the same unit and choices as one in the cart adds to it.
     * One transaction for the whole request.
     */
    async add(
      scope: ServiceScope,
      owner: CartOwner,
      requests: readonly CartLineRequest[],
    ): Promise<{ ok: true; failures: CartLineFailure[]; cart: CartView } | { ok: false; code: "CART_TOO_LARGE" }> {
      if (requests.length > MAX_LINES) return { ok: false, code: "CART_TOO_LARGE" };
      if (requests.length === 0) return { ok: true, failures: [], cart: await view(scope, owner) };
      const asked = await Promise.all(requests.map((request) => prepareRequest(scope, request)));
      return withSnapshot(scope, [owner], async (productsBySku) => {
        const written = await inTransaction(
          db,
          async (trx) => {
            const failures: CartLineFailure[] = [];
            const { cart, lines } = await ensureCart(trx, owner);
            const prepared = prepare(lines, productsBySku);
            const gone = prepared.filter((line) => !line.product).map((line) => line.stored.id);
            await deleteLines(trx, cart.id, gone);
            // The cart's lines by key, as this request changes them.
            const entries = new Map<string, { units: ReadonlyMap<string, number>; quantity: number; line: PreparedLine; changed: boolean }>();
            for (const line of prepared) {
              if (line.product) entries.set(line.stored.lineKey, { units: line.resolved?.units ?? new Map(), quantity: line.stored.quantity, line, changed: false });
            }
            const stockNow = await stockOf(scope, trx, [...prepared.map((line) => line.resolved), ...asked.map((entry) => (entry.ok ? entry.resolved : undefined))]);

            for (const [index, entry] of asked.entries()) {
              const sku = requests[index].sku;
              const refuse = (code: CartRefusal, availableQuantity: number | null = null) => failures.push({ line: index, sku, code, availableQuantity });
              if (!entry.ok) {
                refuse(entry.code);
                continue;
              }
              const key = entry.resolved.lineKey;
              const existing = entries.get(key);
              const quantity = (existing?.quantity ?? 0) + entry.quantity;
              if (quantity > 999) {
                refuse("QUANTITY_OUT_OF_RANGE");
                continue;
              }
              if (!existing && entries.size >= MAX_LINES) {
                refuse("CART_TOO_LARGE");
                continue;
              }
              const others = demandOf([...entries].filter(([other]) => other !== key).map(([, value]) => value));
              const available = availableUnits(entry.resolved.units, stockNow, others);
              if (available <= 0) {
                refuse("OUT_OF_STOCK");
                continue;
              }
              if (quantity > available) {
                refuse("INSUFFICIENT_STOCK", Math.max(0, available - (existing?.quantity ?? 0)));
                continue;
              }
              // Its stored form comes back from the upsert below.
              const stored = existing?.line.stored ?? { id: 0, sku: entry.product.record.sku, lineKey: key, quantity, choices: { selected_options: "", selected_custom_options: "", selected_bundle_options: "" } };
              entries.set(key, { units: entry.resolved.units, quantity, line: { stored, product: entry.product, resolved: entry.resolved }, changed: true });
            }
            const after: PreparedLine[] = [];
            for (const [, entry] of entries) {
              if (!entry.changed) {
                after.push(entry.line);
                continue;
              }
              const { product, resolved } = entry.line;
              const stored = await upsertLine(trx, cart.id, { sku: product!.record.sku, lineKey: resolved!.lineKey, choices: resolved!.choices }, entry.quantity);
              after.push({ ...entry.line, stored });
            }
            if (gone.length > 0 || failures.length < asked.length) await touchCart(trx, cart.id);
            // In the order they were added, as the cart is read.
            after.sort((a, b) => a.stored.id - b.stored.id);
            return { cart, lines: after, stockNow, failures };
          },
          CART_WRITE,
        );
        remember(owner, written.lines.map((line) => line.stored.sku));
        return { ok: true as const, failures: written.failures, cart: await compose(scope, written.cart, written.lines, { stockRead: written.stockNow, owner }) };
      });
    },

    /** Sets a line's quantity (1 to 999, within what stock allows after the cart's other lines). */
    async updateItem(scope: ServiceScope, owner: CartOwner, itemId: string, quantity: number): Promise<CartOutcome> {
      if (!ITEM_ID.test(itemId)) return { ok: false, code: "UNKNOWN_ITEM" };
      if (!isLineQuantity(quantity)) return { ok: false, code: "QUANTITY_OUT_OF_RANGE" };
      const id = Number(itemId);
      return withSnapshot(scope, [owner], async (productsBySku) => {
        const written = await inTransaction(
          db,
          async (trx) => {
            const { cart, lines } = await readCart(trx, owner, { lock: true });
            const target = lines.find((line) => line.id === id);
            if (!cart || !target) return { ok: false as const, code: "UNKNOWN_ITEM" as const };
            const prepared = prepare(lines, productsBySku);
            const line = prepared.find((entry) => entry.stored.id === id)!;
            let stockNow: Map<string, number> | undefined;
            // A line that can no longer be bought may only be lowered (or removed).
            if (!line.resolved) {
              if (quantity > target.quantity) return { ok: false as const, code: "OUT_OF_STOCK" as const };
            } else {
              stockNow = await stockOf(scope, trx, prepared.map((entry) => entry.resolved));
              const others = demandOf(prepared.flatMap((entry) => (entry.stored.id !== id && entry.resolved ? [{ units: entry.resolved.units, quantity: entry.stored.quantity }] : [])));
              const available = availableUnits(line.resolved.units, stockNow, others);
              if (available <= 0 && quantity >= target.quantity) return { ok: false as const, code: "OUT_OF_STOCK" as const };
              // Lowering a line is always allowed (the way to fix a NOT_ENOUGH_STOCK); raising it must fit.
              if (quantity > available && quantity >= target.quantity) return { ok: false as const, code: "INSUFFICIENT_STOCK" as const, availableQuantity: available };
            }
            await setLineQuantity(trx, owner, id, quantity);
            await touchCart(trx, cart.id);
            const after = prepared.map((entry) => (entry.stored.id === id ? { ...entry, stored: { ...entry.stored, quantity } } : entry));
            return { ok: true as const, cart, lines: after, stockNow };
          },
          CART_WRITE,
        );
        if (!written.ok) return written;
        remember(owner, written.lines.map((line) => line.stored.sku));
        return { ok: true, cart: await compose(scope, written.cart, written.lines, { stockRead: written.stockNow, owner }) };
      });
    },

    async removeItem(_scope: ServiceScope, owner: CartOwner, itemId: string): Promise<CartOutcome> {
      if (!ITEM_ID.test(itemId)) return { ok: false, code: "UNKNOWN_ITEM" };
      const removed = await inTransaction(db, (trx) => deleteLine(trx, owner, Number(itemId)), CART_WRITE);
      return removed ? { ok: true } : { ok: false, code: "UNKNOWN_ITEM" };
    },

    /** Applies a coupon (replacing any other) when the coupon service accepts it for this cart now. */
    async applyCoupon(scope: ServiceScope, owner: CartOwner, rawCode: string): Promise<CartOutcome> {
      const code = rawCode.trim().toUpperCase();
      if (!code || code.length > 64 || !deps.coupons) return { ok: false, code: "COUPON_INVALID" };
      const current = await view(scope, owner);
      const checked = await deps.coupons.check(scope, code, { subtotalInclCents: current.chargedPrices.subtotal.incl, customerId: scope.customerId ?? null });
      if (!checked.ok) return { ok: false, code: checked.code };
      await inTransaction(db, async (trx) => {
        const { cart } = await ensureCart(trx, owner);
        await setCoupon(trx, cart.id, checked.coupon.code);
      }, CART_WRITE);
      return { ok: true };
    },

    /** The checkout's state as stored on the owner's cart (as set, before deciding what still applies); undefined without a cart or a line. */
    async storedCheckout(owner: CartOwner): Promise<StoredCheckout | undefined> {
      const { cart, lines } = await readCart(db, owner);
      return cart && lines.length ? cart.checkout : undefined;
    },

    /**
     * Changes the checkout's state of the owner's cart in one transaction, the cart locked like
     * every cart write: `decide` sees the state as stored and answers the columns to change, or
     * a value to answer without changing anything. `{ empty: true }`: no cart, or no line.
     */
    async changeCheckout<Refusal>(
      owner: CartOwner,
      decide: (stored: StoredCheckout) => Partial<StoredCheckout> | { refused: Refusal },
    ): Promise<{ empty: true } | { empty: false; refused?: Refusal }> {
      return inTransaction(db, async (trx) => {
        const { cart, lines } = await readCart(trx, owner, { lock: true });
        if (!cart || lines.length === 0) return { empty: true as const };
        const changes = decide(cart.checkout);
        if ("refused" in changes) return { empty: false as const, refused: changes.refused as Refusal };
        await setCheckout(trx, cart.id, changes);
        return { empty: false as const };
      }, CART_WRITE);
    },

    async removeCoupon(_scope: ServiceScope, owner: CartOwner): Promise<CartOutcome> {
      await inTransaction(db, async (trx) => {
        const { cart } = await readCart(trx, owner, { lock: true });
        if (cart?.couponCode) await setCoupon(trx, cart.id, null);
      }, CART_WRITE);
      return { ok: true };
    },

    /**
     * Pays (`use`) or stops paying the customer's cart with their store credit: the choice is
     * stored on the cart, and what it pays is decided on every read and again when the order is
     * placed. Refused on a cart without lines, and when choosing it with a zero balance.
     */
    async useStoreCredit(scope: ServiceScope, owner: { customerId: number }, use: boolean): Promise<{ ok: true } | { ok: false; code: "CART_EMPTY" | "NO_STORE_CREDIT" }> {
      return inTransaction(db, async (trx) => {
        const { cart, lines } = await readCart(trx, owner, { lock: true });
        if (!cart || lines.length === 0) return { ok: false as const, code: "CART_EMPTY" as const };
        if (use && !((await deps.storeCredit?.balance({ ...scopeFields(scope), executor: trx }, owner.customerId)) ?? 0)) return { ok: false as const, code: "NO_STORE_CREDIT" as const };
        if (cart.useStoreCredit !== use) await setStoreCreditUse(trx, cart.id, use);
        return { ok: true as const };
      }, CART_WRITE);
    },

    /**
     * Signing in: the visitor's cart (its session's) merged into the customer's, created when
     * none: a line already there gets the visitor's quantity added, capped by 999 and by stock
     * (never lowered); a new line is added within the same caps while the cart has fewer than 100
     * lines (the others are dropped, as are lines nothing of which can be bought now); the
     * visitor's coupon is kept when the customer's cart has none, and so are the visitor's checkout
     * addresses and delivery choice (not the guest e-mail). The visitor's cart is then
     * deleted. To be called before the visitor's session ends (its cart goes with it).
     */
    async mergeVisitorCart(scope: ServiceScope, sessionHash: string, customerId: number): Promise<void> {
      const visitorOwner: CartOwner = { sessionHash };
      const customerOwner: CartOwner = { customerId };
      const visitor = await readCart(db, visitorOwner);
      if (!visitor.cart) return;
      await withSnapshot(scope, [visitorOwner, customerOwner], async (productsBySku) =>
        inTransaction(db, async (trx) => {
          const from = await readCart(trx, visitorOwner, { lock: true });
          if (!from.cart) return;
          const { cart, lines } = await ensureCart(trx, customerOwner);
          const target = prepare(lines, productsBySku).filter((line) => line.product);
          const incoming = prepare(from.lines, productsBySku).filter((line) => line.resolved);
          const entries = new Map(target.map((line) => [line.stored.lineKey, { units: line.resolved?.units ?? new Map<string, number>(), quantity: line.stored.quantity }]));
          const stockNow = await stockOf(scope, trx, [...target, ...incoming].map((line) => line.resolved));
          for (const line of incoming) {
            const key = line.stored.lineKey;
            const existing = entries.get(key);
            if (!existing && entries.size >= MAX_LINES) continue;
            const others = demandOf([...entries].filter(([other]) => other !== key).map(([, value]) => value));
            const available = availableUnits(line.resolved!.units, stockNow, others);
            const had = existing?.quantity ?? 0;
            const quantity = Math.max(had, Math.min(999, had + line.stored.quantity, available));
            if (quantity < 1 || quantity === had) continue;
            entries.set(key, { units: line.resolved!.units, quantity });
            await upsertLine(trx, cart.id, { sku: line.product!.record.sku, lineKey: key, choices: line.resolved!.choices }, quantity);
          }
          if (!cart.couponCode && from.cart.couponCode) await setCoupon(trx, cart.id, from.cart.couponCode);
          // The checkout under way goes with the lines when the customer's cart has none of its own
          // (one the customer started is theirs to keep); the e-mail typed as a guest does not: a
          // signed-in customer's orders go to their account's address unless they set another.
          if (isCheckoutEmpty(cart.checkout) && !isCheckoutEmpty(from.cart.checkout)) {
            const { shippingAddress, billingAddress, shippingMethod, pickupPointId } = from.cart.checkout;
            await setCheckout(trx, cart.id, { shippingAddress, billingAddress, shippingMethod, pickupPointId });
          }
          await deleteCart(trx, from.cart.id);
          await touchCart(trx, cart.id);
        }, CART_WRITE),
      );
      // The customer's cart now has the visitor's lines too: its next write reads it first.
      cartSkus.delete(ownerKey(customerOwner));
      cartSkus.delete(ownerKey(visitorOwner));
    },

    /**
     * An order is being placed from the owner's cart in `scope.executor`'s transaction: the cart's
     * row is locked (PostgreSQL; SQLite's writers are serial), so the cart's writes and a second
     * placement of it wait until the order commits or rolls back. Answers the cart's id and the
     * delivery method code as stored (the view drops a method that no longer applies); undefined:
     * the owner has no cart.
     */
    async lockForOrder(scope: ServiceScope, owner: CartOwner): Promise<{ cartId: number; storedShippingMethod: string | null } | undefined> {
      if (!scope.executor?.isTransaction) throw new Error("cart: lockForOrder needs the order's transaction as the scope's executor");
      const { cart } = await readCart(scope.executor, owner, { lock: true });
      return cart && { cartId: cart.id, storedShippingMethod: cart.checkout.shippingMethod };
    },

    /** Closes a cart whose lines became an order (in the order's unit of work): it is deleted, and its owner's next cart is a new one. */
    async close(scope: ServiceScope, cartId: number): Promise<void> {
      await inTransaction(scope.executor ?? db, (trx) => deleteCart(trx, cartId));
    },
  };
}

/** A scope's plain fields (a GraphQL scope's are getters), to derive one with another executor. */
function scopeFields(scope: ServiceScope): ServiceScope {
  return { store: scope.store, currency: scope.currency, customerId: scope.customerId, staff: scope.staff };
}

export type CartService = ReturnType<typeof createCartService>;

/** A cart's catalogue facts read ahead (`catalogueOf`): the scope whose reads hold them, and the line skus they cover. */
export interface CartCatalogue {
  readonly scope: ServiceScope;
  readonly skus: ReadonlySet<string>;
}

import type { Generated } from "kysely";

/**
 * Row types of every table, shared by both dialects. Timestamps are ISO-8601 UTC strings so that
 * SQLite and PostgreSQL store, compare and sort them the same way (see docs/decisions/003).
 */
export interface Database {
  setting: SettingTable;
  customer: CustomerTable;
  customer_token: CustomerTokenTable;
  newsletter_subscriber: NewsletterSubscriberTable;
  session: SessionTable;
  category: CategoryTable;
  category_translation: CategoryTranslationTable;
  cms_page: CmsPageTable;
  cms_page_translation: CmsPageTranslationTable;
  cms_page_draft: CmsPageDraftTable;
  url_rewrite: UrlRewriteTable;
  product: ProductTable;
  product_translation: ProductTranslationTable;
  product_label: ProductLabelTable;
  product_tier_price: ProductTierPriceTable;
  product_category: ProductCategoryTable;
  product_link: ProductLinkTable;
  product_bundle_option: ProductBundleOptionTable;
  product_bundle_selection: ProductBundleSelectionTable;
  product_custom_option: ProductCustomOptionTable;
  product_custom_option_value: ProductCustomOptionValueTable;
  product_attribute_option: ProductAttributeOptionTable;
  product_index: ProductIndexTable;
  product_listing: ProductListingTable;
  product_listing_value: ProductListingValueTable;
  product_search: ProductSearchTable;
  search_term: SearchTermTable;
  staff: StaffTable;
  staff_session: StaffSessionTable;
  outbox_message: OutboxMessageTable;
  stock_change: StockChangeTable;
  cart: CartTable;
  cart_item: CartItemTable;
  coupon: CouponTable;
  coupon_redemption: CouponRedemptionTable;
  shipping_rate: ShippingRateTable;
  shipping_rate_band: ShippingRateBandTable;
  pickup_point: PickupPointTable;
  postcode_area: PostcodeAreaTable;
  order_number_sequence: OrderNumberSequenceTable;
  sales_order: SalesOrderTable;
  sales_order_line: SalesOrderLineTable;
  sales_order_event: SalesOrderEventTable;
  payment: PaymentTable;
  payment_event: PaymentEventTable;
  shipment: ShipmentTable;
  shipment_line: ShipmentLineTable;
  customer_address: CustomerAddressTable;
  invoice_number_sequence: InvoiceNumberSequenceTable;
  invoice: InvoiceTable;
  product_download: ProductDownloadTable;
  download_right: DownloadRightTable;
  credit_note_number_sequence: CreditNoteNumberSequenceTable;
  credit_note: CreditNoteTable;
  refund: RefundTable;
  return_attribute: ReturnAttributeTable;
  return_number_sequence: ReturnNumberSequenceTable;
  return_request: ReturnRequestTable;
  return_request_line: ReturnRequestLineTable;
  return_request_event: ReturnRequestEventTable;
  customer_store_credit: CustomerStoreCreditTable;
  store_credit_entry: StoreCreditEntryTable;
  wishlist: WishlistTable;
  wishlist_item: WishlistItemTable;
  stock_alert: StockAlertTable;
  contact_message: ContactMessageTable;
  product_review: ProductReviewTable;
}

export interface SettingTable {
  key: string;
  value: string;
  updated_at: string;
}

export interface CustomerTable {
  id: Generated<number>;
  email: string;
  password_hash: string;
  firstname: string;
  lastname: string;
  created_at: string;
  /** The store language the customer registered in: the language of the messages they get. */
  language: Generated<ContentLanguage>;
  /** When the owner proved the mailbox (confirmation link or password reset); null: cannot sign in yet. */
  email_confirmed_at: string | null;
}

/** What an account link is for: confirming the e-mail address, resetting the password, or confirming a new address (ADR 069). */
export type CustomerTokenPurpose = "confirm" | "reset" | "change_email";

/** A single-use token of an account link (migration 0012): only its sha256 is stored. */
export interface CustomerTokenTable {
  id: Generated<number>;
  customer_id: number;
  purpose: CustomerTokenPurpose;
  /** Hex sha256 of the token the link carries (shared/session-tokens.ts `tokenDigest`). */
  token_hash: string;
  expires_at: string;
  /** When the link was used (or revoked by a newer one); a used token never works again. */
  used_at: string | null;
  created_at: string;
  /** A `change_email` link's address, the account's once the link is used (migration 0017); null for other purposes. */
  new_email: string | null;
}

export type NewsletterStatus = "pending" | "confirmed" | "unsubscribed";
export type NewsletterSource = "newsletter_page" | "footer" | "checkout" | "account";

/** A newsletter subscriber (migration 0027, modules/newsletter): one per e-mail address, whoever signed it up. */
export interface NewsletterSubscriberTable {
  id: Generated<number>;
  /** Trimmed and lower-cased; unique. */
  email: string;
  /** The store signed up in: the language of every message. */
  store: "fr" | "en";
  status: NewsletterStatus;
  /** Where the consent was asked. */
  source: NewsletterSource;
  /** When the consent was given (the link followed, or a customer's click); kept after unsubscribing. */
  consent_at: string | null;
  unsubscribed_at: string | null;
  /** sha256 (base64url) of the last confirmation link's token. */
  token_hash: string | null;
  token_expires_at: string | null;
  /** The unsubscribe link's token, carried by every message. */
  unsubscribe_token: string;
  created_at: string;
  updated_at: string;
}

export interface SessionTable {
  /** sha256 of the cookie token: a leaked table cannot be replayed as cookies. */
  token_hash: string;
  customer_id: number | null;
  created_at: string;
  expires_at: string;
}

/** A staff member (back office, editor modes): an identity of its own, never a customer. */
export interface StaffTable {
  id: Generated<number>;
  /** Lower case; unique. */
  email: string;
  display_name: string;
  /** argon2id, as customers' (shared/passwords.ts). */
  password_hash: string;
  /** One of STAFF_ROLES (shared/ownership.ts). */
  role: string;
  created_at: string;
  /** Set when the person may no longer sign in; their sessions end with it. */
  disabled_at: string | null;
}

export interface StaffSessionTable {
  /** sha256 of the staff cookie's token. */
  token_hash: string;
  staff_id: number;
  created_at: string;
  expires_at: string;
  /** The session's editor modes (0/1): preview shows drafts and scheduled pages, x-ray outlines content. */
  preview_mode: Generated<number>;
  xray_mode: Generated<number>;
}

/** Store languages: content tables hold one translation row per language. */
export type ContentLanguage = "fr" | "en";

/**
 * The category tree: id 1 is the root (path `1`), id 2 the default category (path
 * `1/2`), shop categories live under `1/2/`. `path` is materialised (`1/2/5/17`); `level` is its
 * depth from 0. Booleans are 0/1 integers, the same on SQLite and PostgreSQL.
 */
export interface CategoryTable {
  id: Generated<number>;
  /** Stable identifier for integrations and seeds (e.g. `essential-oils/lavenders`). */
  code: string;
  parent_id: number | null;
  path: string;
  level: number;
  position: number;
  is_active: number;
  include_in_menu: number;
  created_at: string;
  updated_at: string;
}

export interface CategoryTranslationTable {
  category_id: number;
  language: ContentLanguage;
  name: string;
  /** Null for the structural categories (root, default), which have no page. */
  url_key: string | null;
  /** Url keys from the top category down, e.g. `huiles-essentielles/lavandes`; unique per language. */
  url_path: string | null;
  description: string | null;
  meta_title: string | null;
  meta_description: string | null;
  updated_at: string;
}

export interface CmsPageTable {
  id: Generated<number>;
  /** Stable identifier (`home`, `about-us`, …), the same in every store. */
  identifier: string;
  /** `main` pages live at `/<url_key>`, `landing` pages at `/landing/<url_key>`. */
  layout: "main" | "landing";
  /** Whether visitors see the page (its translations, the published version). */
  is_active: number;
  /** A scheduled publication (ISO 8601): the page and its drafts go live then; null when none is planned. */
  publish_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface CmsPageTranslationTable {
  page_id: number;
  language: ContentLanguage;
  /** Unique per language; lower case. */
  url_key: string;
  title: string;
  meta_title: string | null;
  meta_description: string | null;
  /** JSON array of content blocks (see modules/cms/blocks.ts), never HTML. */
  content: string;
  updated_at: string;
}

/** Pending changes of one language of a page (its url key stays the translation's): published with the page. */
export interface CmsPageDraftTable {
  page_id: number;
  language: ContentLanguage;
  title: string;
  meta_title: string | null;
  meta_description: string | null;
  /** JSON array of content blocks, as the translation's. */
  content: string;
  updated_at: string;
  /** Who saved it last; null for a program, or once that staff account is gone. */
  updated_by_staff_id: number | null;
}

/** Old or alternative URLs answered with a redirect. */
export interface UrlRewriteTable {
  id: Generated<number>;
  /** The store language it applies to, or null for both stores. */
  language: ContentLanguage | null;
  /** Normalised store-relative path: leading slash, no trailing slash, lower case. */
  request_path: string;
  /** A store-relative path, or an absolute http(s) URL (the storefront checks its host). */
  target_path: string;
  redirect_type: number;
  created_at: string;
}

export type ProductType = "simple" | "configurable" | "grouped" | "bundle";

/**
 * A product. Configurable variants are rows of their own (`parent_id` set, not visible
 * individually); their texts fall back to the parent's. Money is integer cents excluding VAT.
 */
export interface ProductTable {
  id: Generated<number>;
  sku: string;
  type: ProductType;
  /** Product family (`essential-oil`, `bottle`…): visuals, documents, facet and related products. */
  family: string;
  parent_id: number | null;
  /** 1: listed, reachable at its own URL; 0: configurable variants (sold through their parent). */
  is_visible: number;
  is_active: number;
  /** Configurable parents: the attribute their variants differ by (`volume`, `size`, `color`). */
  configurable_attribute: string | null;
  /** Variants: their value of the parent's attribute (`10ml`), see product_attribute_option. */
  variant_value: string | null;
  /** Variants: order among their siblings. */
  position: number;
  /** Null for grouped products (priced by their items). */
  price_cents: number | null;
  special_price_cents: number | null;
  /** Never exposed: the API only says whether a product is in stock. */
  stock_qty: number;
  /** Shipping weight of one unit, packaging included (migration 0009; null: the shop's default weight). */
  weight_grams: number | null;
  /** 1: delivered as files once paid, never shipped (migration 0016). */
  is_virtual: Generated<number>;
  /** 1: cannot be taken back once opened, for hygiene or safety (migration 0021): a return of it said to be opened is refused. */
  returnable_only_unopened: Generated<number>;
  botanical_name: string | null;
  /** ISO 3166-1 alpha-2. */
  origin_country: string | null;
  cas_number: string | null;
  is_organic: number;
  /** JSON: the technical data of the documents (`ProductSeed["technical"]`). */
  technical: string | null;
  /** JSON: two hex colours for the generated visual. */
  palette: string | null;
  created_at: string;
  updated_at: string;
}

export interface ProductTranslationTable {
  product_id: number;
  language: ContentLanguage;
  name: string;
  short_description: string | null;
  /** Paragraphs separated by a blank line, plain text. */
  description: string | null;
  /** Unique per language, lower case; null for variants (no page of their own). */
  url_key: string | null;
  origin_region: string | null;
  specificity: string | null;
  meta_title: string | null;
  meta_description: string | null;
  updated_at: string;
}

export interface ProductLabelTable {
  product_id: number;
  /** A label code (`organic`, `ecocert`…); names per language live in modules/product/product-attributes.ts. */
  code: string;
  position: number;
}

export interface ProductTierPriceTable {
  product_id: number;
  /** From this quantity on… */
  qty: number;
  /** …the unit price, in cents excluding VAT. */
  price_cents: number;
}

/** The categories a product is placed in (usually leaves); listings add their ancestors. */
export interface ProductCategoryTable {
  product_id: number;
  category_id: number;
  /** Order in the category (ascending). */
  position: number;
}

export interface ProductLinkTable {
  product_id: number;
  linked_product_id: number;
  /** `grouped`: an item of a grouped product. */
  type: "grouped";
  position: number;
}

export interface ProductBundleOptionTable {
  id: Generated<number>;
  product_id: number;
  /** Stable within the product (upserts keep ids). */
  code: string;
  /** JSON `{"fr": …, "en": …}`. */
  title: string;
  type: "select" | "radio" | "checkbox" | "multi";
  is_required: number;
  position: number;
}

export interface ProductBundleSelectionTable {
  id: Generated<number>;
  option_id: number;
  /** The product chosen by this value (a simple product or a variant). */
  product_id: number;
  default_qty: number;
  user_defined_qty: number;
  position: number;
}

export interface ProductCustomOptionTable {
  id: Generated<number>;
  product_id: number;
  code: string;
  /** JSON `{"fr": …, "en": …}`. */
  title: string;
  type: "field" | "area" | "drop_down" | "radio" | "checkbox";
  is_required: number;
  max_characters: number | null;
  /** `fixed` (extra_cost_cents, excl. VAT) or `percentage` (extra_cost_rate_bp, 1000 = 10 %). */
  extra_cost_type: "fixed" | "percentage" | null;
  extra_cost_cents: number | null;
  extra_cost_rate_bp: number | null;
  position: number;
}

export interface ProductCustomOptionValueTable {
  id: Generated<number>;
  option_id: number;
  /** JSON `{"fr": …, "en": …}`. */
  title: string;
  sort_order: number;
  extra_cost_type: "fixed" | "percentage" | null;
  extra_cost_cents: number | null;
  extra_cost_rate_bp: number | null;
}

/** The values of the variant attributes (volume, size, colour): labels, swatch, display order. */
export interface ProductAttributeOptionTable {
  attribute: string;
  value: string;
  /** JSON `{"fr": …, "en": …}`. */
  label: string;
  /** A colour swatch (`#rrggbb`); null: the label is the swatch. */
  swatch: string | null;
  position: number;
}

/** Derived (product-index.ts): one row per listed product. */
export interface ProductIndexTable {
  product_id: number;
  family: string;
  in_stock: number;
  is_organic: number;
  origin_country: string | null;
  /** The lowest final price, VAT included, in cents (variants and items included). */
  price_cents: number;
  created_at: string;
  /** Name sort keys, folded to [a-z0-9 ]. */
  name_fr: string;
  name_en: string;
}

/** Derived (product-index.ts): one row per (category, product), ancestors of linked categories included. */
export interface ProductListingTable {
  category_id: number;
  product_id: number;
  position: number;
  price_cents: number;
  name_fr: string;
  name_en: string;
  created_at: string;
  in_stock: number;
  is_organic: number;
  family: string;
  /** ISO code, or "" when unknown. */
  origin_country: string;
}

/** Derived (product-index.ts): multi-valued attributes (labels, volume, size, color) per category. */
export interface ProductListingValueTable {
  category_id: number;
  attribute: string;
  value: string;
  product_id: number;
}

/**
 * Derived (modules/search, PostgreSQL only): one weighted tsvector per listed product and
 * language. On SQLite the FTS5 tables `product_search_fr` / `product_search_en` play this part
 * (virtual tables, queried with raw SQL only).
 */
export interface ProductSearchTable {
  product_id: number;
  language: ContentLanguage;
  /** tsvector: written and read with SQL expressions only. */
  document: string;
}

/** Derived (modules/search): the words of product texts per language, for "did you mean". */
export interface SearchTermTable {
  language: ContentLanguage;
  /** Folded to [a-z0-9]. */
  term: string;
}

/** Where an outbox message stands: due or being sent, sent, or given up after every attempt. */
export type OutboxStatus = "pending" | "sent" | "parked";

/** One e-mail to send, written in the transaction of the change that causes it (shared/mail/outbox.ts). */
export interface OutboxMessageTable {
  id: Generated<number>;
  /** Left part of the Message-ID header (`<message_id@sender's domain>`), the same on every attempt. */
  message_id: string;
  /** The template that writes it, e.g. `customer.welcome`. */
  kind: string;
  recipient: string;
  language: ContentLanguage;
  /** JSON: the data the template renders, as it was when the change committed. */
  payload: string;
  status: Generated<OutboxStatus>;
  /** Delivery attempts started (counted when a worker leases the message). */
  attempts: Generated<number>;
  /** Not sent before this instant (ISO): now when written, later after a failed attempt. */
  available_at: string;
  /** While in the future, the worker `lease_owner` is sending it and no other may. */
  leased_until: string | null;
  lease_owner: string | null;
  /** Why the last attempt failed, clipped, without credentials. */
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
}

/**
 * The stock-change feed (modules/stock): a listed product whose availability changed through a
 * stock change. `id` is the feed position; rows live an hour.
 */
export interface StockChangeTable {
  id: Generated<number>;
  /** The listed product: a simple product, a configurable parent, a grouped product or a bundle. */
  product_id: number;
  /** Its availability now (1 or 0), as product_index.in_stock. */
  in_stock: number;
  /** Its listing price now (product_index.price_cents: a bundle's follows its choices in stock). */
  price_cents: number;
  created_at: string;
}

/** A basket: a visitor session's (`session_hash`) or a customer's (`customer_id`), never both. */
export interface CartTable {
  id: Generated<number>;
  /** Random; names the cart in answers and grants nothing. */
  public_id: string;
  session_hash: string | null;
  customer_id: number | null;
  /** The coupon applied (its code, upper case), checked again on every read. */
  coupon_code: string | null;
  /** The checkout's state (migration 0009): e-mail, addresses (JSON, `CheckoutAddress`), delivery method code and pickup point id. */
  checkout_email: string | null;
  shipping_address: string | null;
  /** Null: the same as the shipping address. */
  billing_address: string | null;
  shipping_method: string | null;
  pickup_point_id: string | null;
  /** 1: the shopper chose to pay with their store credit (migration 0020); what it pays is decided on reading. */
  use_store_credit: Generated<number>;
  created_at: string;
  updated_at: string;
}

/** A cart line: a sku with its choices (JSON, in the API input's shapes); never a price. */
export interface CartItemTable {
  id: Generated<number>;
  cart_id: number;
  /** The sku asked for (a configurable's own sku: the variant is in `selected_options`). */
  sku: string;
  /** The sku and its choices in canonical form: unique in the cart. */
  line_key: string;
  /** 1 to 999. */
  quantity: number;
  selected_options: Generated<string>;
  selected_custom_options: Generated<string>;
  selected_bundle_options: Generated<string>;
  created_at: string;
  updated_at: string;
}

export type CouponKind = "percentage" | "fixed_amount" | "free_shipping";

export interface CouponTable {
  id: Generated<number>;
  /** Upper case; unique. */
  code: string;
  type: CouponKind;
  /** percentage: whole percent off the lines. */
  percent: number | null;
  /** fixed_amount: euro cents incl. VAT off the lines (at most their total). */
  amount_cents: number | null;
  /** The lines' subtotal incl. VAT (euro cents) from which it applies. */
  min_subtotal_cents: Generated<number>;
  starts_at: string | null;
  ends_at: string | null;
  /** Redemptions allowed in all (null: no limit); `times_used` never exceeds it. */
  usage_limit: number | null;
  usage_per_customer: number | null;
  times_used: Generated<number>;
  label_fr: string;
  label_en: string;
  active: Generated<number>;
  created_at: string;
}

/** One use of a coupon by an order (unique per order). */
export interface CouponRedemptionTable {
  id: Generated<number>;
  coupon_id: number;
  customer_id: number | null;
  order_ref: string;
  created_at: string;
}

/** A delivery method to one destination country. */
export interface ShippingRateTable {
  id: Generated<number>;
  /** ISO 3166-1 alpha-2 (`FR`, `GB`). */
  country: string;
  code: string;
  carrier: string;
  label_fr: string;
  label_en: string;
  /** Euro cents excl. VAT. */
  price_cents: number;
  /** Free from this order amount (euro cents incl. VAT, lines after discount); null: never free. */
  free_from_cents: number | null;
  needs_pickup_point: Generated<number>;
  min_days: number;
  max_days: number;
  position: Generated<number>;
  active: Generated<number>;
}

/** A weight band of a delivery method: up to `max_weight_grams` (inclusive) it costs `price_cents` (euro cents excl. VAT). */
export interface ShippingRateBandTable {
  id: Generated<number>;
  rate_id: number;
  max_weight_grams: number;
  price_cents: number;
}

/** A relay (pickup point) of a carrier's network. */
export interface PickupPointTable {
  /** The network's own id, e.g. `FR-RC-07512`. */
  id: string;
  carrier: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  name: string;
  /** JSON list of 1 to 3 street lines. */
  street_lines: string;
  postcode: string;
  locality: string;
  latitude: number;
  longitude: number;
  /** JSON: seven days, Monday first, each a list of `{ opens: "HH:MM", closes: "HH:MM" }` (empty: closed). */
  schedule: string;
  active: Generated<number>;
}

/** The centroid of a postcode area (a prefix: `75011`, `75`, `SW1A`, `SW`) or of a locality in it. */
export interface PostcodeAreaTable {
  id: Generated<number>;
  country: string;
  postcode_prefix: string;
  locality: string;
  /** The locality folded (shared/text-folding.ts) for search by city. */
  locality_folded: string;
  latitude: number;
  longitude: number;
}

export interface OrderNumberSequenceTable {
  year: number;
  last_number: number;
}

/** `closed`: everything its invoice invoiced has been credited by refunds (migration 0022). */
export type OrderStatus = "pending_payment" | "processing" | "partially_shipped" | "shipped" | "complete" | "cancelled" | "closed";

/**
 * An order: a snapshot taken when it was placed. Amounts in euro cents (what is charged);
 * `display_totals` (JSON) holds the same totals in the display currency `currency` at `exchange_rate`.
 */
export interface SalesOrderTable {
  id: Generated<number>;
  /** Opaque and random: the API's `order_id`. */
  public_id: string;
  /** Human-readable, sequential per year. */
  number: string;
  /** The client's key for this checkout attempt: one order per key, ever. */
  idempotency_key: string;
  /** What was priced (lines, quantities, choices, coupon, delivery, addresses, payment method), hashed: a retry must match it. */
  cart_fingerprint: string;
  /** `fr` or `en`: the store (and language of its e-mails). */
  store: string;
  customer_id: number | null;
  /** The session that placed it (hash): the success page shows the order to it. */
  session_hash: string | null;
  email: string;
  status: OrderStatus;
  payment_method: string;
  currency: string;
  /** Display currency per euro, as configured when placed (decimal text, exact). */
  exchange_rate: string;
  subtotal_excl_cents: number;
  subtotal_incl_cents: number;
  discount_excl_cents: number;
  discount_incl_cents: number;
  shipping_excl_cents: number;
  shipping_incl_cents: number;
  vat_cents: number;
  grand_total_excl_cents: number;
  grand_total_incl_cents: number;
  display_totals: string;
  coupon_code: string | null;
  coupon_label: string | null;
  /** JSON: code, carrier, label, min and max days; JSON `null` for an order of virtual products only (migration 0016). */
  shipping_method: string;
  /** JSON snapshot of the pickup point (null: home delivery). */
  pickup_point: string | null;
  /** JSON; JSON `null` for an order of virtual products only (nothing delivered). */
  shipping_address: string;
  billing_address: string;
  /** Set when something needs an operator (a payment of the wrong amount): never cleared silently. */
  flag: string | null;
  /** An unpaid order is cancelled after this (transfer, cheque, abandoned card payment). */
  payment_due_at: string | null;
  /** When the basket of the cancelled unpaid order went back into its shopper's cart (once per order; migration 0011). */
  basket_restored_at: Generated<string | null>;
  /**
   * When the shopper asked for the downloadable products to be supplied once paid and acknowledged
   * losing the right of withdrawal for them (migration 0019): the order's placing; null without downloads.
   */
  download_waiver_at: Generated<string | null>;
  /** What store credit paid of the grand total incl. VAT, euro cents (migration 0020; 0: none): the payment method was charged the rest. */
  store_credit_cents: Generated<number>;
  /** What refunds have paid back of it (migration 0022): never more than its grand total incl. VAT (a check, raised conditionally). */
  refunded_cents: Generated<number>;
  placed_at: string;
  updated_at: string;
}

export interface SalesOrderLineTable {
  id: Generated<number>;
  order_id: number;
  position: number;
  /** The product ordered (a configurable's own sku). */
  product_sku: string;
  /** The unit bought (the variant's sku). */
  sku: string;
  name: string;
  /** JSON: the chosen options with their labels, as shown when ordered. */
  options: string;
  /** JSON: the stock units the line took, `[{ sku, quantity }]` (given back on cancellation). */
  units: string;
  /** JSON: the cart line's choices by id (`LineChoices`), to give the basket back when its shopper cancels the unpaid order (migration 0010; null before). */
  choices: string | null;
  quantity: number;
  quantity_shipped: Generated<number>;
  /** Units already in a return request (migration 0021): raised conditionally, never above `quantity_shipped` (a check). */
  quantity_return_requested: Generated<number>;
  /** 1: a virtual product's line (migration 0016): never shipped, grants downloads once paid. */
  is_virtual: Generated<number>;
  unit_excl_cents: number;
  unit_incl_cents: number;
  row_excl_cents: number;
  row_incl_cents: number;
  discount_excl_cents: number;
  discount_incl_cents: number;
  vat_cents: number;
  /** JSON: unit, row and discount in the display currency. */
  display_prices: string;
}

/** A change of an order's status: when, from what, to what, and why (`placed`, `payment`, `operator`, `expired`, `shipment`). */
export interface SalesOrderEventTable {
  id: Generated<number>;
  order_id: number;
  status_from: string | null;
  status_to: string;
  cause: string;
  /** JSON: who or what (operator name, payment event id, amount received). */
  detail: string | null;
  created_at: string;
}

export type PaymentStatus = "pending" | "paid" | "failed" | "cancelled" | "refunded";

/** One attempt to pay an order through a provider. */
export interface PaymentTable {
  id: Generated<number>;
  order_id: number;
  /** The payment method code: `bank_transfer`, `cheque`, `sandbox_card`, `sandbox_wallet`. */
  provider: string;
  /** Random: names the payment to the provider (hosted page, notifications, transfer reference). */
  reference: string;
  amount_cents: number;
  currency: string;
  status: PaymentStatus;
  /** The provider time of the last notification applied (older ones change nothing). */
  last_event_at: string | null;
  /** What refunds have given back of it (migration 0022): never more than `amount_cents`. */
  refunded_cents: Generated<number>;
  expires_at: string | null;
  created_at: string;
  updated_at: string;
}

/** A provider notification received (unique per provider and event id), and what it did. */
export interface PaymentEventTable {
  id: Generated<number>;
  provider: string;
  event_id: string;
  payment_id: number | null;
  type: string;
  amount_cents: number | null;
  currency: string | null;
  occurred_at: string;
  /** `applied`, `ignored` (stale or repeated), `amount_mismatch`, `unknown_payment`. */
  outcome: string;
  received_at: string;
}

export interface ShipmentTable {
  id: Generated<number>;
  order_id: number;
  carrier: string;
  tracking_number: string | null;
  created_at: string;
}

export interface ShipmentLineTable {
  id: Generated<number>;
  shipment_id: number;
  order_line_id: number;
  quantity: number;
}

/** The last invoice number of each year (the shop's calendar year): counted up in the unit of work that issues the invoice. */
export interface InvoiceNumberSequenceTable {
  year: number;
  last_number: number;
}

/**
 * An invoice (migration 0014): an immutable snapshot of what it says, issued when its order is
 * paid. Amounts in euro cents (what was charged). JSON columns: modules/invoice/invoice-record.ts.
 */
export interface InvoiceTable {
  id: Generated<number>;
  /** One invoice per order for now (unique). */
  order_id: number;
  /** `FA-<year>-<6 digits>`, one unbroken sequence per year. */
  number: string;
  year: number;
  /** Its place in the year's sequence (1, 2, …). */
  sequence: number;
  /** `fr` or `en`: the store the order was placed in (an en-GB order's invoice adds English labels). */
  store: string;
  currency: string;
  /** The order's number and when it was placed (the date of sale). */
  order_number: string;
  sale_date: string;
  issued_at: string;
  /** JSON: the seller's identity as configured when issued. */
  seller: string;
  /** JSON: billing address and e-mail. */
  buyer: string;
  /** JSON: the lines (name, sku, options, quantity, unit, row, discount, VAT and its rate). */
  lines: string;
  /** JSON: the delivery method and its amounts. */
  delivery: string;
  /** JSON: the coupon's code and label (null: none). */
  coupon: string | null;
  /** JSON: base and VAT per rate. */
  vat_breakdown: string;
  /** JSON: method (code and titles), reference, when paid. */
  payment: string;
  /** The order's `download_waiver_at` when issued (migration 0019): its legal notices exclude the downloads from the right of withdrawal. */
  download_waiver_at: string | null;
  subtotal_excl_cents: number;
  subtotal_incl_cents: number;
  discount_excl_cents: number;
  discount_incl_cents: number;
  shipping_excl_cents: number;
  shipping_incl_cents: number;
  vat_cents: number;
  grand_total_excl_cents: number;
  grand_total_incl_cents: number;
}

/**
 * An address of a customer's book (migration 0013). `address` is JSON in the checkout's form
 * (`CheckoutAddress`); at most one default of each kind per customer (partial unique indexes).
 */
export interface CustomerAddressTable {
  id: Generated<number>;
  customer_id: number;
  address: string;
  /** 1: where deliveries go unless another is chosen. */
  default_shipping: Generated<number>;
  /** 1: who invoices are made out to unless another is chosen. */
  default_billing: Generated<number>;
  created_at: string;
  updated_at: string;
}

/** A file of a downloadable product (migration 0016): `code` names its authored content (media/guides.ts). */
export interface ProductDownloadTable {
  id: Generated<number>;
  product_id: number;
  position: number;
  code: string;
  title_fr: string;
  title_en: string;
  /** Downloads allowed per unit bought. */
  max_downloads: number;
}

/** A customer's right to download a file they bought (migration 0016): one per (order line, file), made when the order is paid. */
export interface DownloadRightTable {
  id: Generated<number>;
  /** Random and unguessable: the API's and the download URL's id. */
  public_id: string;
  customer_id: number;
  order_id: number;
  order_line_id: number;
  product_download_id: number;
  downloads_allowed: number;
  downloads_used: Generated<number>;
  granted_at: string;
  expires_at: string;
  last_downloaded_at: string | null;
  /** Set when the order was cancelled (migration 0018): the right serves nothing and is listed nowhere. */
  revoked_at: string | null;
}

/** The last credit note number of each year (the shop's calendar year): counted up in the unit of work that issues the credit note. */
export interface CreditNoteNumberSequenceTable {
  year: number;
  last_number: number;
}

/**
 * A credit note (facture d'avoir, migration 0018): cancels all or part of an invoice, an immutable
 * snapshot like the invoice's. Amounts are positive euro cents: what is credited (taken off the
 * invoice's). JSON columns: modules/invoice/credit-note-record.ts.
 */
export interface CreditNoteTable {
  id: Generated<number>;
  /** The invoice it credits (several credit notes may credit one invoice, never beyond it). */
  invoice_id: number;
  order_id: number;
  /** `AV-<year>-<6 digits>`, its own unbroken sequence per year. */
  number: string;
  year: number;
  sequence: number;
  /** `fr` or `en`: the order's store, as on the invoice. */
  store: string;
  currency: string;
  /** The invoice it credits as printed: its number and when it was issued. */
  invoice_number: string;
  invoice_issued_at: string;
  order_number: string;
  /** Why (`order_cancelled`…): modules/invoice/credit-note-record.ts. */
  reason: string;
  created_at: string;
  /** JSON: the seller's identity as configured when issued. */
  seller: string;
  /** JSON: the invoice's buyer (billing address, e-mail). */
  buyer: string;
  /** JSON: the lines credited (as the invoice's lines, with the quantities and amounts credited). */
  lines: string;
  /** JSON: the delivery credited; JSON `null` when its delivery is not credited. */
  delivery: string;
  /** JSON: the invoice's coupon (null: none). */
  coupon: string | null;
  /** JSON: base and VAT credited per rate. */
  vat_breakdown: string;
  /** JSON: how the amount goes back (the invoice's payment method and reference). */
  refund: string;
  subtotal_excl_cents: number;
  subtotal_incl_cents: number;
  discount_excl_cents: number;
  discount_incl_cents: number;
  shipping_excl_cents: number;
  shipping_incl_cents: number;
  vat_cents: number;
  grand_total_excl_cents: number;
  grand_total_incl_cents: number;
}

/** A customer's store credit balance (migration 0020), euro cents, never below zero (a check; spending is a conditional update). */
export interface CustomerStoreCreditTable {
  customer_id: number;
  balance_cents: number;
  updated_at: string;
}

export type StoreCreditAction = "added_by_shop" | "refunded" | "spent_on_order" | "order_cancelled";

/** A change of a customer's store credit (migration 0020): the ledger, never changed once written. */
export interface StoreCreditEntryTable {
  id: Generated<number>;
  customer_id: number;
  action: StoreCreditAction;
  /** Signed euro cents: positive when credit was added, negative when spent. */
  amount_cents: number;
  /** The balance this change left. */
  balance_cents: number;
  /** The order it was spent on, given back by, or refunded for. */
  order_id: number | null;
  /** The refund that paid it (no foreign key: the refunds' table comes later). */
  refund_id: number | null;
  /** The shop's words for the shopper (an operator's reason). */
  comment: string | null;
  /** Who added it (an operator), for the shop's records; never shown to the shopper. */
  staff: string | null;
  created_at: string;
}

/** Kinds of question asked about an item returned (migration 0021). */
export type ReturnAttributeKind = "select" | "textarea" | "text" | "boolean";

/** A question the shop asks about each item returned (migration 0021), configured in data. */
export interface ReturnAttributeTable {
  id: Generated<number>;
  code: string;
  kind: ReturnAttributeKind;
  required: number;
  position: number;
  label_fr: string;
  label_en: string;
  help_fr: string | null;
  help_en: string | null;
  /** JSON: a select's choices, `[{ value, label: { fr, en } }]` (`[]` for other kinds). */
  options: Generated<string>;
  /** The longest answer accepted, in characters (text and textarea). */
  max_length: number | null;
  active: Generated<number>;
}

/** The last return number of each year (`RMA-<year>-<n>`), counted up under its row lock. */
export interface ReturnNumberSequenceTable {
  year: number;
  last_number: number;
}

export type ReturnStatus = "requested" | "authorised" | "received" | "closed";
export type ReturnItemStatus = "requested" | "authorised" | "received" | "approved" | "rejected";

/** A shopper's return request of items of one of their orders (migration 0021). */
export interface ReturnRequestTable {
  id: Generated<number>;
  /** The API's id: random, 43 characters of base64url (like an order's). */
  public_id: string;
  /** `RMA-2026-000012`. */
  number: string;
  order_id: number;
  /** The owner: every shopper's statement names it. */
  customer_id: number;
  /** The order's store: the language of the e-mails and of the slip. */
  store: string;
  status: ReturnStatus;
  created_at: string;
  updated_at: string;
}

/** What a return request returns of one order line (migration 0021). */
export interface ReturnRequestLineTable {
  id: Generated<number>;
  return_id: number;
  order_line_id: number;
  quantity: number;
  status: ReturnItemStatus;
  /** JSON: the shopper's answers, `[{ code, kind, label: { fr, en }, value, shown: { fr, en } }]`. */
  answers: string;
}

/** A change of a return request (migration 0021): from, to, why (`requested`, `operator`), detail JSON. */
export interface ReturnRequestEventTable {
  id: Generated<number>;
  return_id: number;
  status_from: string | null;
  status_to: string;
  cause: string;
  detail: string | null;
  created_at: string;
}

export type RefundMethod = "original_payment" | "store_credit";
export type RefundStatus = "pending" | "completed" | "manual";

/**
 * Money given back for an order (migration 0022, modules/refund): documented by its credit note,
 * paid back to the original payment (through its provider) or to the customer's store credit.
 * Amounts are positive euro cents; `amount_cents` = the credit note's total + adjustment − fee.
 */
export interface RefundTable {
  id: Generated<number>;
  /** Random: the API's id, and the refund's id at the sandbox provider. */
  public_id: string;
  order_id: number;
  /** The credit note it is documented by (one refund per credit note). */
  credit_note_id: number;
  method: RefundMethod;
  /** The payment refunded (original_payment with a payment to refund; null otherwise). */
  payment_id: number | null;
  /** `pending` until the provider confirms it, `completed`, or `manual` (paid back by hand). */
  status: RefundStatus;
  /** What is paid back in all. */
  amount_cents: number;
  /** Of an original-payment refund, the part that went back to store credit (the part of the order store credit paid). */
  store_credit_cents: Generated<number>;
  /** Added by the shop (a gesture). */
  adjustment_cents: Generated<number>;
  /** Kept by the shop. */
  fee_cents: Generated<number>;
  /** The operator's words (kept for the shop: the credit note and the e-mail say "refund"). */
  reason: string | null;
  /** The provider's notification that confirmed it. */
  provider_event_id: string | null;
  /** Who made it (`cli:<account>`). */
  staff: string | null;
  created_at: string;
  completed_at: string | null;
}

/**
 * A wishlist (migration 0023, modules/wishlist): a customer's (`customer_id`), or the one a
 * visitor's session keeps until it signs in (`session_hash`, removed with the session), never both.
 */
export interface WishlistTable {
  id: Generated<number>;
  /** Random; names the list to its owner (the storefront's cache identity) and grants nothing. */
  public_id: string;
  customer_id: number | null;
  session_hash: string | null;
  /** The live share code (128 random bits, base64url), unique; null while the list is private. A revoked code is never drawn again. */
  share_code: string | null;
  /** Since when the live share code exists. */
  shared_at: string | null;
  created_at: string;
  updated_at: string;
}

/** A product kept in a wishlist (migration 0023) with its choices, as a cart line stores them; never a price. */
export interface WishlistItemTable {
  id: Generated<number>;
  wishlist_id: number;
  /** The product's sku (a configurable's own: the variant is in `selected_options`). */
  sku: string;
  /** The product's name when it was kept, in the language it was kept in (shown once it is no longer sold). */
  name: string;
  /** The sku and its choices in canonical form, hashed (the cart's `line_key`): unique in the list. */
  item_key: string;
  selected_options: Generated<string>;
  selected_custom_options: Generated<string>;
  selected_bundle_options: Generated<string>;
  created_at: string;
}

export type ReviewStatus = "pending" | "approved" | "rejected";

/**
 * A product review (migration 0024, modules/review): of a top-level product, in the store it was
 * written in, shown there once approved. One per customer and product (a unique key).
 */
export interface ProductReviewTable {
  id: Generated<number>;
  /** The top-level product (a variant's review is its parent's). */
  product_id: number;
  /** The author; null for seeded reviews and once their account is deleted. */
  customer_id: number | null;
  /** `fr` or `en`: the store (language) it was written in and is shown in. */
  store: string;
  /** The author's first name and the initial of their last name ("Camille R."), when written. */
  author_name: string;
  /** The product's name when written, in the store's language. */
  product_name: string;
  /** 0 to 5 (a check). */
  rating: number;
  /** Plain text, 1 to 120 characters. */
  title: string;
  /** Sanitised HTML (modules/review/rich-text.ts): p, br, strong, em, ul, ol, li, no attribute. */
  comment_html: string;
  status: Generated<ReviewStatus>;
  /** 1: the author had an order (not cancelled) holding the product when they wrote it. */
  verified_purchase: Generated<number>;
  created_at: string;
  /** When the operator last approved or rejected it. */
  moderated_at: string | null;
}

export type ContactSubjectValue = "order_question" | "product_advice" | "professional_enquiry" | "other";

/**
 * A message sent with the contact form (migration 0026, modules/contact): delivered to the shop's
 * address through the outbox, kept for the operator until housekeeping deletes it.
 */
export interface ContactMessageTable {
  id: Generated<number>;
  /** The store it was sent from: the language to answer in. */
  store: ContentLanguage;
  name: string;
  /** Trimmed and lower-cased: the address to answer (the shop's message's Reply-To). */
  email: string;
  subject: ContactSubjectValue;
  /** As typed; null when none was given. */
  order_number: string | null;
  message: string;
  /** sha256 of the client address's throttling key (never the address). */
  client_hash: string;
  created_at: string;
}

export type StockAlertStatus = "unconfirmed" | "active" | "notified";

/**
 * An in-stock alert (migration 0025, modules/stock-alert): one per product and address, asked by
 * a visitor (confirmed by a link) or a signed-in customer, told once when the product is back.
 */
export interface StockAlertTable {
  id: Generated<number>;
  /** A simple product, a variant, or a configurable, grouped product or bundle as a whole. */
  product_id: number;
  /** The address written to, trimmed and lower-cased. */
  email: string;
  /** The signed-in customer who asked; null for a visitor's. */
  customer_id: number | null;
  /** The store asked in: the message's language. */
  store: ContentLanguage;
  /** The product's name when asked (a variant's with its option labels). */
  product_name: string;
  status: StockAlertStatus;
  /** sha256 (base64url) of the last link's token; unique. */
  token_hash: string | null;
  /** A confirmation link's end; null for the back-in-stock message's stop link (it does not expire). */
  token_expires_at: string | null;
  created_at: string;
  confirmed_at: string | null;
  notified_at: string | null;
}

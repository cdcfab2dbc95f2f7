import type { GraphQLResolveInfo } from 'graphql';
import type { CategoryNode } from '../../modules/category/service.ts';
import type { CmsPageView } from '../../modules/cms/service.ts';
import type { StoreUrl } from '../../modules/shop/service-scope.ts';
import type { StoreConfigParent } from '../../modules/shop/resolvers.ts';
import type { Entity as EntityRecord } from '../../modules/url-resolution/registry.ts';
import type { ProductRecord } from '../../modules/product/product-records.ts';
import type { BundleOptionChoice } from '../../modules/product/service.ts';
import type { ListingView } from '../../modules/listing/listing-view.ts';
import type { SearchResultView } from '../../modules/search/resolvers.ts';
import type { OrderParent, OrderPaymentParent } from '../../modules/order/resolvers.ts';
import type { ReturnParent } from '../../modules/returns/resolvers.ts';
import type { WishlistParent, SharedWishlistParent } from '../../modules/wishlist/service.ts';
import type { CustomerReviewView } from '../../modules/review/service.ts';
import type { StockAlertParent } from '../../modules/stock-alert/service.ts';
import type { GraphQLContext } from '../context.ts';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
};

/** Why an address book mutation failed (messages in modules/address-book/errors.ts). */
export type AddressBookErrorCode =
  /** The address book is full (30 addresses): delete one first. */
  | 'ADDRESS_BOOK_FULL'
  /** A field of the address is missing or invalid: `fieldErrors` says which. */
  | 'ADDRESS_INVALID'
  /** The shop does not deliver to this country. */
  | 'COUNTRY_NOT_SHIPPED'
  /** The operation needs a signed-in customer. */
  | 'NOT_SIGNED_IN'
  /** Too many attempts from this address: the message says when to retry. */
  | 'TOO_MANY_ATTEMPTS'
  /** No address of the signed-in customer has this id (the same answer for another customer's). */
  | 'UNKNOWN_ADDRESS';

export type AddressBookResult = MutationResult & {
  __typename?: 'AddressBookResult';
  /** The address created or changed (null on failure and after a deletion). */
  address?: Maybe<CustomerAddress>;
  /** The whole address book as it is now (empty for a visitor). */
  addresses: Array<CustomerAddress>;
  errorCode?: Maybe<AddressBookErrorCode>;
  errorMessage?: Maybe<Scalars['String']['output']>;
  fieldErrors: Array<CheckoutFieldError>;
  success: Scalars['Boolean']['output'];
};

export type AppliedCoupon = {
  __typename?: 'AppliedCoupon';
  /** The code as the shop writes it (upper case). */
  code: Scalars['String']['output'];
  /** What it gives, in the store's language (`10 % off`, `Free delivery`). */
  label: Scalars['String']['output'];
  type: CouponType;
};

/**
 * Product prices, each with and without VAT. `finalPrice` is what one unit costs now
 * (the special price on sale), `regularPrice` the price before the sale, `minPrice` the lowest
 * price the product can be had for ("from": the cheapest variant or item). Configurable: the
 * cheapest variant's prices; each variant carries its own. Bundle: the price of the selection its
 * page opens with, its base price (box, booklet) plus its default choices (all three prices; regular
 * differs only when the base is on sale).
 */
export type BundleBasePrice = {
  __typename?: 'BundleBasePrice';
  finalPrice: PriceInclExcl;
  regularPrice: PriceInclExcl;
};

/** A bundle option: one choice (or several) among the products the kit can hold. */
export type BundleOption = {
  __typename?: 'BundleOption';
  id: Scalars['ID']['output'];
  label: Scalars['String']['output'];
  required: Scalars['Boolean']['output'];
  /** `select`, `radio`, `checkbox` or `multi`. */
  type: Scalars['String']['output'];
  values: Array<BundleOptionValue>;
};

export type BundleOptionValue = {
  __typename?: 'BundleOptionValue';
  defaultQuantity: Scalars['Int']['output'];
  label: Scalars['String']['output'];
  /** The chosen product's unit prices: choosing it adds them (times the quantity) to the bundle's base price. */
  prices: ProductPrices;
  product: Product;
  /** Whether the shopper may change the quantity. */
  userDefinedQuantity: Scalars['Boolean']['output'];
  /** The sku of the product this value adds to the bundle. */
  value: Scalars['String']['output'];
};

export type CancelPendingOrderResult = MutationResult & {
  __typename?: 'CancelPendingOrderResult';
  /** Whether this request cancelled it (false: it was cancelled already, by an earlier request or because its payment delay ran out). */
  cancelled: Scalars['Boolean']['output'];
  /** The shopper's cart as it is now. */
  cart: Cart;
  droppedLines: Array<DroppedOrderLine>;
  errorCode?: Maybe<OrderPaymentErrorCode>;
  errorMessage?: Maybe<Scalars['String']['output']>;
  /** The order as it is now (cancelled). */
  order?: Maybe<Order>;
  /** Lines of the order put back in the basket by this request (the basket comes back once per order: 0 when an earlier request gave it back). */
  restoredLines: Scalars['Int']['output'];
  success: Scalars['Boolean']['output'];
};

/**
 * A shopper's basket. It belongs to the session (a visitor) or to the signed-in customer (it follows
 * them across devices); no cart id is ever accepted from a client.
 */
export type Cart = {
  __typename?: 'Cart';
  /** The billing address (the shipping address when `billingSameAsShipping`). */
  billingAddress?: Maybe<CheckoutAddress>;
  billingSameAsShipping: Scalars['Boolean']['output'];
  /** The same totals in euros: what the payment will charge. */
  chargedPrices: CartPrices;
  /** The coupon applied, if any. */
  coupon?: Maybe<AppliedCoupon>;
  /**
   * The coupon entered that does not apply now (the cart fell under its minimum, it expired, it was
   * used up), and why. It stays entered and applies again as soon as the cart qualifies; `coupon`
   * is then null. `removeCoupon` drops it.
   */
  couponIssue?: Maybe<CartCouponIssue>;
  /** The e-mail the order confirmation goes to (the signed-in customer's until another is set). */
  email?: Maybe<Scalars['String']['output']>;
  /**
   * A line is a downloadable product: `placeOrder` needs `waiveWithdrawalForDownloads` (the shopper asks
   * for the files once paid and acknowledges losing the right of withdrawal for them).
   */
  hasDownloads: Scalars['Boolean']['output'];
  /** Opaque and random (empty while the visitor has no cart): it names the cart, it grants nothing. */
  id: Scalars['ID']['output'];
  /** False when the cart is empty or a line has a problem (stock, product no longer sold): checkout refuses it until fixed. */
  isReadyForCheckout: Scalars['Boolean']['output'];
  /** Every line is a virtual product: the checkout asks for no delivery address or method, only a billing address. */
  isVirtual: Scalars['Boolean']['output'];
  /** Lines in the order they were first added. At most 100. */
  items: Array<CartItem>;
  /** Units in the cart (the sum of the lines' quantities): the header's badge. */
  itemsQuantity: Scalars['Int']['output'];
  /** The ways of paying this cart. */
  paymentMethods: Array<PaymentMethod>;
  /** The pickup point chosen for a method that needs one. */
  pickupPoint?: Maybe<PickupPoint>;
  /** Totals in the display currency. */
  prices: CartPrices;
  /** A line is a downloadable product: only a signed-in customer can check out (downloads belong to an account). */
  requiresAccount: Scalars['Boolean']['output'];
  /** The method chosen, priced for the cart as it is now (null until one is chosen, or when it no longer applies). */
  selectedShippingMethod?: Maybe<CheckoutShippingMethod>;
  shippingAddress?: Maybe<CheckoutAddress>;
  /** Delivery estimate to the store's country and how far the cart is from free delivery. */
  shippingEstimate?: Maybe<ShippingEstimate>;
  /** The delivery methods to the shipping address's country (else the store's), cheapest first. */
  shippingMethods: Array<CheckoutShippingMethod>;
  /** Null for a visitor, and for a customer whose balance is zero and who has not chosen to use it. */
  storeCredit?: Maybe<CartStoreCredit>;
};

export type CartBundleOptionInput = {
  option_id: Scalars['String']['input'];
  option_qty: Scalars['Float']['input'];
  option_value: Scalars['String']['input'];
};

/** A coupon entered that does not apply to the cart as it is now. */
export type CartCouponIssue = {
  __typename?: 'CartCouponIssue';
  /** The code entered (upper case). */
  code: Scalars['String']['output'];
  errorCode: CartErrorCode;
  /** Why, for the shopper, in the store's language. */
  errorMessage: Scalars['String']['output'];
};

/** Why a cart mutation (or one of its lines) failed (messages in modules/cart/errors.ts). */
export type CartErrorCode =
  /** The cart would have more than 100 lines, or the request more lines than allowed. */
  | 'CART_TOO_LARGE'
  /** The coupon is no longer (or not yet) valid. */
  | 'COUPON_EXPIRED'
  /** No coupon has this code. */
  | 'COUPON_INVALID'
  /** The cart does not meet the coupon's conditions (its minimum amount). */
  | 'COUPON_NOT_APPLICABLE'
  /** The coupon has been used as many times as it may be (by everyone, or by this customer). */
  | 'COUPON_USED_UP'
  /** Not enough in stock for the quantity asked (the line's `availableQuantity` says how much is left). */
  | 'INSUFFICIENT_STOCK'
  /** A choice names nothing the product offers, or is not allowed (a quantity the bundle fixes, several values for one). */
  | 'OPTIONS_INVALID'
  /** A required choice is missing (a configurable's option, a required custom option or bundle option, a grouped item). */
  | 'OPTIONS_REQUIRED'
  /** A custom text is longer than the option allows. */
  | 'OPTION_TEXT_TOO_LONG'
  /** Nothing of this unit is in stock. */
  | 'OUT_OF_STOCK'
  /** A quantity that is not a whole number from 1 to 999 (for a line: in total). */
  | 'QUANTITY_OUT_OF_RANGE'
  /** Too many attempts from this address: the message says when to retry. */
  | 'TOO_MANY_ATTEMPTS'
  /** No line with this id in this cart. */
  | 'UNKNOWN_ITEM'
  /** No product is sold under this sku. */
  | 'UNKNOWN_PRODUCT';

export type CartItem = {
  __typename?: 'CartItem';
  /** What is wrong with the line now (empty when nothing is): stock, product no longer sold. */
  errors: Array<CartItemError>;
  /** The line's id within its cart (the cache identity). */
  item_id: Scalars['ID']['output'];
  /** The most this line may ask for now: what is in stock, at most 999 (0 when none). */
  maxQuantity: Scalars['Int']['output'];
  /** Name of the unit bought (a variant's name says its option). */
  name: Scalars['String']['output'];
  prices: CartItemPrices;
  /** The product a shopper sees a page of (a configurable for its variant's line). */
  product: Product;
  /** Whole units, 1 to 999. */
  quantity: Scalars['Int']['output'];
  /** Bundle choices: option id, chosen sku and its quantity per bundle, with labels. */
  selectedBundleOptions: Array<CartSelectedBundleOption>;
  /** Custom options: option id and the text typed or the value id chosen, with their labels. */
  selectedCustomOptions: Array<CartSelectedOption>;
  /** Configurable choices: attribute id and value code, with their labels. */
  selectedOptions: Array<CartSelectedOption>;
  /** The unit bought: the configurable's chosen variant's sku, else the product's. */
  sku: Scalars['String']['output'];
};

export type CartItemError = {
  __typename?: 'CartItemError';
  /** Units that can be ordered now (NOT_ENOUGH_STOCK). */
  availableQuantity?: Maybe<Scalars['Int']['output']>;
  code: CartItemErrorCode;
  message: Scalars['String']['output'];
};

export type CartItemErrorCode =
  /** Less is left than the line asks for: `availableQuantity` says how much. */
  | 'NOT_ENOUGH_STOCK'
  /** Nothing of this unit is left. */
  | 'OUT_OF_STOCK'
  /** The product (or a chosen option) is no longer sold. */
  | 'UNAVAILABLE';

export type CartItemPrices = {
  __typename?: 'CartItemPrices';
  /** The row in euros: what is charged for it before the coupon. */
  chargedRow: PriceInclExcl;
  /** The coupon's share of this row (zero without one). */
  discount: PriceInclExcl;
  /** One unit before the sale, when on sale (to strike through). */
  regularUnit?: Maybe<PriceInclExcl>;
  /** The unit times the quantity, before the coupon. */
  row: PriceInclExcl;
  /** The tier the quantity reached (its minimum quantity), if any. */
  tierQty?: Maybe<Scalars['Int']['output']>;
  /** One unit, options and tier price included, in the display currency. */
  unit: PriceInclExcl;
};

/** A line of `addToCart` that was not added, by its position in the request (0-based). */
export type CartLineError = {
  __typename?: 'CartLineError';
  /** Units that could still be added (INSUFFICIENT_STOCK). */
  availableQuantity?: Maybe<Scalars['Int']['output']>;
  errorCode: CartErrorCode;
  errorMessage: Scalars['String']['output'];
  line: Scalars['Int']['output'];
  sku: Scalars['String']['output'];
};

/** One line to add: the same shapes as a wishlist item's choices. */
export type CartLineInput = {
  /** Whole units from 1 to 999 (a Float so that a wrong number gets a typed answer, not a syntax error). */
  quantity: Scalars['Float']['input'];
  selectedBundleOptions?: InputMaybe<Array<CartBundleOptionInput>>;
  selectedCustomOptions?: InputMaybe<Array<CartOptionInput>>;
  selectedOptions?: InputMaybe<Array<CartOptionInput>>;
  sku: Scalars['String']['input'];
};

export type CartOptionInput = {
  option_id: Scalars['String']['input'];
  option_value: Scalars['String']['input'];
};

/**
 * Totals of a cart. The VAT of a line is computed on the line and every total is a sum of lines:
 * grandTotal = subtotal − discount + shipping, incl. and excl. VAT; vat = grandTotal incl − excl.
 */
export type CartPrices = {
  __typename?: 'CartPrices';
  /** What is left to pay by the payment method: grand total incl. VAT minus `storeCredit`. */
  amountDue: Money;
  /** What the coupon takes off the lines (zero without one). */
  discount: PriceInclExcl;
  grandTotal: PriceInclExcl;
  /** The delivery estimate (zero when free). */
  shipping: PriceInclExcl;
  /** What store credit pays of the grand total (incl. VAT): the balance, at most the grand total; zero when not used. */
  storeCredit: Money;
  /** Sum of the lines' rows, before the discount. */
  subtotal: PriceInclExcl;
  /** VAT included in the grand total. */
  vat: Money;
};

export type CartResult = MutationResult & {
  __typename?: 'CartResult';
  /** The cart as it is now. */
  cart: Cart;
  errorCode?: Maybe<CartErrorCode>;
  /** The first failure, for the shopper, in the store's language. */
  errorMessage?: Maybe<Scalars['String']['output']>;
  /** The lines of addToCart that failed (the others were added). Empty for the other mutations. */
  lineErrors: Array<CartLineError>;
  /** True when everything asked was done (for addToCart: every line added). */
  success: Scalars['Boolean']['output'];
};

export type CartSelectedBundleOption = {
  __typename?: 'CartSelectedBundleOption';
  label: Scalars['String']['output'];
  option_id: Scalars['String']['output'];
  /** Units of it in one bundle. */
  option_qty: Scalars['Int']['output'];
  /** The chosen product's sku. */
  option_value: Scalars['String']['output'];
  value_label: Scalars['String']['output'];
};

export type CartSelectedOption = {
  __typename?: 'CartSelectedOption';
  /** The option's title (`Volume`, `Engraving`). */
  label: Scalars['String']['output'];
  option_id: Scalars['String']['output'];
  option_value: Scalars['String']['output'];
  /** The value as shown: a value's title, a variant's label, or the text typed. */
  value_label: Scalars['String']['output'];
};

/** The signed-in customer's store credit as the cart sees it. */
export type CartStoreCredit = {
  __typename?: 'CartStoreCredit';
  /** The shopper chose to pay with it (`useStoreCredit`): `Cart.prices.storeCredit` says how much it pays. */
  applied: Scalars['Boolean']['output'];
  /** The customer's balance, in euros. */
  balance: Money;
};

/** What the shop's catalogue is, for staff checking what is served. */
export type CatalogueStatus = {
  __typename?: 'CatalogueStatus';
  /** Products in the catalogue, configurable variants included. */
  productCount: Scalars['Int']['output'];
  /** The catalogue version: it changes with every catalogue change that retires cached pages. */
  version: Scalars['String']['output'];
};

/** A category of the catalogue, in the language of the request's store. */
export type Category = {
  __typename?: 'Category';
  /** The same category in each store (language switcher, hreflang). */
  alternates: Array<CmsAlternate>;
  /** Ancestors from the top category down, without this category. */
  breadcrumbs: Array<Category>;
  /** Active sub-categories in position order; `menuOnly` keeps those shown in the menu. */
  children: Array<Category>;
  description?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** The category's generated banner (SVG, 1200 × 600), in the store's language. */
  imageUrl: Scalars['String']['output'];
  includeInMenu: Scalars['Boolean']['output'];
  /** Depth in the tree: 2 for a top category, 3 for its sub-categories (root 0, default category 1). */
  level: Scalars['Int']['output'];
  /** The page description: the category's own, else its description. */
  metaDescription?: Maybe<Scalars['String']['output']>;
  /** The page title: the category's own, else its name. */
  metaTitle: Scalars['String']['output'];
  name: Scalars['String']['output'];
  /** The parent category; null for a top category. */
  parent?: Maybe<Category>;
  /** Materialised path of ids, e.g. `1/2/5/17`. */
  path: Scalars['String']['output'];
  /** Order among siblings (ascending). */
  position: Scalars['Int']['output'];
  /**
   * The category's products (docs/product-rules.md#listings): its own and its
   * sub-categories', filtered, faceted, sorted and paginated. Never an error: out-of-range numbers
   * are clamped, an unknown sort or filter name is ignored, a value no product of the listing has is
   * dropped (and a filter left without values ignored): `appliedFilters` says what was applied.
   */
  products: ProductListing;
  /** Store-relative URL with a leading slash (e.g. `/huiles-essentielles`); the storefront adds the store's base path. */
  url: Scalars['String']['output'];
  urlKey: Scalars['String']['output'];
  /** Url keys from the top category down, e.g. `huiles-essentielles/lavandes`. */
  urlPath: Scalars['String']['output'];
};


/** A category of the catalogue, in the language of the request's store. */
export type CategoryChildrenArgs = {
  menuOnly?: InputMaybe<Scalars['Boolean']['input']>;
};


/** A category of the catalogue, in the language of the request's store. */
export type CategoryProductsArgs = {
  input?: InputMaybe<ListingInput>;
};

/** A postal address of the checkout (shipping or billing). No title field (`useUserTitles` is false). */
export type CheckoutAddress = {
  __typename?: 'CheckoutAddress';
  city: Scalars['String']['output'];
  company?: Maybe<Scalars['String']['output']>;
  /** ISO 3166-1 alpha-2 (`FR`, `GB`, `BE`…). */
  countryCode: Scalars['String']['output'];
  /** The country's name in the store's language. */
  countryName: Scalars['String']['output'];
  firstname: Scalars['String']['output'];
  lastname: Scalars['String']['output'];
  postcode: Scalars['String']['output'];
  /** One to three lines. */
  street: Array<Scalars['String']['output']>;
  /** In international form (E.164, `+33612345678`). */
  telephone: Scalars['String']['output'];
};

export type CheckoutAddressInput = {
  city: Scalars['String']['input'];
  company?: InputMaybe<Scalars['String']['input']>;
  /** ISO 3166-1 alpha-2; `UK` is taken as `GB`. */
  countryCode: Scalars['String']['input'];
  firstname: Scalars['String']['input'];
  lastname: Scalars['String']['input'];
  postcode: Scalars['String']['input'];
  /** One to three lines (empty ones are dropped). */
  street: Array<Scalars['String']['input']>;
  /** As typed: national form for the address's country, or international. */
  telephone: Scalars['String']['input'];
};

/** Why a checkout mutation failed (messages in modules/checkout/errors.ts). */
export type CheckoutErrorCode =
  /** A field of the address is missing or invalid: `fieldErrors` says which. */
  | 'ADDRESS_INVALID'
  /** The cart is empty. */
  | 'CART_EMPTY'
  /** The shop does not deliver to this country. */
  | 'COUNTRY_NOT_SHIPPED'
  /** The e-mail address is not valid. */
  | 'EMAIL_INVALID'
  /** This method delivers to a pickup point: one must be chosen. */
  | 'PICKUP_POINT_REQUIRED'
  /** No pickup point has this id in the shipping address's country. */
  | 'PICKUP_POINT_UNKNOWN'
  /** A shipping address is needed first. */
  | 'SHIPPING_ADDRESS_REQUIRED'
  /** No delivery method has this code for the shipping address's country. */
  | 'SHIPPING_METHOD_UNKNOWN'
  /** Too many attempts from this address: the message says when to retry. */
  | 'TOO_MANY_ATTEMPTS';

/** A field of an input that was refused, and why. */
export type CheckoutFieldError = {
  __typename?: 'CheckoutFieldError';
  /** `REQUIRED`, `TOO_LONG`, `INVALID`. */
  code: Scalars['String']['output'];
  /** The input field: `firstname`, `street`, `postcode`, `telephone`… */
  field: Scalars['String']['output'];
  /** For the shopper, in the store's language. */
  message: Scalars['String']['output'];
};

export type CheckoutResult = MutationResult & {
  __typename?: 'CheckoutResult';
  /** The cart as it is now. */
  cart: Cart;
  errorCode?: Maybe<CheckoutErrorCode>;
  errorMessage?: Maybe<Scalars['String']['output']>;
  fieldErrors: Array<CheckoutFieldError>;
  success: Scalars['Boolean']['output'];
};

/** A way of delivering the cart to its shipping address's country (the store's country until one is given). */
export type CheckoutShippingMethod = {
  __typename?: 'CheckoutShippingMethod';
  carrier: Scalars['String']['output'];
  code: Scalars['String']['output'];
  /** In the store's language. */
  label: Scalars['String']['output'];
  maxDays: Scalars['Int']['output'];
  /** Working days to delivery. */
  minDays: Scalars['Int']['output'];
  /** Delivered to a pickup point the shopper chooses. */
  needsPickupPoint: Scalars['Boolean']['output'];
  /** For this cart (its weight, its amount, a free-delivery coupon): zero when free. */
  price: PriceInclExcl;
};

/** Where the same content lives in a store (used by CMS pages and categories). */
export type CmsAlternate = {
  __typename?: 'CmsAlternate';
  /** Absolute URL, store base path included (for hreflang and canonical links). */
  absoluteUrl: Scalars['String']['output'];
  /** Locale of the store: `fr-FR` or `en-GB`. */
  locale: Scalars['String']['output'];
  /** Store-relative URL in that store (e.g. `/about-us`); prefix it with that store's base path. */
  url: Scalars['String']['output'];
};

/** One block of page content; which fields are set depends on `type` (see `CmsPage.blocks`). */
export type CmsBlock = {
  __typename?: 'CmsBlock';
  alt?: Maybe<Scalars['String']['output']>;
  answer?: Maybe<Scalars['String']['output']>;
  href?: Maybe<Scalars['String']['output']>;
  items?: Maybe<Array<Scalars['String']['output']>>;
  level?: Maybe<Scalars['Int']['output']>;
  ordered?: Maybe<Scalars['Boolean']['output']>;
  question?: Maybe<Scalars['String']['output']>;
  src?: Maybe<Scalars['String']['output']>;
  text?: Maybe<Scalars['String']['output']>;
  type: Scalars['String']['output'];
};

/** One block of a draft: the fields of its `type` (see `CmsPage.blocks`). */
export type CmsBlockInput = {
  alt?: InputMaybe<Scalars['String']['input']>;
  answer?: InputMaybe<Scalars['String']['input']>;
  href?: InputMaybe<Scalars['String']['input']>;
  items?: InputMaybe<Array<Scalars['String']['input']>>;
  level?: InputMaybe<Scalars['Int']['input']>;
  ordered?: InputMaybe<Scalars['Boolean']['input']>;
  question?: InputMaybe<Scalars['String']['input']>;
  src?: InputMaybe<Scalars['String']['input']>;
  text?: InputMaybe<Scalars['String']['input']>;
  type: Scalars['String']['input'];
};

/** Why a content editing mutation failed (messages in modules/cms/errors.ts). */
export type CmsEditErrorCode =
  /** A field or block is invalid: the message names it (`field` in the result). */
  | 'INVALID_CONTENT'
  /** The publication date is not a valid date in the future. */
  | 'INVALID_PUBLICATION_DATE'
  /** The page is not translated into this language. */
  | 'LANGUAGE_NOT_FOUND'
  /** There is nothing to publish or discard. */
  | 'NOTHING_TO_CHANGE'
  /** No content page has this identifier. */
  | 'PAGE_NOT_FOUND'
  /** The page cannot be taken off the shop: the home page is always published. */
  | 'PAGE_REQUIRED';

/** A content page, in the language of the request's store. */
export type CmsPage = {
  __typename?: 'CmsPage';
  /** The same page in each store where it exists, current store included (language switcher, hreflang). */
  alternates: Array<CmsAlternate>;
  /**
   * The content as blocks, rendered in order with plain elements (never as HTML). Each block has a
   * `type` and the fields of that type; every text is plain text:
   * - `heading`: `level` (1-4), `text`
   * - `paragraph`: `text`
   * - `list`: `items`, `ordered`
   * - `image`: `src` (store-relative path or https URL), `alt`
   * - `faq`: `question`, `answer` (a question and its answer, e.g. a disclosure)
   * - `link`: `text`, `href` (a store-relative path, e.g. a call to action)
   * Renderers skip block types they do not know.
   */
  blocks: Array<CmsBlock>;
  /** Stable identifier, the same in every store (`about-us`). */
  identifier: Scalars['ID']['output'];
  /** `main` (rendered in the main layout) or `landing` (the landing layout, at `/landing/:slug`). */
  layout: Scalars['String']['output'];
  metaDescription?: Maybe<Scalars['String']['output']>;
  /** The page title for the browser tab: the page's own, else its title. */
  metaTitle: Scalars['String']['output'];
  title: Scalars['String']['output'];
  /** Last change of the page (ISO 8601). */
  updatedAt: Scalars['String']['output'];
  /**
   * Store-relative URL with a leading slash: `/` for the homepage, `/landing/<urlKey>` for landing
   * pages, `/<urlKey>` otherwise. The storefront adds the store's base path.
   */
  url: Scalars['String']['output'];
  /** Url key in this store (`a-propos`, `about-us`). */
  urlKey: Scalars['String']['output'];
};

/** One version of a content page in one language. */
export type CmsPageContent = {
  __typename?: 'CmsPageContent';
  blocks: Array<CmsBlock>;
  metaDescription?: Maybe<Scalars['String']['output']>;
  metaTitle?: Maybe<Scalars['String']['output']>;
  title: Scalars['String']['output'];
  /** When this version was last saved (ISO 8601). */
  updatedAt: Scalars['String']['output'];
  /** Who last saved it (a staff member's name), when known. */
  updatedBy?: Maybe<Scalars['String']['output']>;
};

export type CmsPageEditResult = MutationResult & {
  __typename?: 'CmsPageEditResult';
  errorCode?: Maybe<CmsEditErrorCode>;
  errorMessage?: Maybe<Scalars['String']['output']>;
  /** With INVALID_CONTENT: the input field at fault (`title`, `blocks.3.text`…). */
  field?: Maybe<Scalars['String']['output']>;
  page?: Maybe<CmsPageForEditing>;
  success: Scalars['Boolean']['output'];
};

/** A content page with its versions and publication state, for editors. */
export type CmsPageForEditing = {
  __typename?: 'CmsPageForEditing';
  /** True when a language has a pending draft. */
  hasDraft: Scalars['Boolean']['output'];
  identifier: Scalars['ID']['output'];
  /** Its languages with their versions, read with the page (an index of pages asks no blocks: they are what costs). */
  languages: Array<CmsPageLanguageVersions>;
  /** `main` or `landing`. */
  layout: Scalars['String']['output'];
  /** The planned publication (ISO 8601) when `status` is SCHEDULED. */
  publishAt?: Maybe<Scalars['String']['output']>;
  status: CmsPageStatus;
  /** Last change of any version (ISO 8601). */
  updatedAt: Scalars['String']['output'];
};

/** A content page in one language, as editors see it: the version visitors get and the pending draft. */
export type CmsPageLanguageVersions = {
  __typename?: 'CmsPageLanguageVersions';
  /** The version visitors get once the page is published. */
  current: CmsPageContent;
  /** Pending changes, not shown to visitors; null when there are none. */
  draft?: Maybe<CmsPageContent>;
  /** `fr-FR` or `en-GB`. */
  locale: Scalars['String']['output'];
  /** Store-relative URL in that store (prefix it with the store's base path). */
  url: Scalars['String']['output'];
  urlKey: Scalars['String']['output'];
};

/** Where a content page stands for visitors. */
export type CmsPageStatus =
  /** Visitors see the published version (a pending draft shows in preview mode only). */
  | 'PUBLISHED'
  /**
   * Publication planned at `publishAt`: the pending version (the draft, or the unpublished page)
   * goes live then; until then visitors see what they saw before, editors see it in preview mode.
   */
  | 'SCHEDULED'
  /** Never published, or unpublished: visitors get a 404; editors see it in preview mode. */
  | 'UNPUBLISHED';

/** A configurable option: the attribute the variants differ by. */
export type ConfigurableOption = {
  __typename?: 'ConfigurableOption';
  attribute: ProductAttribute;
  /** The attribute id (the `option_id` of a selected option). */
  id: Scalars['ID']['output'];
  label: Scalars['String']['output'];
  values: Array<ConfigurableOptionValue>;
};

export type ConfigurableOptionValue = {
  __typename?: 'ConfigurableOptionValue';
  /** Whether a variant with this value is in stock. */
  isInStock: Scalars['Boolean']['output'];
  /** E.g. `10 ml`, `Ambre`. */
  label: Scalars['String']['output'];
  swatch: Swatch;
  /** Stable value code, e.g. `10ml`, `amber` (the `option_value` of a selected option). */
  value: Scalars['String']['output'];
};

/** Why sending a contact message failed (messages in modules/contact/errors.ts). */
export type ContactErrorCode =
  /** The form's token is missing, not the shop's, or more than a day old: the page is to be loaded again (what was typed is kept). */
  | 'FORM_EXPIRED'
  /** A field is missing, too long, too short or invalid: `fieldErrors` says which. */
  | 'INVALID_FIELDS'
  /** Too many messages from this client address or with this e-mail address: the message says when to retry. */
  | 'TOO_MANY_ATTEMPTS';

export type ContactMessageInput = {
  /** Where the shop will answer (the shop's message's Reply-To); never written to by the form. */
  email: Scalars['String']['input'];
  /** The token the page was rendered with (`contactFormToken`), as the form carries it. */
  formToken: Scalars['String']['input'];
  /** 10 to 5,000 characters; its lines are kept. */
  message: Scalars['String']['input'];
  /** Who writes (at most 100 characters). */
  name: Scalars['String']['input'];
  /** The order the message is about, when there is one (at most 40 characters). */
  orderNumber?: InputMaybe<Scalars['String']['input']>;
  subject: ContactSubject;
  /**
   * A trap for robots: the form's field that people are told to leave empty (hidden from them).
   * When it holds anything the answer is a success, and nothing is kept or sent.
   */
  website?: InputMaybe<Scalars['String']['input']>;
};

export type ContactMessageResult = MutationResult & {
  __typename?: 'ContactMessageResult';
  errorCode?: Maybe<ContactErrorCode>;
  errorMessage?: Maybe<Scalars['String']['output']>;
  /** Each field refused, with its message in the store's language (`field`: name, email, subject, orderNumber, message). */
  fieldErrors: Array<CheckoutFieldError>;
  success: Scalars['Boolean']['output'];
};

/**
 * The contact form (ADR 082): a shopper's message to the shop, delivered to the shop's own address
 * (the configured contact e-mail) with Reply-To the shopper's, and kept for the operator
 * (`npm run admin -- contact …`). Nothing is ever sent to the address typed, so the form cannot make
 * the shop write to anyone else. Without any CAPTCHA: a limit per client address and per e-mail, a
 * trap field people leave empty, and a signed token that says when the form was rendered.
 */
export type ContactSubject =
  /** A question about an order (its number may be given). */
  | 'ORDER_QUESTION'
  | 'OTHER'
  /** Advice on a product or its use. */
  | 'PRODUCT_ADVICE'
  /** A professional's enquiry (trade prices, quantities, partnerships). */
  | 'PROFESSIONAL_ENQUIRY';

/** Why switching an editor mode failed (messages in modules/contribution/errors.ts). */
export type ContributionErrorCode =
  /** The shop's configuration does not turn contribution mode on. */
  | 'CONTRIBUTION_MODE_DISABLED'
  /** Modes belong to a staff session: sign in on the staff page (an API token has no modes). */
  | 'NO_STAFF_SESSION';

export type ContributionModeResult = MutationResult & {
  __typename?: 'ContributionModeResult';
  errorCode?: Maybe<ContributionErrorCode>;
  errorMessage?: Maybe<Scalars['String']['output']>;
  /** The session's modes after the change. */
  modes?: Maybe<ContributionModes>;
  success: Scalars['Boolean']['output'];
};

/**
 * The editor modes of a staff session (contribution mode). They exist only when the shop's
 * configuration turns contribution mode on (`CONTRIBUTION_MODE`, off by default), and belong to
 * one staff session: an API token has none.
 */
export type ContributionModes = {
  __typename?: 'ContributionModes';
  /** `isContributionModeEnabled`: the shop's configuration turns the editor tools on. */
  isContributionModeEnabled: Scalars['Boolean']['output'];
  /** Pages show each content page's latest version: drafts, unpublished and scheduled pages. */
  previewMode: Scalars['Boolean']['output'];
  /** Pages outline every piece of content they show with its type, id and a link to edit it. */
  xRayMode: Scalars['Boolean']['output'];
};

export type Coordinates = {
  __typename?: 'Coordinates';
  latitude: Scalars['Float']['output'];
  longitude: Scalars['Float']['output'];
};

export type Country = {
  __typename?: 'Country';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

export type CouponType =
  | 'FIXED_AMOUNT'
  | 'FREE_SHIPPING'
  | 'PERCENTAGE';

export type CreateProductReviewInput = {
  /**
   * The comment: HTML from the storefront's editor, or plain text (blank lines make paragraphs).
   * Kept: paragraphs, line breaks, bold, italic, lists; everything else is removed. 1 to 5,000
   * characters of text.
   */
  comment: Scalars['String']['input'];
  /** 0 to 5. */
  rating: Scalars['Int']['input'];
  /** The product page's product (a variant's sku reviews its parent). */
  sku: Scalars['String']['input'];
  /** 1 to 120 characters. */
  title: Scalars['String']['input'];
};

export type CreateReturnAuthorizationInput = {
  /** One entry per order line returned (1 to 100). */
  items: Array<ReturnItemInput>;
  orderId: Scalars['ID']['input'];
};

export type CreateReturnAuthorizationResult = MutationResult & {
  __typename?: 'CreateReturnAuthorizationResult';
  errorAttribute?: Maybe<Scalars['String']['output']>;
  errorCode?: Maybe<ReturnErrorCode>;
  /** The item (`orderItemId`) and attribute (`code`) the error is about, when it is about one. */
  errorItemId?: Maybe<Scalars['ID']['output']>;
  errorMessage?: Maybe<Scalars['String']['output']>;
  /** The return requested. */
  returnAuthorization?: Maybe<ReturnAuthorization>;
  success: Scalars['Boolean']['output'];
};

/**
 * A credit note (facture d'avoir): takes all or part of an invoice back when the sale is undone (an
 * order cancelled after it was paid), numbered in its own unbroken sequence per year
 * (`AV-2026-000007`). Its amounts are positive: what it credits (takes off the invoice's). What it
 * says never changes.
 */
export type CreditNote = {
  __typename?: 'CreditNote';
  /** When it was issued (ISO 8601). */
  creationDate: Scalars['String']['output'];
  /** Where its PDF is downloaded (store-relative path, for the order's owner only); null when no PDF is offered. */
  downloadUrl?: Maybe<Scalars['String']['output']>;
  /** Its number (`AV-2026-000007`). */
  id: Scalars['ID']['output'];
  /** The number of the invoice it credits. */
  invoiceNumber: Scalars['String']['output'];
  /** The lines credited, with the quantities and amounts credited. */
  items: Array<CreditNoteItem>;
  reason: CreditNoteReason;
  /** What it credits in all (positive amounts, taken off the invoice's). */
  totals: CreditNoteTotals;
};

export type CreditNoteItem = {
  __typename?: 'CreditNoteItem';
  bundleOptions: Array<OrderItemOption>;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  options: Array<OrderItemOption>;
  /** Unit price, as invoiced. */
  price: PriceInclExcl;
  /** Units credited. */
  quantity: Scalars['Int']['output'];
  sku: Scalars['String']['output'];
  /** Row credited (after its share of the discount). */
  subtotal: PriceInclExcl;
  taxAmount: Money;
};

export type CreditNoteReason =
  /** The order was cancelled after it was paid: everything it invoiced is credited. */
  | 'ORDER_CANCELLED'
  /** Part or all of the order was refunded (see `Order.refunds`). */
  | 'REFUND';

export type CreditNoteTotals = {
  __typename?: 'CreditNoteTotals';
  discount: PriceInclExcl;
  grandTotal: PriceInclExcl;
  shippingAmount: PriceInclExcl;
  subtotal: PriceInclExcl;
  taxAmount: Money;
};

/** Why a currency mutation failed (messages in modules/currency/errors.ts). */
export type CurrencyErrorCode =
  /** The store does not offer this display currency. */
  | 'CURRENCY_UNSUPPORTED';

export type CurrencyRate = {
  __typename?: 'CurrencyRate';
  /** ISO 4217 code: `EUR`, `GBP`. */
  code: Scalars['String']['output'];
  /** Units of this currency one euro is worth (EUR: 1). */
  rate: Scalars['Float']['output'];
};

/** A custom option (an engraving, a choice) that adds to the unit price. */
export type CustomOption = {
  __typename?: 'CustomOption';
  /** What choosing (or filling in) the option adds to one unit; null when free. */
  extraCost?: Maybe<CustomOptionExtraCost>;
  is_required: Scalars['Boolean']['output'];
  /** Text options: the longest text accepted; null when unlimited or not a text option. */
  max_characters?: Maybe<Scalars['Int']['output']>;
  option_id: Scalars['ID']['output'];
  title: Scalars['String']['output'];
  /** `field`, `area`, `drop_down`, `radio` or `checkbox`. */
  type: Scalars['String']['output'];
  /** Choices of `drop_down`, `radio` and `checkbox` options, by sort order. */
  values: Array<CustomOptionValue>;
};

/**
 * A custom option's extra cost: `type` `fixed` (an amount per unit: `priceInclTax`, `priceExclTax`) or
 * `percentage` (`rate` percent of the product's unit price, e.g. 10 for 10 %).
 */
export type CustomOptionExtraCost = {
  __typename?: 'CustomOptionExtraCost';
  priceExclTax?: Maybe<Money>;
  priceInclTax?: Maybe<Money>;
  rate?: Maybe<Scalars['Float']['output']>;
  type: Scalars['String']['output'];
};

export type CustomOptionValue = {
  __typename?: 'CustomOptionValue';
  extraCost?: Maybe<CustomOptionExtraCost>;
  option_value_id: Scalars['ID']['output'];
  sort_order: Scalars['Int']['output'];
  title: Scalars['String']['output'];
};

/**
 * An address of the signed-in customer's address book, offered at checkout. Validated per country as
 * the checkout's addresses are. No title field (`useUserTitles` is false).
 */
export type CustomerAddress = {
  __typename?: 'CustomerAddress';
  city: Scalars['String']['output'];
  company?: Maybe<Scalars['String']['output']>;
  /** ISO 3166-1 alpha-2. */
  countryCode: Scalars['String']['output'];
  /** The country's name in the store's language. */
  countryName: Scalars['String']['output'];
  /** The address invoices are made out to unless another is chosen (one at most). */
  defaultBilling: Scalars['Boolean']['output'];
  /** The address deliveries go to unless another is chosen (one at most). */
  defaultShipping: Scalars['Boolean']['output'];
  firstname: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  lastname: Scalars['String']['output'];
  postcode: Scalars['String']['output'];
  /** One to three lines. */
  street: Array<Scalars['String']['output']>;
  /** In international form (E.164). */
  telephone: Scalars['String']['output'];
};

export type CustomerAddressInput = {
  address: CheckoutAddressInput;
  /** Makes it the default billing address. */
  defaultBilling?: InputMaybe<Scalars['Boolean']['input']>;
  /** Makes it the default shipping address (the previous default stops being it). */
  defaultShipping?: InputMaybe<Scalars['Boolean']['input']>;
};

/** Why a customer mutation failed (messages in modules/customer/errors.ts). */
export type CustomerErrorCode =
  /** The current password given to change the e-mail or the password is wrong. */
  | 'CURRENT_PASSWORD_WRONG'
  /** The e-mail address is not valid. */
  | 'EMAIL_INVALID'
  /** The account's e-mail address is not confirmed yet: a new confirmation link was sent to it. */
  | 'EMAIL_NOT_CONFIRMED'
  /** Another account has this e-mail address (only when the link of a change of address is used: neither registration nor the change's request says it). */
  | 'EMAIL_TAKEN'
  /** The e-mail address or the password is incorrect (never which one). */
  | 'INVALID_CREDENTIALS'
  /** The first or the last name is missing. */
  | 'NAME_REQUIRED'
  /** The operation needs a signed-in customer. */
  | 'NOT_SIGNED_IN'
  /** The password is shorter than 8 characters. */
  | 'PASSWORD_TOO_SHORT'
  /** The password is too easy to guess (common, or made of the shopper's own name or e-mail): `passwordStrength` tells how strong one is. */
  | 'PASSWORD_TOO_WEAK'
  /** The confirmation, password reset or change of address link is unknown, used already or expired. */
  | 'TOKEN_INVALID'
  /** Too many attempts from this address (or for this account from it): the message says when to retry; the password was not checked. */
  | 'TOO_MANY_ATTEMPTS';

export type CustomerInformationInput = {
  firstname: Scalars['String']['input'];
  lastname: Scalars['String']['input'];
};

/** A page of the signed-in customer's orders. */
export type CustomerOrders = {
  __typename?: 'CustomerOrders';
  items: Array<Order>;
  /** 1-based. */
  page: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  totalCount: Scalars['Int']['output'];
  totalPages: Scalars['Int']['output'];
};

/** A review as its author sees it in their account. */
export type CustomerProductReview = {
  __typename?: 'CustomerProductReview';
  /** Sanitised HTML, as on the product page. */
  comment?: Maybe<Scalars['String']['output']>;
  creationDate: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** The product reviewed as the catalogue has it now; null when it is no longer sold. */
  product?: Maybe<Product>;
  /** The product's name when the review was written (shown when it is no longer sold). */
  productName: Scalars['String']['output'];
  rating: Scalars['Int']['output'];
  status: ProductReviewStatus;
  title?: Maybe<Scalars['String']['output']>;
  verifiedPurchase: Scalars['Boolean']['output'];
};

export type CustomerResult = MutationResult & {
  __typename?: 'CustomerResult';
  errorCode?: Maybe<CustomerErrorCode>;
  errorMessage?: Maybe<Scalars['String']['output']>;
  me?: Maybe<Me>;
  success: Scalars['Boolean']['output'];
};

/** A page of the signed-in customer's return requests. */
export type CustomerReturns = {
  __typename?: 'CustomerReturns';
  items: Array<ReturnAuthorization>;
  /** 1-based. */
  page: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  totalCount: Scalars['Int']['output'];
  totalPages: Scalars['Int']['output'];
};

/** A download right: a file of a downloadable product the signed-in customer bought (one per order line and file). */
export type DownloadableProduct = {
  __typename?: 'DownloadableProduct';
  downloadsAllowed: Scalars['Int']['output'];
  downloadsRemaining: Scalars['Int']['output'];
  /** ISO 8601. */
  expiresAt: Scalars['String']['output'];
  /** When the right was granted (the order paid), ISO 8601. */
  grantedAt: Scalars['String']['output'];
  /** The download right's id (random, unguessable). */
  id: Scalars['ID']['output'];
  orderNumber: Scalars['String']['output'];
  /** The order it was bought with. */
  order_id: Scalars['ID']['output'];
  productName: Scalars['String']['output'];
  sku: Scalars['String']['output'];
  status: DownloadableProductStatus;
  /** The file's title in the store's language. */
  title: Scalars['String']['output'];
  /** Store-relative path of the file while AVAILABLE (`/user/downloadable-products/<id>/file`); null otherwise. */
  url?: Maybe<Scalars['String']['output']>;
};

export type DownloadableProductStatus =
  /** Downloads remain and the link has not expired. */
  | 'AVAILABLE'
  /** Every download it allowed was used. */
  | 'EXHAUSTED'
  /** Its link expired (`expiresAt` passed). */
  | 'EXPIRED';

/** A line of the cancelled order that could not come back to the basket (no longer sold, nothing in stock). */
export type DroppedOrderLine = {
  __typename?: 'DroppedOrderLine';
  name: Scalars['String']['output'];
  sku: Scalars['String']['output'];
};

/**
 * What a URL shows. `type` is `not-found`, `redirect`, `category`, `product`, `cms-page`, or a type an
 * integrator registered. The storefront caches entities by `identifier`.
 */
export type Entity = {
  __typename?: 'Entity';
  /** Category entities. */
  category?: Maybe<Category>;
  /** CMS page entities. */
  cmsPage?: Maybe<CmsPage>;
  /**
   * Unique across types: `category:5`, `product:<sku>`, `cms-page:about-us`, `redirect:<path>`,
   * `not-found:<path>`. For a product the sku is what follows `product:`.
   */
  identifier: Scalars['ID']['output'];
  /** Product entities (`product:<sku>`): the product, in the request's store. */
  product?: Maybe<Product>;
  /**
   * Redirects only: a store-relative path, or an absolute http(s) URL. The storefront navigates fully
   * only to allow-listed hosts; anything else (including `//host`) stays an on-site path.
   */
  redirectTo?: Maybe<Scalars['String']['output']>;
  /** Redirects only: the HTTP status to pass on (301 or 302). */
  redirectType?: Maybe<Scalars['Int']['output']>;
  /** Product entities: the product's sku. */
  sku?: Maybe<Scalars['String']['output']>;
  type: Scalars['String']['output'];
};

/** A facet: a filter's values, each with its product count. */
export type Facet = {
  __typename?: 'Facet';
  buckets: Array<FacetBucket>;
  /** The filter name to send back (`family`, `volume`…). */
  code: Scalars['String']['output'];
  label: Scalars['String']['output'];
};

export type FacetBucket = {
  __typename?: 'FacetBucket';
  docCount: Scalars['Int']['output'];
  label: Scalars['String']['output'];
  /** Whether this value is among the filters applied. */
  selected: Scalars['Boolean']['output'];
  value: Scalars['String']['output'];
};

/** Why lookupGuestOrder failed (messages in modules/order/errors.ts). */
export type GuestOrderLookupErrorCode =
  /** No order matches all three (the same answer whichever is wrong). */
  | 'ORDER_NOT_FOUND'
  /** Too many attempts from this address: the message says when to retry. */
  | 'TOO_MANY_ATTEMPTS';

export type GuestOrderLookupInput = {
  /** The e-mail the order was placed with. */
  email: Scalars['String']['input'];
  /** As printed on the confirmation (`2026-000042`). */
  number: Scalars['String']['input'];
  /** The postcode of its billing or its shipping address. */
  postcode: Scalars['String']['input'];
};

export type GuestOrderLookupResult = MutationResult & {
  __typename?: 'GuestOrderLookupResult';
  errorCode?: Maybe<GuestOrderLookupErrorCode>;
  errorMessage?: Maybe<Scalars['String']['output']>;
  /** The order found (its status, lines, shipments and tracking). */
  order?: Maybe<Order>;
  success: Scalars['Boolean']['output'];
};

/**
 * An invoice of an order, made when the order is paid (in euros, numbered in one unbroken
 * sequence per year: `FA-2026-000042`). What it says never changes.
 */
export type Invoice = {
  __typename?: 'Invoice';
  /** When it was issued (ISO 8601). */
  creationDate: Scalars['String']['output'];
  /** Where its PDF is downloaded (store-relative path, for the order's owner only); null when no PDF is offered. */
  downloadUrl?: Maybe<Scalars['String']['output']>;
  /** Its number (`FA-2026-000042`). */
  id: Scalars['ID']['output'];
  items: Array<InvoiceItem>;
  totals: InvoiceTotals;
};

export type InvoiceItem = {
  __typename?: 'InvoiceItem';
  /** A bundle's chosen items. */
  bundleOptions: Array<OrderItemOption>;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** The options chosen (configurable and custom options). */
  options: Array<OrderItemOption>;
  /** Unit price. */
  price: PriceInclExcl;
  quantity: Scalars['Int']['output'];
  sku: Scalars['String']['output'];
  /** Row total (after its share of the discount). */
  subtotal: PriceInclExcl;
  taxAmount: Money;
};

export type InvoiceTotals = {
  __typename?: 'InvoiceTotals';
  discount: PriceInclExcl;
  grandTotal: PriceInclExcl;
  shippingAmount: PriceInclExcl;
  subtotal: PriceInclExcl;
  taxAmount: Money;
};

/** One applied attribute filter: its facet code and the values chosen (alternatives). */
export type ListingFilter = {
  __typename?: 'ListingFilter';
  name: Scalars['String']['output'];
  values: Array<Scalars['String']['output']>;
};

export type ListingFilterInput = {
  name: Scalars['String']['input'];
  values: Array<Scalars['String']['input']>;
};

/** The listing state kept in the URL, as the storefront parsed it. */
export type ListingInput = {
  /**
   * Attribute filters: values of one filter are alternatives (OR), filters combine (AND). Names
   * are the facet codes: `category`, `family`, `is_organic`, `labels`, `origin`, `volume`, `size`,
   * `color`, `in_stock`; other names are ignored, and so are the search-ignored attributes
   * (url_key, description, image, status, tax_class_id, short_description). At most 20 filters and
   * 50 values per filter are read; the rest are ignored.
   */
  filters?: InputMaybe<Array<ListingFilterInput>>;
  /** Highest final price incl. VAT in the display currency, inclusive (same bounds as `minPrice`). */
  maxPrice?: InputMaybe<Scalars['Float']['input']>;
  /**
   * Lowest final price incl. VAT in the display currency (the storefront divided what was typed by
   * the tax divisor), inclusive. Negative or non-finite: ignored; above 1,000,000: read as 1,000,000.
   */
  minPrice?: InputMaybe<Scalars['Float']['input']>;
  /** 1-based; clamped to 1 … the last page (default 1). */
  page?: InputMaybe<Scalars['Int']['input']>;
  /** Products per page, clamped to 1 … 100 (default 18; the storefront offers 18 and 36). */
  pageLength?: InputMaybe<Scalars['Int']['input']>;
  /** Default (and when invalid): position, ascending. */
  sort?: InputMaybe<ListingSortInput>;
};

export type ListingSort = {
  __typename?: 'ListingSort';
  direction: Scalars['String']['output'];
  field: Scalars['String']['output'];
};

export type ListingSortInput = {
  /** `asc` or `desc`; for `newest`, `desc` is the most recent first. */
  direction: Scalars['String']['input'];
  /**
   * `position` (the category's order, then the name), `price` (final price; a configurable's
   * cheapest variant), `name` (alphabetical in the store's language), `newest` (date added).
   */
  field: Scalars['String']['input'];
};

export type Me = {
  __typename?: 'Me';
  /** The address book: the default shipping address first, then the default billing one, then the newest. */
  addresses: Array<CustomerAddress>;
  /** When the account was created (ISO 8601). */
  createdAt: Scalars['String']['output'];
  /** The files bought, newest purchase first. */
  downloadableProducts: Array<DownloadableProduct>;
  email: Scalars['String']['output'];
  firstname: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  lastname: Scalars['String']['output'];
  /** The subscription of the account's e-mail address. */
  newsletter: NewsletterSubscription;
  /** The customer's orders, newest first (`pageSize` 1 to 50). */
  orders: CustomerOrders;
  /**
   * The address a change asked with `changeCustomerEmail` is waiting to move the account to, until
   * the link sent there is used (24 hours); null when no change is waiting.
   */
  pendingEmail?: Maybe<Scalars['String']['output']>;
  /**
   * The customer's reviews, newest first, whatever their status (every store's). With `sku`: only
   * the review of that product (its page's product; empty when none).
   */
  productReviews: Array<CustomerProductReview>;
  /** The customer's return requests, newest first (`pageSize` 1 to 50). */
  returns: CustomerReturns;
  /** The customer's alerts waiting for a product, then those sent in the last 90 days, newest first. */
  stockAlerts: Array<StockAlert>;
  /** The customer's store credit (a zero balance and no history when they never had any). */
  storeCredit: StoreCredit;
  /** The customer's wishlist (empty until they keep something); null when the feature is off. */
  wishlist?: Maybe<Wishlist>;
};


export type MeOrdersArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};


export type MeProductReviewsArgs = {
  sku?: InputMaybe<Scalars['String']['input']>;
};


export type MeReturnsArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};

/**
 * An amount in the display currency: EUR by default, or the currency the shopper
 * chose (`setCurrency`), converted from EUR at the configured rate and rounded to the cent.
 */
export type Money = {
  __typename?: 'Money';
  /** In major units (euros, pounds), two decimals. */
  amount: Scalars['Float']['output'];
  /** ISO 4217 code: `EUR`, `GBP`. */
  currency: Scalars['String']['output'];
};

export type Mutation = {
  __typename?: 'Mutation';
  _noop?: Maybe<Scalars['Boolean']['output']>;
  /**
   * Adds a shared list's items (or the one `itemId`) to the caller's own basket, one unit each with
   * the choices kept, and says what was added and what was skipped. Never changes the shared list.
   * An `itemId` from another list answers UNKNOWN_ITEM. Counted like `sharedWishlist` and like
   * basket writes.
   */
  addSharedWishlistToCart: SharedWishlistCartResult;
  /**
   * Adds lines (at most 100 a request). A line with the same unit and the same choices as one in the
   * cart adds to it. Each line is checked on its own: those that fail are in `lineErrors`, the
   * others are added. A grouped product is added as its items, one line per item sku (the grouped
   * product's own sku answers OPTIONS_REQUIRED).
   */
  addToCart: CartResult;
  /**
   * Keeps a product with its choices. Choices given must be ones the product offers; choices still
   * to make are allowed (the item then says OPTIONS_REQUIRED). Keeping the same product with the
   * same choices again changes nothing (success, kept once), also when two requests race. A
   * visitor's item is kept with the session (SIGN_IN_REQUIRED, `keptUntilSignIn`) and lands in
   * the customer's list when this browser signs in.
   */
  addToWishlist: WishlistResult;
  /** Applies a coupon (replacing any other). Throttled per client address. */
  applyCoupon: CartResult;
  /** Drops the change of address waiting: its link stops working. */
  cancelEmailChange: CustomerResult;
  /**
   * Cancels an order waiting for its online payment, at once (stock and the coupon use released,
   * the cancellation e-mail sent), and puts its lines back in the shopper's basket, checked against
   * stock, once per order. A paid order is never cancelled here (ORDER_PAID). An order already
   * cancelled (its payment delay ran out) answers cancelled and still gives its basket back if no
   * request has; repeated, it answers the cancelled order and adds nothing.
   */
  cancelPendingOrder: CancelPendingOrderResult;
  /**
   * Asks to move the signed-in customer's account to a new e-mail address (needs the current
   * password). Nothing changes yet: the new address gets a link (single use, 24 hours) that
   * `confirmEmailChange` uses, the current address is told, and `me.pendingEmail` shows the change
   * waiting; a newer request replaces it. The answer is the same whether or not another account has
   * the address (that account's owner gets a note instead of a link). The account's own address
   * drops the change waiting.
   */
  changeCustomerEmail: CustomerResult;
  /** A new password for the signed-in customer: needs the current one; ends their other sessions; the address is told. */
  changeCustomerPassword: CustomerResult;
  /** Confirms an account's e-mail with the token of its link and signs it in. */
  confirmEmail: CustomerResult;
  /**
   * Moves an account to the address of a change link (`EMAIL_TAKEN` if another account has it by
   * now), ends its sessions but this request's when it is the account's, revokes its other links and
   * tells the address it had. `me`: the account when this request is signed in to it (it stays so);
   * null otherwise (the shopper signs in with the new address).
   */
  confirmEmailChange: CustomerResult;
  /** Confirms a sign-up with the token of the link sent to the address (outcome SUBSCRIBED). */
  confirmNewsletterSubscription: NewsletterResult;
  /** Confirms a visitor's alert with the token of the link sent to the address (outcome ACTIVE). */
  confirmStockAlert: StockAlertResult;
  /** Adds an address to the signed-in customer's book. The first address becomes both defaults. */
  createCustomerAddress: AddressBookResult;
  /**
   * Writes the signed-in customer's review of a product: it waits for moderation (PENDING).
   * Throttled per customer and per client address.
   */
  createProductReview: ProductReviewResult;
  /**
   * Asks for the return of items of one of the signed-in customer's orders: shipped, within the
   * return window, never more units than shipped minus those already requested (also when several
   * requests arrive at once). The shopper is e-mailed the instructions and the printable slip.
   */
  createReturnAuthorization: CreateReturnAuthorizationResult;
  /** Deletes an address of the book; orders keep their own copy. */
  deleteCustomerAddress: AddressBookResult;
  /** Drops the pending changes of one language (`locale`) or of every language (no `locale`). */
  discardCmsPageDraft?: Maybe<CmsPageEditResult>;
  /** Signs in. The answer never tells whether the e-mail has an account. */
  login: CustomerResult;
  logout: SimpleResult;
  /** A shopper without an account (or signed out) finds an order by its number, e-mail and postcode. Throttled. */
  lookupGuestOrder: GuestOrderLookupResult;
  /**
   * Places the order of the session's cart, atomically: priced again, stock taken, the coupon
   * counted, the cart closed, the confirmation e-mail queued. Idempotent by `idempotencyKey`.
   */
  placeOrder: PlaceOrderResult;
  /**
   * Publishes the page with its pending drafts: now, or at `publishAt` (ISO 8601, in the future),
   * which schedules it. Publishing retires every stored page that showed the old version.
   */
  publishCmsPage?: Maybe<CmsPageEditResult>;
  /**
   * Starts an account: it must be confirmed through the link e-mailed to the address (single use,
   * expiring) before it can sign in. The answer is the same whether or not the address has an
   * account already: its owner is e-mailed instead (links to sign in or reset the password; a new
   * confirmation link when the account was never confirmed).
   */
  register: SimpleResult;
  removeCartItem: CartResult;
  removeCoupon: CartResult;
  /** Removes items (e.g. every item of a product, for its heart). Ids not in this list: UNKNOWN_ITEM, nothing removed. */
  removeFromWishlist: WishlistResult;
  /** Removes one of the signed-in customer's alerts. */
  removeStockAlert: StockAlertResult;
  /** Adds the lines of one of the signed-in customer's orders to their basket, with the same choices (UNKNOWN_ORDER for any other order). */
  reorder: ReorderResult;
  /**
   * E-mails a password reset link (single use, valid one hour) when the address has an account. The
   * answer is the same for any address.
   */
  requestPasswordReset: SimpleResult;
  /** Sends a new confirmation link to an unconfirmed account (the same answer for any address). */
  resendConfirmation: SimpleResult;
  /** Sends the change of address waiting a new link (the earlier one stops working); `me.pendingEmail` null: none was waiting. */
  resendEmailChange: CustomerResult;
  /** Sets a new password with the token of a reset link, ends every session of the account and signs it in here. */
  resetPassword: CustomerResult;
  /**
   * A new attempt to pay an order waiting for its online payment (declined, cancelled or left on
   * the provider's page), with the same or another online method (`Cart.paymentMethods` codes that
   * are not deferred): the previous attempt is cancelled and the payment delay starts again.
   * Only for the browser session that placed the order or the customer it belongs to.
   */
  retryOrderPayment: RetryOrderPaymentResult;
  /** Saves pending changes of one language of a page; visitors keep the published version. */
  saveCmsPageDraft?: Maybe<CmsPageEditResult>;
  /**
   * Sends a message to the shop. Throttled per client address and per e-mail address. A robot's
   * (the trap field filled, or sent too fast after the page) gets the same success and is dropped.
   */
  sendContactMessage: ContactMessageResult;
  /**
   * Sends the share link to 1 to 5 e-mail addresses, in the store's language, naming the sender by
   * their first name only (no message of theirs: the shop's mail is nobody's relay). Makes the list
   * shareable first when it is private. Throttled per customer and per client address.
   */
  sendWishlist: WishlistResult;
  /** Another billing address, or `sameAsShipping: true` to bill the shipping address. */
  setBillingAddress: CheckoutResult;
  /** The e-mail of a guest checkout (a signed-in customer's own is used when none is set). */
  setCheckoutEmail: CheckoutResult;
  /**
   * Chooses the display currency, remembered in the `currency` cookie for a
   * year. Fails with `CURRENCY_UNSUPPORTED` for a currency the store does not offer.
   */
  setCurrency: SetCurrencyResult;
  /**
   * Preview mode for the request's staff session: the pages it is given show drafts and scheduled
   * content. Pages rendered for it are never stored by the page cache nor any HTTP cache.
   */
  setPreviewMode?: Maybe<ContributionModeResult>;
  /** Validated per country (postcode, phone); a chosen delivery method that no longer applies to the new country is dropped. */
  setShippingAddress: CheckoutResult;
  /** Chooses a delivery method of the shipping address's country; a pickup point is required by the methods that need one. */
  setShippingMethod: CheckoutResult;
  /** X-ray mode for the request's staff session: content on its pages is outlined with its type, id and edit link. */
  setXRayMode?: Maybe<ContributionModeResult>;
  /** Makes the list shareable: draws a share code, or keeps the live one. */
  shareWishlist: WishlistResult;
  /**
   * Signs a staff member in: a staff session in its own cookie (12 hours), separate from any
   * customer session. The answer never tells whether the e-mail has a staff account.
   */
  staffLogin: StaffLoginResult;
  /** Ends the request's staff session (an API token is not a session: nothing to end). */
  staffLogout: StaffLogoutResult;
  /**
   * Signs an address up from a form: a confirmation link goes there (CONFIRMATION_SENT, the same
   * answer whatever the address's state); a signed-in customer's own account address is subscribed
   * at once (SUBSCRIBED). Throttled per client address and per address written to (three messages a day).
   */
  subscribeToNewsletter: NewsletterResult;
  /**
   * Asks to be told when a product out of stock is back. Asking again for the same product and
   * address changes nothing (one alert, one message). Throttled per client address, per address
   * written to and per customer.
   */
  subscribeToStockAlert: StockAlertResult;
  /** Takes the page off the shop (visitors get a 404) and cancels a scheduled publication; drafts are kept. */
  unpublishCmsPage?: Maybe<CmsPageEditResult>;
  /** Makes the list private: the share code is revoked for good. */
  unshareWishlist: WishlistResult;
  /** Unsubscribes the address of a newsletter message's unsubscribe link (outcome UNSUBSCRIBED, also when it was already). */
  unsubscribeFromNewsletter: NewsletterResult;
  /**
   * Stops alerts with the token of a link the shop sent (confirmation or back-in-stock message):
   * every alert of that address still waiting is removed (outcome UNSUBSCRIBED).
   */
  unsubscribeFromStockAlerts: StockAlertResult;
  /** Sets a line's quantity (1 to 999, within stock). */
  updateCartItem: CartResult;
  /** Replaces an address of the book (its defaults only change when given). */
  updateCustomerAddress: AddressBookResult;
  /** The signed-in customer's names. */
  updateCustomerInformation: CustomerResult;
  /**
   * Subscribes the signed-in customer's account address in one step (the consent dated now, the
   * welcome message sent) or unsubscribes it. Asking for the state it is in changes nothing (the
   * consent keeps its date). `source`: where they asked (ACCOUNT by default, or CHECKOUT).
   */
  updateNewsletterSubscription: NewsletterResult;
  /**
   * Pays (`use: true`) or stops paying (`use: false`) the session's cart with the signed-in
   * customer's store credit. What it pays is decided again when the order is placed: at most the
   * balance then, at most the grand total. When it pays everything, `Cart.paymentMethods` offers
   * `store_credit` only and no other payment is needed.
   */
  useStoreCredit: UseStoreCreditResult;
};


export type MutationAddSharedWishlistToCartArgs = {
  itemId?: InputMaybe<Scalars['ID']['input']>;
  shareCode: Scalars['String']['input'];
};


export type MutationAddToCartArgs = {
  lines: Array<CartLineInput>;
};


export type MutationAddToWishlistArgs = {
  item: WishlistItemInput;
};


export type MutationApplyCouponArgs = {
  code: Scalars['String']['input'];
};


export type MutationCancelPendingOrderArgs = {
  orderId: Scalars['ID']['input'];
};


export type MutationChangeCustomerEmailArgs = {
  currentPassword: Scalars['String']['input'];
  email: Scalars['String']['input'];
};


export type MutationChangeCustomerPasswordArgs = {
  currentPassword: Scalars['String']['input'];
  newPassword: Scalars['String']['input'];
};


export type MutationConfirmEmailArgs = {
  token: Scalars['String']['input'];
};


export type MutationConfirmEmailChangeArgs = {
  token: Scalars['String']['input'];
};


export type MutationConfirmNewsletterSubscriptionArgs = {
  token: Scalars['String']['input'];
};


export type MutationConfirmStockAlertArgs = {
  token: Scalars['String']['input'];
};


export type MutationCreateCustomerAddressArgs = {
  input: CustomerAddressInput;
};


export type MutationCreateProductReviewArgs = {
  input: CreateProductReviewInput;
};


export type MutationCreateReturnAuthorizationArgs = {
  input: CreateReturnAuthorizationInput;
};


export type MutationDeleteCustomerAddressArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDiscardCmsPageDraftArgs = {
  identifier: Scalars['ID']['input'];
  locale?: InputMaybe<Scalars['String']['input']>;
};


export type MutationLoginArgs = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
};


export type MutationLookupGuestOrderArgs = {
  input: GuestOrderLookupInput;
};


export type MutationPlaceOrderArgs = {
  input: PlaceOrderInput;
};


export type MutationPublishCmsPageArgs = {
  identifier: Scalars['ID']['input'];
  publishAt?: InputMaybe<Scalars['String']['input']>;
};


export type MutationRegisterArgs = {
  input: RegisterInput;
};


export type MutationRemoveCartItemArgs = {
  itemId: Scalars['ID']['input'];
};


export type MutationRemoveFromWishlistArgs = {
  itemIds: Array<Scalars['ID']['input']>;
};


export type MutationRemoveStockAlertArgs = {
  id: Scalars['ID']['input'];
};


export type MutationReorderArgs = {
  orderId: Scalars['ID']['input'];
};


export type MutationRequestPasswordResetArgs = {
  email: Scalars['String']['input'];
};


export type MutationResendConfirmationArgs = {
  email: Scalars['String']['input'];
};


export type MutationResetPasswordArgs = {
  password: Scalars['String']['input'];
  token: Scalars['String']['input'];
};


export type MutationRetryOrderPaymentArgs = {
  orderId: Scalars['ID']['input'];
  paymentMethod: Scalars['String']['input'];
};


export type MutationSaveCmsPageDraftArgs = {
  input: SaveCmsPageDraftInput;
};


export type MutationSendContactMessageArgs = {
  input: ContactMessageInput;
};


export type MutationSendWishlistArgs = {
  emails: Array<Scalars['String']['input']>;
};


export type MutationSetBillingAddressArgs = {
  address?: InputMaybe<CheckoutAddressInput>;
  sameAsShipping?: InputMaybe<Scalars['Boolean']['input']>;
};


export type MutationSetCheckoutEmailArgs = {
  email: Scalars['String']['input'];
};


export type MutationSetCurrencyArgs = {
  currency: Scalars['String']['input'];
};


export type MutationSetPreviewModeArgs = {
  enabled: Scalars['Boolean']['input'];
};


export type MutationSetShippingAddressArgs = {
  address: CheckoutAddressInput;
};


export type MutationSetShippingMethodArgs = {
  code: Scalars['String']['input'];
  pickupPointId?: InputMaybe<Scalars['ID']['input']>;
};


export type MutationSetXRayModeArgs = {
  enabled: Scalars['Boolean']['input'];
};


export type MutationStaffLoginArgs = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
};


export type MutationSubscribeToNewsletterArgs = {
  input: NewsletterSignUpInput;
};


export type MutationSubscribeToStockAlertArgs = {
  input: StockAlertInput;
};


export type MutationUnpublishCmsPageArgs = {
  identifier: Scalars['ID']['input'];
};


export type MutationUnsubscribeFromNewsletterArgs = {
  token: Scalars['String']['input'];
};


export type MutationUnsubscribeFromStockAlertsArgs = {
  token: Scalars['String']['input'];
};


export type MutationUpdateCartItemArgs = {
  itemId: Scalars['ID']['input'];
  quantity: Scalars['Float']['input'];
};


export type MutationUpdateCustomerAddressArgs = {
  id: Scalars['ID']['input'];
  input: CustomerAddressInput;
};


export type MutationUpdateCustomerInformationArgs = {
  input: CustomerInformationInput;
};


export type MutationUpdateNewsletterSubscriptionArgs = {
  source?: InputMaybe<NewsletterSource>;
  subscribed: Scalars['Boolean']['input'];
};


export type MutationUseStoreCreditArgs = {
  use: Scalars['Boolean']['input'];
};

/**
 * Every mutation answers with this contract: expected failures are values, not exceptions.
 * `errorMessage` is for shoppers, in the store's language. Each result also has an `errorCode`, null
 * on success: a value of its module's enum (`CustomerErrorCode`, `CurrencyErrorCode`…), stable for
 * programs. (It is not declared here because each module's result narrows it to its own enum.)
 */
export type MutationResult = {
  errorMessage?: Maybe<Scalars['String']['output']>;
  success: Scalars['Boolean']['output'];
};

/** Why a newsletter mutation failed (messages in modules/newsletter/errors.ts). */
export type NewsletterErrorCode =
  /** An e-mail address must be given. */
  | 'EMAIL_REQUIRED'
  /** The e-mail address is not valid. */
  | 'INVALID_EMAIL'
  /** The link is unknown, or past its 48 hours (a confirmation). */
  | 'INVALID_TOKEN'
  /** The operation needs a signed-in customer. */
  | 'NOT_SIGNED_IN'
  /** Too many requests recently (per client address, per customer): the message says when to retry. */
  | 'TOO_MANY_ATTEMPTS';

export type NewsletterOutcome =
  /**
   * A link to confirm the subscription is on its way to the address. Answered alike whatever the
   * address's state (new, waiting, subscribed already, or past its messages of the day).
   */
  | 'CONFIRMATION_SENT'
  /** The address is subscribed (a signed-in customer's own address, or a link confirmed). */
  | 'SUBSCRIBED'
  /** The address is unsubscribed. */
  | 'UNSUBSCRIBED';

export type NewsletterResult = MutationResult & {
  __typename?: 'NewsletterResult';
  errorCode?: Maybe<NewsletterErrorCode>;
  errorMessage?: Maybe<Scalars['String']['output']>;
  outcome?: Maybe<NewsletterOutcome>;
  /** The signed-in customer's subscription as it is now (null for visitors' calls and links). */
  subscription?: Maybe<NewsletterSubscription>;
  success: Scalars['Boolean']['output'];
};

export type NewsletterSignUpInput = {
  email: Scalars['String']['input'];
  /** Where the form is (the newsletter page by default). */
  source?: InputMaybe<NewsletterSource>;
};

/** Where a sign-up was asked (recorded with the consent). */
export type NewsletterSource =
  | 'ACCOUNT'
  | 'CHECKOUT'
  | 'FOOTER'
  | 'NEWSLETTER_PAGE';

/**
 * The newsletter: one subscription per e-mail address. A visitor's address (the newsletter page,
 * the footer, a guest's checkout) is confirmed by the link sent there (48 hours); a signed-in
 * customer subscribes their account's address in one step. Every newsletter message carries a link
 * (and List-Unsubscribe headers) to unsubscribe in one click.
 */
export type NewsletterSubscription = {
  __typename?: 'NewsletterSubscription';
  /** When the consent was last given (ISO 8601); null if it never was. */
  consentDate?: Maybe<Scalars['String']['output']>;
  status: NewsletterSubscriptionStatus;
  /** Whether newsletter messages go to the address (status SUBSCRIBED). */
  subscribed: Scalars['Boolean']['output'];
  /** When the address last unsubscribed (ISO 8601); null while subscribed or if it never did. */
  unsubscribedAt?: Maybe<Scalars['String']['output']>;
};

export type NewsletterSubscriptionStatus =
  /** The address never signed up. */
  | 'NONE'
  /** A confirmation link is on its way to the address (48 hours). */
  | 'PENDING'
  | 'SUBSCRIBED'
  | 'UNSUBSCRIBED';

export type NotReturnableReason =
  /** Every unit shipped is already in a return request. */
  | 'ALREADY_REQUESTED'
  /** Not shipped yet (or a download: nothing to send back). */
  | 'NOT_SHIPPED'
  /** The order has been refunded in full or cancelled: nothing is left to send back. */
  | 'ORDER_SETTLED'
  /** The return window has closed. */
  | 'WINDOW_CLOSED';

export type OpeningPeriod = {
  __typename?: 'OpeningPeriod';
  closes: Scalars['String']['output'];
  /** `HH:MM`, 24-hour. */
  opens: Scalars['String']['output'];
};

/**
 * An order: what was bought, as it was priced when it was placed (it never changes with the
 * catalogue). Seen only by who placed it: the browser session that placed it, or the signed-in
 * customer it belongs to.
 */
export type Order = {
  __typename?: 'Order';
  billingAddress: CheckoutAddress;
  /** Totals in euros: what is charged. */
  chargedPrices: OrderPrices;
  coupon?: Maybe<OrderCoupon>;
  /** When it was placed (ISO 8601). */
  createdAt: Scalars['String']['output'];
  /** Its credit notes, oldest first (one when it was cancelled after it was paid). */
  creditNotes: Array<CreditNote>;
  email: Scalars['String']['output'];
  /** Every change of status, oldest first. */
  history: Array<OrderHistoryEntry>;
  /** Its invoices, oldest first (one once it is paid). */
  invoices: Array<Invoice>;
  items: Array<OrderItem>;
  /** Human-readable, sequential per year (`2026-000042`). */
  number: Scalars['String']['output'];
  /** Opaque (the cache identity). */
  order_id: Scalars['ID']['output'];
  payment: OrderPayment;
  /** The pickup point it is delivered to (null for home delivery). */
  pickupPoint?: Maybe<PickupPoint>;
  /** Totals in the currency the shopper saw (`currency`). */
  prices: OrderPrices;
  /** Its refunds, oldest first. */
  refunds: Array<Refund>;
  /**
   * The online methods it may be paid again with (`retryOrderPayment`): while it waits for a card
   * or wallet payment; empty otherwise.
   */
  retryPaymentMethods: Array<PaymentMethod>;
  /** The last moment a return may be asked for (ISO 8601; null when nothing has shipped). */
  returnDeadline?: Maybe<Scalars['String']['output']>;
  /** Its lines and what may be returned of each now (empty unless the viewer is the order's signed-in owner). */
  returnableItems: Array<ReturnableItem>;
  /** Its return requests, oldest first (empty for a guest's order). */
  returns: Array<ReturnAuthorization>;
  /** Its parcels, oldest first. */
  shipments: Array<ShipmentTracking>;
  /** Where it is delivered (null for an order of downloadable products only: nothing is shipped). */
  shippingAddress?: Maybe<CheckoutAddress>;
  /** How it is delivered (null for an order of downloadable products only). */
  shippingMethod?: Maybe<OrderShippingMethod>;
  status: OrderStatus;
};

export type OrderCoupon = {
  __typename?: 'OrderCoupon';
  code: Scalars['String']['output'];
  label: Scalars['String']['output'];
};

export type OrderHistoryEntry = {
  __typename?: 'OrderHistoryEntry';
  /** ISO 8601. */
  at: Scalars['String']['output'];
  /** What caused it, for the shopper, in the store's language. */
  note: Scalars['String']['output'];
  status: OrderStatus;
};

export type OrderItem = {
  __typename?: 'OrderItem';
  /** The line's id within its order. */
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** The options chosen, with their labels as shown when ordered. */
  options: Array<OrderItemOption>;
  /** Unit, row and the coupon's share, in the order's display currency. */
  prices: OrderItemPrices;
  /** The product ordered (a configurable's own sku). */
  productSku: Scalars['String']['output'];
  quantity: Scalars['Int']['output'];
  quantityShipped: Scalars['Int']['output'];
  /** The unit bought. */
  sku: Scalars['String']['output'];
};

export type OrderItemOption = {
  __typename?: 'OrderItemOption';
  label: Scalars['String']['output'];
  value: Scalars['String']['output'];
};

export type OrderItemPrices = {
  __typename?: 'OrderItemPrices';
  discount: PriceInclExcl;
  row: PriceInclExcl;
  unit: PriceInclExcl;
};

export type OrderPayment = {
  __typename?: 'OrderPayment';
  /** The payment method's code (`bank_transfer`, `cheque`, `sandbox_card`, `sandbox_wallet`). */
  code: Scalars['String']['output'];
  /** What to do to pay a deferred method (transfer, cheque); null otherwise or once paid. */
  instructions?: Maybe<PaymentInstructions>;
  status: OrderPaymentStatus;
  /** In the store's language. */
  title: Scalars['String']['output'];
};

/** Why retryOrderPayment or cancelPendingOrder failed (messages in modules/order/errors.ts). */
export type OrderPaymentErrorCode =
  /** The order is paid by bank transfer or cheque: there is no payment page to go back to. */
  | 'NOT_PAID_ONLINE'
  /** The order is cancelled already (its payment delay ran out, or the shop cancelled it). */
  | 'ORDER_CANCELLED'
  /** The order is paid (or further along): nothing to pay again, and it cannot be cancelled here. */
  | 'ORDER_PAID'
  /** Too many payment attempts for this order: cancel it and order again. */
  | 'PAYMENT_ATTEMPTS_EXHAUSTED'
  /** Not an online payment method of the shop (card or wallet). */
  | 'PAYMENT_METHOD_UNKNOWN'
  /** Too many attempts from this address: the message says when to retry. */
  | 'TOO_MANY_ATTEMPTS'
  /** No order the viewer may see has this id (the same answer for another shopper's order). */
  | 'UNKNOWN_ORDER';

export type OrderPaymentStatus =
  | 'CANCELLED'
  | 'FAILED'
  | 'PAID'
  | 'PENDING'
  | 'REFUNDED';

export type OrderPrices = {
  __typename?: 'OrderPrices';
  /** What the payment method was charged: grand total incl. VAT minus `storeCredit`. */
  amountDue: Money;
  discount: PriceInclExcl;
  grandTotal: PriceInclExcl;
  shipping: PriceInclExcl;
  /** What store credit paid (zero when none). */
  storeCredit: Money;
  subtotal: PriceInclExcl;
  vat: Money;
};

export type OrderShippingMethod = {
  __typename?: 'OrderShippingMethod';
  carrier: Scalars['String']['output'];
  code: Scalars['String']['output'];
  label: Scalars['String']['output'];
  maxDays: Scalars['Int']['output'];
  minDays: Scalars['Int']['output'];
};

export type OrderStatus =
  | 'CANCELLED'
  /** Everything it invoiced has been refunded. */
  | 'CLOSED'
  | 'COMPLETE'
  /** Part of it has been shipped. */
  | 'PARTIALLY_SHIPPED'
  /** Waiting for the payment (transfer, cheque, or the card payment not confirmed yet). */
  | 'PENDING_PAYMENT'
  /** Paid: being prepared. */
  | 'PROCESSING'
  | 'SHIPPED';

/** How hard a password is to guess, as the server judges it (the same rules as registration). */
export type PasswordStrength = {
  __typename?: 'PasswordStrength';
  /** Whether the server accepts it as a new password. */
  acceptable: Scalars['Boolean']['output'];
  /** 0 (guessed at once) to 4 (very hard); registration and resets need at least 2. */
  score: Scalars['Int']['output'];
  /** What would make it stronger, in the store's language. */
  suggestions: Array<Scalars['String']['output']>;
};

/** What the shopper's browser must do next to pay: go to the provider's page. */
export type PaymentAction = {
  __typename?: 'PaymentAction';
  redirectUrl: Scalars['String']['output'];
};

/** How to pay an order that waits for a transfer or a cheque. */
export type PaymentInstructions = {
  __typename?: 'PaymentInstructions';
  /** The amount to pay, in euros. */
  amount: Money;
  bankName?: Maybe<Scalars['String']['output']>;
  bic?: Maybe<Scalars['String']['output']>;
  /** The order is cancelled if the payment has not arrived by then (ISO 8601). */
  dueAt?: Maybe<Scalars['String']['output']>;
  /** Bank transfer: the shop's account. */
  iban?: Maybe<Scalars['String']['output']>;
  /** Cheque: where to send it, line by line. */
  mailingAddress?: Maybe<Array<Scalars['String']['output']>>;
  /** Who to pay (the shop's legal name). */
  payee: Scalars['String']['output'];
  /** The reference to write on the transfer or on the back of the cheque. */
  reference: Scalars['String']['output'];
};

/** A way of paying. */
export type PaymentMethod = {
  __typename?: 'PaymentMethod';
  /** `bank_transfer`, `cheque`, `sandbox_card`, `sandbox_wallet`; `store_credit` alone when the customer's store credit pays everything. */
  code: Scalars['String']['output'];
  /** True when the order waits for the payment to arrive (transfer, cheque); false when it is paid on the provider's page. */
  isDeferred: Scalars['Boolean']['output'];
  /** In the store's language. */
  title: Scalars['String']['output'];
};

/** A relay of a carrier's network where a parcel can be collected. */
export type PickupPoint = {
  __typename?: 'PickupPoint';
  address: PickupPointAddress;
  carrier: Scalars['String']['output'];
  coordinates: Coordinates;
  /** Kilometres from the place searched (null outside a search). */
  distanceKm?: Maybe<Scalars['Float']['output']>;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** Seven days, Monday first; a day without periods is closed. */
  schedule: Array<PickupPointDay>;
};

export type PickupPointAddress = {
  __typename?: 'PickupPointAddress';
  /** ISO 3166-1 alpha-2. */
  country: Scalars['String']['output'];
  locality: Scalars['String']['output'];
  postalCode: Scalars['String']['output'];
  streetAddress: Array<Scalars['String']['output']>;
};

export type PickupPointDay = {
  __typename?: 'PickupPointDay';
  /** ISO weekday: 1 is Monday, 7 Sunday. */
  dayOfWeek: Scalars['Int']['output'];
  /** Opening periods in local time (two when it closes for lunch); empty when closed. */
  periods: Array<OpeningPeriod>;
};

export type PickupPointSearch = {
  /** A locality name (accents and case ignored). */
  city?: InputMaybe<Scalars['String']['input']>;
  /** ISO 3166-1 alpha-2 (`UK` is taken as `GB`). */
  country: Scalars['String']['input'];
  /** A full or partial postcode. */
  postcode?: InputMaybe<Scalars['String']['input']>;
};

/** Why placeOrder failed (messages in modules/order/errors.ts). */
export type PlaceOrderErrorCode =
  /**
   * The amount due priced when placing is not `expectedAmountDue` (a price, the delivery's price or
   * a discount changed, or store credit was spent elsewhere): nothing was ordered; the cart shows
   * the amount due now, to review and place again (the same idempotency key may be sent).
   */
  | 'AMOUNT_CHANGED'
  /** No billing address (an order of downloadable products only asks for this one). */
  | 'BILLING_ADDRESS_REQUIRED'
  /** The cart is empty. */
  | 'CART_EMPTY'
  /** A line of the cart has a problem (stock, product no longer sold): fix the cart first. */
  | 'CART_NOT_READY'
  /** The coupon no longer applies (nothing was ordered): the cart shows why. */
  | 'COUPON_NOT_APPLICABLE'
  /** The cart holds a downloadable product and `waiveWithdrawalForDownloads` was not true (nothing was ordered). */
  | 'DOWNLOAD_WAIVER_REQUIRED'
  /** No e-mail for the confirmation. */
  | 'EMAIL_REQUIRED'
  /** The idempotency key is missing or malformed. */
  | 'IDEMPOTENCY_KEY_INVALID'
  /** This key was used for another cart: start a new checkout attempt with a new key. */
  | 'IDEMPOTENCY_KEY_REUSED'
  /** A line's stock ran out while the order was being placed (nothing was ordered). */
  | 'OUT_OF_STOCK'
  /** No payment method has this code for this cart. */
  | 'PAYMENT_METHOD_UNKNOWN'
  | 'PICKUP_POINT_REQUIRED'
  | 'SHIPPING_ADDRESS_REQUIRED'
  | 'SHIPPING_METHOD_REQUIRED'
  /** A line is a downloadable product: downloads belong to an account, so a guest must sign in first (nothing was ordered). */
  | 'SIGN_IN_REQUIRED'
  /**
   * The customer's store credit no longer pays what the cart showed (spent meanwhile, or it now
   * pays everything or no longer does, so the payment method chosen no longer fits): nothing was
   * ordered; the cart shows the amount due now.
   */
  | 'STORE_CREDIT_CHANGED'
  /** The terms of sale were not accepted. */
  | 'TERMS_NOT_ACCEPTED'
  /** Too many attempts from this address: the message says when to retry. */
  | 'TOO_MANY_ATTEMPTS';

export type PlaceOrderInput = {
  /** The terms of sale must be accepted. */
  acceptTerms: Scalars['Boolean']['input'];
  /**
   * The amount due the shopper was shown before placing (euros: `Cart.chargedPrices.amountDue`, what
   * the payment method will be charged). When given, the order is placed only if the amount due
   * priced again in placeOrder is the same to the cent; otherwise `AMOUNT_CHANGED` and nothing is
   * written (the idempotency key stays free for the same attempt, sent again after review with the
   * new amount). A key that already placed an order answers that order, whatever is sent here.
   * Optional: without it the order is placed at the amount priced then.
   */
  expectedAmountDue?: InputMaybe<Scalars['Float']['input']>;
  /**
   * The client's key for this checkout attempt (8 to 100 characters of `A-Za-z0-9-_`), re-sent
   * unchanged on retry: the same key returns the same order; with another cart it is refused.
   */
  idempotencyKey: Scalars['String']['input'];
  /** A payment method code of `Cart.paymentMethods`. */
  paymentMethod: Scalars['String']['input'];
  /**
   * The checkout's newsletter box (unticked unless the shopper ticks it): once the order is placed,
   * the order's address is signed up (source CHECKOUT): a guest's gets a confirmation link, a
   * signed-in customer's own account address is subscribed at once. Never a reason for the order to fail.
   */
  subscribeToNewsletter?: InputMaybe<Scalars['Boolean']['input']>;
  /**
   * Needed when the cart holds a downloadable product (`Cart.hasDownloads`): the shopper asks for its
   * files to be supplied as soon as the order is paid and acknowledges that they thereby lose the
   * right of withdrawal for them. Recorded with the order; ignored for a cart without downloads.
   */
  waiveWithdrawalForDownloads?: InputMaybe<Scalars['Boolean']['input']>;
};

export type PlaceOrderResult = MutationResult & {
  __typename?: 'PlaceOrderResult';
  /** The cart as it is now (a new, empty one once the order is placed). */
  cart: Cart;
  errorCode?: Maybe<PlaceOrderErrorCode>;
  errorMessage?: Maybe<Scalars['String']['output']>;
  /** The order placed (also when a retry with the same key finds it). */
  order?: Maybe<Order>;
  /** Where to send the shopper to pay (card and wallet); null for deferred methods. */
  paymentAction?: Maybe<PaymentAction>;
  success: Scalars['Boolean']['output'];
};

/** A price both with and without VAT (20 %, tax multiplier 1.2). */
export type PriceInclExcl = {
  __typename?: 'PriceInclExcl';
  priceExclTax: Money;
  priceInclTax: Money;
};

/** A range of the fixed price-range facet. */
export type PriceRange = {
  __typename?: 'PriceRange';
  docCount: Scalars['Int']['output'];
  max?: Maybe<Scalars['Float']['output']>;
  /** The bounds to send as `minPrice` / `maxPrice` to show exactly this range (`max` null: no upper bound). */
  min: Scalars['Float']['output'];
  /** E.g. `10 € à 25 €`, `€10 to €25`. */
  name: Scalars['String']['output'];
  /** Whether the price filter applied is exactly this range. */
  selected: Scalars['Boolean']['output'];
  /** `0-10`, `10-25`, `25-50`, `50-100`, `100-*` (EUR incl. VAT; lower bound inclusive, upper exclusive). */
  value: Scalars['String']['output'];
};

/**
 * A product of the catalogue, in the language of the request's store; money in the
 * display currency. Configurable variants are products too: their descriptive fields (texts,
 * origin, labels, documents, URLs) are their parent's.
 */
export type Product = {
  __typename?: 'Product';
  /** The same product in each store (language switcher, hreflang). */
  alternates: Array<CmsAlternate>;
  botanical_name?: Maybe<Scalars['String']['output']>;
  /** The path to the product's main category, from the top category down, that category included. */
  breadcrumbs: Array<Category>;
  /** Bundle: its own price (box, booklet, labels) before the chosen items, which add theirs (prices.finalPrice is this plus the default choices). Null for other types. */
  bundleBasePrice?: Maybe<BundleBasePrice>;
  /** Bundle products: their options. Others: empty. */
  bundleOptions: Array<BundleOption>;
  /** Visible categories the product is placed in, top first. */
  categories: Array<Category>;
  /** Configurable products: the attribute their variants differ by, with its values. Others: empty. */
  configurableOptions: Array<ConfigurableOption>;
  /** Configurable products: their variants (simple products), in display order. Others: empty. */
  configurations: Array<Product>;
  /** CAS number(s) the product conforms to, e.g. `8000-28-0`. */
  conformity_cas?: Maybe<Scalars['String']['output']>;
  /** When the product was added (ISO 8601): the `newest` sort. */
  createdAt: Scalars['String']['output'];
  /** Options the shopper fills in or picks, which may cost extra (e.g. an engraving). */
  customOptions: Array<CustomOption>;
  /** The description as plain-text paragraphs, in order. */
  description: Array<Scalars['String']['output']>;
  /** The files a purchase gives access to; empty for other products. */
  downloads: Array<ProductDownload>;
  /** Product family code (`essential-oil`, `bottle`…). */
  family: Scalars['String']['output'];
  /** The family's name in the store's language. */
  familyLabel: Scalars['String']['output'];
  /** Absolute-path URL of the safety data sheet (PDF) in the store's language. */
  fds?: Maybe<Scalars['String']['output']>;
  /** Region and country in the store's language, e.g. `Haute-Provence, France`. */
  geographical_origin?: Maybe<Scalars['String']['output']>;
  /** Grouped products: their items, in order. Others: empty. */
  groupedItems: Array<Product>;
  /** URL of the main visual (a generated SVG, 800 × 800). */
  imageUrl: Scalars['String']['output'];
  images: Array<ProductImage>;
  /** Delivered as files to download once paid, never shipped (no weight, no delivery). */
  isVirtual: Scalars['Boolean']['output'];
  is_organic: Scalars['Boolean']['output'];
  /** The name, as a quick display's label. */
  label: Scalars['String']['output'];
  labels: Array<ProductLabel>;
  /** The page description: the product's own, else its short description. */
  metaDescription?: Maybe<Scalars['String']['output']>;
  /** The page title: the product's own, else its name. */
  metaTitle: Scalars['String']['output'];
  name: Scalars['String']['output'];
  /** The short description, as a quick display's overview. */
  overview?: Maybe<Scalars['String']['output']>;
  /** Store-relative URL path, e.g. `/huile-essentielle-lavande-fine-bio`; the storefront adds the store's base path. */
  path: Scalars['String']['output'];
  prices: ProductPrices;
  /** Products of the same family, in stock first, then closest in price (at most 24). */
  related: Array<Product>;
  /**
   * Reviews summary and page, in this store: the total, the average and the count per rating of
   * the approved reviews, and `size` of them from `from`, newest first. `from` 0 and `size` 0 give
   * only the summary (product cards and the product header). A variant answers for its parent.
   */
  reviewsLayer: ReviewsLayer;
  /**
   * Variants: the option values that select this variant among its parent's configurations
   * (the `selectedOptions` a wishlist or cart item records). Others: empty.
   */
  selectedOptions: Array<SelectedConfigurableOption>;
  shortDescription?: Maybe<Scalars['String']['output']>;
  sku: Scalars['ID']['output'];
  /** What makes it particular: chemotype, extraction, part of the plant… */
  specificity?: Maybe<Scalars['String']['output']>;
  stock: ProductStock;
  /** Absolute-path URL of the technical data sheet (PDF) in the store's language. */
  technical_document?: Maybe<Scalars['String']['output']>;
  /** `simple`, `configurable`, `grouped` or `bundle`. */
  type: Scalars['String']['output'];
  /** Url key in this store, e.g. `huile-essentielle-lavande-fine-bio` (a variant: its parent's). */
  urlKey: Scalars['String']['output'];
};


/**
 * A product of the catalogue, in the language of the request's store; money in the
 * display currency. Configurable variants are products too: their descriptive fields (texts,
 * origin, labels, documents, URLs) are their parent's.
 */
export type ProductRelatedArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * A product of the catalogue, in the language of the request's store; money in the
 * display currency. Configurable variants are products too: their descriptive fields (texts,
 * origin, labels, documents, URLs) are their parent's.
 */
export type ProductReviewsLayerArgs = {
  input?: InputMaybe<ReviewsLayerInput>;
};

export type ProductAttribute = {
  __typename?: 'ProductAttribute';
  /** `volume`, `size` or `color`. */
  code: Scalars['String']['output'];
  /** Numeric id; colour is 93. */
  id: Scalars['ID']['output'];
  label: Scalars['String']['output'];
};

/** A file a downloadable product gives access to once its order is paid. */
export type ProductDownload = {
  __typename?: 'ProductDownload';
  /** `PDF`. */
  format: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  pageCount: Scalars['Int']['output'];
  /** The file's title in the store's language. */
  title: Scalars['String']['output'];
};

export type ProductImage = {
  __typename?: 'ProductImage';
  alt: Scalars['String']['output'];
  height: Scalars['Int']['output'];
  url: Scalars['String']['output'];
  width: Scalars['Int']['output'];
};

export type ProductLabel = {
  __typename?: 'ProductLabel';
  /** Stable code: `organic`, `ecocert`, `cosmos`, `vegan`, `ifra-compliant`, `new`, `bestseller`, `fair-trade`, `made-in-france`. */
  code: Scalars['String']['output'];
  label: Scalars['String']['output'];
};

export type ProductListing = {
  __typename?: 'ProductListing';
  /**
   * The filters applied, in facet order, values sorted: the ones asked for, less the values no
   * product of the listing has and the filters left without values. Links and URLs built from these
   * (not from what was asked) give the same listing and stay the size of what is shown.
   */
  appliedFilters: Array<ListingFilter>;
  /** The order applied (position ascending when none or an invalid one was asked for). */
  appliedSort?: Maybe<ListingSort>;
  /**
   * Attribute facets, the category facet (code `category`: the sub-categories) first. Counts are
   * disjunctive: each facet's buckets are counted with every filter but its own, so choosing a value
   * still shows the alternatives. At most 10 buckets per facet, the most frequent, plus any chosen
   * value; buckets with no product are left out, and so are facets without buckets.
   */
  facets: Array<Facet>;
  /** The page served (the one asked for, clamped). */
  page: Scalars['Int']['output'];
  /** At least 1. */
  pageCount: Scalars['Int']['output'];
  pageLength: Scalars['Int']['output'];
  /** Page sizes to offer (18 and 36; the first is the default). */
  pageSizes: Array<Scalars['Int']['output']>;
  /**
   * The fixed price-range facet: final price incl. VAT in EUR, counted with every filter but the
   * price bounds. Every range is listed, empty ones with 0.
   */
  priceRanges: Array<PriceRange>;
  products: Array<Product>;
  sortFields: Array<SortField>;
  /** Products matching every filter. */
  total: Scalars['Int']['output'];
};

export type ProductPrices = {
  __typename?: 'ProductPrices';
  finalPrice: PriceInclExcl;
  minPrice: PriceInclExcl;
  regularPrice: PriceInclExcl;
  /** Unit prices from a quantity on, below the final price, by ascending quantity. */
  tierPrice: Array<TierPrice>;
};

/** A product review as shoppers see it. */
export type ProductReview = {
  __typename?: 'ProductReview';
  author: ProductReviewAuthor;
  /** Rich text, sanitised HTML (p, br, strong, em, ul, ol, li; no attributes). */
  comment?: Maybe<Scalars['String']['output']>;
  /** When it was written (ISO 8601). */
  creationDate: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** 0 to 5. */
  rating: Scalars['Int']['output'];
  title?: Maybe<Scalars['String']['output']>;
  /** The author had bought the product (an order of theirs, not cancelled, held it) when they wrote the review. */
  verifiedPurchase: Scalars['Boolean']['output'];
};

export type ProductReviewAuthor = {
  __typename?: 'ProductReviewAuthor';
  /** The author's first name and the initial of their last name ("Camille R."). */
  displayName: Scalars['String']['output'];
};

/** Why a review call failed (messages in modules/review/errors.ts). */
export type ProductReviewErrorCode =
  /** This customer has already reviewed this product (in either store). */
  | 'ALREADY_REVIEWED'
  /** The comment is empty once sanitised, or longer than 5,000 characters of text. */
  | 'COMMENT_INVALID'
  /** The rating is not from 0 to 5. */
  | 'RATING_OUT_OF_RANGE'
  /** Only a signed-in customer can review a product. */
  | 'SIGN_IN_REQUIRED'
  /** The title is empty or longer than 120 characters. */
  | 'TITLE_INVALID'
  /** Too many reviews written recently: the message says when to retry. */
  | 'TOO_MANY_ATTEMPTS'
  /** No product with this sku is sold in this store. */
  | 'UNKNOWN_PRODUCT';

export type ProductReviewResult = MutationResult & {
  __typename?: 'ProductReviewResult';
  errorCode?: Maybe<ProductReviewErrorCode>;
  errorMessage?: Maybe<Scalars['String']['output']>;
  /** The review written (status PENDING). */
  review?: Maybe<CustomerProductReview>;
  success: Scalars['Boolean']['output'];
};

export type ProductReviewStatus =
  /** Shown on the product page. */
  | 'APPROVED'
  /** Waiting for moderation: only its author sees it. */
  | 'PENDING'
  /** Refused by the shop: only its author sees it. */
  | 'REJECTED';

/** Whether the product can be bought now (quantities stay on the server). */
export type ProductStock = {
  __typename?: 'ProductStock';
  /**
   * Simple products and variants: units left. Configurable: any variant in stock. Grouped: any
   * item in stock. Bundle: every required option has a choice in stock.
   */
  isInStock: Scalars['Boolean']['output'];
};

export type Query = {
  __typename?: 'Query';
  /**
   * The session's cart. A visitor without a session (or without a cart) gets an empty cart: reading
   * it never creates a session, a cart, nor changes stock. Prices are computed now, by the server,
   * from the catalogue (nothing the client sent is ever priced).
   */
  cart: Cart;
  /** The catalogue's version and size. */
  catalogueStatus?: Maybe<CatalogueStatus>;
  /**
   * The navigation menu: active top categories shown in the menu (under the root path `1/2/`),
   * in position order. Their `children` come from the same single load.
   */
  categories: Array<Category>;
  /** An active category by id; null for an unknown, inactive or malformed id (never an error). */
  category?: Maybe<Category>;
  /**
   * An active content page of the current store by identifier (`home`, `about-us`, `faq`…);
   * null when unknown, inactive or not translated for the store. The homepage is `home`.
   */
  cmsPage?: Maybe<CmsPage>;
  /** One content page's versions in every language; null when unknown. */
  cmsPageForEditing?: Maybe<CmsPageForEditing>;
  /** Every content page with its publication state (the most recently changed first). */
  cmsPagesForEditing?: Maybe<Array<CmsPageForEditing>>;
  /**
   * A token for a contact form rendered now in this store, to send back as `formToken`: a message
   * sent sooner than a few seconds after it (CONTACT_FORM_MIN_SECONDS) is taken for a robot's.
   */
  contactFormToken: Scalars['String']['output'];
  /**
   * The display currencies of the current store with their rate from EUR (the base currency, rate 1).
   * A price in EUR times `rate` is the price shown in that currency; orders are charged in EUR.
   */
  currencies: Array<CurrencyRate>;
  /**
   * Products in stock sold below their regular price (a special price on the product or on its
   * variants), the largest reduction first, then the newest. At most 12.
   */
  currentOffers: Array<Product>;
  /** Whether a feature of the shop is switched on (e.g. `wishlist`). */
  isFeatureActive: Scalars['Boolean']['output'];
  /** The signed-in customer, or null for a visitor (signed-in state is `me` having an id). */
  me?: Maybe<Me>;
  /**
   * Products the home page features: the most recently added ones in stock, newest first
   * (docs/product-rules.md#home-page). At most 12.
   */
  newArrivals: Array<Product>;
  /** An order the viewer may see (placed in this browser session, or the signed-in customer's); null for any other. */
  order?: Maybe<Order>;
  /**
   * The strength of a candidate password (for the meter beside the field); `email`, `firstname`
   * and `lastname` are counted against it. Nothing is stored or logged. Each check costs the server
   * up to a tenth of a second: it weighs accordingly in a query's cost, and a client address may ask
   * 120 a minute (then an error `TOO_MANY_ATTEMPTS`).
   */
  passwordStrength: PasswordStrength;
  /**
   * The pickup points nearest the postcode or city searched, nearest first, with their distance.
   * Empty when the place is unknown. Computed by the shop from its own tables (no external service).
   */
  pickupPoints: Array<PickupPoint>;
  /** Liveness of the API itself (always true when it answers). */
  ping: Scalars['Boolean']['output'];
  /**
   * A product by sku. Configurable variants answer too (they are
   * what a cart or a quick order holds). Null for an unknown, inactive or malformed sku, never an error.
   */
  product?: Maybe<Product>;
  /**
   * Products by sku, in the order given; unknown skus are skipped, duplicates answered once, at most
   * 100 skus are read (the rest are ignored). This is also the API of a product page's further queries for
   * prices, stock, labels and configurator data: the storefront names those operations
   * (e.g. `ProductPrices`, `ProductStock`, `ProductLabels`, `ProductConfigurator`) and selects the
   * matching fields here; Apollo merges them into the same `Product` entries, cached by sku.
   */
  products: Array<Product>;
  /** The questions asked for each item returned, in the order they are shown. */
  returnAttributes: Array<ReturnAttribute>;
  /**
   * Resolves a store-relative URL, e.g. `/huiles-essentielles`
   * or `/a-propos?x=1`; on the en-GB store a leading `/en` is accepted. Never an error for a bad
   * URL: malformed escapes, absolute URLs or very long paths resolve to `not-found`.
   */
  route: Entity;
  /**
   * Full-text product search, in the store's language: accents and case
   * do not matter, the last word is a prefix, skus and CAS numbers match with or without hyphens,
   * and a query that matches nothing is corrected when a near spelling does ("did you mean"). The
   * listing has the shape of a category's (filters, facets, price ranges, sorts, pages) with
   * `relevance` as the default sort. Never an error: any text is read as plain words (quotes,
   * operators and punctuation are separators), cut at 200 characters and 10 words.
   */
  search: SearchResult;
  /**
   * Suggestions as you type (header search box): the best products by name, botanical name, sku or
   * CAS number, the categories and the content pages whose names match, in the store's language.
   * `limit` (1…10, default 6) applies to each list.
   */
  searchSuggestions: SearchSuggestions;
  /**
   * A shared wishlist by its code, for anyone with the link. Codes that find nothing are counted
   * per client address: past the limit every lookup answers TOO_MANY_ATTEMPTS for a while.
   */
  sharedWishlist: SharedWishlistAnswer;
  /** The countries the shop delivers to, in the store's language (the store's own first). */
  shippingCountries: Array<ShippingCountry>;
  /** The current store (chosen by the request's path prefix or Store header). */
  shop: Shop;
  /**
   * Entries of one sitemap file of the request's store, in key order (null: no such page). Read
   * by parts of `first` entries (1 to 250), each part continuing `after` the previous one's
   * `endCursor`.
   */
  sitemap?: Maybe<SitemapEntries>;
  /** The sitemap files of the request's store: types in a fixed order, each type's pages from 1. */
  sitemapIndex: Array<SitemapFile>;
  /**
   * A quick order's suggestions as a sku is typed (from 2 characters): at most 8 products a shopper
   * can add whose sku starts with the text, case aside (simple products, configurable variants as
   * units of their own, configurable parents, grouped products, bundles), in sku order; then, to
   * fill up, products whose name matches (as in `searchSuggestions`). `type` tells which need
   * options chosen on their page before they can be added (`configurable`, `grouped`).
   */
  skuSuggestions: Array<Product>;
  /** The staff member the request comes from (staff session or API token), or null. */
  staffMe?: Maybe<StaffMember>;
  /** Configuration of the current store: locale, currency, default country, base URL. */
  storeConfig: StoreConfig;
  /** Configuration of every store, for store switchers and hreflang alternates. */
  storeConfigs: Array<StoreConfig>;
};


export type QueryCategoryArgs = {
  id: Scalars['ID']['input'];
};


export type QueryCmsPageArgs = {
  identifier: Scalars['ID']['input'];
};


export type QueryCmsPageForEditingArgs = {
  identifier: Scalars['ID']['input'];
};


export type QueryCurrentOffersArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryIsFeatureActiveArgs = {
  feature: Scalars['String']['input'];
};


export type QueryNewArrivalsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryOrderArgs = {
  orderId: Scalars['ID']['input'];
};


export type QueryPasswordStrengthArgs = {
  email?: InputMaybe<Scalars['String']['input']>;
  firstname?: InputMaybe<Scalars['String']['input']>;
  lastname?: InputMaybe<Scalars['String']['input']>;
  password: Scalars['String']['input'];
};


export type QueryPickupPointsArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  search: PickupPointSearch;
};


export type QueryProductArgs = {
  sku: Scalars['String']['input'];
};


export type QueryProductsArgs = {
  skus: Array<Scalars['String']['input']>;
};


export type QueryRouteArgs = {
  url: Scalars['String']['input'];
};


export type QuerySearchArgs = {
  input?: InputMaybe<ListingInput>;
  query: Scalars['String']['input'];
};


export type QuerySearchSuggestionsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  query: Scalars['String']['input'];
};


export type QuerySharedWishlistArgs = {
  shareCode: Scalars['String']['input'];
};


export type QuerySitemapArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  page: Scalars['Int']['input'];
  type: SitemapType;
};


export type QuerySkuSuggestionsArgs = {
  text: Scalars['String']['input'];
};

/**
 * Money given back for an order (a credit memo): the credit note that documents it, and where the
 * money goes (the original payment method, or the customer's store credit). Seen only by the order's
 * viewer.
 */
export type Refund = {
  __typename?: 'Refund';
  /** Added by the shop on top (a gesture; zero when none), euros. */
  adjustment: Money;
  /** Confirmed by the payment provider or credited (ISO 8601); null while pending. */
  completedAt?: Maybe<Scalars['String']['output']>;
  /** ISO 8601. */
  createdAt: Scalars['String']['output'];
  /** The credit note it is documented by: its items, delivery and totals credited. */
  creditNote: CreditNote;
  /** Kept by the shop (a fee; zero when none), euros. */
  fee: Money;
  /** Opaque. */
  id: Scalars['ID']['output'];
  /** Items refunded (the credit note's). */
  items: Array<CreditNoteItem>;
  method: RefundMethod;
  /** How it is paid back, in the store's language (`Carte bancaire`, `Avoir`). */
  methodTitle: Scalars['String']['output'];
  /** Delivery refunded (zero when not). */
  shipping: PriceInclExcl;
  status: RefundStatus;
  /** What is paid back in all, euros: the credit note's grand total + adjustment − fee. */
  total: Money;
};

export type RefundMethod =
  /** Back to the payment method the order was paid with. */
  | 'ORIGINAL_PAYMENT'
  /** Into the customer's store credit. */
  | 'STORE_CREDIT';

export type RefundStatus =
  /** The money is back (the provider confirmed it, or the store credit was credited). */
  | 'COMPLETED'
  /** Paid back by the shop by hand (bank transfer, cheque): being sent. */
  | 'MANUAL'
  /** Asked of the payment provider, not confirmed yet. */
  | 'PENDING';

export type RegisterInput = {
  email: Scalars['String']['input'];
  firstname: Scalars['String']['input'];
  lastname: Scalars['String']['input'];
  password: Scalars['String']['input'];
};

export type ReorderResult = MutationResult & {
  __typename?: 'ReorderResult';
  /** Lines of the order added to the basket (each capped by the stock there is now). */
  addedLines: Scalars['Int']['output'];
  /** The shopper's cart as it is now. */
  cart: Cart;
  /** Lines that could not be added (no longer sold, nothing in stock). */
  droppedLines: Array<DroppedOrderLine>;
  errorCode?: Maybe<OrderPaymentErrorCode>;
  errorMessage?: Maybe<Scalars['String']['output']>;
  success: Scalars['Boolean']['output'];
};

export type RetryOrderPaymentResult = MutationResult & {
  __typename?: 'RetryOrderPaymentResult';
  errorCode?: Maybe<OrderPaymentErrorCode>;
  errorMessage?: Maybe<Scalars['String']['output']>;
  /** The order as it is now. */
  order?: Maybe<Order>;
  /** Where to send the shopper to pay. */
  paymentAction?: Maybe<PaymentAction>;
  success: Scalars['Boolean']['output'];
};

export type ReturnAnswer = {
  __typename?: 'ReturnAnswer';
  code: Scalars['String']['output'];
  label: Scalars['String']['output'];
  /** The answer as shown: a choice's label, yes or no, or the text typed. */
  value: Scalars['String']['output'];
};

export type ReturnAnswerInput = {
  /** A `ReturnAttribute.code`. */
  code: Scalars['String']['input'];
  /** A SELECT's option value, `true`/`false` for a BOOLEAN, the text for TEXT and TEXTAREA. */
  value: Scalars['String']['input'];
};

/** A question the shop asks about each item returned (configured in data). */
export type ReturnAttribute = {
  __typename?: 'ReturnAttribute';
  code: Scalars['ID']['output'];
  /** A hint shown under the field (null: none). */
  help?: Maybe<Scalars['String']['output']>;
  kind: ReturnAttributeKind;
  /** In the store's language. */
  label: Scalars['String']['output'];
  /** The longest answer accepted (TEXT and TEXTAREA; null for other kinds). */
  maxLength?: Maybe<Scalars['Int']['output']>;
  /** The choices of a SELECT (empty for other kinds). */
  options: Array<ReturnAttributeOption>;
  required: Scalars['Boolean']['output'];
};

export type ReturnAttributeKind =
  | 'BOOLEAN'
  | 'SELECT'
  | 'TEXT'
  | 'TEXTAREA';

export type ReturnAttributeOption = {
  __typename?: 'ReturnAttributeOption';
  label: Scalars['String']['output'];
  value: Scalars['String']['output'];
};

/**
 * A return request (return merchandise authorization) of an order's items. Seen only by the customer
 * the order belongs to.
 */
export type ReturnAuthorization = {
  __typename?: 'ReturnAuthorization';
  /** ISO 8601. */
  createdAt: Scalars['String']['output'];
  /** Every change of status, oldest first. */
  history: Array<ReturnHistoryEntry>;
  /** Opaque (the cache identity). */
  id: Scalars['ID']['output'];
  items: Array<ReturnItem>;
  /** Human-readable (`RMA-2026-000012`). */
  number: Scalars['String']['output'];
  /** The order returned from. */
  order: Order;
  /** Where the printable return slip (PDF) is downloaded (store-relative path, owner only); null once the return is closed. */
  slipUrl?: Maybe<Scalars['String']['output']>;
  status: ReturnStatus;
};

/** Why createReturnAuthorization failed (messages in modules/returns/errors.ts). */
export type ReturnErrorCode =
  /** An answer is not one of the choices, not yes or no, too long, or names no attribute. */
  | 'ANSWER_INVALID'
  /** A required attribute was not answered. */
  | 'ANSWER_REQUIRED'
  /** No item was chosen, or an order line twice. */
  | 'NOTHING_SELECTED'
  /** A product that cannot be returned once opened was said to be opened. */
  | 'OPENED_NOT_RETURNABLE'
  /** More units than may be returned of a line (`quantityReturnable`), or not a whole number from 1. */
  | 'QUANTITY_NOT_RETURNABLE'
  /** The return window of this order has closed. */
  | 'RETURN_WINDOW_CLOSED'
  /** Only a signed-in customer asks for returns. */
  | 'SIGN_IN_REQUIRED'
  /** Too many attempts from this address: the message says when to retry. */
  | 'TOO_MANY_ATTEMPTS'
  /** An item names no line of this order. */
  | 'UNKNOWN_ITEM'
  /** No order of the signed-in customer has this id (the same answer for another's). */
  | 'UNKNOWN_ORDER';

export type ReturnHistoryEntry = {
  __typename?: 'ReturnHistoryEntry';
  /** ISO 8601. */
  at: Scalars['String']['output'];
  /** What happened, for the shopper, in the store's language. */
  note: Scalars['String']['output'];
  status: ReturnStatus;
};

export type ReturnItem = {
  __typename?: 'ReturnItem';
  /** The shopper's answers to the return attributes, as shown (labels in the store's language). */
  answers: Array<ReturnAnswer>;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** The options chosen, as on the order's line. */
  options: Array<OrderItemOption>;
  /** The order's line it returns. */
  orderItemId: Scalars['ID']['output'];
  quantity: Scalars['Int']['output'];
  sku: Scalars['String']['output'];
  status: ReturnItemStatus;
};

export type ReturnItemInput = {
  answers: Array<ReturnAnswerInput>;
  /** A `ReturnableItem.orderItemId`. */
  orderItemId: Scalars['ID']['input'];
  /** 1 to the line's `quantityReturnable`. */
  quantity: Scalars['Int']['input'];
};

export type ReturnItemStatus =
  /** Accepted: it will be refunded. */
  | 'APPROVED'
  | 'AUTHORISED'
  | 'RECEIVED'
  | 'REJECTED'
  | 'REQUESTED';

export type ReturnStatus =
  /** The shop accepts the return: the parcel may be sent with the slip. */
  | 'AUTHORISED'
  /** Every item has been approved or rejected (or the shop refused the request). */
  | 'CLOSED'
  /** The parcel has arrived: its items are being checked. */
  | 'RECEIVED'
  /** Asked for by the shopper: the shop has not answered yet. */
  | 'REQUESTED';

/** What of an order's line may be returned now. */
export type ReturnableItem = {
  __typename?: 'ReturnableItem';
  name: Scalars['String']['output'];
  options: Array<OrderItemOption>;
  /** The order's line. */
  orderItemId: Scalars['ID']['output'];
  /** Units already in a return request. */
  quantityRequested: Scalars['Int']['output'];
  /** Units that may be asked for now (0 when none: `reason` says why). */
  quantityReturnable: Scalars['Int']['output'];
  quantityShipped: Scalars['Int']['output'];
  /** Why none may be returned (null when some may). */
  reason?: Maybe<NotReturnableReason>;
  /** The product cannot be returned once opened (hygiene, safety): the shopper must say it is unopened. */
  returnableOnlyUnopened: Scalars['Boolean']['output'];
  sku: Scalars['String']['output'];
};

export type ReviewRatingCount = {
  __typename?: 'ReviewRatingCount';
  count: Scalars['Int']['output'];
  /** 0 to 5. */
  rating: Scalars['Int']['output'];
};

export type ReviewsLayer = {
  __typename?: 'ReviewsLayer';
  /** How many approved reviews give each rating, from 5 down to 0 (always six entries). */
  distribution: Array<ReviewRatingCount>;
  /** Average rating on the 0 to 5 scale (unrounded); 0 without reviews. */
  ratingAverage: Scalars['Float']['output'];
  /** Newest first. */
  reviews: Array<ProductReview>;
  /** Approved reviews of the product in this store. */
  total: Scalars['Int']['output'];
};

export type ReviewsLayerInput = {
  /** Index of the first review (default 0; below 0 counts as 0). */
  from?: InputMaybe<Scalars['Int']['input']>;
  /** How many reviews (default 10; capped at 50; 0 or less: only the summary). */
  size?: InputMaybe<Scalars['Int']['input']>;
};

/** A draft of one language of a content page. Every text is plain text; blocks as in `CmsPage.blocks`. */
export type SaveCmsPageDraftInput = {
  blocks: Array<CmsBlockInput>;
  identifier: Scalars['ID']['input'];
  /** `fr-FR` or `en-GB`. */
  locale: Scalars['String']['input'];
  metaDescription?: InputMaybe<Scalars['String']['input']>;
  metaTitle?: InputMaybe<Scalars['String']['input']>;
  title: Scalars['String']['input'];
};

export type SearchResult = {
  __typename?: 'SearchResult';
  /** When the query as typed matched nothing: the near spelling whose results are served. */
  correctedQuery?: Maybe<Scalars['String']['output']>;
  /**
   * The matching products, as a category listing: facets (at most 10 buckets, minimum
   * count 1; the `category` facet has the top categories of the matching products), price ranges,
   * sort fields `relevance` (default, best first with `desc`), `price`, `name`, `newest`, pages.
   */
  listing: ProductListing;
  /** The query as read: trimmed, cut at 200 characters. */
  query: Scalars['String']['output'];
  /** Near spellings that find products, when the query as typed matched nothing. */
  suggestions: Array<Scalars['String']['output']>;
};

export type SearchSuggestions = {
  __typename?: 'SearchSuggestions';
  categories: Array<Category>;
  pages: Array<CmsPage>;
  products: Array<Product>;
  query: Scalars['String']['output'];
};

export type SelectedConfigurableOption = {
  __typename?: 'SelectedConfigurableOption';
  /** The value's label, e.g. `10 ml`. */
  label: Scalars['String']['output'];
  option_id: Scalars['ID']['output'];
  option_value: Scalars['String']['output'];
};

export type SetCurrencyResult = MutationResult & {
  __typename?: 'SetCurrencyResult';
  /** The display currency now in effect (unchanged on failure). */
  currentCurrency: Scalars['String']['output'];
  errorCode?: Maybe<CurrencyErrorCode>;
  errorMessage?: Maybe<Scalars['String']['output']>;
  success: Scalars['Boolean']['output'];
};

/**
 * A wishlist as a visitor with its link sees it: the owner's first name and the items, nothing
 * else about the owner (no id, no e-mail, no share code beyond the one used).
 */
export type SharedWishlist = {
  __typename?: 'SharedWishlist';
  /** The share code itself (the cache identity of a shared list). */
  id: Scalars['ID']['output'];
  /** Newest first. */
  items: Array<WishlistItem>;
  itemsCount: Scalars['Int']['output'];
  /** The owner's first name only. */
  ownerFirstName: Scalars['String']['output'];
};

/** A shared wishlist looked up by its code. */
export type SharedWishlistAnswer = {
  __typename?: 'SharedWishlistAnswer';
  /** UNKNOWN_SHARE_CODE, TOO_MANY_ATTEMPTS (codes that found nothing, per client address) or FEATURE_DISABLED. */
  errorCode?: Maybe<WishlistErrorCode>;
  errorMessage?: Maybe<Scalars['String']['output']>;
  /** Null when the code names no shared list (or the lookup was refused: `errorCode`). */
  wishlist?: Maybe<SharedWishlist>;
};

export type SharedWishlistCartResult = MutationResult & {
  __typename?: 'SharedWishlistCartResult';
  /** Items added to the visitor's basket, one unit each with the choices kept. */
  added: Array<WishlistItem>;
  /** The visitor's basket as it is now. */
  cart: Cart;
  errorCode?: Maybe<WishlistErrorCode>;
  errorMessage?: Maybe<Scalars['String']['output']>;
  /** Items left out: out of stock, choices still to make, no longer sold, refused by the basket. */
  skipped: Array<WishlistSkippedItem>;
  /** True when every item asked was added. */
  success: Scalars['Boolean']['output'];
};

export type ShipmentItem = {
  __typename?: 'ShipmentItem';
  name: Scalars['String']['output'];
  /** The options chosen, as on the order's line. */
  options: Array<OrderItemOption>;
  quantity: Scalars['Int']['output'];
  sku: Scalars['String']['output'];
};

/** A parcel of an order: what it held and how to follow it. */
export type ShipmentTracking = {
  __typename?: 'ShipmentTracking';
  /** When it was handed to the carrier (ISO 8601). */
  createdAt: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  items: Array<ShipmentItem>;
  /** The carrier's name. */
  name: Scalars['String']['output'];
  /** The carrier's tracking number (null when the parcel has none). */
  trackingId?: Maybe<Scalars['String']['output']>;
  /** The carrier's page following this parcel (null without a tracking number, or for a carrier without a tracking URL template). */
  url?: Maybe<Scalars['String']['output']>;
};

/** A country the shop delivers to. */
export type ShippingCountry = {
  __typename?: 'ShippingCountry';
  /** ISO 3166-1 alpha-2. */
  code: Scalars['String']['output'];
  /** In the store's language. */
  name: Scalars['String']['output'];
};

export type ShippingEstimate = {
  __typename?: 'ShippingEstimate';
  carrier: Scalars['String']['output'];
  /** The order amount (incl. VAT, after discount) from which delivery is free; null when it never is. */
  freeShippingThreshold?: Maybe<Money>;
  maxDays: Scalars['Int']['output'];
  /** The method estimated (the cheapest home delivery to the store's country), in the store's language. */
  methodLabel: Scalars['String']['output'];
  /** Working days to delivery, e.g. 2 to 3. */
  minDays: Scalars['Int']['output'];
  /** Zero when the cart reaches free delivery or a free-delivery coupon applies. */
  price: PriceInclExcl;
  /** What is still missing for free delivery (zero once reached); null when delivery is never free. */
  remainingForFreeShipping?: Maybe<Money>;
};

export type Shop = {
  __typename?: 'Shop';
  /** Router base path of the store: `/` or `/en`. */
  baseUrl: Scalars['String']['output'];
  contactEmail: Scalars['String']['output'];
  contactPhone: Scalars['String']['output'];
  /** Display currency chosen by the shopper (EUR by default). */
  currentCurrency: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  imageBaseUrl: Scalars['String']['output'];
  /** BCP 47 locale of the store: `fr-FR` or `en-GB`. */
  locale: Scalars['String']['output'];
  name: Scalars['String']['output'];
  /** When the shop answers the phone and its messages, in the store's language (OPENING_HOURS_FR, OPENING_HOURS_EN). */
  openingHours: Scalars['String']['output'];
  /** Public URL of the store, with its path suffix (`/en` for en-GB). */
  url: Scalars['String']['output'];
};

export type SimpleResult = MutationResult & {
  __typename?: 'SimpleResult';
  errorCode?: Maybe<CustomerErrorCode>;
  errorMessage?: Maybe<Scalars['String']['output']>;
  success: Scalars['Boolean']['output'];
};

/** How often a page is expected to change (the sitemaps protocol's values). */
export type SitemapChangeFrequency =
  | 'ALWAYS'
  | 'DAILY'
  | 'HOURLY'
  | 'MONTHLY'
  | 'NEVER'
  | 'WEEKLY'
  | 'YEARLY';

/** Part of a sitemap file. */
export type SitemapEntries = {
  __typename?: 'SitemapEntries';
  /** Pass as `after` to read on; null when this part ended the file (a full part may be followed by an empty one). */
  endCursor?: Maybe<Scalars['String']['output']>;
  entries: Array<SitemapEntry>;
};

/** A page of the store as a sitemap lists it (SPEC §3: path, priority, images, lastmod, changefreq). */
export type SitemapEntry = {
  __typename?: 'SitemapEntry';
  /** The same page in each store where it exists, this store included (hreflang). */
  alternates: Array<CmsAlternate>;
  changefreq: SitemapChangeFrequency;
  /** Absolute URLs of the page's images. */
  images: Array<Scalars['String']['output']>;
  /** The last change of the page's content (ISO 8601). */
  lastmod: Scalars['String']['output'];
  /** Store-relative path (e.g. `/lavande-vraie`); prefix it with the store's base path. */
  path: Scalars['String']['output'];
  /** 0.0 to 1.0: how the shop ranks its own pages against each other. */
  priority: Scalars['Float']['output'];
};

/** One sitemap file of a store. */
export type SitemapFile = {
  __typename?: 'SitemapFile';
  entryCount: Scalars['Int']['output'];
  /** The latest change of its entries (ISO 8601). */
  lastmod: Scalars['String']['output'];
  /** From 1. */
  page: Scalars['Int']['output'];
  type: SitemapType;
};

export type SitemapType =
  | 'CATEGORIES'
  /** Landing pages (`/landing/<key>`). */
  | 'LANDING_PAGES'
  /** Content pages (the homepage, about us, delivery, legal pages…). */
  | 'PAGES'
  | 'PRODUCTS';

export type SortField = {
  __typename?: 'SortField';
  /** `position`, `price`, `name`, `newest`. */
  field: Scalars['String']['output'];
  label: Scalars['String']['output'];
};

/** How a staff member is known to the API. */
export type StaffAuthentication =
  /** A staff session (signed in with `staffLogin`). */
  | 'SESSION'
  /** An API token from the shop's configuration (STAFF_TOKENS). */
  | 'TOKEN';

/** Why a staff mutation failed (messages in modules/staff/errors.ts). */
export type StaffErrorCode =
  /** The e-mail address or the password is incorrect, or the account is disabled (never which). */
  | 'INVALID_CREDENTIALS'
  /** Too many sign-in attempts: the message says when to retry (the same whether or not the account exists). */
  | 'TOO_MANY_ATTEMPTS';

export type StaffLoginResult = MutationResult & {
  __typename?: 'StaffLoginResult';
  errorCode?: Maybe<StaffErrorCode>;
  errorMessage?: Maybe<Scalars['String']['output']>;
  staff?: Maybe<StaffMember>;
  success: Scalars['Boolean']['output'];
};

export type StaffLogoutResult = MutationResult & {
  __typename?: 'StaffLogoutResult';
  errorCode?: Maybe<StaffErrorCode>;
  errorMessage?: Maybe<Scalars['String']['output']>;
  success: Scalars['Boolean']['output'];
};

/** A staff member of the shop (never a customer), or a program acting as staff with an API token. */
export type StaffMember = {
  __typename?: 'StaffMember';
  /** The request's staff session's editor modes; null for an API token and for staff who do not edit content (SUPPORT). */
  contribution?: Maybe<ContributionModes>;
  /** Null for an API token. */
  email?: Maybe<Scalars['String']['output']>;
  /** The staff account's id; null for an API token. */
  id?: Maybe<Scalars['ID']['output']>;
  /** The display name, or the API token's name. */
  name: Scalars['String']['output'];
  role: StaffRole;
  via: StaffAuthentication;
};

/** A kind of back-office work. `ADMIN` may do all of it. */
export type StaffRole =
  /** Everything, including what the other roles do. */
  | 'ADMIN'
  /** Content and the storefront's editor modes (preview, x-ray, contribution), review moderation. */
  | 'EDITOR'
  /** Customers' requests: returns, refunds, exports. */
  | 'SUPPORT';

/**
 * In-stock alerts: "notify me when it's back" for a product that is out of stock (a simple product,
 * a configurable's variant, or a configurable, grouped product or bundle as a whole). A signed-in
 * customer subscribes in one step, at their account's address. A visitor gives an address and the
 * alert waits until the link sent there confirms it (so nobody can make the shop write to a third
 * party again and again); confirmation links last 48 hours. When the product comes back in stock
 * (an operator's count, a cancelled order, a received return), every confirmed alert for it gets
 * exactly one message, in the store language it was asked in, with the product's link and a link
 * to stop alerts; the alert is then done.
 */
export type StockAlert = {
  __typename?: 'StockAlert';
  /** When it was asked (ISO 8601). */
  createdAt: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** When the back-in-stock message was sent (ISO 8601); null until then. */
  notifiedAt?: Maybe<Scalars['String']['output']>;
  /** The product as the catalogue has it now (a variant for a variant's alert); null when it is no longer sold. */
  product?: Maybe<Product>;
  /** The product's name when the alert was asked (a variant's with its option labels). */
  productName: Scalars['String']['output'];
  status: StockAlertStatus;
};

/** Why a stock-alert call failed (messages in modules/stock-alert/errors.ts). */
export type StockAlertErrorCode =
  /** A visitor must give an e-mail address. */
  | 'EMAIL_REQUIRED'
  /** The e-mail address is not valid. */
  | 'INVALID_EMAIL'
  /** The link is unknown, used or past its 48 hours. */
  | 'INVALID_TOKEN'
  /** The product is in stock now: it can be bought. */
  | 'IN_STOCK'
  /** Too many alerts asked recently (per client address, per address written to, per customer): the message says when to retry. */
  | 'TOO_MANY_ATTEMPTS'
  /** No alert of this customer has this id. */
  | 'UNKNOWN_ALERT'
  /** No product with this sku is sold in this store. */
  | 'UNKNOWN_PRODUCT';

export type StockAlertInput = {
  /** A visitor's address (required for visitors; ignored for a signed-in customer, who is written to at their account's). */
  email?: InputMaybe<Scalars['String']['input']>;
  /** The product out of stock: a simple product, a variant, or a configurable, grouped product or bundle. */
  sku: Scalars['String']['input'];
};

export type StockAlertOutcome =
  /** The alert is active: a message will be sent when the product is back (a signed-in customer, or a link confirmed). */
  | 'ACTIVE'
  /**
   * A visitor's alert: a link to confirm it is on its way to the address. Answered alike whether
   * the address already had an alert for the product or not (nothing is said about an address).
   */
  | 'CONFIRMATION_SENT'
  /** The alerts the link was for are removed. */
  | 'UNSUBSCRIBED';

export type StockAlertResult = MutationResult & {
  __typename?: 'StockAlertResult';
  /** The signed-in customer's alert (null for visitors' calls). */
  alert?: Maybe<StockAlert>;
  errorCode?: Maybe<StockAlertErrorCode>;
  errorMessage?: Maybe<Scalars['String']['output']>;
  outcome?: Maybe<StockAlertOutcome>;
  success: Scalars['Boolean']['output'];
};

export type StockAlertStatus =
  /** Waiting for the product to come back. */
  | 'ACTIVE'
  /** The back-in-stock message was sent: nothing more will be. */
  | 'NOTIFIED'
  /** Asked by a visitor: waits for the link sent to the address. */
  | 'UNCONFIRMED';

export type StoreConfig = {
  __typename?: 'StoreConfig';
  /** Currencies the shopper may choose for display. */
  availableCurrencies: Array<Scalars['String']['output']>;
  baseUrl: Scalars['String']['output'];
  code: Scalars['ID']['output'];
  /** Country names in the given language (`fr` or `en`), by default the store's. */
  countries: Array<Country>;
  /** Base currency of the store; prices are stored and charged in it. */
  currency: Scalars['String']['output'];
  /** ISO 3166-1 code of the default country (`FR`, `GB`). */
  defaultCountryId: Scalars['String']['output'];
  locale: Scalars['String']['output'];
};


export type StoreConfigCountriesArgs = {
  language?: InputMaybe<Scalars['String']['input']>;
};

/**
 * A customer's store credit (avoir): a balance in euros kept as a ledger. Every change is an entry
 * with its action, its amount and the balance it left; the balance never goes below zero.
 */
export type StoreCredit = {
  __typename?: 'StoreCredit';
  /** What can be spent now, in euros. */
  balance: Money;
  /** Its changes, newest first (`pageSize` 1 to 50). */
  history: StoreCreditHistory;
};


/**
 * A customer's store credit (avoir): a balance in euros kept as a ledger. Every change is an entry
 * with its action, its amount and the balance it left; the balance never goes below zero.
 */
export type StoreCreditHistoryArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};

export type StoreCreditAction =
  /** The shop added credit (a gesture, a correction). */
  | 'ADDED_BY_SHOP'
  /** Given back: the order it was spent on was cancelled. */
  | 'ORDER_CANCELLED'
  /** A refund paid into store credit. */
  | 'REFUNDED'
  /** Spent on an order. */
  | 'SPENT_ON_ORDER';

export type StoreCreditEntry = {
  __typename?: 'StoreCreditEntry';
  action: StoreCreditAction;
  /** Positive when credit was added, negative when it was spent (euros). */
  amount: Money;
  /** The balance this change left (euros). */
  balance: Money;
  /** The shop's words for the shopper (an operator's addition: its reason); null otherwise. */
  comment?: Maybe<Scalars['String']['output']>;
  /** When (ISO 8601). */
  createdAt: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** That order's id (the customer's own order); null when it concerns none. */
  orderId?: Maybe<Scalars['ID']['output']>;
  /** The number of the order it concerns (spent on, given back by, refunded for); null otherwise. */
  orderNumber?: Maybe<Scalars['String']['output']>;
};

/** Why useStoreCredit failed (messages in modules/store-credit/errors.ts). */
export type StoreCreditErrorCode =
  /** The cart is empty. */
  | 'CART_EMPTY'
  /** The customer's balance is zero. */
  | 'NO_STORE_CREDIT'
  /** Only a signed-in customer has store credit. */
  | 'SIGN_IN_REQUIRED'
  /** Too many attempts from this address: the message says when to retry. */
  | 'TOO_MANY_ATTEMPTS';

export type StoreCreditHistory = {
  __typename?: 'StoreCreditHistory';
  items: Array<StoreCreditEntry>;
  /** 1-based. */
  page: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  totalCount: Scalars['Int']['output'];
  totalPages: Scalars['Int']['output'];
};

export type Swatch = {
  __typename?: 'Swatch';
  /** `text` (show `value` as text) or `color` (`value` is a `#rrggbb` colour). */
  type: Scalars['String']['output'];
  value: Scalars['String']['output'];
};

export type TierPrice = {
  __typename?: 'TierPrice';
  priceExclTax: Money;
  /** …each unit costs this. */
  priceInclTax: Money;
  /** From this many units… */
  qty: Scalars['Int']['output'];
};

export type UseStoreCreditResult = MutationResult & {
  __typename?: 'UseStoreCreditResult';
  /** The cart as it is now. */
  cart: Cart;
  errorCode?: Maybe<StoreCreditErrorCode>;
  errorMessage?: Maybe<Scalars['String']['output']>;
  success: Scalars['Boolean']['output'];
};

/**
 * A customer's wishlist: products kept with the choices made on their page (a configurable's
 * options, custom options, a bundle's selection), at most 100. The same product with the same
 * choices is kept once. The list is private until its owner shares it: a share code (random, 128
 * bits) then lets anyone with the link read it and add from it to their own basket; making it
 * private again revokes the code for good (sharing again draws a new one).
 *
 * Everything here answers as if the wishlist did not exist when the `wishlist` feature is off
 * (`isFeatureActive(feature: "wishlist")`): `Me.wishlist` and `sharedWishlist` are null and every
 * mutation answers FEATURE_DISABLED.
 */
export type Wishlist = {
  __typename?: 'Wishlist';
  /** Opaque and stable for the customer (the cache identity). */
  id: Scalars['ID']['output'];
  /** True while a share link is live. */
  isShareable: Scalars['Boolean']['output'];
  /** Newest first. */
  items: Array<WishlistItem>;
  /** Items kept (the header's count). */
  itemsCount: Scalars['Int']['output'];
  /** The live share code (only the owner is ever given it); null while the list is private. */
  shareCode?: Maybe<Scalars['String']['output']>;
};

/** Why a wishlist call failed (messages in modules/wishlist/errors.ts). */
export type WishlistErrorCode =
  /** The shop has switched wishlists off. */
  | 'FEATURE_DISABLED'
  /** An address that is not an e-mail address (the message names it). */
  | 'INVALID_EMAIL'
  /** A choice names nothing the product offers, or is not allowed. */
  | 'OPTIONS_INVALID'
  /** A custom text is longer than the option allows. */
  | 'OPTION_TEXT_TOO_LONG'
  /** No recipient, or more than 5 at once. */
  | 'RECIPIENTS_OUT_OF_RANGE'
  /**
   * Only a signed-in customer has a wishlist. For `addToWishlist` the item is kept with the session
   * (`keptUntilSignIn`) and lands in the customer's wishlist when this browser signs in.
   */
  | 'SIGN_IN_REQUIRED'
  /** Too many attempts (sharing by e-mail, codes tried, writes): the message says when to retry. */
  | 'TOO_MANY_ATTEMPTS'
  /** No item with this id in this wishlist. */
  | 'UNKNOWN_ITEM'
  /** No product is sold under this sku. */
  | 'UNKNOWN_PRODUCT'
  /** No shared wishlist has this code (never had, or made private since). */
  | 'UNKNOWN_SHARE_CODE'
  /** The wishlist already keeps 100 items. */
  | 'WISHLIST_FULL';

/**
 * A product kept with its choices. Its price and availability are read now, in the display
 * currency: nothing about them is stored.
 */
export type WishlistItem = {
  __typename?: 'WishlistItem';
  /** When it was kept (ISO 8601). */
  addedAt: Scalars['String']['output'];
  /** Whether it can go in a basket now as kept, and if not why. */
  availability: WishlistItemAvailability;
  /** The item's id (the cache identity; for a shared list, `…/add/:itemId`). */
  id: Scalars['ID']['output'];
  /** The product's name when it was kept (shown when it is no longer sold), else its name now. */
  name: Scalars['String']['output'];
  /**
   * One unit with these choices, now, in the display currency (options' extra costs included).
   * Null when choices are still to be made (`availability` OPTIONS_REQUIRED: the product's own
   * `prices.minPrice` is the "from" price) or the product is no longer sold.
   */
  price?: Maybe<PriceInclExcl>;
  /** The product as the catalogue has it now; null when it is no longer sold. */
  product?: Maybe<Product>;
  /** Bundle choices kept: option id, chosen sku and its quantity per bundle, with labels. */
  selectedBundleOptions: Array<CartSelectedBundleOption>;
  /** Custom options kept: option id and the text typed or the value id chosen, with their labels. */
  selectedCustomOptions: Array<CartSelectedOption>;
  /** Configurable choices kept: attribute id and value code, with their labels. */
  selectedOptions: Array<CartSelectedOption>;
  /** The product's sku (a configurable's own), as kept. */
  sku: Scalars['String']['output'];
};

export type WishlistItemAvailability =
  /** It can be added to a basket with the choices kept. */
  | 'AVAILABLE'
  /** Choices are still to be made on the product page (a configurable kept from a product card, a required option). */
  | 'OPTIONS_REQUIRED'
  /** Nothing of the unit (or of a bundle's item) is in stock. */
  | 'OUT_OF_STOCK'
  /** The product, or a choice kept, is no longer sold. */
  | 'UNAVAILABLE';

/** A product to keep: the same shapes as a cart line's choices (no quantity). */
export type WishlistItemInput = {
  selectedBundleOptions?: InputMaybe<Array<CartBundleOptionInput>>;
  selectedCustomOptions?: InputMaybe<Array<CartOptionInput>>;
  selectedOptions?: InputMaybe<Array<CartOptionInput>>;
  sku: Scalars['String']['input'];
};

/** The answer of every change to the signed-in customer's wishlist. */
export type WishlistResult = MutationResult & {
  __typename?: 'WishlistResult';
  errorCode?: Maybe<WishlistErrorCode>;
  errorMessage?: Maybe<Scalars['String']['output']>;
  /** A visitor's `addToWishlist`: the item is kept with the session until this browser signs in. */
  keptUntilSignIn: Scalars['Boolean']['output'];
  success: Scalars['Boolean']['output'];
  /** The wishlist as it is now (null for a visitor, or when the feature is off). */
  wishlist?: Maybe<Wishlist>;
};

/** An item of a shared list that `addSharedWishlistToCart` did not add, and why. */
export type WishlistSkippedItem = {
  __typename?: 'WishlistSkippedItem';
  /** The item's availability, or AVAILABLE when the basket refused it (`cartErrorCode` says why). */
  availability: WishlistItemAvailability;
  /** The basket's refusal (stock taken meanwhile, basket full), when it was the basket that refused. */
  cartErrorCode?: Maybe<CartErrorCode>;
  item: WishlistItem;
  /** Why, for the shopper, in the store's language. */
  reason: Scalars['String']['output'];
};



export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;




/** Mapping of interface types */
export type ResolversInterfaceTypes<_RefType extends Record<string, unknown>> = {
  MutationResult:
    | ( Partial<AddressBookResult> )
    | ( Partial<Omit<CancelPendingOrderResult, 'cart' | 'order'> & { cart: _RefType['Cart'], order?: Maybe<_RefType['Order']> }> )
    | ( Partial<Omit<CartResult, 'cart'> & { cart: _RefType['Cart'] }> )
    | ( Partial<Omit<CheckoutResult, 'cart'> & { cart: _RefType['Cart'] }> )
    | ( Partial<CmsPageEditResult> )
    | ( Partial<ContactMessageResult> )
    | ( Partial<ContributionModeResult> )
    | ( Partial<Omit<CreateReturnAuthorizationResult, 'returnAuthorization'> & { returnAuthorization?: Maybe<_RefType['ReturnAuthorization']> }> )
    | ( Partial<Omit<CustomerResult, 'me'> & { me?: Maybe<_RefType['Me']> }> )
    | ( Partial<Omit<GuestOrderLookupResult, 'order'> & { order?: Maybe<_RefType['Order']> }> )
    | ( Partial<NewsletterResult> )
    | ( Partial<Omit<PlaceOrderResult, 'cart' | 'order'> & { cart: _RefType['Cart'], order?: Maybe<_RefType['Order']> }> )
    | ( Partial<Omit<ProductReviewResult, 'review'> & { review?: Maybe<_RefType['CustomerProductReview']> }> )
    | ( Partial<Omit<ReorderResult, 'cart'> & { cart: _RefType['Cart'] }> )
    | ( Partial<Omit<RetryOrderPaymentResult, 'order'> & { order?: Maybe<_RefType['Order']> }> )
    | ( Partial<SetCurrencyResult> )
    | ( Partial<Omit<SharedWishlistCartResult, 'added' | 'cart' | 'skipped'> & { added: Array<_RefType['WishlistItem']>, cart: _RefType['Cart'], skipped: Array<_RefType['WishlistSkippedItem']> }> )
    | ( Partial<SimpleResult> )
    | ( Partial<StaffLoginResult> )
    | ( Partial<StaffLogoutResult> )
    | ( Partial<Omit<StockAlertResult, 'alert'> & { alert?: Maybe<_RefType['StockAlert']> }> )
    | ( Partial<Omit<UseStoreCreditResult, 'cart'> & { cart: _RefType['Cart'] }> )
    | ( Partial<Omit<WishlistResult, 'wishlist'> & { wishlist?: Maybe<_RefType['Wishlist']> }> )
  ;
};

/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  AddressBookErrorCode: ResolverTypeWrapper<Partial<AddressBookErrorCode>>;
  AddressBookResult: ResolverTypeWrapper<Partial<AddressBookResult>>;
  AppliedCoupon: ResolverTypeWrapper<Partial<AppliedCoupon>>;
  Boolean: ResolverTypeWrapper<Partial<Scalars['Boolean']['output']>>;
  BundleBasePrice: ResolverTypeWrapper<Partial<BundleBasePrice>>;
  BundleOption: ResolverTypeWrapper<Partial<Omit<BundleOption, 'values'> & { values: Array<ResolversTypes['BundleOptionValue']> }>>;
  BundleOptionValue: ResolverTypeWrapper<BundleOptionChoice>;
  CancelPendingOrderResult: ResolverTypeWrapper<Partial<Omit<CancelPendingOrderResult, 'cart' | 'order'> & { cart: ResolversTypes['Cart'], order?: Maybe<ResolversTypes['Order']> }>>;
  Cart: ResolverTypeWrapper<Partial<Omit<Cart, 'items'> & { items: Array<ResolversTypes['CartItem']> }>>;
  CartBundleOptionInput: ResolverTypeWrapper<Partial<CartBundleOptionInput>>;
  CartCouponIssue: ResolverTypeWrapper<Partial<CartCouponIssue>>;
  CartErrorCode: ResolverTypeWrapper<Partial<CartErrorCode>>;
  CartItem: ResolverTypeWrapper<Partial<Omit<CartItem, 'product'> & { product: ResolversTypes['Product'] }>>;
  CartItemError: ResolverTypeWrapper<Partial<CartItemError>>;
  CartItemErrorCode: ResolverTypeWrapper<Partial<CartItemErrorCode>>;
  CartItemPrices: ResolverTypeWrapper<Partial<CartItemPrices>>;
  CartLineError: ResolverTypeWrapper<Partial<CartLineError>>;
  CartLineInput: ResolverTypeWrapper<Partial<CartLineInput>>;
  CartOptionInput: ResolverTypeWrapper<Partial<CartOptionInput>>;
  CartPrices: ResolverTypeWrapper<Partial<CartPrices>>;
  CartResult: ResolverTypeWrapper<Partial<Omit<CartResult, 'cart'> & { cart: ResolversTypes['Cart'] }>>;
  CartSelectedBundleOption: ResolverTypeWrapper<Partial<CartSelectedBundleOption>>;
  CartSelectedOption: ResolverTypeWrapper<Partial<CartSelectedOption>>;
  CartStoreCredit: ResolverTypeWrapper<Partial<CartStoreCredit>>;
  CatalogueStatus: ResolverTypeWrapper<Partial<CatalogueStatus>>;
  Category: ResolverTypeWrapper<CategoryNode>;
  CheckoutAddress: ResolverTypeWrapper<Partial<CheckoutAddress>>;
  CheckoutAddressInput: ResolverTypeWrapper<Partial<CheckoutAddressInput>>;
  CheckoutErrorCode: ResolverTypeWrapper<Partial<CheckoutErrorCode>>;
  CheckoutFieldError: ResolverTypeWrapper<Partial<CheckoutFieldError>>;
  CheckoutResult: ResolverTypeWrapper<Partial<Omit<CheckoutResult, 'cart'> & { cart: ResolversTypes['Cart'] }>>;
  CheckoutShippingMethod: ResolverTypeWrapper<Partial<CheckoutShippingMethod>>;
  CmsAlternate: ResolverTypeWrapper<StoreUrl>;
  CmsBlock: ResolverTypeWrapper<Partial<CmsBlock>>;
  CmsBlockInput: ResolverTypeWrapper<Partial<CmsBlockInput>>;
  CmsEditErrorCode: ResolverTypeWrapper<Partial<CmsEditErrorCode>>;
  CmsPage: ResolverTypeWrapper<CmsPageView>;
  CmsPageContent: ResolverTypeWrapper<Partial<CmsPageContent>>;
  CmsPageEditResult: ResolverTypeWrapper<Partial<CmsPageEditResult>>;
  CmsPageForEditing: ResolverTypeWrapper<Partial<CmsPageForEditing>>;
  CmsPageLanguageVersions: ResolverTypeWrapper<Partial<CmsPageLanguageVersions>>;
  CmsPageStatus: ResolverTypeWrapper<Partial<CmsPageStatus>>;
  ConfigurableOption: ResolverTypeWrapper<Partial<ConfigurableOption>>;
  ConfigurableOptionValue: ResolverTypeWrapper<Partial<ConfigurableOptionValue>>;
  ContactErrorCode: ResolverTypeWrapper<Partial<ContactErrorCode>>;
  ContactMessageInput: ResolverTypeWrapper<Partial<ContactMessageInput>>;
  ContactMessageResult: ResolverTypeWrapper<Partial<ContactMessageResult>>;
  ContactSubject: ResolverTypeWrapper<Partial<ContactSubject>>;
  ContributionErrorCode: ResolverTypeWrapper<Partial<ContributionErrorCode>>;
  ContributionModeResult: ResolverTypeWrapper<Partial<ContributionModeResult>>;
  ContributionModes: ResolverTypeWrapper<Partial<ContributionModes>>;
  Coordinates: ResolverTypeWrapper<Partial<Coordinates>>;
  Country: ResolverTypeWrapper<Partial<Country>>;
  CouponType: ResolverTypeWrapper<Partial<CouponType>>;
  CreateProductReviewInput: ResolverTypeWrapper<Partial<CreateProductReviewInput>>;
  CreateReturnAuthorizationInput: ResolverTypeWrapper<Partial<CreateReturnAuthorizationInput>>;
  CreateReturnAuthorizationResult: ResolverTypeWrapper<Partial<Omit<CreateReturnAuthorizationResult, 'returnAuthorization'> & { returnAuthorization?: Maybe<ResolversTypes['ReturnAuthorization']> }>>;
  CreditNote: ResolverTypeWrapper<Partial<CreditNote>>;
  CreditNoteItem: ResolverTypeWrapper<Partial<CreditNoteItem>>;
  CreditNoteReason: ResolverTypeWrapper<Partial<CreditNoteReason>>;
  CreditNoteTotals: ResolverTypeWrapper<Partial<CreditNoteTotals>>;
  CurrencyErrorCode: ResolverTypeWrapper<Partial<CurrencyErrorCode>>;
  CurrencyRate: ResolverTypeWrapper<Partial<CurrencyRate>>;
  CustomOption: ResolverTypeWrapper<Partial<CustomOption>>;
  CustomOptionExtraCost: ResolverTypeWrapper<Partial<CustomOptionExtraCost>>;
  CustomOptionValue: ResolverTypeWrapper<Partial<CustomOptionValue>>;
  CustomerAddress: ResolverTypeWrapper<Partial<CustomerAddress>>;
  CustomerAddressInput: ResolverTypeWrapper<Partial<CustomerAddressInput>>;
  CustomerErrorCode: ResolverTypeWrapper<Partial<CustomerErrorCode>>;
  CustomerInformationInput: ResolverTypeWrapper<Partial<CustomerInformationInput>>;
  CustomerOrders: ResolverTypeWrapper<Partial<Omit<CustomerOrders, 'items'> & { items: Array<ResolversTypes['Order']> }>>;
  CustomerProductReview: ResolverTypeWrapper<CustomerReviewView>;
  CustomerResult: ResolverTypeWrapper<Partial<Omit<CustomerResult, 'me'> & { me?: Maybe<ResolversTypes['Me']> }>>;
  CustomerReturns: ResolverTypeWrapper<Partial<Omit<CustomerReturns, 'items'> & { items: Array<ResolversTypes['ReturnAuthorization']> }>>;
  DownloadableProduct: ResolverTypeWrapper<Partial<DownloadableProduct>>;
  DownloadableProductStatus: ResolverTypeWrapper<Partial<DownloadableProductStatus>>;
  DroppedOrderLine: ResolverTypeWrapper<Partial<DroppedOrderLine>>;
  Entity: ResolverTypeWrapper<EntityRecord>;
  Facet: ResolverTypeWrapper<Partial<Facet>>;
  FacetBucket: ResolverTypeWrapper<Partial<FacetBucket>>;
  Float: ResolverTypeWrapper<Partial<Scalars['Float']['output']>>;
  GuestOrderLookupErrorCode: ResolverTypeWrapper<Partial<GuestOrderLookupErrorCode>>;
  GuestOrderLookupInput: ResolverTypeWrapper<Partial<GuestOrderLookupInput>>;
  GuestOrderLookupResult: ResolverTypeWrapper<Partial<Omit<GuestOrderLookupResult, 'order'> & { order?: Maybe<ResolversTypes['Order']> }>>;
  ID: ResolverTypeWrapper<Partial<Scalars['ID']['output']>>;
  Int: ResolverTypeWrapper<Partial<Scalars['Int']['output']>>;
  Invoice: ResolverTypeWrapper<Partial<Invoice>>;
  InvoiceItem: ResolverTypeWrapper<Partial<InvoiceItem>>;
  InvoiceTotals: ResolverTypeWrapper<Partial<InvoiceTotals>>;
  ListingFilter: ResolverTypeWrapper<Partial<ListingFilter>>;
  ListingFilterInput: ResolverTypeWrapper<Partial<ListingFilterInput>>;
  ListingInput: ResolverTypeWrapper<Partial<ListingInput>>;
  ListingSort: ResolverTypeWrapper<Partial<ListingSort>>;
  ListingSortInput: ResolverTypeWrapper<Partial<ListingSortInput>>;
  Me: ResolverTypeWrapper<Partial<Omit<Me, 'orders' | 'productReviews' | 'returns' | 'stockAlerts' | 'wishlist'> & { orders: ResolversTypes['CustomerOrders'], productReviews: Array<ResolversTypes['CustomerProductReview']>, returns: ResolversTypes['CustomerReturns'], stockAlerts: Array<ResolversTypes['StockAlert']>, wishlist?: Maybe<ResolversTypes['Wishlist']> }>>;
  Money: ResolverTypeWrapper<Partial<Money>>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  MutationResult: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['MutationResult']>;
  NewsletterErrorCode: ResolverTypeWrapper<Partial<NewsletterErrorCode>>;
  NewsletterOutcome: ResolverTypeWrapper<Partial<NewsletterOutcome>>;
  NewsletterResult: ResolverTypeWrapper<Partial<NewsletterResult>>;
  NewsletterSignUpInput: ResolverTypeWrapper<Partial<NewsletterSignUpInput>>;
  NewsletterSource: ResolverTypeWrapper<Partial<NewsletterSource>>;
  NewsletterSubscription: ResolverTypeWrapper<Partial<NewsletterSubscription>>;
  NewsletterSubscriptionStatus: ResolverTypeWrapper<Partial<NewsletterSubscriptionStatus>>;
  NotReturnableReason: ResolverTypeWrapper<Partial<NotReturnableReason>>;
  OpeningPeriod: ResolverTypeWrapper<Partial<OpeningPeriod>>;
  Order: ResolverTypeWrapper<OrderParent>;
  OrderCoupon: ResolverTypeWrapper<Partial<OrderCoupon>>;
  OrderHistoryEntry: ResolverTypeWrapper<Partial<OrderHistoryEntry>>;
  OrderItem: ResolverTypeWrapper<Partial<OrderItem>>;
  OrderItemOption: ResolverTypeWrapper<Partial<OrderItemOption>>;
  OrderItemPrices: ResolverTypeWrapper<Partial<OrderItemPrices>>;
  OrderPayment: ResolverTypeWrapper<OrderPaymentParent>;
  OrderPaymentErrorCode: ResolverTypeWrapper<Partial<OrderPaymentErrorCode>>;
  OrderPaymentStatus: ResolverTypeWrapper<Partial<OrderPaymentStatus>>;
  OrderPrices: ResolverTypeWrapper<Partial<OrderPrices>>;
  OrderShippingMethod: ResolverTypeWrapper<Partial<OrderShippingMethod>>;
  OrderStatus: ResolverTypeWrapper<Partial<OrderStatus>>;
  PasswordStrength: ResolverTypeWrapper<Partial<PasswordStrength>>;
  PaymentAction: ResolverTypeWrapper<Partial<PaymentAction>>;
  PaymentInstructions: ResolverTypeWrapper<Partial<PaymentInstructions>>;
  PaymentMethod: ResolverTypeWrapper<Partial<PaymentMethod>>;
  PickupPoint: ResolverTypeWrapper<Partial<PickupPoint>>;
  PickupPointAddress: ResolverTypeWrapper<Partial<PickupPointAddress>>;
  PickupPointDay: ResolverTypeWrapper<Partial<PickupPointDay>>;
  PickupPointSearch: ResolverTypeWrapper<Partial<PickupPointSearch>>;
  PlaceOrderErrorCode: ResolverTypeWrapper<Partial<PlaceOrderErrorCode>>;
  PlaceOrderInput: ResolverTypeWrapper<Partial<PlaceOrderInput>>;
  PlaceOrderResult: ResolverTypeWrapper<Partial<Omit<PlaceOrderResult, 'cart' | 'order'> & { cart: ResolversTypes['Cart'], order?: Maybe<ResolversTypes['Order']> }>>;
  PriceInclExcl: ResolverTypeWrapper<Partial<PriceInclExcl>>;
  PriceRange: ResolverTypeWrapper<Partial<PriceRange>>;
  Product: ResolverTypeWrapper<ProductRecord>;
  ProductAttribute: ResolverTypeWrapper<Partial<ProductAttribute>>;
  ProductDownload: ResolverTypeWrapper<Partial<ProductDownload>>;
  ProductImage: ResolverTypeWrapper<Partial<ProductImage>>;
  ProductLabel: ResolverTypeWrapper<Partial<ProductLabel>>;
  ProductListing: ResolverTypeWrapper<ListingView>;
  ProductPrices: ResolverTypeWrapper<Partial<ProductPrices>>;
  ProductReview: ResolverTypeWrapper<Partial<ProductReview>>;
  ProductReviewAuthor: ResolverTypeWrapper<Partial<ProductReviewAuthor>>;
  ProductReviewErrorCode: ResolverTypeWrapper<Partial<ProductReviewErrorCode>>;
  ProductReviewResult: ResolverTypeWrapper<Partial<Omit<ProductReviewResult, 'review'> & { review?: Maybe<ResolversTypes['CustomerProductReview']> }>>;
  ProductReviewStatus: ResolverTypeWrapper<Partial<ProductReviewStatus>>;
  ProductStock: ResolverTypeWrapper<Partial<ProductStock>>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Refund: ResolverTypeWrapper<Partial<Refund>>;
  RefundMethod: ResolverTypeWrapper<Partial<RefundMethod>>;
  RefundStatus: ResolverTypeWrapper<Partial<RefundStatus>>;
  RegisterInput: ResolverTypeWrapper<Partial<RegisterInput>>;
  ReorderResult: ResolverTypeWrapper<Partial<Omit<ReorderResult, 'cart'> & { cart: ResolversTypes['Cart'] }>>;
  RetryOrderPaymentResult: ResolverTypeWrapper<Partial<Omit<RetryOrderPaymentResult, 'order'> & { order?: Maybe<ResolversTypes['Order']> }>>;
  ReturnAnswer: ResolverTypeWrapper<Partial<ReturnAnswer>>;
  ReturnAnswerInput: ResolverTypeWrapper<Partial<ReturnAnswerInput>>;
  ReturnAttribute: ResolverTypeWrapper<Partial<ReturnAttribute>>;
  ReturnAttributeKind: ResolverTypeWrapper<Partial<ReturnAttributeKind>>;
  ReturnAttributeOption: ResolverTypeWrapper<Partial<ReturnAttributeOption>>;
  ReturnAuthorization: ResolverTypeWrapper<ReturnParent>;
  ReturnErrorCode: ResolverTypeWrapper<Partial<ReturnErrorCode>>;
  ReturnHistoryEntry: ResolverTypeWrapper<Partial<ReturnHistoryEntry>>;
  ReturnItem: ResolverTypeWrapper<Partial<ReturnItem>>;
  ReturnItemInput: ResolverTypeWrapper<Partial<ReturnItemInput>>;
  ReturnItemStatus: ResolverTypeWrapper<Partial<ReturnItemStatus>>;
  ReturnStatus: ResolverTypeWrapper<Partial<ReturnStatus>>;
  ReturnableItem: ResolverTypeWrapper<Partial<ReturnableItem>>;
  ReviewRatingCount: ResolverTypeWrapper<Partial<ReviewRatingCount>>;
  ReviewsLayer: ResolverTypeWrapper<Partial<ReviewsLayer>>;
  ReviewsLayerInput: ResolverTypeWrapper<Partial<ReviewsLayerInput>>;
  SaveCmsPageDraftInput: ResolverTypeWrapper<Partial<SaveCmsPageDraftInput>>;
  SearchResult: ResolverTypeWrapper<SearchResultView>;
  SearchSuggestions: ResolverTypeWrapper<Partial<Omit<SearchSuggestions, 'categories' | 'pages' | 'products'> & { categories: Array<ResolversTypes['Category']>, pages: Array<ResolversTypes['CmsPage']>, products: Array<ResolversTypes['Product']> }>>;
  SelectedConfigurableOption: ResolverTypeWrapper<Partial<SelectedConfigurableOption>>;
  SetCurrencyResult: ResolverTypeWrapper<Partial<SetCurrencyResult>>;
  SharedWishlist: ResolverTypeWrapper<SharedWishlistParent>;
  SharedWishlistAnswer: ResolverTypeWrapper<Partial<Omit<SharedWishlistAnswer, 'wishlist'> & { wishlist?: Maybe<ResolversTypes['SharedWishlist']> }>>;
  SharedWishlistCartResult: ResolverTypeWrapper<Partial<Omit<SharedWishlistCartResult, 'added' | 'cart' | 'skipped'> & { added: Array<ResolversTypes['WishlistItem']>, cart: ResolversTypes['Cart'], skipped: Array<ResolversTypes['WishlistSkippedItem']> }>>;
  ShipmentItem: ResolverTypeWrapper<Partial<ShipmentItem>>;
  ShipmentTracking: ResolverTypeWrapper<Partial<ShipmentTracking>>;
  ShippingCountry: ResolverTypeWrapper<Partial<ShippingCountry>>;
  ShippingEstimate: ResolverTypeWrapper<Partial<ShippingEstimate>>;
  Shop: ResolverTypeWrapper<Partial<Shop>>;
  SimpleResult: ResolverTypeWrapper<Partial<SimpleResult>>;
  SitemapChangeFrequency: ResolverTypeWrapper<Partial<SitemapChangeFrequency>>;
  SitemapEntries: ResolverTypeWrapper<Partial<Omit<SitemapEntries, 'entries'> & { entries: Array<ResolversTypes['SitemapEntry']> }>>;
  SitemapEntry: ResolverTypeWrapper<Partial<Omit<SitemapEntry, 'alternates'> & { alternates: Array<ResolversTypes['CmsAlternate']> }>>;
  SitemapFile: ResolverTypeWrapper<Partial<SitemapFile>>;
  SitemapType: ResolverTypeWrapper<Partial<SitemapType>>;
  SortField: ResolverTypeWrapper<Partial<SortField>>;
  StaffAuthentication: ResolverTypeWrapper<Partial<StaffAuthentication>>;
  StaffErrorCode: ResolverTypeWrapper<Partial<StaffErrorCode>>;
  StaffLoginResult: ResolverTypeWrapper<Partial<StaffLoginResult>>;
  StaffLogoutResult: ResolverTypeWrapper<Partial<StaffLogoutResult>>;
  StaffMember: ResolverTypeWrapper<Partial<StaffMember>>;
  StaffRole: ResolverTypeWrapper<Partial<StaffRole>>;
  StockAlert: ResolverTypeWrapper<StockAlertParent>;
  StockAlertErrorCode: ResolverTypeWrapper<Partial<StockAlertErrorCode>>;
  StockAlertInput: ResolverTypeWrapper<Partial<StockAlertInput>>;
  StockAlertOutcome: ResolverTypeWrapper<Partial<StockAlertOutcome>>;
  StockAlertResult: ResolverTypeWrapper<Partial<Omit<StockAlertResult, 'alert'> & { alert?: Maybe<ResolversTypes['StockAlert']> }>>;
  StockAlertStatus: ResolverTypeWrapper<Partial<StockAlertStatus>>;
  StoreConfig: ResolverTypeWrapper<StoreConfigParent>;
  StoreCredit: ResolverTypeWrapper<Partial<StoreCredit>>;
  StoreCreditAction: ResolverTypeWrapper<Partial<StoreCreditAction>>;
  StoreCreditEntry: ResolverTypeWrapper<Partial<StoreCreditEntry>>;
  StoreCreditErrorCode: ResolverTypeWrapper<Partial<StoreCreditErrorCode>>;
  StoreCreditHistory: ResolverTypeWrapper<Partial<StoreCreditHistory>>;
  String: ResolverTypeWrapper<Partial<Scalars['String']['output']>>;
  Swatch: ResolverTypeWrapper<Partial<Swatch>>;
  TierPrice: ResolverTypeWrapper<Partial<TierPrice>>;
  UseStoreCreditResult: ResolverTypeWrapper<Partial<Omit<UseStoreCreditResult, 'cart'> & { cart: ResolversTypes['Cart'] }>>;
  Wishlist: ResolverTypeWrapper<WishlistParent>;
  WishlistErrorCode: ResolverTypeWrapper<Partial<WishlistErrorCode>>;
  WishlistItem: ResolverTypeWrapper<Partial<Omit<WishlistItem, 'product'> & { product?: Maybe<ResolversTypes['Product']> }>>;
  WishlistItemAvailability: ResolverTypeWrapper<Partial<WishlistItemAvailability>>;
  WishlistItemInput: ResolverTypeWrapper<Partial<WishlistItemInput>>;
  WishlistResult: ResolverTypeWrapper<Partial<Omit<WishlistResult, 'wishlist'> & { wishlist?: Maybe<ResolversTypes['Wishlist']> }>>;
  WishlistSkippedItem: ResolverTypeWrapper<Partial<Omit<WishlistSkippedItem, 'item'> & { item: ResolversTypes['WishlistItem'] }>>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AddressBookResult: Partial<AddressBookResult>;
  AppliedCoupon: Partial<AppliedCoupon>;
  Boolean: Partial<Scalars['Boolean']['output']>;
  BundleBasePrice: Partial<BundleBasePrice>;
  BundleOption: Partial<Omit<BundleOption, 'values'> & { values: Array<ResolversParentTypes['BundleOptionValue']> }>;
  BundleOptionValue: BundleOptionChoice;
  CancelPendingOrderResult: Partial<Omit<CancelPendingOrderResult, 'cart' | 'order'> & { cart: ResolversParentTypes['Cart'], order?: Maybe<ResolversParentTypes['Order']> }>;
  Cart: Partial<Omit<Cart, 'items'> & { items: Array<ResolversParentTypes['CartItem']> }>;
  CartBundleOptionInput: Partial<CartBundleOptionInput>;
  CartCouponIssue: Partial<CartCouponIssue>;
  CartItem: Partial<Omit<CartItem, 'product'> & { product: ResolversParentTypes['Product'] }>;
  CartItemError: Partial<CartItemError>;
  CartItemPrices: Partial<CartItemPrices>;
  CartLineError: Partial<CartLineError>;
  CartLineInput: Partial<CartLineInput>;
  CartOptionInput: Partial<CartOptionInput>;
  CartPrices: Partial<CartPrices>;
  CartResult: Partial<Omit<CartResult, 'cart'> & { cart: ResolversParentTypes['Cart'] }>;
  CartSelectedBundleOption: Partial<CartSelectedBundleOption>;
  CartSelectedOption: Partial<CartSelectedOption>;
  CartStoreCredit: Partial<CartStoreCredit>;
  CatalogueStatus: Partial<CatalogueStatus>;
  Category: CategoryNode;
  CheckoutAddress: Partial<CheckoutAddress>;
  CheckoutAddressInput: Partial<CheckoutAddressInput>;
  CheckoutFieldError: Partial<CheckoutFieldError>;
  CheckoutResult: Partial<Omit<CheckoutResult, 'cart'> & { cart: ResolversParentTypes['Cart'] }>;
  CheckoutShippingMethod: Partial<CheckoutShippingMethod>;
  CmsAlternate: StoreUrl;
  CmsBlock: Partial<CmsBlock>;
  CmsBlockInput: Partial<CmsBlockInput>;
  CmsPage: CmsPageView;
  CmsPageContent: Partial<CmsPageContent>;
  CmsPageEditResult: Partial<CmsPageEditResult>;
  CmsPageForEditing: Partial<CmsPageForEditing>;
  CmsPageLanguageVersions: Partial<CmsPageLanguageVersions>;
  ConfigurableOption: Partial<ConfigurableOption>;
  ConfigurableOptionValue: Partial<ConfigurableOptionValue>;
  ContactMessageInput: Partial<ContactMessageInput>;
  ContactMessageResult: Partial<ContactMessageResult>;
  ContributionModeResult: Partial<ContributionModeResult>;
  ContributionModes: Partial<ContributionModes>;
  Coordinates: Partial<Coordinates>;
  Country: Partial<Country>;
  CreateProductReviewInput: Partial<CreateProductReviewInput>;
  CreateReturnAuthorizationInput: Partial<CreateReturnAuthorizationInput>;
  CreateReturnAuthorizationResult: Partial<Omit<CreateReturnAuthorizationResult, 'returnAuthorization'> & { returnAuthorization?: Maybe<ResolversParentTypes['ReturnAuthorization']> }>;
  CreditNote: Partial<CreditNote>;
  CreditNoteItem: Partial<CreditNoteItem>;
  CreditNoteTotals: Partial<CreditNoteTotals>;
  CurrencyRate: Partial<CurrencyRate>;
  CustomOption: Partial<CustomOption>;
  CustomOptionExtraCost: Partial<CustomOptionExtraCost>;
  CustomOptionValue: Partial<CustomOptionValue>;
  CustomerAddress: Partial<CustomerAddress>;
  CustomerAddressInput: Partial<CustomerAddressInput>;
  CustomerInformationInput: Partial<CustomerInformationInput>;
  CustomerOrders: Partial<Omit<CustomerOrders, 'items'> & { items: Array<ResolversParentTypes['Order']> }>;
  CustomerProductReview: CustomerReviewView;
  CustomerResult: Partial<Omit<CustomerResult, 'me'> & { me?: Maybe<ResolversParentTypes['Me']> }>;
  CustomerReturns: Partial<Omit<CustomerReturns, 'items'> & { items: Array<ResolversParentTypes['ReturnAuthorization']> }>;
  DownloadableProduct: Partial<DownloadableProduct>;
  DroppedOrderLine: Partial<DroppedOrderLine>;
  Entity: EntityRecord;
  Facet: Partial<Facet>;
  FacetBucket: Partial<FacetBucket>;
  Float: Partial<Scalars['Float']['output']>;
  GuestOrderLookupInput: Partial<GuestOrderLookupInput>;
  GuestOrderLookupResult: Partial<Omit<GuestOrderLookupResult, 'order'> & { order?: Maybe<ResolversParentTypes['Order']> }>;
  ID: Partial<Scalars['ID']['output']>;
  Int: Partial<Scalars['Int']['output']>;
  Invoice: Partial<Invoice>;
  InvoiceItem: Partial<InvoiceItem>;
  InvoiceTotals: Partial<InvoiceTotals>;
  ListingFilter: Partial<ListingFilter>;
  ListingFilterInput: Partial<ListingFilterInput>;
  ListingInput: Partial<ListingInput>;
  ListingSort: Partial<ListingSort>;
  ListingSortInput: Partial<ListingSortInput>;
  Me: Partial<Omit<Me, 'orders' | 'productReviews' | 'returns' | 'stockAlerts' | 'wishlist'> & { orders: ResolversParentTypes['CustomerOrders'], productReviews: Array<ResolversParentTypes['CustomerProductReview']>, returns: ResolversParentTypes['CustomerReturns'], stockAlerts: Array<ResolversParentTypes['StockAlert']>, wishlist?: Maybe<ResolversParentTypes['Wishlist']> }>;
  Money: Partial<Money>;
  Mutation: Record<PropertyKey, never>;
  MutationResult: ResolversInterfaceTypes<ResolversParentTypes>['MutationResult'];
  NewsletterResult: Partial<NewsletterResult>;
  NewsletterSignUpInput: Partial<NewsletterSignUpInput>;
  NewsletterSubscription: Partial<NewsletterSubscription>;
  OpeningPeriod: Partial<OpeningPeriod>;
  Order: OrderParent;
  OrderCoupon: Partial<OrderCoupon>;
  OrderHistoryEntry: Partial<OrderHistoryEntry>;
  OrderItem: Partial<OrderItem>;
  OrderItemOption: Partial<OrderItemOption>;
  OrderItemPrices: Partial<OrderItemPrices>;
  OrderPayment: OrderPaymentParent;
  OrderPrices: Partial<OrderPrices>;
  OrderShippingMethod: Partial<OrderShippingMethod>;
  PasswordStrength: Partial<PasswordStrength>;
  PaymentAction: Partial<PaymentAction>;
  PaymentInstructions: Partial<PaymentInstructions>;
  PaymentMethod: Partial<PaymentMethod>;
  PickupPoint: Partial<PickupPoint>;
  PickupPointAddress: Partial<PickupPointAddress>;
  PickupPointDay: Partial<PickupPointDay>;
  PickupPointSearch: Partial<PickupPointSearch>;
  PlaceOrderInput: Partial<PlaceOrderInput>;
  PlaceOrderResult: Partial<Omit<PlaceOrderResult, 'cart' | 'order'> & { cart: ResolversParentTypes['Cart'], order?: Maybe<ResolversParentTypes['Order']> }>;
  PriceInclExcl: Partial<PriceInclExcl>;
  PriceRange: Partial<PriceRange>;
  Product: ProductRecord;
  ProductAttribute: Partial<ProductAttribute>;
  ProductDownload: Partial<ProductDownload>;
  ProductImage: Partial<ProductImage>;
  ProductLabel: Partial<ProductLabel>;
  ProductListing: ListingView;
  ProductPrices: Partial<ProductPrices>;
  ProductReview: Partial<ProductReview>;
  ProductReviewAuthor: Partial<ProductReviewAuthor>;
  ProductReviewResult: Partial<Omit<ProductReviewResult, 'review'> & { review?: Maybe<ResolversParentTypes['CustomerProductReview']> }>;
  ProductStock: Partial<ProductStock>;
  Query: Record<PropertyKey, never>;
  Refund: Partial<Refund>;
  RegisterInput: Partial<RegisterInput>;
  ReorderResult: Partial<Omit<ReorderResult, 'cart'> & { cart: ResolversParentTypes['Cart'] }>;
  RetryOrderPaymentResult: Partial<Omit<RetryOrderPaymentResult, 'order'> & { order?: Maybe<ResolversParentTypes['Order']> }>;
  ReturnAnswer: Partial<ReturnAnswer>;
  ReturnAnswerInput: Partial<ReturnAnswerInput>;
  ReturnAttribute: Partial<ReturnAttribute>;
  ReturnAttributeOption: Partial<ReturnAttributeOption>;
  ReturnAuthorization: ReturnParent;
  ReturnHistoryEntry: Partial<ReturnHistoryEntry>;
  ReturnItem: Partial<ReturnItem>;
  ReturnItemInput: Partial<ReturnItemInput>;
  ReturnableItem: Partial<ReturnableItem>;
  ReviewRatingCount: Partial<ReviewRatingCount>;
  ReviewsLayer: Partial<ReviewsLayer>;
  ReviewsLayerInput: Partial<ReviewsLayerInput>;
  SaveCmsPageDraftInput: Partial<SaveCmsPageDraftInput>;
  SearchResult: SearchResultView;
  SearchSuggestions: Partial<Omit<SearchSuggestions, 'categories' | 'pages' | 'products'> & { categories: Array<ResolversParentTypes['Category']>, pages: Array<ResolversParentTypes['CmsPage']>, products: Array<ResolversParentTypes['Product']> }>;
  SelectedConfigurableOption: Partial<SelectedConfigurableOption>;
  SetCurrencyResult: Partial<SetCurrencyResult>;
  SharedWishlist: SharedWishlistParent;
  SharedWishlistAnswer: Partial<Omit<SharedWishlistAnswer, 'wishlist'> & { wishlist?: Maybe<ResolversParentTypes['SharedWishlist']> }>;
  SharedWishlistCartResult: Partial<Omit<SharedWishlistCartResult, 'added' | 'cart' | 'skipped'> & { added: Array<ResolversParentTypes['WishlistItem']>, cart: ResolversParentTypes['Cart'], skipped: Array<ResolversParentTypes['WishlistSkippedItem']> }>;
  ShipmentItem: Partial<ShipmentItem>;
  ShipmentTracking: Partial<ShipmentTracking>;
  ShippingCountry: Partial<ShippingCountry>;
  ShippingEstimate: Partial<ShippingEstimate>;
  Shop: Partial<Shop>;
  SimpleResult: Partial<SimpleResult>;
  SitemapEntries: Partial<Omit<SitemapEntries, 'entries'> & { entries: Array<ResolversParentTypes['SitemapEntry']> }>;
  SitemapEntry: Partial<Omit<SitemapEntry, 'alternates'> & { alternates: Array<ResolversParentTypes['CmsAlternate']> }>;
  SitemapFile: Partial<SitemapFile>;
  SortField: Partial<SortField>;
  StaffLoginResult: Partial<StaffLoginResult>;
  StaffLogoutResult: Partial<StaffLogoutResult>;
  StaffMember: Partial<StaffMember>;
  StockAlert: StockAlertParent;
  StockAlertInput: Partial<StockAlertInput>;
  StockAlertResult: Partial<Omit<StockAlertResult, 'alert'> & { alert?: Maybe<ResolversParentTypes['StockAlert']> }>;
  StoreConfig: StoreConfigParent;
  StoreCredit: Partial<StoreCredit>;
  StoreCreditEntry: Partial<StoreCreditEntry>;
  StoreCreditHistory: Partial<StoreCreditHistory>;
  String: Partial<Scalars['String']['output']>;
  Swatch: Partial<Swatch>;
  TierPrice: Partial<TierPrice>;
  UseStoreCreditResult: Partial<Omit<UseStoreCreditResult, 'cart'> & { cart: ResolversParentTypes['Cart'] }>;
  Wishlist: WishlistParent;
  WishlistItem: Partial<Omit<WishlistItem, 'product'> & { product?: Maybe<ResolversParentTypes['Product']> }>;
  WishlistItemInput: Partial<WishlistItemInput>;
  WishlistResult: Partial<Omit<WishlistResult, 'wishlist'> & { wishlist?: Maybe<ResolversParentTypes['Wishlist']> }>;
  WishlistSkippedItem: Partial<Omit<WishlistSkippedItem, 'item'> & { item: ResolversParentTypes['WishlistItem'] }>;
};

export type CostDirectiveArgs = {
  weight: Scalars['Int']['input'];
};

export type CostDirectiveResolver<Result, Parent, ContextType = GraphQLContext, Args = CostDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type ListSizeDirectiveArgs = {
  default?: Maybe<Scalars['Int']['input']>;
  max: Scalars['Int']['input'];
  sizedBy?: Maybe<Scalars['String']['input']>;
  sizedFields?: Maybe<Array<Scalars['String']['input']>>;
};

export type ListSizeDirectiveResolver<Result, Parent, ContextType = GraphQLContext, Args = ListSizeDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type StaffOnlyDirectiveArgs = {
  role?: Maybe<StaffRole>;
};

export type StaffOnlyDirectiveResolver<Result, Parent, ContextType = GraphQLContext, Args = StaffOnlyDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type AddressBookResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AddressBookResult'] = ResolversParentTypes['AddressBookResult']> = {
  address?: Resolver<Maybe<ResolversTypes['CustomerAddress']>, ParentType, ContextType>;
  addresses?: Resolver<Array<ResolversTypes['CustomerAddress']>, ParentType, ContextType>;
  errorCode?: Resolver<Maybe<ResolversTypes['AddressBookErrorCode']>, ParentType, ContextType>;
  errorMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fieldErrors?: Resolver<Array<ResolversTypes['CheckoutFieldError']>, ParentType, ContextType>;
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type AppliedCouponResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AppliedCoupon'] = ResolversParentTypes['AppliedCoupon']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['CouponType'], ParentType, ContextType>;
};

export type BundleBasePriceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BundleBasePrice'] = ResolversParentTypes['BundleBasePrice']> = {
  finalPrice?: Resolver<ResolversTypes['PriceInclExcl'], ParentType, ContextType>;
  regularPrice?: Resolver<ResolversTypes['PriceInclExcl'], ParentType, ContextType>;
};

export type BundleOptionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BundleOption'] = ResolversParentTypes['BundleOption']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  required?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  values?: Resolver<Array<ResolversTypes['BundleOptionValue']>, ParentType, ContextType>;
};

export type BundleOptionValueResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BundleOptionValue'] = ResolversParentTypes['BundleOptionValue']> = {
  defaultQuantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  prices?: Resolver<ResolversTypes['ProductPrices'], ParentType, ContextType>;
  product?: Resolver<ResolversTypes['Product'], ParentType, ContextType>;
  userDefinedQuantity?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CancelPendingOrderResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CancelPendingOrderResult'] = ResolversParentTypes['CancelPendingOrderResult']> = {
  cancelled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  cart?: Resolver<ResolversTypes['Cart'], ParentType, ContextType>;
  droppedLines?: Resolver<Array<ResolversTypes['DroppedOrderLine']>, ParentType, ContextType>;
  errorCode?: Resolver<Maybe<ResolversTypes['OrderPaymentErrorCode']>, ParentType, ContextType>;
  errorMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  order?: Resolver<Maybe<ResolversTypes['Order']>, ParentType, ContextType>;
  restoredLines?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CartResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Cart'] = ResolversParentTypes['Cart']> = {
  billingAddress?: Resolver<Maybe<ResolversTypes['CheckoutAddress']>, ParentType, ContextType>;
  billingSameAsShipping?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  chargedPrices?: Resolver<ResolversTypes['CartPrices'], ParentType, ContextType>;
  coupon?: Resolver<Maybe<ResolversTypes['AppliedCoupon']>, ParentType, ContextType>;
  couponIssue?: Resolver<Maybe<ResolversTypes['CartCouponIssue']>, ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasDownloads?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isReadyForCheckout?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isVirtual?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['CartItem']>, ParentType, ContextType>;
  itemsQuantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  paymentMethods?: Resolver<Array<ResolversTypes['PaymentMethod']>, ParentType, ContextType>;
  pickupPoint?: Resolver<Maybe<ResolversTypes['PickupPoint']>, ParentType, ContextType>;
  prices?: Resolver<ResolversTypes['CartPrices'], ParentType, ContextType>;
  requiresAccount?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  selectedShippingMethod?: Resolver<Maybe<ResolversTypes['CheckoutShippingMethod']>, ParentType, ContextType>;
  shippingAddress?: Resolver<Maybe<ResolversTypes['CheckoutAddress']>, ParentType, ContextType>;
  shippingEstimate?: Resolver<Maybe<ResolversTypes['ShippingEstimate']>, ParentType, ContextType>;
  shippingMethods?: Resolver<Array<ResolversTypes['CheckoutShippingMethod']>, ParentType, ContextType>;
  storeCredit?: Resolver<Maybe<ResolversTypes['CartStoreCredit']>, ParentType, ContextType>;
};

export type CartCouponIssueResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CartCouponIssue'] = ResolversParentTypes['CartCouponIssue']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  errorCode?: Resolver<ResolversTypes['CartErrorCode'], ParentType, ContextType>;
  errorMessage?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CartItemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CartItem'] = ResolversParentTypes['CartItem']> = {
  errors?: Resolver<Array<ResolversTypes['CartItemError']>, ParentType, ContextType>;
  item_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  maxQuantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  prices?: Resolver<ResolversTypes['CartItemPrices'], ParentType, ContextType>;
  product?: Resolver<ResolversTypes['Product'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  selectedBundleOptions?: Resolver<Array<ResolversTypes['CartSelectedBundleOption']>, ParentType, ContextType>;
  selectedCustomOptions?: Resolver<Array<ResolversTypes['CartSelectedOption']>, ParentType, ContextType>;
  selectedOptions?: Resolver<Array<ResolversTypes['CartSelectedOption']>, ParentType, ContextType>;
  sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CartItemErrorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CartItemError'] = ResolversParentTypes['CartItemError']> = {
  availableQuantity?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  code?: Resolver<ResolversTypes['CartItemErrorCode'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CartItemPricesResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CartItemPrices'] = ResolversParentTypes['CartItemPrices']> = {
  chargedRow?: Resolver<ResolversTypes['PriceInclExcl'], ParentType, ContextType>;
  discount?: Resolver<ResolversTypes['PriceInclExcl'], ParentType, ContextType>;
  regularUnit?: Resolver<Maybe<ResolversTypes['PriceInclExcl']>, ParentType, ContextType>;
  row?: Resolver<ResolversTypes['PriceInclExcl'], ParentType, ContextType>;
  tierQty?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  unit?: Resolver<ResolversTypes['PriceInclExcl'], ParentType, ContextType>;
};

export type CartLineErrorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CartLineError'] = ResolversParentTypes['CartLineError']> = {
  availableQuantity?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  errorCode?: Resolver<ResolversTypes['CartErrorCode'], ParentType, ContextType>;
  errorMessage?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  line?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CartPricesResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CartPrices'] = ResolversParentTypes['CartPrices']> = {
  amountDue?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  discount?: Resolver<ResolversTypes['PriceInclExcl'], ParentType, ContextType>;
  grandTotal?: Resolver<ResolversTypes['PriceInclExcl'], ParentType, ContextType>;
  shipping?: Resolver<ResolversTypes['PriceInclExcl'], ParentType, ContextType>;
  storeCredit?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  subtotal?: Resolver<ResolversTypes['PriceInclExcl'], ParentType, ContextType>;
  vat?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
};

export type CartResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CartResult'] = ResolversParentTypes['CartResult']> = {
  cart?: Resolver<ResolversTypes['Cart'], ParentType, ContextType>;
  errorCode?: Resolver<Maybe<ResolversTypes['CartErrorCode']>, ParentType, ContextType>;
  errorMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lineErrors?: Resolver<Array<ResolversTypes['CartLineError']>, ParentType, ContextType>;
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CartSelectedBundleOptionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CartSelectedBundleOption'] = ResolversParentTypes['CartSelectedBundleOption']> = {
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  option_id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  option_qty?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  option_value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value_label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CartSelectedOptionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CartSelectedOption'] = ResolversParentTypes['CartSelectedOption']> = {
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  option_id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  option_value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value_label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CartStoreCreditResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CartStoreCredit'] = ResolversParentTypes['CartStoreCredit']> = {
  applied?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  balance?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
};

export type CatalogueStatusResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CatalogueStatus'] = ResolversParentTypes['CatalogueStatus']> = {
  productCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CategoryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Category'] = ResolversParentTypes['Category']> = {
  alternates?: Resolver<Array<ResolversTypes['CmsAlternate']>, ParentType, ContextType>;
  breadcrumbs?: Resolver<Array<ResolversTypes['Category']>, ParentType, ContextType>;
  children?: Resolver<Array<ResolversTypes['Category']>, ParentType, ContextType, RequireFields<CategoryChildrenArgs, 'menuOnly'>>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  imageUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  includeInMenu?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  level?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  metaDescription?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  metaTitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  parent?: Resolver<Maybe<ResolversTypes['Category']>, ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  products?: Resolver<ResolversTypes['ProductListing'], ParentType, ContextType, Partial<CategoryProductsArgs>>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  urlKey?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  urlPath?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CheckoutAddressResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CheckoutAddress'] = ResolversParentTypes['CheckoutAddress']> = {
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  company?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  countryCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  countryName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstname?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastname?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  postcode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  street?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  telephone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CheckoutFieldErrorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CheckoutFieldError'] = ResolversParentTypes['CheckoutFieldError']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  field?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CheckoutResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CheckoutResult'] = ResolversParentTypes['CheckoutResult']> = {
  cart?: Resolver<ResolversTypes['Cart'], ParentType, ContextType>;
  errorCode?: Resolver<Maybe<ResolversTypes['CheckoutErrorCode']>, ParentType, ContextType>;
  errorMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fieldErrors?: Resolver<Array<ResolversTypes['CheckoutFieldError']>, ParentType, ContextType>;
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CheckoutShippingMethodResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CheckoutShippingMethod'] = ResolversParentTypes['CheckoutShippingMethod']> = {
  carrier?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  maxDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  minDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  needsPickupPoint?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['PriceInclExcl'], ParentType, ContextType>;
};

export type CmsAlternateResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CmsAlternate'] = ResolversParentTypes['CmsAlternate']> = {
  absoluteUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  locale?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CmsBlockResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CmsBlock'] = ResolversParentTypes['CmsBlock']> = {
  alt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  answer?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  href?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  items?: Resolver<Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  level?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  ordered?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  question?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  src?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  text?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CmsPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CmsPage'] = ResolversParentTypes['CmsPage']> = {
  alternates?: Resolver<Array<ResolversTypes['CmsAlternate']>, ParentType, ContextType>;
  blocks?: Resolver<Array<ResolversTypes['CmsBlock']>, ParentType, ContextType>;
  identifier?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  layout?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  metaDescription?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  metaTitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  urlKey?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CmsPageContentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CmsPageContent'] = ResolversParentTypes['CmsPageContent']> = {
  blocks?: Resolver<Array<ResolversTypes['CmsBlock']>, ParentType, ContextType>;
  metaDescription?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  metaTitle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CmsPageEditResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CmsPageEditResult'] = ResolversParentTypes['CmsPageEditResult']> = {
  errorCode?: Resolver<Maybe<ResolversTypes['CmsEditErrorCode']>, ParentType, ContextType>;
  errorMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  field?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  page?: Resolver<Maybe<ResolversTypes['CmsPageForEditing']>, ParentType, ContextType>;
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CmsPageForEditingResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CmsPageForEditing'] = ResolversParentTypes['CmsPageForEditing']> = {
  hasDraft?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  identifier?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  languages?: Resolver<Array<ResolversTypes['CmsPageLanguageVersions']>, ParentType, ContextType>;
  layout?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  publishAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['CmsPageStatus'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CmsPageLanguageVersionsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CmsPageLanguageVersions'] = ResolversParentTypes['CmsPageLanguageVersions']> = {
  current?: Resolver<ResolversTypes['CmsPageContent'], ParentType, ContextType>;
  draft?: Resolver<Maybe<ResolversTypes['CmsPageContent']>, ParentType, ContextType>;
  locale?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  urlKey?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ConfigurableOptionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ConfigurableOption'] = ResolversParentTypes['ConfigurableOption']> = {
  attribute?: Resolver<ResolversTypes['ProductAttribute'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  values?: Resolver<Array<ResolversTypes['ConfigurableOptionValue']>, ParentType, ContextType>;
};

export type ConfigurableOptionValueResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ConfigurableOptionValue'] = ResolversParentTypes['ConfigurableOptionValue']> = {
  isInStock?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  swatch?: Resolver<ResolversTypes['Swatch'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ContactMessageResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ContactMessageResult'] = ResolversParentTypes['ContactMessageResult']> = {
  errorCode?: Resolver<Maybe<ResolversTypes['ContactErrorCode']>, ParentType, ContextType>;
  errorMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fieldErrors?: Resolver<Array<ResolversTypes['CheckoutFieldError']>, ParentType, ContextType>;
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ContributionModeResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ContributionModeResult'] = ResolversParentTypes['ContributionModeResult']> = {
  errorCode?: Resolver<Maybe<ResolversTypes['ContributionErrorCode']>, ParentType, ContextType>;
  errorMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  modes?: Resolver<Maybe<ResolversTypes['ContributionModes']>, ParentType, ContextType>;
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ContributionModesResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ContributionModes'] = ResolversParentTypes['ContributionModes']> = {
  isContributionModeEnabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  previewMode?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  xRayMode?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type CoordinatesResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Coordinates'] = ResolversParentTypes['Coordinates']> = {
  latitude?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  longitude?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type CountryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Country'] = ResolversParentTypes['Country']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CreateReturnAuthorizationResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreateReturnAuthorizationResult'] = ResolversParentTypes['CreateReturnAuthorizationResult']> = {
  errorAttribute?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  errorCode?: Resolver<Maybe<ResolversTypes['ReturnErrorCode']>, ParentType, ContextType>;
  errorItemId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  errorMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  returnAuthorization?: Resolver<Maybe<ResolversTypes['ReturnAuthorization']>, ParentType, ContextType>;
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CreditNoteResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreditNote'] = ResolversParentTypes['CreditNote']> = {
  creationDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  downloadUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  invoiceNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['CreditNoteItem']>, ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['CreditNoteReason'], ParentType, ContextType>;
  totals?: Resolver<ResolversTypes['CreditNoteTotals'], ParentType, ContextType>;
};

export type CreditNoteItemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreditNoteItem'] = ResolversParentTypes['CreditNoteItem']> = {
  bundleOptions?: Resolver<Array<ResolversTypes['OrderItemOption']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  options?: Resolver<Array<ResolversTypes['OrderItemOption']>, ParentType, ContextType>;
  price?: Resolver<ResolversTypes['PriceInclExcl'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subtotal?: Resolver<ResolversTypes['PriceInclExcl'], ParentType, ContextType>;
  taxAmount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
};

export type CreditNoteTotalsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreditNoteTotals'] = ResolversParentTypes['CreditNoteTotals']> = {
  discount?: Resolver<ResolversTypes['PriceInclExcl'], ParentType, ContextType>;
  grandTotal?: Resolver<ResolversTypes['PriceInclExcl'], ParentType, ContextType>;
  shippingAmount?: Resolver<ResolversTypes['PriceInclExcl'], ParentType, ContextType>;
  subtotal?: Resolver<ResolversTypes['PriceInclExcl'], ParentType, ContextType>;
  taxAmount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
};

export type CurrencyRateResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CurrencyRate'] = ResolversParentTypes['CurrencyRate']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rate?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type CustomOptionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CustomOption'] = ResolversParentTypes['CustomOption']> = {
  extraCost?: Resolver<Maybe<ResolversTypes['CustomOptionExtraCost']>, ParentType, ContextType>;
  is_required?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  max_characters?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  option_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  values?: Resolver<Array<ResolversTypes['CustomOptionValue']>, ParentType, ContextType>;
};

export type CustomOptionExtraCostResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CustomOptionExtraCost'] = ResolversParentTypes['CustomOptionExtraCost']> = {
  priceExclTax?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  priceInclTax?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  rate?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CustomOptionValueResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CustomOptionValue'] = ResolversParentTypes['CustomOptionValue']> = {
  extraCost?: Resolver<Maybe<ResolversTypes['CustomOptionExtraCost']>, ParentType, ContextType>;
  option_value_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  sort_order?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CustomerAddressResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CustomerAddress'] = ResolversParentTypes['CustomerAddress']> = {
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  company?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  countryCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  countryName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  defaultBilling?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  defaultShipping?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  firstname?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastname?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  postcode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  street?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  telephone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CustomerOrdersResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CustomerOrders'] = ResolversParentTypes['CustomerOrders']> = {
  items?: Resolver<Array<ResolversTypes['Order']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalPages?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CustomerProductReviewResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CustomerProductReview'] = ResolversParentTypes['CustomerProductReview']> = {
  comment?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  creationDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  product?: Resolver<Maybe<ResolversTypes['Product']>, ParentType, ContextType>;
  productName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rating?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ProductReviewStatus'], ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  verifiedPurchase?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type CustomerResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CustomerResult'] = ResolversParentTypes['CustomerResult']> = {
  errorCode?: Resolver<Maybe<ResolversTypes['CustomerErrorCode']>, ParentType, ContextType>;
  errorMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  me?: Resolver<Maybe<ResolversTypes['Me']>, ParentType, ContextType>;
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CustomerReturnsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CustomerReturns'] = ResolversParentTypes['CustomerReturns']> = {
  items?: Resolver<Array<ResolversTypes['ReturnAuthorization']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalPages?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type DownloadableProductResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DownloadableProduct'] = ResolversParentTypes['DownloadableProduct']> = {
  downloadsAllowed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  downloadsRemaining?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  grantedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  orderNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  order_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  productName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['DownloadableProductStatus'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type DroppedOrderLineResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DroppedOrderLine'] = ResolversParentTypes['DroppedOrderLine']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type EntityResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Entity'] = ResolversParentTypes['Entity']> = {
  category?: Resolver<Maybe<ResolversTypes['Category']>, ParentType, ContextType>;
  cmsPage?: Resolver<Maybe<ResolversTypes['CmsPage']>, ParentType, ContextType>;
  identifier?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  product?: Resolver<Maybe<ResolversTypes['Product']>, ParentType, ContextType>;
  redirectTo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  redirectType?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  sku?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type FacetResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Facet'] = ResolversParentTypes['Facet']> = {
  buckets?: Resolver<Array<ResolversTypes['FacetBucket']>, ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type FacetBucketResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FacetBucket'] = ResolversParentTypes['FacetBucket']> = {
  docCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  selected?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type GuestOrderLookupResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['GuestOrderLookupResult'] = ResolversParentTypes['GuestOrderLookupResult']> = {
  errorCode?: Resolver<Maybe<ResolversTypes['GuestOrderLookupErrorCode']>, ParentType, ContextType>;
  errorMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  order?: Resolver<Maybe<ResolversTypes['Order']>, ParentType, ContextType>;
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type InvoiceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Invoice'] = ResolversParentTypes['Invoice']> = {
  creationDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  downloadUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['InvoiceItem']>, ParentType, ContextType>;
  totals?: Resolver<ResolversTypes['InvoiceTotals'], ParentType, ContextType>;
};

export type InvoiceItemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['InvoiceItem'] = ResolversParentTypes['InvoiceItem']> = {
  bundleOptions?: Resolver<Array<ResolversTypes['OrderItemOption']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  options?: Resolver<Array<ResolversTypes['OrderItemOption']>, ParentType, ContextType>;
  price?: Resolver<ResolversTypes['PriceInclExcl'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subtotal?: Resolver<ResolversTypes['PriceInclExcl'], ParentType, ContextType>;
  taxAmount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
};

export type InvoiceTotalsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['InvoiceTotals'] = ResolversParentTypes['InvoiceTotals']> = {
  discount?: Resolver<ResolversTypes['PriceInclExcl'], ParentType, ContextType>;
  grandTotal?: Resolver<ResolversTypes['PriceInclExcl'], ParentType, ContextType>;
  shippingAmount?: Resolver<ResolversTypes['PriceInclExcl'], ParentType, ContextType>;
  subtotal?: Resolver<ResolversTypes['PriceInclExcl'], ParentType, ContextType>;
  taxAmount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
};

export type ListingFilterResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ListingFilter'] = ResolversParentTypes['ListingFilter']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  values?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ListingSortResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ListingSort'] = ResolversParentTypes['ListingSort']> = {
  direction?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  field?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Me'] = ResolversParentTypes['Me']> = {
  addresses?: Resolver<Array<ResolversTypes['CustomerAddress']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  downloadableProducts?: Resolver<Array<ResolversTypes['DownloadableProduct']>, ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstname?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastname?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  newsletter?: Resolver<ResolversTypes['NewsletterSubscription'], ParentType, ContextType>;
  orders?: Resolver<ResolversTypes['CustomerOrders'], ParentType, ContextType, RequireFields<MeOrdersArgs, 'page' | 'pageSize'>>;
  pendingEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  productReviews?: Resolver<Array<ResolversTypes['CustomerProductReview']>, ParentType, ContextType, Partial<MeProductReviewsArgs>>;
  returns?: Resolver<ResolversTypes['CustomerReturns'], ParentType, ContextType, RequireFields<MeReturnsArgs, 'page' | 'pageSize'>>;
  stockAlerts?: Resolver<Array<ResolversTypes['StockAlert']>, ParentType, ContextType>;
  storeCredit?: Resolver<ResolversTypes['StoreCredit'], ParentType, ContextType>;
  wishlist?: Resolver<Maybe<ResolversTypes['Wishlist']>, ParentType, ContextType>;
};

export type MoneyResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Money'] = ResolversParentTypes['Money']> = {
  amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  _noop?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  addSharedWishlistToCart?: Resolver<ResolversTypes['SharedWishlistCartResult'], ParentType, ContextType, RequireFields<MutationAddSharedWishlistToCartArgs, 'shareCode'>>;
  addToCart?: Resolver<ResolversTypes['CartResult'], ParentType, ContextType, RequireFields<MutationAddToCartArgs, 'lines'>>;
  addToWishlist?: Resolver<ResolversTypes['WishlistResult'], ParentType, ContextType, RequireFields<MutationAddToWishlistArgs, 'item'>>;
  applyCoupon?: Resolver<ResolversTypes['CartResult'], ParentType, ContextType, RequireFields<MutationApplyCouponArgs, 'code'>>;
  cancelEmailChange?: Resolver<ResolversTypes['CustomerResult'], ParentType, ContextType>;
  cancelPendingOrder?: Resolver<ResolversTypes['CancelPendingOrderResult'], ParentType, ContextType, RequireFields<MutationCancelPendingOrderArgs, 'orderId'>>;
  changeCustomerEmail?: Resolver<ResolversTypes['CustomerResult'], ParentType, ContextType, RequireFields<MutationChangeCustomerEmailArgs, 'currentPassword' | 'email'>>;
  changeCustomerPassword?: Resolver<ResolversTypes['CustomerResult'], ParentType, ContextType, RequireFields<MutationChangeCustomerPasswordArgs, 'currentPassword' | 'newPassword'>>;
  confirmEmail?: Resolver<ResolversTypes['CustomerResult'], ParentType, ContextType, RequireFields<MutationConfirmEmailArgs, 'token'>>;
  confirmEmailChange?: Resolver<ResolversTypes['CustomerResult'], ParentType, ContextType, RequireFields<MutationConfirmEmailChangeArgs, 'token'>>;
  confirmNewsletterSubscription?: Resolver<ResolversTypes['NewsletterResult'], ParentType, ContextType, RequireFields<MutationConfirmNewsletterSubscriptionArgs, 'token'>>;
  confirmStockAlert?: Resolver<ResolversTypes['StockAlertResult'], ParentType, ContextType, RequireFields<MutationConfirmStockAlertArgs, 'token'>>;
  createCustomerAddress?: Resolver<ResolversTypes['AddressBookResult'], ParentType, ContextType, RequireFields<MutationCreateCustomerAddressArgs, 'input'>>;
  createProductReview?: Resolver<ResolversTypes['ProductReviewResult'], ParentType, ContextType, RequireFields<MutationCreateProductReviewArgs, 'input'>>;
  createReturnAuthorization?: Resolver<ResolversTypes['CreateReturnAuthorizationResult'], ParentType, ContextType, RequireFields<MutationCreateReturnAuthorizationArgs, 'input'>>;
  deleteCustomerAddress?: Resolver<ResolversTypes['AddressBookResult'], ParentType, ContextType, RequireFields<MutationDeleteCustomerAddressArgs, 'id'>>;
  discardCmsPageDraft?: Resolver<Maybe<ResolversTypes['CmsPageEditResult']>, ParentType, ContextType, RequireFields<MutationDiscardCmsPageDraftArgs, 'identifier'>>;
  login?: Resolver<ResolversTypes['CustomerResult'], ParentType, ContextType, RequireFields<MutationLoginArgs, 'email' | 'password'>>;
  logout?: Resolver<ResolversTypes['SimpleResult'], ParentType, ContextType>;
  lookupGuestOrder?: Resolver<ResolversTypes['GuestOrderLookupResult'], ParentType, ContextType, RequireFields<MutationLookupGuestOrderArgs, 'input'>>;
  placeOrder?: Resolver<ResolversTypes['PlaceOrderResult'], ParentType, ContextType, RequireFields<MutationPlaceOrderArgs, 'input'>>;
  publishCmsPage?: Resolver<Maybe<ResolversTypes['CmsPageEditResult']>, ParentType, ContextType, RequireFields<MutationPublishCmsPageArgs, 'identifier'>>;
  register?: Resolver<ResolversTypes['SimpleResult'], ParentType, ContextType, RequireFields<MutationRegisterArgs, 'input'>>;
  removeCartItem?: Resolver<ResolversTypes['CartResult'], ParentType, ContextType, RequireFields<MutationRemoveCartItemArgs, 'itemId'>>;
  removeCoupon?: Resolver<ResolversTypes['CartResult'], ParentType, ContextType>;
  removeFromWishlist?: Resolver<ResolversTypes['WishlistResult'], ParentType, ContextType, RequireFields<MutationRemoveFromWishlistArgs, 'itemIds'>>;
  removeStockAlert?: Resolver<ResolversTypes['StockAlertResult'], ParentType, ContextType, RequireFields<MutationRemoveStockAlertArgs, 'id'>>;
  reorder?: Resolver<ResolversTypes['ReorderResult'], ParentType, ContextType, RequireFields<MutationReorderArgs, 'orderId'>>;
  requestPasswordReset?: Resolver<ResolversTypes['SimpleResult'], ParentType, ContextType, RequireFields<MutationRequestPasswordResetArgs, 'email'>>;
  resendConfirmation?: Resolver<ResolversTypes['SimpleResult'], ParentType, ContextType, RequireFields<MutationResendConfirmationArgs, 'email'>>;
  resendEmailChange?: Resolver<ResolversTypes['CustomerResult'], ParentType, ContextType>;
  resetPassword?: Resolver<ResolversTypes['CustomerResult'], ParentType, ContextType, RequireFields<MutationResetPasswordArgs, 'password' | 'token'>>;
  retryOrderPayment?: Resolver<ResolversTypes['RetryOrderPaymentResult'], ParentType, ContextType, RequireFields<MutationRetryOrderPaymentArgs, 'orderId' | 'paymentMethod'>>;
  saveCmsPageDraft?: Resolver<Maybe<ResolversTypes['CmsPageEditResult']>, ParentType, ContextType, RequireFields<MutationSaveCmsPageDraftArgs, 'input'>>;
  sendContactMessage?: Resolver<ResolversTypes['ContactMessageResult'], ParentType, ContextType, RequireFields<MutationSendContactMessageArgs, 'input'>>;
  sendWishlist?: Resolver<ResolversTypes['WishlistResult'], ParentType, ContextType, RequireFields<MutationSendWishlistArgs, 'emails'>>;
  setBillingAddress?: Resolver<ResolversTypes['CheckoutResult'], ParentType, ContextType, Partial<MutationSetBillingAddressArgs>>;
  setCheckoutEmail?: Resolver<ResolversTypes['CheckoutResult'], ParentType, ContextType, RequireFields<MutationSetCheckoutEmailArgs, 'email'>>;
  setCurrency?: Resolver<ResolversTypes['SetCurrencyResult'], ParentType, ContextType, RequireFields<MutationSetCurrencyArgs, 'currency'>>;
  setPreviewMode?: Resolver<Maybe<ResolversTypes['ContributionModeResult']>, ParentType, ContextType, RequireFields<MutationSetPreviewModeArgs, 'enabled'>>;
  setShippingAddress?: Resolver<ResolversTypes['CheckoutResult'], ParentType, ContextType, RequireFields<MutationSetShippingAddressArgs, 'address'>>;
  setShippingMethod?: Resolver<ResolversTypes['CheckoutResult'], ParentType, ContextType, RequireFields<MutationSetShippingMethodArgs, 'code'>>;
  setXRayMode?: Resolver<Maybe<ResolversTypes['ContributionModeResult']>, ParentType, ContextType, RequireFields<MutationSetXRayModeArgs, 'enabled'>>;
  shareWishlist?: Resolver<ResolversTypes['WishlistResult'], ParentType, ContextType>;
  staffLogin?: Resolver<ResolversTypes['StaffLoginResult'], ParentType, ContextType, RequireFields<MutationStaffLoginArgs, 'email' | 'password'>>;
  staffLogout?: Resolver<ResolversTypes['StaffLogoutResult'], ParentType, ContextType>;
  subscribeToNewsletter?: Resolver<ResolversTypes['NewsletterResult'], ParentType, ContextType, RequireFields<MutationSubscribeToNewsletterArgs, 'input'>>;
  subscribeToStockAlert?: Resolver<ResolversTypes['StockAlertResult'], ParentType, ContextType, RequireFields<MutationSubscribeToStockAlertArgs, 'input'>>;
  unpublishCmsPage?: Resolver<Maybe<ResolversTypes['CmsPageEditResult']>, ParentType, ContextType, RequireFields<MutationUnpublishCmsPageArgs, 'identifier'>>;
  unshareWishlist?: Resolver<ResolversTypes['WishlistResult'], ParentType, ContextType>;
  unsubscribeFromNewsletter?: Resolver<ResolversTypes['NewsletterResult'], ParentType, ContextType, RequireFields<MutationUnsubscribeFromNewsletterArgs, 'token'>>;
  unsubscribeFromStockAlerts?: Resolver<ResolversTypes['StockAlertResult'], ParentType, ContextType, RequireFields<MutationUnsubscribeFromStockAlertsArgs, 'token'>>;
  updateCartItem?: Resolver<ResolversTypes['CartResult'], ParentType, ContextType, RequireFields<MutationUpdateCartItemArgs, 'itemId' | 'quantity'>>;
  updateCustomerAddress?: Resolver<ResolversTypes['AddressBookResult'], ParentType, ContextType, RequireFields<MutationUpdateCustomerAddressArgs, 'id' | 'input'>>;
  updateCustomerInformation?: Resolver<ResolversTypes['CustomerResult'], ParentType, ContextType, RequireFields<MutationUpdateCustomerInformationArgs, 'input'>>;
  updateNewsletterSubscription?: Resolver<ResolversTypes['NewsletterResult'], ParentType, ContextType, RequireFields<MutationUpdateNewsletterSubscriptionArgs, 'subscribed'>>;
  useStoreCredit?: Resolver<ResolversTypes['UseStoreCreditResult'], ParentType, ContextType, RequireFields<MutationUseStoreCreditArgs, 'use'>>;
};

export type MutationResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MutationResult'] = ResolversParentTypes['MutationResult']> = {
  __resolveType: TypeResolveFn<'AddressBookResult' | 'CancelPendingOrderResult' | 'CartResult' | 'CheckoutResult' | 'CmsPageEditResult' | 'ContactMessageResult' | 'ContributionModeResult' | 'CreateReturnAuthorizationResult' | 'CustomerResult' | 'GuestOrderLookupResult' | 'NewsletterResult' | 'PlaceOrderResult' | 'ProductReviewResult' | 'ReorderResult' | 'RetryOrderPaymentResult' | 'SetCurrencyResult' | 'SharedWishlistCartResult' | 'SimpleResult' | 'StaffLoginResult' | 'StaffLogoutResult' | 'StockAlertResult' | 'UseStoreCreditResult' | 'WishlistResult', ParentType, ContextType>;
};

export type NewsletterResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['NewsletterResult'] = ResolversParentTypes['NewsletterResult']> = {
  errorCode?: Resolver<Maybe<ResolversTypes['NewsletterErrorCode']>, ParentType, ContextType>;
  errorMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  outcome?: Resolver<Maybe<ResolversTypes['NewsletterOutcome']>, ParentType, ContextType>;
  subscription?: Resolver<Maybe<ResolversTypes['NewsletterSubscription']>, ParentType, ContextType>;
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type NewsletterSubscriptionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['NewsletterSubscription'] = ResolversParentTypes['NewsletterSubscription']> = {
  consentDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['NewsletterSubscriptionStatus'], ParentType, ContextType>;
  subscribed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  unsubscribedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type OpeningPeriodResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OpeningPeriod'] = ResolversParentTypes['OpeningPeriod']> = {
  closes?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  opens?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OrderResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Order'] = ResolversParentTypes['Order']> = {
  billingAddress?: Resolver<ResolversTypes['CheckoutAddress'], ParentType, ContextType>;
  chargedPrices?: Resolver<ResolversTypes['OrderPrices'], ParentType, ContextType>;
  coupon?: Resolver<Maybe<ResolversTypes['OrderCoupon']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  creditNotes?: Resolver<Array<ResolversTypes['CreditNote']>, ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  history?: Resolver<Array<ResolversTypes['OrderHistoryEntry']>, ParentType, ContextType>;
  invoices?: Resolver<Array<ResolversTypes['Invoice']>, ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['OrderItem']>, ParentType, ContextType>;
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  order_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  payment?: Resolver<ResolversTypes['OrderPayment'], ParentType, ContextType>;
  pickupPoint?: Resolver<Maybe<ResolversTypes['PickupPoint']>, ParentType, ContextType>;
  prices?: Resolver<ResolversTypes['OrderPrices'], ParentType, ContextType>;
  refunds?: Resolver<Array<ResolversTypes['Refund']>, ParentType, ContextType>;
  retryPaymentMethods?: Resolver<Array<ResolversTypes['PaymentMethod']>, ParentType, ContextType>;
  returnDeadline?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  returnableItems?: Resolver<Array<ResolversTypes['ReturnableItem']>, ParentType, ContextType>;
  returns?: Resolver<Array<ResolversTypes['ReturnAuthorization']>, ParentType, ContextType>;
  shipments?: Resolver<Array<ResolversTypes['ShipmentTracking']>, ParentType, ContextType>;
  shippingAddress?: Resolver<Maybe<ResolversTypes['CheckoutAddress']>, ParentType, ContextType>;
  shippingMethod?: Resolver<Maybe<ResolversTypes['OrderShippingMethod']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['OrderStatus'], ParentType, ContextType>;
};

export type OrderCouponResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderCoupon'] = ResolversParentTypes['OrderCoupon']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OrderHistoryEntryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderHistoryEntry'] = ResolversParentTypes['OrderHistoryEntry']> = {
  at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  note?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['OrderStatus'], ParentType, ContextType>;
};

export type OrderItemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderItem'] = ResolversParentTypes['OrderItem']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  options?: Resolver<Array<ResolversTypes['OrderItemOption']>, ParentType, ContextType>;
  prices?: Resolver<ResolversTypes['OrderItemPrices'], ParentType, ContextType>;
  productSku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  quantityShipped?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OrderItemOptionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderItemOption'] = ResolversParentTypes['OrderItemOption']> = {
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OrderItemPricesResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderItemPrices'] = ResolversParentTypes['OrderItemPrices']> = {
  discount?: Resolver<ResolversTypes['PriceInclExcl'], ParentType, ContextType>;
  row?: Resolver<ResolversTypes['PriceInclExcl'], ParentType, ContextType>;
  unit?: Resolver<ResolversTypes['PriceInclExcl'], ParentType, ContextType>;
};

export type OrderPaymentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderPayment'] = ResolversParentTypes['OrderPayment']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  instructions?: Resolver<Maybe<ResolversTypes['PaymentInstructions']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['OrderPaymentStatus'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OrderPricesResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderPrices'] = ResolversParentTypes['OrderPrices']> = {
  amountDue?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  discount?: Resolver<ResolversTypes['PriceInclExcl'], ParentType, ContextType>;
  grandTotal?: Resolver<ResolversTypes['PriceInclExcl'], ParentType, ContextType>;
  shipping?: Resolver<ResolversTypes['PriceInclExcl'], ParentType, ContextType>;
  storeCredit?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  subtotal?: Resolver<ResolversTypes['PriceInclExcl'], ParentType, ContextType>;
  vat?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
};

export type OrderShippingMethodResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderShippingMethod'] = ResolversParentTypes['OrderShippingMethod']> = {
  carrier?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  maxDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  minDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PasswordStrengthResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PasswordStrength'] = ResolversParentTypes['PasswordStrength']> = {
  acceptable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  score?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  suggestions?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type PaymentActionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PaymentAction'] = ResolversParentTypes['PaymentAction']> = {
  redirectUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PaymentInstructionsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PaymentInstructions'] = ResolversParentTypes['PaymentInstructions']> = {
  amount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  bankName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  bic?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  dueAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  iban?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  mailingAddress?: Resolver<Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  payee?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reference?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PaymentMethodResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PaymentMethod'] = ResolversParentTypes['PaymentMethod']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  isDeferred?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PickupPointResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PickupPoint'] = ResolversParentTypes['PickupPoint']> = {
  address?: Resolver<ResolversTypes['PickupPointAddress'], ParentType, ContextType>;
  carrier?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  coordinates?: Resolver<ResolversTypes['Coordinates'], ParentType, ContextType>;
  distanceKm?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  schedule?: Resolver<Array<ResolversTypes['PickupPointDay']>, ParentType, ContextType>;
};

export type PickupPointAddressResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PickupPointAddress'] = ResolversParentTypes['PickupPointAddress']> = {
  country?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  locality?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  postalCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  streetAddress?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type PickupPointDayResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PickupPointDay'] = ResolversParentTypes['PickupPointDay']> = {
  dayOfWeek?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  periods?: Resolver<Array<ResolversTypes['OpeningPeriod']>, ParentType, ContextType>;
};

export type PlaceOrderResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PlaceOrderResult'] = ResolversParentTypes['PlaceOrderResult']> = {
  cart?: Resolver<ResolversTypes['Cart'], ParentType, ContextType>;
  errorCode?: Resolver<Maybe<ResolversTypes['PlaceOrderErrorCode']>, ParentType, ContextType>;
  errorMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  order?: Resolver<Maybe<ResolversTypes['Order']>, ParentType, ContextType>;
  paymentAction?: Resolver<Maybe<ResolversTypes['PaymentAction']>, ParentType, ContextType>;
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type PriceInclExclResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PriceInclExcl'] = ResolversParentTypes['PriceInclExcl']> = {
  priceExclTax?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  priceInclTax?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
};

export type PriceRangeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PriceRange'] = ResolversParentTypes['PriceRange']> = {
  docCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  max?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  min?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  selected?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ProductResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Product'] = ResolversParentTypes['Product']> = {
  alternates?: Resolver<Array<ResolversTypes['CmsAlternate']>, ParentType, ContextType>;
  botanical_name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  breadcrumbs?: Resolver<Array<ResolversTypes['Category']>, ParentType, ContextType>;
  bundleBasePrice?: Resolver<Maybe<ResolversTypes['BundleBasePrice']>, ParentType, ContextType>;
  bundleOptions?: Resolver<Array<ResolversTypes['BundleOption']>, ParentType, ContextType>;
  categories?: Resolver<Array<ResolversTypes['Category']>, ParentType, ContextType>;
  configurableOptions?: Resolver<Array<ResolversTypes['ConfigurableOption']>, ParentType, ContextType>;
  configurations?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType>;
  conformity_cas?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  customOptions?: Resolver<Array<ResolversTypes['CustomOption']>, ParentType, ContextType>;
  description?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  downloads?: Resolver<Array<ResolversTypes['ProductDownload']>, ParentType, ContextType>;
  family?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  familyLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fds?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  geographical_origin?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  groupedItems?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType>;
  imageUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  images?: Resolver<Array<ResolversTypes['ProductImage']>, ParentType, ContextType>;
  isVirtual?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  is_organic?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  labels?: Resolver<Array<ResolversTypes['ProductLabel']>, ParentType, ContextType>;
  metaDescription?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  metaTitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  overview?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  prices?: Resolver<ResolversTypes['ProductPrices'], ParentType, ContextType>;
  related?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType, RequireFields<ProductRelatedArgs, 'limit'>>;
  reviewsLayer?: Resolver<ResolversTypes['ReviewsLayer'], ParentType, ContextType, Partial<ProductReviewsLayerArgs>>;
  selectedOptions?: Resolver<Array<ResolversTypes['SelectedConfigurableOption']>, ParentType, ContextType>;
  shortDescription?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sku?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  specificity?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  stock?: Resolver<ResolversTypes['ProductStock'], ParentType, ContextType>;
  technical_document?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  urlKey?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ProductAttributeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductAttribute'] = ResolversParentTypes['ProductAttribute']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ProductDownloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductDownload'] = ResolversParentTypes['ProductDownload']> = {
  format?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  pageCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ProductImageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductImage'] = ResolversParentTypes['ProductImage']> = {
  alt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  height?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  width?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ProductLabelResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductLabel'] = ResolversParentTypes['ProductLabel']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ProductListingResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductListing'] = ResolversParentTypes['ProductListing']> = {
  appliedFilters?: Resolver<Array<ResolversTypes['ListingFilter']>, ParentType, ContextType>;
  appliedSort?: Resolver<Maybe<ResolversTypes['ListingSort']>, ParentType, ContextType>;
  facets?: Resolver<Array<ResolversTypes['Facet']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageLength?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSizes?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  priceRanges?: Resolver<Array<ResolversTypes['PriceRange']>, ParentType, ContextType>;
  products?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType>;
  sortFields?: Resolver<Array<ResolversTypes['SortField']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ProductPricesResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductPrices'] = ResolversParentTypes['ProductPrices']> = {
  finalPrice?: Resolver<ResolversTypes['PriceInclExcl'], ParentType, ContextType>;
  minPrice?: Resolver<ResolversTypes['PriceInclExcl'], ParentType, ContextType>;
  regularPrice?: Resolver<ResolversTypes['PriceInclExcl'], ParentType, ContextType>;
  tierPrice?: Resolver<Array<ResolversTypes['TierPrice']>, ParentType, ContextType>;
};

export type ProductReviewResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductReview'] = ResolversParentTypes['ProductReview']> = {
  author?: Resolver<ResolversTypes['ProductReviewAuthor'], ParentType, ContextType>;
  comment?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  creationDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  rating?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  verifiedPurchase?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type ProductReviewAuthorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductReviewAuthor'] = ResolversParentTypes['ProductReviewAuthor']> = {
  displayName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ProductReviewResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductReviewResult'] = ResolversParentTypes['ProductReviewResult']> = {
  errorCode?: Resolver<Maybe<ResolversTypes['ProductReviewErrorCode']>, ParentType, ContextType>;
  errorMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  review?: Resolver<Maybe<ResolversTypes['CustomerProductReview']>, ParentType, ContextType>;
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ProductStockResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductStock'] = ResolversParentTypes['ProductStock']> = {
  isInStock?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  cart?: Resolver<ResolversTypes['Cart'], ParentType, ContextType>;
  catalogueStatus?: Resolver<Maybe<ResolversTypes['CatalogueStatus']>, ParentType, ContextType>;
  categories?: Resolver<Array<ResolversTypes['Category']>, ParentType, ContextType>;
  category?: Resolver<Maybe<ResolversTypes['Category']>, ParentType, ContextType, RequireFields<QueryCategoryArgs, 'id'>>;
  cmsPage?: Resolver<Maybe<ResolversTypes['CmsPage']>, ParentType, ContextType, RequireFields<QueryCmsPageArgs, 'identifier'>>;
  cmsPageForEditing?: Resolver<Maybe<ResolversTypes['CmsPageForEditing']>, ParentType, ContextType, RequireFields<QueryCmsPageForEditingArgs, 'identifier'>>;
  cmsPagesForEditing?: Resolver<Maybe<Array<ResolversTypes['CmsPageForEditing']>>, ParentType, ContextType>;
  contactFormToken?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  currencies?: Resolver<Array<ResolversTypes['CurrencyRate']>, ParentType, ContextType>;
  currentOffers?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType, RequireFields<QueryCurrentOffersArgs, 'limit'>>;
  isFeatureActive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<QueryIsFeatureActiveArgs, 'feature'>>;
  me?: Resolver<Maybe<ResolversTypes['Me']>, ParentType, ContextType>;
  newArrivals?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType, RequireFields<QueryNewArrivalsArgs, 'limit'>>;
  order?: Resolver<Maybe<ResolversTypes['Order']>, ParentType, ContextType, RequireFields<QueryOrderArgs, 'orderId'>>;
  passwordStrength?: Resolver<ResolversTypes['PasswordStrength'], ParentType, ContextType, RequireFields<QueryPasswordStrengthArgs, 'password'>>;
  pickupPoints?: Resolver<Array<ResolversTypes['PickupPoint']>, ParentType, ContextType, RequireFields<QueryPickupPointsArgs, 'first' | 'search'>>;
  ping?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  product?: Resolver<Maybe<ResolversTypes['Product']>, ParentType, ContextType, RequireFields<QueryProductArgs, 'sku'>>;
  products?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType, RequireFields<QueryProductsArgs, 'skus'>>;
  returnAttributes?: Resolver<Array<ResolversTypes['ReturnAttribute']>, ParentType, ContextType>;
  route?: Resolver<ResolversTypes['Entity'], ParentType, ContextType, RequireFields<QueryRouteArgs, 'url'>>;
  search?: Resolver<ResolversTypes['SearchResult'], ParentType, ContextType, RequireFields<QuerySearchArgs, 'query'>>;
  searchSuggestions?: Resolver<ResolversTypes['SearchSuggestions'], ParentType, ContextType, RequireFields<QuerySearchSuggestionsArgs, 'limit' | 'query'>>;
  sharedWishlist?: Resolver<ResolversTypes['SharedWishlistAnswer'], ParentType, ContextType, RequireFields<QuerySharedWishlistArgs, 'shareCode'>>;
  shippingCountries?: Resolver<Array<ResolversTypes['ShippingCountry']>, ParentType, ContextType>;
  shop?: Resolver<ResolversTypes['Shop'], ParentType, ContextType>;
  sitemap?: Resolver<Maybe<ResolversTypes['SitemapEntries']>, ParentType, ContextType, RequireFields<QuerySitemapArgs, 'first' | 'page' | 'type'>>;
  sitemapIndex?: Resolver<Array<ResolversTypes['SitemapFile']>, ParentType, ContextType>;
  skuSuggestions?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType, RequireFields<QuerySkuSuggestionsArgs, 'text'>>;
  staffMe?: Resolver<Maybe<ResolversTypes['StaffMember']>, ParentType, ContextType>;
  storeConfig?: Resolver<ResolversTypes['StoreConfig'], ParentType, ContextType>;
  storeConfigs?: Resolver<Array<ResolversTypes['StoreConfig']>, ParentType, ContextType>;
};

export type RefundResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Refund'] = ResolversParentTypes['Refund']> = {
  adjustment?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  completedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  creditNote?: Resolver<ResolversTypes['CreditNote'], ParentType, ContextType>;
  fee?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['CreditNoteItem']>, ParentType, ContextType>;
  method?: Resolver<ResolversTypes['RefundMethod'], ParentType, ContextType>;
  methodTitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  shipping?: Resolver<ResolversTypes['PriceInclExcl'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['RefundStatus'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
};

export type ReorderResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ReorderResult'] = ResolversParentTypes['ReorderResult']> = {
  addedLines?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  cart?: Resolver<ResolversTypes['Cart'], ParentType, ContextType>;
  droppedLines?: Resolver<Array<ResolversTypes['DroppedOrderLine']>, ParentType, ContextType>;
  errorCode?: Resolver<Maybe<ResolversTypes['OrderPaymentErrorCode']>, ParentType, ContextType>;
  errorMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type RetryOrderPaymentResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RetryOrderPaymentResult'] = ResolversParentTypes['RetryOrderPaymentResult']> = {
  errorCode?: Resolver<Maybe<ResolversTypes['OrderPaymentErrorCode']>, ParentType, ContextType>;
  errorMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  order?: Resolver<Maybe<ResolversTypes['Order']>, ParentType, ContextType>;
  paymentAction?: Resolver<Maybe<ResolversTypes['PaymentAction']>, ParentType, ContextType>;
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ReturnAnswerResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ReturnAnswer'] = ResolversParentTypes['ReturnAnswer']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ReturnAttributeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ReturnAttribute'] = ResolversParentTypes['ReturnAttribute']> = {
  code?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  help?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['ReturnAttributeKind'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  maxLength?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  options?: Resolver<Array<ResolversTypes['ReturnAttributeOption']>, ParentType, ContextType>;
  required?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type ReturnAttributeOptionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ReturnAttributeOption'] = ResolversParentTypes['ReturnAttributeOption']> = {
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ReturnAuthorizationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ReturnAuthorization'] = ResolversParentTypes['ReturnAuthorization']> = {
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  history?: Resolver<Array<ResolversTypes['ReturnHistoryEntry']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['ReturnItem']>, ParentType, ContextType>;
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  order?: Resolver<ResolversTypes['Order'], ParentType, ContextType>;
  slipUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ReturnStatus'], ParentType, ContextType>;
};

export type ReturnHistoryEntryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ReturnHistoryEntry'] = ResolversParentTypes['ReturnHistoryEntry']> = {
  at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  note?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ReturnStatus'], ParentType, ContextType>;
};

export type ReturnItemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ReturnItem'] = ResolversParentTypes['ReturnItem']> = {
  answers?: Resolver<Array<ResolversTypes['ReturnAnswer']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  options?: Resolver<Array<ResolversTypes['OrderItemOption']>, ParentType, ContextType>;
  orderItemId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ReturnItemStatus'], ParentType, ContextType>;
};

export type ReturnableItemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ReturnableItem'] = ResolversParentTypes['ReturnableItem']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  options?: Resolver<Array<ResolversTypes['OrderItemOption']>, ParentType, ContextType>;
  orderItemId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  quantityRequested?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  quantityReturnable?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  quantityShipped?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['NotReturnableReason']>, ParentType, ContextType>;
  returnableOnlyUnopened?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ReviewRatingCountResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ReviewRatingCount'] = ResolversParentTypes['ReviewRatingCount']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rating?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ReviewsLayerResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ReviewsLayer'] = ResolversParentTypes['ReviewsLayer']> = {
  distribution?: Resolver<Array<ResolversTypes['ReviewRatingCount']>, ParentType, ContextType>;
  ratingAverage?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  reviews?: Resolver<Array<ResolversTypes['ProductReview']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SearchResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SearchResult'] = ResolversParentTypes['SearchResult']> = {
  correctedQuery?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  listing?: Resolver<ResolversTypes['ProductListing'], ParentType, ContextType>;
  query?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  suggestions?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type SearchSuggestionsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SearchSuggestions'] = ResolversParentTypes['SearchSuggestions']> = {
  categories?: Resolver<Array<ResolversTypes['Category']>, ParentType, ContextType>;
  pages?: Resolver<Array<ResolversTypes['CmsPage']>, ParentType, ContextType>;
  products?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType>;
  query?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SelectedConfigurableOptionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SelectedConfigurableOption'] = ResolversParentTypes['SelectedConfigurableOption']> = {
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  option_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  option_value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SetCurrencyResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SetCurrencyResult'] = ResolversParentTypes['SetCurrencyResult']> = {
  currentCurrency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  errorCode?: Resolver<Maybe<ResolversTypes['CurrencyErrorCode']>, ParentType, ContextType>;
  errorMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type SharedWishlistResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SharedWishlist'] = ResolversParentTypes['SharedWishlist']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['WishlistItem']>, ParentType, ContextType>;
  itemsCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  ownerFirstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SharedWishlistAnswerResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SharedWishlistAnswer'] = ResolversParentTypes['SharedWishlistAnswer']> = {
  errorCode?: Resolver<Maybe<ResolversTypes['WishlistErrorCode']>, ParentType, ContextType>;
  errorMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  wishlist?: Resolver<Maybe<ResolversTypes['SharedWishlist']>, ParentType, ContextType>;
};

export type SharedWishlistCartResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SharedWishlistCartResult'] = ResolversParentTypes['SharedWishlistCartResult']> = {
  added?: Resolver<Array<ResolversTypes['WishlistItem']>, ParentType, ContextType>;
  cart?: Resolver<ResolversTypes['Cart'], ParentType, ContextType>;
  errorCode?: Resolver<Maybe<ResolversTypes['WishlistErrorCode']>, ParentType, ContextType>;
  errorMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  skipped?: Resolver<Array<ResolversTypes['WishlistSkippedItem']>, ParentType, ContextType>;
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ShipmentItemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ShipmentItem'] = ResolversParentTypes['ShipmentItem']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  options?: Resolver<Array<ResolversTypes['OrderItemOption']>, ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ShipmentTrackingResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ShipmentTracking'] = ResolversParentTypes['ShipmentTracking']> = {
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['ShipmentItem']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  trackingId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ShippingCountryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ShippingCountry'] = ResolversParentTypes['ShippingCountry']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ShippingEstimateResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ShippingEstimate'] = ResolversParentTypes['ShippingEstimate']> = {
  carrier?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  freeShippingThreshold?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  maxDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  methodLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  minDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['PriceInclExcl'], ParentType, ContextType>;
  remainingForFreeShipping?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
};

export type ShopResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Shop'] = ResolversParentTypes['Shop']> = {
  baseUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  contactEmail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  contactPhone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  currentCurrency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  imageBaseUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  locale?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  openingHours?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SimpleResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SimpleResult'] = ResolversParentTypes['SimpleResult']> = {
  errorCode?: Resolver<Maybe<ResolversTypes['CustomerErrorCode']>, ParentType, ContextType>;
  errorMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type SitemapEntriesResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SitemapEntries'] = ResolversParentTypes['SitemapEntries']> = {
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  entries?: Resolver<Array<ResolversTypes['SitemapEntry']>, ParentType, ContextType>;
};

export type SitemapEntryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SitemapEntry'] = ResolversParentTypes['SitemapEntry']> = {
  alternates?: Resolver<Array<ResolversTypes['CmsAlternate']>, ParentType, ContextType>;
  changefreq?: Resolver<ResolversTypes['SitemapChangeFrequency'], ParentType, ContextType>;
  images?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  lastmod?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  priority?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type SitemapFileResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SitemapFile'] = ResolversParentTypes['SitemapFile']> = {
  entryCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lastmod?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['SitemapType'], ParentType, ContextType>;
};

export type SortFieldResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SortField'] = ResolversParentTypes['SortField']> = {
  field?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type StaffLoginResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StaffLoginResult'] = ResolversParentTypes['StaffLoginResult']> = {
  errorCode?: Resolver<Maybe<ResolversTypes['StaffErrorCode']>, ParentType, ContextType>;
  errorMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  staff?: Resolver<Maybe<ResolversTypes['StaffMember']>, ParentType, ContextType>;
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type StaffLogoutResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StaffLogoutResult'] = ResolversParentTypes['StaffLogoutResult']> = {
  errorCode?: Resolver<Maybe<ResolversTypes['StaffErrorCode']>, ParentType, ContextType>;
  errorMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type StaffMemberResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StaffMember'] = ResolversParentTypes['StaffMember']> = {
  contribution?: Resolver<Maybe<ResolversTypes['ContributionModes']>, ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['StaffRole'], ParentType, ContextType>;
  via?: Resolver<ResolversTypes['StaffAuthentication'], ParentType, ContextType>;
};

export type StockAlertResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StockAlert'] = ResolversParentTypes['StockAlert']> = {
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  notifiedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  product?: Resolver<Maybe<ResolversTypes['Product']>, ParentType, ContextType>;
  productName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['StockAlertStatus'], ParentType, ContextType>;
};

export type StockAlertResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StockAlertResult'] = ResolversParentTypes['StockAlertResult']> = {
  alert?: Resolver<Maybe<ResolversTypes['StockAlert']>, ParentType, ContextType>;
  errorCode?: Resolver<Maybe<ResolversTypes['StockAlertErrorCode']>, ParentType, ContextType>;
  errorMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  outcome?: Resolver<Maybe<ResolversTypes['StockAlertOutcome']>, ParentType, ContextType>;
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type StoreConfigResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StoreConfig'] = ResolversParentTypes['StoreConfig']> = {
  availableCurrencies?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  baseUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  code?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  countries?: Resolver<Array<ResolversTypes['Country']>, ParentType, ContextType, Partial<StoreConfigCountriesArgs>>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  defaultCountryId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  locale?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type StoreCreditResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StoreCredit'] = ResolversParentTypes['StoreCredit']> = {
  balance?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  history?: Resolver<ResolversTypes['StoreCreditHistory'], ParentType, ContextType, RequireFields<StoreCreditHistoryArgs, 'page' | 'pageSize'>>;
};

export type StoreCreditEntryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StoreCreditEntry'] = ResolversParentTypes['StoreCreditEntry']> = {
  action?: Resolver<ResolversTypes['StoreCreditAction'], ParentType, ContextType>;
  amount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  balance?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  comment?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  orderId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  orderNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type StoreCreditHistoryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StoreCreditHistory'] = ResolversParentTypes['StoreCreditHistory']> = {
  items?: Resolver<Array<ResolversTypes['StoreCreditEntry']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalPages?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SwatchResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Swatch'] = ResolversParentTypes['Swatch']> = {
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TierPriceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TierPrice'] = ResolversParentTypes['TierPrice']> = {
  priceExclTax?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  priceInclTax?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  qty?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type UseStoreCreditResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UseStoreCreditResult'] = ResolversParentTypes['UseStoreCreditResult']> = {
  cart?: Resolver<ResolversTypes['Cart'], ParentType, ContextType>;
  errorCode?: Resolver<Maybe<ResolversTypes['StoreCreditErrorCode']>, ParentType, ContextType>;
  errorMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type WishlistResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Wishlist'] = ResolversParentTypes['Wishlist']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isShareable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['WishlistItem']>, ParentType, ContextType>;
  itemsCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  shareCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type WishlistItemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WishlistItem'] = ResolversParentTypes['WishlistItem']> = {
  addedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  availability?: Resolver<ResolversTypes['WishlistItemAvailability'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  price?: Resolver<Maybe<ResolversTypes['PriceInclExcl']>, ParentType, ContextType>;
  product?: Resolver<Maybe<ResolversTypes['Product']>, ParentType, ContextType>;
  selectedBundleOptions?: Resolver<Array<ResolversTypes['CartSelectedBundleOption']>, ParentType, ContextType>;
  selectedCustomOptions?: Resolver<Array<ResolversTypes['CartSelectedOption']>, ParentType, ContextType>;
  selectedOptions?: Resolver<Array<ResolversTypes['CartSelectedOption']>, ParentType, ContextType>;
  sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type WishlistResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WishlistResult'] = ResolversParentTypes['WishlistResult']> = {
  errorCode?: Resolver<Maybe<ResolversTypes['WishlistErrorCode']>, ParentType, ContextType>;
  errorMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  keptUntilSignIn?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  wishlist?: Resolver<Maybe<ResolversTypes['Wishlist']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type WishlistSkippedItemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WishlistSkippedItem'] = ResolversParentTypes['WishlistSkippedItem']> = {
  availability?: Resolver<ResolversTypes['WishlistItemAvailability'], ParentType, ContextType>;
  cartErrorCode?: Resolver<Maybe<ResolversTypes['CartErrorCode']>, ParentType, ContextType>;
  item?: Resolver<ResolversTypes['WishlistItem'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type Resolvers<ContextType = GraphQLContext> = {
  AddressBookResult?: AddressBookResultResolvers<ContextType>;
  AppliedCoupon?: AppliedCouponResolvers<ContextType>;
  BundleBasePrice?: BundleBasePriceResolvers<ContextType>;
  BundleOption?: BundleOptionResolvers<ContextType>;
  BundleOptionValue?: BundleOptionValueResolvers<ContextType>;
  CancelPendingOrderResult?: CancelPendingOrderResultResolvers<ContextType>;
  Cart?: CartResolvers<ContextType>;
  CartCouponIssue?: CartCouponIssueResolvers<ContextType>;
  CartItem?: CartItemResolvers<ContextType>;
  CartItemError?: CartItemErrorResolvers<ContextType>;
  CartItemPrices?: CartItemPricesResolvers<ContextType>;
  CartLineError?: CartLineErrorResolvers<ContextType>;
  CartPrices?: CartPricesResolvers<ContextType>;
  CartResult?: CartResultResolvers<ContextType>;
  CartSelectedBundleOption?: CartSelectedBundleOptionResolvers<ContextType>;
  CartSelectedOption?: CartSelectedOptionResolvers<ContextType>;
  CartStoreCredit?: CartStoreCreditResolvers<ContextType>;
  CatalogueStatus?: CatalogueStatusResolvers<ContextType>;
  Category?: CategoryResolvers<ContextType>;
  CheckoutAddress?: CheckoutAddressResolvers<ContextType>;
  CheckoutFieldError?: CheckoutFieldErrorResolvers<ContextType>;
  CheckoutResult?: CheckoutResultResolvers<ContextType>;
  CheckoutShippingMethod?: CheckoutShippingMethodResolvers<ContextType>;
  CmsAlternate?: CmsAlternateResolvers<ContextType>;
  CmsBlock?: CmsBlockResolvers<ContextType>;
  CmsPage?: CmsPageResolvers<ContextType>;
  CmsPageContent?: CmsPageContentResolvers<ContextType>;
  CmsPageEditResult?: CmsPageEditResultResolvers<ContextType>;
  CmsPageForEditing?: CmsPageForEditingResolvers<ContextType>;
  CmsPageLanguageVersions?: CmsPageLanguageVersionsResolvers<ContextType>;
  ConfigurableOption?: ConfigurableOptionResolvers<ContextType>;
  ConfigurableOptionValue?: ConfigurableOptionValueResolvers<ContextType>;
  ContactMessageResult?: ContactMessageResultResolvers<ContextType>;
  ContributionModeResult?: ContributionModeResultResolvers<ContextType>;
  ContributionModes?: ContributionModesResolvers<ContextType>;
  Coordinates?: CoordinatesResolvers<ContextType>;
  Country?: CountryResolvers<ContextType>;
  CreateReturnAuthorizationResult?: CreateReturnAuthorizationResultResolvers<ContextType>;
  CreditNote?: CreditNoteResolvers<ContextType>;
  CreditNoteItem?: CreditNoteItemResolvers<ContextType>;
  CreditNoteTotals?: CreditNoteTotalsResolvers<ContextType>;
  CurrencyRate?: CurrencyRateResolvers<ContextType>;
  CustomOption?: CustomOptionResolvers<ContextType>;
  CustomOptionExtraCost?: CustomOptionExtraCostResolvers<ContextType>;
  CustomOptionValue?: CustomOptionValueResolvers<ContextType>;
  CustomerAddress?: CustomerAddressResolvers<ContextType>;
  CustomerOrders?: CustomerOrdersResolvers<ContextType>;
  CustomerProductReview?: CustomerProductReviewResolvers<ContextType>;
  CustomerResult?: CustomerResultResolvers<ContextType>;
  CustomerReturns?: CustomerReturnsResolvers<ContextType>;
  DownloadableProduct?: DownloadableProductResolvers<ContextType>;
  DroppedOrderLine?: DroppedOrderLineResolvers<ContextType>;
  Entity?: EntityResolvers<ContextType>;
  Facet?: FacetResolvers<ContextType>;
  FacetBucket?: FacetBucketResolvers<ContextType>;
  GuestOrderLookupResult?: GuestOrderLookupResultResolvers<ContextType>;
  Invoice?: InvoiceResolvers<ContextType>;
  InvoiceItem?: InvoiceItemResolvers<ContextType>;
  InvoiceTotals?: InvoiceTotalsResolvers<ContextType>;
  ListingFilter?: ListingFilterResolvers<ContextType>;
  ListingSort?: ListingSortResolvers<ContextType>;
  Me?: MeResolvers<ContextType>;
  Money?: MoneyResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  MutationResult?: MutationResultResolvers<ContextType>;
  NewsletterResult?: NewsletterResultResolvers<ContextType>;
  NewsletterSubscription?: NewsletterSubscriptionResolvers<ContextType>;
  OpeningPeriod?: OpeningPeriodResolvers<ContextType>;
  Order?: OrderResolvers<ContextType>;
  OrderCoupon?: OrderCouponResolvers<ContextType>;
  OrderHistoryEntry?: OrderHistoryEntryResolvers<ContextType>;
  OrderItem?: OrderItemResolvers<ContextType>;
  OrderItemOption?: OrderItemOptionResolvers<ContextType>;
  OrderItemPrices?: OrderItemPricesResolvers<ContextType>;
  OrderPayment?: OrderPaymentResolvers<ContextType>;
  OrderPrices?: OrderPricesResolvers<ContextType>;
  OrderShippingMethod?: OrderShippingMethodResolvers<ContextType>;
  PasswordStrength?: PasswordStrengthResolvers<ContextType>;
  PaymentAction?: PaymentActionResolvers<ContextType>;
  PaymentInstructions?: PaymentInstructionsResolvers<ContextType>;
  PaymentMethod?: PaymentMethodResolvers<ContextType>;
  PickupPoint?: PickupPointResolvers<ContextType>;
  PickupPointAddress?: PickupPointAddressResolvers<ContextType>;
  PickupPointDay?: PickupPointDayResolvers<ContextType>;
  PlaceOrderResult?: PlaceOrderResultResolvers<ContextType>;
  PriceInclExcl?: PriceInclExclResolvers<ContextType>;
  PriceRange?: PriceRangeResolvers<ContextType>;
  Product?: ProductResolvers<ContextType>;
  ProductAttribute?: ProductAttributeResolvers<ContextType>;
  ProductDownload?: ProductDownloadResolvers<ContextType>;
  ProductImage?: ProductImageResolvers<ContextType>;
  ProductLabel?: ProductLabelResolvers<ContextType>;
  ProductListing?: ProductListingResolvers<ContextType>;
  ProductPrices?: ProductPricesResolvers<ContextType>;
  ProductReview?: ProductReviewResolvers<ContextType>;
  ProductReviewAuthor?: ProductReviewAuthorResolvers<ContextType>;
  ProductReviewResult?: ProductReviewResultResolvers<ContextType>;
  ProductStock?: ProductStockResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Refund?: RefundResolvers<ContextType>;
  ReorderResult?: ReorderResultResolvers<ContextType>;
  RetryOrderPaymentResult?: RetryOrderPaymentResultResolvers<ContextType>;
  ReturnAnswer?: ReturnAnswerResolvers<ContextType>;
  ReturnAttribute?: ReturnAttributeResolvers<ContextType>;
  ReturnAttributeOption?: ReturnAttributeOptionResolvers<ContextType>;
  ReturnAuthorization?: ReturnAuthorizationResolvers<ContextType>;
  ReturnHistoryEntry?: ReturnHistoryEntryResolvers<ContextType>;
  ReturnItem?: ReturnItemResolvers<ContextType>;
  ReturnableItem?: ReturnableItemResolvers<ContextType>;
  ReviewRatingCount?: ReviewRatingCountResolvers<ContextType>;
  ReviewsLayer?: ReviewsLayerResolvers<ContextType>;
  SearchResult?: SearchResultResolvers<ContextType>;
  SearchSuggestions?: SearchSuggestionsResolvers<ContextType>;
  SelectedConfigurableOption?: SelectedConfigurableOptionResolvers<ContextType>;
  SetCurrencyResult?: SetCurrencyResultResolvers<ContextType>;
  SharedWishlist?: SharedWishlistResolvers<ContextType>;
  SharedWishlistAnswer?: SharedWishlistAnswerResolvers<ContextType>;
  SharedWishlistCartResult?: SharedWishlistCartResultResolvers<ContextType>;
  ShipmentItem?: ShipmentItemResolvers<ContextType>;
  ShipmentTracking?: ShipmentTrackingResolvers<ContextType>;
  ShippingCountry?: ShippingCountryResolvers<ContextType>;
  ShippingEstimate?: ShippingEstimateResolvers<ContextType>;
  Shop?: ShopResolvers<ContextType>;
  SimpleResult?: SimpleResultResolvers<ContextType>;
  SitemapEntries?: SitemapEntriesResolvers<ContextType>;
  SitemapEntry?: SitemapEntryResolvers<ContextType>;
  SitemapFile?: SitemapFileResolvers<ContextType>;
  SortField?: SortFieldResolvers<ContextType>;
  StaffLoginResult?: StaffLoginResultResolvers<ContextType>;
  StaffLogoutResult?: StaffLogoutResultResolvers<ContextType>;
  StaffMember?: StaffMemberResolvers<ContextType>;
  StockAlert?: StockAlertResolvers<ContextType>;
  StockAlertResult?: StockAlertResultResolvers<ContextType>;
  StoreConfig?: StoreConfigResolvers<ContextType>;
  StoreCredit?: StoreCreditResolvers<ContextType>;
  StoreCreditEntry?: StoreCreditEntryResolvers<ContextType>;
  StoreCreditHistory?: StoreCreditHistoryResolvers<ContextType>;
  Swatch?: SwatchResolvers<ContextType>;
  TierPrice?: TierPriceResolvers<ContextType>;
  UseStoreCreditResult?: UseStoreCreditResultResolvers<ContextType>;
  Wishlist?: WishlistResolvers<ContextType>;
  WishlistItem?: WishlistItemResolvers<ContextType>;
  WishlistResult?: WishlistResultResolvers<ContextType>;
  WishlistSkippedItem?: WishlistSkippedItemResolvers<ContextType>;
};

export type DirectiveResolvers<ContextType = GraphQLContext> = {
  cost?: CostDirectiveResolver<any, any, ContextType>;
  listSize?: ListSizeDirectiveResolver<any, any, ContextType>;
  staffOnly?: StaffOnlyDirectiveResolver<any, any, ContextType>;
};

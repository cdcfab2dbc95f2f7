/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
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

export type CartBundleOptionInput = {
  option_id: string;
  option_qty: number;
  option_value: string;
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

export type CartItemErrorCode =
  /** Less is left than the line asks for: `availableQuantity` says how much. */
  | 'NOT_ENOUGH_STOCK'
  /** Nothing of this unit is left. */
  | 'OUT_OF_STOCK'
  /** The product (or a chosen option) is no longer sold. */
  | 'UNAVAILABLE';

/** One line to add: the same shapes as a wishlist item's choices. */
export type CartLineInput = {
  /** Whole units from 1 to 999 (a Float so that a wrong number gets a typed answer, not a syntax error). */
  quantity: number;
  selectedBundleOptions?: Array<CartBundleOptionInput> | null | undefined;
  selectedCustomOptions?: Array<CartOptionInput> | null | undefined;
  selectedOptions?: Array<CartOptionInput> | null | undefined;
  sku: string;
};

export type CartOptionInput = {
  option_id: string;
  option_value: string;
};

export type CheckoutAddressInput = {
  city: string;
  company?: string | null | undefined;
  /** ISO 3166-1 alpha-2; `UK` is taken as `GB`. */
  countryCode: string;
  firstname: string;
  lastname: string;
  postcode: string;
  /** One to three lines (empty ones are dropped). */
  street: Array<string>;
  /** As typed: national form for the address's country, or international. */
  telephone: string;
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

/** One block of a draft: the fields of its `type` (see `CmsPage.blocks`). */
export type CmsBlockInput = {
  alt?: string | null | undefined;
  answer?: string | null | undefined;
  href?: string | null | undefined;
  items?: Array<string> | null | undefined;
  level?: number | null | undefined;
  ordered?: boolean | null | undefined;
  question?: string | null | undefined;
  src?: string | null | undefined;
  text?: string | null | undefined;
  type: string;
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
  email: string;
  /** The token the page was rendered with (`contactFormToken`), as the form carries it. */
  formToken: string;
  /** 10 to 5,000 characters; its lines are kept. */
  message: string;
  /** Who writes (at most 100 characters). */
  name: string;
  /** The order the message is about, when there is one (at most 40 characters). */
  orderNumber?: string | null | undefined;
  subject: ContactSubject;
  /**
   * A trap for robots: the form's field that people are told to leave empty (hidden from them).
   * When it holds anything the answer is a success, and nothing is kept or sent.
   */
  website?: string | null | undefined;
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
  comment: string;
  /** 0 to 5. */
  rating: number;
  /** The product page's product (a variant's sku reviews its parent). */
  sku: string;
  /** 1 to 120 characters. */
  title: string;
};

export type CreateReturnAuthorizationInput = {
  /** One entry per order line returned (1 to 100). */
  items: Array<ReturnItemInput>;
  orderId: string;
};

/** Why a currency mutation failed (messages in modules/currency/errors.ts). */
export type CurrencyErrorCode =
  /** The store does not offer this display currency. */
  | 'CURRENCY_UNSUPPORTED';

export type CustomerAddressInput = {
  address: CheckoutAddressInput;
  /** Makes it the default billing address. */
  defaultBilling?: boolean | null | undefined;
  /** Makes it the default shipping address (the previous default stops being it). */
  defaultShipping?: boolean | null | undefined;
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
  firstname: string;
  lastname: string;
};

export type DownloadableProductStatus =
  /** Downloads remain and the link has not expired. */
  | 'AVAILABLE'
  /** Every download it allowed was used. */
  | 'EXHAUSTED'
  /** Its link expired (`expiresAt` passed). */
  | 'EXPIRED';

/** Why lookupGuestOrder failed (messages in modules/order/errors.ts). */
export type GuestOrderLookupErrorCode =
  /** No order matches all three (the same answer whichever is wrong). */
  | 'ORDER_NOT_FOUND'
  /** Too many attempts from this address: the message says when to retry. */
  | 'TOO_MANY_ATTEMPTS';

export type GuestOrderLookupInput = {
  /** The e-mail the order was placed with. */
  email: string;
  /** As printed on the confirmation (`2026-000042`). */
  number: string;
  /** The postcode of its billing or its shipping address. */
  postcode: string;
};

export type ListingFilterInput = {
  name: string;
  values: Array<string>;
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
  filters?: Array<ListingFilterInput> | null | undefined;
  /** Highest final price incl. VAT in the display currency, inclusive (same bounds as `minPrice`). */
  maxPrice?: number | null | undefined;
  /**
   * Lowest final price incl. VAT in the display currency (the storefront divided what was typed by
   * the tax divisor), inclusive. Negative or non-finite: ignored; above 1,000,000: read as 1,000,000.
   */
  minPrice?: number | null | undefined;
  /** 1-based; clamped to 1 … the last page (default 1). */
  page?: number | null | undefined;
  /** Products per page, clamped to 1 … 100 (default 18; the storefront offers 18 and 36). */
  pageLength?: number | null | undefined;
  /** Default (and when invalid): position, ascending. */
  sort?: ListingSortInput | null | undefined;
};

export type ListingSortInput = {
  /** `asc` or `desc`; for `newest`, `desc` is the most recent first. */
  direction: string;
  /**
   * `position` (the category's order, then the name), `price` (final price; a configurable's
   * cheapest variant), `name` (alphabetical in the store's language), `newest` (date added).
   */
  field: string;
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

export type NewsletterSignUpInput = {
  email: string;
  /** Where the form is (the newsletter page by default). */
  source?: NewsletterSource | null | undefined;
};

/** Where a sign-up was asked (recorded with the consent). */
export type NewsletterSource =
  | 'ACCOUNT'
  | 'CHECKOUT'
  | 'FOOTER'
  | 'NEWSLETTER_PAGE';

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

export type PickupPointSearch = {
  /** A locality name (accents and case ignored). */
  city?: string | null | undefined;
  /** ISO 3166-1 alpha-2 (`UK` is taken as `GB`). */
  country: string;
  /** A full or partial postcode. */
  postcode?: string | null | undefined;
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
  acceptTerms: boolean;
  /**
   * The amount due the shopper was shown before placing (euros: `Cart.chargedPrices.amountDue`, what
   * the payment method will be charged). When given, the order is placed only if the amount due
   * priced again in placeOrder is the same to the cent; otherwise `AMOUNT_CHANGED` and nothing is
   * written (the idempotency key stays free for the same attempt, sent again after review with the
   * new amount). A key that already placed an order answers that order, whatever is sent here.
   * Optional: without it the order is placed at the amount priced then.
   */
  expectedAmountDue?: number | null | undefined;
  /**
   * The client's key for this checkout attempt (8 to 100 characters of `A-Za-z0-9-_`), re-sent
   * unchanged on retry: the same key returns the same order; with another cart it is refused.
   */
  idempotencyKey: string;
  /** A payment method code of `Cart.paymentMethods`. */
  paymentMethod: string;
  /**
   * The checkout's newsletter box (unticked unless the shopper ticks it): once the order is placed,
   * the order's address is signed up (source CHECKOUT): a guest's gets a confirmation link, a
   * signed-in customer's own account address is subscribed at once. Never a reason for the order to fail.
   */
  subscribeToNewsletter?: boolean | null | undefined;
  /**
   * Needed when the cart holds a downloadable product (`Cart.hasDownloads`): the shopper asks for its
   * files to be supplied as soon as the order is paid and acknowledges that they thereby lose the
   * right of withdrawal for them. Recorded with the order; ignored for a cart without downloads.
   */
  waiveWithdrawalForDownloads?: boolean | null | undefined;
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

export type ProductReviewStatus =
  /** Shown on the product page. */
  | 'APPROVED'
  /** Waiting for moderation: only its author sees it. */
  | 'PENDING'
  /** Refused by the shop: only its author sees it. */
  | 'REJECTED';

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
  email: string;
  firstname: string;
  lastname: string;
  password: string;
};

export type ReturnAnswerInput = {
  /** A `ReturnAttribute.code`. */
  code: string;
  /** A SELECT's option value, `true`/`false` for a BOOLEAN, the text for TEXT and TEXTAREA. */
  value: string;
};

export type ReturnAttributeKind =
  | 'BOOLEAN'
  | 'SELECT'
  | 'TEXT'
  | 'TEXTAREA';

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

export type ReturnItemInput = {
  answers: Array<ReturnAnswerInput>;
  /** A `ReturnableItem.orderItemId`. */
  orderItemId: string;
  /** 1 to the line's `quantityReturnable`. */
  quantity: number;
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

/** A draft of one language of a content page. Every text is plain text; blocks as in `CmsPage.blocks`. */
export type SaveCmsPageDraftInput = {
  blocks: Array<CmsBlockInput>;
  identifier: string;
  /** `fr-FR` or `en-GB`. */
  locale: string;
  metaDescription?: string | null | undefined;
  metaTitle?: string | null | undefined;
  title: string;
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

/** A kind of back-office work. `ADMIN` may do all of it. */
export type StaffRole =
  /** Everything, including what the other roles do. */
  | 'ADMIN'
  /** Content and the storefront's editor modes (preview, x-ray, contribution), review moderation. */
  | 'EDITOR'
  /** Customers' requests: returns, refunds, exports. */
  | 'SUPPORT';

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
  email?: string | null | undefined;
  /** The product out of stock: a simple product, a variant, or a configurable, grouped product or bundle. */
  sku: string;
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

export type StockAlertStatus =
  /** Waiting for the product to come back. */
  | 'ACTIVE'
  /** The back-in-stock message was sent: nothing more will be. */
  | 'NOTIFIED'
  /** Asked by a visitor: waits for the link sent to the address. */
  | 'UNCONFIRMED';

export type StoreCreditAction =
  /** The shop added credit (a gesture, a correction). */
  | 'ADDED_BY_SHOP'
  /** Given back: the order it was spent on was cancelled. */
  | 'ORDER_CANCELLED'
  /** A refund paid into store credit. */
  | 'REFUNDED'
  /** Spent on an order. */
  | 'SPENT_ON_ORDER';

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
  selectedBundleOptions?: Array<CartBundleOptionInput> | null | undefined;
  selectedCustomOptions?: Array<CartOptionInput> | null | undefined;
  selectedOptions?: Array<CartOptionInput> | null | undefined;
  sku: string;
};

export type AccessMeFields = { id: string, email: string, firstname: string, lastname: string };

export type AccessInformationQueryVariables = Exact<{ [key: string]: never; }>;


export type AccessInformationQuery = { me: { id: string, email: string, firstname: string, lastname: string, pendingEmail: string | null } | null };

export type AccessPasswordStrengthVariables = Exact<{
  password: string;
  email?: string | null | undefined;
  firstname?: string | null | undefined;
  lastname?: string | null | undefined;
}>;


export type AccessPasswordStrength = { passwordStrength: { score: number, acceptable: boolean, suggestions: Array<string> } };

export type AccessLoginVariables = Exact<{
  email: string;
  password: string;
}>;


export type AccessLogin = { login: { success: boolean, errorMessage: string | null, errorCode: CustomerErrorCode | null, me: { id: string, email: string, firstname: string, lastname: string } | null } };

export type AccessConfirmEmailVariables = Exact<{
  token: string;
}>;


export type AccessConfirmEmail = { confirmEmail: { success: boolean, errorMessage: string | null, errorCode: CustomerErrorCode | null, me: { id: string, email: string, firstname: string, lastname: string } | null } };

export type AccessResendConfirmationVariables = Exact<{
  email: string;
}>;


export type AccessResendConfirmation = { resendConfirmation: { success: boolean, errorMessage: string | null, errorCode: CustomerErrorCode | null } };

export type AccessRegisterVariables = Exact<{
  input: RegisterInput;
}>;


export type AccessRegister = { register: { success: boolean, errorMessage: string | null, errorCode: CustomerErrorCode | null } };

export type AccessRequestPasswordResetVariables = Exact<{
  email: string;
}>;


export type AccessRequestPasswordReset = { requestPasswordReset: { success: boolean, errorMessage: string | null, errorCode: CustomerErrorCode | null } };

export type AccessResetPasswordVariables = Exact<{
  token: string;
  password: string;
}>;


export type AccessResetPassword = { resetPassword: { success: boolean, errorMessage: string | null, errorCode: CustomerErrorCode | null, me: { id: string, email: string, firstname: string, lastname: string } | null } };

export type AccessUpdateInformationVariables = Exact<{
  input: CustomerInformationInput;
}>;


export type AccessUpdateInformation = { updateCustomerInformation: { success: boolean, errorMessage: string | null, errorCode: CustomerErrorCode | null, me: { id: string, email: string, firstname: string, lastname: string } | null } };

export type AccessEmailChangeResult = { success: boolean, errorMessage: string | null, errorCode: CustomerErrorCode | null, me: { pendingEmail: string | null, id: string, email: string, firstname: string, lastname: string } | null };

export type AccessChangeEmailVariables = Exact<{
  email: string;
  currentPassword: string;
}>;


export type AccessChangeEmail = { changeCustomerEmail: { success: boolean, errorMessage: string | null, errorCode: CustomerErrorCode | null, me: { pendingEmail: string | null, id: string, email: string, firstname: string, lastname: string } | null } };

export type AccessResendEmailChangeVariables = Exact<{ [key: string]: never; }>;


export type AccessResendEmailChange = { resendEmailChange: { success: boolean, errorMessage: string | null, errorCode: CustomerErrorCode | null, me: { pendingEmail: string | null, id: string, email: string, firstname: string, lastname: string } | null } };

export type AccessCancelEmailChangeVariables = Exact<{ [key: string]: never; }>;


export type AccessCancelEmailChange = { cancelEmailChange: { success: boolean, errorMessage: string | null, errorCode: CustomerErrorCode | null, me: { pendingEmail: string | null, id: string, email: string, firstname: string, lastname: string } | null } };

export type AccessConfirmEmailChangeVariables = Exact<{
  token: string;
}>;


export type AccessConfirmEmailChange = { confirmEmailChange: { success: boolean, errorMessage: string | null, errorCode: CustomerErrorCode | null, me: { pendingEmail: string | null, id: string, email: string, firstname: string, lastname: string } | null } };

export type AccessChangePasswordVariables = Exact<{
  currentPassword: string;
  newPassword: string;
}>;


export type AccessChangePassword = { changeCustomerPassword: { success: boolean, errorMessage: string | null, errorCode: CustomerErrorCode | null, me: { id: string, email: string, firstname: string, lastname: string } | null } };

export type AccessLogoutVariables = Exact<{ [key: string]: never; }>;


export type AccessLogout = { logout: { success: boolean, errorMessage: string | null, errorCode: CustomerErrorCode | null } };

export type AccountDownloadsQueryVariables = Exact<{ [key: string]: never; }>;


export type AccountDownloadsQuery = { me: { id: string, downloadableProducts: Array<{ id: string, title: string, productName: string, sku: string, order_id: string, orderNumber: string, grantedAt: string, expiresAt: string, downloadsAllowed: number, downloadsRemaining: number, status: DownloadableProductStatus, url: string | null }> } | null };

export type AccountOrdersQueryVariables = Exact<{
  page: number;
  pageSize: number;
}>;


export type AccountOrdersQuery = { me: { id: string, orders: { totalCount: number, page: number, pageSize: number, totalPages: number, items: Array<{ order_id: string, number: string, status: OrderStatus, createdAt: string, items: Array<{ quantity: number }>, prices: { grandTotal: { priceInclTax: { amount: number, currency: string } } }, shipments: Array<{ id: string }> }> } } | null };

export type AccountOrderQueryVariables = Exact<{
  orderId: string;
}>;


export type AccountOrderQuery = { order: { order_id: string, number: string, status: OrderStatus, createdAt: string, email: string, returnDeadline: string | null, items: Array<{ sku: string, productSku: string, name: string, quantity: number, quantityShipped: number, options: Array<{ label: string, value: string }>, prices: { unit: { priceInclTax: { amount: number, currency: string } }, row: { priceInclTax: { amount: number, currency: string } } } }>, history: Array<{ status: OrderStatus, at: string, note: string }>, shipments: Array<{ id: string, createdAt: string, trackingId: string | null, name: string, url: string | null, items: Array<{ sku: string, name: string, quantity: number, options: Array<{ label: string, value: string }> }> }>, invoices: Array<{ id: string, creationDate: string, downloadUrl: string | null, totals: { grandTotal: { priceInclTax: { amount: number, currency: string } } } }>, creditNotes: Array<{ id: string, creationDate: string, invoiceNumber: string, downloadUrl: string | null, totals: { grandTotal: { priceInclTax: { amount: number, currency: string } } } }>, returnableItems: Array<{ orderItemId: string, quantityReturnable: number }>, returns: Array<{ id: string, number: string, createdAt: string, status: ReturnStatus, items: Array<{ orderItemId: string, name: string, sku: string, quantity: number, status: ReturnItemStatus }> }>, refunds: Array<{ id: string }>, prices: { subtotal: { priceInclTax: { amount: number, currency: string } }, discount: { priceInclTax: { amount: number, currency: string } }, shipping: { priceInclTax: { amount: number, currency: string } }, vat: { amount: number, currency: string }, grandTotal: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } }, storeCredit: { amount: number, currency: string }, amountDue: { amount: number, currency: string } }, chargedPrices: { grandTotal: { priceInclTax: { amount: number, currency: string } }, amountDue: { amount: number, currency: string } }, coupon: { code: string, label: string } | null, shippingAddress: { firstname: string, lastname: string, company: string | null, street: Array<string>, postcode: string, city: string, countryCode: string, countryName: string, telephone: string } | null, billingAddress: { firstname: string, lastname: string, company: string | null, street: Array<string>, postcode: string, city: string, countryCode: string, countryName: string, telephone: string }, shippingMethod: { code: string, carrier: string, label: string, minDays: number, maxDays: number } | null, pickupPoint: { id: string, name: string, carrier: string, address: { country: string, locality: string, postalCode: string, streetAddress: Array<string> } } | null, payment: { code: string, title: string, status: OrderPaymentStatus, instructions: { payee: string, reference: string, iban: string | null, bic: string | null, bankName: string | null, mailingAddress: Array<string> | null, dueAt: string | null, amount: { amount: number, currency: string } } | null } } | null };

export type AccountInvoiceQueryVariables = Exact<{
  orderId: string;
}>;


export type AccountInvoiceQuery = { order: { order_id: string, number: string, createdAt: string, email: string, billingAddress: { firstname: string, lastname: string, company: string | null, street: Array<string>, postcode: string, city: string, countryCode: string, countryName: string, telephone: string }, payment: { code: string, title: string }, invoices: Array<{ id: string, creationDate: string, downloadUrl: string | null, items: Array<{ name: string, sku: string, quantity: number, price: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } }, taxAmount: { amount: number, currency: string }, subtotal: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } }, options: Array<{ label: string, value: string }>, bundleOptions: Array<{ label: string, value: string }> }>, totals: { subtotal: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } }, discount: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } }, shippingAmount: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } }, taxAmount: { amount: number, currency: string }, grandTotal: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } } } }> } | null };

export type OrderLookupViewerVariables = Exact<{ [key: string]: never; }>;


export type OrderLookupViewer = { me: { id: string } | null };

export type LookupGuestOrderVariables = Exact<{
  input: GuestOrderLookupInput;
}>;


export type LookupGuestOrder = { lookupGuestOrder: { success: boolean, errorMessage: string | null, errorCode: GuestOrderLookupErrorCode | null, order: { order_id: string, number: string, status: OrderStatus, createdAt: string, items: Array<{ sku: string, name: string, quantity: number, quantityShipped: number, options: Array<{ label: string, value: string }> }>, prices: { grandTotal: { priceInclTax: { amount: number, currency: string } } }, shippingMethod: { code: string, carrier: string, label: string, minDays: number, maxDays: number } | null, pickupPoint: { id: string, name: string, carrier: string, address: { country: string, locality: string, postalCode: string, streetAddress: Array<string> } } | null, history: Array<{ status: OrderStatus, at: string, note: string }>, shipments: Array<{ id: string, createdAt: string, trackingId: string | null, name: string, url: string | null, items: Array<{ sku: string, name: string, quantity: number, options: Array<{ label: string, value: string }> }> }> } | null } };

export type ReorderVariables = Exact<{
  orderId: string;
}>;


export type Reorder = { reorder: { success: boolean, errorMessage: string | null, errorCode: OrderPaymentErrorCode | null, addedLines: number, droppedLines: Array<{ sku: string, name: string }>, cart: { id: string, itemsQuantity: number } } };

export type ReturnSummaryFields = { id: string, number: string, createdAt: string, status: ReturnStatus, slipUrl: string | null, items: Array<{ orderItemId: string, name: string, sku: string, quantity: number, status: ReturnItemStatus, options: Array<{ label: string, value: string }> }> };

export type AccountReturnsQueryVariables = Exact<{
  page: number;
  pageSize: number;
}>;


export type AccountReturnsQuery = { me: { id: string, returns: { totalCount: number, page: number, pageSize: number, totalPages: number, items: Array<{ id: string, number: string, createdAt: string, status: ReturnStatus, slipUrl: string | null, order: { order_id: string, number: string }, items: Array<{ orderItemId: string, name: string, sku: string, quantity: number, status: ReturnItemStatus, options: Array<{ label: string, value: string }> }> }> } } | null };

export type ReturnCreateQueryVariables = Exact<{
  orderId: string;
}>;


export type ReturnCreateQuery = { order: { order_id: string, number: string, status: OrderStatus, createdAt: string, returnDeadline: string | null, returnableItems: Array<{ orderItemId: string, name: string, sku: string, quantityShipped: number, quantityRequested: number, quantityReturnable: number, reason: NotReturnableReason | null, returnableOnlyUnopened: boolean, options: Array<{ label: string, value: string }> }>, returns: Array<{ id: string, number: string, createdAt: string, status: ReturnStatus, slipUrl: string | null, items: Array<{ orderItemId: string, name: string, sku: string, quantity: number, status: ReturnItemStatus, options: Array<{ label: string, value: string }> }> }> } | null, returnAttributes: Array<{ code: string, label: string, kind: ReturnAttributeKind, required: boolean, help: string | null, maxLength: number | null, options: Array<{ value: string, label: string }> }> };

export type CreateReturnAuthorizationVariables = Exact<{
  input: CreateReturnAuthorizationInput;
}>;


export type CreateReturnAuthorization = { createReturnAuthorization: { success: boolean, errorMessage: string | null, errorCode: ReturnErrorCode | null, errorItemId: string | null, errorAttribute: string | null, returnAuthorization: { id: string, number: string, createdAt: string, status: ReturnStatus, slipUrl: string | null, items: Array<{ orderItemId: string, name: string, sku: string, quantity: number, status: ReturnItemStatus, options: Array<{ label: string, value: string }> }> } | null } };

export type OrderRefundsQueryVariables = Exact<{
  orderId: string;
}>;


export type OrderRefundsQuery = { order: { order_id: string, number: string, status: OrderStatus, refunds: Array<{ id: string, createdAt: string, method: RefundMethod, methodTitle: string, status: RefundStatus, completedAt: string | null, creditNote: { id: string, downloadUrl: string | null }, items: Array<{ name: string, sku: string, quantity: number, options: Array<{ label: string, value: string }>, price: { priceInclTax: { amount: number, currency: string } }, subtotal: { priceInclTax: { amount: number, currency: string } } }>, shipping: { priceInclTax: { amount: number, currency: string } }, adjustment: { amount: number, currency: string }, fee: { amount: number, currency: string }, total: { amount: number, currency: string } }> } | null };

export type CustomerAddressFields = { id: string, firstname: string, lastname: string, company: string | null, street: Array<string>, postcode: string, city: string, countryCode: string, countryName: string, telephone: string, defaultShipping: boolean, defaultBilling: boolean };

export type AddressBookQueryVariables = Exact<{ [key: string]: never; }>;


export type AddressBookQuery = { me: { id: string, addresses: Array<{ id: string, firstname: string, lastname: string, company: string | null, street: Array<string>, postcode: string, city: string, countryCode: string, countryName: string, telephone: string, defaultShipping: boolean, defaultBilling: boolean }> } | null, shippingCountries: Array<{ code: string, name: string }> };

export type AddressBookResultFields = { success: boolean, errorMessage: string | null, errorCode: AddressBookErrorCode | null, fieldErrors: Array<{ field: string, code: string, message: string }>, address: { id: string, firstname: string, lastname: string, company: string | null, street: Array<string>, postcode: string, city: string, countryCode: string, countryName: string, telephone: string, defaultShipping: boolean, defaultBilling: boolean } | null, addresses: Array<{ id: string, firstname: string, lastname: string, company: string | null, street: Array<string>, postcode: string, city: string, countryCode: string, countryName: string, telephone: string, defaultShipping: boolean, defaultBilling: boolean }> };

export type CreateCustomerAddressVariables = Exact<{
  input: CustomerAddressInput;
}>;


export type CreateCustomerAddress = { createCustomerAddress: { success: boolean, errorMessage: string | null, errorCode: AddressBookErrorCode | null, fieldErrors: Array<{ field: string, code: string, message: string }>, address: { id: string, firstname: string, lastname: string, company: string | null, street: Array<string>, postcode: string, city: string, countryCode: string, countryName: string, telephone: string, defaultShipping: boolean, defaultBilling: boolean } | null, addresses: Array<{ id: string, firstname: string, lastname: string, company: string | null, street: Array<string>, postcode: string, city: string, countryCode: string, countryName: string, telephone: string, defaultShipping: boolean, defaultBilling: boolean }> } };

export type UpdateCustomerAddressVariables = Exact<{
  id: string;
  input: CustomerAddressInput;
}>;


export type UpdateCustomerAddress = { updateCustomerAddress: { success: boolean, errorMessage: string | null, errorCode: AddressBookErrorCode | null, fieldErrors: Array<{ field: string, code: string, message: string }>, address: { id: string, firstname: string, lastname: string, company: string | null, street: Array<string>, postcode: string, city: string, countryCode: string, countryName: string, telephone: string, defaultShipping: boolean, defaultBilling: boolean } | null, addresses: Array<{ id: string, firstname: string, lastname: string, company: string | null, street: Array<string>, postcode: string, city: string, countryCode: string, countryName: string, telephone: string, defaultShipping: boolean, defaultBilling: boolean }> } };

export type DeleteCustomerAddressVariables = Exact<{
  id: string;
}>;


export type DeleteCustomerAddress = { deleteCustomerAddress: { success: boolean, errorMessage: string | null, errorCode: AddressBookErrorCode | null, fieldErrors: Array<{ field: string, code: string, message: string }>, address: { id: string, firstname: string, lastname: string, company: string | null, street: Array<string>, postcode: string, city: string, countryCode: string, countryName: string, telephone: string, defaultShipping: boolean, defaultBilling: boolean } | null, addresses: Array<{ id: string, firstname: string, lastname: string, company: string | null, street: Array<string>, postcode: string, city: string, countryCode: string, countryName: string, telephone: string, defaultShipping: boolean, defaultBilling: boolean }> } };

export type CartFields = { id: string, itemsQuantity: number, isReadyForCheckout: boolean, isVirtual: boolean, items: Array<{ item_id: string, sku: string, name: string, quantity: number, maxQuantity: number, product: { sku: string, name: string, path: string, imageUrl: string, type: string }, selectedOptions: Array<{ option_id: string, option_value: string, label: string, value_label: string }>, selectedCustomOptions: Array<{ option_id: string, option_value: string, label: string, value_label: string }>, selectedBundleOptions: Array<{ option_id: string, option_value: string, option_qty: number, label: string, value_label: string }>, prices: { tierQty: number | null, unit: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } }, row: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } }, discount: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } }, regularUnit: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } } | null }, errors: Array<{ code: CartItemErrorCode, message: string, availableQuantity: number | null }> }>, prices: { subtotal: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } }, discount: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } }, shipping: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } }, vat: { amount: number, currency: string }, grandTotal: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } } }, chargedPrices: { grandTotal: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } } }, coupon: { code: string, label: string, type: CouponType } | null, shippingEstimate: { methodLabel: string, carrier: string, minDays: number, maxDays: number, price: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } }, freeShippingThreshold: { amount: number, currency: string } | null, remainingForFreeShipping: { amount: number, currency: string } | null } | null };

export type CartResultFields = { success: boolean, errorMessage: string | null, errorCode: CartErrorCode | null, lineErrors: Array<{ line: number, sku: string, errorCode: CartErrorCode, errorMessage: string, availableQuantity: number | null }>, cart: { id: string, itemsQuantity: number, isReadyForCheckout: boolean, isVirtual: boolean, items: Array<{ item_id: string, sku: string, name: string, quantity: number, maxQuantity: number, product: { sku: string, name: string, path: string, imageUrl: string, type: string }, selectedOptions: Array<{ option_id: string, option_value: string, label: string, value_label: string }>, selectedCustomOptions: Array<{ option_id: string, option_value: string, label: string, value_label: string }>, selectedBundleOptions: Array<{ option_id: string, option_value: string, option_qty: number, label: string, value_label: string }>, prices: { tierQty: number | null, unit: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } }, row: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } }, discount: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } }, regularUnit: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } } | null }, errors: Array<{ code: CartItemErrorCode, message: string, availableQuantity: number | null }> }>, prices: { subtotal: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } }, discount: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } }, shipping: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } }, vat: { amount: number, currency: string }, grandTotal: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } } }, chargedPrices: { grandTotal: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } } }, coupon: { code: string, label: string, type: CouponType } | null, shippingEstimate: { methodLabel: string, carrier: string, minDays: number, maxDays: number, price: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } }, freeShippingThreshold: { amount: number, currency: string } | null, remainingForFreeShipping: { amount: number, currency: string } | null } | null } };

export type CartQueryVariables = Exact<{ [key: string]: never; }>;


export type CartQuery = { cart: { id: string, itemsQuantity: number, isReadyForCheckout: boolean, isVirtual: boolean, items: Array<{ item_id: string, sku: string, name: string, quantity: number, maxQuantity: number, product: { sku: string, name: string, path: string, imageUrl: string, type: string }, selectedOptions: Array<{ option_id: string, option_value: string, label: string, value_label: string }>, selectedCustomOptions: Array<{ option_id: string, option_value: string, label: string, value_label: string }>, selectedBundleOptions: Array<{ option_id: string, option_value: string, option_qty: number, label: string, value_label: string }>, prices: { tierQty: number | null, unit: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } }, row: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } }, discount: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } }, regularUnit: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } } | null }, errors: Array<{ code: CartItemErrorCode, message: string, availableQuantity: number | null }> }>, prices: { subtotal: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } }, discount: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } }, shipping: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } }, vat: { amount: number, currency: string }, grandTotal: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } } }, chargedPrices: { grandTotal: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } } }, coupon: { code: string, label: string, type: CouponType } | null, shippingEstimate: { methodLabel: string, carrier: string, minDays: number, maxDays: number, price: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } }, freeShippingThreshold: { amount: number, currency: string } | null, remainingForFreeShipping: { amount: number, currency: string } | null } | null } };

export type AddToCartVariables = Exact<{
  lines: Array<CartLineInput> | CartLineInput;
}>;


export type AddToCart = { addToCart: { success: boolean, errorMessage: string | null, errorCode: CartErrorCode | null, lineErrors: Array<{ line: number, sku: string, errorCode: CartErrorCode, errorMessage: string, availableQuantity: number | null }>, cart: { id: string, itemsQuantity: number, isReadyForCheckout: boolean, isVirtual: boolean, items: Array<{ item_id: string, sku: string, name: string, quantity: number, maxQuantity: number, product: { sku: string, name: string, path: string, imageUrl: string, type: string }, selectedOptions: Array<{ option_id: string, option_value: string, label: string, value_label: string }>, selectedCustomOptions: Array<{ option_id: string, option_value: string, label: string, value_label: string }>, selectedBundleOptions: Array<{ option_id: string, option_value: string, option_qty: number, label: string, value_label: string }>, prices: { tierQty: number | null, unit: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } }, row: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } }, discount: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } }, regularUnit: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } } | null }, errors: Array<{ code: CartItemErrorCode, message: string, availableQuantity: number | null }> }>, prices: { subtotal: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } }, discount: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } }, shipping: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } }, vat: { amount: number, currency: string }, grandTotal: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } } }, chargedPrices: { grandTotal: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } } }, coupon: { code: string, label: string, type: CouponType } | null, shippingEstimate: { methodLabel: string, carrier: string, minDays: number, maxDays: number, price: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } }, freeShippingThreshold: { amount: number, currency: string } | null, remainingForFreeShipping: { amount: number, currency: string } | null } | null } } };

export type UpdateCartItemVariables = Exact<{
  itemId: string;
  quantity: number;
}>;


export type UpdateCartItem = { updateCartItem: { success: boolean, errorMessage: string | null, errorCode: CartErrorCode | null, lineErrors: Array<{ line: number, sku: string, errorCode: CartErrorCode, errorMessage: string, availableQuantity: number | null }>, cart: { id: string, itemsQuantity: number, isReadyForCheckout: boolean, isVirtual: boolean, items: Array<{ item_id: string, sku: string, name: string, quantity: number, maxQuantity: number, product: { sku: string, name: string, path: string, imageUrl: string, type: string }, selectedOptions: Array<{ option_id: string, option_value: string, label: string, value_label: string }>, selectedCustomOptions: Array<{ option_id: string, option_value: string, label: string, value_label: string }>, selectedBundleOptions: Array<{ option_id: string, option_value: string, option_qty: number, label: string, value_label: string }>, prices: { tierQty: number | null, unit: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } }, row: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } }, discount: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } }, regularUnit: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } } | null }, errors: Array<{ code: CartItemErrorCode, message: string, availableQuantity: number | null }> }>, prices: { subtotal: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } }, discount: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } }, shipping: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } }, vat: { amount: number, currency: string }, grandTotal: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } } }, chargedPrices: { grandTotal: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } } }, coupon: { code: string, label: string, type: CouponType } | null, shippingEstimate: { methodLabel: string, carrier: string, minDays: number, maxDays: number, price: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } }, freeShippingThreshold: { amount: number, currency: string } | null, remainingForFreeShipping: { amount: number, currency: string } | null } | null } } };

export type RemoveCartItemVariables = Exact<{
  itemId: string;
}>;


export type RemoveCartItem = { removeCartItem: { success: boolean, errorMessage: string | null, errorCode: CartErrorCode | null, lineErrors: Array<{ line: number, sku: string, errorCode: CartErrorCode, errorMessage: string, availableQuantity: number | null }>, cart: { id: string, itemsQuantity: number, isReadyForCheckout: boolean, isVirtual: boolean, items: Array<{ item_id: string, sku: string, name: string, quantity: number, maxQuantity: number, product: { sku: string, name: string, path: string, imageUrl: string, type: string }, selectedOptions: Array<{ option_id: string, option_value: string, label: string, value_label: string }>, selectedCustomOptions: Array<{ option_id: string, option_value: string, label: string, value_label: string }>, selectedBundleOptions: Array<{ option_id: string, option_value: string, option_qty: number, label: string, value_label: string }>, prices: { tierQty: number | null, unit: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } }, row: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } }, discount: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } }, regularUnit: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } } | null }, errors: Array<{ code: CartItemErrorCode, message: string, availableQuantity: number | null }> }>, prices: { subtotal: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } }, discount: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } }, shipping: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } }, vat: { amount: number, currency: string }, grandTotal: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } } }, chargedPrices: { grandTotal: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } } }, coupon: { code: string, label: string, type: CouponType } | null, shippingEstimate: { methodLabel: string, carrier: string, minDays: number, maxDays: number, price: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } }, freeShippingThreshold: { amount: number, currency: string } | null, remainingForFreeShipping: { amount: number, currency: string } | null } | null } } };

export type ApplyCouponVariables = Exact<{
  code: string;
}>;


export type ApplyCoupon = { applyCoupon: { success: boolean, errorMessage: string | null, errorCode: CartErrorCode | null, lineErrors: Array<{ line: number, sku: string, errorCode: CartErrorCode, errorMessage: string, availableQuantity: number | null }>, cart: { id: string, itemsQuantity: number, isReadyForCheckout: boolean, isVirtual: boolean, items: Array<{ item_id: string, sku: string, name: string, quantity: number, maxQuantity: number, product: { sku: string, name: string, path: string, imageUrl: string, type: string }, selectedOptions: Array<{ option_id: string, option_value: string, label: string, value_label: string }>, selectedCustomOptions: Array<{ option_id: string, option_value: string, label: string, value_label: string }>, selectedBundleOptions: Array<{ option_id: string, option_value: string, option_qty: number, label: string, value_label: string }>, prices: { tierQty: number | null, unit: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } }, row: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } }, discount: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } }, regularUnit: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } } | null }, errors: Array<{ code: CartItemErrorCode, message: string, availableQuantity: number | null }> }>, prices: { subtotal: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } }, discount: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } }, shipping: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } }, vat: { amount: number, currency: string }, grandTotal: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } } }, chargedPrices: { grandTotal: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } } }, coupon: { code: string, label: string, type: CouponType } | null, shippingEstimate: { methodLabel: string, carrier: string, minDays: number, maxDays: number, price: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } }, freeShippingThreshold: { amount: number, currency: string } | null, remainingForFreeShipping: { amount: number, currency: string } | null } | null } } };

export type RemoveCouponVariables = Exact<{ [key: string]: never; }>;


export type RemoveCoupon = { removeCoupon: { success: boolean, errorMessage: string | null, errorCode: CartErrorCode | null, lineErrors: Array<{ line: number, sku: string, errorCode: CartErrorCode, errorMessage: string, availableQuantity: number | null }>, cart: { id: string, itemsQuantity: number, isReadyForCheckout: boolean, isVirtual: boolean, items: Array<{ item_id: string, sku: string, name: string, quantity: number, maxQuantity: number, product: { sku: string, name: string, path: string, imageUrl: string, type: string }, selectedOptions: Array<{ option_id: string, option_value: string, label: string, value_label: string }>, selectedCustomOptions: Array<{ option_id: string, option_value: string, label: string, value_label: string }>, selectedBundleOptions: Array<{ option_id: string, option_value: string, option_qty: number, label: string, value_label: string }>, prices: { tierQty: number | null, unit: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } }, row: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } }, discount: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } }, regularUnit: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } } | null }, errors: Array<{ code: CartItemErrorCode, message: string, availableQuantity: number | null }> }>, prices: { subtotal: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } }, discount: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } }, shipping: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } }, vat: { amount: number, currency: string }, grandTotal: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } } }, chargedPrices: { grandTotal: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } } }, coupon: { code: string, label: string, type: CouponType } | null, shippingEstimate: { methodLabel: string, carrier: string, minDays: number, maxDays: number, price: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } }, freeShippingThreshold: { amount: number, currency: string } | null, remainingForFreeShipping: { amount: number, currency: string } | null } | null } } };

export type SkuSuggestionsVariables = Exact<{
  text: string;
}>;


export type SkuSuggestions = { skuSuggestions: Array<{ sku: string, type: string, isVirtual: boolean, name: string, path: string, botanical_name: string | null, is_organic: boolean, imageUrl: string, stock: { isInStock: boolean }, labels: Array<{ code: string, label: string }>, reviewsLayer: { total: number, ratingAverage: number }, prices: { regularPrice: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } }, finalPrice: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } }, minPrice: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } }, tierPrice: Array<{ qty: number, priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } }> } }> };

export type CustomOptionExtraCostFields = { type: string, rate: number | null, priceInclTax: { amount: number, currency: string } | null, priceExclTax: { amount: number, currency: string } | null };

export type ProductDetailFields = { label: string, overview: string | null, shortDescription: string | null, description: Array<string>, family: string, familyLabel: string, geographical_origin: string | null, conformity_cas: string | null, specificity: string | null, technical_document: string | null, fds: string | null, isVirtual: boolean, metaTitle: string, metaDescription: string | null, sku: string, type: string, name: string, path: string, botanical_name: string | null, is_organic: boolean, imageUrl: string, downloads: Array<{ title: string, format: string, pageCount: number }>, images: Array<{ url: string, alt: string, width: number, height: number }>, configurableOptions: Array<{ id: string, label: string, attribute: { id: string, code: string, label: string }, values: Array<{ label: string, value: string, isInStock: boolean, swatch: { type: string, value: string } }> }>, customOptions: Array<{ option_id: string, title: string, type: string, is_required: boolean, max_characters: number | null, extraCost: { type: string, rate: number | null, priceInclTax: { amount: number, currency: string } | null, priceExclTax: { amount: number, currency: string } | null } | null, values: Array<{ option_value_id: string, title: string, sort_order: number, extraCost: { type: string, rate: number | null, priceInclTax: { amount: number, currency: string } | null, priceExclTax: { amount: number, currency: string } | null } | null }> }>, breadcrumbs: Array<{ id: string, name: string, url: string }>, alternates: Array<{ locale: string, url: string }>, stock: { isInStock: boolean }, labels: Array<{ code: string, label: string }>, reviewsLayer: { total: number, ratingAverage: number }, prices: { regularPrice: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } }, finalPrice: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } }, minPrice: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } }, tierPrice: Array<{ qty: number, priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } }> } };

export type ProductVariantFields = { sku: string, configurations: Array<{ sku: string, type: string, isVirtual: boolean, name: string, path: string, botanical_name: string | null, is_organic: boolean, imageUrl: string, selectedOptions: Array<{ option_id: string, option_value: string, label: string }>, stock: { isInStock: boolean }, labels: Array<{ code: string, label: string }>, reviewsLayer: { total: number, ratingAverage: number }, prices: { regularPrice: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } }, finalPrice: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } }, minPrice: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } }, tierPrice: Array<{ qty: number, priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } }> } }>, groupedItems: Array<{ sku: string, type: string, isVirtual: boolean, name: string, path: string, botanical_name: string | null, is_organic: boolean, imageUrl: string, stock: { isInStock: boolean }, labels: Array<{ code: string, label: string }>, reviewsLayer: { total: number, ratingAverage: number }, prices: { regularPrice: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } }, finalPrice: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } }, minPrice: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } }, tierPrice: Array<{ qty: number, priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } }> } }> };

export type ProductBundleFields = { sku: string, bundleBasePrice: { regularPrice: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } }, finalPrice: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } } } | null, bundleOptions: Array<{ id: string, label: string, required: boolean, type: string, values: Array<{ value: string, label: string, defaultQuantity: number, userDefinedQuantity: boolean, product: { sku: string, type: string, isVirtual: boolean, name: string, path: string, botanical_name: string | null, is_organic: boolean, imageUrl: string, stock: { isInStock: boolean }, labels: Array<{ code: string, label: string }>, reviewsLayer: { total: number, ratingAverage: number }, prices: { regularPrice: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } }, finalPrice: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } }, minPrice: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } }, tierPrice: Array<{ qty: number, priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } }> } } }> }> };

export type ProductRelatedFields = { sku: string, related: Array<{ sku: string, type: string, isVirtual: boolean, name: string, path: string, botanical_name: string | null, is_organic: boolean, imageUrl: string, stock: { isInStock: boolean }, labels: Array<{ code: string, label: string }>, reviewsLayer: { total: number, ratingAverage: number }, prices: { regularPrice: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } }, finalPrice: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } }, minPrice: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } }, tierPrice: Array<{ qty: number, priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } }> } }> };

export type PriceInclExclFields = { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } };

export type CheckoutCartFields = { id: string, itemsQuantity: number, email: string | null, isVirtual: boolean, requiresAccount: boolean, hasDownloads: boolean, billingSameAsShipping: boolean, items: Array<{ item_id: string, sku: string, name: string, quantity: number, prices: { row: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } } } }>, prices: { subtotal: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } }, discount: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } }, shipping: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } }, vat: { amount: number, currency: string }, grandTotal: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } }, storeCredit: { amount: number, currency: string }, amountDue: { amount: number, currency: string } }, chargedPrices: { grandTotal: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } }, amountDue: { amount: number, currency: string } }, coupon: { code: string, label: string } | null, storeCredit: { applied: boolean, balance: { amount: number, currency: string } } | null, shippingAddress: { firstname: string, lastname: string, company: string | null, street: Array<string>, postcode: string, city: string, countryCode: string, countryName: string, telephone: string } | null, billingAddress: { firstname: string, lastname: string, company: string | null, street: Array<string>, postcode: string, city: string, countryCode: string, countryName: string, telephone: string } | null, shippingMethods: Array<{ code: string, carrier: string, label: string, minDays: number, maxDays: number, needsPickupPoint: boolean, price: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } } }>, selectedShippingMethod: { code: string, carrier: string, label: string, minDays: number, maxDays: number, needsPickupPoint: boolean, price: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } } } | null, pickupPoint: { id: string, name: string, carrier: string, address: { country: string, locality: string, postalCode: string, streetAddress: Array<string> } } | null, paymentMethods: Array<{ code: string, title: string, isDeferred: boolean }> };

export type SavedAddressFields = { id: string, firstname: string, lastname: string, company: string | null, street: Array<string>, postcode: string, city: string, countryCode: string, countryName: string, telephone: string, defaultShipping: boolean, defaultBilling: boolean };

export type CheckoutQueryVariables = Exact<{ [key: string]: never; }>;


export type CheckoutQuery = { cart: { id: string, itemsQuantity: number, email: string | null, isVirtual: boolean, requiresAccount: boolean, hasDownloads: boolean, billingSameAsShipping: boolean, items: Array<{ item_id: string, sku: string, name: string, quantity: number, prices: { row: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } } } }>, prices: { subtotal: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } }, discount: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } }, shipping: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } }, vat: { amount: number, currency: string }, grandTotal: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } }, storeCredit: { amount: number, currency: string }, amountDue: { amount: number, currency: string } }, chargedPrices: { grandTotal: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } }, amountDue: { amount: number, currency: string } }, coupon: { code: string, label: string } | null, storeCredit: { applied: boolean, balance: { amount: number, currency: string } } | null, shippingAddress: { firstname: string, lastname: string, company: string | null, street: Array<string>, postcode: string, city: string, countryCode: string, countryName: string, telephone: string } | null, billingAddress: { firstname: string, lastname: string, company: string | null, street: Array<string>, postcode: string, city: string, countryCode: string, countryName: string, telephone: string } | null, shippingMethods: Array<{ code: string, carrier: string, label: string, minDays: number, maxDays: number, needsPickupPoint: boolean, price: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } } }>, selectedShippingMethod: { code: string, carrier: string, label: string, minDays: number, maxDays: number, needsPickupPoint: boolean, price: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } } } | null, pickupPoint: { id: string, name: string, carrier: string, address: { country: string, locality: string, postalCode: string, streetAddress: Array<string> } } | null, paymentMethods: Array<{ code: string, title: string, isDeferred: boolean }> }, me: { id: string, email: string, firstname: string, lastname: string, addresses: Array<{ id: string, firstname: string, lastname: string, company: string | null, street: Array<string>, postcode: string, city: string, countryCode: string, countryName: string, telephone: string, defaultShipping: boolean, defaultBilling: boolean }> } | null, shippingCountries: Array<{ code: string, name: string }> };

export type CheckoutSavedAddressesVariables = Exact<{ [key: string]: never; }>;


export type CheckoutSavedAddresses = { cart: { id: string, isVirtual: boolean, billingSameAsShipping: boolean, shippingAddress: { firstname: string } | null }, me: { id: string, addresses: Array<{ id: string, firstname: string, lastname: string, company: string | null, street: Array<string>, postcode: string, city: string, countryCode: string, countryName: string, telephone: string, defaultShipping: boolean, defaultBilling: boolean }> } | null };

export type CheckoutStartQueryVariables = Exact<{ [key: string]: never; }>;


export type CheckoutStartQuery = { cart: { id: string, itemsQuantity: number, email: string | null, requiresAccount: boolean }, me: { id: string, email: string } | null };

export type CheckoutLoginVariables = Exact<{
  email: string;
  password: string;
}>;


export type CheckoutLogin = { login: { success: boolean, errorMessage: string | null, errorCode: CustomerErrorCode | null, me: { id: string, email: string, firstname: string, lastname: string } | null } };

export type SetCheckoutEmailVariables = Exact<{
  email: string;
}>;


export type SetCheckoutEmail = { setCheckoutEmail: { success: boolean, errorMessage: string | null, errorCode: CheckoutErrorCode | null, fieldErrors: Array<{ field: string, code: string, message: string }>, cart: { id: string, itemsQuantity: number, email: string | null, isVirtual: boolean, requiresAccount: boolean, hasDownloads: boolean, billingSameAsShipping: boolean, items: Array<{ item_id: string, sku: string, name: string, quantity: number, prices: { row: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } } } }>, prices: { subtotal: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } }, discount: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } }, shipping: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } }, vat: { amount: number, currency: string }, grandTotal: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } }, storeCredit: { amount: number, currency: string }, amountDue: { amount: number, currency: string } }, chargedPrices: { grandTotal: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } }, amountDue: { amount: number, currency: string } }, coupon: { code: string, label: string } | null, storeCredit: { applied: boolean, balance: { amount: number, currency: string } } | null, shippingAddress: { firstname: string, lastname: string, company: string | null, street: Array<string>, postcode: string, city: string, countryCode: string, countryName: string, telephone: string } | null, billingAddress: { firstname: string, lastname: string, company: string | null, street: Array<string>, postcode: string, city: string, countryCode: string, countryName: string, telephone: string } | null, shippingMethods: Array<{ code: string, carrier: string, label: string, minDays: number, maxDays: number, needsPickupPoint: boolean, price: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } } }>, selectedShippingMethod: { code: string, carrier: string, label: string, minDays: number, maxDays: number, needsPickupPoint: boolean, price: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } } } | null, pickupPoint: { id: string, name: string, carrier: string, address: { country: string, locality: string, postalCode: string, streetAddress: Array<string> } } | null, paymentMethods: Array<{ code: string, title: string, isDeferred: boolean }> } } };

export type SetShippingAddressVariables = Exact<{
  address: CheckoutAddressInput;
}>;


export type SetShippingAddress = { setShippingAddress: { success: boolean, errorMessage: string | null, errorCode: CheckoutErrorCode | null, fieldErrors: Array<{ field: string, code: string, message: string }>, cart: { id: string, itemsQuantity: number, email: string | null, isVirtual: boolean, requiresAccount: boolean, hasDownloads: boolean, billingSameAsShipping: boolean, items: Array<{ item_id: string, sku: string, name: string, quantity: number, prices: { row: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } } } }>, prices: { subtotal: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } }, discount: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } }, shipping: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } }, vat: { amount: number, currency: string }, grandTotal: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } }, storeCredit: { amount: number, currency: string }, amountDue: { amount: number, currency: string } }, chargedPrices: { grandTotal: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } }, amountDue: { amount: number, currency: string } }, coupon: { code: string, label: string } | null, storeCredit: { applied: boolean, balance: { amount: number, currency: string } } | null, shippingAddress: { firstname: string, lastname: string, company: string | null, street: Array<string>, postcode: string, city: string, countryCode: string, countryName: string, telephone: string } | null, billingAddress: { firstname: string, lastname: string, company: string | null, street: Array<string>, postcode: string, city: string, countryCode: string, countryName: string, telephone: string } | null, shippingMethods: Array<{ code: string, carrier: string, label: string, minDays: number, maxDays: number, needsPickupPoint: boolean, price: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } } }>, selectedShippingMethod: { code: string, carrier: string, label: string, minDays: number, maxDays: number, needsPickupPoint: boolean, price: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } } } | null, pickupPoint: { id: string, name: string, carrier: string, address: { country: string, locality: string, postalCode: string, streetAddress: Array<string> } } | null, paymentMethods: Array<{ code: string, title: string, isDeferred: boolean }> } } };

export type SetBillingAddressVariables = Exact<{
  address?: CheckoutAddressInput | null | undefined;
  sameAsShipping?: boolean | null | undefined;
}>;


export type SetBillingAddress = { setBillingAddress: { success: boolean, errorMessage: string | null, errorCode: CheckoutErrorCode | null, fieldErrors: Array<{ field: string, code: string, message: string }>, cart: { id: string, itemsQuantity: number, email: string | null, isVirtual: boolean, requiresAccount: boolean, hasDownloads: boolean, billingSameAsShipping: boolean, items: Array<{ item_id: string, sku: string, name: string, quantity: number, prices: { row: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } } } }>, prices: { subtotal: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } }, discount: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } }, shipping: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } }, vat: { amount: number, currency: string }, grandTotal: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } }, storeCredit: { amount: number, currency: string }, amountDue: { amount: number, currency: string } }, chargedPrices: { grandTotal: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } }, amountDue: { amount: number, currency: string } }, coupon: { code: string, label: string } | null, storeCredit: { applied: boolean, balance: { amount: number, currency: string } } | null, shippingAddress: { firstname: string, lastname: string, company: string | null, street: Array<string>, postcode: string, city: string, countryCode: string, countryName: string, telephone: string } | null, billingAddress: { firstname: string, lastname: string, company: string | null, street: Array<string>, postcode: string, city: string, countryCode: string, countryName: string, telephone: string } | null, shippingMethods: Array<{ code: string, carrier: string, label: string, minDays: number, maxDays: number, needsPickupPoint: boolean, price: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } } }>, selectedShippingMethod: { code: string, carrier: string, label: string, minDays: number, maxDays: number, needsPickupPoint: boolean, price: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } } } | null, pickupPoint: { id: string, name: string, carrier: string, address: { country: string, locality: string, postalCode: string, streetAddress: Array<string> } } | null, paymentMethods: Array<{ code: string, title: string, isDeferred: boolean }> } } };

export type SetShippingMethodVariables = Exact<{
  code: string;
  pickupPointId?: string | null | undefined;
}>;


export type SetShippingMethod = { setShippingMethod: { success: boolean, errorMessage: string | null, errorCode: CheckoutErrorCode | null, fieldErrors: Array<{ field: string, code: string, message: string }>, cart: { id: string, itemsQuantity: number, email: string | null, isVirtual: boolean, requiresAccount: boolean, hasDownloads: boolean, billingSameAsShipping: boolean, items: Array<{ item_id: string, sku: string, name: string, quantity: number, prices: { row: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } } } }>, prices: { subtotal: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } }, discount: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } }, shipping: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } }, vat: { amount: number, currency: string }, grandTotal: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } }, storeCredit: { amount: number, currency: string }, amountDue: { amount: number, currency: string } }, chargedPrices: { grandTotal: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } }, amountDue: { amount: number, currency: string } }, coupon: { code: string, label: string } | null, storeCredit: { applied: boolean, balance: { amount: number, currency: string } } | null, shippingAddress: { firstname: string, lastname: string, company: string | null, street: Array<string>, postcode: string, city: string, countryCode: string, countryName: string, telephone: string } | null, billingAddress: { firstname: string, lastname: string, company: string | null, street: Array<string>, postcode: string, city: string, countryCode: string, countryName: string, telephone: string } | null, shippingMethods: Array<{ code: string, carrier: string, label: string, minDays: number, maxDays: number, needsPickupPoint: boolean, price: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } } }>, selectedShippingMethod: { code: string, carrier: string, label: string, minDays: number, maxDays: number, needsPickupPoint: boolean, price: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } } } | null, pickupPoint: { id: string, name: string, carrier: string, address: { country: string, locality: string, postalCode: string, streetAddress: Array<string> } } | null, paymentMethods: Array<{ code: string, title: string, isDeferred: boolean }> } } };

export type UseStoreCreditVariables = Exact<{
  use: boolean;
}>;


export type UseStoreCredit = { useStoreCredit: { success: boolean, errorMessage: string | null, errorCode: StoreCreditErrorCode | null, cart: { id: string, itemsQuantity: number, email: string | null, isVirtual: boolean, requiresAccount: boolean, hasDownloads: boolean, billingSameAsShipping: boolean, items: Array<{ item_id: string, sku: string, name: string, quantity: number, prices: { row: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } } } }>, prices: { subtotal: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } }, discount: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } }, shipping: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } }, vat: { amount: number, currency: string }, grandTotal: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } }, storeCredit: { amount: number, currency: string }, amountDue: { amount: number, currency: string } }, chargedPrices: { grandTotal: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } }, amountDue: { amount: number, currency: string } }, coupon: { code: string, label: string } | null, storeCredit: { applied: boolean, balance: { amount: number, currency: string } } | null, shippingAddress: { firstname: string, lastname: string, company: string | null, street: Array<string>, postcode: string, city: string, countryCode: string, countryName: string, telephone: string } | null, billingAddress: { firstname: string, lastname: string, company: string | null, street: Array<string>, postcode: string, city: string, countryCode: string, countryName: string, telephone: string } | null, shippingMethods: Array<{ code: string, carrier: string, label: string, minDays: number, maxDays: number, needsPickupPoint: boolean, price: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } } }>, selectedShippingMethod: { code: string, carrier: string, label: string, minDays: number, maxDays: number, needsPickupPoint: boolean, price: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } } } | null, pickupPoint: { id: string, name: string, carrier: string, address: { country: string, locality: string, postalCode: string, streetAddress: Array<string> } } | null, paymentMethods: Array<{ code: string, title: string, isDeferred: boolean }> } } };

export type PickupPointsQueryVariables = Exact<{
  search: PickupPointSearch;
  first?: number | null | undefined;
}>;


export type PickupPointsQuery = { pickupPoints: Array<{ id: string, name: string, carrier: string, distanceKm: number | null, address: { country: string, locality: string, postalCode: string, streetAddress: Array<string> }, coordinates: { latitude: number, longitude: number }, schedule: Array<{ dayOfWeek: number, periods: Array<{ opens: string, closes: string }> }> }> };

export type PlaceOrderVariables = Exact<{
  input: PlaceOrderInput;
}>;


export type PlaceOrder = { placeOrder: { success: boolean, errorMessage: string | null, errorCode: PlaceOrderErrorCode | null, order: { order_id: string, number: string, status: OrderStatus, payment: { code: string, status: OrderPaymentStatus } } | null, paymentAction: { redirectUrl: string } | null } };

export type CheckoutSuccessQueryVariables = Exact<{
  orderId: string;
}>;


export type CheckoutSuccessQuery = { order: { order_id: string, number: string, status: OrderStatus, createdAt: string, email: string, items: Array<{ id: string, sku: string, name: string, quantity: number, prices: { row: { priceInclTax: { amount: number, currency: string } } } }>, prices: { subtotal: { priceInclTax: { amount: number, currency: string } }, discount: { priceInclTax: { amount: number, currency: string } }, shipping: { priceInclTax: { amount: number, currency: string } }, vat: { amount: number, currency: string }, grandTotal: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } }, storeCredit: { amount: number, currency: string }, amountDue: { amount: number, currency: string } }, chargedPrices: { grandTotal: { priceInclTax: { amount: number, currency: string } }, amountDue: { amount: number, currency: string } }, coupon: { code: string, label: string } | null, shippingAddress: { firstname: string, lastname: string, company: string | null, street: Array<string>, postcode: string, city: string, countryCode: string, countryName: string, telephone: string } | null, billingAddress: { firstname: string, lastname: string, company: string | null, street: Array<string>, postcode: string, city: string, countryCode: string, countryName: string, telephone: string }, shippingMethod: { code: string, carrier: string, label: string, minDays: number, maxDays: number } | null, pickupPoint: { id: string, name: string, carrier: string, address: { country: string, locality: string, postalCode: string, streetAddress: Array<string> } } | null, payment: { code: string, title: string, status: OrderPaymentStatus, instructions: { payee: string, reference: string, iban: string | null, bic: string | null, bankName: string | null, mailingAddress: Array<string> | null, dueAt: string | null, amount: { amount: number, currency: string } } | null } } | null };

export type UnpaidOrderQueryVariables = Exact<{
  orderId: string;
}>;


export type UnpaidOrderQuery = { order: { order_id: string, number: string, status: OrderStatus, prices: { grandTotal: { priceInclTax: { amount: number, currency: string } } }, payment: { code: string, title: string, status: OrderPaymentStatus }, retryPaymentMethods: Array<{ code: string, title: string, isDeferred: boolean }> } | null };

export type RetryOrderPaymentVariables = Exact<{
  orderId: string;
  paymentMethod: string;
}>;


export type RetryOrderPayment = { retryOrderPayment: { success: boolean, errorMessage: string | null, errorCode: OrderPaymentErrorCode | null, paymentAction: { redirectUrl: string } | null } };

export type CancelPendingOrderVariables = Exact<{
  orderId: string;
}>;


export type CancelPendingOrder = { cancelPendingOrder: { success: boolean, errorMessage: string | null, errorCode: OrderPaymentErrorCode | null, cancelled: boolean, restoredLines: number, droppedLines: Array<{ sku: string, name: string }> } };

export type CmsPageFields = { identifier: string, title: string, urlKey: string, url: string, layout: string, metaTitle: string, metaDescription: string | null, updatedAt: string, blocks: Array<{ type: string, text: string | null, level: number | null, items: Array<string> | null, ordered: boolean | null, question: string | null, answer: string | null, src: string | null, alt: string | null, href: string | null }>, alternates: Array<{ locale: string, url: string, absoluteUrl: string }> };

export type CmsPageQueryVariables = Exact<{
  identifier: string;
}>;


export type CmsPageQuery = { cmsPage: { identifier: string, title: string, urlKey: string, url: string, layout: string, metaTitle: string, metaDescription: string | null, updatedAt: string, blocks: Array<{ type: string, text: string | null, level: number | null, items: Array<string> | null, ordered: boolean | null, question: string | null, answer: string | null, src: string | null, alt: string | null, href: string | null }>, alternates: Array<{ locale: string, url: string, absoluteUrl: string }> } | null };

export type ContactPageVariables = Exact<{ [key: string]: never; }>;


export type ContactPage = { contactFormToken: string, shop: { id: string, openingHours: string } };

export type SendContactMessageVariables = Exact<{
  input: ContactMessageInput;
}>;


export type SendContactMessage = { sendContactMessage: { success: boolean, errorCode: ContactErrorCode | null, errorMessage: string | null, fieldErrors: Array<{ field: string, message: string }> } };

export type StaffMeVariables = Exact<{ [key: string]: never; }>;


export type StaffMe = { staffMe: { id: string | null, name: string, email: string | null, role: StaffRole, via: StaffAuthentication, contribution: { isContributionModeEnabled: boolean, previewMode: boolean, xRayMode: boolean } | null } | null };

export type StaffLoginVariables = Exact<{
  email: string;
  password: string;
}>;


export type StaffLogin = { staffLogin: { success: boolean, errorCode: StaffErrorCode | null, errorMessage: string | null } };

export type StaffLogoutVariables = Exact<{ [key: string]: never; }>;


export type StaffLogout = { staffLogout: { success: boolean, errorCode: StaffErrorCode | null, errorMessage: string | null } };

export type SetPreviewModeVariables = Exact<{
  enabled: boolean;
}>;


export type SetPreviewMode = { setPreviewMode: { success: boolean, errorCode: ContributionErrorCode | null, errorMessage: string | null } | null };

export type SetXRayModeVariables = Exact<{
  enabled: boolean;
}>;


export type SetXRayMode = { setXRayMode: { success: boolean, errorCode: ContributionErrorCode | null, errorMessage: string | null } | null };

export type CmsContentFields = { title: string, metaTitle: string | null, metaDescription: string | null, updatedAt: string, updatedBy: string | null, blocks: Array<{ type: string, text: string | null, level: number | null, items: Array<string> | null, ordered: boolean | null, question: string | null, answer: string | null, src: string | null, alt: string | null, href: string | null }> };

export type CmsEditingFields = { identifier: string, layout: string, status: CmsPageStatus, publishAt: string | null, hasDraft: boolean, updatedAt: string, languages: Array<{ locale: string, urlKey: string, url: string, current: { title: string, metaTitle: string | null, metaDescription: string | null, updatedAt: string, updatedBy: string | null, blocks: Array<{ type: string, text: string | null, level: number | null, items: Array<string> | null, ordered: boolean | null, question: string | null, answer: string | null, src: string | null, alt: string | null, href: string | null }> }, draft: { title: string, metaTitle: string | null, metaDescription: string | null, updatedAt: string, updatedBy: string | null, blocks: Array<{ type: string, text: string | null, level: number | null, items: Array<string> | null, ordered: boolean | null, question: string | null, answer: string | null, src: string | null, alt: string | null, href: string | null }> } | null }> };

export type CmsPagesForEditingVariables = Exact<{ [key: string]: never; }>;


export type CmsPagesForEditing = { cmsPagesForEditing: Array<{ identifier: string, layout: string, status: CmsPageStatus, publishAt: string | null, hasDraft: boolean, updatedAt: string, languages: Array<{ locale: string, url: string, current: { title: string }, draft: { title: string } | null }> }> | null };

export type CmsPageForEditingVariables = Exact<{
  identifier: string;
}>;


export type CmsPageForEditing = { cmsPageForEditing: { identifier: string, layout: string, status: CmsPageStatus, publishAt: string | null, hasDraft: boolean, updatedAt: string, languages: Array<{ locale: string, urlKey: string, url: string, current: { title: string, metaTitle: string | null, metaDescription: string | null, updatedAt: string, updatedBy: string | null, blocks: Array<{ type: string, text: string | null, level: number | null, items: Array<string> | null, ordered: boolean | null, question: string | null, answer: string | null, src: string | null, alt: string | null, href: string | null }> }, draft: { title: string, metaTitle: string | null, metaDescription: string | null, updatedAt: string, updatedBy: string | null, blocks: Array<{ type: string, text: string | null, level: number | null, items: Array<string> | null, ordered: boolean | null, question: string | null, answer: string | null, src: string | null, alt: string | null, href: string | null }> } | null }> } | null };

export type CmsPageEditResultFields = { success: boolean, errorCode: CmsEditErrorCode | null, errorMessage: string | null, field: string | null };

export type SaveCmsPageDraftVariables = Exact<{
  input: SaveCmsPageDraftInput;
}>;


export type SaveCmsPageDraft = { saveCmsPageDraft: { success: boolean, errorCode: CmsEditErrorCode | null, errorMessage: string | null, field: string | null } | null };

export type DiscardCmsPageDraftVariables = Exact<{
  identifier: string;
  locale?: string | null | undefined;
}>;


export type DiscardCmsPageDraft = { discardCmsPageDraft: { success: boolean, errorCode: CmsEditErrorCode | null, errorMessage: string | null, field: string | null } | null };

export type PublishCmsPageVariables = Exact<{
  identifier: string;
  publishAt?: string | null | undefined;
}>;


export type PublishCmsPage = { publishCmsPage: { success: boolean, errorCode: CmsEditErrorCode | null, errorMessage: string | null, field: string | null } | null };

export type UnpublishCmsPageVariables = Exact<{
  identifier: string;
}>;


export type UnpublishCmsPage = { unpublishCmsPage: { success: boolean, errorCode: CmsEditErrorCode | null, errorMessage: string | null, field: string | null } | null };

export type MenuQueryVariables = Exact<{ [key: string]: never; }>;


export type MenuQuery = { categories: Array<{ id: string, name: string, url: string, description: string | null, position: number, children: Array<{ id: string, name: string, url: string, description: string | null }> }>, currencies: Array<{ code: string, rate: number }> };

export type SetCurrencyVariables = Exact<{
  currency: string;
}>;


export type SetCurrency = { setCurrency: { success: boolean, errorMessage: string | null, errorCode: CurrencyErrorCode | null, currentCurrency: string } };

export type AccountNewsletterVariables = Exact<{ [key: string]: never; }>;


export type AccountNewsletter = { me: { id: string, newsletter: { status: NewsletterSubscriptionStatus, subscribed: boolean, consentDate: string | null, unsubscribedAt: string | null } } | null };

export type UpdateNewsletterSubscriptionVariables = Exact<{
  subscribed: boolean;
}>;


export type UpdateNewsletterSubscription = { updateNewsletterSubscription: { success: boolean, errorCode: NewsletterErrorCode | null, errorMessage: string | null, subscription: { status: NewsletterSubscriptionStatus, subscribed: boolean, consentDate: string | null, unsubscribedAt: string | null } | null } };

export type SubscribeToNewsletterVariables = Exact<{
  input: NewsletterSignUpInput;
}>;


export type SubscribeToNewsletter = { subscribeToNewsletter: { success: boolean, errorCode: NewsletterErrorCode | null, errorMessage: string | null, outcome: NewsletterOutcome | null } };

export type ConfirmNewsletterSubscriptionVariables = Exact<{
  token: string;
}>;


export type ConfirmNewsletterSubscription = { confirmNewsletterSubscription: { success: boolean, errorCode: NewsletterErrorCode | null, errorMessage: string | null, outcome: NewsletterOutcome | null } };

export type UnsubscribeFromNewsletterVariables = Exact<{
  token: string;
}>;


export type UnsubscribeFromNewsletter = { unsubscribeFromNewsletter: { success: boolean, errorCode: NewsletterErrorCode | null, errorMessage: string | null, outcome: NewsletterOutcome | null } };

export type CustomerProductReviewFields = { id: string, status: ProductReviewStatus, rating: number, title: string | null, comment: string | null, creationDate: string, verifiedPurchase: boolean, productName: string, product: { sku: string, name: string, path: string, imageUrl: string } | null };

export type MyProductReviewsVariables = Exact<{ [key: string]: never; }>;


export type MyProductReviews = { me: { id: string, productReviews: Array<{ id: string, status: ProductReviewStatus, rating: number, title: string | null, comment: string | null, creationDate: string, verifiedPurchase: boolean, productName: string, product: { sku: string, name: string, path: string, imageUrl: string } | null }> } | null };

export type MyReviewsCountVariables = Exact<{ [key: string]: never; }>;


export type MyReviewsCount = { me: { id: string, productReviews: Array<{ id: string, status: ProductReviewStatus }> } | null };

export type ReviewWriteVariables = Exact<{
  sku: string;
}>;


export type ReviewWrite = { product: { sku: string, name: string, path: string, imageUrl: string } | null, me: { id: string, productReviews: Array<{ id: string, status: ProductReviewStatus, rating: number, title: string | null, comment: string | null, creationDate: string, verifiedPurchase: boolean, productName: string, product: { sku: string, name: string, path: string, imageUrl: string } | null }> } | null };

export type CreateProductReviewVariables = Exact<{
  input: CreateProductReviewInput;
}>;


export type CreateProductReview = { createProductReview: { success: boolean, errorMessage: string | null, errorCode: ProductReviewErrorCode | null, review: { id: string, status: ProductReviewStatus } | null } };

export type MoreProductReviewsVariables = Exact<{
  sku: string;
  from: number;
  size: number;
}>;


export type MoreProductReviews = { product: { sku: string, reviewsLayer: { total: number, reviews: Array<{ id: string, rating: number, title: string | null, comment: string | null, creationDate: string, verifiedPurchase: boolean, author: { displayName: string } }> } } | null };

export type ProductReviewsVariables = Exact<{
  sku: string;
  size: number;
}>;


export type ProductReviews = { product: { sku: string, reviewsLayer: { total: number, ratingAverage: number, distribution: Array<{ rating: number, count: number }>, reviews: Array<{ id: string, rating: number, title: string | null, comment: string | null, creationDate: string, verifiedPurchase: boolean, author: { displayName: string } }> } } | null };

export type SearchSuggestionsVariables = Exact<{
  query: string;
  limit?: number | null | undefined;
}>;


export type SearchSuggestions = { searchSuggestions: { query: string, products: Array<{ sku: string, type: string, isVirtual: boolean, name: string, path: string, botanical_name: string | null, is_organic: boolean, imageUrl: string, stock: { isInStock: boolean }, labels: Array<{ code: string, label: string }>, reviewsLayer: { total: number, ratingAverage: number }, prices: { regularPrice: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } }, finalPrice: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } }, minPrice: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } }, tierPrice: Array<{ qty: number, priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } }> } }>, categories: Array<{ id: string, name: string, url: string }>, pages: Array<{ identifier: string, title: string, url: string }> } };

export type SubscribeToStockAlertVariables = Exact<{
  input: StockAlertInput;
}>;


export type SubscribeToStockAlert = { subscribeToStockAlert: { success: boolean, errorCode: StockAlertErrorCode | null, errorMessage: string | null, outcome: StockAlertOutcome | null } };

export type ConfirmStockAlertVariables = Exact<{
  token: string;
}>;


export type ConfirmStockAlert = { confirmStockAlert: { success: boolean, errorCode: StockAlertErrorCode | null, errorMessage: string | null, outcome: StockAlertOutcome | null } };

export type UnsubscribeFromStockAlertsVariables = Exact<{
  token: string;
}>;


export type UnsubscribeFromStockAlerts = { unsubscribeFromStockAlerts: { success: boolean, errorCode: StockAlertErrorCode | null, errorMessage: string | null, outcome: StockAlertOutcome | null } };

export type RemoveStockAlertVariables = Exact<{
  id: string;
}>;


export type RemoveStockAlert = { removeStockAlert: { success: boolean, errorCode: StockAlertErrorCode | null, errorMessage: string | null, outcome: StockAlertOutcome | null } };

export type StockAlertsQueryVariables = Exact<{ [key: string]: never; }>;


export type StockAlertsQuery = { me: { id: string, stockAlerts: Array<{ id: string, status: StockAlertStatus, productName: string, createdAt: string, notifiedAt: string | null, product: { sku: string, name: string, path: string, imageUrl: string } | null }> } | null };

export type StockAlertCountVariables = Exact<{ [key: string]: never; }>;


export type StockAlertCount = { me: { id: string, stockAlerts: Array<{ id: string, status: StockAlertStatus }> } | null };

export type StoreCreditQueryVariables = Exact<{
  page: number;
  pageSize: number;
}>;


export type StoreCreditQuery = { me: { id: string, storeCredit: { balance: { amount: number, currency: string }, history: { totalCount: number, page: number, pageSize: number, totalPages: number, items: Array<{ id: string, action: StoreCreditAction, createdAt: string, orderNumber: string | null, orderId: string | null, comment: string | null, amount: { amount: number, currency: string }, balance: { amount: number, currency: string } }> } } } | null };

export type StoreCreditBalanceVariables = Exact<{ [key: string]: never; }>;


export type StoreCreditBalance = { me: { id: string, storeCredit: { balance: { amount: number, currency: string } } } | null };

export type SharedWishlistQueryVariables = Exact<{
  shareCode: string;
}>;


export type SharedWishlistQuery = { sharedWishlist: { errorCode: WishlistErrorCode | null, errorMessage: string | null, wishlist: { id: string, ownerFirstName: string, itemsCount: number, items: Array<{ id: string, sku: string, name: string, addedAt: string, availability: WishlistItemAvailability, product: { sku: string, type: string, isVirtual: boolean, name: string, path: string, botanical_name: string | null, is_organic: boolean, imageUrl: string, stock: { isInStock: boolean }, labels: Array<{ code: string, label: string }>, reviewsLayer: { total: number, ratingAverage: number }, prices: { regularPrice: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } }, finalPrice: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } }, minPrice: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } }, tierPrice: Array<{ qty: number, priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } }> } } | null, selectedOptions: Array<{ option_id: string, option_value: string, label: string, value_label: string }>, selectedCustomOptions: Array<{ option_id: string, option_value: string, label: string, value_label: string }>, selectedBundleOptions: Array<{ option_id: string, option_value: string, option_qty: number, label: string, value_label: string }>, price: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } } | null }> } | null } };

export type AddSharedWishlistToCartVariables = Exact<{
  shareCode: string;
  itemId?: string | null | undefined;
}>;


export type AddSharedWishlistToCart = { addSharedWishlistToCart: { success: boolean, errorMessage: string | null, errorCode: WishlistErrorCode | null, added: Array<{ id: string, sku: string, name: string }>, skipped: Array<{ reason: string, availability: WishlistItemAvailability, cartErrorCode: CartErrorCode | null, item: { id: string, sku: string, name: string, product: { sku: string, name: string, path: string } | null } }>, cart: { id: string, itemsQuantity: number, isReadyForCheckout: boolean, isVirtual: boolean, items: Array<{ item_id: string, sku: string, name: string, quantity: number, maxQuantity: number, product: { sku: string, name: string, path: string, imageUrl: string, type: string }, selectedOptions: Array<{ option_id: string, option_value: string, label: string, value_label: string }>, selectedCustomOptions: Array<{ option_id: string, option_value: string, label: string, value_label: string }>, selectedBundleOptions: Array<{ option_id: string, option_value: string, option_qty: number, label: string, value_label: string }>, prices: { tierQty: number | null, unit: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } }, row: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } }, discount: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } }, regularUnit: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } } | null }, errors: Array<{ code: CartItemErrorCode, message: string, availableQuantity: number | null }> }>, prices: { subtotal: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } }, discount: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } }, shipping: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } }, vat: { amount: number, currency: string }, grandTotal: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } } }, chargedPrices: { grandTotal: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } } }, coupon: { code: string, label: string, type: CouponType } | null, shippingEstimate: { methodLabel: string, carrier: string, minDays: number, maxDays: number, price: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } }, freeShippingThreshold: { amount: number, currency: string } | null, remainingForFreeShipping: { amount: number, currency: string } | null } | null } } };

export type IsFeatureActiveVariables = Exact<{
  feature: string;
}>;


export type IsFeatureActive = { isFeatureActive: boolean };

export type WishlistItemFields = { id: string, sku: string, name: string, addedAt: string, availability: WishlistItemAvailability, product: { sku: string, type: string, isVirtual: boolean, name: string, path: string, botanical_name: string | null, is_organic: boolean, imageUrl: string, stock: { isInStock: boolean }, labels: Array<{ code: string, label: string }>, reviewsLayer: { total: number, ratingAverage: number }, prices: { regularPrice: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } }, finalPrice: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } }, minPrice: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } }, tierPrice: Array<{ qty: number, priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } }> } } | null, selectedOptions: Array<{ option_id: string, option_value: string, label: string, value_label: string }>, selectedCustomOptions: Array<{ option_id: string, option_value: string, label: string, value_label: string }>, selectedBundleOptions: Array<{ option_id: string, option_value: string, option_qty: number, label: string, value_label: string }>, price: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } } | null };

export type LoadWishlistQueryVariables = Exact<{ [key: string]: never; }>;


export type LoadWishlistQuery = { me: { id: string, wishlist: { id: string, isShareable: boolean, shareCode: string | null, itemsCount: number, items: Array<{ id: string, sku: string, name: string, addedAt: string, availability: WishlistItemAvailability, product: { sku: string, type: string, isVirtual: boolean, name: string, path: string, botanical_name: string | null, is_organic: boolean, imageUrl: string, stock: { isInStock: boolean }, labels: Array<{ code: string, label: string }>, reviewsLayer: { total: number, ratingAverage: number }, prices: { regularPrice: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } }, finalPrice: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } }, minPrice: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } }, tierPrice: Array<{ qty: number, priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } }> } } | null, selectedOptions: Array<{ option_id: string, option_value: string, label: string, value_label: string }>, selectedCustomOptions: Array<{ option_id: string, option_value: string, label: string, value_label: string }>, selectedBundleOptions: Array<{ option_id: string, option_value: string, option_qty: number, label: string, value_label: string }>, price: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } } | null }> } | null } | null };

export type WishlistCountVariables = Exact<{ [key: string]: never; }>;


export type WishlistCount = { me: { id: string, wishlist: { id: string, itemsCount: number } | null } | null };

export type AddToWishlistVariables = Exact<{
  item: WishlistItemInput;
}>;


export type AddToWishlist = { addToWishlist: { success: boolean, errorMessage: string | null, errorCode: WishlistErrorCode | null, keptUntilSignIn: boolean, wishlist: { id: string, isShareable: boolean, shareCode: string | null, itemsCount: number, items: Array<{ id: string, sku: string, name: string, addedAt: string, availability: WishlistItemAvailability, product: { sku: string, type: string, isVirtual: boolean, name: string, path: string, botanical_name: string | null, is_organic: boolean, imageUrl: string, stock: { isInStock: boolean }, labels: Array<{ code: string, label: string }>, reviewsLayer: { total: number, ratingAverage: number }, prices: { regularPrice: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } }, finalPrice: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } }, minPrice: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } }, tierPrice: Array<{ qty: number, priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } }> } } | null, selectedOptions: Array<{ option_id: string, option_value: string, label: string, value_label: string }>, selectedCustomOptions: Array<{ option_id: string, option_value: string, label: string, value_label: string }>, selectedBundleOptions: Array<{ option_id: string, option_value: string, option_qty: number, label: string, value_label: string }>, price: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } } | null }> } | null } };

export type RemoveFromWishlistVariables = Exact<{
  itemIds: Array<string> | string;
}>;


export type RemoveFromWishlist = { removeFromWishlist: { success: boolean, errorMessage: string | null, errorCode: WishlistErrorCode | null, keptUntilSignIn: boolean, wishlist: { id: string, isShareable: boolean, shareCode: string | null, itemsCount: number, items: Array<{ id: string, sku: string, name: string, addedAt: string, availability: WishlistItemAvailability, product: { sku: string, type: string, isVirtual: boolean, name: string, path: string, botanical_name: string | null, is_organic: boolean, imageUrl: string, stock: { isInStock: boolean }, labels: Array<{ code: string, label: string }>, reviewsLayer: { total: number, ratingAverage: number }, prices: { regularPrice: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } }, finalPrice: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } }, minPrice: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } }, tierPrice: Array<{ qty: number, priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } }> } } | null, selectedOptions: Array<{ option_id: string, option_value: string, label: string, value_label: string }>, selectedCustomOptions: Array<{ option_id: string, option_value: string, label: string, value_label: string }>, selectedBundleOptions: Array<{ option_id: string, option_value: string, option_qty: number, label: string, value_label: string }>, price: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } } | null }> } | null } };

export type ShareWishlistVariables = Exact<{ [key: string]: never; }>;


export type ShareWishlist = { shareWishlist: { success: boolean, errorMessage: string | null, errorCode: WishlistErrorCode | null, keptUntilSignIn: boolean, wishlist: { id: string, isShareable: boolean, shareCode: string | null, itemsCount: number, items: Array<{ id: string, sku: string, name: string, addedAt: string, availability: WishlistItemAvailability, product: { sku: string, type: string, isVirtual: boolean, name: string, path: string, botanical_name: string | null, is_organic: boolean, imageUrl: string, stock: { isInStock: boolean }, labels: Array<{ code: string, label: string }>, reviewsLayer: { total: number, ratingAverage: number }, prices: { regularPrice: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } }, finalPrice: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } }, minPrice: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } }, tierPrice: Array<{ qty: number, priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } }> } } | null, selectedOptions: Array<{ option_id: string, option_value: string, label: string, value_label: string }>, selectedCustomOptions: Array<{ option_id: string, option_value: string, label: string, value_label: string }>, selectedBundleOptions: Array<{ option_id: string, option_value: string, option_qty: number, label: string, value_label: string }>, price: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } } | null }> } | null } };

export type UnshareWishlistVariables = Exact<{ [key: string]: never; }>;


export type UnshareWishlist = { unshareWishlist: { success: boolean, errorMessage: string | null, errorCode: WishlistErrorCode | null, keptUntilSignIn: boolean, wishlist: { id: string, isShareable: boolean, shareCode: string | null, itemsCount: number, items: Array<{ id: string, sku: string, name: string, addedAt: string, availability: WishlistItemAvailability, product: { sku: string, type: string, isVirtual: boolean, name: string, path: string, botanical_name: string | null, is_organic: boolean, imageUrl: string, stock: { isInStock: boolean }, labels: Array<{ code: string, label: string }>, reviewsLayer: { total: number, ratingAverage: number }, prices: { regularPrice: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } }, finalPrice: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } }, minPrice: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } }, tierPrice: Array<{ qty: number, priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } }> } } | null, selectedOptions: Array<{ option_id: string, option_value: string, label: string, value_label: string }>, selectedCustomOptions: Array<{ option_id: string, option_value: string, label: string, value_label: string }>, selectedBundleOptions: Array<{ option_id: string, option_value: string, option_qty: number, label: string, value_label: string }>, price: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } } | null }> } | null } };

export type SendWishlistVariables = Exact<{
  emails: Array<string> | string;
}>;


export type SendWishlist = { sendWishlist: { success: boolean, errorMessage: string | null, errorCode: WishlistErrorCode | null, keptUntilSignIn: boolean, wishlist: { id: string, isShareable: boolean, shareCode: string | null, itemsCount: number, items: Array<{ id: string, sku: string, name: string, addedAt: string, availability: WishlistItemAvailability, product: { sku: string, type: string, isVirtual: boolean, name: string, path: string, botanical_name: string | null, is_organic: boolean, imageUrl: string, stock: { isInStock: boolean }, labels: Array<{ code: string, label: string }>, reviewsLayer: { total: number, ratingAverage: number }, prices: { regularPrice: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } }, finalPrice: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } }, minPrice: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } }, tierPrice: Array<{ qty: number, priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } }> } } | null, selectedOptions: Array<{ option_id: string, option_value: string, label: string, value_label: string }>, selectedCustomOptions: Array<{ option_id: string, option_value: string, label: string, value_label: string }>, selectedBundleOptions: Array<{ option_id: string, option_value: string, option_qty: number, label: string, value_label: string }>, price: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } } | null }> } | null } };

export type AccountMeVariables = Exact<{ [key: string]: never; }>;


export type AccountMe = { me: { id: string, firstname: string, lastname: string, email: string } | null };

export type AccountNameVariables = Exact<{ [key: string]: never; }>;


export type AccountName = { me: { id: string, firstname: string } | null };

export type CmsBlockFields = { type: string, text: string | null, level: number | null, items: Array<string> | null, ordered: boolean | null, question: string | null, answer: string | null, src: string | null, alt: string | null, href: string | null };

export type OrderSummaryFields = { prices: { subtotal: { priceInclTax: { amount: number, currency: string } }, discount: { priceInclTax: { amount: number, currency: string } }, shipping: { priceInclTax: { amount: number, currency: string } }, vat: { amount: number, currency: string }, grandTotal: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } }, storeCredit: { amount: number, currency: string }, amountDue: { amount: number, currency: string } }, chargedPrices: { grandTotal: { priceInclTax: { amount: number, currency: string } }, amountDue: { amount: number, currency: string } }, coupon: { code: string, label: string } | null, shippingAddress: { firstname: string, lastname: string, company: string | null, street: Array<string>, postcode: string, city: string, countryCode: string, countryName: string, telephone: string } | null, billingAddress: { firstname: string, lastname: string, company: string | null, street: Array<string>, postcode: string, city: string, countryCode: string, countryName: string, telephone: string }, shippingMethod: { code: string, carrier: string, label: string, minDays: number, maxDays: number } | null, pickupPoint: { id: string, name: string, carrier: string, address: { country: string, locality: string, postalCode: string, streetAddress: Array<string> } } | null, payment: { code: string, title: string, status: OrderPaymentStatus, instructions: { payee: string, reference: string, iban: string | null, bic: string | null, bankName: string | null, mailingAddress: Array<string> | null, dueAt: string | null, amount: { amount: number, currency: string } } | null } };

export type ProductCardFields = { sku: string, type: string, isVirtual: boolean, name: string, path: string, botanical_name: string | null, is_organic: boolean, imageUrl: string, stock: { isInStock: boolean }, labels: Array<{ code: string, label: string }>, reviewsLayer: { total: number, ratingAverage: number }, prices: { regularPrice: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } }, finalPrice: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } }, minPrice: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } }, tierPrice: Array<{ qty: number, priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } }> } };

export type ProductListingFields = { total: number, page: number, pageLength: number, pageCount: number, pageSizes: Array<number>, products: Array<{ sku: string, type: string, isVirtual: boolean, name: string, path: string, botanical_name: string | null, is_organic: boolean, imageUrl: string, stock: { isInStock: boolean }, labels: Array<{ code: string, label: string }>, reviewsLayer: { total: number, ratingAverage: number }, prices: { regularPrice: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } }, finalPrice: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } }, minPrice: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } }, tierPrice: Array<{ qty: number, priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } }> } }>, facets: Array<{ code: string, label: string, buckets: Array<{ value: string, label: string, docCount: number, selected: boolean }> }>, priceRanges: Array<{ name: string, value: string, docCount: number, min: number, max: number | null, selected: boolean }>, sortFields: Array<{ field: string, label: string }>, appliedSort: { field: string, direction: string } | null };

export type ShopQueryVariables = Exact<{ [key: string]: never; }>;


export type ShopQuery = { shop: { id: string, url: string, baseUrl: string, imageBaseUrl: string, currentCurrency: string, locale: string, name: string, contactPhone: string, contactEmail: string } };

export type CategoryPageVariables = Exact<{
  id: string;
  input?: ListingInput | null | undefined;
}>;


export type CategoryPage = { category: { id: string, name: string, url: string, description: string | null, metaTitle: string, metaDescription: string | null, children: Array<{ id: string, name: string, url: string, description: string | null }>, products: { total: number, page: number, pageLength: number, pageCount: number, pageSizes: Array<number>, appliedFilters: Array<{ name: string, values: Array<string> }>, products: Array<{ sku: string, type: string, isVirtual: boolean, name: string, path: string, botanical_name: string | null, is_organic: boolean, imageUrl: string, stock: { isInStock: boolean }, labels: Array<{ code: string, label: string }>, reviewsLayer: { total: number, ratingAverage: number }, prices: { regularPrice: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } }, finalPrice: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } }, minPrice: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } }, tierPrice: Array<{ qty: number, priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } }> } }>, facets: Array<{ code: string, label: string, buckets: Array<{ value: string, label: string, docCount: number, selected: boolean }> }>, priceRanges: Array<{ name: string, value: string, docCount: number, min: number, max: number | null, selected: boolean }>, sortFields: Array<{ field: string, label: string }>, appliedSort: { field: string, direction: string } | null }, breadcrumbs: Array<{ id: string, name: string, url: string }>, alternates: Array<{ locale: string, url: string, absoluteUrl: string }> } | null };

export type ProductPageVariables = Exact<{
  sku: string;
}>;


export type ProductPage = { product: { label: string, overview: string | null, shortDescription: string | null, description: Array<string>, family: string, familyLabel: string, geographical_origin: string | null, conformity_cas: string | null, specificity: string | null, technical_document: string | null, fds: string | null, isVirtual: boolean, metaTitle: string, metaDescription: string | null, sku: string, type: string, name: string, path: string, botanical_name: string | null, is_organic: boolean, imageUrl: string, downloads: Array<{ title: string, format: string, pageCount: number }>, images: Array<{ url: string, alt: string, width: number, height: number }>, configurableOptions: Array<{ id: string, label: string, attribute: { id: string, code: string, label: string }, values: Array<{ label: string, value: string, isInStock: boolean, swatch: { type: string, value: string } }> }>, customOptions: Array<{ option_id: string, title: string, type: string, is_required: boolean, max_characters: number | null, extraCost: { type: string, rate: number | null, priceInclTax: { amount: number, currency: string } | null, priceExclTax: { amount: number, currency: string } | null } | null, values: Array<{ option_value_id: string, title: string, sort_order: number, extraCost: { type: string, rate: number | null, priceInclTax: { amount: number, currency: string } | null, priceExclTax: { amount: number, currency: string } | null } | null }> }>, breadcrumbs: Array<{ id: string, name: string, url: string }>, alternates: Array<{ locale: string, url: string }>, stock: { isInStock: boolean }, labels: Array<{ code: string, label: string }>, reviewsLayer: { total: number, ratingAverage: number }, prices: { regularPrice: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } }, finalPrice: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } }, minPrice: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } }, tierPrice: Array<{ qty: number, priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } }> } } | null };

export type ProductConfiguratorVariables = Exact<{
  sku: string;
}>;


export type ProductConfigurator = { product: { sku: string, configurations: Array<{ sku: string, type: string, isVirtual: boolean, name: string, path: string, botanical_name: string | null, is_organic: boolean, imageUrl: string, selectedOptions: Array<{ option_id: string, option_value: string, label: string }>, stock: { isInStock: boolean }, labels: Array<{ code: string, label: string }>, reviewsLayer: { total: number, ratingAverage: number }, prices: { regularPrice: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } }, finalPrice: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } }, minPrice: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } }, tierPrice: Array<{ qty: number, priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } }> } }>, groupedItems: Array<{ sku: string, type: string, isVirtual: boolean, name: string, path: string, botanical_name: string | null, is_organic: boolean, imageUrl: string, stock: { isInStock: boolean }, labels: Array<{ code: string, label: string }>, reviewsLayer: { total: number, ratingAverage: number }, prices: { regularPrice: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } }, finalPrice: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } }, minPrice: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } }, tierPrice: Array<{ qty: number, priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } }> } }> } | null };

export type ProductBundleOptionsVariables = Exact<{
  sku: string;
}>;


export type ProductBundleOptions = { product: { sku: string, bundleBasePrice: { regularPrice: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } }, finalPrice: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } } } | null, bundleOptions: Array<{ id: string, label: string, required: boolean, type: string, values: Array<{ value: string, label: string, defaultQuantity: number, userDefinedQuantity: boolean, product: { sku: string, type: string, isVirtual: boolean, name: string, path: string, botanical_name: string | null, is_organic: boolean, imageUrl: string, stock: { isInStock: boolean }, labels: Array<{ code: string, label: string }>, reviewsLayer: { total: number, ratingAverage: number }, prices: { regularPrice: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } }, finalPrice: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } }, minPrice: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } }, tierPrice: Array<{ qty: number, priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } }> } } }> }> } | null };

export type ProductRelatedVariables = Exact<{
  sku: string;
}>;


export type ProductRelated = { product: { sku: string, related: Array<{ sku: string, type: string, isVirtual: boolean, name: string, path: string, botanical_name: string | null, is_organic: boolean, imageUrl: string, stock: { isInStock: boolean }, labels: Array<{ code: string, label: string }>, reviewsLayer: { total: number, ratingAverage: number }, prices: { regularPrice: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } }, finalPrice: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } }, minPrice: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } }, tierPrice: Array<{ qty: number, priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } }> } }> } | null };

export type ProductHeadFields = { sku: string, metaTitle: string, metaDescription: string | null, imageUrl: string, alternates: Array<{ locale: string, url: string }> };

export type EntityCategoryFields = { id: string, name: string, url: string, description: string | null, metaTitle: string, metaDescription: string | null, breadcrumbs: Array<{ id: string, name: string, url: string }>, alternates: Array<{ locale: string, url: string, absoluteUrl: string }> };

export type RouteQueryVariables = Exact<{
  url: string;
}>;


export type RouteQuery = { route: { identifier: string, type: string, redirectTo: string | null, redirectType: number | null, sku: string | null, category: { id: string, name: string, url: string, description: string | null, metaTitle: string, metaDescription: string | null, breadcrumbs: Array<{ id: string, name: string, url: string }>, alternates: Array<{ locale: string, url: string, absoluteUrl: string }> } | null, product: { sku: string, metaTitle: string, metaDescription: string | null, imageUrl: string, alternates: Array<{ locale: string, url: string }> } | null, cmsPage: { identifier: string, title: string, urlKey: string, url: string, layout: string, metaTitle: string, metaDescription: string | null, updatedAt: string, blocks: Array<{ type: string, text: string | null, level: number | null, items: Array<string> | null, ordered: boolean | null, question: string | null, answer: string | null, src: string | null, alt: string | null, href: string | null }>, alternates: Array<{ locale: string, url: string, absoluteUrl: string }> } | null } };

export type FeaturedCategoriesVariables = Exact<{ [key: string]: never; }>;


export type FeaturedCategories = { categories: Array<{ id: string, name: string, url: string, description: string | null }> };

export type HomeShowcasesVariables = Exact<{
  size: number;
}>;


export type HomeShowcases = { newArrivals: Array<{ sku: string, type: string, isVirtual: boolean, name: string, path: string, botanical_name: string | null, is_organic: boolean, imageUrl: string, stock: { isInStock: boolean }, labels: Array<{ code: string, label: string }>, reviewsLayer: { total: number, ratingAverage: number }, prices: { regularPrice: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } }, finalPrice: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } }, minPrice: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } }, tierPrice: Array<{ qty: number, priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } }> } }>, currentOffers: Array<{ sku: string, type: string, isVirtual: boolean, name: string, path: string, botanical_name: string | null, is_organic: boolean, imageUrl: string, stock: { isInStock: boolean }, labels: Array<{ code: string, label: string }>, reviewsLayer: { total: number, ratingAverage: number }, prices: { regularPrice: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } }, finalPrice: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } }, minPrice: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } }, tierPrice: Array<{ qty: number, priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } }> } }> };

export type SearchPageVariables = Exact<{
  query: string;
  input?: ListingInput | null | undefined;
}>;


export type SearchPage = { search: { query: string, correctedQuery: string | null, suggestions: Array<string>, listing: { total: number, page: number, pageLength: number, pageCount: number, pageSizes: Array<number>, appliedFilters: Array<{ name: string, values: Array<string> }>, products: Array<{ sku: string, type: string, isVirtual: boolean, name: string, path: string, botanical_name: string | null, is_organic: boolean, imageUrl: string, stock: { isInStock: boolean }, labels: Array<{ code: string, label: string }>, reviewsLayer: { total: number, ratingAverage: number }, prices: { regularPrice: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } }, finalPrice: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } }, minPrice: { priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } }, tierPrice: Array<{ qty: number, priceInclTax: { amount: number, currency: string }, priceExclTax: { amount: number, currency: string } }> } }>, facets: Array<{ code: string, label: string, buckets: Array<{ value: string, label: string, docCount: number, selected: boolean }> }>, priceRanges: Array<{ name: string, value: string, docCount: number, min: number, max: number | null, selected: boolean }>, sortFields: Array<{ field: string, label: string }>, appliedSort: { field: string, direction: string } | null } }, categories: Array<{ id: string, name: string, url: string }> };

import type { Config } from "./config.ts";
import type { DatabaseHandle } from "./db/database.ts";
import type { Logger } from "pino";
import { createAddressBookService } from "./modules/address-book/service.ts";
import { createCartService } from "./modules/cart/service.ts";
import { confirmationMail } from "./modules/order/mail/confirmation.ts";
import { createCheckoutService } from "./modules/checkout/service.ts";
import { createInvoiceService } from "./modules/invoice/service.ts";
import { createDownloadService } from "./modules/download/service.ts";
import { createOrderService } from "./modules/order/service.ts";
import { createPaymentService } from "./modules/payment/service.ts";
import { createReturnService } from "./modules/returns/service.ts";
import { returnRequestedMail } from "./modules/returns/mail/requested.ts";
import { returnStatusMail } from "./modules/returns/mail/status.ts";
import { createRefundService } from "./modules/refund/service.ts";
import { refundMail } from "./modules/refund/mail/refunded.ts";
import { createPickupPointService } from "./modules/pickup-point/service.ts";
import { createCatalogVersionService } from "./modules/catalog-version/service.ts";
import { createCategoryService } from "./modules/category/service.ts";
import { createCmsService } from "./modules/cms/service.ts";
import { createCmsEditingService } from "./modules/cms/editing.ts";
import { createContributionService } from "./modules/contribution/service.ts";
import { createCouponService } from "./modules/coupon/service.ts";
import { createCurrencyService } from "./modules/currency/service.ts";
import { createCustomerService } from "./modules/customer/service.ts";
import { createAccountAccess } from "./modules/customer/account-access.ts";
import { createListingService } from "./modules/listing/listing-service.ts";
import { createMaintenanceService } from "./modules/maintenance/service.ts";
import { createNewsletterService } from "./modules/newsletter/service.ts";
import { newsletterAlreadySubscribedMail } from "./modules/newsletter/mail/already-subscribed.ts";
import { newsletterConfirmationMail } from "./modules/newsletter/mail/confirmation.ts";
import { newsletterIssueMail } from "./modules/newsletter/mail/issue.ts";
import { newsletterWelcomeMail } from "./modules/newsletter/mail/welcome.ts";
import { createSelectionPricing } from "./modules/pricing/selection-service.ts";
import { createProductService } from "./modules/product/service.ts";
import { createSearchService } from "./modules/search/service.ts";
import { createSessionService } from "./modules/session/service.ts";
import { createShippingService } from "./modules/shipping/service.ts";
import { createShowcaseService } from "./modules/showcase/service.ts";
import { createStaffService } from "./modules/staff/service.ts";
import { createStockService } from "./modules/stock/service.ts";
import { createStoreCreditService } from "./modules/store-credit/service.ts";
import { storeCreditAddedMail } from "./modules/store-credit/mail/credit-added.ts";
import { createWishlistService } from "./modules/wishlist/service.ts";
import { wishlistSharedMail } from "./modules/wishlist/mail/shared.ts";
import { createReviewService } from "./modules/review/service.ts";
import { createStockAlertService } from "./modules/stock-alert/service.ts";
import { stockAlertBackInStockMail } from "./modules/stock-alert/mail/back-in-stock.ts";
import { stockAlertConfirmationMail } from "./modules/stock-alert/mail/confirmation.ts";
import { createContactService } from "./modules/contact/service.ts";
import { contactMessageMail } from "./modules/contact/mail/contact-message.ts";
import { createSitemapService } from "./modules/sitemap/service.ts";
import { createUrlRewriteService } from "./modules/url-resolution/service.ts";
import { createLimits } from "./shared/throttling/limits.ts";
import { type Throttling, createThrottling } from "./shared/throttling/throttling.ts";
import { emailChangedMail, passwordChangedMail } from "./modules/customer/mail/account-changes.ts";
import { accountExistsMail } from "./modules/customer/mail/account-exists.ts";
import { emailChangeConfirmationMail, emailChangeRequestedMail, emailInUseMail } from "./modules/customer/mail/email-change.ts";
import { emailConfirmationMail } from "./modules/customer/mail/email-confirmation.ts";
import { passwordResetMail, passwordResetNoAccountMail } from "./modules/customer/mail/password-reset.ts";
import { welcomeMail } from "./modules/customer/mail/welcome.ts";
import { orderCancelledMail } from "./modules/order/mail/cancelled.ts";
import { paymentReceivedMail } from "./modules/order/mail/payment-received.ts";
import { orderShippedMail } from "./modules/order/mail/shipped.ts";
import { stores } from "./modules/shop/stores.ts";
import { createMailer, smtpSecrets } from "./shared/mail/mailer.ts";
import { createMailService } from "./shared/mail/outbox.ts";

/** Every e-mail the shop sends, each written by its module (`modules/<domain>/mail/`). */
const mailTemplates = [
  emailConfirmationMail,
  accountExistsMail,
  passwordResetMail,
  passwordResetNoAccountMail,
  passwordChangedMail,
  emailChangedMail,
  emailChangeConfirmationMail,
  emailChangeRequestedMail,
  emailInUseMail,
  welcomeMail,
  confirmationMail,
  paymentReceivedMail,
  orderShippedMail,
  orderCancelledMail,
  storeCreditAddedMail,
  returnRequestedMail,
  returnStatusMail,
  refundMail,
  wishlistSharedMail,
  stockAlertConfirmationMail,
  stockAlertBackInStockMail,
  newsletterConfirmationMail,
  newsletterAlreadySubscribedMail,
  newsletterWelcomeMail,
  newsletterIssueMail,
  contactMessageMail,
];

/**
 * One instance of each domain service, shared by GraphQL resolvers, the HTTP layer and scripts.
 * Services are the back end's API: each question takes a plain `ServiceScope`
 * (modules/shop/service-scope.ts), never a GraphQL context. Limits count in `throttling`'s store
 * (this process's memory unless the caller passes the deployment's shared one).
 */
export function createServices(
  database: Pick<DatabaseHandle, "db" | "dialect" | "listen">,
  config: Config,
  logger?: Logger,
  throttling: Throttling = createThrottling({ logger }),
) {
  const { db } = database;
  const limits = createLimits(throttling, config);
  const mail = createMailService({
    database,
    mailer: createMailer(config),
    mailFrom: config.mailFrom,
    templates: mailTemplates,
    shop: (language) => ({
      language,
      name: config.shopName,
      url: `${config.publicUrl}${stores[language].pathPrefix}`,
      contactEmail: config.contactEmail,
      contactPhone: config.contactPhone,
    }),
    secrets: smtpSecrets(config.smtpUrl),
    logger,
  });
  const sessions = createSessionService(db, { secure: config.publicUrl.startsWith("https:") });
  const newsletter = createNewsletterService(db, { limits, mail, logger });
  // A subscription follows its account to a new address, in the change's unit of work.
  const customers = createCustomerService(db, { mail, sessions, onEmailChanged: (trx, change) => newsletter.accountEmailChanged(trx, change) });
  const catalogVersion = createCatalogVersionService(database, logger);
  const categories = createCategoryService(db, catalogVersion);
  const products = createProductService(database, config, { catalogVersion, categories, logger });
  const listings = createListingService(db, {
    catalogVersion,
    onError: (error) => logger?.error({ err: error }, "search: reading the catalogue snapshot failed"),
  });
  const cms = createCmsService(db);
  // Reads the stock-change feed from now on (a timer, or a listening connection): `stock.close()`.
  const stock = createStockService(database, { catalogVersion, listings, products, logger });
  const pricing = createSelectionPricing(products, config);
  const coupons = createCouponService(db);
  const shipping = createShippingService(db);
  const pickupPoints = createPickupPointService(db);
  const storeCredit = createStoreCreditService(db, { mail });
  const cart = createCartService(db, { pricing, products, stock, config, coupons, shipping, storeCredit });
  const addressBook = createAddressBookService(db, { shipping, logger });
  // Orders and payments answer each other (a notification pays an order; an order starts a payment): each reaches the other late.
  const payments = createPaymentService(db, { config, outcomes: () => orders.paymentOutcomes, refunds: () => refunds.confirmations });
  const invoices = createInvoiceService(db, { config, payments: () => payments, logger });
  const downloads = createDownloadService(db, { config, logger });
  const orders = createOrderService(db, { config, cart, stock, coupons, payments: () => payments, invoices, downloads, storeCredit, refunds: () => refunds, mail, pickupPoints, addressBook, logger });
  const refunds = createRefundService(db, { config, payments: () => payments, invoices, downloads, orders: () => orders, storeCredit: () => storeCredit, mail, logger });
  const staff = createStaffService(db, { secure: config.publicUrl.startsWith("https:"), tokens: config.staffTokens, catalogVersion, limits });
  const stockAlerts = createStockAlertService(db, { products, stock, limits, mail, logger });
  // Alerts of products back in stock are notified inside the stock change's own unit of work.
  stock.onRestocked((trx, productIds) => stockAlerts.notifyRestocked(trx, productIds));
  return {
    sessions,
    customers,
    /** Sign-in, registration, confirmation, resets and account changes under the shop's limits (per account, client address, recipient). */
    accountAccess: createAccountAccess(customers, limits),
    /** The shop's named limits, for the HTTP endpoints that throttle outside GraphQL. */
    limits,
    /** E-mail through the outbox: `enqueue(scope, message)` in the unit of work that causes it; its worker delivers. */
    mail,
    maintenance: createMaintenanceService(db, config.maintenance),
    /** The newsletter: one subscriber per address, a visitor's confirmed by a link, a customer's in one step; the export and the issues. */
    newsletter,
    catalogVersion,
    categories,
    products,
    listings,
    showcase: createShowcaseService(db, { catalogVersion, products }),
    search: createSearchService(db, {
      listing: listings,
      catalogVersion,
      categories,
      products,
      cms,
      onError: (error) => logger?.error({ err: error }, "search: building the name index failed"),
    }),
    cms,
    /** Sitemaps: every store's crawlable pages per type, in pages read by key (ADR 084). */
    sitemaps: createSitemapService(db, config, { catalogVersion, categories, products }),
    urlRewrites: createUrlRewriteService(db),
    currencies: createCurrencyService(config),
    /** Stock changes (take, give back, set) and the stock-change feed this process applies. */
    stock,
    /** The price of a selection (a cart line's choices), as the product page shows it. */
    pricing,
    /** Coupon codes: whether one applies to a basket, and the uses orders make of them (redeem, release). */
    coupons,
    /** Delivery methods per country and the cart's delivery estimate. */
    shipping,
    /** Carts: lines priced on every read, checked against stock read fresh (ADR 047). */
    cart,
    /** The relay network and its search by postcode or city. */
    pickupPoints,
    /** The checkout's details on the cart (e-mail, addresses, delivery method) and the countries delivered to. */
    checkout: createCheckoutService({ cart, shipping, pickupPoints }),
    /** Payment methods, providers (start, notifications) and what deferred ones ask the shopper. */
    payments,
    /** Placing orders (atomic, idempotent), who may see them, and their lifecycle. */
    orders,
    /** Invoices of paid orders (issued when paid, never changed), their PDF for the order's owner. */
    invoices,
    /** Refunds (credit memos): the credit note, the refund and the money in one unit of work; the sandbox's refund notifications. */
    refunds,
    /** Downloadable products: their files, the rights a paid order grants, the customer's list and the counted download. */
    downloads,
    /** Customers' store credit (avoir): a ledger per customer, spent by orders, given back by cancellations, added by operators and refunds. */
    storeCredit,
    /** The signed-in customer's address book (checked per country as at checkout; fed by their orders). */
    addressBook,
    /** Returns (RMA): a shopper's request of shipped units (counted on the order's lines by conditional updates), its slip, and the shop's decisions. */
    returns: createReturnService(db, { config, mail, stock, logger }),
    /** Wishlists: products kept with their choices (a visitor's until sign-in), shared by a revocable random code, sent by e-mail, added to a basket. */
    wishlists: createWishlistService(db, { config, pricing, cart, stock, mail, logger }),
    /** Product reviews: written by customers per store, moderated by the operator, summed up for every product card in one statement. */
    reviews: createReviewService(db, { products, orders: () => orders, stock, limits }),
    /** In-stock alerts: a visitor's confirmed by a link, a customer's at once; each told once, in the unit of work of the restock. */
    stockAlerts,
    /** The contact form: a shopper's message kept and sent to the shop's address only (Reply-To the shopper), robots told apart without a CAPTCHA. */
    contact: createContactService(db, { config, limits, mail, logger }),
    /** Staff identities, their sessions and API tokens (never customers). */
    staff,
    /** Editing content pages (editors): drafts, publication now or scheduled, unpublication (ADR 085). */
    cmsEditing: createCmsEditingService(db),
    /** Contribution mode: a staff session's editor modes (preview, x-ray) and the content version a request reads (ADR 085). */
    contribution: createContributionService({ config, staff }),
  };
}

export type Services = ReturnType<typeof createServices>;

import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

/**
 * The shop's routes, grouped by layout. Each layout has its own error screen except the landing one, which
 * falls back to the root's. The same table serves both stores: the en-GB store is the same build
 * with the basename `/en` (server/app.ts). React Router matches `/checkout/` and `/checkout` alike,
 * so the routes' trailing slashes work. Every route module is its own chunk, loaded on demand,
 * and so is each page type's screen (category, product, content page).
 */
export default [
  // The currency switcher's form: an action only (no screen), in both stores.
  route("currency", "routes/set-currency.tsx"),

  layout("layouts/checkout-layout.tsx", { id: "checkout-layout" }, [
    route("checkout", "routes/checkout.tsx"),
    route("checkout/login", "routes/checkout-login.tsx"),
    route("checkout/success", "routes/checkout-success.tsx"),
  ]),

  layout("layouts/landing-layout.tsx", { id: "landing-layout" }, [route("landing/:slug", "routes/resolved-page.tsx", { id: "landing-page" })]),

  layout("layouts/main-layout.tsx", { id: "main-layout" }, [
    index("routes/home.tsx"),
    route("wishlist/share/:shareCode", "routes/wishlist-share.tsx"),
    route("wishlist/share/:shareCode/add", "routes/wishlist-share-add.tsx", { id: "wishlist-share-add-all" }),
    route("wishlist/share/:shareCode/add/:itemId", "routes/wishlist-share-add.tsx", { id: "wishlist-share-add-item" }),
    // In-stock alerts: the product page's form without JavaScript, and the pages the alerts' messages link to.
    route("stock-alert", "routes/stock-alert.tsx"),
    route("stock-alert/confirm", "routes/stock-alert-link.tsx", { id: "stock-alert-confirm" }),
    route("stock-alert/unsubscribe", "routes/stock-alert-link.tsx", { id: "stock-alert-unsubscribe" }),
    route("account/password-request", "routes/password-request.tsx"),
    route("account/password-reset", "routes/password-reset.tsx"),
    route("account/email-change", "routes/email-change.tsx"),
    route("category/:id", "routes/category.tsx"),
    route("orders", "routes/orders.tsx"),
    route("product/:id", "routes/product.tsx"),
    route("search/:query", "routes/search.tsx"),
    // The header's search form without JavaScript: `/search?q=…` redirects to `/search/…`.
    route("search", "routes/search.tsx", { id: "search-form" }),
    route("cart", "routes/cart.tsx"),
    route("contact", "routes/contact.tsx"),
    route("login", "routes/login.tsx"),
    route("newsletter", "routes/newsletter.tsx"),
    // The pages the newsletter's messages link to (confirm a sign-up; unsubscribe, one-click POST included).
    route("newsletter/confirm", "routes/newsletter-link.tsx", { id: "newsletter-confirm" }),
    route("newsletter/unsubscribe", "routes/newsletter-link.tsx", { id: "newsletter-unsubscribe" }),
    route("quick-order", "routes/quick-order.tsx"),
    route("register", "routes/register.tsx"),
    // The staff's pages (editor modes, content pages): linked from nowhere in the shop.
    route("staff", "routes/staff.tsx"),
    route("staff/pages", "routes/staff-pages.tsx"),
    route("staff/pages/:identifier", "routes/staff-page.tsx"),

    route("user", "layouts/account-layout.tsx", { id: "account-layout" }, [
      index("routes/user/dashboard.tsx"),
      route("orders", "routes/user/orders.tsx"),
      route("orders/:orderId", "routes/user/order.tsx"),
      route("orders/:orderId/invoice/:invoiceId", "routes/user/invoice.tsx"),
      route("orders/:orderId/returns/create", "routes/user/return-create.tsx"),
      route("orders/:orderId/refunds", "routes/user/refunds.tsx"),
      route("address-book", "routes/user/address-book.tsx"),
      route("downloadable-products", "routes/user/downloadable-products.tsx"),
      route("information", "routes/user/information.tsx"),
      route("logout", "routes/user/logout.tsx"),
      route("newsletter", "routes/user/newsletter.tsx"),
      route("returns", "routes/user/returns.tsx"),
      route("reviews", "routes/user/reviews.tsx"),
      route("reviews/write", "routes/user/review-write.tsx"),
      route("store-credit", "routes/user/store-credit.tsx"),
      route("stock-alerts", "routes/user/stock-alerts.tsx"),
      route("wishlist", "routes/user/wishlist.tsx"),
    ]),

    // Last: categories, products and content pages at their own paths, and old URLs, as
    // `route(url)` resolves them (app/routes/entity/page-types.ts); what resolves to nothing is the 404 page.
    route(":slug", "routes/resolved-page.tsx", { id: "resolved-page" }),
    route("*", "routes/resolved-page.tsx", { id: "resolved-path" }),
  ]),
] satisfies RouteConfig;

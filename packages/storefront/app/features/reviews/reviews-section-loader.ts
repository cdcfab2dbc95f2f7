import { getBrowserPageSettings, loadedBrowserClient, onBrowserClientLoaded } from "../../lib/browser-client.ts";
import { loadMessages } from "../../lib/i18n.ts";

/** Resolves once the browser's Apollo Client is in: the page is interactive and idle (entry.client.tsx), or the shopper started using it. */
const afterApollo = () =>
  new Promise<void>((resolve) => {
    if (loadedBrowserClient()) return resolve();
    const stop = onBrowserClientLoaded(() => {
      stop();
      resolve();
    });
  });

/**
 * The product page's reviews section for `React.lazy`: below the fold, it needs nothing before the
 * shopper reaches it. The server renders it in full; the browser keeps that markup (its links work
 * as plain links: "Show more reviews" is the page with ten more) and hydrates it once Apollo
 * Client has been fetched, its code and its messages (the account area's part) downloaded then,
 * off the page's first load (ADR 033).
 */
export const loadReviewsSection = () =>
  (import.meta.env.SSR ? Promise.resolve() : afterApollo())
    .then(() => Promise.all([import("./product-reviews.tsx"), import.meta.env.SSR ? null : loadMessages(getBrowserPageSettings().locale, "all")]))
    .then(([module]) => ({ default: module.ProductReviewsSection }));

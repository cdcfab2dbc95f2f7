import { getBrowserPageSettings } from "../../lib/browser-client.ts";
import { loadMessages } from "../../lib/i18n.ts";
import { pageIdle } from "../../lib/page-idle.ts";

/**
 * The product page's reviews section for `React.lazy`: below the fold, it needs nothing before the
 * shopper reaches it. The server renders it in full; the browser keeps that markup (its links work
 * as plain links: "Show more reviews" is the page with ten more) and hydrates it once the page is
 * idle, its code and its messages (the account area's part) downloaded then, off the page's first
 * load (ADR 033). Not later, after Apollo Client: what arrives with Apollo (the shopper's wishlist,
 * the router's revalidations) changes contexts above the section, and React renders a boundary
 * still waiting for its code afresh rather than hydrating it when a context above it changes.
 * Its data needs no Apollo: the server's results are in the page (page-query.ts).
 */
export const loadReviewsSection = () =>
  (import.meta.env.SSR ? Promise.resolve() : pageIdle())
    .then(() => Promise.all([import("./product-reviews.tsx"), import.meta.env.SSR ? null : loadMessages(getBrowserPageSettings().locale, "all")]))
    .then(([module]) => ({ default: module.ProductReviewsSection }));

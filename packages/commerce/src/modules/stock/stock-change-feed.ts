/**
 * What this process has applied of the stock-change feed: each change of a product's visible
 * availability is a row with a position, and tags naming what it changes: `product:<id>` (the
 * listed product: a simple product, a configurable parent, a bundle), `listing:<category id>`
 * for every category whose listing holds it, and `listing:search`. Whatever a process keeps that
 * shows availability (a stored page, say) notes the position it was made at and the tags it
 * depends on, and is stale once a later change carries one of its tags.
 */
export interface StockChangeFeed {
  /** The position of the last change this process has applied (0 before any). */
  position(): number;
  /**
   * The tags of the changes applied after `position`; undefined when this process no longer
   * holds them all (older than it keeps): the caller then treats everything as changed.
   */
  tagsChangedSince(position: number): ReadonlySet<string> | undefined;
}

/** Tag of a listed product's availability (its page, its cards). */
export const productTag = (productId: number): string => `product:${productId}`;
/** Tag of a category listing's counts and pages. */
export const listingTag = (categoryId: number | "search"): string => `listing:${categoryId}`;

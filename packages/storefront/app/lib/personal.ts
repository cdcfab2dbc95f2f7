/**
 * Personal screens (ADR 046). A route, or a layout for all the routes under it, that shows a
 * shopper's own data (cart, checkout, account, sign-in, order lookup) exports
 * `export const handle = personalHandle` (or a handle with `personal: true` beside its other
 * fields). The server reads it before rendering, from the build's route table: such a screen is
 * rendered for each request with the shopper's session and answered `max-age=0, no-store`.
 * Every other page (catalogue, content, search, home) is rendered as for a visitor, without the
 * session, and may be shared through the page cache; its personal parts (mini-cart count,
 * account name) are fetched by the browser after hydration (`usePersonalQuery`).
 */
export interface PersonalHandle {
  personal: true;
}

export const personalHandle: PersonalHandle = { personal: true };

/** Whether a route module's `handle` marks its screen personal. */
export const isPersonalHandle = (handle: unknown): handle is PersonalHandle =>
  typeof handle === "object" && handle !== null && (handle as { personal?: unknown }).personal === true;

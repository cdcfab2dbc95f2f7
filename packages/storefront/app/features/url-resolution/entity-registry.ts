import type { ComponentType } from "react";
import type { Locale } from "../../lib/i18n.ts";
import type { RouteQuery } from "../../lib/route-data.ts";

/**
 * Entity types of URL resolution (docs/product-rules.md#urls-and-redirects: "Projects may register
 * further entity types").
 *
 * A path no route of app/routes.ts claims (`/:slug`, deeper paths, `/landing/:slug`) is resolved
 * by the API's `route(url)` into an entity with a `type`. `not-found` (404 page) and `redirect`
 * (docs/product-rules.md#urls-and-redirects) are handled by the resolving route itself; every other type is looked up
 * in the registry the resolving route creates from the list of page types when the app starts
 * (`PAGE_TYPES` in app/routes/entity/page-types.ts: `category`, `product`, `cms-page`). An
 * integrator adds a type to that list:
 *
 * ```ts
 * showroom: {
 *   // GraphQL the screen reads with useQuery; the resolving loader runs it first (in-process on
 *   // the server, through /graphql in the browser), so the screen renders without a spinner.
 *   queries: (entity) => [{ query: SHOWROOM_QUERY, variables: { id: entity.identifier } }],
 *   // Browser-tab title, description, and the same page in the other store (hreflang, language switcher).
 *   head: (entity) => ({ title: entity.showroom.name }),
 *   // The screen, imported on demand so it stays its own chunk (or `Screen` for one already bundled).
 *   loadScreen: () => import("./showroom-screen.tsx"),
 * },
 * ```
 * and asks the back end to resolve the type (commerce: src/modules/url-resolution/registry.ts).
 * The fields the screen needs must be selected in the route query (app/routes/entity/route-query.ts)
 * or loaded by `queries`.
 */
export interface ResolvedEntity {
  identifier: string;
  type: string;
  redirectTo?: string | null;
  redirectType?: number | null;
  sku?: string | null;
}

export interface EntityScreenProps<E extends ResolvedEntity = ResolvedEntity> {
  entity: E;
}

export interface EntityHead {
  title?: string;
  description?: string | null;
  /** The page's picture (what a shared link shows), absolute or from the site's root. */
  image?: string | null;
  /** The page's store-relative path in each store; a store left out has no such page. */
  alternates?: Partial<Record<Locale, string>>;
}

type ScreenModule<E extends ResolvedEntity> = { default: ComponentType<EntityScreenProps<E>> };

export interface EntityTypeDefinition<E extends ResolvedEntity = ResolvedEntity> {
  /** `search` is the URL's query string (a category's listing state lives there). */
  queries?: (entity: E, search?: URLSearchParams) => RouteQuery[];
  head?: (entity: E) => EntityHead;
  /** The query string of the page's canonical and hreflang URLs (lib/alternates.ts `canonicalSearch`). */
  canonicalSearch?: (search: string) => string;
  /** A screen already in the resolving route's chunk… */
  Screen?: ComponentType<EntityScreenProps<E>>;
  /** …or one loaded on demand (its own chunk). */
  loadScreen?: () => Promise<ScreenModule<E>>;
}

/** Handled by the resolving route itself; they cannot be registered. */
export const BUILT_IN_OUTCOMES = ["not-found", "redirect"] as const;

export interface EntityRegistry {
  register<E extends ResolvedEntity>(type: string, definition: EntityTypeDefinition<E>): void;
  get(type: string): EntityTypeDefinition | undefined;
  types(): string[];
  /** Loads the type's screen (before rendering, so rendering never waits). */
  preload(type: string): Promise<ComponentType<EntityScreenProps>>;
  /** The screen when it is ready, else undefined (then `preload` it). */
  loadedScreen(type: string): ComponentType<EntityScreenProps> | undefined;
}

/** A registry holding `types` (type → definition), registered in order; more may be registered later. */
export function createEntityRegistry<E extends ResolvedEntity = ResolvedEntity>(types: Record<string, EntityTypeDefinition<E>> = {}): EntityRegistry {
  const definitions = new Map<string, EntityTypeDefinition>();
  const screens = new Map<string, ComponentType<EntityScreenProps>>();
  const loading = new Map<string, Promise<ComponentType<EntityScreenProps>>>();

  const registry: EntityRegistry = {
    register(type, definition) {
      if ((BUILT_IN_OUTCOMES as readonly string[]).includes(type)) throw new Error(`"${type}" is handled by URL resolution itself`);
      if (!definition.Screen === !definition.loadScreen) throw new Error(`Entity type "${type}" needs exactly one of Screen or loadScreen`);
      definitions.set(type, definition as unknown as EntityTypeDefinition);
      screens.delete(type);
      loading.delete(type);
      if (definition.Screen) screens.set(type, definition.Screen as unknown as ComponentType<EntityScreenProps>);
    },
    get: (type) => definitions.get(type),
    types: () => [...definitions.keys()],
    preload(type) {
      const ready = screens.get(type);
      if (ready) return Promise.resolve(ready);
      const definition = definitions.get(type);
      if (!definition?.loadScreen) return Promise.reject(new Error(`No screen registered for entity type "${type}"`));
      let pending = loading.get(type);
      if (!pending) {
        pending = definition.loadScreen().then(
          (module) => {
            screens.set(type, module.default);
            return module.default;
          },
          (error: unknown) => {
            loading.delete(type); // a failed chunk download may succeed on the next navigation
            throw error;
          },
        );
        loading.set(type, pending);
      }
      return pending;
    },
    loadedScreen: (type) => screens.get(type),
  };
  for (const [type, definition] of Object.entries(types)) registry.register<E>(type, definition);
  return registry;
}

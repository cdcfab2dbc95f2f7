import type { GraphQLContext } from "../../graphql/context.ts";
import type { CategoryNode } from "../category/service.ts";
import type { CmsPageView } from "../cms/service.ts";

/**
 * What a path resolves to. The GraphQL `Entity` is built
 * from it; an integrator's extra fields (read by their own `Entity` field resolvers) ride along.
 */
export interface EntityResult {
  /** Unique across types (the storefront caches Entity by identifier); defaults to `<type>:<path>`. */
  identifier?: string;
  /** Defaults to the resolver's type. */
  type?: string;
  redirectTo?: string;
  redirectType?: number;
  category?: CategoryNode;
  cmsPage?: CmsPageView;
  sku?: string;
  [field: string]: unknown;
}

/** A resolved entity, as `Query.route` returns it. */
export interface Entity extends EntityResult {
  identifier: string;
  type: string;
}

export interface EntityResolver {
  /** The entity type it produces: lower-case words joined by dashes (`category`, `brand-page`). */
  type: string;
  /**
   * Resolves a normalised store-relative path (leading slash, no trailing slash, decoded, case
   * kept: compare url keys in lower case), or returns null to let the next resolver try.
   */
  resolve(path: string, context: GraphQLContext): Promise<EntityResult | null>;
  /** Higher runs first; see ENTITY_RESOLVER_PRIORITY. Default 0. */
  priority?: number;
}

/** Priorities of the built-in resolvers, to place an integrator's resolver between them. */
export const ENTITY_RESOLVER_PRIORITY = {
  homeRewrite: 1000,
  urlRewrite: 900,
  category: 500,
  /** Suggested for products: after categories, before content pages. */
  product: 400,
  cmsPage: 300,
} as const;

export const NOT_FOUND_TYPE = "not-found";

const registered: { resolver: EntityResolver; order: number }[] = [];
let registrations = 0;

/**
 * Adds a resolver to every `route(url)` of the process (call it at start-up, before serving).
 * Returns a function that removes it again.
 */
export function registerEntityResolver(resolver: EntityResolver): () => void {
  if (!/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(resolver.type) || resolver.type === NOT_FOUND_TYPE) {
    throw new Error(`Invalid entity type "${resolver.type}": lower-case words joined by dashes, not "${NOT_FOUND_TYPE}".`);
  }
  const entry = { resolver, order: registrations++ };
  registered.push(entry);
  // Stable: equal priorities keep their registration order.
  registered.sort((a, b) => (b.resolver.priority ?? 0) - (a.resolver.priority ?? 0) || a.order - b.order);
  return () => {
    const index = registered.indexOf(entry);
    if (index >= 0) registered.splice(index, 1);
  };
}

/** The registered resolvers, in the order `route()` tries them. */
export function entityResolvers(): readonly EntityResolver[] {
  return registered.map((entry) => entry.resolver);
}

export function notFoundEntity(key: string): Entity {
  return { identifier: `${NOT_FOUND_TYPE}:${key}`, type: NOT_FOUND_TYPE };
}

/** Tries each resolver in priority order; the first answer wins, else the path is not found. */
export async function resolveEntity(path: string, context: GraphQLContext): Promise<Entity> {
  for (const { resolver } of registered) {
    const result = await resolver.resolve(path, context);
    if (!result) continue;
    const type = result.type ?? resolver.type;
    const identifier = result.identifier ?? `${type}:${path.toLowerCase()}`;
    // Identifiers of different types can never collide: each starts with its type.
    return { ...result, type, identifier: identifier.startsWith(`${type}:`) ? identifier : `${type}:${identifier}` };
  }
  return notFoundEntity(path.toLowerCase());
}

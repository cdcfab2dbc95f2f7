import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import type { StaffIdentity } from "../../shared/ownership.ts";
import { type Store, stores } from "./stores.ts";

/**
 * Who a domain service answers, and in which terms: the store (language, country), the display
 * currency, the customer when known, and optionally the executor its statements run on (a
 * command's transaction). A GraphQL request builds one per operation; a script, a payment
 * notification or a back-office command builds its own with `serviceScope()`. No GraphQL context
 * is needed to ask a service anything.
 *
 * A scope is one unit of work: services memoise per scope what that work reads once (the
 * catalogue version, batched product reads), so a scope is not kept for longer than the work.
 */
export interface ServiceScope {
  readonly store: Store;
  /** One of the store's currencies: prices are converted to it. */
  readonly currency: string;
  readonly customerId?: number | null;
  /**
   * The staff member (or API token) acting, when known: staff-only questions check it with
   * `requireStaff(scope, role?)` (shared/ownership.ts). Never set for a customer's session.
   */
  readonly staff?: StaffIdentity | null;
  /**
   * Which version of the shop's content it reads: `published` (what visitors get; the default) or
   * `latest` (drafts, unpublished and scheduled content pages: an editor's preview mode, ADR 085).
   * Content services serve `latest` to a scope whose staff may act as an editor only.
   */
  readonly contentVersion?: ContentVersion;
  /**
   * Statements of this unit of work run on it (a transaction sees its own writes); reads then
   * bypass the process's catalogue caches. Absent: the service's own database handle.
   */
  readonly executor?: Kysely<Database>;
}

export type ContentVersion = "published" | "latest";

/** A scope for `store` (default fr-FR); a currency the store does not offer falls back to its base currency. */
export function serviceScope(
  options: {
    store?: Store;
    currency?: string;
    customerId?: number | null;
    staff?: StaffIdentity | null;
    contentVersion?: ContentVersion;
    executor?: Kysely<Database>;
  } = {},
): ServiceScope {
  const store = options.store ?? stores.fr;
  const wanted = options.currency?.toUpperCase();
  const currency = wanted && (store.currencies as readonly string[]).includes(wanted) ? wanted : store.baseCurrency;
  return {
    store,
    currency,
    customerId: options.customerId ?? null,
    staff: options.staff ?? null,
    contentVersion: options.contentVersion ?? "published",
    executor: options.executor,
  };
}

/** A store and a store-relative URL in it (a page's alternates, in every store it exists in). */
export interface StoreUrl {
  store: Store;
  url: string;
}

/**
 * A store URL as an absolute URL, store prefix included (the English homepage is `/en/`, as the
 * storefront writes it), from the configured public URL only: hreflang links and sitemaps never
 * take a request's host.
 */
export const absoluteStoreUrl = (publicUrl: string, { store, url }: StoreUrl): string => `${publicUrl}${store.pathPrefix}${url}`;

/** The stores an item has a URL in, from its URLs by language. */
export function storeUrls(urlsByLanguage: Partial<Record<Store["language"], string>>): StoreUrl[] {
  return (Object.values(stores) as Store[]).flatMap((store) => {
    const url = urlsByLanguage[store.language];
    return url ? [{ store, url }] : [];
  });
}

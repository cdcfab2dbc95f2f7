import type { MetaDescriptor } from "react-router";
import type { EntityHead } from "../../features/url-resolution/entity-registry.ts";
import type { AlternatesHandle } from "../../lib/alternates.ts";
import { type Locale, isLocale } from "../../lib/i18n.ts";
import { metaIntl, screenMeta } from "../../lib/meta.ts";

/**
 * The heads of resolved pages: what the routes showing one page type (`/category/:id`,
 * `/product/:id`) share with the route resolving any URL, without the page types' screens, so
 * that a route downloads its own screen only.
 */

/** What a resolving route's loader hands its component and head (the entity itself is in the Apollo cache). */
export interface ResolvedUrl {
  /** The store-relative path given to `route(url)`. */
  url: string;
  type: string;
  head: EntityHead | null;
}

const alternatesOf = (alternates: readonly { locale: string; url: string }[] | undefined) => {
  const result: Partial<Record<Locale, string>> = {};
  for (const alternate of alternates ?? []) if (isLocale(alternate.locale)) result[alternate.locale] = alternate.url;
  return result;
};

/** Every page the shop shows selects these fields: its browser-tab title, description and the same page in the other store (a product its picture too). */
interface PageRecord {
  metaTitle?: string | null;
  metaDescription?: string | null;
  alternates?: readonly { locale: string; url: string }[];
  imageUrl?: string | null;
}

/**
 * A page's head (title, description, picture, hreflang alternates) from its record; without a
 * description of its own, `text` (a content page's first paragraph) describes it.
 */
export const pageHead = (page: PageRecord | null | undefined, text?: string | null): EntityHead => ({
  title: page?.metaTitle ?? undefined,
  description: page?.metaDescription || text,
  image: page?.imageUrl,
  alternates: alternatesOf(page?.alternates),
});

/** Product pages, at their own path and at `/product/:id`. */
export const productPage = {
  /** A product's page is its path: options chosen on it are not other pages. */
  canonicalSearch: (_search: string) => "",
};

/** Title, description and picture from the entity; the 404 page is kept out of search indexes. */
export function resolvedMeta({ data, matches }: { data: ResolvedUrl | null | undefined; matches: Parameters<typeof screenMeta>[0] }): MetaDescriptor[] {
  if (!data) return screenMeta(matches, undefined);
  if (data.type === "not-found") {
    return [...screenMeta(matches, metaIntl(matches).formatMessage({ id: "notFound.title" }).trim()), { name: "robots", content: "noindex" }];
  }
  return screenMeta(matches, data.head?.title, data.head?.description, { type: data.type === "product" ? "product" : "website", image: data.head?.image });
}

/** A resolved page's alternates and indexing from its head; its canonical query string from its page type. */
export const resolvedHandleFor = (canonicalSearch: (type: string | undefined, search: string) => string): AlternatesHandle => ({
  alternates: (data) => (data as ResolvedUrl | null | undefined)?.head?.alternates,
  noIndex: (data) => (data as ResolvedUrl | null | undefined)?.type === "not-found",
  canonicalSearch: (data, search) => canonicalSearch((data as ResolvedUrl | null | undefined)?.type, search),
});

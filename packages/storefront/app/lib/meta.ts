import type { IntlShape } from "react-intl";
import type { MetaDescriptor } from "react-router";
import { intlFor, isLocale } from "./i18n.ts";
import { maintenanceSignal } from "./maintenance-signal.ts";
import type { PageSettings } from "./page-settings.ts";

/** What the root loader returns (root.tsx), seen from meta functions and hooks. */
export interface RootData {
  page: PageSettings;
  shopName: string;
  publicUrl: string;
}

interface MatchLike {
  id: string;
  loaderData?: unknown;
  data?: unknown;
}

function rootDataOf(matches: readonly (MatchLike | undefined)[]): RootData | undefined {
  const root = matches.find((match) => match?.id === "root");
  return (root?.loaderData ?? root?.data) as RootData | undefined;
}

/** Messages for meta functions, which run outside React's tree (no IntlProvider there). */
export function metaIntl(matches: readonly (MatchLike | undefined)[]): IntlShape {
  const locale = rootDataOf(matches)?.page.locale;
  return intlFor(isLocale(locale) ? locale : "fr-FR");
}

/** What a search result or a shared link shows of a page's description: at most this many characters. */
const DESCRIPTION_LENGTH = 160;

/** A text as one plain line of at most 160 characters, cut at a word with an ellipsis. */
export function excerpt(text: string): string {
  const line = text.replace(/\s+/g, " ").trim();
  if (line.length <= DESCRIPTION_LENGTH) return line;
  const cut = line.slice(0, DESCRIPTION_LENGTH - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > DESCRIPTION_LENGTH / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.–—-]+$/, "")}…`;
}

/** The shop's own picture: what a shared link shows for a page without one. */
export const SHOP_IMAGE = "/images/logo/full.svg";

export interface PageMeta {
  /** Open Graph type: `website` unless the page says (a product page is `product`). */
  type?: "website" | "product";
  /** The page's picture (a product's), absolute or from the site's root; the shop's otherwise. */
  image?: string | null;
  /** The title is the whole browser-tab title (the home page's own names the shop). */
  wholeTitle?: boolean;
}

/**
 * A screen's browser-tab title, description and Open Graph tags: `<title> | <shop name>`; the
 * description is the page's own cut to 160 characters, else one naming the shop; og:title,
 * og:description, og:type and og:image (absolute, from the public URL) say the same. The tags
 * naming the page's URL and store (og:url, og:locale, og:site_name) are written with the
 * canonical link (lib/seo-links.tsx), from the same public URL.
 */
export function screenMeta(
  matches: readonly (MatchLike | undefined)[],
  title: string | undefined,
  description?: string | null,
  page: PageMeta = {},
): MetaDescriptor[] {
  const root = rootDataOf(matches);
  const shopName = root?.shopName ?? "";
  const intl = metaIntl(matches);
  // The maintenance and offline pages have their own browser-tab titles, whatever the URL.
  if (root?.page.maintenance || maintenanceSignal.get()) return [{ title: intl.formatMessage({ id: "maintenance.tabTitle" }) }];
  if (root?.page.offline) return [{ title: intl.formatMessage({ id: "offline.tabTitle" }) }];
  const text = description?.trim() ? excerpt(description) : intl.formatMessage({ id: "shell.meta.description" }, { shopName });
  return [
    { title: title && !page.wholeTitle ? intl.formatMessage({ id: "shell.meta.title" }, { title, shopName }) : (title ?? shopName) },
    { name: "description", content: text },
    { property: "og:type", content: page.type ?? "website" },
    { property: "og:title", content: title ?? shopName },
    { property: "og:description", content: text },
    ...(root?.publicUrl ? [{ property: "og:image", content: new URL(page.image || SHOP_IMAGE, `${root.publicUrl}/`).href }] : []),
  ];
}

/** A screen whose title is one catalog message (and its description another, when it has one). */
export const messageMeta =
  (id: string, values?: (params: Record<string, string | undefined>) => Record<string, string>, descriptionId?: string) =>
  ({ matches, params }: { matches: readonly (MatchLike | undefined)[]; params: Record<string, string | undefined> }) => {
    const intl = metaIntl(matches);
    return screenMeta(matches, intl.formatMessage({ id }, values?.(params)), descriptionId && intl.formatMessage({ id: descriptionId }));
  };

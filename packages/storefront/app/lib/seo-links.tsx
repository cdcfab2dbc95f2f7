import { useIntl } from "react-intl";
import { useRouteLoaderData } from "react-router";
import { hreflangLinks, useNoIndex, useStoreAlternates } from "./alternates.ts";
import type { RootData } from "./meta.ts";

/** Query parameters that only track where a visitor came from: never part of a canonical URL. */
const TRACKING_PARAMETER = /^(utm_[a-z_]+|gclid|gbraid|wbraid|dclid|fbclid|msclkid|yclid|mc_cid|mc_eid|_ga|_gl|igshid|ref|__fault)$/i;

/** An absolute URL without its tracking parameters. */
function canonicalUrl(publicUrl: string, href: string): string {
  const url = new URL(href, `${publicUrl}/`);
  for (const name of [...url.searchParams.keys()]) if (TRACKING_PARAMETER.test(name)) url.searchParams.delete(name);
  url.hash = "";
  return url.href;
}

/** Open Graph's form of a locale (`fr_FR`). */
const ogLocale = (locale: string) => locale.replace("-", "_");

/**
 * Stores: the canonical URL of the page and its versions in each store
 * (`hreflang` fr-FR, en-GB, and x-default = the French store: `hreflangLinks`), as absolute URLs
 * from the public URL only. The Open Graph tags of the page's identity go with them: og:url is the
 * canonical URL (a page kept out of search engines, a search, names its own the same way),
 * og:locale the store's and og:locale:alternate the other stores with the page; the rest of Open
 * Graph is the page's head (lib/meta.ts `screenMeta`).
 */
export function SeoLinks() {
  const intl = useIntl();
  const root = useRouteLoaderData<RootData>("root");
  const alternates = useStoreAlternates();
  const noIndex = useNoIndex();
  if (!root || root.page.maintenance || root.page.offline) return null;
  const current = alternates.find((alternate) => alternate.locale === intl.locale) ?? alternates[0];
  return (
    <>
      {!noIndex && (
        <>
          <link rel="canonical" href={canonicalUrl(root.publicUrl, current.canonicalHref)} />
          {hreflangLinks(alternates).map(({ hreflang, alternate }) => (
            <link key={hreflang} rel="alternate" hrefLang={hreflang} href={canonicalUrl(root.publicUrl, alternate.canonicalHref)} />
          ))}
        </>
      )}
      <meta property="og:url" content={canonicalUrl(root.publicUrl, current.canonicalHref)} />
      <meta property="og:site_name" content={root.shopName} />
      <meta property="og:locale" content={ogLocale(current.locale)} />
      {alternates
        .filter((alternate) => alternate.available && alternate !== current)
        .map((alternate) => (
          <meta key={alternate.locale} property="og:locale:alternate" content={ogLocale(alternate.locale)} />
        ))}
    </>
  );
}

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type InProcessApp, startInProcessApp } from "./testing/in-process-app.ts";
import { isBuilt } from "./testing/production-server.ts";
import { rawGet } from "./testing/raw-get.ts";

/**
 * What search engines and link previews read of every public page type, in both stores, on the
 * production build: each JSON-LD script parsed and checked for the properties its type requires
 * (Organization and WebSite with its SearchAction on the home page, BreadcrumbList on category,
 * product and content pages, Product with an Offer or an AggregateOffer), and the description and
 * Open Graph tags, every URL absolute from the configured public URL, also when the request
 * carries a forged Host or X-Forwarded-Host (believed from this machine, as behind a proxy).
 */

const PUBLIC_URL = "http://shop.example";
const FORGED = "evil.example";

type Ld = Record<string, unknown> & { "@type": string };

interface PageType {
  name: string;
  /** The page in the French store, then in the English one. */
  paths: [string, string];
  /** The JSON-LD types the page carries, in order. */
  ld: string[];
  ogType?: string;
}

const PAGE_TYPES: PageType[] = [
  { name: "home", paths: ["/", "/en/"], ld: ["Organization", "WebSite"] },
  { name: "category", paths: ["/huiles-essentielles", "/en/essential-oils"], ld: ["BreadcrumbList", "ItemList"] },
  { name: "product with sizes", paths: ["/huile-essentielle-bergamote-bio", "/en/organic-bergamot-essential-oil"], ld: ["Product", "BreadcrumbList"], ogType: "product" },
  { name: "product", paths: ["/guide-formulation-huiles-essentielles-cosmetique", "/en/formulation-guide-essential-oils-in-cosmetics"], ld: ["Product", "BreadcrumbList"], ogType: "product" },
  { name: "content page", paths: ["/a-propos", "/en/about-us"], ld: ["BreadcrumbList"] },
  { name: "landing page", paths: ["/landing/coffrets-decouverte", "/en/landing/discovery-sets"], ld: ["BreadcrumbList"] },
  { name: "search", paths: ["/search/lavande", "/en/search/lavender"], ld: [] },
  { name: "contact", paths: ["/contact", "/en/contact"], ld: [] },
  { name: "newsletter", paths: ["/newsletter", "/en/newsletter"], ld: [] },
];

const ENTITIES: Record<string, string> = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#x27;": "'", "&#39;": "'" };
const unescapeHtml = (text: string) => text.replace(/&(amp|lt|gt|quot|#x27|#39);/g, (entity) => ENTITIES[entity]);

/** The page's `<meta name|property=… content=…>` tags, in order (a property may repeat: og:locale:alternate). */
function metaTags(html: string): [string, string][] {
  return [...html.matchAll(/<meta (?:name|property)="([^"]+)" content="([^"]*)"\/>/g)].map((match) => [match[1], unescapeHtml(match[2])]);
}

/** Every JSON-LD script of the page, parsed. */
function jsonLd(html: string): Ld[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/g)].map((match) => JSON.parse(match[1]) as Ld);
}

const isAbsoluteUnder = (url: unknown, prefix: string) => typeof url === "string" && url.startsWith(prefix) && URL.canParse(url);
const PRICE = /^\d+\.\d{2}$/;
const AVAILABILITY = /^https:\/\/schema\.org\/(InStock|OutOfStock)$/;

/** What the schema.org type requires, as search engines read it: the problems found (none: valid). */
function ldProblems(data: Ld, store: string): string[] {
  const problems: string[] = [];
  const need = (condition: boolean, what: string) => condition || problems.push(`${data["@type"]}: ${what}`);
  need(data["@context"] === "https://schema.org", "@context");
  switch (data["@type"]) {
    case "Organization": {
      need(typeof data.name === "string" && data.name !== "", "name");
      need(data.url === `${store}/`, `url ${String(data.url)}`);
      need(isAbsoluteUnder(data.logo, `${PUBLIC_URL}/`), `logo ${String(data.logo)}`);
      const contact = data.contactPoint as Record<string, unknown> | undefined;
      need(contact?.["@type"] === "ContactPoint", "contactPoint");
      need(typeof contact?.telephone === "string" && /^\+\d[\d ]+$/.test(contact.telephone), "contactPoint.telephone");
      need(typeof contact?.email === "string" && contact.email.includes("@"), "contactPoint.email");
      need(typeof contact?.contactType === "string", "contactPoint.contactType");
      need(JSON.stringify(contact?.areaServed) === '["FR","GB"]', "contactPoint.areaServed");
      need(Array.isArray(contact?.availableLanguage) && contact.availableLanguage.length === 2, "contactPoint.availableLanguage");
      break;
    }
    case "WebSite": {
      need(data.url === `${store}/`, `url ${String(data.url)}`);
      const action = data.potentialAction as Record<string, unknown> | undefined;
      const target = action?.target as Record<string, unknown> | undefined;
      need(action?.["@type"] === "SearchAction", "potentialAction SearchAction");
      need(target?.urlTemplate === `${store}/search/{search_term_string}`, `potentialAction.target ${JSON.stringify(target)}`);
      need(action?.["query-input"] === "required name=search_term_string", "query-input");
      break;
    }
    case "BreadcrumbList":
    case "ItemList": {
      const items = data.itemListElement as Record<string, unknown>[] | undefined;
      need(Array.isArray(items) && items.length > 0, "itemListElement");
      for (const [index, item] of (items ?? []).entries()) {
        need(item["@type"] === "ListItem" && item.position === index + 1, `position ${String(item.position)}`);
        need(typeof item.name === "string" && item.name !== "", "name");
        need(isAbsoluteUnder(data["@type"] === "BreadcrumbList" ? item.item : item.url, `${store}/`), `item ${String(item.item ?? item.url)}`);
      }
      break;
    }
    case "Product": {
      need(typeof data.name === "string" && data.name !== "", "name");
      need(Array.isArray(data.image) && data.image.length > 0 && data.image.every((url) => isAbsoluteUnder(url, `${PUBLIC_URL}/`)), "image");
      need(isAbsoluteUnder(data.url, `${store}/`), "url");
      const offers = data.offers as Record<string, unknown> | undefined;
      const offer = (entry: Record<string, unknown>) => {
        need(entry["@type"] === "Offer", "Offer");
        need(PRICE.test(String(entry.price)), `price ${String(entry.price)}`);
        need(entry.priceCurrency === "EUR", "priceCurrency");
        need(AVAILABILITY.test(String(entry.availability)), "availability");
      };
      if (offers?.["@type"] === "AggregateOffer") {
        need(PRICE.test(String(offers.lowPrice)) && PRICE.test(String(offers.highPrice)) && Number(offers.lowPrice) <= Number(offers.highPrice), "lowPrice, highPrice");
        need(typeof offers.offerCount === "number" && offers.offerCount > 1, "offerCount");
        need(offers.priceCurrency === "EUR", "priceCurrency");
        for (const entry of (offers.offers as Record<string, unknown>[] | undefined) ?? []) offer(entry);
        need((offers.offers as unknown[] | undefined)?.length === offers.offerCount, "offers of the AggregateOffer");
      } else if (offers) offer(offers);
      else need(false, "offers");
      break;
    }
    default:
      need(false, "unexpected type");
  }
  return problems;
}

describe.skipIf(!isBuilt)("structured data and Open Graph of the public pages", () => {
  let app: InProcessApp;

  beforeAll(async () => {
    app = await startInProcessApp({ PUBLIC_URL, TRUST_PROXY: "loopback" });
  }, 60_000);
  afterAll(() => app?.close());

  const forgeries: Record<string, string>[] = [{}, { host: FORGED }, { "x-forwarded-host": FORGED, "x-forwarded-proto": "https" }];

  for (const type of PAGE_TYPES) {
    for (const [index, path] of type.paths.entries()) {
      const english = index === 1;
      const store = english ? `${PUBLIC_URL}/en` : PUBLIC_URL;

      it(`${type.name} ${path}: its JSON-LD has the properties each type requires, its head a description and Open Graph tags from the public URL`, async () => {
        for (const forged of forgeries) {
          const label = `${path} ${JSON.stringify(forged)}`;
          const answer = await rawGet(app.base, path, forged);
          expect(answer.status, label).toBe(200);
          expect(answer.body, label).not.toContain(FORGED);

          const data = jsonLd(answer.body);
          expect(data.map((entry) => entry["@type"]), label).toEqual(type.ld);
          expect(data.flatMap((entry) => ldProblems(entry, store)), label).toEqual([]);

          const tags = metaTags(answer.body);
          const tag = (name: string) => tags.filter(([key]) => key === name).map(([, content]) => content);
          expect(tag("description")[0], label).toMatch(/\S{3}/);
          expect(tag("description")[0].length, label).toBeLessThanOrEqual(160);
          expect(tag("og:description"), label).toEqual(tag("description"));
          expect(tag("og:title")[0], label).toMatch(/\S/);
          expect(tag("og:type"), label).toEqual([type.ogType ?? "website"]);
          expect(tag("og:site_name"), label).toEqual(["Essences & Botanique"]);
          expect(tag("og:locale"), label).toEqual([english ? "en_GB" : "fr_FR"]);
          expect(tag("og:locale:alternate"), label).toEqual([english ? "fr_FR" : "en_GB"]);
          expect(tag("og:image"), label).toHaveLength(1);
          expect(isAbsoluteUnder(tag("og:image")[0], `${PUBLIC_URL}/`), label).toBe(true);
          // og:url is the canonical URL; a search page, kept out of search engines, has none and names its own address.
          const [url] = tag("og:url");
          expect(isAbsoluteUnder(url, `${store}/`), label).toBe(true);
          const canonical = /<link rel="canonical" href="([^"]*)"\/>/.exec(answer.body)?.[1];
          if (type.name === "search") expect(url, label).toBe(`${PUBLIC_URL}${path}`);
          else expect(url, label).toBe(unescapeHtml(canonical ?? ""));
        }
      });
    }
  }

  it("a product's Open Graph picture is its own; every other page's is the shop's", async () => {
    const page = (await rawGet(app.base, "/en/organic-bergamot-essential-oil")).body;
    const image = metaTags(page).find(([key]) => key === "og:image")?.[1];
    expect(image).toMatch(/^http:\/\/shop\.example\/media\/product\/HE-BERGAMOTE\.svg/);
    expect(image).toBe((jsonLd(page).find((entry) => entry["@type"] === "Product")?.image as string[])[0]);
    const home = metaTags((await rawGet(app.base, "/")).body);
    expect(home.find(([key]) => key === "og:image")?.[1]).toBe(`${PUBLIC_URL}/images/logo/full.svg`);
  });
});

import { stores } from "@eb/commerce";
import { serviceScope } from "@eb/commerce/modules/shop/service-scope.ts";
import type { SitemapEntry } from "@eb/commerce/modules/sitemap/service.ts";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROBOTS_DISALLOWED, robotsTxt, sitemapIndexXml, urlSetXml, xmlEscape } from "./middleware/sitemaps.ts";
import { type InProcessApp, startInProcessApp } from "./testing/in-process-app.ts";
import { rawGet } from "./testing/raw-get.ts";
import { isBuilt } from "./testing/production-server.ts";

/**
 * robots.txt and the sitemaps (ADR 084). The XML is checked against the sitemaps.org schema's
 * rules by a strict parser (no network here, so no XSD is fetched): well-formed, the protocol's
 * namespace, `urlset` of `url` (`loc` first, then `lastmod`, `changefreq`, `priority` with the
 * schema's types and ranges, then only elements of other namespaces: the hreflang and image
 * extensions), `sitemapindex` of `sitemap` (`loc`, `lastmod`), absolute `loc`s of at most 2,048
 * characters, at most 50,000 entries and 50 MB a file. On the production build: the index lists
 * every file of both stores, every URL of them answers 200, and a forged Host or X-Forwarded-Host
 * shows up nowhere, neither in the answer nor, afterwards, in a page the page cache kept.
 */

const SITEMAP_NS = "http://www.sitemaps.org/schemas/sitemap/0.9";
const CHANGE_FREQUENCIES = new Set(["always", "hourly", "daily", "weekly", "monthly", "yearly", "never"]);
/** W3C Datetime as the schema's `tLastmod` takes it (a date, or a date and time with a zone). */
const W3C_DATETIME = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2}))?$/;
const MAX_FILE_BYTES = 50 * 1024 * 1024;

type Node = Record<string, unknown> & { ":@"?: Record<string, string> };
const parser = new XMLParser({ preserveOrder: true, ignoreAttributes: false, attributeNamePrefix: "", parseTagValue: false, trimValues: true });

const nameOf = (node: Node) => Object.keys(node).find((key) => key !== ":@")!;
const childrenOf = (node: Node) => (node[nameOf(node)] as Node[]).filter((child) => nameOf(child) !== "#text" || String(child["#text"]).trim() !== "");
const textOf = (node: Node) => childrenOf(node).map((child) => String(child["#text"] ?? "")).join("");

/** What the schema's rules say is wrong with a sitemap or sitemap index document (empty: valid). */
function sitemapProblems(xml: string, publicUrl: string): { problems: string[]; kind: "urlset" | "sitemapindex" | undefined; locs: string[]; alternates: string[][] } {
  const problems: string[] = [];
  const locs: string[] = [];
  const alternates: string[][] = [];
  const wellFormed = XMLValidator.validate(xml);
  if (wellFormed !== true) return { problems: [`not well-formed: ${wellFormed.err.msg} (line ${wellFormed.err.line})`], kind: undefined, locs, alternates };
  if (Buffer.byteLength(xml) > MAX_FILE_BYTES) problems.push("over 50 MB");
  const roots = (parser.parse(xml) as Node[]).filter((node) => nameOf(node) !== "?xml");
  if (roots.length !== 1) return { problems: ["not one root element"], kind: undefined, locs, alternates };
  const [root] = roots;
  const kind = nameOf(root);
  if (kind !== "urlset" && kind !== "sitemapindex") return { problems: [`root ${kind}`], kind: undefined, locs, alternates };
  if (root[":@"]?.xmlns !== SITEMAP_NS) problems.push("root not in the sitemap namespace");
  const item = kind === "urlset" ? "url" : "sitemap";
  const items = childrenOf(root);
  if (items.length > 50_000) problems.push("over 50,000 entries");
  const checkLoc = (loc: string) => {
    if (loc.length > 2048 || loc.length < 12) problems.push(`loc length: ${loc}`);
    if (!loc.startsWith(`${publicUrl}/`)) problems.push(`loc not under the public URL: ${loc}`);
    if (!URL.canParse(loc)) problems.push(`loc not a URL: ${loc}`);
  };
  for (const node of items) {
    if (nameOf(node) !== item) {
      problems.push(`${nameOf(node)} in ${kind}`);
      continue;
    }
    const children = childrenOf(node);
    const names = children.map(nameOf);
    if (names[0] !== "loc") problems.push(`${item} without loc first: ${names.join(",")}`);
    // The schema's sequence: loc, then lastmod?, changefreq?, priority? (urlset), then other namespaces' elements.
    const own = kind === "urlset" ? ["loc", "lastmod", "changefreq", "priority"] : ["loc", "lastmod"];
    const ownNames = names.filter((name) => !name.includes(":"));
    const order = ownNames.map((name) => own.indexOf(name));
    if (order.some((index) => index < 0) || order.some((index, at) => at > 0 && index <= order[at - 1])) problems.push(`elements out of the schema's order: ${names.join(",")}`);
    const firstForeign = names.findIndex((name) => name.includes(":"));
    if (firstForeign >= 0 && names.slice(firstForeign).some((name) => !name.includes(":"))) problems.push(`sitemap elements after extensions: ${names.join(",")}`);
    const links: string[] = [];
    for (const child of children) {
      const name = nameOf(child);
      const text = textOf(child);
      if (name === "loc") {
        checkLoc(text);
        locs.push(text);
      } else if (name === "lastmod" && !W3C_DATETIME.test(text)) problems.push(`lastmod ${text}`);
      else if (name === "changefreq" && !CHANGE_FREQUENCIES.has(text)) problems.push(`changefreq ${text}`);
      else if (name === "priority" && !(/^(0(\.\d+)?|1(\.0+)?)$/.test(text) && Number(text) >= 0 && Number(text) <= 1)) problems.push(`priority ${text}`);
      else if (name === "xhtml:link") {
        const attributes = child[":@"] ?? {};
        if (attributes.rel !== "alternate" || !/^(fr-FR|en-GB|x-default)$/.test(attributes.hreflang ?? "")) problems.push(`xhtml:link ${JSON.stringify(attributes)}`);
        checkLoc(attributes.href ?? "");
        links.push(`${attributes.hreflang} ${attributes.href}`);
      } else if (name === "image:image") {
        const imageChildren = childrenOf(child);
        if (imageChildren.length < 1 || nameOf(imageChildren[0]) !== "image:loc") problems.push("image:image without image:loc");
        else if (!URL.canParse(textOf(imageChildren[0]))) problems.push(`image:loc ${textOf(imageChildren[0])}`);
      }
    }
    alternates.push(links);
  }
  return { problems, kind, locs, alternates };
}

const PUBLIC_URL = "http://shop.example";

describe("sitemap and robots.txt writing", () => {
  const entry = (overrides: Partial<SitemapEntry> = {}): SitemapEntry => ({
    key: 1,
    path: "/lavande-vraie",
    priority: 0.6,
    images: [`${PUBLIC_URL}/media/product/LAV%26<1>.svg`],
    lastmod: "2026-11-27T10:00:00.000Z",
    changefreq: "weekly",
    alternates: [
      { store: stores.fr, url: "/lavande-vraie" },
      { store: stores.en, url: "/true-lavender" },
    ],
    ...overrides,
  });

  it("escapes text and attributes, and drops characters XML cannot carry", () => {
    expect(xmlEscape(`a&b<c>"d"'e'\u0001f`)).toBe("a&amp;b&lt;c&gt;&quot;d&quot;&apos;e&apos;f");
  });

  it("writes a valid urlset with hreflang pairs as the pages' heads have them, and a valid index", () => {
    const xml = urlSetXml(PUBLIC_URL, stores.en, [entry(), entry({ key: 2, path: "/", priority: 1, alternates: [{ store: stores.fr, url: "/" }, { store: stores.en, url: "/" }] }), entry({ key: 3, path: "/only-english", alternates: [{ store: stores.en, url: "/only-english" }] })]);
    const checked = sitemapProblems(xml, PUBLIC_URL);
    expect(checked.problems).toEqual([]);
    expect(checked.kind).toBe("urlset");
    expect(checked.locs).toEqual([`${PUBLIC_URL}/en/lavande-vraie`, `${PUBLIC_URL}/en/`, `${PUBLIC_URL}/en/only-english`]);
    expect(checked.alternates[0]).toEqual([`fr-FR ${PUBLIC_URL}/lavande-vraie`, `en-GB ${PUBLIC_URL}/en/true-lavender`, `x-default ${PUBLIC_URL}/lavande-vraie`]);
    expect(checked.alternates[1]).toEqual([`fr-FR ${PUBLIC_URL}/`, `en-GB ${PUBLIC_URL}/en/`, `x-default ${PUBLIC_URL}/`]);
    // No French version: no x-default (as SeoLinks).
    expect(checked.alternates[2]).toEqual([`en-GB ${PUBLIC_URL}/en/only-english`]);
    expect(xml).toContain("<image:loc>http://shop.example/media/product/LAV%26&lt;1&gt;.svg</image:loc>");

    const index = sitemapIndexXml(PUBLIC_URL, [{ store: stores.fr, file: { type: "products", page: 2, lastmod: "2026-11-27T10:00:00.000Z", entryCount: 5000 } }]);
    const checkedIndex = sitemapProblems(index, PUBLIC_URL);
    expect(checkedIndex).toMatchObject({ problems: [], kind: "sitemapindex", locs: [`${PUBLIC_URL}/sitemaps/fr-products-2.xml`] });
  });

  it("the checker catches what the schema refuses", () => {
    const bad = `<?xml version="1.0"?><urlset xmlns="${SITEMAP_NS}"><url><lastmod>yesterday</lastmod><loc>/relative</loc><priority>2</priority></url></urlset>`;
    expect(sitemapProblems(bad, PUBLIC_URL).problems.length).toBeGreaterThanOrEqual(3);
    expect(sitemapProblems("<urlset><url></urlset>", PUBLIC_URL).problems[0]).toMatch(/not well-formed/);
  });

  it("robots.txt points to the index and keeps crawlers out of the private and endless pages of both stores, never by a bare prefix", () => {
    const robots = robotsTxt(PUBLIC_URL);
    expect(robots).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
    expect(robots).toMatch(/^User-agent: \*$/m);
    for (const prefix of ["", "/en"]) {
      for (const path of ["user", "checkout", "cart", "search", "login", "register", "wishlist/share", "stock-alert", "newsletter", "account", "staff"]) {
        expect(ROBOTS_DISALLOWED).toContain(path);
        for (const suffix of ["$", "/", "?"]) expect(robots).toContain(`Disallow: ${prefix}/${path}${suffix}\n`);
      }
    }
    expect(robots).not.toMatch(/^Disallow: \S*[a-z]$/m);
  });
});

describe.skipIf(!isBuilt)("sitemaps of the production build", () => {
  let app: InProcessApp;
  /** The absolute URL the sitemap names as the test app's own. */
  const local = (url: string) => url.replace(PUBLIC_URL, app.base);

  beforeAll(async () => {
    // Forwarding headers believed from this machine, as behind a proxy: they must still never reach an answer.
    app = await startInProcessApp({ PUBLIC_URL, TRUST_PROXY: "loopback", PAGE_CACHE_TTL_SECONDS: "60" });
  }, 60_000);
  afterAll(() => app?.close());

  const fileUrls = async () => {
    const index = await rawGet(app.base, "/sitemap.xml");
    expect(index.status).toBe(200);
    const checked = sitemapProblems(index.body, PUBLIC_URL);
    expect(checked.problems).toEqual([]);
    return checked.locs;
  };

  it("the index lists every file of both stores, each valid, cacheable and revalidated by its ETag", async () => {
    const locs = await fileUrls();
    const expected: string[] = [];
    for (const store of Object.values(stores)) {
      for (const file of await app.commerce.services.sitemaps.index(serviceScope({ store }))) expected.push(`${PUBLIC_URL}/sitemaps/${store.code}-${file.type}-${file.page}.xml`);
    }
    expect(locs).toEqual(expected);
    expect(locs.some((loc) => loc.includes("/en-products-1.xml"))).toBe(true);
    for (const loc of locs) {
      const file = await rawGet(app.base, new URL(loc).pathname);
      expect(file.status, loc).toBe(200);
      expect(file.headers["content-type"]).toBe("application/xml; charset=utf-8");
      expect(file.headers["cache-control"]).toBe("public, max-age=0, must-revalidate");
      const checked = sitemapProblems(file.body, PUBLIC_URL);
      expect(checked.problems, loc).toEqual([]);
      expect(checked.kind).toBe("urlset");
      expect(checked.locs.length, loc).toBeGreaterThan(0);
      const again = await rawGet(app.base, new URL(loc).pathname, { "if-none-match": String(file.headers.etag) });
      expect(again.status).toBe(304);
    }
    const gzipped = await rawGet(app.base, "/sitemaps/fr-products-1.xml", { "accept-encoding": "gzip, br" });
    expect(gzipped.headers["content-encoding"]).toBe("gzip");
    expect(sitemapProblems(gzipped.body, PUBLIC_URL).problems).toEqual([]);
    expect((await rawGet(app.base, "/sitemaps/fr-products-999.xml")).status).toBe(404);
    expect((await rawGet(app.base, "/sitemaps/de-products-1.xml")).status).toBe(404);
  });

  it("every URL of both stores' sitemaps answers 200, is its page's canonical URL, and robots.txt lets crawlers in", async () => {
    const pages = new Set<string>();
    /** The sitemaps' own URLs: each page's canonical link must be the same URL. */
    const locs = new Set<string>();
    for (const loc of await fileUrls()) {
      const file = await rawGet(app.base, new URL(loc).pathname);
      const checked = sitemapProblems(file.body, PUBLIC_URL);
      for (const url of checked.locs) pages.add(url);
      for (const url of checked.locs) locs.add(url);
      for (const links of checked.alternates) for (const link of links) pages.add(link.split(" ")[1]);
    }
    expect(pages.size).toBeGreaterThan(100);
    // And robots.txt lets crawlers reach every one of them (RFC 9309 rules: a prefix, `$` anchoring the end).
    const rules = robotsTxt(PUBLIC_URL)
      .split("\n")
      .filter((line) => line.startsWith("Disallow: "))
      .map((line) => line.slice("Disallow: ".length));
    const blocked = [...pages].filter((url) => {
      const { pathname, search } = new URL(url);
      return rules.some((rule) => (rule.endsWith("$") ? pathname + search === rule.slice(0, -1) : (pathname + search).startsWith(rule)));
    });
    expect(blocked).toEqual([]);
    const failures: string[] = [];
    const queue = [...pages];
    // A few at a time: the shop's own pace, not a load test.
    await Promise.all(
      Array.from({ length: 6 }, async () => {
        for (let url = queue.shift(); url; url = queue.shift()) {
          const response = await fetch(local(url), { redirect: "manual" });
          const html = await response.text();
          if (response.status !== 200) failures.push(`${response.status} ${url}`);
          const canonical = /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1]?.replaceAll("&amp;", "&");
          if (locs.has(url) && canonical !== url) failures.push(`canonical ${canonical} of ${url}`);
        }
      }),
    );
    expect(failures).toEqual([]);
  }, 120_000);

  it("robots.txt names the sitemap at the public URL", async () => {
    const robots = await rawGet(app.base, "/robots.txt", { host: "evil.example", "x-forwarded-host": "evil.example" });
    expect(robots.status).toBe(200);
    expect(robots.headers["content-type"]).toMatch(/^text\/plain/);
    expect(robots.body).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
    expect(robots.body).not.toContain("evil.example");
  });

  it("a forged Host or X-Forwarded-Host shows up in no answer, and no page kept by the page cache carries it", async () => {
    const product = (await app.commerce.services.sitemaps.entries(serviceScope(), "products", 1, { limit: 1 }))![0].path;
    const category = (await app.commerce.services.sitemaps.entries(serviceScope({ store: stores.en }), "categories", 1, { limit: 1 }))![0].path;
    const targets = ["/", "/en/", product, `/en${category}`, "/sitemap.xml", "/sitemaps/fr-products-1.xml", "/sitemaps/en-categories-1.xml", "/robots.txt", "/no-such-page"];
    const forgeries: Record<string, string>[] = [{ host: "evil.example" }, { "x-forwarded-host": "evil.example" }, { host: "evil.example:8443", "x-forwarded-host": "evil.example", "x-forwarded-proto": "https" }];
    for (const target of targets) {
      for (const forged of forgeries) {
        const answer = await rawGet(app.base, target, forged);
        expect([200, 404], `${target} ${JSON.stringify(forged)}`).toContain(answer.status);
        expect(answer.body, `${target} ${JSON.stringify(forged)}`).not.toContain("evil.example");
        expect(JSON.stringify(answer.headers), `${target} headers`).not.toContain("evil.example");
      }
      // Then asked as anybody would: what the cache kept from the forged requests carries nothing of them.
      const plain = await rawGet(app.base, target);
      expect(plain.body, `${target} afterwards`).not.toContain("evil.example");
      if (target.startsWith("/sitemap")) continue;
      if (plain.status === 200 && !target.endsWith(".txt")) {
        expect(plain.headers["x-page-cache"], `${target} stored`).toBe("hit");
        expect(plain.body).toContain(`${PUBLIC_URL}`);
      }
    }
  });
});

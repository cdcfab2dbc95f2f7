import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { IntlProvider } from "react-intl";
import { createRoutesStub } from "react-router";
import { describe, expect, it, vi } from "vitest";
import type { TypedDocumentNode } from "@apollo/client";
import type { AddSharedWishlistToCart, AddSharedWishlistToCartVariables } from "../../lib/generated/graphql.ts";
import { catalogs, intlFor, type Locale } from "../../lib/i18n.ts";
import { serverLoader } from "../../lib/route-data.ts";
import { SharedWishlistAddScreen } from "./shared-wishlist-add.tsx";
import { SHARED_WISHLIST_HEADERS, loadSharedWishlist, sharedWishlistCartAction, sharedWishlistHead } from "./shared-wishlist-data.ts";
import { wishlistOptionTexts } from "./shared-wishlist-item.tsx";
import { type SharedWishlistCartResult, type SharedWishlistData, shareCodeParam, sharedItemIdParam, sharedWishlistAddPath, sharedWishlistPath } from "./shared-wishlist-queries.ts";
import { SharedWishlistScreen } from "./shared-wishlist-screen.tsx";
import type { WishlistItemData } from "./wishlist-item-fields.ts";
import { testItem, testPrice, testProduct } from "./wishlist-test-kit.ts";

const CODE = "Zq8vN3kR-t_2xWb9LmP4cA";
const price = (amount: number, currency = "GBP") => testPrice(amount, currency);
const product = (overrides: Parameters<typeof testProduct>[1] = {}) => testProduct("GBP", overrides);
const item = (overrides: Partial<WishlistItemData> = {}): WishlistItemData =>
  testItem("GBP", {
    id: "w1",
    sku: "HE-LAVANDE-30",
    selectedOptions: [{ option_id: "volume", option_value: "30", label: "Volume", value_label: "30 ml" }],
    ...overrides,
  });

const available = item();
const needsOptions = item({
  id: "w2",
  sku: "HE-MENTHE",
  name: "Menthe poivrée",
  availability: "OPTIONS_REQUIRED",
  product: product({ sku: "HE-MENTHE", name: "Menthe poivrée", path: "/huiles-essentielles/menthe-poivree", botanical_name: null }),
  selectedOptions: [],
  price: null,
});
const soldOut = item({ id: "w3", sku: "FL-AMBRE-50", name: "Flacon ambré", availability: "OUT_OF_STOCK", product: product({ sku: "FL-AMBRE-50", name: "Flacon ambré", path: "/flacon-ambre", type: "simple" }), selectedOptions: [], price: price(3.5) });
const gone = item({ id: "w4", sku: "HE-OLD", name: "Ancienne essence", availability: "UNAVAILABLE", product: null, selectedOptions: [], price: null });

function wishlist(items: WishlistItemData[] = [available, needsOptions, soldOut, gone]): SharedWishlistData {
  return { id: CODE, ownerFirstName: "Camille", itemsCount: items.length, items };
}

function render(element: ReactNode, locale: Locale = "en-GB") {
  const Stub = createRoutesStub([{ path: "*", Component: () => <>{element}</>, action: () => null }]);
  return renderToString(
    <IntlProvider locale={locale} messages={catalogs[locale]}>
      <Stub initialEntries={[sharedWishlistPath(CODE)]} />
    </IntlProvider>,
  );
}
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\u00a0|\u202f/g, " ")
    .replace(/\s+/g, " ");
/** The markup of the item whose attribute is given (`data-wishlist-item="w1"`), to the end of its article. */
const entry = (html: string, attribute: string) => {
  const start = html.indexOf(attribute);
  expect(start, attribute).toBeGreaterThan(-1);
  return html.slice(start, html.indexOf("</article>", start));
};

/** An item as the add's outcome names it. */
const named = ({ id, sku, name, product }: WishlistItemData) => ({ id, sku, name, product: product && { sku: product.sku, name: product.name, path: product.path } });

function cartResult(overrides: Partial<SharedWishlistCartResult> = {}): SharedWishlistCartResult {
  return {
    success: false,
    errorMessage: null,
    errorCode: null,
    added: [named(available)],
    skipped: [
      { reason: "Choose the options on the product page first.", availability: "OPTIONS_REQUIRED", cartErrorCode: null, item: named(needsOptions) },
      { reason: "Out of stock.", availability: "OUT_OF_STOCK", cartErrorCode: null, item: named(soldOut) },
    ],
    cart: { itemsQuantity: 5, prices: { subtotal: price(80) } } as SharedWishlistCartResult["cart"],
    ...overrides,
  };
}

describe("shared wishlist addresses", () => {
  it("takes a code or an item id from the address only when it looks like one", () => {
    expect(shareCodeParam(` ${CODE} `)).toBe(CODE);
    for (const value of [undefined, "", "abc", "a/b-cdefghij", "x".repeat(129), "Zq8vN3kR t_2xWb9"]) expect(shareCodeParam(value), String(value)).toBeNull();
    expect(sharedItemIdParam("42")).toBe("42");
    expect(sharedItemIdParam("4 2")).toBeNull();
    expect(sharedWishlistPath(CODE)).toBe(`/wishlist/share/${CODE}`);
    expect(sharedWishlistAddPath(CODE)).toBe(`/wishlist/share/${CODE}/add`);
    expect(sharedWishlistAddPath(CODE, "42")).toBe(`/wishlist/share/${CODE}/add/42`);
  });

  it("says every kept choice, a bundle's choices together with their quantities", () => {
    const intl = intlFor("fr-FR");
    const texts = wishlistOptionTexts(intl, {
      selectedOptions: [{ option_id: "volume", option_value: "30", label: "Contenance", value_label: "30 ml" }],
      selectedCustomOptions: [{ option_id: "7", option_value: "Pour Léa", label: "Gravure", value_label: "Pour Léa" }],
      selectedBundleOptions: [
        { option_id: "1", option_value: "HE-LAV", option_qty: 2, label: "Huiles", value_label: "Lavande" },
        { option_id: "1", option_value: "HE-MEN", option_qty: 1, label: "Huiles", value_label: "Menthe" },
      ],
    });
    expect(texts).toEqual(["Contenance : 30 ml", "Gravure : Pour Léa", "Huiles : 2 × Lavande, Menthe"]);
  });
});

describe("SharedWishlistScreen", () => {
  it("lists the items with their choices, price, availability and what each offers", () => {
    const html = render(<SharedWishlistScreen wishlist={wishlist()} shareCode={CODE} />);
    const body = text(html);
    expect(body).toContain("4 items");
    // "Add everything" and each available item's own add post to the add pages' action, without JavaScript too.
    expect(html).toMatch(new RegExp(`<form [^>]*action="/wishlist/share/${CODE}/add"[^>]*data-form="shared-wishlist-add-all"|<form [^>]*data-form="shared-wishlist-add-all"[^>]*action="/wishlist/share/${CODE}/add"`));
    expect(html).toContain('<input type="hidden" name="intent" value="add"/>');

    const first = entry(html, 'data-wishlist-item="w1"');
    expect(first).toContain('href="/huiles-essentielles/lavande-fine"');
    expect(text(first)).toContain("Lavande fine Lavandula angustifolia Volume: 30 ml £12.00 In stock");
    expect(first).toContain(`action="/wishlist/share/${CODE}/add/w1"`);
    expect(text(first)).toContain("Add to basket (Lavande fine)");

    const second = entry(html, 'data-wishlist-item="w2"');
    expect(text(second)).toContain("From £9.00 Options to choose on the product page");
    expect(second).toContain('href="/huiles-essentielles/menthe-poivree"');
    expect(text(second)).toContain("Choose the options (Menthe poivrée)");
    expect(second).not.toContain("<form");

    const third = entry(html, 'data-wishlist-item="w3"');
    expect(text(third)).toContain("£3.50 Out of stock");
    expect(third).not.toContain("<form");

    // No longer sold: its name as kept, no link, no price, no button.
    const fourth = entry(html, 'data-wishlist-item="w4"');
    expect(text(fourth)).toContain("Ancienne essence No longer sold");
    expect(fourth).not.toContain("href=");
    expect(fourth).not.toContain("<form");
  });

  it("offers no \"add everything\" when nothing can be added, and says so", () => {
    const html = render(<SharedWishlistScreen wishlist={wishlist([soldOut, gone])} shareCode={CODE} />, "fr-FR");
    expect(html).not.toContain("<form");
    expect(text(html)).toContain("2 articles Aucun de ces articles ne peut être ajouté au panier pour le moment.");
  });

  it("says an empty list is empty, by its owner's first name", () => {
    const html = render(<SharedWishlistScreen wishlist={wishlist([])} shareCode={CODE} />, "fr-FR");
    expect(text(html)).toContain("Aucun article Camille n'a encore rien mis dans cette liste.");
    expect(html).not.toContain("<ul");
  });
});

describe("SharedWishlistAddScreen", () => {
  it("before posting, says what will be added and what will not, with the one button", () => {
    const html = render(<SharedWishlistAddScreen wishlist={wishlist()} shareCode={CODE} itemId={null} posted={null} />);
    const body = text(html);
    expect(body).toContain("1 item will be added to your basket");
    expect(body).toContain("3 items cannot be added");
    expect(html).toContain('data-will-add="w1"');
    for (const id of ["w2", "w3", "w4"]) expect(html).toContain(`data-will-skip="${id}"`);
    expect(html.match(/<form /g)).toHaveLength(1);
    expect(html).toMatch(new RegExp(`<form [^>]*action="/wishlist/share/${CODE}/add"`));
    expect(body).toContain("Add everything to basket");
    expect(html).toContain(`href="/wishlist/share/${CODE}"`);
    expect(body).toContain("Back to Camille's wishlist");
    // The live region is there, empty, before anything is posted.
    expect(html).toMatch(/<div role="status"[^>]*data-basket-status=""><\/div>/);
  });

  it("for one item, shows that item alone and posts to its own address", () => {
    const html = render(<SharedWishlistAddScreen wishlist={wishlist()} shareCode={CODE} itemId="w1" posted={null} />, "fr-FR");
    expect(html).toContain('data-will-add="w1"');
    expect(html).not.toContain('data-will-skip="');
    expect(html).toMatch(new RegExp(`<form [^>]*action="/wishlist/share/${CODE}/add/w1"`));
    expect(text(html)).toContain("Ajouter au panier");
  });

  it("for one item that cannot be added, offers no button but the way to its options", () => {
    const html = render(<SharedWishlistAddScreen wishlist={wishlist()} shareCode={CODE} itemId="w2" posted={null} />);
    expect(html).not.toContain("<form");
    expect(html).toContain('data-will-skip="w2"');
    expect(html).toContain('href="/huiles-essentielles/menthe-poivree"');
  });

  it("after posting, says what was added, what was not and why, and the basket now", () => {
    const html = render(<SharedWishlistAddScreen wishlist={wishlist()} shareCode={CODE} itemId={null} posted={{ kind: "done", result: cartResult() }} />);
    const body = text(html);
    expect(html).toContain('data-shared-wishlist-result="partly"');
    expect(html).toMatch(/<h2 id="shared-wishlist-result" tabindex="-1"[^>]*>.*1 item added to your basket<\/h2>/);
    expect(html).toContain('data-added-item="w1"');
    expect(body).toContain("Added to your basket");
    expect(body).toContain("Not added");
    const options = entry(html, 'data-skipped-item="w2"');
    expect(options).toContain('data-skip-reason="options_required"');
    expect(text(options)).toContain("Choose the options on the product page first.");
    expect(options).toContain('href="/huiles-essentielles/menthe-poivree"');
    expect(text(entry(html, 'data-skipped-item="w3"'))).toContain("Out of stock.");
    expect(html).toMatch(/<div role="status"[^>]*data-basket-status=""><p[^>]*>Your basket holds 5 items, subtotal £80.00 incl. VAT.<\/p><\/div>/);
    expect(html).toContain('href="/cart"');
    expect(html).toContain('href="/checkout"');
    expect(body).toContain("View my basket");
    // Nothing more to post.
    expect(html).not.toContain("<form");
  });

  it("names an item its owner removed meanwhile by the name the outcome gives", () => {
    const removed = { id: "w7", sku: "HE-ROMARIN", name: "Romarin à cinéole", product: { sku: "HE-ROMARIN", name: "Romarin à cinéole", path: "/romarin" } };
    const result = cartResult({ added: [{ id: "w7", sku: "HE-ROMARIN", name: "Romarin à cinéole" }], skipped: [{ reason: "Out of stock.", availability: "OUT_OF_STOCK", cartErrorCode: null, item: { ...removed, id: "w8" } }] });
    const html = render(<SharedWishlistAddScreen wishlist={wishlist()} shareCode={CODE} itemId={null} posted={{ kind: "done", result }} />);
    expect(text(entry(html, 'data-added-item="w7"'))).toContain("Romarin à cinéole");
    const skipped = entry(html, 'data-skipped-item="w8"');
    expect(skipped).toContain('href="/romarin"');
    expect(text(skipped)).toContain("Out of stock.");
  });

  it("tells a refusal of the basket as such, and one of the whole request by its message", () => {
    const refusedByBasket = cartResult({ added: [], skipped: [{ reason: "Your basket is full.", availability: "AVAILABLE", cartErrorCode: "CART_FULL" as never, item: named(available) }] });
    const html = render(<SharedWishlistAddScreen wishlist={wishlist()} shareCode={CODE} itemId="w1" posted={{ kind: "done", result: refusedByBasket }} />, "fr-FR");
    expect(html).toContain('data-shared-wishlist-result="none"');
    expect(text(html)).toContain("Aucun article n'a été ajouté à votre panier");
    expect(entry(html, 'data-skipped-item="w1"')).toContain('data-skip-reason="basket"');

    const nothing = cartResult({ added: [], skipped: [], errorMessage: "Le panier n'a pas pu être enregistré." });
    const refused = render(<SharedWishlistAddScreen wishlist={wishlist()} shareCode={CODE} itemId={null} posted={{ kind: "done", result: nothing }} />, "fr-FR");
    expect(refused).toMatch(/role="alert"[^>]*>.*Le panier n&#x27;a pas pu être enregistré\./);
  });

  it("shows a refusal without an answer above the page, which stays as it was", () => {
    const html = render(<SharedWishlistAddScreen wishlist={wishlist()} shareCode={CODE} itemId={null} posted={{ kind: "refused", message: "Too many attempts: try again in 10 minutes." }} />);
    expect(html).toMatch(/data-shared-wishlist-refused="">Too many attempts: try again in 10 minutes\./);
    expect(html).toMatch(new RegExp(`<form [^>]*action="/wishlist/share/${CODE}/add"`));
  });
});

describe("shared wishlist pages' loader", () => {
  const load = serverLoader(loadSharedWishlist);
  const call = (params: Record<string, string>, answer: unknown) => {
    const query = vi.fn(async () => ({ data: { sharedWishlist: answer } }));
    const context = { queries: { query }, page: { basename: "/", locale: "fr-FR", maintenance: false, offline: false } };
    return { query, result: load({ params, request: new Request(`http://localhost${sharedWishlistPath(params.shareCode ?? "")}`), context } as never) };
  };
  const found = { errorCode: null, errorMessage: null, wishlist: wishlist() };
  type Answered = { data: unknown; init: { status: number } | null };

  it("finds a shared list by its code, read afresh, and an item of it", async () => {
    const list = call({ shareCode: CODE }, found);
    expect(await list.result).toEqual({ kind: "found", shareCode: CODE, ownerFirstName: "Camille", itemsCount: 4, itemId: null });
    expect(list.query).toHaveBeenCalledWith({ query: expect.anything(), variables: { shareCode: CODE }, fetchPolicy: "network-only" });
    expect(await call({ shareCode: CODE, itemId: "w3" }, found).result).toMatchObject({ kind: "found", itemId: "w3" });
  });

  it("answers 404 for an unknown code, an item of another list and an address that is no code, 429 while throttled", async () => {
    const cases: [Record<string, string>, unknown, number, unknown][] = [
      [{ shareCode: CODE }, { errorCode: "UNKNOWN_SHARE_CODE", errorMessage: "No list.", wishlist: null }, 404, { kind: "notFound" }],
      [{ shareCode: CODE, itemId: "w99" }, found, 404, { kind: "notFound" }],
      [{ shareCode: CODE }, { errorCode: "FEATURE_DISABLED", errorMessage: "Off.", wishlist: null }, 404, { kind: "unavailable" }],
      [{ shareCode: CODE }, { errorCode: "TOO_MANY_ATTEMPTS", errorMessage: "Try again in 10 minutes.", wishlist: null }, 429, { kind: "throttled", message: "Try again in 10 minutes." }],
    ];
    for (const [params, answer, status, page] of cases) {
      const answered = (await call(params, answer).result) as Answered;
      expect(answered.init?.status, JSON.stringify(params)).toBe(status);
      expect(answered.data).toEqual(page);
    }
    const malformed = call({ shareCode: "not a code" }, found);
    expect(((await malformed.result) as Answered).init?.status).toBe(404);
    expect(malformed.query).not.toHaveBeenCalled();
  });
});

describe("sharedWishlistCartAction (the add pages' forms, with or without JavaScript)", () => {
  const MUTATION = { kind: "Document", definitions: [] } as unknown as TypedDocumentNode<AddSharedWishlistToCart, AddSharedWishlistToCartVariables>;
  const action = sharedWishlistCartAction(MUTATION);
  type Answered = { data: { outcome: { kind: string; message?: string; result?: unknown } }; init: { status: number; headers: Headers } };

  function call(params: Record<string, string>, { answer = cartResult() as Partial<SharedWishlistCartResult> | Error, fields = { intent: "add" } as Record<string, string>, headers = {} as Record<string, string> } = {}) {
    const request = new Request(`http://localhost/en${sharedWishlistAddPath(params.shareCode ?? "", params.itemId)}`, {
      method: "POST",
      body: new URLSearchParams(fields),
      headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
    });
    const mutate = vi.fn(async () => {
      if (answer instanceof Error) throw answer;
      return { data: { addSharedWishlistToCart: answer }, setCookies: ["eb_session=abc; Path=/; HttpOnly"] };
    });
    const warn = vi.fn();
    const context = { queries: { mutate }, page: { basename: "/en", locale: "en-GB", maintenance: false, offline: false }, log: { warn } };
    return { mutate, warn, response: action({ request, context, params } as never) };
  }

  it("adds every item, or the one asked, to the visitor's basket and answers what came of it with the API's cookies", async () => {
    const all = call({ shareCode: CODE });
    const answered = (await all.response) as Answered;
    expect(all.mutate).toHaveBeenCalledWith({ mutation: MUTATION, variables: { shareCode: CODE, itemId: null } });
    expect(answered.init.status).toBe(200);
    expect(answered.data.outcome).toEqual({ kind: "done", result: cartResult() });
    expect(answered.init.headers.get("set-cookie")).toContain("eb_session=abc");
    expect(answered.init.headers.get("cache-control")).toBe("no-store");

    const one = call({ shareCode: CODE, itemId: "w1" });
    await one.response;
    expect(one.mutate).toHaveBeenCalledWith({ mutation: MUTATION, variables: { shareCode: CODE, itemId: "w1" } });
  });

  it("answers 404 for an unknown code or another list's item, 404 while the feature is off, 429 while throttled", async () => {
    for (const [errorCode, status, kind] of [
      ["UNKNOWN_SHARE_CODE", 404, "notFound"],
      ["UNKNOWN_ITEM", 404, "notFound"],
      ["FEATURE_DISABLED", 404, "unavailable"],
      ["TOO_MANY_ATTEMPTS", 429, "refused"],
    ] as const) {
      const answered = (await call({ shareCode: CODE, itemId: "w9" }, { answer: cartResult({ errorCode, errorMessage: "Try again in 10 minutes.", added: [], skipped: [] }) }).response) as Answered;
      expect(answered.init.status, errorCode).toBe(status);
      expect(answered.data.outcome.kind, errorCode).toBe(kind);
    }
  });

  it("changes nothing for a form from another site, another form, or an address that is no code", async () => {
    for (const [fields, headers] of [
      [{ intent: "add" }, { "sec-fetch-site": "cross-site" }],
      [{ intent: "add" }, { origin: "https://evil.example" }],
      [{ intent: "remove" }, {}],
    ] as const) {
      const { mutate, response } = call({ shareCode: CODE, itemId: "w1" }, { fields, headers });
      const answer = (await response) as Response;
      expect(answer.status).toBe(303);
      expect(answer.headers.get("location")).toBe(`/wishlist/share/${CODE}/add/w1`);
      expect(mutate).not.toHaveBeenCalled();
    }
    const malformed = call({ shareCode: "../../cart" });
    expect(((await malformed.response) as Answered).init.status).toBe(404);
    expect(malformed.mutate).not.toHaveBeenCalled();
  });

  it("tells a failure without an answer by its kind, in the store's language", async () => {
    const { warn, response } = call({ shareCode: CODE }, { answer: new Error("down") });
    const answered = (await response) as Answered;
    expect(answered.data.outcome).toEqual({ kind: "refused", message: intlFor("en-GB").formatMessage({ id: "mutation.fault.unavailable" }) });
    expect(warn).toHaveBeenCalledTimes(1);
  });
});

describe("shared wishlist pages' head and headers", () => {
  it("keeps the page out of caches and search engines and its address out of other sites' Referer headers", () => {
    expect(SHARED_WISHLIST_HEADERS).toEqual({ "Cache-Control": "private, no-store", "Referrer-Policy": "same-origin", "X-Robots-Tag": "noindex" });
    const matches = [{ id: "root", loaderData: { page: { locale: "fr-FR" }, shopName: "Essences & Botanique" } }];
    expect(sharedWishlistHead(matches, "La liste d'envies de Camille")).toEqual([
      { title: "La liste d'envies de Camille | Essences & Botanique" },
      { name: "description", content: expect.stringMatching(/^Essences & Botanique : /) },
      { property: "og:type", content: "website" },
      { property: "og:title", content: "La liste d'envies de Camille" },
      { property: "og:description", content: expect.stringMatching(/^Essences & Botanique : /) },
      { name: "robots", content: "noindex" },
      { name: "referrer", content: "same-origin" },
    ]);
  });
});

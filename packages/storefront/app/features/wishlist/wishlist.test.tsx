import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { IntlProvider } from "react-intl";
import { createRoutesStub } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { catalogs, type Locale } from "../../lib/i18n.ts";
import { type WishlistRefusal, wishlistAction } from "./wishlist-action.ts";
import { WishlistHeart } from "./wishlist-heart.tsx";
import type { WishlistItemData } from "./wishlist-item-fields.ts";
import { testItem, testPrice, testProduct } from "./wishlist-test-kit.ts";
import { cartLineOfItem } from "./wishlist-cart-line.ts";
import { itemsOfSku } from "./wishlist-items.ts";
import { wishlistLoginPath } from "./wishlist-paths.ts";
import type { WishlistData } from "./wishlist-queries.ts";
import { WishlistScreen, type WishlistScreenProps } from "./wishlist-screen.tsx";
import { recipientCount, recipientsOf, recipientsProblem } from "./wishlist-send.ts";
import { type WishlistState, WishlistStateProvider } from "./wishlist-state.tsx";

const product = (overrides: Parameters<typeof testProduct>[1] = {}) => testProduct("EUR", overrides);
const item = (overrides: Partial<WishlistItemData> = {}): WishlistItemData =>
  testItem("EUR", {
    id: "11",
    selectedOptions: [{ option_id: "93", option_value: "30ml", label: "Volume", value_label: "30 ml" }],
    selectedCustomOptions: [{ option_id: "4", option_value: "Pour Camille", label: "Gravure", value_label: "Pour Camille" }],
    price: testPrice(14.5, "EUR"),
    ...overrides,
  });

const lavender = item();
const mint = item({
  id: "12",
  sku: "HE-MENTHE",
  name: "Menthe poivrée",
  availability: "OPTIONS_REQUIRED",
  product: product({ sku: "HE-MENTHE", name: "Menthe poivrée", path: "/huiles-essentielles/menthe-poivree", botanical_name: null }),
  selectedOptions: [],
  selectedCustomOptions: [],
  price: null,
});
const gone = item({ id: "13", sku: "HE-OLD", name: "Ancienne essence", availability: "UNAVAILABLE", product: null, selectedOptions: [], selectedCustomOptions: [], price: null });

function wishlist(items: WishlistItemData[] = [lavender, mint, gone], share: { isShareable: boolean; shareCode: string | null } = { isShareable: false, shareCode: null }): WishlistData {
  return { id: "wl-1", itemsCount: items.length, items, ...share };
}

const state = (overrides: Partial<WishlistState> = {}): WishlistState => ({ active: true, status: "ready", wishlist: wishlist(), announce: () => {}, ...overrides });

function render(element: ReactNode, { locale = "fr-FR" as Locale, value = state(), path = "/category/3?page=2" } = {}) {
  const Stub = createRoutesStub([{ path: "*", Component: () => <WishlistStateProvider value={value}>{element}</WishlistStateProvider>, action: () => null }]);
  return renderToString(
    <IntlProvider locale={locale} messages={catalogs[locale]}>
      <Stub initialEntries={[path]} />
    </IntlProvider>,
  );
}
/** The opening tag that holds `attribute` (React writes attributes in its own order). */
const tagWith = (html: string, attribute: string) => html.match(new RegExp(`<[a-z]+ [^>]*${attribute.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")}[^>]*>`))?.[0] ?? "";
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/\u00a0|\u202f/g, " ")
    .replace(/\s+/g, " ");

describe("WishlistHeart", () => {
  it("is not there at all while the shop has wishlists off", () => {
    expect(render(<WishlistHeart sku="HE-LAVANDE" name="Lavande fine" look="card" />, { value: state({ active: false, status: "off", wishlist: null }) })).toBe("");
  });

  it("on a card: a form posting to the wishlist's action, coming back to the page, unpressed until the list holds the sku", () => {
    const html = render(<WishlistHeart sku="HE-ROSE" name="Rose de Damas" look="card" />);
    expect(tagWith(html, 'action="/user/wishlist"')).toContain('method="post"');
    expect(html).toContain('<input type="hidden" name="sku" value="HE-ROSE"/>');
    expect(html).toContain('<input type="hidden" name="redirect" value="/category/3?page=2"/>');
    const button = tagWith(html, "data-wishlist-heart");
    for (const attribute of ['type="submit"', 'name="intent"', 'value="add"', 'aria-pressed="false"', 'aria-label="Ajouter Rose de Damas à ma liste d&#x27;envies"']) expect(button).toContain(attribute);
    // A visitor, or before the list has loaded: the same unpressed heart the server renders.
    expect(render(<WishlistHeart sku="HE-LAVANDE" name="Lavande fine" look="card" />, { value: state({ status: "visitor", wishlist: null }) })).toContain('aria-pressed="false"');
  });

  it("is pressed when any item has the product's sku, and then says it removes it, in both stores", () => {
    const html = render(<WishlistHeart sku="HE-LAVANDE" name="Lavande fine" look="card" />);
    expect(html).toMatch(/aria-pressed="true"[^>]*aria-label="Retirer Lavande fine de ma liste d&#x27;envies"/);
    const english = render(<WishlistHeart sku="HE-LAVANDE" name="Lavande fine" look="card" />, { locale: "en-GB" });
    expect(english).toContain('aria-label="Remove Lavande fine from my wishlist"');
    expect(render(<WishlistHeart sku="HE-ROSE" name="Rose" look="card" />, { locale: "en-GB" })).toContain('aria-label="Add Rose to my wishlist"');
  });

  it("on a product page: a button of the add form, posting its selection's fields to the wishlist's action, with its words", () => {
    const html = render(<WishlistHeart sku="HE-ROSE" name="Rose de Damas" look="page" form="add-form" />, { path: "/product/HE-ROSE?volume=10ml" });
    expect(html).not.toContain("<form");
    const button = tagWith(html, "data-wishlist-heart");
    for (const attribute of ['type="submit"', 'name="intent"', 'value="add"', 'aria-pressed="false"', 'form="add-form"', 'formAction="/user/wishlist"', 'formMethod="post"', 'formNoValidate=""']) expect(button).toContain(attribute);
    expect(html).toContain('<input type="hidden" form="add-form" name="sku" value="HE-ROSE"/>');
    expect(html).toContain('<input type="hidden" form="add-form" name="redirect" value="/product/HE-ROSE?volume=10ml"/>');
    expect(text(html)).toContain("Ajouter à ma liste d'envies");
    expect(html).not.toContain("aria-label=");
  });
});

describe("wishlist items", () => {
  it("count a product as kept when any item has its sku, and make one basket line of an item with its choices", () => {
    expect(itemsOfSku([lavender, mint, item({ id: "14" })], "HE-LAVANDE").map((entry) => entry.id)).toEqual(["11", "14"]);
    expect(itemsOfSku(undefined, "HE-LAVANDE")).toEqual([]);
    expect(cartLineOfItem(item({ selectedBundleOptions: [{ option_id: "2", option_value: "FL-10", option_qty: 2, label: "Flacon", value_label: "Flacon 10 ml" }] }))).toEqual({
      sku: "HE-LAVANDE",
      quantity: 1,
      selectedOptions: [{ option_id: "93", option_value: "30ml" }],
      selectedCustomOptions: [{ option_id: "4", option_value: "Pour Camille" }],
      selectedBundleOptions: [{ option_id: "2", option_value: "FL-10", option_qty: 2 }],
    });
  });

  it("read the addresses to send the link to, and say what is wrong before sending", () => {
    expect(recipientsOf(" ami@example.fr, autre@example.fr;\n troisieme@example.fr ,, ")).toEqual(["ami@example.fr", "autre@example.fr", "troisieme@example.fr"]);
    expect(recipientsProblem([])).toEqual({ id: "wishlist.send.none" });
    expect(recipientsProblem(["a@b.fr", "c@d.fr", "e@f.fr", "g@h.fr", "i@j.fr", "k@l.fr"])).toEqual({ id: "wishlist.send.tooMany" });
    expect(recipientsProblem(["a@b.fr", "pas-une-adresse"])).toEqual({ id: "wishlist.send.invalid", values: { email: "pas-une-adresse" } });
    expect(recipientsProblem(["a@b.fr"])).toBeNull();
    expect(recipientCount(["Ami@example.fr", "ami@example.fr", "b@example.fr"])).toBe(2);
  });
});

describe("WishlistScreen", () => {
  const props = (overrides: Partial<WishlistScreenProps> = {}): WishlistScreenProps => ({
    wishlist: wishlist(),
    shareUrlOf: (code) => `http://localhost:3000/wishlist/share/${code}/`,
    onAddToCart: async () => ({ success: true, message: null }),
    ...overrides,
  });

  it("lists the items with their choices, price now and availability, each with what can be done with it", () => {
    const html = render(<WishlistScreen {...props()} />, { path: "/user/wishlist" });
    const body = text(html);
    expect(body).toContain("3 articles");
    expect(body).toContain("Lavande fine Lavandula angustifolia Volume : 30 ml Gravure : Pour Camille 14,50 € En stock");
    expect(body).toContain("Menthe poivrée À partir de 9,00 € Options à choisir sur la page du produit");
    expect(body).toContain("Ancienne essence N'est plus vendu");
    // An item that can go in the basket: its form; one with choices to make: its product page; removal for all.
    expect(html).toMatch(/<input type="hidden" name="intent" value="cart"\/><input type="hidden" name="itemId" value="11"\/><button type="submit"[^>]*aria-label="Ajouter au panier : Lavande fine"/);
    expect(html.match(/name="intent" value="cart"/g)).toHaveLength(1);
    expect(tagWith(html, 'aria-label="Choisir les options : Menthe poivrée"')).toContain('href="/huiles-essentielles/menthe-poivree"');
    expect(text(html)).toContain("À partir de 9,00 € Options à choisir sur la page du produit Choisir les options Retirer");
    expect(html.match(/name="intent" value="remove"/g)).toHaveLength(3);
    expect(html).toContain('aria-label="Retirer Ancienne essence de ma liste d&#x27;envies"');
    expect(html.match(/action="\/user\/wishlist"/g)!.length).toBeGreaterThanOrEqual(6);
  });

  it("offers to make a private list shareable, and to send it (which shares it first)", () => {
    const html = render(<WishlistScreen {...props()} />, { path: "/user/wishlist" });
    const body = text(html);
    expect(html).toContain('data-wishlist-share="private"');
    expect(body).toContain("Votre liste est privée : vous seul la voyez.");
    expect(html).toMatch(/name="intent" value="share"\/>/);
    expect(body).toContain("Rendre ma liste partageable");
    expect(body).toContain("Envoyer ma liste par e-mail");
    expect(body).toContain("Jusqu'à 5 adresses, séparées par des virgules. Le message ne donne que votre prénom. Envoyer le lien rend votre liste partageable.");
    expect(html).not.toContain("data-wishlist-share-link");
  });

  it("shows a shared list's link, and the way to make it private again with what that does", () => {
    const html = render(<WishlistScreen {...props({ wishlist: wishlist([lavender], { isShareable: true, shareCode: "Zq8vN3kR-t_2xWb9LmP4cA" }) })} />, { path: "/user/wishlist", locale: "en-GB" });
    const body = text(html);
    expect(html).toContain('data-wishlist-share="shared"');
    const link = tagWith(html, 'id="wishlist-share-link"');
    for (const attribute of ['type="url"', 'readOnly=""', 'value="http://localhost:3000/wishlist/share/Zq8vN3kR-t_2xWb9LmP4cA/"']) expect(link).toContain(attribute);
    expect(body).toContain("Your wishlist is shareable: anyone with this link can see it.");
    expect(body).toContain("The current link will stop working for good. If you share your wishlist again, a new link will be created. Make private");
    expect(html).toMatch(/name="intent" value="unshare"\/>/);
    expect(body).toContain("1 item");
    expect(body).not.toContain("Sending the link makes your wishlist shareable.");
  });

  it("says what a change made without JavaScript did, and shows a refusal where its form is, with what was typed", () => {
    const done = render(<WishlistScreen {...props({ done: { intent: "send", sent: 2 } })} />, { path: "/user/wishlist" });
    expect(text(done)).toContain("Le lien de votre liste a été envoyé à 2 adresses.");
    expect(render(<WishlistScreen {...props({ done: { intent: "unshare", sent: null } })} />)).toContain("Votre liste est de nouveau privée : l&#x27;ancien lien ne fonctionne plus.");
    const refusal: WishlistRefusal = { intent: "send", itemId: null, message: "« pas-une-adresse » n'est pas une adresse e-mail.", emails: "ami@example.fr, pas-une-adresse" };
    const refused = render(<WishlistScreen {...props({ refusal })} />);
    expect(refused).toContain("data-error-summary");
    const field = tagWith(refused, 'id="wishlist-send-emails"');
    for (const attribute of ['name="emails"', 'aria-invalid="true"', 'value="ami@example.fr, pas-une-adresse"']) expect(field).toContain(attribute);
    const cart = render(<WishlistScreen {...props({ refusal: { intent: "cart", itemId: "11", message: "Plus que 2 en stock.", emails: null } })} />);
    expect(cart).toMatch(/role="alert"[^>]*>Plus que 2 en stock\./);
  });

  it("says what the heart does when the list is empty, and leads to the catalogue", () => {
    const html = render(<WishlistScreen {...props({ wishlist: wishlist([]) })} />, { locale: "en-GB" });
    const body = text(html);
    expect(html).toContain("data-wishlist-empty");
    expect(body).toContain("Your wishlist is empty Tap a product's heart");
    expect(body).not.toContain("No items");
    expect(html).toMatch(/<a [^>]*href="\/"[^>]*>Discover our products<\/a>/);
    expect(html).not.toContain("data-wishlist-share");
  });
});

describe("wishlistAction (forms posted without JavaScript)", () => {
  type Answer = { success: boolean; errorMessage: string | null; errorCode: string | null; keptUntilSignIn: boolean; wishlist: null };
  const ok: Answer = { success: true, errorMessage: null, errorCode: null, keptUntilSignIn: false, wishlist: null };
  const parts = {
    choicesOfForm: (_sku: string, form: FormData) => (form.get("opt:93") ? { selectedOptions: [{ option_id: "93", option_value: String(form.get("opt:93")) }] } : {}),
    returnPath: (value: string | null) => (value?.startsWith("/") && !value.startsWith("//") ? value : null),
    addToCart: vi.fn(async () => ({ added: true, message: null, headers: new Headers({ "set-cookie": "eb_cart=1; Path=/" }) })),
  };

  function call(fields: Record<string, string>, { answer = ok as Answer | Error, headers = {} as Record<string, string>, list = [lavender] } = {}) {
    const request = new Request("http://localhost/user/wishlist", { method: "POST", body: new URLSearchParams(fields), headers: { "content-type": "application/x-www-form-urlencoded", ...headers } });
    const mutate = vi.fn(async ({ mutation }: { mutation: { definitions: { selectionSet: { selections: { name: { value: string } }[] } }[] } }) => {
      if (answer instanceof Error) throw answer;
      const field = mutation.definitions[0].selectionSet.selections[0].name.value;
      return { data: { [field]: answer }, setCookies: ["eb_session=abc; Path=/; HttpOnly"] };
    });
    const query = vi.fn(async () => ({ data: { me: { id: "7", wishlist: wishlist(list) } } }));
    const context = { queries: { mutate, query }, page: { basename: "/", locale: "fr-FR", maintenance: false, offline: false }, log: { warn: vi.fn() } };
    return { mutate, query, response: wishlistAction(parts)({ request, context, params: {} } as never) };
  }
  const refusalOf = async (response: Promise<unknown>) => ((await response) as { data: { refusal: WishlistRefusal } }).data.refusal;

  it("keeps the product with the choices posted and comes back to the page the heart was on", async () => {
    const { mutate, response } = call({ intent: "add", sku: " HE-LAVANDE ", redirect: "/product/HE-LAVANDE?volume=30ml", "opt:93": "30ml" });
    const answer = (await response) as Response;
    expect(answer.status).toBe(303);
    expect(answer.headers.get("location")).toBe("/product/HE-LAVANDE?volume=30ml");
    expect(answer.headers.get("set-cookie")).toContain("eb_session=abc");
    expect(answer.headers.get("cache-control")).toBe("no-store");
    expect(mutate).toHaveBeenCalledWith(expect.objectContaining({ variables: { item: { sku: "HE-LAVANDE", selectedOptions: [{ option_id: "93", option_value: "30ml" }] } } }));
  });

  it("takes a visitor, whose product the API keeps with the session, to sign in and back", async () => {
    const { response } = call(
      { intent: "add", sku: "HE-ROSE", redirect: "/category/3" },
      { answer: { success: false, errorCode: "SIGN_IN_REQUIRED", errorMessage: "Connectez-vous.", keptUntilSignIn: true, wishlist: null } },
    );
    const answer = (await response) as Response;
    expect(answer.headers.get("location")).toBe(wishlistLoginPath("/category/3"));
    expect(answer.headers.get("location")).toBe("/login?redirect=%2Fcategory%2F3&kept=wishlist");
  });

  it("comes back to the list saying what was done, and never to another site", async () => {
    expect(((await call({ intent: "add", sku: "HE-ROSE", redirect: "//evil.example" }).response) as Response).headers.get("location")).toBe("/user/wishlist?done=add");
    expect(((await call({ intent: "unshare" }).response) as Response).headers.get("location")).toBe("/user/wishlist?done=unshare");
    const sent = call({ intent: "send", emails: "ami@example.fr, Ami@example.fr; autre@example.fr" });
    expect(((await sent.response) as Response).headers.get("location")).toBe("/user/wishlist?done=send&sent=2");
    expect(sent.mutate).toHaveBeenCalledWith(expect.objectContaining({ variables: { emails: ["ami@example.fr", "Ami@example.fr", "autre@example.fr"] } }));
    const removed = call({ intent: "remove", itemId: "11" });
    await removed.response;
    expect(removed.mutate).toHaveBeenCalledWith(expect.objectContaining({ variables: { itemIds: ["11"] } }));
  });

  it("answers a refusal with the API's message, and what was typed in the send form", async () => {
    const answer: Answer = { success: false, errorCode: "INVALID_EMAIL", errorMessage: "« x » n'est pas une adresse e-mail.", keptUntilSignIn: false, wishlist: null };
    expect(await refusalOf(call({ intent: "send", emails: "x" }, { answer }).response)).toEqual({ intent: "send", itemId: null, message: "« x » n'est pas une adresse e-mail.", emails: "x" });
    const full: Answer = { success: false, errorCode: "WISHLIST_FULL", errorMessage: "Votre liste garde déjà 100 articles.", keptUntilSignIn: false, wishlist: null };
    expect((await refusalOf(call({ intent: "add", sku: "HE-ROSE" }, { answer: full }).response)).message).toBe("Le produit n'a pas pu être gardé dans votre liste : Votre liste garde déjà 100 articles.");
    expect((await refusalOf(call({ intent: "share" }, { answer: new Error("down") }).response)).message).toContain("rien n'a été modifié");
  });

  it("adds an item to the basket with its kept choices, then shows the basket", async () => {
    const { query, response } = call({ intent: "cart", itemId: "11" });
    const answer = (await response) as Response;
    expect(query).toHaveBeenCalledWith(expect.objectContaining({ fetchPolicy: "network-only" }));
    expect(parts.addToCart).toHaveBeenCalledWith(expect.anything(), [cartLineOfItem(lavender)]);
    expect(answer.headers.get("location")).toBe("/cart");
    expect(answer.headers.get("set-cookie")).toContain("eb_cart=1");
    expect((await refusalOf(call({ intent: "cart", itemId: "99" }).response)).message).toBe("Cet article n'est plus dans votre liste d'envies.");
  });

  it("changes nothing for a form from another site, or an unknown intent", async () => {
    const cross = call({ intent: "unshare" }, { headers: { "sec-fetch-site": "cross-site" } });
    expect(((await cross.response) as Response).headers.get("location")).toBe("/user/wishlist");
    expect(cross.mutate).not.toHaveBeenCalled();
    const unknown = call({ intent: "delete-everything" });
    expect(((await unknown.response) as Response).headers.get("location")).toBe("/user/wishlist");
    expect(unknown.mutate).not.toHaveBeenCalled();
  });
});

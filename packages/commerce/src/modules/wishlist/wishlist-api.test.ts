import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LOGIN, dialects, gql, mailsTo, sessionCookie } from "../../testing/api-test-kit.ts";
import { type TestApi, startTestApi } from "../../testing/test-server.ts";
import { ADD, line, shopper } from "../cart/cart-test-kit.ts";
import { signedInCustomer } from "../order/customer-test-kit.ts";
import { freshAddress, sessionHashOf, startOrderTestApi } from "../order/place-order-test-kit.ts";
import { serviceScope } from "../shop/service-scope.ts";
import { newShareCode } from "./wishlist-items.ts";

/**
 * Wishlists on both databases, over HTTP: keeping products with their choices (configurable,
 * custom options, bundle; choices still to make), kept once also when ten keeps race, refusals,
 * the 100 items also when keeps race, removing one's own items only, a visitor's keep landing in
 * their list at sign-in, the feature switched off for every entry point, sharing (the shared view
 * shows the owner's first name only), revoking for good and sharing anew, guessing codes
 * throttled, adding a shared list (or one item) to the visitor's own basket, sending the link by
 * e-mail (checks, limits, the messages in both languages), prices in the display currency.
 */

const ITEM = `id sku name addedAt availability product { sku }
  selectedOptions { option_id option_value label value_label }
  selectedCustomOptions { option_id option_value label value_label }
  selectedBundleOptions { option_id option_value option_qty label value_label }
  price { priceInclTax { amount currency } priceExclTax { amount currency } }`;
const LIST = `id isShareable shareCode itemsCount items { ${ITEM} }`;
const RESULT = `success errorCode errorMessage keptUntilSignIn wishlist { ${LIST} }`;
const KEEP = `mutation Keep($item: WishlistItemInput!) { addToWishlist(item: $item) { ${RESULT} } }`;
const REMOVE = `mutation Remove($itemIds: [ID!]!) { removeFromWishlist(itemIds: $itemIds) { ${RESULT} } }`;
const SHARE = `mutation Share { shareWishlist { ${RESULT} } }`;
const UNSHARE = `mutation Unshare { unshareWishlist { ${RESULT} } }`;
const SEND = `mutation Send($emails: [String!]!) { sendWishlist(emails: $emails) { ${RESULT} } }`;
const MINE = `query Mine { me { id wishlist { ${LIST} } } }`;
const SHARED = `query Shared($code: String!) { sharedWishlist(shareCode: $code) { errorCode errorMessage wishlist { id ownerFirstName itemsCount items { ${ITEM} } } } }`;
const ADD_SHARED = `mutation AddShared($code: String!, $itemId: ID) { addSharedWishlistToCart(shareCode: $code, itemId: $itemId) {
  success errorCode errorMessage
  added { id sku }
  skipped { reason availability cartErrorCode item { id sku } }
  cart { itemsQuantity items { sku quantity product { sku } selectedOptions { option_id option_value } selectedCustomOptions { option_id option_value } selectedBundleOptions { option_id option_value option_qty } } }
} }`;

type Choice = { option_id: string; option_value: string };
type Item = { id: string; sku: string; name: string; availability: string; product: { sku: string } | null; price: { priceInclTax: { amount: number; currency: string } } | null; selectedOptions: Choice[]; selectedCustomOptions: Choice[]; selectedBundleOptions: (Choice & { option_qty: number })[] };
type List = { id: string; isShareable: boolean; shareCode: string | null; itemsCount: number; items: Item[] };

/** Every leaf of an answer with its path (`a.b.0.c`). */
const leaves = (value: unknown, path = ""): [string, unknown][] =>
  value !== null && typeof value === "object"
    ? Object.entries(value).flatMap(([key, entry]) => leaves(entry, path ? `${path}.${key}` : key))
    : [[path, value]];

const stamp = () => `${Date.now()}-${Math.random().toString(36).slice(2)}`;

describe.each(dialects)("wishlists on $dialect", ({ dialect, skipReason }) => {
  describe.skipIf(!!skipReason)(skipReason ? `skipped: ${skipReason}` : "over HTTP", () => {
    let api: TestApi;
    /** The test products' option ids, as the catalogue numbers them. */
    let ids: { volume: string; colour: string; engraving: string; font: string; script: string; wrap: string; kraft: string; oil: string; bottle: string };

    beforeAll(async () => {
      api = await startOrderTestApi(dialect);
      const { products, pricing } = api.commerce.services;
      const scope = serviceScope();
      const [volume] = await products.selectedOptions(scope, (await products.bySku(scope, "TEST-LAVANDE-10ML"))!);
      const [colour] = await products.configurableOptions(scope, (await products.bySku(scope, "TEST-FLACON"))!);
      const flacon = (await pricing.selection(scope, "TEST-FLACON"))!.source;
      const custom = (title: string) => flacon.customOptions.find((option) => option.title === title)!;
      const kit = (await pricing.selection(scope, "TEST-COFFRET"))!.source;
      const bundle = (label: string) => kit.bundleOptions.find((option) => option.label === label)!;
      ids = {
        volume: volume.option_id,
        colour: colour.id,
        engraving: custom("Gravure").id,
        font: custom("Police").id,
        script: custom("Police").values.find((value) => value.title === "Anglaise")!.id,
        wrap: custom("Emballage cadeau").id,
        kraft: custom("Emballage cadeau").values[0].id,
        oil: bundle("Huile essentielle").id,
        bottle: bundle("Flacon").id,
      };
    }, 60_000);
    afterAll(() => api?.close());

    const db = () => api.commerce.database.db;
    const customer = (label = "wish") => signedInCustomer(api, `${label}-${stamp()}@example.com`, { "x-forwarded-for": freshAddress() });
    type Browser = Awaited<ReturnType<typeof customer>>;
    const keep = async (browser: Pick<Browser, "send">, item: Record<string, unknown>) => (await browser.send(KEEP, { item })).body.data.addToWishlist;
    const mine = async (browser: Pick<Browser, "send">): Promise<List> => (await browser.send(MINE)).body.data.me.wishlist;
    const amberBottle = (engraving?: string) => ({
      sku: "TEST-FLACON",
      selectedOptions: [{ option_id: ids.colour, option_value: "amber" }],
      selectedCustomOptions: [{ option_id: ids.font, option_value: ids.script }, ...(engraving ? [{ option_id: ids.engraving, option_value: engraving }] : [])],
    });
    const itemRows = (wishlistPublicId: string) =>
      db().selectFrom("wishlist_item").innerJoin("wishlist", "wishlist.id", "wishlist_item.wishlist_id").select(["wishlist_item.id", "wishlist_item.sku"]).where("wishlist.public_id", "=", wishlistPublicId).execute();
    /** What the product page charges for one unit of these choices, in a currency. */
    const pagePrice = async (request: Record<string, unknown> & { sku: string }, currency = "EUR") =>
      (await api.commerce.services.pricing.priceOf(serviceScope({ currency }), { quantity: 1, ...request }))!.display.unit!.incl / 100;

    it("keeps products with their choices, newest first, each with its labels, price and availability now", async () => {
      const ada = await customer();
      expect(await mine(ada)).toMatchObject({ isShareable: false, shareCode: null, itemsCount: 0, items: [] });
      const first = await mine(ada);

      const bottle = await keep(ada, { ...amberBottle("  Ada  "), selectedCustomOptions: [{ option_id: ids.engraving, option_value: "  Ada  " }, { option_id: ids.wrap, option_value: ids.kraft }, { option_id: ids.font, option_value: ids.script }] });
      expect(bottle).toMatchObject({ success: true, errorCode: null, keptUntilSignIn: false, wishlist: { id: first.id, itemsCount: 1 } });
      const [kept] = bottle.wishlist.items as Item[];
      expect(kept).toMatchObject({ sku: "TEST-FLACON", name: "Flacon compte-gouttes de test", availability: "AVAILABLE", product: { sku: "TEST-FLACON" } });
      expect(kept.selectedOptions).toEqual([{ option_id: ids.colour, option_value: "amber", label: expect.any(String), value_label: "Ambre" }]);
      expect(kept.selectedCustomOptions).toEqual([
        { option_id: ids.engraving, option_value: "Ada", label: "Gravure", value_label: "Ada" },
        { option_id: ids.wrap, option_value: ids.kraft, label: "Emballage cadeau", value_label: "Papier kraft" },
        { option_id: ids.font, option_value: ids.script, label: "Police", value_label: "Anglaise" },
      ]);
      // 1.00 excl. + engraving 5.00 + kraft 10 % of 1.00 + script 1.50: 9.12 incl., as the page and the cart charge it.
      expect(kept.price).toEqual({ priceInclTax: { amount: 9.12, currency: "EUR" }, priceExclTax: { amount: 7.6, currency: "EUR" } });

      // A variant's own sku is kept as its configurable with that variant chosen.
      const variant = await keep(ada, { sku: "TEST-LAVANDE-10ML" });
      expect(variant.wishlist.items[0]).toMatchObject({ sku: "TEST-LAVANDE", product: { sku: "TEST-LAVANDE" }, availability: "AVAILABLE", selectedOptions: [{ option_id: ids.volume, option_value: "10ml" }] });
      expect(variant.wishlist.items[0].price.priceInclTax.amount).toBe(await pagePrice({ sku: "TEST-LAVANDE", selectedOptions: [{ option_id: ids.volume, option_value: "10ml" }] }));
      const kit = await keep(ada, { sku: "TEST-COFFRET", selectedBundleOptions: [{ option_id: ids.oil, option_value: "TEST-LAVANDE-10ML", option_qty: 1 }, { option_id: ids.bottle, option_value: "TEST-FLACON-AMBER", option_qty: 2 }] });
      expect(kit.wishlist.items[0]).toMatchObject({
        sku: "TEST-COFFRET",
        availability: "AVAILABLE",
        selectedBundleOptions: [
          { option_id: ids.oil, option_value: "TEST-LAVANDE-10ML", option_qty: 1, label: "Huile essentielle" },
          { option_id: ids.bottle, option_value: "TEST-FLACON-AMBER", option_qty: 2, label: "Flacon" },
        ],
      });
      expect(kit.wishlist.items[0].price.priceInclTax.amount).toBe(
        await pagePrice({ sku: "TEST-COFFRET", selectedBundleOptions: [{ option_id: ids.oil, option_value: "TEST-LAVANDE-10ML", option_qty: 1 }, { option_id: ids.bottle, option_value: "TEST-FLACON-AMBER", option_qty: 2 }] }),
      );

      // Choices still to make are kept (from a product card, a required option left), and say so; no price.
      for (const item of [{ sku: "TEST-LAVANDE" }, { ...amberBottle(), selectedCustomOptions: [] }, { sku: "TEST-GAMME" }]) {
        const answer = await keep(ada, item);
        expect(answer.success, item.sku).toBe(true);
        expect(answer.wishlist.items[0], item.sku).toMatchObject({ sku: item.sku, availability: "OPTIONS_REQUIRED", price: null });
      }
      // Nothing in stock: kept, priced, OUT_OF_STOCK.
      for (const sku of ["TEST-EPUISE", "TEST-LAVANDE-100ML"]) {
        const answer = await keep(ada, { sku });
        expect(answer.wishlist.items[0]).toMatchObject({ availability: "OUT_OF_STOCK", price: { priceInclTax: { currency: "EUR" } } });
      }
      const list = await mine(ada);
      expect(list.id).toBe(first.id);
      expect(list.items.map((item) => item.sku)).toEqual(["TEST-LAVANDE", "TEST-EPUISE", "TEST-GAMME", "TEST-FLACON", "TEST-LAVANDE", "TEST-COFFRET", "TEST-LAVANDE", "TEST-FLACON"]);
      expect(list.itemsCount).toBe(8);

      // The same product with the same choices is kept once: another order, spaces, the variant's own sku.
      const again = [
        { ...amberBottle(), selectedCustomOptions: [{ option_id: ids.font, option_value: ids.script }, { option_id: ids.wrap, option_value: ids.kraft }, { option_id: ids.engraving, option_value: "Ada" }] },
        { sku: "TEST-LAVANDE", selectedOptions: [{ option_id: ids.volume, option_value: "10ml" }] },
        { sku: "TEST-LAVANDE" },
      ];
      for (const item of again) expect(await keep(ada, item)).toMatchObject({ success: true, wishlist: { itemsCount: 8 } });
      expect(await mine(ada)).toEqual(list);
    });

    it("refuses choices the product does not offer, texts too long and unknown skus, keeping nothing", async () => {
      const bob = await customer();
      const refusals: [Record<string, unknown>, string][] = [
        [{ sku: "TEST-LAVANDE", selectedOptions: [{ option_id: ids.volume, option_value: "7ml" }] }, "OPTIONS_INVALID"],
        [{ sku: "TEST-LAVANDE-10ML", selectedOptions: [{ option_id: ids.volume, option_value: "5ml" }] }, "UNKNOWN_PRODUCT"],
        [{ ...amberBottle(), selectedCustomOptions: [{ option_id: ids.font, option_value: "999999" }] }, "OPTIONS_INVALID"],
        [{ ...amberBottle(), selectedCustomOptions: [{ option_id: "999999", option_value: "1" }] }, "OPTIONS_INVALID"],
        [{ sku: "TEST-CITRON", selectedOptions: [{ option_id: ids.colour, option_value: "amber" }] }, "OPTIONS_INVALID"],
        [{ sku: "TEST-GAMME", selectedCustomOptions: [{ option_id: ids.font, option_value: ids.script }] }, "OPTIONS_INVALID"],
        [{ sku: "TEST-COFFRET", selectedBundleOptions: [{ option_id: ids.oil, option_value: "TEST-EPUISE", option_qty: 1 }] }, "OPTIONS_INVALID"],
        // Too long even with a required option still to choose.
        [{ sku: "TEST-FLACON", selectedCustomOptions: [{ option_id: ids.engraving, option_value: "x".repeat(21) }] }, "OPTION_TEXT_TOO_LONG"],
        [amberBottle("x".repeat(21)), "OPTION_TEXT_TOO_LONG"],
        [{ sku: "NO-SUCH-SKU" }, "UNKNOWN_PRODUCT"],
      ];
      for (const [item, code] of refusals) {
        const answer = await keep(bob, item);
        expect(answer, JSON.stringify(item)).toMatchObject({ success: false, errorCode: code, keptUntilSignIn: false, wishlist: { itemsCount: 0, items: [] } });
      }
      expect((await keep(bob, { sku: "NO-SUCH-SKU" })).errorMessage).toBe("Aucun produit ne porte cette référence.");
      const english = await gql(api, KEEP, { item: { sku: "TEST-LAVANDE", selectedOptions: [{ option_id: ids.volume, option_value: "7ml" }] } }, { path: "/en/graphql", headers: { cookie: bob.cookie! } });
      expect(english.body.data.addToWishlist.errorMessage).toBe("An option chosen is not offered for this product.");
    });

    it("keeps the same product with the same choices once when ten keeps race, the list itself created once", async () => {
      const cleo = await customer();
      const answers = await Promise.all(Array.from({ length: 10 }, () => keep(cleo, amberBottle("Cléo"))));
      for (const answer of answers) expect(answer).toMatchObject({ success: true, wishlist: { itemsCount: 1 } });
      const lists = await db().selectFrom("wishlist").select(["id", "public_id"]).where("customer_id", "=", cleo.customerId).execute();
      expect(lists).toHaveLength(1);
      expect(await itemRows(lists[0].public_id)).toHaveLength(1);
      expect(new Set(answers.map((answer) => answer.wishlist.id))).toEqual(new Set([lists[0].public_id]));
    });

    it("holds at most 100 items, also when keeps race for the last places", async () => {
      const dora = await customer();
      const { id: publicId } = await mine(dora);
      const { id: wishlistId } = await db().selectFrom("wishlist").select("id").where("public_id", "=", publicId).executeTakeFirstOrThrow();
      const now = new Date(Date.now() - 60_000).toISOString();
      await db()
        .insertInto("wishlist_item")
        .values(Array.from({ length: 95 }, (_unused, index) => ({ wishlist_id: wishlistId, sku: "TEST-CITRON", name: "Citron", item_key: `filler-${index}`, created_at: now })))
        .execute();
      const racing = await Promise.all(Array.from({ length: 10 }, (_unused, index) => keep(dora, amberBottle(`Dora ${index}`))));
      expect(racing.filter((answer) => answer.success)).toHaveLength(5);
      const full = racing.filter((answer) => !answer.success);
      expect(full).toHaveLength(5);
      for (const answer of full) expect(answer).toMatchObject({ errorCode: "WISHLIST_FULL", errorMessage: expect.stringContaining("100") });
      expect(await itemRows(publicId)).toHaveLength(100);
      // Keeping what it has already still answers kept (once).
      const keptEngraving = racing.find((answer) => answer.success)!.wishlist.items.find((item: Item) => item.sku === "TEST-FLACON")!.selectedCustomOptions.find((choice: Choice) => choice.option_id === ids.engraving)!.option_value;
      expect(await keep(dora, amberBottle(keptEngraving))).toMatchObject({ success: true, wishlist: { itemsCount: 100 } });
      expect(await keep(dora, { sku: "TEST-CITRON" })).toMatchObject({ success: false, errorCode: "WISHLIST_FULL", wishlist: { itemsCount: 100 } });
    });

    it("removes the customer's own items only: another's id, or a list of ids with one, removes nothing", async () => {
      const eve = await customer();
      const fay = await customer();
      await keep(eve, { sku: "TEST-CITRON" });
      const eves = (await keep(eve, { sku: "TEST-LAVANDE" })).wishlist.items.map((item: Item) => item.id);
      const [fays] = (await keep(fay, { sku: "TEST-CITRON" })).wishlist.items.map((item: Item) => item.id);
      const before = await mine(eve);
      for (const itemIds of [[eves[0]], [fays, eves[1]], ["abc"], ["987654321"], [fays, "0"]]) {
        const refused = (await fay.send(REMOVE, { itemIds })).body.data.removeFromWishlist;
        expect(refused, JSON.stringify(itemIds)).toMatchObject({ success: false, errorCode: "UNKNOWN_ITEM", wishlist: { itemsCount: 1, items: [{ id: fays }] } });
      }
      expect(await mine(eve)).toEqual(before);
      const visitor = shopper(api, { "x-forwarded-for": freshAddress() });
      expect((await visitor.send(REMOVE, { itemIds: [eves[0]] })).body.data.removeFromWishlist).toMatchObject({ success: false, errorCode: "SIGN_IN_REQUIRED", errorMessage: "Connectez-vous pour retrouver votre liste d'envies.", wishlist: null });
      expect(await mine(eve)).toEqual(before);

      const removed = (await eve.send(REMOVE, { itemIds: [eves[1], eves[0], eves[1]] })).body.data.removeFromWishlist;
      expect(removed).toMatchObject({ success: true, wishlist: { id: before.id, itemsCount: 0, items: [] } });
      expect((await fay.send(REMOVE, { itemIds: [] })).body.data.removeFromWishlist).toMatchObject({ success: true, wishlist: { itemsCount: 1 } });
    });

    it("keeps a visitor's product with their session and puts it in their list when they sign in", async () => {
      const visitor = shopper(api, { "x-forwarded-for": freshAddress() });
      const unknown = (await visitor.send(KEEP, { item: { sku: "NO-SUCH-SKU" } })).body.data.addToWishlist;
      expect(unknown).toMatchObject({ success: false, errorCode: "UNKNOWN_PRODUCT", keptUntilSignIn: false, wishlist: null });
      expect(visitor.cookie, "no session for a keep that keeps nothing").toBeUndefined();
      const kept = await visitor.send(KEEP, { item: amberBottle("Gil") });
      expect(kept.body.data.addToWishlist).toEqual({
        success: false,
        errorCode: "SIGN_IN_REQUIRED",
        errorMessage: "Connectez-vous pour retrouver votre liste d'envies : ce produit y sera ajouté.",
        keptUntilSignIn: true,
        wishlist: null,
      });
      const sessionHash = sessionHashOf(sessionCookie(kept));
      await keep(visitor, { sku: "TEST-CITRON" });
      const held = await db().selectFrom("wishlist").select("id").where("session_hash", "=", sessionHash).executeTakeFirstOrThrow();
      expect(await db().selectFrom("wishlist_item").select("sku").where("wishlist_id", "=", held.id).execute()).toHaveLength(2);

      // An account that already keeps the lemon signs in on this browser: the bottle joins it, the lemon is kept once.
      const gil = await customer("gil");
      await keep(gil, { sku: "TEST-CITRON" });
      const signedIn = (await visitor.send(LOGIN, { email: gil.email, password: "correct horse battery" })).body.data.login;
      expect(signedIn.success).toBe(true);
      const list = await mine(visitor);
      expect(list.items.map((item) => item.sku).sort()).toEqual(["TEST-CITRON", "TEST-FLACON"]);
      expect(list.items.find((item) => item.sku === "TEST-FLACON")!.selectedCustomOptions.map((choice) => choice.option_value)).toContain("Gil");
      expect(await db().selectFrom("wishlist").select("id").where("session_hash", "=", sessionHash).execute()).toEqual([]);
      expect(await db().selectFrom("wishlist_item").select("id").where("wishlist_id", "=", held.id).execute()).toEqual([]);
    });

    it("gives a visitor's list up with their session", async () => {
      const visitor = shopper(api, { "x-forwarded-for": freshAddress() });
      const kept = await visitor.send(KEEP, { item: { sku: "TEST-CITRON" } });
      const sessionHash = sessionHashOf(sessionCookie(kept));
      await db().deleteFrom("session").where("token_hash", "=", sessionHash).execute();
      expect(await db().selectFrom("wishlist").select("id").where("session_hash", "=", sessionHash).execute()).toEqual([]);
    });

    it("shares a list by a random code, shows anyone with it the owner's first name only, revokes it for good", async () => {
      const owner = await customer("hana");
      await keep(owner, { sku: "TEST-CITRON" });
      await keep(owner, amberBottle("Hana"));
      const me = (await owner.send(MINE)).body.data.me;
      const shared = (await owner.send(SHARE)).body.data.shareWishlist;
      expect(shared).toMatchObject({ success: true, wishlist: { id: me.wishlist.id, isShareable: true, itemsCount: 2 } });
      const code: string = shared.wishlist.shareCode;
      expect(code).toMatch(/^[A-Za-z0-9_-]{22}$/);
      expect((await owner.send(SHARE)).body.data.shareWishlist.wishlist.shareCode, "the live code is kept").toBe(code);

      const friend = shopper(api, { "x-forwarded-for": freshAddress() });
      const seen = await friend.send(SHARED, { code });
      expect(seen.body.data.sharedWishlist).toMatchObject({ errorCode: null, wishlist: { id: code, ownerFirstName: "Ada", itemsCount: 2, items: [{ sku: "TEST-FLACON", availability: "AVAILABLE" }, { sku: "TEST-CITRON" }] } });
      for (const secret of [owner.email, "Lovelace", me.wishlist.id]) expect(seen.text, secret).not.toContain(secret);
      expect(seen.text).not.toMatch(/"(email|lastname|customerId|customer_id|shareCode)"/);
      // The owner's customer id (an ID, a string) is nowhere, unless an item's id happens to be the same number.
      expect(leaves(seen.body.data).filter(([path, value]) => value === me.id && !/^sharedWishlist\.wishlist\.items\.\d+\.id$/.test(path))).toEqual([]);
      expect(friend.cookie, "reading a shared list starts no session").toBeUndefined();

      const privateAgain = (await owner.send(UNSHARE)).body.data.unshareWishlist;
      expect(privateAgain).toMatchObject({ success: true, wishlist: { isShareable: false, shareCode: null, itemsCount: 2 } });
      const gone = (await friend.send(SHARED, { code })).body.data.sharedWishlist;
      expect(gone).toEqual({ errorCode: "UNKNOWN_SHARE_CODE", errorMessage: "Cette liste d'envies n'existe pas ou n'est plus partagée.", wishlist: null });
      const anew = (await owner.send(SHARE)).body.data.shareWishlist.wishlist.shareCode;
      expect(anew).toMatch(/^[A-Za-z0-9_-]{22}$/);
      expect(anew).not.toBe(code);
      // The revoked code stays dead, the new one opens the list.
      expect((await friend.send(SHARED, { code })).body.data.sharedWishlist.errorCode).toBe("UNKNOWN_SHARE_CODE");
      expect((await friend.send(SHARED, { code: anew })).body.data.sharedWishlist.wishlist).toMatchObject({ id: anew, ownerFirstName: "Ada" });
      const codes = await db().selectFrom("wishlist").select("share_code").where("share_code", "is not", null).execute();
      expect(codes.map((row) => row.share_code)).not.toContain(code);
    });

    it("throttles guessing codes per client address, a good code too once past the limit, and gives a found code back", async () => {
      const owner = await customer("ines");
      await keep(owner, { sku: "TEST-CITRON" });
      const code = (await owner.send(SHARE)).body.data.shareWishlist.wishlist.shareCode;
      const guesser = { "x-forwarded-for": freshAddress() };
      const ask = async (value: string, headers = guesser) => (await gql(api, SHARED, { code: value }, { headers })).body.data.sharedWishlist;
      // Lookups that find their list are given back: a visitor reading a list often is never stopped.
      for (let attempt = 0; attempt < 25; attempt++) expect((await ask(code)).wishlist).not.toBeNull();
      for (let attempt = 0; attempt < 19; attempt++) expect((await ask(newShareCode())).errorCode).toBe("UNKNOWN_SHARE_CODE");
      // A code that cannot be one counts as a miss, read nothing.
      expect((await ask("'; drop table wishlist; --")).errorCode).toBe("UNKNOWN_SHARE_CODE");
      const refused = await gql(api, SHARED, { code }, { headers: guesser });
      expect(refused.body.data.sharedWishlist).toMatchObject({ errorCode: "TOO_MANY_ATTEMPTS", wishlist: null, errorMessage: expect.stringMatching(/^Trop de tentatives/) });
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
      const toCart = (await gql(api, ADD_SHARED, { code }, { headers: guesser })).body.data.addSharedWishlistToCart;
      expect(toCart).toMatchObject({ success: false, errorCode: "TOO_MANY_ATTEMPTS", added: [], skipped: [] });
      // Another address is not held up; a visitor without a session is answered no-store all the
      // same (the code is the secret: a cache keeping the answer would outlive its revocation).
      const fresh = await gql(api, SHARED, { code }, { headers: { "x-forwarded-for": freshAddress() } });
      expect(fresh.body.data.sharedWishlist.wishlist).toMatchObject({ id: code });
      expect(fresh.headers.get("set-cookie")).toBeNull();
      expect(fresh.headers.get("cache-control")).toBe("max-age=0, no-store");
    });

    it("adds a shared list, or one of its items, to the visitor's own basket, skipping what cannot be bought, never changing the list", async () => {
      const owner = await customer("jade");
      for (const item of [{ sku: "TEST-CITRON" }, { sku: "TEST-EPUISE" }, { sku: "TEST-LAVANDE" }, amberBottle("Jade"), { sku: "TEST-LAVANDE-10ML" }]) await keep(owner, item);
      const code = (await owner.send(SHARE)).body.data.shareWishlist.wishlist.shareCode;
      const before = await mine(owner);
      const idOf = (availability: string, sku: string) => before.items.find((item) => item.availability === availability && item.sku === sku)!.id;

      const visitor = shopper(api, { "x-forwarded-for": freshAddress() });
      const all = (await visitor.send(ADD_SHARED, { code })).body.data.addSharedWishlistToCart;
      expect(all.success).toBe(false);
      expect(all.errorCode).toBeNull();
      expect(all.added.map((item: Item) => item.sku)).toEqual(["TEST-LAVANDE", "TEST-FLACON", "TEST-CITRON"]);
      // In the list's order (newest first).
      expect(all.skipped).toEqual([
        { reason: "Des options restent à choisir sur la page du produit.", availability: "OPTIONS_REQUIRED", cartErrorCode: null, item: { id: idOf("OPTIONS_REQUIRED", "TEST-LAVANDE"), sku: "TEST-LAVANDE" } },
        { reason: "Ce produit est en rupture de stock.", availability: "OUT_OF_STOCK", cartErrorCode: null, item: { id: idOf("OUT_OF_STOCK", "TEST-EPUISE"), sku: "TEST-EPUISE" } },
      ]);
      expect(all.errorMessage).toBe(all.skipped[0].reason);
      expect(all.cart.itemsQuantity).toBe(3);
      expect(all.cart.items).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ sku: "TEST-CITRON", quantity: 1 }),
          expect.objectContaining({ sku: "TEST-LAVANDE-10ML", quantity: 1, product: { sku: "TEST-LAVANDE" } }),
          expect.objectContaining({ sku: "TEST-FLACON-AMBER", quantity: 1, selectedCustomOptions: expect.arrayContaining([{ option_id: ids.engraving, option_value: "Jade" }]) }),
        ]),
      );
      expect(visitor.cookie, "the visitor's basket holds a session of its own").toBeDefined();
      expect(await mine(owner)).toEqual(before);
      expect((await owner.send("query { cart { itemsQuantity } }")).body.data.cart.itemsQuantity, "the owner's basket is untouched").toBe(0);

      // One item, into another visitor's basket; an item of another list, or not an id, is not found there.
      const other = shopper(api, { "x-forwarded-for": freshAddress() });
      const one = (await other.send(ADD_SHARED, { code, itemId: idOf("AVAILABLE", "TEST-CITRON") })).body.data.addSharedWishlistToCart;
      expect(one).toMatchObject({ success: true, errorCode: null, errorMessage: null, added: [{ sku: "TEST-CITRON" }], skipped: [], cart: { itemsQuantity: 1 } });
      const stranger = await customer("kim");
      const [strangers] = (await keep(stranger, { sku: "TEST-CITRON" })).wishlist.items.map((item: Item) => item.id);
      for (const itemId of [strangers, "abc", "0"]) {
        const refused = (await other.send(ADD_SHARED, { code, itemId })).body.data.addSharedWishlistToCart;
        expect(refused, itemId).toMatchObject({ success: false, errorCode: "UNKNOWN_ITEM", added: [], skipped: [], cart: { itemsQuantity: 1 } });
      }
      const skippedOne = (await other.send(ADD_SHARED, { code, itemId: idOf("OUT_OF_STOCK", "TEST-EPUISE") })).body.data.addSharedWishlistToCart;
      expect(skippedOne).toMatchObject({ success: false, added: [], skipped: [{ availability: "OUT_OF_STOCK" }], cart: { itemsQuantity: 1 } });
      const unknownCode = (await other.send(ADD_SHARED, { code: newShareCode() })).body.data.addSharedWishlistToCart;
      expect(unknownCode).toMatchObject({ success: false, errorCode: "UNKNOWN_SHARE_CODE", added: [], cart: { itemsQuantity: 1 } });

      // What the basket refuses (no lemon left for it) is skipped with the basket's reason.
      const full = shopper(api, { "x-forwarded-for": freshAddress() });
      expect((await full.send(ADD, { lines: [line("TEST-CITRON", 25)] })).body.data.addToCart.success).toBe(true);
      const refusedByCart = (await full.send(ADD_SHARED, { code, itemId: idOf("AVAILABLE", "TEST-CITRON") })).body.data.addSharedWishlistToCart;
      expect(refusedByCart).toMatchObject({ success: false, added: [], skipped: [{ availability: "AVAILABLE", cartErrorCode: "INSUFFICIENT_STOCK", item: { sku: "TEST-CITRON" } }], cart: { itemsQuantity: 25 } });
      expect(refusedByCart.skipped[0].reason).toBe("La quantité demandée n'est pas disponible en stock.");

      // The owner adds from their own link: into their own basket, the list as it was.
      const own = (await owner.send(ADD_SHARED, { code, itemId: idOf("AVAILABLE", "TEST-CITRON") })).body.data.addSharedWishlistToCart;
      expect(own).toMatchObject({ success: true, added: [{ sku: "TEST-CITRON" }], cart: { itemsQuantity: 1, items: [{ sku: "TEST-CITRON", quantity: 1 }] } });
      expect(await mine(owner)).toEqual(before);
    });

    it("sends the link by e-mail: 1 to 5 checked addresses, once each, naming the owner by first name, throttled", async () => {
      const owner = await customer("lou");
      await keep(owner, { sku: "TEST-CITRON" });
      const refusals: [string[], string][] = [
        [[], "RECIPIENTS_OUT_OF_RANGE"],
        [["", " "], "RECIPIENTS_OUT_OF_RANGE"],
        [Array.from({ length: 6 }, (_unused, index) => `friend${index}@example.com`), "RECIPIENTS_OUT_OF_RANGE"],
        [["mia@example.com", "not-an-address"], "INVALID_EMAIL"],
      ];
      for (const [emails, code] of refusals) {
        const answer = (await owner.send(SEND, { emails })).body.data.sendWishlist;
        expect(answer, JSON.stringify(emails)).toMatchObject({ success: false, errorCode: code, wishlist: { isShareable: false } });
      }
      expect((await owner.send(SEND, { emails: ["not-an-address"] })).body.data.sendWishlist.errorMessage).toBe("« not-an-address » n'est pas une adresse e-mail valide.");

      const friend = `mia-${stamp()}@example.com`;
      const sent = (await owner.send(SEND, { emails: [friend.toUpperCase(), ` ${friend} `] })).body.data.sendWishlist;
      expect(sent).toMatchObject({ success: true, wishlist: { isShareable: true } });
      const code = sent.wishlist.shareCode;
      const [mail, ...more] = await mailsTo(api, friend, "wishlist.shared");
      expect(more, "one message per address").toEqual([]);
      const link = `${api.commerce.config.publicUrl}/wishlist/share/${code}/`;
      expect(mail.subject).toBe("Ada partage sa liste d'envies avec vous");
      expect(mail.text).toContain(link);
      expect(mail.html).toContain(`href="${link}"`);
      for (const secret of ["Lovelace", owner.email]) expect(`${mail.subject} ${mail.text} ${mail.html}`).not.toContain(secret);

      // In English from the English store: the same live code, the English store's link.
      const english = `ned-${stamp()}@example.com`;
      const inEnglish = await gql(api, SEND, { emails: [english] }, { path: "/en/graphql", headers: { cookie: owner.cookie!, "x-forwarded-for": freshAddress() } });
      expect(inEnglish.body.data.sendWishlist).toMatchObject({ success: true, wishlist: { shareCode: code } });
      const [englishMail] = await mailsTo(api, english, "wishlist.shared");
      expect(englishMail.subject).toBe("Ada shared a wishlist with you");
      expect(englishMail.text).toContain(`${api.commerce.config.publicUrl}/en/wishlist/share/${code}/`);

      // Three messages an hour per customer.
      expect((await owner.send(SEND, { emails: [`oz-${stamp()}@example.com`] })).body.data.sendWishlist.success).toBe(true);
      const fourth = (await owner.send(SEND, { emails: [`pia-${stamp()}@example.com`] })).body.data.sendWishlist;
      expect(fourth).toMatchObject({ success: false, errorCode: "TOO_MANY_ATTEMPTS", wishlist: { isShareable: true } });

      // Fifteen recipients a day per customer: a send past it is refused and costs nothing.
      const quinn = await customer("quinn");
      await api.commerce.services.limits.wishlistRecipientsCustomer.consume(`customer:${quinn.customerId}`, 12);
      const friends = (count: number) => Array.from({ length: count }, (_unused, index) => `friend${index}-${stamp()}@example.com`);
      expect((await quinn.send(SEND, { emails: friends(4) })).body.data.sendWishlist).toMatchObject({ success: false, errorCode: "TOO_MANY_ATTEMPTS", wishlist: { isShareable: false } });
      expect((await quinn.send(SEND, { emails: friends(3) })).body.data.sendWishlist.success).toBe(true);
      // And per client address, whatever the account.
      const busy = freshAddress();
      await api.commerce.services.limits.wishlistSendAddress.consume(busy, 10);
      const ruth = await signedInCustomer(api, `ruth-${stamp()}@example.com`, { "x-forwarded-for": busy });
      expect((await ruth.send(SEND, { emails: friends(1) })).body.data.sendWishlist).toMatchObject({ success: false, errorCode: "TOO_MANY_ATTEMPTS" });
      // A visitor has no list to send.
      expect((await shopper(api).send(SEND, { emails: friends(1) })).body.data.sendWishlist).toMatchObject({ success: false, errorCode: "SIGN_IN_REQUIRED", wishlist: null });
    });

    it("prices items in the display currency, for the owner and on the shared list", async () => {
      const owner = await customer("sam");
      await keep(owner, amberBottle("Sam"));
      await keep(owner, { sku: "TEST-CITRON" });
      const code = (await owner.send(SHARE)).body.data.shareWishlist.wishlist.shareCode;
      const inPounds = (await gql(api, MINE, {}, { headers: { cookie: `${owner.cookie}; currency=GBP` } })).body.data.me.wishlist as List;
      const expected = [await pagePrice(amberBottle("Sam"), "GBP"), await pagePrice({ sku: "TEST-CITRON" }, "GBP")];
      expect(inPounds.items.map((item) => item.price!.priceInclTax)).toEqual([
        { amount: expected[1], currency: "GBP" },
        { amount: expected[0], currency: "GBP" },
      ]);
      expect(expected[1]).not.toBe(await pagePrice({ sku: "TEST-CITRON" }));
      const sharedInPounds = (await gql(api, SHARED, { code }, { headers: { cookie: "currency=GBP", "x-forwarded-for": freshAddress() } })).body.data.sharedWishlist.wishlist;
      expect(sharedInPounds.items.map((item: Item) => item.price!.priceInclTax)).toEqual(inPounds.items.map((item) => item.price!.priceInclTax));
    });
  });
});

describe.each(dialects)("wishlists switched off on $dialect", ({ dialect, skipReason }) => {
  describe.skipIf(!!skipReason)(skipReason ? `skipped: ${skipReason}` : "FEATURES without wishlist", () => {
    let api: TestApi;
    beforeAll(async () => {
      // No catalogue needed: nothing is read once the feature is off.
      api = await startTestApi({ dialect, env: { TRUST_PROXY: "loopback", FEATURES: "" } });
    }, 60_000);
    afterAll(() => api?.close());

    it("answers every entry point as if wishlists did not exist, and writes nothing", async () => {
      expect((await gql(api, `query { isFeatureActive(feature: "wishlist") }`)).body.data.isFeatureActive).toBe(false);
      const owner = await signedInCustomer(api, `off-${stamp()}@example.com`, { "x-forwarded-for": freshAddress() });
      expect((await owner.send(MINE)).body.data.me).toMatchObject({ wishlist: null });
      const disabled = { success: false, errorCode: "FEATURE_DISABLED", errorMessage: "Les listes d'envies ne sont pas disponibles pour le moment.", wishlist: null, keptUntilSignIn: false };
      const mutations: [string, Record<string, unknown>, string][] = [
        [KEEP, { item: { sku: "TEST-CITRON" } }, "addToWishlist"],
        [REMOVE, { itemIds: ["1"] }, "removeFromWishlist"],
        [SHARE, {}, "shareWishlist"],
        [UNSHARE, {}, "unshareWishlist"],
        [SEND, { emails: ["friend@example.com"] }, "sendWishlist"],
      ];
      for (const [document, variables, field] of mutations) expect((await owner.send(document, variables)).body.data[field], field).toEqual(disabled);
      const visitor = shopper(api, { "x-forwarded-for": freshAddress() });
      expect((await visitor.send(KEEP, { item: { sku: "TEST-CITRON" } })).body.data.addToWishlist).toEqual(disabled);
      expect(visitor.cookie, "no session started").toBeUndefined();
      const code = newShareCode();
      expect((await visitor.send(SHARED, { code })).body.data.sharedWishlist).toEqual({ errorCode: "FEATURE_DISABLED", errorMessage: disabled.errorMessage, wishlist: null });
      expect((await visitor.send(ADD_SHARED, { code })).body.data.addSharedWishlistToCart).toMatchObject({ success: false, errorCode: "FEATURE_DISABLED", added: [], skipped: [], cart: { itemsQuantity: 0 } });
      const { db } = api.commerce.database;
      expect(await db.selectFrom("wishlist").select("id").execute()).toEqual([]);
      expect(await db.selectFrom("wishlist_item").select("id").execute()).toEqual([]);
      expect(await mailsTo(api, "friend@example.com", "wishlist.shared")).toEqual([]);
    });
  });
});

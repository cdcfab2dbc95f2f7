import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { dialects, gql } from "../../testing/api-test-kit.ts";
import type { TestApi } from "../../testing/test-server.ts";
import { placeTestOrder } from "../order/order-test-kit.ts";
import { customerSession, freshAddress, startOrderTestApi } from "../order/place-order-test-kit.ts";
import { serviceScope } from "../shop/service-scope.ts";
import { productTag } from "../stock/stock-change-feed.ts";
import { XSS_PAYLOADS, unsafeMarkup } from "./xss-payloads.ts";

/**
 * Product reviews on both databases, over HTTP: the checks (rating, title, comment, product),
 * one review per customer and product also when twenty creations race, comments stored
 * sanitised (the XSS battery), moderation (pending and rejected reviews seen by their author
 * only), one store's reviews apart from the other's, paging, a variant's sku reviewing its
 * parent, verified purchases, the limits, the feed row an approval appends, and product cards'
 * summaries read by one statement for a whole page.
 */

const OWN = `id status rating title comment creationDate verifiedPurchase productName product { sku }`;
const CREATE = `mutation Create($input: CreateProductReviewInput!) { createProductReview(input: $input) { success errorCode errorMessage review { ${OWN} } } }`;
const LAYER = `query Layer($sku: String!, $input: ReviewsLayerInput) { product(sku: $sku) { sku reviewsLayer(input: $input) {
  total ratingAverage distribution { rating count }
  reviews { id rating author { displayName } creationDate title comment verifiedPurchase }
} } }`;
const MINE = `query Mine($sku: String) { me { id productReviews(sku: $sku) { ${OWN} } } }`;

type Review = { id: string; rating: number; title: string; comment: string; verifiedPurchase: boolean; author: { displayName: string } };
type Layer = { total: number; ratingAverage: number; distribution: { rating: number; count: number }[]; reviews: Review[] };

const EN = { path: "/en/graphql" };

describe.each(dialects)("product reviews on $dialect", ({ dialect, skipReason }) => {
  describe.skipIf(!!skipReason)(skipReason ? `skipped: ${skipReason}` : "over HTTP", () => {
    let api: TestApi;
    beforeAll(async () => {
      api = await startOrderTestApi(dialect);
    }, 60_000);
    afterAll(() => api?.close());

    const db = () => api.commerce.database.db;
    const reviews = () => api.commerce.services.reviews;

    /** A signed-in customer ("Inès M.") with a client address of their own; `en`: writes in the en-GB store. */
    async function reviewer(label: string) {
      const { id, cookie } = await customerSession(api, label);
      const address = freshAddress();
      const send = (query: string, variables?: Record<string, unknown>, options: { path?: string } = {}) =>
        gql(api, query, variables, { ...options, headers: { cookie, "x-forwarded-for": address } });
      const create = async (input: Record<string, unknown>, options: { path?: string } = {}) => {
        const response = await send(CREATE, { input: { sku: "TEST-CITRON", rating: 5, title: "Très frais", comment: "Un zeste <b>éclatant</b>.", ...input } }, options);
        expect(response.body.errors, JSON.stringify(response.body.errors)).toBeUndefined();
        return response.body.data.createProductReview;
      };
      const mine = async (sku?: string, options: { path?: string } = {}) => (await send(MINE, { sku }, options)).body.data.me.productReviews;
      return { id, cookie, address, send, create, mine };
    }
    const layer = async (sku: string, input?: Record<string, unknown>, options: { path?: string } = {}): Promise<Layer> => {
      const response = await gql(api, LAYER, { sku, input }, options);
      expect(response.body.errors, JSON.stringify(response.body.errors)).toBeUndefined();
      return response.body.data.product.reviewsLayer;
    };
    const rowsOf = (customerId: number) => db().selectFrom("product_review").selectAll().where("customer_id", "=", customerId).execute();
    const approve = async (...ids: string[]) => reviews().approve(serviceScope(), ids.map(Number));

    it("refuses a rating out of 0 to 5, a bad title or comment, an unknown product and a visitor, storing nothing", async () => {
      const ada = await reviewer("ada");
      expect(await ada.create({ rating: -1 })).toMatchObject({ success: false, errorCode: "RATING_OUT_OF_RANGE", review: null, errorMessage: "Choisissez une note de 0 à 5 étoiles." });
      expect(await ada.create({ rating: 6 }, EN)).toMatchObject({ success: false, errorCode: "RATING_OUT_OF_RANGE", errorMessage: "Choose a rating from 0 to 5 stars." });
      // Not an Int: refused by GraphQL's validation, before any resolver.
      const half = await ada.send(CREATE, { input: { sku: "TEST-CITRON", rating: 2.5, title: "x", comment: "y" } });
      expect(half.body.errors?.length).toBeGreaterThan(0);
      expect(half.body.data ?? null).toBeNull();
      expect((await ada.create({ title: "   " })).errorCode).toBe("TITLE_INVALID");
      expect((await ada.create({ title: "a".repeat(121) })).errorCode).toBe("TITLE_INVALID");
      expect((await ada.create({ title: "bell\u0007" })).errorCode).toBe("TITLE_INVALID");
      expect((await ada.create({ comment: "<script>only</script>" })).errorCode).toBe("COMMENT_INVALID");
      expect((await ada.create({ comment: "a".repeat(5_001) })).errorCode).toBe("COMMENT_INVALID");
      expect((await ada.create({ comment: `<p>${"<i></i>".repeat(3_000)}ok</p>` })).errorCode).toBe("COMMENT_INVALID");
      expect((await ada.create({ sku: "NO-SUCH-SKU" })).errorCode).toBe("UNKNOWN_PRODUCT");
      expect(await rowsOf(ada.id)).toEqual([]);

      const visitor = await gql(api, CREATE, { input: { sku: "TEST-CITRON", rating: 4, title: "t", comment: "c" } });
      expect(visitor.body.data.createProductReview).toMatchObject({ success: false, errorCode: "SIGN_IN_REQUIRED", review: null });
      expect((await gql(api, MINE)).body.data.me).toBeNull();
    });

    it("writes one review per customer and product, also when twenty creations race (in either store)", async () => {
      const ben = await reviewer("ben");
      // The limits are not what this is about: let every creation reach the database.
      const { limits } = api.commerce.services;
      const allow = async () => ({ allowed: true, retryAfterSeconds: 0, consumed: 1 });
      const spies = [vi.spyOn(limits.reviewCreateCustomer, "consume").mockImplementation(allow), vi.spyOn(limits.reviewCreateAddress, "consume").mockImplementation(allow)];
      try {
        const answers = await Promise.all(Array.from({ length: 20 }, (_, index) => ben.create({ sku: "TEST-LAVANDE", title: `Essai ${index}` })));
        expect(answers.filter((answer) => answer.success)).toHaveLength(1);
        expect(answers.filter((answer) => !answer.success).every((answer) => answer.errorCode === "ALREADY_REVIEWED")).toBe(true);
        expect(await rowsOf(ben.id)).toHaveLength(1);
        // The other store, or a variant's sku: the same product, already reviewed.
        expect((await ben.create({ sku: "TEST-LAVANDE-10ML" }, EN)).errorCode).toBe("ALREADY_REVIEWED");
      } finally {
        for (const spy of spies) spy.mockRestore();
      }
    });

    it("stores comments sanitised: no element outside the allow-list, no attribute (the XSS battery)", async () => {
      for (const [index, payload] of XSS_PAYLOADS.entries()) {
        const writer = await reviewer(`xss-${index}`);
        // Text first: an element left open (svg, math) takes what follows with it.
        const answer = await writer.create({ title: `<img src=x onerror=alert(1)> ${payload.name}`, comment: `<p>Avis numéro ${index}</p>${payload.html}` });
        expect(answer.success, payload.name).toBe(true);
        const [row] = await rowsOf(writer.id);
        expect(unsafeMarkup(row.comment_html), payload.name).toBeUndefined();
        expect(unsafeMarkup(answer.review.comment), payload.name).toBeUndefined();
        // A title is plain text, answered as written (the storefront escapes it as any text).
        expect(answer.review.title).toBe(`<img src=x onerror=alert(1)> ${payload.name}`);
        await approve(answer.review.id);
      }
      const shown = await layer("TEST-CITRON", { size: 50 });
      expect(shown.reviews.length).toBeGreaterThanOrEqual(XSS_PAYLOADS.length);
      for (const review of shown.reviews) expect(unsafeMarkup(review.comment)).toBeUndefined();
    });

    it("shows approved reviews only; the author sees theirs pending or rejected; each store its own", async () => {
      const cleo = await reviewer("cleo");
      const dan = await reviewer("dan");
      const before = await layer("TEST-FLACON");
      const written = await cleo.create({ sku: "TEST-FLACON", rating: 4, title: "Bon flacon", comment: "Solide.\n\nLa pipette est précise." });
      expect(written).toMatchObject({ success: true, errorCode: null, review: { status: "PENDING", rating: 4, title: "Bon flacon", comment: "<p>Solide.</p><p>La pipette est précise.</p>", verifiedPurchase: false, productName: "Flacon compte-gouttes de test", product: { sku: "TEST-FLACON" } } });
      expect(await layer("TEST-FLACON")).toEqual(before);
      expect(await cleo.mine()).toMatchObject([{ id: written.review.id, status: "PENDING" }]);
      // Their own, in either store; another customer's list does not have it.
      expect(await cleo.mine("TEST-FLACON", EN)).toMatchObject([{ id: written.review.id }]);
      expect(await cleo.mine("TEST-CITRON")).toEqual([]);
      expect(await dan.mine()).toEqual([]);

      const english = await dan.create({ sku: "TEST-FLACON", rating: 2, title: "Leaky", comment: "The cap leaks." }, EN);
      expect(await approve(written.review.id, english.review.id, "999999999")).toEqual({ changed: [Number(written.review.id), Number(english.review.id)], unchanged: [], unknown: [999999999] });
      const fr = await layer("TEST-FLACON", { from: 0, size: 10 });
      expect(fr.total).toBe(before.total + 1);
      expect(fr.reviews[0]).toMatchObject({ id: written.review.id, author: { displayName: "Inès M." }, title: "Bon flacon", verifiedPurchase: false });
      expect(fr.reviews.some((review) => review.id === english.review.id)).toBe(false);
      const en = await layer("TEST-FLACON", {}, EN);
      expect(en.reviews.map((review) => review.id)).toContain(english.review.id);
      expect(en.reviews.map((review) => review.id)).not.toContain(written.review.id);

      expect(await reviews().reject(serviceScope(), [Number(written.review.id)])).toMatchObject({ changed: [Number(written.review.id)] });
      expect(await layer("TEST-FLACON")).toEqual(before);
      expect(await cleo.mine()).toMatchObject([{ id: written.review.id, status: "REJECTED" }]);
    });

    it("pages approved reviews newest first (from, size capped at 50, size 0: the summary), a variant answering for its parent", async () => {
      const ratings = [5, 5, 4, 3, 0, 5, 4];
      const ids: string[] = [];
      for (const [index, rating] of ratings.entries()) {
        const writer = await reviewer(`page-${index}`);
        const answer = await writer.create({ sku: "TEST-GAMME", rating, title: `Avis ${index}` });
        expect(answer.success).toBe(true);
        ids.push(answer.review.id);
        // Distinct instants, in the order written.
        await db().updateTable("product_review").set({ created_at: new Date(Date.UTC(2026, 0, 1 + index)).toISOString() }).where("id", "=", Number(answer.review.id)).execute();
      }
      await approve(...ids);
      const newestFirst = [...ids].reverse();
      const all = await layer("TEST-GAMME", { from: 0, size: 100 });
      expect(all.total).toBe(7);
      expect(all.reviews.map((review) => review.id)).toEqual(newestFirst);
      expect(all.ratingAverage).toBeCloseTo(26 / 7, 10);
      expect(all.distribution).toEqual([5, 4, 3, 2, 1, 0].map((rating) => ({ rating, count: ratings.filter((value) => value === rating).length })));
      expect((await layer("TEST-GAMME", { from: 2, size: 3 })).reviews.map((review) => review.id)).toEqual(newestFirst.slice(2, 5));
      expect((await layer("TEST-GAMME", { from: -5, size: 2 })).reviews.map((review) => review.id)).toEqual(newestFirst.slice(0, 2));
      expect((await layer("TEST-GAMME", { from: 7, size: 10 })).reviews).toEqual([]);
      expect((await layer("TEST-GAMME")).reviews).toHaveLength(7);
      const summary = await layer("TEST-GAMME", { from: 0, size: 0 });
      expect(summary).toMatchObject({ total: 7, reviews: [] });
      expect(summary.distribution).toHaveLength(6);
      // In the other store: none.
      expect(await layer("TEST-GAMME", { size: 0 }, EN)).toEqual({ total: 0, ratingAverage: 0, distribution: [5, 4, 3, 2, 1, 0].map((rating) => ({ rating, count: 0 })), reviews: [] });

      // The cap: 60 asked, at most 50 answered.
      const many = Array.from({ length: 55 }, (_, index) => ({ product_id: 0, customer_id: null, store: "fr", author_name: "Seed S.", product_name: "x", rating: 4, title: `t${index}`, comment_html: "<p>c</p>", status: "approved" as const, verified_purchase: 0, created_at: "2025-01-01T00:00:00.000Z", moderated_at: null }));
      const lavender = await db().selectFrom("product").select("id").where("sku", "=", "TEST-LAVANDE").executeTakeFirstOrThrow();
      await db().insertInto("product_review").values(many.map((row) => ({ ...row, product_id: lavender.id }))).execute();
      const capped = await layer("TEST-LAVANDE", { from: 0, size: 50 });
      expect(capped.reviews).toHaveLength(50);
      const variant = await layer("TEST-LAVANDE-10ML", { from: 0, size: 50 });
      expect(variant).toEqual(capped);
      // More than the schema's own cap is refused before anything runs (the list-size cost).
      const tooMany = await gql(api, LAYER, { sku: "TEST-LAVANDE", input: { size: 60 } });
      if (!tooMany.body.errors) expect(tooMany.body.data.product.reviewsLayer.reviews).toHaveLength(50);
    });

    it("says a review is a verified purchase when an order of the customer's, not cancelled, holds the product or a variant", async () => {
      const eve = await reviewer("eve");
      await api.commerce.services.stock.set(serviceScope(), "TEST-LAVANDE-5ML", 50);
      const order = await placeTestOrder(api.commerce, { lines: [{ sku: "TEST-LAVANDE-5ML", quantity: 1 }] });
      await db().updateTable("sales_order").set({ customer_id: eve.id }).where("id", "=", order.id).execute();
      const bought = await eve.create({ sku: "TEST-LAVANDE", title: "Achetée" });
      expect(bought.review).toMatchObject({ verifiedPurchase: true, status: "PENDING" });
      // A cancelled order proves nothing.
      const finn = await reviewer("finn");
      const cancelled = await placeTestOrder(api.commerce, { lines: [{ sku: "TEST-LAVANDE-5ML", quantity: 1 }] });
      await db().updateTable("sales_order").set({ customer_id: finn.id, status: "cancelled" }).where("id", "=", cancelled.id).execute();
      expect((await finn.create({ sku: "TEST-LAVANDE", title: "Annulée" })).review.verifiedPurchase).toBe(false);
    });

    it("limits reviews per customer (5 an hour, refused ones given back) and attempts per client address (20 an hour)", async () => {
      const gus = await reviewer("gus");
      const skus = ["TEST-CITRON", "TEST-FLACON", "TEST-GAMME", "TEST-COFFRET", "TEST-COFFRET-FIXE", "TEST-LOT-01"];
      // A refused review does not count against the customer.
      expect((await gus.create({ rating: 9 })).errorCode).toBe("RATING_OUT_OF_RANGE");
      for (const sku of skus.slice(0, 5)) expect((await gus.create({ sku })).success, sku).toBe(true);
      const sixth = await gus.create({ sku: skus[5] });
      expect(sixth).toMatchObject({ success: false, errorCode: "TOO_MANY_ATTEMPTS" });
      expect(sixth.errorMessage).toMatch(/^Trop de tentatives\. Veuillez réessayer dans \d+ minutes?\.$/);
      expect(await rowsOf(gus.id)).toHaveLength(5);

      // Per address: twenty attempts from one address, whoever signs in.
      const address = freshAddress();
      let refused;
      for (let attempt = 0; attempt < 21 && !refused; attempt++) {
        const { cookie } = await customerSession(api, `hal-${attempt}`);
        const answer = (await gql(api, CREATE, { input: { sku: "TEST-CITRON", rating: 7, title: "t", comment: "c" } }, { headers: { cookie, "x-forwarded-for": address } })).body.data.createProductReview;
        if (answer.errorCode === "TOO_MANY_ATTEMPTS") refused = attempt;
      }
      expect(refused).toBe(20);
    });

    it("appends a feed row for the product when a review is approved or an approved one rejected", async () => {
      const ivy = await reviewer("ivy");
      const written = await ivy.create({ sku: "TEST-COFFRET", title: "Coffret" });
      const { stock } = api.commerce.services;
      const coffret = await db().selectFrom("product").select("id").where("sku", "=", "TEST-COFFRET").executeTakeFirstOrThrow();
      let position = stock.feed.position();
      await approve(written.review.id);
      expect(stock.feed.tagsChangedSince(position)).toContain(productTag(coffret.id));
      // Approved again: nothing changes, nothing is announced.
      position = stock.feed.position();
      expect(await approve(written.review.id)).toMatchObject({ changed: [], unchanged: [Number(written.review.id)] });
      expect(stock.feed.position()).toBe(position);
      await reviews().reject(serviceScope(), [Number(written.review.id)]);
      expect(stock.feed.tagsChangedSince(position)).toContain(productTag(coffret.id));
    });

    it("reads the summaries of a page of product cards in one statement", async () => {
      const executor = api.commerce.database.db.getExecutor();
      const spy = vi.spyOn(executor, "executeQuery");
      try {
        const response = await gql(api, `query Cards { search(query: "huile", input: { pageLength: 24 }) { listing { products { sku reviewsLayer(input: { from: 0, size: 0 }) { total ratingAverage } } } } }`);
        expect(response.body.errors).toBeUndefined();
        const cards = response.body.data.search.listing.products;
        expect(cards.length).toBeGreaterThan(1);
        const reviewStatements = spy.mock.calls.filter(([query]) => /product_review/.test((query as { sql: string }).sql));
        expect(reviewStatements).toHaveLength(1);
      } finally {
        spy.mockRestore();
      }
    });
  });
});

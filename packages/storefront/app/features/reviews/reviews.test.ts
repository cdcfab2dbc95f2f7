import { describe, expect, it } from "vitest";
import { intlFor } from "../../lib/i18n.ts";
import { FIRST_REVIEWS, MOST_REVIEWS_BY_ADDRESS, reviewsShownOf } from "./product-reviews-query.ts";
import { missingFields, reviewValuesOf, skuParam } from "./review-form-state.ts";
import { plainTextOf } from "./review-text.ts";

describe("the reviews a product page's address asks for", () => {
  const shown = (query: string) => reviewsShownOf(new URLSearchParams(query));

  it("are the first five unless a show-more link's count is given", () => {
    expect(reviewsShownOf(undefined)).toBe(FIRST_REVIEWS);
    expect(shown("")).toBe(5);
    expect(shown("reviews=15")).toBe(15);
    expect(shown("reviews=25")).toBe(25);
    expect(shown(`reviews=${MOST_REVIEWS_BY_ADDRESS}`)).toBe(45);
  });

  it("fall back to five for any value a show-more link never writes (so a crawler cannot ask for every review)", () => {
    for (const value of ["5", "10", "16", "55", "1000000", "-15", "15.0e0x", "abc"]) expect(shown(`reviews=${value}`), value).toBe(5);
  });
});

describe("the review form's values", () => {
  const form = (entries: Record<string, string>) => {
    const data = new FormData();
    for (const [name, value] of Object.entries(entries)) data.set(name, value);
    return data;
  };

  it("are bounded before anything is checked (the API refuses what is too long with its own message)", () => {
    const values = reviewValuesOf(form({ rating: "4444", title: "t".repeat(5_000), comment: "c".repeat(100_000) }));
    expect(values).toEqual({ rating: "44", title: "t".repeat(1_000), comment: "c".repeat(40_000) });
    expect(reviewValuesOf(form({}))).toEqual({ rating: "", title: "", comment: "" });
  });

  it("name each missing field in the shopper's language, a comment of empty paragraphs counting as missing", () => {
    const fr = intlFor("fr-FR");
    const en = intlFor("en-GB");
    const problems = missingFields(en, { rating: "", title: "  ", comment: "<p>&nbsp;</p><p> </p>" });
    expect(problems.map((problem) => problem.field)).toEqual(["rating", "title", "comment"]);
    for (const problem of problems) expect(problem.message).not.toMatch(/^reviewWrite\./);
    expect(missingFields(fr, { rating: "6", title: "Bien", comment: "<p>Oui</p>" }).map((problem) => problem.field)).toEqual(["rating"]);
    expect(missingFields(fr, { rating: "0", title: "Bof", comment: "<p><strong>Non</strong></p>" })).toEqual([]);
    expect(missingFields(fr, { rating: "0", title: "Bof", comment: "<p>x</p>" })[0]?.message).not.toBe(missingFields(en, { rating: "", title: "Bof", comment: "<p>x</p>" })[0]?.message);
  });

  it("take a sku from the address only when it looks like one", () => {
    expect(skuParam(new URLSearchParams("sku=HE-LAVANDE-FINE"))).toBe("HE-LAVANDE-FINE");
    expect(skuParam(new URLSearchParams("sku=%20AB-NARCISSE%20"))).toBe("AB-NARCISSE");
    expect(skuParam(new URLSearchParams(""))).toBeNull();
    expect(skuParam(new URLSearchParams(`sku=${"A".repeat(101)}`))).toBeNull();
    expect(skuParam(new URLSearchParams("sku=A%0AB"))).toBeNull();
  });
});

describe("a review's comment as plain text (the structured data's reviewBody)", () => {
  it("keeps the words, separated where blocks and line breaks were, with character references decoded", () => {
    expect(plainTextOf("<p>Très <strong>belle</strong> huile.</p><ul><li>Douce</li><li>Tenace</li></ul><p>Ligne<br>suivante &amp; fin&nbsp;!</p>")).toBe(
      "Très belle huile. Douce Tenace Ligne suivante & fin !",
    );
    expect(plainTextOf("&lt;script&gt; &#233;t&#xE9; &bogus; &#0; &#x110000;")).toBe("<script> été &bogus; &#0; &#x110000;");
    expect(plainTextOf("")).toBe("");
  });
});

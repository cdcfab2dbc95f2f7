import fs from "node:fs";
import path from "node:path";
import { gql } from "@apollo/client";
import { type DocumentNode, print } from "graphql";
import { createIntl } from "react-intl";
import { describe, expect, it } from "vitest";
import { compileGqlTemplates, compileMessages, withoutEmptyLists } from "./build-transforms.ts";

/** What the browser build parses ahead of time must mean what the text meant (ADR 033). */

// A document as the app writes it; `evaluate` runs the compiled expression with the module's names.
const withoutLocations = (document: DocumentNode) => JSON.parse(JSON.stringify(document, (key, value) => (key === "loc" ? undefined : withoutEmptyLists(key, value))));
const evaluate = (expression: string, names: Record<string, unknown>) =>
  new Function(...Object.keys(names), `return ${expression};`)(...Object.values(names)) as DocumentNode;

describe("compileGqlTemplates", () => {
  const PRICE = gql`
    fragment Price on Money {
      amount
      currency
    }
  `;
  const CARD = gql`
    fragment Card on Product {
      sku
      price {
        ...Price
      }
    }
    ${PRICE}
  `;

  it("writes the document gql would parse, fragments appended once each and number constants written in", () => {
    const source = [
      "const RELATED_LIMIT = 4;",
      "gql`query Related($sku: String!) { product(sku: $sku) { related(limit: ${RELATED_LIMIT}) { ...Card } price { ...Price } } } ${CARD} ${PRICE}`",
    ].join("\n");
    const compiled = compileGqlTemplates(source).split("\n")[1];
    expect(compiled).not.toContain("gql`");
    const document = evaluate(compiled, { CARD: withoutLocations(CARD), PRICE: withoutLocations(PRICE) });
    const RELATED_LIMIT = 4;
    const expected = gql`
      query Related($sku: String!) {
        product(sku: $sku) {
          related(limit: ${RELATED_LIMIT}) {
            ...Card
          }
          price {
            ...Price
          }
        }
      }
      ${CARD}
    `;
    expect(document).toEqual(withoutLocations(expected));
    // Printed (the persisted query's text and hash), it is the document as written.
    expect(print(document)).toBe(print(expected));
  });

  it("fails on a malformed document", () => {
    expect(() => compileGqlTemplates("gql`query { product(sku: ) { sku } }`")).toThrow(/Syntax Error/);
  });

  it("compiles every document of the app", () => {
    const files = fs.readdirSync(path.join(import.meta.dirname, "app"), { recursive: true, encoding: "utf8" }).filter((file) => /\.tsx?$/.test(file) && !file.includes(".test."));
    const sources = files.map((file) => fs.readFileSync(path.join(import.meta.dirname, "app", file), "utf8")).filter((source) => source.includes("gql`"));
    expect(sources.length).toBeGreaterThan(0);
    for (const source of sources) expect(compileGqlTemplates(source)).not.toContain("gql`");
  });
});

describe("compileMessages", () => {
  it("writes every catalog's messages as the AST react-intl formats to the same text", () => {
    for (const locale of ["fr-FR", "en-GB"]) {
      const folder = path.join(import.meta.dirname, "app/i18n", locale);
      // The messages any page shows, and those of the account, checkout and quick order (areas/).
      for (const file of fs.readdirSync(folder, { recursive: true, encoding: "utf8" }).filter((name) => name.endsWith(".json"))) {
        const json = fs.readFileSync(path.join(folder, file), "utf8");
        let failed = false;
        const onError = () => {
          failed = true;
        };
        const text = createIntl({ locale, messages: JSON.parse(json) as Record<string, string>, onError });
        const parsed = createIntl({ locale, messages: JSON.parse(compileMessages(json, locale)), onError });
        // Every argument a message names gets a number (plurals, selects and plain arguments alike).
        const values = new Proxy({}, { get: () => 2, has: () => true });
        for (const id of Object.keys(JSON.parse(json) as object)) {
          failed = false;
          const expected = text.formatMessage({ id }, values);
          if (failed) continue; // a message with tags wants functions: the e2e specs render those
          expect(parsed.formatMessage({ id }, values), `${locale} ${id}`).toEqual(expected);
        }
      }
    }
  });
});

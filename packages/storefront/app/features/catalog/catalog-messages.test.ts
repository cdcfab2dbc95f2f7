import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { catalogs, intlFor } from "../../lib/i18n.ts";
import { SORT_CHOICES } from "./listing/listing-state.ts";

/** Every message id the catalogue screens use, literal or built, exists in both languages. */
const sources = [path.resolve(import.meta.dirname), path.resolve(import.meta.dirname, "../../routes/entity"), path.resolve(import.meta.dirname, "../../routes")];

function sourceFiles(directory: string): string[] {
  return fs
    .readdirSync(directory, { withFileTypes: true })
    .flatMap((entry) => (entry.isDirectory() && directory.endsWith("catalog") ? sourceFiles(path.join(directory, entry.name)) : entry.isFile() && /\.tsx?$/.test(entry.name) && !entry.name.includes(".test.") ? [path.join(directory, entry.name)] : []));
}

describe("catalogue messages", () => {
  const used = new Set<string>();
  for (const file of sources.flatMap(sourceFiles)) for (const match of fs.readFileSync(file, "utf8").matchAll(/"(catalog\.[A-Za-z0-9_.]+)"/g)) used.add(match[1]);
  for (const badge of ["organic", "sale", "new"]) used.add(`catalog.badge.${badge}`);
  for (const choice of SORT_CHOICES) used.add(`catalog.sort.${choice.field}.${choice.direction}`);
  for (const bound of ["between", "above", "below"]) used.add(`catalog.filters.price.${bound}`);

  it("exist in fr-FR and en-GB", () => {
    expect(used.size).toBeGreaterThan(50);
    for (const locale of ["fr-FR", "en-GB"] as const) {
      const missing = [...used].filter((id) => !catalogs[locale][id]);
      expect(missing, locale).toEqual([]);
    }
  });

  it("print the listing's range with the store's digit grouping, like its total", () => {
    const values = { first: 19, last: 36, total: 7420 };
    expect(intlFor("fr-FR").formatMessage({ id: "catalog.results.range" }, values)).toBe("19 à 36 sur 7\u202f420 produits");
    expect(intlFor("en-GB").formatMessage({ id: "catalog.results.range" }, values)).toBe("19–36 of 7,420 products");
  });
});

import type { Kysely } from "kysely";
import type { ContentLanguage, Database } from "../../db/schema.ts";
import { familyName, labelName } from "../product/product-attributes.ts";
import { chunked } from "../../shared/chunked.ts";
import { CATALOG_ROOT_ID, DEFAULT_CATEGORY_ID } from "../category/service.ts";
import { ROWS_PER_READ, nextTurn } from "../../latest-build.ts";
import { foldText, isVocabularyWord } from "./text.ts";

/** The searchable texts of one listed product in one language, folded (text.ts). */
export interface SearchDocument {
  productId: number;
  language: ContentLanguage;
  name: string;
  botanicalName: string;
  /** Its sku and its variants', each also in compact form (`he lavande fine helavandefine`). */
  sku: string;
  /** The CAS number, also in compact form. */
  cas: string;
  /** Names of the categories it is placed in and of their ancestors. */
  categories: string;
  /** Label names and the family's names. */
  labels: string;
  shortDescription: string;
  description: string;
}

export const LANGUAGES: readonly ContentLanguage[] = ["fr", "en"];

const withCompact = (code: string | null): string => {
  if (!code) return "";
  const folded = foldText(code);
  const compact = folded.replace(/ /g, "");
  return compact === folded ? folded : `${folded} ${compact}`;
};

/** A product's botanical name, skus (its own and its variants') and CAS number, as documents hold them. */
function codeFields(
  product: { sku: string; botanical_name: string | null; cas_number: string | null },
  variantSkus: string[],
): Pick<SearchDocument, "botanicalName" | "sku" | "cas"> {
  return {
    botanicalName: foldText(product.botanical_name ?? ""),
    sku: [product.sku, ...variantSkus].map(withCompact).join(" "),
    cas: withCompact(product.cas_number),
  };
}

/** Category names per language, and each category's ancestors below the default category. */
export async function loadCategoryNames(db: Kysely<Database>) {
  const [categories, translations] = await Promise.all([
    db.selectFrom("category").select(["id", "path", "is_active"]).execute(),
    db.selectFrom("category_translation").select(["category_id", "language", "name"]).execute(),
  ]);
  const names = new Map<string, string>(translations.map((row) => [`${row.language}:${row.category_id}`, row.name]));
  const lineage = new Map<number, number[]>(
    categories
      .filter((row) => row.is_active === 1)
      .map((row) => [row.id, row.path.split("/").map(Number).filter((id) => id !== CATALOG_ROOT_ID && id !== DEFAULT_CATEGORY_ID && Number.isInteger(id))]),
  );
  return { names, lineage };
}

/**
 * The documents of the given top-level products that are listed (active, visible), in every
 * language. Products not returned (variants, inactive, deleted) have no document.
 */
export async function loadSearchDocuments(
  db: Kysely<Database>,
  ids: readonly number[],
  categories: Awaited<ReturnType<typeof loadCategoryNames>>,
): Promise<SearchDocument[]> {
  if (ids.length === 0) return [];
  const products = await db
    .selectFrom("product")
    .select(["id", "sku", "family", "botanical_name", "cas_number"])
    .where("id", "in", [...ids])
    .where("parent_id", "is", null)
    .where("is_active", "=", 1)
    .where("is_visible", "=", 1)
    .execute();
  if (products.length === 0) return [];
  const listed = products.map((product) => product.id);
  const [translations, variants, labels, links] = await Promise.all([
    db.selectFrom("product_translation").select(["product_id", "language", "name", "short_description", "description"]).where("product_id", "in", listed).execute(),
    db.selectFrom("product").select(["parent_id", "sku"]).where("parent_id", "in", listed).where("is_active", "=", 1).execute(),
    db.selectFrom("product_label").select(["product_id", "code"]).where("product_id", "in", listed).execute(),
    db.selectFrom("product_category").select(["product_id", "category_id"]).where("product_id", "in", listed).execute(),
  ]);
  const group = <T, K>(rows: T[], key: (row: T) => K) => {
    const map = new Map<K, T[]>();
    for (const row of rows) {
      const list = map.get(key(row));
      if (list) list.push(row);
      else map.set(key(row), [row]);
    }
    return map;
  };
  const translationsById = group(translations, (row) => row.product_id);
  const variantsById = group(variants, (row) => row.parent_id!);
  const labelsById = group(labels, (row) => row.product_id);
  const linksById = group(links, (row) => row.product_id);

  const documents: SearchDocument[] = [];
  for (const product of products) {
    const texts = translationsById.get(product.id) ?? [];
    const codes = codeFields(product, (variantsById.get(product.id) ?? []).map((variant) => variant.sku));
    const categoryIds = new Set((linksById.get(product.id) ?? []).flatMap((link) => categories.lineage.get(link.category_id) ?? []));
    for (const language of LANGUAGES) {
      // A text missing in one language falls back to the other (as the API shows it).
      const text = texts.find((row) => row.language === language) ?? texts[0];
      if (!text) continue;
      documents.push({
        productId: product.id,
        language,
        name: foldText(text.name),
        ...codes,
        categories: foldText([...categoryIds].map((id) => categories.names.get(`${language}:${id}`) ?? "").join(" ")),
        labels: foldText(
          [
            ...(labelsById.get(product.id) ?? []).map((label) => labelName(label.code, language)),
            familyName(product.family, language, "singular"),
            familyName(product.family, language, "plural"),
          ].join(" "),
        ),
        shortDescription: foldText(text.short_description ?? ""),
        description: foldText(text.description ?? ""),
      });
    }
  }
  return documents;
}

/** The fields of the name index (name-index.ts): name, botanical name, skus, CAS number. */
export type NameDocument = Pick<SearchDocument, "productId" | "language" | "name" | "botanicalName" | "sku" | "cas">;

/**
 * The name documents of every listed product, in every language, by product id: the same
 * products and texts as loadSearchDocuments (a name missing in one language falls back to the
 * other), read in three queries rather than per chunk of products.
 */
export async function loadNameDocuments(db: Kysely<Database>): Promise<NameDocument[]> {
  const documents: NameDocument[] = [];
  // In slices of products, in id order: the whole catalogue is hundreds of thousands of rows.
  for (let after = 0; ; await nextTurn()) {
    const products = await db
      .selectFrom("product")
      .select(["id", "sku", "botanical_name", "cas_number"])
      .where("parent_id", "is", null)
      .where("is_active", "=", 1)
      .where("is_visible", "=", 1)
      .where("id", ">", after)
      .orderBy("id")
      .limit(ROWS_PER_READ)
      .execute();
    if (products.length === 0) break;
    const [from, to] = [products[0].id, products[products.length - 1].id];
    const [names, variants] = await Promise.all([
      db
        .selectFrom("product_translation as t")
        .innerJoin("product as p", "p.id", "t.product_id")
        .select(["t.product_id", "t.language", "t.name"])
        .where("p.parent_id", "is", null)
        .where("p.is_active", "=", 1)
        .where("p.is_visible", "=", 1)
        .where("t.product_id", ">=", from)
        .where("t.product_id", "<=", to)
        .execute(),
      db
        .selectFrom("product")
        .select(["parent_id", "sku"])
        .where("parent_id", ">=", from)
        .where("parent_id", "<=", to)
        .where("is_active", "=", 1)
        .execute(),
    ]);
    const namesById = new Map<number, Partial<Record<ContentLanguage, string>>>();
    for (const row of names) {
      const byLanguage = namesById.get(row.product_id) ?? {};
      byLanguage[row.language] = row.name;
      namesById.set(row.product_id, byLanguage);
    }
    const skusById = new Map<number, string[]>();
    for (const row of variants) {
      const skus = skusById.get(row.parent_id!);
      if (skus) skus.push(row.sku);
      else skusById.set(row.parent_id!, [row.sku]);
    }
    for (const product of products) {
      const byLanguage = namesById.get(product.id);
      if (!byLanguage) continue;
      const codes = codeFields(product, skusById.get(product.id) ?? []);
      for (const language of LANGUAGES) {
        const name = byLanguage[language] ?? Object.values(byLanguage)[0];
        if (name !== undefined) documents.push({ productId: product.id, language, name: foldText(name), ...codes });
      }
    }
    if (products.length < ROWS_PER_READ) break;
    after = to;
  }
  return documents;
}

/** The words of documents worth offering as corrections, per language. */
export function vocabularyOf(documents: SearchDocument[]): { language: ContentLanguage; term: string }[] {
  const seen = new Set<string>();
  const terms: { language: ContentLanguage; term: string }[] = [];
  for (const document of documents) {
    const text = [document.name, document.botanicalName, document.categories, document.labels, document.shortDescription, document.description].join(" ");
    for (const term of text.split(" ")) {
      if (!isVocabularyWord(term)) continue;
      const key = `${document.language}:${term}`;
      if (seen.has(key)) continue;
      seen.add(key);
      terms.push({ language: document.language, term });
    }
  }
  return terms;
}

/** Writes new vocabulary words (existing ones are kept; `"all"` rebuilds start from empty). */
export async function addVocabulary(db: Kysely<Database>, terms: { language: ContentLanguage; term: string }[]): Promise<void> {
  for (const chunk of chunked(terms, 2000)) {
    await db.insertInto("search_term").values(chunk).onConflict((conflict) => conflict.doNothing()).execute();
  }
}


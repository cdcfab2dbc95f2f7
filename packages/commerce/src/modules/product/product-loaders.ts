import type { GraphQLContext } from "../../graphql/context.ts";
import { BatchLoader } from "../../shared/batch-loader.ts";
import type { ProductReadCache } from "../catalog-version/catalogue-read-cache.ts";
import type {
  AttributeOptionRecord,
  BundleOptionRecord,
  CustomOptionRecord,
  ProductRecord,
  TierPriceRecord,
} from "./product-repository.ts";
import type { ProductFamilyTree } from "./product-summary.ts";

/**
 * Per-operation product loaders: whatever a response nests (a page of 36 products with their
 * variants, labels, prices and options), each kind of data is read with one query per level,
 * and not at all when the process already read it at the current catalogue version
 * (product-read-cache.ts).
 */
export interface ProductLoaders {
  byId: BatchLoader<number, ProductRecord | undefined>;
  idBySku: BatchLoader<string, number | undefined>;
  variants: BatchLoader<number, ProductRecord[]>;
  labels: BatchLoader<number, string[]>;
  tierPrices: BatchLoader<number, TierPriceRecord[]>;
  categoryIds: BatchLoader<number, number[]>;
  groupedItemIds: BatchLoader<number, number[]>;
  bundleOptions: BatchLoader<number, BundleOptionRecord[]>;
  customOptions: BatchLoader<number, CustomOptionRecord[]>;
  attributeOptions(): Promise<Map<string, Map<string, AttributeOptionRecord>>>;
  /** The catalogue version, read once per operation: every cached read is keyed by it. */
  catalogVersion(): Promise<string>;
  /** A product with what its price and stock depend on (variants, items, bundle choices). */
  familyTree(record: ProductRecord): Promise<ProductFamilyTree>;
}

const loadersByContext = new WeakMap<GraphQLContext, ProductLoaders>();

export function productLoadersOf(context: GraphQLContext): ProductLoaders {
  let loaders = loadersByContext.get(context);
  if (loaders) return loaders;
  const { products } = context.services;
  const { repository, readCache } = products;
  const { language } = context.store;
  let catalogVersion: Promise<string> | undefined;
  const version = () => {
    if (!catalogVersion) {
      catalogVersion = products.catalogVersion();
      // A failed read is not memoised: a later field may try again.
      catalogVersion.catch(() => (catalogVersion = undefined));
    }
    return catalogVersion;
  };
  const trees = new WeakMap<ProductRecord, Promise<ProductFamilyTree>>();

  /** A batch load through the process-wide cache of the current catalogue version. */
  const cached = <K extends string | number, V>(kind: string, load: (keys: K[]) => Promise<Map<K, V>>, cache: ProductReadCache = readCache) =>
    async (keys: K[]): Promise<Map<K, V>> => cache.load(await version(), `${kind}|${language}`, keys, load);

  const byId = new BatchLoader<number, ProductRecord | undefined>(
    cached("product", (ids) => repository.byIds(ids, language)),
    () => undefined,
  );
  const loadVariants = cached("variants", (parentIds: number[]) => repository.variantsByParent(parentIds, language));
  const variants = new BatchLoader<number, ProductRecord[]>(
    async (parentIds) => {
      const found = await loadVariants(parentIds);
      for (const list of found.values()) for (const variant of list) byId.prime(variant.id, variant);
      return found;
    },
    () => [],
  );
  const groupedItemIds = new BatchLoader<number, number[]>(cached("grouped", (ids) => repository.groupedItemIds(ids)), () => []);
  const bundleOptions = new BatchLoader<number, BundleOptionRecord[]>(cached("bundle", (ids) => repository.bundleOptions(ids)), () => []);
  const present = (records: (ProductRecord | undefined)[]) => records.filter((record): record is ProductRecord => !!record);

  loaders = {
    byId,
    idBySku: new BatchLoader(
      cached("sku", (skus: string[]) => repository.idsBySkus(skus)),
      () => undefined,
    ),
    variants,
    labels: new BatchLoader(cached("labels", (ids: number[]) => repository.labels(ids)), () => []),
    tierPrices: new BatchLoader(cached("tiers", (ids: number[]) => repository.tierPrices(ids)), () => []),
    categoryIds: new BatchLoader(cached("categories", (ids: number[]) => repository.categoryIds(ids)), () => []),
    groupedItemIds,
    bundleOptions,
    customOptions: new BatchLoader(cached("custom", (ids: number[]) => repository.customOptions(ids)), () => []),
    async attributeOptions() {
      const current = await version();
      return readCache.single(current, "attribute-options", () => repository.attributeOptions());
    },
    catalogVersion: version,
    familyTree(record) {
      let tree = trees.get(record);
      if (!tree) {
        tree = (async (): Promise<ProductFamilyTree> => {
          const product = record;
          if (record.type === "configurable") {
            return { product, variants: await variants.load(record.id), groupedItems: [], bundleOptions: [] };
          }
          if (record.type === "grouped") {
            const items = present(await byId.loadAll(await groupedItemIds.load(record.id)));
            return { product, variants: [], groupedItems: items, bundleOptions: [] };
          }
          if (record.type === "bundle") {
            const options = await bundleOptions.load(record.id);
            const selections = present(await byId.loadAll(options.flatMap((option) => option.selections.map((selection) => selection.productId))));
            const byProductId = new Map(selections.map((selection) => [selection.id, selection]));
            return {
              product,
              variants: [],
              groupedItems: [],
              bundleOptions: options.map((option) => ({
                isRequired: option.isRequired,
                type: option.type,
                selections: option.selections.flatMap((selection) => {
                  const selected = byProductId.get(selection.productId);
                  return selected ? [{ product: selected, defaultQty: selection.defaultQty }] : [];
                }),
              })),
            };
          }
          return { product, variants: [], groupedItems: [], bundleOptions: [] };
        })();
        trees.set(record, tree);
      }
      return tree;
    },
  };
  loadersByContext.set(context, loaders);
  return loaders;
}

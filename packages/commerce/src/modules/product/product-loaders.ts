import { BatchLoader } from "../../shared/batch-loader.ts";
import type {
  AttributeOptionRecord,
  BundleOptionRecord,
  CustomOptionRecord,
  ProductRecord,
  TierPriceRecord,
} from "./product-records.ts";
import type { ProductFamilyTree } from "./product-summary.ts";

/**
 * The product service's reads of many products at once, in the scope's language: through the
 * process's catalogue read cache at the scope's catalogue version, or straight from the scope's
 * executor (a transaction) when it has one.
 */
export interface ProductReads {
  byIds(ids: number[]): Promise<Map<number, ProductRecord>>;
  idsBySkus(skus: string[]): Promise<Map<string, number>>;
  variants(parentIds: number[]): Promise<Map<number, ProductRecord[]>>;
  labels(ids: number[]): Promise<Map<number, string[]>>;
  tierPrices(ids: number[]): Promise<Map<number, TierPriceRecord[]>>;
  categoryIds(ids: number[]): Promise<Map<number, number[]>>;
  groupedItemIds(ids: number[]): Promise<Map<number, number[]>>;
  bundleOptions(ids: number[]): Promise<Map<number, BundleOptionRecord[]>>;
  customOptions(ids: number[]): Promise<Map<number, CustomOptionRecord[]>>;
  attributeOptions(): Promise<Map<string, Map<string, AttributeOptionRecord>>>;
}

/**
 * Per-scope batching over the service's reads: whatever one unit of work asks of the product
 * service (a page of 36 products with their variants, labels, prices and options), each kind of
 * data is read with one call per level of the response. Private to the product service: other
 * modules and resolvers ask the service, which batches through these.
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
  /** A product with what its price and stock depend on (variants, items, bundle choices). */
  familyTree(record: ProductRecord): Promise<ProductFamilyTree>;
}

export function createProductLoaders(reads: ProductReads): ProductLoaders {
  const trees = new WeakMap<ProductRecord, Promise<ProductFamilyTree>>();
  const byId = new BatchLoader<number, ProductRecord | undefined>((ids) => reads.byIds(ids), () => undefined);
  const variants = new BatchLoader<number, ProductRecord[]>(
    async (parentIds) => {
      const found = await reads.variants(parentIds);
      for (const list of found.values()) for (const variant of list) byId.prime(variant.id, variant);
      return found;
    },
    () => [],
  );
  const groupedItemIds = new BatchLoader<number, number[]>((ids) => reads.groupedItemIds(ids), () => []);
  const bundleOptions = new BatchLoader<number, BundleOptionRecord[]>((ids) => reads.bundleOptions(ids), () => []);
  const present = (records: (ProductRecord | undefined)[]) => records.filter((record): record is ProductRecord => !!record);
  let attributeOptions: Promise<Map<string, Map<string, AttributeOptionRecord>>> | undefined;

  return {
    byId,
    idBySku: new BatchLoader((skus: string[]) => reads.idsBySkus(skus), () => undefined),
    variants,
    labels: new BatchLoader((ids: number[]) => reads.labels(ids), () => []),
    tierPrices: new BatchLoader((ids: number[]) => reads.tierPrices(ids), () => []),
    categoryIds: new BatchLoader((ids: number[]) => reads.categoryIds(ids), () => []),
    groupedItemIds,
    bundleOptions,
    customOptions: new BatchLoader((ids: number[]) => reads.customOptions(ids), () => []),
    attributeOptions() {
      if (!attributeOptions) {
        attributeOptions = reads.attributeOptions();
        // A failed read is not memoised: a later call may try again.
        attributeOptions.catch(() => (attributeOptions = undefined));
      }
      return attributeOptions;
    },
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
}

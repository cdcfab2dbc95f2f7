import { contentHash } from "../modules/cms/content-metadata.ts";
import type { CategoryNode } from "../modules/category/service.ts";
import type { CmsPageView } from "../modules/cms/service.ts";
import type { ProductRecord } from "../modules/product/product-records.ts";
import { productTag } from "../modules/stock/stock-change-feed.ts";
import type { GraphQLContext } from "./context.ts";

/**
 * Every category, product and content page a response carries is reported in its content
 * metadata (`extensions.contentMetadata`: type, id and a hash that changes with the content), so
 * a cache in front of the API knows what to purge. One mechanism for every module's resolvers.
 * A product served is also a dependency of the answer on that product's availability
 * (`productTag`): the storefront's stored pages are retired by a stock change of a product they show.
 */
type Recorder = Pick<GraphQLContext, "recordContent" | "dependsOn">;

export function servedCategory(context: Recorder, node: CategoryNode): CategoryNode;
export function servedCategory(context: Recorder, node: CategoryNode | undefined): CategoryNode | null;
export function servedCategory(context: Recorder, node: CategoryNode | undefined): CategoryNode | null {
  if (!node) return null;
  context.recordContent({ type: "category", id: String(node.id), hash: node.contentHash });
  return node;
}

export const servedCategories = (context: Recorder, nodes: readonly CategoryNode[]): CategoryNode[] => nodes.map((node) => servedCategory(context, node));

// Records are shared by the requests of one catalogue version: hash each once.
const hashes = new WeakMap<ProductRecord, string>();

export function servedProduct(context: Recorder, record: ProductRecord): ProductRecord;
export function servedProduct(context: Recorder, record: ProductRecord | undefined): ProductRecord | null;
export function servedProduct(context: Recorder, record: ProductRecord | undefined): ProductRecord | null {
  if (!record) return null;
  let hash = hashes.get(record);
  if (!hash) {
    hash = contentHash("product", record.sku, record.language, record.updatedAt);
    hashes.set(record, hash);
  }
  context.recordContent({ type: "product", id: record.sku, hash });
  // A variant's availability is carried by the product listed for it (its configurable parent).
  context.dependsOn(productTag(record.parentId ?? record.id));
  return record;
}

export const servedProducts = (context: Recorder, records: readonly (ProductRecord | undefined)[]): ProductRecord[] =>
  records.filter((record): record is ProductRecord => !!record).map((record) => servedProduct(context, record));

export function servedCmsPage(context: Recorder, page: CmsPageView): CmsPageView;
export function servedCmsPage(context: Recorder, page: CmsPageView | undefined): CmsPageView | null;
export function servedCmsPage(context: Recorder, page: CmsPageView | undefined): CmsPageView | null {
  if (!page) return null;
  context.recordContent({ type: "cms-page", id: page.identifier, hash: page.contentHash });
  return page;
}

import { useParams } from "react-router";
import { type RouteLoad, browserLoader, serverLoader, withStatus } from "../lib/route-data.ts";
import { pageHead } from "./entity/page-types.ts";
import { PRODUCT_QUERY, productItemQueries } from "./entity/product-query.ts";
import { ProductScreen } from "./entity/product-screen.tsx";
import { type ResolvedUrl, resolvedHandle, resolvedMeta } from "./entity/resolve-url.tsx";

/**
 * `/product/:id`: the product page by sku, the same page as at the product's own path (its
 * screen, queries, head and canonical URL are the product page type's). An unknown sku is the
 * 404 page.
 */
const load: RouteLoad<ResolvedUrl> = async ({ client, params, storePath }) => {
  const sku = params.id ?? "";
  const [{ data }] = await Promise.all([client.query({ query: PRODUCT_QUERY, variables: { sku } }), ...productItemQueries(sku).map((query) => client.query(query))]);
  const product = data?.product;
  if (!product) return withStatus<ResolvedUrl>({ url: storePath, type: "not-found", head: null }, 404);
  return { url: storePath, type: "product", head: pageHead(product) };
};
export const loader = serverLoader(load);
export const clientLoader = browserLoader(load);

export const meta = resolvedMeta;
export const handle = resolvedHandle;

export default function ProductRoute() {
  const { id = "" } = useParams();
  return <ProductScreen sku={id} />;
}

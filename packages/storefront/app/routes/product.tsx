import { Suspense, lazy } from "react";
import { useParams } from "react-router";
import { Loading } from "../components/loading.tsx";
import { type RouteLoad, browserLoader, serverLoader, withStatus } from "../lib/route-data.ts";
import { pageHead } from "./entity/page-types.ts";
import { PRODUCT_QUERY, productItemQueries } from "./entity/product-query.ts";
import { type ResolvedUrl, resolvedHandle, resolvedMeta } from "./entity/resolve-url.tsx";

/**
 * `/product/:id`: the product page by sku, the same page as at the product's own path (its
 * screen, queries, head and canonical URL are the product page type's). An unknown sku is the
 * 404 page.
 */
// The screen is the product page type's chunk, imported on demand here too (a static import would
// pull it into this route's chunk and defeat the page type's own).
const loadScreen = () => import("./entity/product-screen.tsx");
const ProductScreen = lazy(() => loadScreen().then((module) => ({ default: module.ProductScreen })));

const load: RouteLoad<ResolvedUrl> = async ({ client, params, storePath }) => {
  const sku = params.id ?? "";
  // The screen's chunk comes with the data, so rendering never waits on it.
  const [{ data }] = await Promise.all([client.query({ query: PRODUCT_QUERY, variables: { sku } }), ...productItemQueries(sku).map((query) => client.query(query)), loadScreen()]);
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
  return (
    <Suspense fallback={<Loading />}>
      <ProductScreen sku={id} />
    </Suspense>
  );
}

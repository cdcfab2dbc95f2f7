import { useParams } from "react-router";
import type { Locale } from "../lib/i18n.ts";
import { metaIntl, screenMeta } from "../lib/meta.ts";
import { type RouteLoad, browserLoader, serverLoader, withStatus } from "../lib/route-data.ts";
import { alternatesOf } from "./entity/entity-types.ts";
import { PRODUCT_QUERY, productItemQueries } from "./entity/product-query.ts";
import { ProductScreen } from "./entity/product-screen.tsx";

interface ProductRouteData {
  title: string;
  description: string | null;
  alternates: Partial<Record<Locale, string>>;
}

/**
 * `/product/:id`: the product page by sku (products also answer at their own URL path
 * through URL resolution: the same screen and queries). An unknown sku is the 404 page.
 */
const load: RouteLoad<ProductRouteData | null> = async ({ client, params }) => {
  const sku = params.id ?? "";
  const [{ data }] = await Promise.all([client.query({ query: PRODUCT_QUERY, variables: { sku } }), ...productItemQueries(sku).map((query) => client.query(query))]);
  const product = data?.product;
  if (!product) return withStatus(null, 404);
  return { title: product.metaTitle, description: product.metaDescription, alternates: alternatesOf(product.alternates) };
};
export const loader = serverLoader(load);
export const clientLoader = browserLoader(load);

export const meta = ({ data, matches }: { data: ProductRouteData | null | undefined; matches: Parameters<typeof screenMeta>[0] }) =>
  data
    ? screenMeta(matches, data.title, data.description)
    : [...screenMeta(matches, metaIntl(matches).formatMessage({ id: "notFound.title" }).trim()), { name: "robots", content: "noindex" }];

/** Its canonical URL is the product's own path in each store, without any query string. */
export const handle = {
  alternates: (data: unknown) => (data as ProductRouteData | null)?.alternates,
  noIndex: (data: unknown) => !data,
  canonicalSearch: () => "",
};

export default function ProductRoute() {
  const { id = "" } = useParams();
  return <ProductScreen sku={id} />;
}

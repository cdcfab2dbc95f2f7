import { type ActionFunctionArgs, data, redirect, useActionData, useParams } from "react-router";
import { cartLinesOfForm } from "../features/catalog/product/selection-form.ts";
import { addPostedLines } from "../features/cart/add-to-cart-action.ts";
import { type RouteLoad, browserLoader, serverLoader, withStatus } from "../lib/route-data.ts";
import { PRODUCT_QUERY, productItemQueries } from "./entity/product-query.ts";
import { ProductScreen } from "./entity/product-screen.tsx";
import { type ResolvedUrl, pageHead, productPage, resolvedHandleFor, resolvedMeta } from "./entity/resolved-head.ts";

/**
 * `/product/:id`: the product page by sku, the same page as at the product's own path (its
 * screen, queries, head and canonical URL are the product page type's). An unknown sku is the
 * 404 page.
 */
const load: RouteLoad<ResolvedUrl> = async ({ client, params, storePath, request }) => {
  const sku = params.id ?? "";
  const search = new URL(request.url).searchParams;
  const [{ data }] = await Promise.all([client.query({ query: PRODUCT_QUERY, variables: { sku } }), ...productItemQueries(sku, search).map((query) => client.query(query))]);
  const product = data?.product;
  if (!product) return withStatus<ResolvedUrl>({ url: storePath, type: "not-found", head: null }, 404);
  return { url: storePath, type: "product", head: pageHead(product) };
};
export const loader = serverLoader(load);
export const clientLoader = browserLoader(load);

/**
 * The product page's add form before hydration or without JavaScript (the page at the product's
 * own path posts here too): the selection's fields become cart lines, added in-process; then the
 * basket (Post/Redirect/Get), or this page again with the API's refusal next to the button.
 */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const sku = params.id ?? "";
  const lines = cartLinesOfForm(sku, await request.formData());
  const posted = await addPostedLines({ request, context }, lines);
  // Store-relative: React Router puts the store's base path (`/en`) in front.
  if (posted.refused) return redirect(`/product/${encodeURIComponent(sku)}`, { status: 303, headers: posted.headers });
  if (posted.result?.success) return redirect("/cart", { status: 303, headers: posted.headers });
  return data({ addMessage: posted.message }, { headers: posted.headers });
}

export const meta = resolvedMeta;
export const handle = resolvedHandleFor((_type, search) => productPage.canonicalSearch(search));

export default function ProductRoute() {
  const { id = "" } = useParams();
  const refused = useActionData<typeof action>();
  return <ProductScreen sku={id} addMessage={refused?.addMessage} />;
}

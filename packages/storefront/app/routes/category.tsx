import { useParams } from "react-router";
import { type RouteLoad, browserLoader, serverLoader, withStatus } from "../lib/route-data.ts";
import { CATEGORY_QUERY, categoryPage } from "./entity/category-query.ts";
import { CategoryScreen } from "./entity/category-screen.tsx";
import { type ResolvedUrl, pageHead, resolvedHandleFor, resolvedMeta } from "./entity/resolved-head.ts";

/**
 * `/category/:id`: the category page by id, the same page as at the category's own path (its
 * screen, query, head and canonical URL are the category page type's). The listing's state is
 * the query string; an invalid sort is ignored with a warning, logged by the server.
 */
const load: RouteLoad<ResolvedUrl> = async ({ client, params, request, storePath, log }) => {
  const variables = categoryPage.variables(params.id ?? "", new URL(request.url).searchParams, log && ((message) => log.warn({ warning: message }, "listing parameter ignored")));
  const { data } = await client.query({ query: CATEGORY_QUERY, variables });
  const category = data?.category;
  if (!category) return withStatus<ResolvedUrl>({ url: storePath, type: "not-found", head: null }, 404);
  return { url: storePath, type: "category", head: pageHead(category) };
};
export const loader = serverLoader(load);
export const clientLoader = browserLoader(load);

export const meta = resolvedMeta;
export const handle = resolvedHandleFor((_type, search) => categoryPage.canonicalSearch(search));

export default function CategoryRoute() {
  const { id = "" } = useParams();
  return <CategoryScreen id={id} />;
}

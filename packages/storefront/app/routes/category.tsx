import { useParams } from "react-router";
import { canonicalListingSearch, listingInputOf } from "../features/catalog/listing/listing-state.ts";
import type { Locale } from "../lib/i18n.ts";
import { screenMeta } from "../lib/meta.ts";
import { type RouteLoad, browserLoader, serverLoader, withStatus } from "../lib/route-data.ts";
import { CATEGORY_QUERY } from "./entity/category-query.ts";
import { CategoryScreen } from "./entity/category-screen.tsx";
import { alternatesOf } from "./entity/entity-types.ts";

interface CategoryRouteData {
  title: string;
  description: string | null;
  alternates: Partial<Record<Locale, string>>;
}

/**
 * `/category/:id`: the category page by id (categories also answer at their own URL, e.g.
 * `/huiles-essentielles`, through URL resolution: the same screen and query). The listing's state
 * is the query string; an invalid sort is ignored with a warning, logged by the server.
 */
const load: RouteLoad<CategoryRouteData | null> = async ({ client, params, request, log }) => {
  const search = new URL(request.url).searchParams;
  const input = listingInputOf(search, log && ((message) => log.warn({ warning: message }, "listing parameter ignored")));
  const { data } = await client.query({ query: CATEGORY_QUERY, variables: { id: params.id ?? "", input } });
  const category = data?.category;
  if (!category) return withStatus(null, 404);
  return { title: category.metaTitle, description: category.metaDescription, alternates: alternatesOf(category.alternates) };
};
export const loader = serverLoader(load);
export const clientLoader = browserLoader(load);

export const meta = ({ data, matches }: { data: CategoryRouteData | null | undefined; matches: Parameters<typeof screenMeta>[0] }) =>
  screenMeta(matches, data?.title, data?.description);

/**
 * Its canonical URL is the category's own path in each store, with the listing's page (and a
 * page size other than the default) but not its filters, price bounds or sort.
 */
export const handle = {
  alternates: (data: unknown) => (data as CategoryRouteData | null)?.alternates,
  noIndex: (data: unknown) => !data,
  canonicalSearch: (_data: unknown, search: string) => canonicalListingSearch(search).toString(),
};

export default function CategoryRoute() {
  const { id = "" } = useParams();
  return <CategoryScreen id={id} />;
}

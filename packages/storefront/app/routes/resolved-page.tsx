import { useLoaderData } from "react-router";
import { browserLoader, serverLoader } from "../lib/route-data.ts";
import { ResolvedEntity, resolveUrl, resolvedHandle } from "./entity/resolve-url.tsx";
import { type ResolvedUrl, resolvedMeta } from "./entity/resolved-head.ts";

/**
 * The page at a path the API resolves (`route(url)`): a category, product or content page at its
 * own path (`/huiles-essentielles`, `/huiles-essentielles/lavandes`, `/a-propos`), a landing page
 * (`/landing/:slug`) or an old URL that redirects. Its screen, data and head come from its page
 * type (app/routes/entity/page-types.ts); what resolves to nothing is the 404 page with status
 * 404. app/routes.ts mounts it last, for `/:slug`, for deeper paths (`*`) and for landing pages.
 */
export const loader = serverLoader(resolveUrl);
export const clientLoader = browserLoader(resolveUrl);

export const meta = resolvedMeta;
export const handle = resolvedHandle;

export default function ResolvedPageRoute() {
  return <ResolvedEntity resolved={useLoaderData<ResolvedUrl | null>()} />;
}

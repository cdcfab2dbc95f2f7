import { useLoaderData } from "react-router";
import { browserLoader, serverLoader } from "../lib/route-data.ts";
import { type ResolvedUrl, ResolvedEntity, resolveUrl, resolvedHandle, resolvedMeta } from "./entity/resolve-url.tsx";

/**
 * The final unmatched route (`*`): deeper paths are resolved by `route(url)` too (sub-categories
 * such as `/huiles-essentielles/lavandes`, old URLs); what resolves to nothing is the 404 page
 * with status 404 ("A final unmatched route gives status 404").
 */
export const loader = serverLoader(resolveUrl);
export const clientLoader = browserLoader(resolveUrl);

export const meta = resolvedMeta;
export const handle = resolvedHandle;

export default function UnmatchedRoute() {
  return <ResolvedEntity resolved={useLoaderData<ResolvedUrl | null>()} />;
}

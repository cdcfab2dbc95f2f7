import { useLoaderData } from "react-router";
import { browserLoader, serverLoader } from "../lib/route-data.ts";
import { type ResolvedUrl, ResolvedEntity, resolveUrl, resolvedHandle, resolvedMeta } from "./entity/resolve-url.tsx";

/**
 * `/:slug` (always last among the main layout's routes): content pages such as
 * `/a-propos` or `/about-us`, and whatever else `route(url)` resolves (a top category, an old URL
 * that redirects); unknown slugs give the 404 page with status 404.
 */
export const loader = serverLoader(resolveUrl);
export const clientLoader = browserLoader(resolveUrl);

export const meta = resolvedMeta;
export const handle = resolvedHandle;

export default function CmsPageRoute() {
  return <ResolvedEntity resolved={useLoaderData<ResolvedUrl | null>()} />;
}

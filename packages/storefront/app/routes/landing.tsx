import { useLoaderData } from "react-router";
import { browserLoader, serverLoader } from "../lib/route-data.ts";
import { type ResolvedUrl, ResolvedEntity, resolveUrl, resolvedHandle, resolvedMeta } from "./entity/resolve-url.tsx";

/** `/landing/:slug`: campaign pages from the CMS, resolved like any URL. */
export const loader = serverLoader(resolveUrl);
export const clientLoader = browserLoader(resolveUrl);

export const meta = resolvedMeta;
export const handle = resolvedHandle;

export default function LandingRoute() {
  return <ResolvedEntity resolved={useLoaderData<ResolvedUrl | null>()} />;
}

import { type ReactNode, createContext, useContext, useSyncExternalStore } from "react";
import { useRouteLoaderData } from "react-router";
import type { ContentMetadataEntry } from "../../lib/apollo.ts";
import { CONTENT_METADATA_ID, type PageSettings, serializeForScript } from "../../lib/page-settings.ts";
import type { ContentMetadataStore } from "../../lib/load-context.ts";
import { createContentMetadataStore } from "./content-metadata-store.ts";

/** The page's store (the editor tools' x-ray reads every entry of it). */
export const ContentMetadataContext = createContext<ContentMetadataStore>(createContentMetadataStore());

/** entry.server gives the request's store, entry.client the page's (restored from the script below). */
export function ContentMetadataProvider({ store, children }: { store: ContentMetadataStore; children: ReactNode }) {
  return <ContentMetadataContext.Provider value={store}>{children}</ContentMetadataContext.Provider>;
}

/** Entries for one piece of content, kept up to date as later responses bring more. */
export function useContentMetadata(type: string, id: string): ContentMetadataEntry[] {
  const store = useContext(ContentMetadataContext);
  // Re-renders when entries arrive; the lookup itself is cheap.
  useSyncExternalStore(store.subscribe, store.version, store.version);
  return store.find(type, id);
}

/** `isContributionModeEnabled`, false unless the page data object says otherwise. */
export function useContributionMode(): boolean {
  return useRouteLoaderData<{ page?: PageSettings }>("root")?.page?.isContributionModeEnabled ?? false;
}

/**
 * The entries the server collected while rendering, serialized with the page (like the Apollo
 * state); in the browser the element is kept as the server wrote it.
 */
export function ContentMetadataScript() {
  const store = useContext(ContentMetadataContext);
  const json =
    typeof document === "undefined" ? serializeForScript(store.all()) : (document.getElementById(CONTENT_METADATA_ID)?.textContent ?? "[]");
  return <script id={CONTENT_METADATA_ID} type="application/json" suppressHydrationWarning dangerouslySetInnerHTML={{ __html: json }} />;
}

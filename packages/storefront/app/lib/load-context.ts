import type { Logger } from "pino";
import type { ContentMetadataEntry } from "./apollo.ts";
import type { Device } from "./device.ts";
import type { PageSettings } from "./page-settings.ts";
import type { ServerQueries } from "./server-queries.ts";

/**
 * Content metadata (docs/product-rules.md#content-pages): entries (type, id, hash) collected from the extensions of every
 * GraphQL response, so contribution tools can tell which content a page shows. Duplicates are
 * ignored by hash; entries are looked up by type and id.
 */
export interface ContentMetadataStore {
  add(entries: readonly ContentMetadataEntry[]): void;
  /** Every entry for that type and id, in the order first seen. */
  find(type: string, id: string): ContentMetadataEntry[];
  all(): ContentMetadataEntry[];
  subscribe(listener: () => void): () => void;
  /** Changes whenever an entry is added (for useSyncExternalStore). */
  version(): number;
}

/** What the Node server hands every loader (built per request in server/middleware/load-context.ts). */
export interface StoreLoadContext {
  /** The request's GraphQL, executed in-process; its results are written into the page. */
  queries: ServerQueries;
  page: PageSettings;
  /** Public origin of the shop, for canonical and alternate URLs. */
  publicUrl: string;
  shopName: string;
  requestId: string;
  /**
   * The server's structured log (one JSON line an event). Lines written while the request is
   * handled carry its id and path; anything that came from the request goes in a field, never
   * into the message.
   */
  log: Logger;
  /**
   * The render saw a session (signed in, or a visitor's cart) or its check failed: the answer is
   * that person's and must not be stored anywhere. A page everybody may be given is rendered
   * without the session (ADR 046), so this is false there; the server still answers a session
   * holder `no-store` (server/middleware/pages.ts).
   */
  noStore: boolean;
  /** Per-response CSP nonce for React Router's and React's inline scripts. */
  nonce: string;
  /** From client hints when the browser sends them, else a phone at 360 px. */
  device: Device;
  /** The page is read whole (the page cache may share it): rendered into one buffer, not streamed. */
  wholeDocument?: boolean;
  /** Content metadata collected from this request's GraphQL responses, serialized with the page. */
  contentMetadata: ContentMetadataStore;
  /**
   * The scripts of the messages the page starts with (its locale's, and the account, checkout and
   * quick-order ones on those pages), preloaded with its modules; none in development.
   */
  messageScripts: string[];
}

declare module "react-router" {
  interface AppLoadContext extends StoreLoadContext {}
}

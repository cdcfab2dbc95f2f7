import type { ApolloClient } from "@apollo/client";
import type { PageSettings } from "./page-settings.ts";

/** What the Node server hands every loader (built per request in server/app.ts). */
export interface StoreLoadContext {
  /** Per-request client whose link executes GraphQL in-process. */
  apollo: ApolloClient;
  page: PageSettings;
  /** Public origin of the shop, for canonical and alternate URLs. */
  publicUrl: string;
  shopName: string;
  requestId: string;
  /** Spec §6: signed in, or the session check failed, so the page must not be stored anywhere. */
  noStore: boolean;
}

declare module "react-router" {
  interface AppLoadContext extends StoreLoadContext {}
}

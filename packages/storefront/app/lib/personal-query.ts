import type { OperationVariables, TypedDocumentNode } from "@apollo/client";
import { skipToken } from "@apollo/client/react";
import { useSyncExternalStore } from "react";
import { loadedBrowserClient, onBrowserClientLoaded } from "./browser-client.ts";
import { type PageQueryOptions, type PageQueryResult, usePageQuery } from "./page-query.ts";
import { useHydrated } from "./use-hydrated.ts";

const noClient = () => undefined;

/**
 * A shopper's own data (the account name, the cart) on a page everybody may be given (ADR 046):
 * never part of the server's render (the server renders such pages without the session, and
 * this hook answers nothing there), fetched by the browser once the page has hydrated and Apollo
 * Client is loaded. It does not load the client itself: entry.client loads it when the browser
 * is idle after hydration (ADR 033), so personal parts cost the first load nothing. The API
 * answers these queries `no-store`. Until then `data` is undefined: render what a visitor sees.
 * `skipToken` asks nothing (a part only some shoppers need, until they do).
 */
export function usePersonalQuery<TData, TVariables extends OperationVariables = OperationVariables>(
  query: TypedDocumentNode<TData, TVariables>,
  options: PageQueryOptions<TVariables> | typeof skipToken = {},
): PageQueryResult<TData> {
  const hydrated = useHydrated();
  const client = useSyncExternalStore(onBrowserClientLoaded, loadedBrowserClient, noClient);
  return usePageQuery(query, hydrated && client ? options : skipToken);
}

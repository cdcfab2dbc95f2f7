import type { OperationVariables, TypedDocumentNode } from "@apollo/client";
import type { DocumentNode } from "graphql";
import type { AppLoadContext, ClientLoaderFunctionArgs, LoaderFunctionArgs } from "react-router";
import { getBrowserClient } from "./browser-client.ts";

export interface RouteQuery {
  query: DocumentNode | TypedDocumentNode<unknown, OperationVariables>;
  variables?: OperationVariables;
}

type QueryArgs = { params: LoaderFunctionArgs["params"]; request: Request };

/**
 * The data a screen needs, declared once (Hydrogen-style, next to the screen). On the server the
 * queries run in-process and land in the per-request cache that the page hands to the browser;
 * on client navigation they go through `{base}/graphql`. Components read them with useQuery.
 */
export function routeData(select: (args: QueryArgs) => RouteQuery[]) {
  return {
    async loader({ params, request, context }: LoaderFunctionArgs & { context: AppLoadContext }) {
      if (context.page.maintenance) return null;
      await Promise.all(select({ params, request }).map((entry) => context.apollo.query(entry)));
      return null;
    },
    async clientLoader({ params, request }: ClientLoaderFunctionArgs) {
      const client = getBrowserClient();
      await Promise.all(select({ params, request }).map((entry) => client.query({ ...entry, fetchPolicy: "cache-first" })));
      return null;
    },
  };
}

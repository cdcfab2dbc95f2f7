import { ApolloProvider } from "@apollo/client/react";
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { getBrowserClient } from "./lib/browser-client.ts";

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <ApolloProvider client={getBrowserClient()}>
        <HydratedRouter />
      </ApolloProvider>
    </StrictMode>,
  );
});

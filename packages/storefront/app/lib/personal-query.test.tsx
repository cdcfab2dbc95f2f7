import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ACCOUNT_NAME_QUERY, useAccountEntry } from "./account-name.ts";
import { QueryResultsContext, usePageQuery } from "./page-query.ts";
import { useHydrated } from "./use-hydrated.ts";
import { queryResultsOf } from "./query-results.ts";

/**
 * Personal parts are never in a server render (ADR 046): even when a render's results hold the
 * account (a personal screen's loader asked for it), the shared header's greeting renders what a
 * visitor sees, and the browser fills it in after hydration.
 */
describe("personal queries on the server", () => {
  const results = queryResultsOf([{ query: ACCOUNT_NAME_QUERY, data: { me: { __typename: "Customer", id: "1", firstname: "Camille" } } }]);

  function Greeting() {
    const { name, to } = useAccountEntry();
    const hydrated = useHydrated();
    // The same results, read the way a page's own data is read: present.
    const { data } = usePageQuery(ACCOUNT_NAME_QUERY);
    return <p>{`${name ?? "visitor"} ${to} ${hydrated ? "hydrated" : "server"} ${data?.me?.firstname ?? "none"}`}</p>;
  }

  it("answers nothing and says the page is not hydrated, whatever the render's results hold", () => {
    const html = renderToString(
      <QueryResultsContext.Provider value={results}>
        <Greeting />
      </QueryResultsContext.Provider>,
    );
    expect(html).toBe("<p>visitor /user server Camille</p>");
  });
});

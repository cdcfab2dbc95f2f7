import { useMatches, useRouteLoaderData, useSearchParams } from "react-router";
import type { PageSettings } from "../../lib/page-settings.ts";

/** Route ids of the layouts (app/routes.ts), outermost first. */
const LAYOUT_IDS = ["checkout-layout", "landing-layout", "main-layout", "account-layout"] as const;
export type LayoutId = (typeof LAYOUT_IDS)[number];

const FAULT_PARAMETER = "__fault";

/**
 * End-to-end tests prove each layout's error screen (a rendering failure inside a layout
 * shows that layout's error screen with HTTP 500). With `?__fault=render`, the innermost layout's
 * content throws while rendering — on the server and on client navigation alike.
 *
 * Inert unless the server runs with TEST_FAULTS=true (page setting `testFaults`), which a real
 * deployment never does.
 */
export function FaultSwitch({ layout }: { layout: LayoutId }) {
  const testFaults = useRouteLoaderData<{ page?: PageSettings }>("root")?.page?.testFaults === true;
  const [searchParams] = useSearchParams();
  const matches = useMatches();
  if (!testFaults || searchParams.get(FAULT_PARAMETER) !== "render") return null;
  const innermost = matches.filter((match) => (LAYOUT_IDS as readonly string[]).includes(match.id)).at(-1);
  if (innermost?.id !== layout) return null;
  throw new Error(`Test fault: the ${layout} content failed to render (?${FAULT_PARAMETER}=render)`);
}

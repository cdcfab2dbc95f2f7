import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it, vi } from "vitest";
import type { PageSettings } from "../../lib/page-settings.ts";
import { PickupPointMap } from "./pickup-point-map.tsx";

const points = [
  { id: "FR-MR-75011-01", name: "Tabac-Presse du Centre", coordinates: { latitude: 48.859, longitude: 2.38 } },
  { id: "FR-MR-75011-02", name: "Pressing des Lilas", coordinates: { latitude: 48.861, longitude: 2.377 } },
];

/** The map rendered as the server renders it, under a root route whose page settings name (or not) a tile server. */
function render(mapTiles: PageSettings["mapTiles"], shown = points) {
  const Stub = createRoutesStub([{ id: "root", path: "*", loader: () => null, Component: () => <PickupPointMap points={shown} onSelect={vi.fn()} /> }]);
  return renderToString(<Stub initialEntries={["/checkout"]} hydrationData={{ loaderData: { root: { page: { mapTiles } } } }} />);
}

describe("the pickup points' map", () => {
  it("is not rendered without a tile server: the list alone, nothing loaded from elsewhere", () => {
    const html = render(null);
    expect(html).not.toContain("pickup-point-map");
    expect(html).not.toMatch(/leaflet|https?:/);
  });

  it("is a container hidden from assistive technologies when a tile server is configured, Leaflet left to the browser", () => {
    const html = render({ url: "https://{s}.tile.example.org/{z}/{x}/{y}.png", attribution: "© Example" });
    expect(html).toMatch(/<div[^>]*aria-hidden="true"[^>]*data-testid="pickup-point-map"/);
    expect(html).not.toContain("leaflet-container");
    expect(html).not.toContain("tile.example.org");
  });

  it("is not rendered when no point was found", () => {
    expect(render({ url: "https://tile.example.org/{z}/{x}/{y}.png", attribution: "" }, [])).not.toContain("pickup-point-map");
  });
});

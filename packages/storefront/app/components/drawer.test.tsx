import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Drawer, type DrawerProps } from "./drawer.tsx";

const props: Omit<DrawerProps, "open" | "children"> = { id: "filters", onClose: () => undefined, title: "Filters", closeLabel: "Close the filters", side: "end", returnFocus: { current: null } };

describe("Drawer", () => {
  it("is a dialog named by its heading, with a named close button, and its footer", () => {
    const html = renderToString(
      <Drawer {...props} open footer={<button type="button">Show 3 products</button>}>
        <p>the choices</p>
      </Drawer>,
    );
    const titleId = /<dialog[^>]*aria-labelledby="([^"]+)"/.exec(html)?.[1];
    expect(titleId).toBeTruthy();
    expect(html).toContain(`<h2 id="${titleId}"`);
    expect(html).toMatch(/<h2[^>]*>Filters<\/h2>/);
    expect(html).toContain('aria-label="Close the filters"');
    expect(html).toContain("the choices");
    expect(html).toContain("Show 3 products");
    expect(html).toContain('id="filters"');
  });

  it("holds no content while closed", () => {
    const closed = renderToString(
      <Drawer {...props} open={false}>
        <p>the choices</p>
      </Drawer>,
    );
    expect(closed).toContain("<dialog");
    expect(closed).not.toContain("the choices");
    expect(closed).not.toContain("<h2");
  });
});

import path from "node:path";
import type { ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import { isBuilt, storefrontDir } from "../testing/production-server.ts";
import { documentPath, isPersonalPath } from "./personal-routes.ts";

/** A build's flat route manifest, as React Router writes it, reduced to what the match reads. */
const manifest = (routes: { id: string; parentId?: string; path?: string; index?: boolean; handle?: unknown }[]) =>
  ({ routes: Object.fromEntries(routes.map(({ handle, ...route }) => [route.id, { ...route, module: { handle } }])) }) as unknown as Pick<
    ServerBuild,
    "routes"
  >;

const build = manifest([
  { id: "root", path: "" },
  { id: "main", parentId: "root" },
  { id: "home", parentId: "main", index: true },
  { id: "cart", parentId: "main", path: "cart", handle: { personal: true } },
  { id: "product", parentId: "main", path: "product/:id", handle: { alternates: () => ({}) } },
  { id: "account", parentId: "main", path: "user", handle: { personal: true } },
  { id: "dashboard", parentId: "account", index: true },
  { id: "orders", parentId: "account", path: "orders/:orderId" },
  { id: "slug", parentId: "main", path: ":slug" },
  { id: "splat", parentId: "main", path: "*" },
]);

describe("personal paths (ADR 046)", () => {
  it("reads a data request's page from its URL as React Router does", () => {
    expect(["/category/3.data", "/_root.data", "/en/_root.data", "/en.data", "/user/", "/", "/en/cart"].map(documentPath)).toEqual([
      "/category/3",
      "/",
      "/en",
      "/en",
      "/user",
      "/",
      "/en/cart",
    ]);
  });

  it("follows the handles of the matched routes, layouts included, in both stores", () => {
    for (const [pathname, basename] of [
      ["/cart", "/"],
      ["/en/cart", "/en"],
      ["/en/cart.data", "/en"],
      ["/user", "/"],
      ["/user/", "/"],
      ["/en/user/orders/12.data", "/en"],
    ]) {
      expect(isPersonalPath(build, pathname, basename), pathname).toBe(true);
    }
    for (const [pathname, basename] of [
      ["/", "/"],
      ["/en", "/en"],
      ["/_root.data", "/"],
      ["/product/HE-BERGAMOTE", "/"],
      ["/en/cart-accessories", "/en"],
      ["/about/cart", "/"],
      ["/users", "/"],
      // The French store's routes under another store's prefix are not that store's screens.
      ["/cart", "/en"],
    ]) {
      expect(isPersonalPath(build, pathname, basename), pathname).toBe(false);
    }
  });

  describe.skipIf(!isBuilt)("on the shop's own build", async () => {
    const shop = isBuilt ? ((await import(path.join(storefrontDir, "build/server/index.js"))) as ServerBuild) : undefined;

    it("marks checkout, account, sign-in, registration, password, order-lookup, contact and staff screens personal, and no catalogue or content page", () => {
      const personal = [
        "/checkout",
        "/checkout/login",
        "/checkout/success",
        "/user",
        "/user/orders/5",
        "/user/wishlist",
        "/login",
        "/register",
        "/account/password-request",
        "/account/password-reset",
        "/account/email-change",
        "/orders",
        // Each render carries its own signed form token (the contact form's minimum fill time).
        "/contact",
        // A staff member's own screens (sign-in, modes, content pages): never stored.
        "/staff",
        "/staff/pages",
        "/staff/pages/about-us",
      ];
      const shared = [
        "/",
        "/category/3",
        "/product/HE-BERGAMOTE",
        "/search/lavande",
        "/search",
        "/about-us",
        "/une-page/ancienne",
        "/quick-order",
        "/newsletter",
        "/wishlist/share/abc",
      ];
      for (const [prefix, basename] of [
        ["", "/"],
        ["/en", "/en"],
      ]) {
        for (const pathname of personal) expect(isPersonalPath(shop!, `${prefix}${pathname}`, basename), `${prefix}${pathname}`).toBe(true);
        for (const pathname of shared)
          expect(isPersonalPath(shop!, `${prefix}${pathname}`.replace(/^\/en\/$/, "/en"), basename), `${prefix}${pathname}`).toBe(false);
      }
    });
  });
});

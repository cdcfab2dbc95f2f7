import { describe, expect, it } from "vitest";
import { contributorOf } from "./contributor.ts";
import { contentKey, editLinkOf, parseContentKey } from "./edit-links.ts";
import type { StaffMember } from "./staff-queries.ts";

const staff = (role: StaffMember["role"], contribution: StaffMember["contribution"]): StaffMember => ({ id: "1", name: "Camille", email: "camille@example.fr", role, via: "SESSION", contribution });
const modes = { isContributionModeEnabled: true, previewMode: true, xRayMode: false };
const editUrls = { product: "https://pim.example.com/products/{id}/edit", category: "https://pim.example.com/c?id={id}&id2={id}" };

describe("editor tools", () => {
  it("go to an editor's staff session while contribution mode is on, and to nobody else", () => {
    expect(contributorOf(staff("EDITOR", modes), editUrls)).toEqual({ name: "Camille", previewMode: true, xRayMode: false, editUrls });
    expect(contributorOf(staff("ADMIN", modes), {})?.name).toBe("Camille");
    expect(contributorOf(staff("SUPPORT", modes), editUrls)).toBeUndefined();
    expect(contributorOf(staff("EDITOR", { ...modes, isContributionModeEnabled: false }), editUrls)).toBeUndefined();
    // An API token has no session, so no modes.
    expect(contributorOf(staff("EDITOR", null), editUrls)).toBeUndefined();
    expect(contributorOf(null, editUrls)).toBeUndefined();
  });

  it("link content pages to their editor in the store, other content where the configuration says, with the id URL-encoded", () => {
    expect(editLinkOf("cms-page", "about-us", editUrls)).toEqual({ kind: "store", path: "/staff/pages/about-us" });
    expect(editLinkOf("product", "HE/LAV ANDE?x=1#", editUrls)).toEqual({ kind: "external", url: "https://pim.example.com/products/HE%2FLAV%20ANDE%3Fx%3D1%23/edit" });
    expect(editLinkOf("category", "12", editUrls)).toEqual({ kind: "external", url: "https://pim.example.com/c?id=12&id2=12" });
    expect(editLinkOf("product", "HE-LAVANDE", {})).toBeNull();
    expect(editLinkOf("toString", "x", editUrls)).toBeNull();
  });

  it("read a data-content value back as its type and id", () => {
    expect(parseContentKey(contentKey("product", "KIT:AGRUMES"))).toEqual({ type: "product", id: "KIT:AGRUMES" });
    expect(parseContentKey("cms-page:home")).toEqual({ type: "cms-page", id: "home" });
    for (const value of ["", ":id", "type:", "nothing", null]) expect(parseContentKey(value), String(value)).toBeNull();
  });
});

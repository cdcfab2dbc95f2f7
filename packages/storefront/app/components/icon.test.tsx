import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ICON_NAMES, IMAGE_ICON_NAMES, Icon, type IconName, ImageIcon, assertIconName, iconSrc } from "./icon.tsx";

const publicDir = path.resolve(import.meta.dirname, "../../public");
const fileOf = (name: string) => path.join(publicDir, iconSrc(name as IconName));

describe("Icon", () => {
  it("has a drawn image file for every whitelisted name and every image-file icon", () => {
    for (const name of [...ICON_NAMES, ...IMAGE_ICON_NAMES]) {
      expect(existsSync(fileOf(name)), name).toBe(true);
      const svg = readFileSync(fileOf(name), "utf8");
      expect(svg, name).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]* viewBox="0 0 \d+ \d+"/);
      expect(svg, name).toMatch(/<(path|circle|rect)\b/);
    }
  });

  it("keeps exactly the whitelist", () => {
    expect(ICON_NAMES).toHaveLength(59);
    expect(new Set(ICON_NAMES).size).toBe(ICON_NAMES.length);
    expect(ICON_NAMES).toContain("chat-service");
    expect(ICON_NAMES).toContain("notification-off");
  });

  it("refuses a name outside the whitelist with the documented message", () => {
    expect(() => assertIconName("rocket")).toThrow(new Error("rocket is not a whitelisted icon"));
    expect(() => renderToString(<Icon name={"globe" as IconName} />)).toThrow("globe is not a whitelisted icon");
  });

  it("is decorative by default and labelled when given a title", () => {
    const decorative = renderToString(<Icon name="cart" />);
    expect(decorative).toContain('src="/images/icons/cart.svg"');
    expect(decorative).toContain('alt=""');
    expect(decorative).toContain('aria-hidden="true"');
    const labelled = renderToString(<Icon name="cart" title="Panier" size={32} />);
    expect(labelled).toContain('alt="Panier"');
    expect(labelled).toContain('width="32"');
    expect(labelled).not.toContain("aria-hidden");
  });

  it("draws payment marks as cards, wider than tall", () => {
    expect(renderToString(<Icon name="payment-visa" size={26} />)).toContain('width="40" height="26"');
  });

  it("renders image-file icons by their file name", () => {
    expect(renderToString(<ImageIcon name="account_circle" />)).toContain('src="/images/icons/account_circle.svg"');
  });
});

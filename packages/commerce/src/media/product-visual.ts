/**
 * Generated product and category visuals (nothing can be downloaded here, so the
 * seed draws them). Each visual is a self-contained SVG — no external references, fonts, images
 * or scripts — deterministic for a given product (seeded by its sku and the variant), with a
 * composition per product family (the container) and a background motif per botanical sub-type
 * (leaves, lavender, citrus slices, flowers, conifer needles, wood grain, resin drops, seeds…).
 */
import type { Language, ProductFamily, ProductSeed } from "../modules/product/product-definition.ts";
import { colourSwatch, familyName } from "../modules/product/product-attributes.ts";
import {
  createRandom,
  darken,
  escapeXml,
  fitText,
  hash32,
  isHexColour,
  lighten,
  luminance,
  mix,
  r,
  shift,
  truncateToWidth,
  type Random,
} from "./svg-kit.ts";

export interface ProductVisualOptions {
  /** A variant value (e.g. "10ml") or label; shown on the label and scales the container a little. */
  variant?: string;
  /** Rendered size in CSS pixels (the viewBox stays 800 × 800). Defaults to 800. */
  width?: number;
  height?: number;
  /** Language of the label texts; defaults to French (the main store). */
  language?: Language;
}

export const VISUAL_FONT_FAMILY = "Jost, 'Century Gothic', sans-serif";

/** Family palettes: [main colour, accent colour]. */
export const FAMILY_PALETTES: Record<ProductFamily, [string, string]> = {
  "essential-oil": ["#5f8a6b", "#e8b960"],
  absolute: ["#6e2a4a", "#d9a55b"],
  "co2-extract": ["#2f6f8f", "#f0a35e"],
  hydrosol: ["#4f9cc9", "#bfe3f2"],
  "vegetable-oil": ["#b88d1e", "#86a556"],
  "butter-wax": ["#c99a52", "#f1dcb4"],
  "aroma-molecule": ["#3d5a80", "#98c1d9"],
  fragrance: ["#b06f82", "#f6c9a8"],
  "cosmetic-active": ["#6fae98", "#f2cc8f"],
  kit: ["#8a5a3c", "#e6c68f"],
  bottle: ["#7f6a5c", "#d8cfc4"],
  accessory: ["#5f7481", "#c9d6de"],
  guide: ["#3f5e4a", "#e4c98f"],
};


// ---------------------------------------------------------------------------------------------
// Drawing context
// ---------------------------------------------------------------------------------------------

interface Ctx {
  id: string;
  rnd: Random;
  defs: string[];
  primary: string;
  accent: string;
  n: number;
}

function newCtx(seed: string, base: [string, string], jitter: number): Ctx {
  const rnd = createRandom(seed);
  const hue = rnd.range(-jitter, jitter);
  const light = rnd.range(-0.05, 0.05);
  return {
    id: `v${hash32(seed).toString(36)}`,
    rnd,
    defs: [],
    primary: shift(base[0], hue, light),
    accent: shift(base[1], hue * 0.6, light * 0.5),
    n: 0,
  };
}

function uid(ctx: Ctx): string {
  ctx.n += 1;
  return `${ctx.id}${ctx.n.toString(36)}`;
}

/** A linear gradient; stops as [offset, colour, opacity?]. Returns the fill reference. */
function lin(ctx: Ctx, stops: [number, string, number?][], x2 = 1, y2 = 0): string {
  const id = uid(ctx);
  const s = stops
    .map(([o, c, op]) => `<stop offset="${o}" stop-color="${c}"${op === undefined ? "" : ` stop-opacity="${op}"`}/>`)
    .join("");
  ctx.defs.push(`<linearGradient id="${id}" x2="${x2}" y2="${y2}">${s}</linearGradient>`);
  return `url(#${id})`;
}

function rad(ctx: Ctx, stops: [number, string, number?][]): string {
  const id = uid(ctx);
  const s = stops
    .map(([o, c, op]) => `<stop offset="${o}" stop-color="${c}"${op === undefined ? "" : ` stop-opacity="${op}"`}/>`)
    .join("");
  ctx.defs.push(`<radialGradient id="${id}">${s}</radialGradient>`);
  return `url(#${id})`;
}

function clip(ctx: Ctx, d: string): string {
  const id = uid(ctx);
  ctx.defs.push(`<clipPath id="${id}"><path d="${d}"/></clipPath>`);
  return `url(#${id})`;
}

/** Horizontal glass shading for a coloured glass. */
function glassFill(ctx: Ctx, base: string): string {
  return lin(ctx, [
    [0, darken(base, 0.35)],
    [0.16, lighten(base, 0.12)],
    [0.45, base],
    [0.82, darken(base, 0.18)],
    [1, darken(base, 0.42)],
  ]);
}

function metalFill(ctx: Ctx, base: string): string {
  return lin(ctx, [
    [0, darken(base, 0.3)],
    [0.25, lighten(base, 0.35)],
    [0.5, base],
    [0.78, darken(base, 0.15)],
    [1, darken(base, 0.4)],
  ]);
}

interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

interface LabelStyle {
  fill: string;
  ink: string;
  accent: string;
}

interface Drawn {
  svg: string;
  /** Highest point drawn (the object stands on y = 668) and its width, for framing. */
  top: number;
  width: number;
  label?: Box;
  labelStyle?: Partial<LabelStyle>;
}

// ---------------------------------------------------------------------------------------------
// Shapes
// ---------------------------------------------------------------------------------------------

/** A round-shouldered bottle body (Boston round) with its neck. */
function bottlePath(x0: number, x1: number, yS: number, nx0: number, nx1: number, yN: number, yT: number, yB: number, rr: number): string {
  const k = (yS - yN) * 0.15;
  return (
    `M${x0} ${yS}C${x0} ${yN + k} ${nx0 - (nx0 - x0) * 0.15} ${yN} ${nx0} ${yN}L${nx0} ${yT}L${nx1} ${yT}L${nx1} ${yN}` +
    `C${nx1 + (x1 - nx1) * 0.15} ${yN} ${x1} ${yN + k} ${x1} ${yS}L${x1} ${yB - rr}Q${x1} ${yB} ${x1 - rr} ${yB}` +
    `L${x0 + rr} ${yB}Q${x0} ${yB} ${x0} ${yB - rr}Z`
  );
}

function rect(x: number, y: number, w: number, h: number, fill: string, rx = 0, extra = ""): string {
  return `<rect x="${r(x)}" y="${r(y)}" width="${r(w)}" height="${r(h)}"${rx ? ` rx="${rx}"` : ""} fill="${fill}"${extra}/>`;
}

/** Highlights on a glass body: a bright stripe on the left, a soft one on the right. */
function glassShine(x0: number, x1: number, y0: number, y1: number, strength = 1): string {
  const w = x1 - x0;
  return (
    rect(x0 + w * 0.08, y0, w * 0.06, y1 - y0, "#fff", w * 0.03, ` opacity="${r(0.32 * strength * 100) / 100}"`) +
    rect(x1 - w * 0.13, y0 + 10, w * 0.03, y1 - y0 - 20, "#fff", w * 0.015, ` opacity="${r(0.16 * strength * 100) / 100}"`)
  );
}

/** A ribbed screw cap with its tamper-evident ring. */
function screwCap(ctx: Ctx, cx: number, w: number, yTop: number, yBottom: number, colour: string): string {
  const x = cx - w / 2;
  let ribs = "";
  for (let rx = x + 9; rx < x + w - 6; rx += 8) ribs += `M${r(rx)} ${yTop + 10}V${yBottom - 22}`;
  return (
    rect(x - 4, yBottom - 18, w + 8, 18, darken(colour, 0.15), 4) +
    rect(x, yTop, w, yBottom - yTop - 16, metalFill(ctx, colour), 10) +
    `<path d="${ribs}" stroke="#000" stroke-opacity=".28" stroke-width="2"/>` +
    rect(x + 6, yTop + 3, w - 12, 5, "#fff", 2, ` opacity=".22"`)
  );
}

// ---------------------------------------------------------------------------------------------
// Containers (all drawn in an 800 × 800 frame, standing on y = 668 unless told)
// ---------------------------------------------------------------------------------------------

type CapKind = "screw" | "dropper" | "spray" | "pump" | "roll" | "cork";

interface BottleOpts {
  glass: string;
  clear: boolean;
  liquid?: string;
  cap: CapKind;
  capColour: string;
  label: boolean;
}

/** The classic essential-oil bottle (also CO2 extracts and plain packaging bottles). */
function roundBottle(ctx: Ctx, o: BottleOpts, size: "std" | "tall" = "std"): Drawn {
  const tall = size === "tall";
  const [x0, x1] = tall ? [322, 478] : [284, 516];
  const yS = tall ? 396 : 382;
  const yN = tall ? 318 : 322;
  const [nx0, nx1] = tall ? [368, 432] : [354, 446];
  const yT = tall ? 292 : 294;
  const yB = 668;
  const body = bottlePath(x0, x1, yS, nx0, nx1, yN, yT, yB, 28);
  let svg = "";
  svg += glassBody(ctx, body, o, x0, x1, yN, yB, tall ? 380 : 372);
  svg += rect(nx0 - 8, yT - 2, nx1 - nx0 + 16, 18, o.clear ? "#dfe8ea" : darken(o.glass, 0.2), 5);
  svg += capFor(ctx, o, (nx0 + nx1) / 2, yT);
  return {
    svg,
    top: yT - CAP_HEIGHT[o.cap],
    width: o.cap === "pump" ? x1 - x0 + 40 : x1 - x0,
    label: o.label ? (tall ? { x: 314, y: 440, w: 172, h: 190 } : { x: 300, y: 412, w: 200, h: 220 }) : undefined,
  };
}

function glassBody(ctx: Ctx, body: string, o: BottleOpts, x0: number, x1: number, yTop: number, yB: number, level: number): string {
  let svg = "";
  if (o.clear) {
    svg += `<path d="${body}" fill="${lin(ctx, [[0, "#dce8ec", 0.75], [0.5, "#f7fbfc", 0.55], [1, "#c9d8dd", 0.8]])}" stroke="#9fb5bc" stroke-opacity=".7" stroke-width="2"/>`;
    if (o.liquid) {
      const liquid = o.liquid;
      svg += `<g clip-path="${clip(ctx, body)}">${rect(x0, level, x1 - x0, yB - level, lin(ctx, [[0, darken(liquid, 0.2)], [0.35, lighten(liquid, 0.15)], [1, darken(liquid, 0.25)]]))}`;
      svg += `<ellipse cx="${(x0 + x1) / 2}" cy="${level}" rx="${(x1 - x0) / 2}" ry="6" fill="${lighten(liquid, 0.3)}"/></g>`;
    }
    svg += glassShine(x0, x1, yTop + 40, yB - 20, 1.3);
  } else {
    svg += `<path d="${body}" fill="${glassFill(ctx, o.glass)}"/>`;
    svg += glassShine(x0, x1, yTop + 40, yB - 20);
  }
  svg += `<path d="M${x0 + 30} ${yB - 3}H${x1 - 30}" stroke="#fff" stroke-opacity=".25" stroke-width="3" stroke-linecap="round"/>`;
  return svg;
}

const CAP_HEIGHT: Record<CapKind, number> = { screw: 112, cork: 86, dropper: 168, spray: 136, pump: 100, roll: 54 };

function capFor(ctx: Ctx, o: BottleOpts, cx: number, yNeckTop: number): string {
  const c = o.capColour;
  switch (o.cap) {
    case "screw":
      return screwCap(ctx, cx, 112, yNeckTop - 112, yNeckTop + 4, c);
    case "cork":
      return (
        rect(cx - 44, yNeckTop - 70, 88, 74, lin(ctx, [[0, "#9a6b3f"], [0.4, "#c89a68"], [1, "#8a5d34"]]), 8) +
        rect(cx - 50, yNeckTop - 86, 100, 22, darken(c, 0.05), 6)
      );
    case "dropper": {
      const bulb = `M${cx - 32} ${yNeckTop - 52}L${cx - 32} ${yNeckTop - 120}C${cx - 32} ${yNeckTop - 182} ${cx + 32} ${yNeckTop - 182} ${cx + 32} ${yNeckTop - 120}L${cx + 32} ${yNeckTop - 52}Z`;
      return `<path d="${bulb}" fill="${metalFill(ctx, c)}"/>` + rect(cx - 50, yNeckTop - 60, 100, 66, metalFill(ctx, darken(c, 0.1)), 8) + rect(cx - 50, yNeckTop - 36, 100, 4, "#000", 0, ` opacity=".15"`);
    }
    case "spray":
    case "pump": {
      const metal = metalFill(ctx, c);
      let s = rect(cx - 48, yNeckTop - 40, 96, 46, metal, 8);
      s += rect(cx - 10, yNeckTop - 70, 20, 32, darken(c, 0.1));
      if (o.cap === "spray") {
        s += `<path d="M${cx - 30} ${yNeckTop - 68}V${yNeckTop - 120}Q${cx - 30} ${yNeckTop - 136} ${cx - 14} ${yNeckTop - 136}H${cx + 14}Q${cx + 30} ${yNeckTop - 136} ${cx + 30} ${yNeckTop - 120}V${yNeckTop - 68}Z" fill="${metal}"/>`;
        s += `<circle cx="${cx + 30}" cy="${yNeckTop - 110}" r="5" fill="${darken(c, 0.5)}"/>`;
      } else {
        s += `<path d="M${cx - 26} ${yNeckTop - 68}V${yNeckTop - 100}H${cx + 80}Q${cx + 92} ${yNeckTop - 100} ${cx + 92} ${yNeckTop - 88}V${yNeckTop - 82}H${cx + 26}V${yNeckTop - 68}Z" fill="${metal}"/>`;
      }
      return s;
    }
    case "roll":
      // Shown uncapped: the roller ball in its fitment.
      return (
        rect(cx - 34, yNeckTop - 22, 68, 30, lin(ctx, [[0, "#cfd6d9"], [0.4, "#ffffff"], [1, "#b5bec2"]]), 6) +
        `<circle cx="${cx}" cy="${yNeckTop - 30}" r="24" fill="${lin(ctx, [[0, "#ffffff"], [1, "#a9b3b8"]], 1, 1)}"/>` +
        `<circle cx="${cx - 8}" cy="${yNeckTop - 38}" r="6" fill="#fff" opacity=".9"/>`
      );
  }
}

/** Absolute: a small precious vial with a gold cap on a pedestal. */
function preciousVial(ctx: Ctx): Drawn {
  const gold = "#c9a25a";
  let svg = `<ellipse cx="400" cy="668" rx="150" ry="22" fill="${darken(ctx.primary, 0.45)}"/>`;
  svg += rect(250, 640, 300, 28, lin(ctx, [[0, darken(ctx.primary, 0.3)], [0.5, lighten(ctx.primary, 0.15)], [1, darken(ctx.primary, 0.35)]]));
  svg += `<ellipse cx="400" cy="640" rx="150" ry="22" fill="${lin(ctx, [[0, lighten(ctx.primary, 0.25)], [1, ctx.primary]], 0, 1)}"/>`;
  const body = `M338 392H462V618Q462 642 438 642H362Q338 642 338 618Z`;
  svg += `<path d="${body}" fill="${lin(ctx, [[0, "#d9e2e4", 0.6], [0.5, "#ffffff", 0.35], [1, "#c4d0d3", 0.7]])}" stroke="#ffffff" stroke-opacity=".5" stroke-width="2"/>`;
  svg += `<g clip-path="${clip(ctx, body)}">${rect(338, 420, 124, 240, lin(ctx, [[0, "#3b1c0c"], [0.4, "#7a3f17"], [1, "#2e1508"]]))}</g>`;
  svg += glassShine(338, 462, 400, 636, 1.2);
  svg += rect(346, 372, 108, 26, metalFill(ctx, gold), 4);
  svg += rect(352, 262, 96, 114, metalFill(ctx, gold), 6);
  svg += `<path d="M352 282H448M352 356H448" stroke="#000" stroke-opacity=".18" stroke-width="2"/>`;
  return { svg, top: 262, width: 300, label: { x: 346, y: 462, w: 108, h: 164 }, labelStyle: { fill: "#1d1613", ink: "#f3e2bf", accent: gold } };
}

/** Hydrosol: a tall bottle with a spray head. */
function sprayBottle(ctx: Ctx, glass: string, clear: boolean, label = true): Drawn {
  const body = bottlePath(300, 500, 378, 362, 438, 318, 290, 668, 30);
  const o: BottleOpts = { glass, clear, liquid: clear ? lighten(glass, 0.55) : undefined, cap: "spray", capColour: "#e9eef0", label };
  let svg = glassBody(ctx, body, o, 300, 500, 318, 668, 352);
  svg += rect(354, 288, 92, 16, clear ? "#dfe8ea" : darken(glass, 0.2), 4);
  svg += capFor(ctx, o, 400, 290);
  return { svg, top: 154, width: 200, label: label ? { x: 314, y: 420, w: 172, h: 200 } : undefined };
}

/** Vegetable oil: a clear, tall bottle with golden liquid. */
function oilBottle(ctx: Ctx, liquid: string, label = true): Drawn {
  const body = bottlePath(292, 508, 430, 364, 436, 330, 236, 668, 30);
  const o: BottleOpts = { glass: "#e6eef0", clear: true, liquid, cap: "screw", capColour: "#2a2a2a", label };
  let svg = glassBody(ctx, body, o, 292, 508, 330, 668, 404);
  svg += rect(354, 228, 92, 16, "#dfe8ea", 4);
  svg += screwCap(ctx, 400, 100, 142, 240, darken(ctx.primary, 0.55));
  return { svg, top: 142, width: 216, label: label ? { x: 306, y: 446, w: 188, h: 184 } : undefined };
}

/** Butter or wax: a glass jar showing its content, pastilles in front. */
function jar(ctx: Ctx, content: string, pastilles: boolean, label = true): Drawn {
  const body = `M256 488Q256 462 282 462H518Q544 462 544 488V640Q544 668 516 668H284Q256 668 256 640Z`;
  let svg = `<path d="${body}" fill="${lin(ctx, [[0, darken(content, 0.12)], [0.4, lighten(content, 0.25)], [1, darken(content, 0.2)]])}"/>`;
  svg += `<path d="${body}" fill="none" stroke="#ffffff" stroke-opacity=".6" stroke-width="3"/>`;
  svg += glassShine(256, 544, 478, 654, 0.8);
  const lidColour = mix(ctx.primary, "#d9d2c5", 0.35);
  svg += rect(244, 404, 312, 66, metalFill(ctx, lidColour), 14);
  let ribs = "";
  for (let x = 262; x < 546; x += 10) ribs += `M${x} 414V460`;
  svg += `<path d="${ribs}" stroke="#000" stroke-opacity=".12" stroke-width="2"/>`;
  svg += rect(252, 404, 296, 6, "#fff", 3, ` opacity=".35"`);
  if (pastilles) {
    const spots: [number, number][] = [[206, 662], [252, 684], [566, 676], [612, 658], [514, 694], [308, 698]];
    for (const [x, y] of spots) {
      const rx = ctx.rnd.range(22, 28);
      svg += `<ellipse cx="${x}" cy="${y + 6}" rx="${r(rx)}" ry="${r(rx * 0.42)}" fill="${darken(content, 0.25)}"/>`;
      svg += `<ellipse cx="${x}" cy="${y}" rx="${r(rx)}" ry="${r(rx * 0.42)}" fill="${lighten(content, 0.1)}"/>`;
    }
  }
  return { svg, top: 404, width: pastilles ? 460 : 312, label: label ? { x: 280, y: 496, w: 240, h: 150 } : undefined };
}

/** Aroma molecule: a square-shouldered reagent bottle. */
function reagentBottle(ctx: Ctx): Drawn {
  const glass = "#e6eef0";
  const body = `M280 402L340 344V300H460V344L520 402V644Q520 668 496 668H304Q280 668 280 644Z`;
  let svg = `<path d="${body}" fill="${lin(ctx, [[0, "#d5e2e7", 0.8], [0.5, "#f7fbfc", 0.6], [1, "#c3d4da", 0.85]])}" stroke="#9bb1b8" stroke-width="2"/>`;
  svg += `<g clip-path="${clip(ctx, body)}">${rect(280, 390, 240, 280, lin(ctx, [[0, lighten(ctx.accent, 0.2), 0.55], [1, lighten(ctx.accent, 0.6), 0.4]]))}</g>`;
  svg += glassShine(280, 520, 400, 650, 1.2);
  svg += rect(332, 292, 136, 16, glass, 4, ` stroke="#9bb1b8" stroke-width="2"`);
  svg += screwCap(ctx, 400, 128, 196, 300, mix(ctx.primary, "#2d4f7c", 0.5));
  return { svg, top: 196, width: 240, label: { x: 296, y: 420, w: 208, h: 210 }, labelStyle: { fill: "#ffffff" } };
}

/** Fragrance: a faceted perfume flacon with a heavy cap. */
function flacon(ctx: Ctx, liquid: string, label = true): Drawn {
  const outer = `M330 372H470L520 422V618L470 668H330L280 618V422Z`;
  const inner = `M342 392H458L496 430V610L458 648H342L304 610V430Z`;
  let svg = `<path d="${outer}" fill="${lin(ctx, [[0, darken(liquid, 0.3)], [0.5, lighten(liquid, 0.2)], [1, darken(liquid, 0.35)]], 1, 1)}"/>`;
  svg += `<path d="${inner}" fill="${lin(ctx, [[0, lighten(liquid, 0.1)], [0.5, lighten(liquid, 0.45)], [1, liquid]])}"/>`;
  svg += `<path d="M330 372L342 392M470 372L458 392M520 422L496 430M520 618L496 610M470 668L458 648M330 668L342 648M280 618L304 610M280 422L304 430" stroke="#fff" stroke-opacity=".45" stroke-width="2"/>`;
  svg += rect(318, 400, 12, 220, "#fff", 6, ` opacity=".35"`);
  const capGold = ctx.rnd.next() < 0.5;
  const capColour = capGold ? "#c9a25a" : "#262626";
  svg += rect(372, 344, 56, 30, metalFill(ctx, "#c9a25a"), 3);
  svg += `<path d="M338 344L352 234H448L462 344Z" fill="${metalFill(ctx, capColour)}"/>`;
  svg += `<path d="M352 234H448L438 254H362Z" fill="#fff" opacity=".25"/>`;
  return { svg, top: 234, width: 240, label: label ? { x: 326, y: 450, w: 148, h: 146 } : undefined, labelStyle: { fill: "#fffaf3", accent: "#b08a45" } };
}

/** Cosmetic active: a frosted serum bottle with a pipette. */
function serumBottle(ctx: Ctx, label = true): Drawn {
  const body = bottlePath(300, 500, 452, 356, 444, 392, 366, 668, 26);
  let svg = rect(392, 380, 16, 250, "#ffffff", 8, ` opacity=".8"`);
  svg += `<path d="${body}" fill="${lin(ctx, [[0, "#e9efef", 0.9], [0.5, "#ffffff", 0.72], [1, "#dbe4e5", 0.92]])}" stroke="#c9d5d7" stroke-width="2"/>`;
  svg += `<g clip-path="${clip(ctx, body)}">${rect(300, 560, 200, 120, lighten(ctx.primary, 0.35), 0, ` opacity=".65"`)}</g>`;
  svg += glassShine(300, 500, 440, 650, 0.8);
  svg += rect(346, 320, 108, 68, metalFill(ctx, "#d8c39a"), 8);
  svg += `<path d="M368 324V250C368 196 432 196 432 250V324Z" fill="${metalFill(ctx, lighten(ctx.primary, 0.15))}"/>`;
  return { svg, top: 206, width: 200, label: label ? { x: 316, y: 466, w: 168, h: 150 } : undefined };
}

/** Kit: a gift box with a ribbon and a bow. */
function giftBox(ctx: Ctx): Drawn {
  const box = ctx.primary;
  const ribbon = ctx.accent;
  let svg = rect(236, 474, 328, 194, lin(ctx, [[0, darken(box, 0.12)], [0.5, box], [1, darken(box, 0.25)]]), 6);
  svg += rect(222, 418, 356, 64, lin(ctx, [[0, lighten(box, 0.08)], [1, darken(box, 0.12)]], 0, 1), 8);
  svg += rect(222, 476, 356, 8, "#000", 0, ` opacity=".12"`);
  svg += rect(384, 418, 32, 250, lin(ctx, [[0, darken(ribbon, 0.15)], [0.5, lighten(ribbon, 0.25)], [1, darken(ribbon, 0.2)]]));
  const bow = lin(ctx, [[0, lighten(ribbon, 0.2)], [1, darken(ribbon, 0.2)]], 1, 1);
  svg += `<path d="M400 418C360 340 280 350 300 398C312 426 372 424 400 418Z" fill="${bow}"/>`;
  svg += `<path d="M400 418C440 340 520 350 500 398C488 426 428 424 400 418Z" fill="${bow}"/>`;
  svg += `<path d="M392 420L356 478L372 476L384 492L400 424ZM408 420L444 478L428 476L416 492L400 424Z" fill="${darken(ribbon, 0.1)}"/>`;
  svg += `<ellipse cx="400" cy="416" rx="22" ry="16" fill="${lighten(ribbon, 0.1)}"/>`;
  // Two small bottles of the set in front of the box.
  const mini = roundBottle(ctx, { glass: "#8c4a12", clear: false, cap: "screw", capColour: "#2b2b2b", label: true });
  const miniLabel = drawLabel(mini.label as Box, { fill: "#fbf7ef", ink: "#2a2622", accent: ribbon }, null);
  svg += `<ellipse cx="290" cy="670" rx="120" ry="10" fill="#000" opacity=".18"/>`;
  const miniId = uid(ctx);
  ctx.defs.push(`<g id="${miniId}">${mini.svg}${miniLabel}</g>`);
  svg += `<use href="#${miniId}" transform="translate(66 368) scale(.45)"/>`;
  svg += `<use href="#${miniId}" transform="translate(150 381) scale(.43)"/>`;
  return { svg, top: 350, width: 420, label: { x: 428, y: 508, w: 124, h: 140 }, labelStyle: { fill: "#fffaf1" } };
}

/** A downloadable guide: a bound booklet seen from the front, its cover in the palette, pages showing at the edge. */
function booklet(ctx: Ctx): Drawn {
  const cover = ctx.primary;
  let svg = `<ellipse cx="400" cy="672" rx="170" ry="12" fill="#000" opacity=".18"/>`;
  svg += rect(262, 312, 290, 356, "#f4efe4", 6);
  svg += rect(256, 306, 290, 356, "#fbf8f1", 6);
  svg += rect(246, 296, 290, 366, lin(ctx, [[0, darken(cover, 0.2)], [0.12, cover], [1, darken(cover, 0.1)]]), 8);
  svg += rect(246, 296, 22, 366, darken(cover, 0.28), 4);
  svg += rect(300, 360, 190, 6, ctx.accent, 3);
  svg += rect(300, 600, 120, 4, lighten(cover, 0.3), 2);
  return { svg, top: 296, width: 306, label: { x: 296, y: 400, w: 200, h: 170 }, labelStyle: { fill: "#fffaf1" } };
}

// ---------------------------------------------------------------------------------------------
// Accessories
// ---------------------------------------------------------------------------------------------

function pipettes(ctx: Ctx): string {
  let svg = "";
  const tints = [ctx.primary, ctx.accent, mix(ctx.primary, ctx.accent, 0.5)];
  [-16, 0, 16].forEach((angle, i) => {
    const tint = tints[i];
    let g = `<path d="M388 150C388 96 412 96 412 150V216H388Z" fill="${lighten(tint, 0.2)}"/>`;
    g += `<path d="M388 214H412V590L402 660H398L388 590Z" fill="#f4f8f9" fill-opacity=".85" stroke="#a9bcc2" stroke-width="2"/>`;
    g += `<path d="M390 560H410V590L402 656H398L390 590Z" fill="${tint}" opacity=".7"/>`;
    let ticks = "";
    for (let y = 260; y < 540; y += 28) ticks += `M388 ${y}H${y % 56 === 36 ? 402 : 396}`;
    g += `<path d="${ticks}" stroke="#7d949b" stroke-width="2"/>`;
    svg += `<g transform="rotate(${angle} 400 668)">${g}</g>`;
  });
  return svg;
}

function blotters(ctx: Ctx): string {
  let svg = "";
  [-24, -12, 0, 12, 24].forEach((angle, i) => {
    const dip = i % 2 ? ctx.accent : ctx.primary;
    let g = `<path d="M378 668V200L400 160L422 200V668Z" fill="#fffdf7" stroke="#d9d2c3" stroke-width="2"/>`;
    g += `<path d="M378 232V200L400 160L422 200V232Z" fill="${dip}" opacity=".55"/>`;
    svg += `<g transform="rotate(${angle} 400 700)">${g}</g>`;
  });
  return svg;
}

function funnel(ctx: Ctx): string {
  const steel = "#b8c3c8";
  let svg = `<path d="M248 300H552L428 500V640H372V500Z" fill="${metalFill(ctx, steel)}"/>`;
  svg += `<ellipse cx="400" cy="300" rx="152" ry="26" fill="${darken(steel, 0.35)}"/>`;
  svg += `<ellipse cx="400" cy="300" rx="152" ry="26" fill="none" stroke="${lighten(steel, 0.4)}" stroke-width="6"/>`;
  svg += rect(372, 560, 56, 80, darken(steel, 0.1), 0);
  return svg;
}

function beaker(ctx: Ctx): string {
  const body = `M300 300H500V640Q500 668 472 668H328Q300 668 300 640Z`;
  let svg = `<path d="${body}" fill="#eef5f7" fill-opacity=".6" stroke="#9fb5bc" stroke-width="3"/>`;
  svg += `<g clip-path="${clip(ctx, body)}">${rect(300, 500, 200, 170, lighten(ctx.accent, 0.3), 0, ` opacity=".7"`)}</g>`;
  let ticks = "";
  for (let y = 360; y <= 620; y += 40) ticks += `M300 ${y}H${y % 80 === 40 ? 350 : 330}`;
  svg += `<path d="${ticks}" stroke="#6e8990" stroke-width="3"/>`;
  svg += `<path d="M286 300H514" stroke="#9fb5bc" stroke-width="8" stroke-linecap="round"/>`;
  svg += glassShine(300, 500, 320, 650, 1.3);
  return svg;
}

function scale(ctx: Ctx): string {
  let svg = rect(200, 520, 400, 148, lin(ctx, [[0, "#3a3f44"], [1, "#1f2326"]], 0, 1), 22);
  svg += rect(250, 588, 300, 52, "#0e1a14", 8);
  svg += `<text x="530" y="626" font-size="34" font-weight="500" fill="#9bf2c5" text-anchor="end" letter-spacing="3">0.00 g</text>`;
  svg += `<ellipse cx="400" cy="520" rx="180" ry="28" fill="${metalFill(ctx, "#c7cfd3")}"/>`;
  return svg;
}

/** A nebulising diffuser: a blown-glass globe with its nozzle, on a base in the product's (or the variant's) colour. */
function diffuser(ctx: Ctx): string {
  const base = ctx.primary;
  let svg = rect(250, 560, 300, 108, lin(ctx, [[0, lighten(base, 0.12)], [0.55, base], [1, darken(base, 0.3)]], 0, 1), 26);
  svg += rect(262, 574, 276, 10, lighten(base, 0.3), 5, ` opacity=".45"`);
  svg += `<circle cx="460" cy="614" r="9" fill="${darken(base, 0.45)}"/><circle cx="460" cy="614" r="4" fill="#9bf2c5"/>`;
  const globe = "M400 250C470 250 520 330 520 430C520 500 480 548 430 560H370C320 548 280 500 280 430C280 330 330 250 400 250Z";
  svg += `<path d="${globe}" fill="#eef5f7" fill-opacity=".55" stroke="#9fb5bc" stroke-width="3"/>`;
  svg += `<g clip-path="${clip(ctx, globe)}">${rect(280, 500, 240, 70, lighten(ctx.accent, 0.2), 0, ` opacity=".7"`)}</g>`;
  svg += `<path d="M384 250V196Q384 184 396 184H404Q416 184 416 196V250" fill="#eef5f7" fill-opacity=".7" stroke="#9fb5bc" stroke-width="3"/>`;
  svg += glassShine(290, 510, 290, 540, 1.1);
  // A little mist above the nozzle.
  for (const [dx, dy, r0] of [[0, -30, 14], [-16, -58, 18], [14, -88, 22]]) svg += `<circle cx="${400 + dx}" cy="${170 + dy}" r="${r0}" fill="#ffffff" opacity=".5"/>`;
  return svg;
}

function accessory(ctx: Ctx, text: string): Drawn {
  if (/diffus|n[eé]bulis/.test(text)) return { svg: diffuser(ctx), top: 60, width: 300 };
  if (/blotter|mouillette|touche|strip/.test(text)) return { svg: blotters(ctx), top: 160, width: 380 };
  if (/funnel|entonnoir/.test(text)) return { svg: funnel(ctx), top: 274, width: 304 };
  if (/beaker|b[eé]cher|verre|glass|cup|gobelet/.test(text)) return { svg: beaker(ctx), top: 296, width: 228 };
  if (/scale|balance|weigh|pes[ée]e/.test(text)) return { svg: scale(ctx), top: 492, width: 400 };
  return { svg: pipettes(ctx), top: 110, width: 300 };
}

// ---------------------------------------------------------------------------------------------
// Background motifs
// ---------------------------------------------------------------------------------------------

type Motif = "leaves" | "lavender" | "citrus" | "flowers" | "conifer" | "wood" | "resin" | "seeds" | "drops" | "bubbles" | "molecule" | "petals" | "sparkles" | "rings";

const MOTIF_KEYWORDS: [Motif, RegExp][] = [
  ["lavender", /lavand|lavender|lavendin/],
  ["citrus", /citrus|orange|lemon|citron|bergam|grapefruit|pamplemousse|mandarin|lime\b|yuzu|clementin|kumquat/],
  ["conifer", /pinus|abies|picea|cupressus|juniper|gen[eé]vrier|\bpin\b|pine|sapin|[eé]pinette|cypr|larix|spruce|\bfir\b|m[eé]l[eè]ze|tsuga|conif/],
  ["resin", /boswellia|frankincense|encens|olibanum|myrrh|commiphora|styrax|benzo|benjoin|labdanum|cistus|ciste|elemi|canarium|copaiba|p[eé]rou|peru|tolu|opopona|galbanum|r[eé]sin|resin|gomme|\bgum\b/],
  ["wood", /santal|cedr|cedar|c[eè]dre|wood|bois|vetiver|v[eé]tiver|agar|oud|guaiac|ga[iï]ac|amyris|hinoki|cade|birch|bouleau|patchouli|pogostemon/],
  ["seeds", /piper|pepper|poivre|elettaria|cardamom|coriand|cumin|carum|anis|fennel|fenouil|nutmeg|muscade|myristica|clove|girofle|syzygium|cinnamon|cannelle|cinnamomum|ginger|gingembre|zingiber|seed|graine|carrot|carotte|daucus|c[eé]leri|celery|angelic|ang[eé]lique|vanill|tonka|cacao|cocoa|coffee|caf[eé]|almond|amande|argan|jojoba|sesame|s[eé]same|nigell|hemp|chanvre|apricot|abricot|hazelnut|noisette|macadamia|coco/],
  ["flowers", /rosa\b|\brose|jasmin|ylang|cananga|n[eé]roli|geranium|g[eé]ranium|pelargonium|tub[eé]reuse|tuberose|polianthes|chamomil|camomille|matricaria|chamaemelum|helichrys|immortelle|mimosa|acacia|fleur|flower|blossom|iris|violet|osmanth|champaca|magnolia|frangipan|narciss|jonquil|lotus|boronia|calendula|souci/],
  ["leaves", /eucalypt|mentha|menthe|mint|tea tree|melaleuca|ravintsara|laurus|laurier|rosmarin|romarin|thym|thymus|basil|basilic|sauge|salvia|origan|oregano|verveine|verbena|lemongrass|cymbopogon|palmarosa|citronnelle|niaouli|petitgrain|olive|feuille|leaf|leaves|herb/],
];

const FAMILY_MOTIF: Record<ProductFamily, Motif> = {
  "essential-oil": "leaves",
  absolute: "flowers",
  "co2-extract": "bubbles",
  hydrosol: "drops",
  "vegetable-oil": "seeds",
  "butter-wax": "seeds",
  "aroma-molecule": "molecule",
  fragrance: "petals",
  "cosmetic-active": "bubbles",
  kit: "sparkles",
  bottle: "rings",
  accessory: "rings",
  guide: "leaves",
};

function motifFor(family: ProductFamily, text: string): Motif {
  if (family === "aroma-molecule" || family === "bottle" || family === "accessory" || family === "kit") return FAMILY_MOTIF[family];
  for (const [motif, re] of MOTIF_KEYWORDS) if (re.test(text)) return motif;
  return FAMILY_MOTIF[family];
}

/** Points in the margins of the frame, away from the central container. */
function marginPoints(rnd: Random, count: number, w: number, h: number): [number, number][] {
  const points: [number, number][] = [];
  for (let i = 0; i < count; i++) {
    const side = i % 4;
    if (side === 0) points.push([rnd.range(w * 0.04, w * 0.24), rnd.range(h * 0.08, h * 0.92)]);
    else if (side === 1) points.push([rnd.range(w * 0.76, w * 0.96), rnd.range(h * 0.08, h * 0.92)]);
    else if (side === 2) points.push([rnd.range(w * 0.1, w * 0.9), rnd.range(h * 0.04, h * 0.16)]);
    else points.push([rnd.range(w * 0.06, w * 0.94), rnd.range(h * 0.86, h * 0.97)]);
  }
  return points;
}

function leafBranch(ctx: Ctx, x: number, y: number, angle: number, length: number, colour: string, leafId: string): string {
  const rnd = ctx.rnd;
  const bend = rnd.range(-0.25, 0.25) * length;
  let svg = `<path d="M0 0Q${r(length / 2)} ${r(bend)} ${length} 0" fill="none" stroke="${colour}" stroke-width="4" stroke-linecap="round"/>`;
  const count = Math.max(3, Math.round(length / 60));
  for (let i = 1; i <= count; i++) {
    const t = i / (count + 0.6);
    const px = length * t;
    const py = 2 * t * (1 - t) * bend;
    const side = i % 2 ? -1 : 1;
    const s = r(0.7 + 0.5 * (1 - t) * rnd.range(0.8, 1.2));
    svg += `<use href="#${leafId}" transform="translate(${r(px)} ${r(py)}) rotate(${r(side * rnd.range(35, 55))}) scale(${s})"/>`;
  }
  svg += `<use href="#${leafId}" transform="translate(${length} 0) scale(.8)"/>`;
  return `<g transform="translate(${r(x)} ${r(y)}) rotate(${r(angle)})" fill="${colour}">${svg}</g>`;
}

function drawMotif(ctx: Ctx, motif: Motif, w: number, h: number, text: string): string {
  const rnd = ctx.rnd;
  const p = ctx.primary;
  const a = ctx.accent;
  let svg = "";
  switch (motif) {
    case "leaves":
    case "conifer": {
      const leafId = uid(ctx);
      if (motif === "leaves") {
        ctx.defs.push(`<g id="${leafId}"><path d="M0 0C18-20 56-24 84 0C56 24 18 20 0 0Z"/><path d="M6 0H74" stroke="#fff" stroke-opacity=".35" stroke-width="2"/></g>`);
      } else {
        ctx.defs.push(`<path id="${leafId}" d="M0 0L60-4L62 0L60 4Z"/>`);
      }
      const colour = mix(p, "#2f5d3a", 0.35);
      const op = motif === "leaves" ? 0.5 : 0.45;
      let g = leafBranch(ctx, -20, h * rnd.range(0.72, 0.86), rnd.range(-40, -25), w * 0.42, colour, leafId);
      g += leafBranch(ctx, w + 20, h * rnd.range(0.14, 0.28), rnd.range(140, 160), w * 0.4, colour, leafId);
      if (rnd.next() < 0.6) g += leafBranch(ctx, w * rnd.range(0.05, 0.15), -20, rnd.range(50, 70), w * 0.24, lighten(colour, 0.2), leafId);
      if (motif === "conifer") {
        for (const [x, y] of marginPoints(rnd, 3, w, h)) {
          g += `<g transform="translate(${r(x)} ${r(y)}) rotate(${r(rnd.range(0, 360))})"><ellipse rx="16" ry="26" fill="${mix(a, "#7a4a26", 0.6)}"/><path d="M-12-10Q0-4 12-10M-14 2Q0 8 14 2M-11 14Q0 20 11 14" stroke="#000" stroke-opacity=".25" stroke-width="2" fill="none"/></g>`;
        }
      }
      svg += `<g opacity="${op}">${g}</g>`;
      break;
    }
    case "lavender": {
      const bud = uid(ctx);
      ctx.defs.push(
        `<g id="${bud}"><ellipse cx="-7" rx="7" ry="12" transform="rotate(-25 -7 0)" fill="#a996d6"/><ellipse cx="7" cy="8" rx="7" ry="12" transform="rotate(25 7 8)" fill="#7e6bb5"/></g>`,
      );
      let g = "";
      const stems: [number, number][] = [
        [w * 0.05, -10],
        [w * 0.12, -3],
        [w * 0.2, 7],
        [w * 0.84, -8],
        [w * 0.93, 3],
      ];
      for (const [x, ang] of stems) {
        const len = h * rnd.range(0.5, 0.72);
        let sprig = `<path d="M0 0V${r(-len)}" stroke="#7d9b6c" stroke-width="4"/>`;
        for (let k = 0; k < 8; k++) sprig += `<use href="#${bud}" y="${r(-len + k * 20)}"/>`;
        g += `<g transform="translate(${r(x)} ${r(h + 10)}) rotate(${ang})">${sprig}</g>`;
      }
      svg += `<g opacity=".55">${g}</g>`;
      break;
    }
    case "citrus": {
      const rind = /lemon|citron\b|citrus limon|yuzu|bergam/.test(text)
        ? "#e9c92c"
        : /lime|vert|aurantifolia|latifolia/.test(text)
          ? "#8cbf3f"
          : /grapefruit|pamplemousse|paradisi/.test(text)
            ? "#f08a5d"
            : "#f29a1f";
      const flesh = lighten(rind, 0.35);
      let g = "";
      const spots: [number, number, number][] = [
        [w * 0.1, h * 0.84, 92],
        [w * 0.9, h * 0.16, 84],
        [w * 0.88, h * 0.86, 56],
        [w * 0.08, h * 0.2, 46],
      ];
      for (const [x, y, rr] of spots) {
        let segs = "";
        const n = 9;
        const rot = rnd.range(0, 40);
        for (let k = 0; k < n; k++) {
          const t = ((k * 360) / n + rot) * (Math.PI / 180);
          segs += `M0 0L${r(Math.cos(t) * rr * 0.8)} ${r(Math.sin(t) * rr * 0.8)}`;
        }
        g += `<g transform="translate(${r(x)} ${r(y)})"><circle r="${rr}" fill="${rind}"/><circle r="${r(rr * 0.9)}" fill="#fff6df"/><circle r="${r(rr * 0.82)}" fill="${flesh}"/><path d="${segs}" stroke="#fff6df" stroke-width="${r(rr * 0.06)}"/><circle r="${r(rr * 0.1)}" fill="#fff6df"/></g>`;
      }
      svg += `<g opacity=".6">${g}</g>`;
      break;
    }
    case "flowers":
    case "petals": {
      let g = "";
      const petal = motif === "flowers" ? lighten(a, 0.1) : lighten(p, 0.25);
      const count = motif === "flowers" ? 6 : 5;
      for (const [x, y] of marginPoints(rnd, count, w, h)) {
        const size = rnd.range(30, 56);
        const rot = rnd.range(0, 72);
        let f = "";
        const petals = motif === "flowers" ? 5 : 6;
        for (let k = 0; k < petals; k++) {
          f += `<ellipse cy="${r(-size * 0.55)}" rx="${r(size * 0.3)}" ry="${r(size * 0.55)}" transform="rotate(${r(rot + (k * 360) / petals)})"/>`;
        }
        g += `<g transform="translate(${r(x)} ${r(y)})" fill="${petal}">${f}<circle r="${r(size * 0.2)}" fill="${darken(a, 0.2)}"/></g>`;
      }
      if (motif === "petals") {
        for (let k = 0; k < 4; k++) {
          g += `<circle cx="${r(rnd.range(0, w))}" cy="${r(rnd.range(0, h))}" r="${r(rnd.range(60, 140))}" fill="${k % 2 ? p : a}" opacity=".12"/>`;
        }
      }
      svg += `<g opacity=".55">${g}</g>`;
      break;
    }
    case "wood": {
      const wood = mix(p, "#8b5e3c", 0.55);
      let rings = "";
      for (let k = 1; k < 13; k++) {
        const rr = k * 22 + rnd.range(-5, 5);
        rings += `<ellipse rx="${r(rr)}" ry="${r(rr * rnd.range(0.9, 1))}" transform="rotate(${r(rnd.range(0, 30))})"/>`;
      }
      svg += `<g fill="none" stroke="${wood}" stroke-width="3" opacity=".35"><g transform="translate(${r(w * 0.98)} ${r(h * 0.98)})">${rings}</g><g transform="translate(${r(w * 0.02)} ${r(h * 0.08)}) scale(.6)">${rings}</g></g>`;
      let grain = "";
      for (let k = 0; k < 6; k++) {
        const y = h * 0.3 + k * 16;
        grain += `M0 ${r(y)}C${r(w * 0.06)} ${r(y - 20)} ${r(w * 0.14)} ${r(y + 20)} ${r(w * 0.22)} ${r(y)}`;
      }
      svg += `<path d="${grain}" fill="none" stroke="${wood}" stroke-width="2" opacity=".3"/>`;
      break;
    }
    case "resin": {
      const tear = uid(ctx);
      ctx.defs.push(`<g id="${tear}"><path d="M0-30C10-14 22 0 22 14A22 22 0 0 1-22 14C-22 0-10-14 0-30Z"/><ellipse cx="-8" cy="10" rx="5" ry="8" fill="#fff" opacity=".45"/></g>`);
      let g = "";
      for (const [x, y] of marginPoints(rnd, 10, w, h)) {
        g += `<use href="#${tear}" transform="translate(${r(x)} ${r(y)}) rotate(${r(rnd.range(-30, 30))}) scale(${r(rnd.range(0.7, 1.6))})"/>`;
      }
      svg += `<g fill="${mix(a, "#e0a526", 0.6)}" opacity=".6">${g}</g>`;
      break;
    }
    case "seeds": {
      const seedId = uid(ctx);
      ctx.defs.push(`<g id="${seedId}"><ellipse rx="10" ry="16"/><path d="M0-12V12" stroke="#fff" stroke-opacity=".4" stroke-width="2"/></g>`);
      let g = "";
      const clusters: [number, number][] = [
        [w * 0.12, h * 0.86],
        [w * 0.88, h * 0.14],
        [w * rnd.range(0.82, 0.92), h * 0.8],
        [w * rnd.range(0.06, 0.16), h * rnd.range(0.15, 0.4)],
      ];
      for (const [cx, cy] of clusters) {
        const count = rnd.int(5, 8);
        for (let k = 0; k < count; k++) {
          const t = rnd.range(0, Math.PI * 2);
          const d = rnd.range(0, 70);
          g += `<use href="#${seedId}" transform="translate(${r(cx + Math.cos(t) * d)} ${r(cy + Math.sin(t) * d)}) rotate(${r(rnd.range(0, 180))})"/>`;
        }
      }
      svg += `<g fill="${mix(a, "#9a6b3f", 0.5)}" opacity=".6">${g}</g>`;
      break;
    }
    case "drops": {
      const tear = uid(ctx);
      ctx.defs.push(`<g id="${tear}"><path d="M0-30C10-14 22 0 22 14A22 22 0 0 1-22 14C-22 0-10-14 0-30Z"/><ellipse cx="-8" cy="10" rx="5" ry="8" fill="#fff" opacity=".6"/></g>`);
      let g = "";
      for (const [x, y] of marginPoints(rnd, 9, w, h)) {
        g += `<use href="#${tear}" transform="translate(${r(x)} ${r(y)}) scale(${r(rnd.range(0.6, 1.4))})"/>`;
      }
      svg += `<g fill="${mix(p, "#6fb7e0", 0.5)}" opacity=".5">${g}</g>`;
      let ripples = "";
      for (let k = 1; k <= 4; k++) ripples += `<ellipse cx="${r(w * 0.15)}" cy="${r(h * 0.9)}" rx="${k * 34}" ry="${k * 9}"/>`;
      svg += `<g fill="none" stroke="${p}" stroke-width="2" opacity=".3">${ripples}</g>`;
      break;
    }
    case "bubbles": {
      let g = "";
      for (const [x, y] of marginPoints(rnd, 16, w, h)) {
        const rr = rnd.range(8, 36);
        g += `<circle cx="${r(x)}" cy="${r(y)}" r="${r(rr)}"/><circle cx="${r(x - rr * 0.35)}" cy="${r(y - rr * 0.35)}" r="${r(rr * 0.18)}" fill="#fff" stroke="none"/>`;
      }
      svg += `<g fill="${lighten(p, 0.6)}" fill-opacity=".5" stroke="${p}" stroke-width="2" opacity=".6">${g}</g>`;
      break;
    }
    case "molecule": {
      const hexPath = (cx: number, cy: number, s: number) => {
        let d = "";
        for (let k = 0; k < 6; k++) {
          const t = ((60 * k - 30) * Math.PI) / 180;
          d += `${k ? "L" : "M"}${r(cx + s * Math.cos(t))} ${r(cy + s * Math.sin(t))}`;
        }
        return `${d}Z`;
      };
      const pattern = uid(ctx);
      ctx.defs.push(
        `<pattern id="${pattern}" width="60" height="104" patternUnits="userSpaceOnUse"><path d="M30 0L60 17V52L30 69L0 52V17ZM30 69V104M0 52V17" fill="none" stroke="${p}" stroke-width="1.5"/></pattern>`,
      );
      svg += rect(0, 0, w, h, `url(#${pattern})`, 0, ` opacity=".12"`);
      const s = 46;
      const dx = s * Math.sqrt(3);
      const structure = (cx: number, cy: number, rot: number) => {
        let d = hexPath(0, 0, s) + hexPath(dx, 0, s);
        d += `M${r(dx + dx / 2)} ${r(-s / 2)}L${r(dx + dx)} ${r(-s)}M${r(-dx / 2)} ${r(s / 2)}L${r(-dx)} ${r(s)}`;
        const inner = `M${r(-dx / 2 + 10)} ${r(-s / 2 + 6)}L${r(-10)} ${r(-s + 14)}M${r(dx / 2 - 10)} ${r(s / 2 - 6)}L${r(10)} ${r(s - 14)}`;
        return `<g transform="translate(${r(cx)} ${r(cy)}) rotate(${r(rot)})"><path d="${d}${inner}" fill="none" stroke="${p}" stroke-width="5" stroke-linejoin="round"/><circle cx="${r(dx * 2)}" cy="${-s}" r="9" fill="${a}"/><circle cx="${r(-dx)}" cy="${s}" r="9" fill="${a}"/></g>`;
      };
      svg += `<g opacity=".5">${structure(w * 0.12, h * 0.18, rnd.range(-20, 20))}${structure(w * 0.8, h * 0.84, rnd.range(-20, 20))}</g>`;
      break;
    }
    case "sparkles": {
      let g = "";
      for (const [x, y] of marginPoints(rnd, 12, w, h)) {
        const s = rnd.range(8, 20);
        g += `<path d="M${r(x)} ${r(y - s)}Q${r(x)} ${r(y)} ${r(x + s)} ${r(y)}Q${r(x)} ${r(y)} ${r(x)} ${r(y + s)}Q${r(x)} ${r(y)} ${r(x - s)} ${r(y)}Q${r(x)} ${r(y)} ${r(x)} ${r(y - s)}Z"/>`;
      }
      svg += `<g fill="${a}" opacity=".7">${g}</g>`;
      const leafId = uid(ctx);
      ctx.defs.push(`<path id="${leafId}" d="M0 0C18-20 56-24 84 0C56 24 18 20 0 0Z"/>`);
      svg += `<g opacity=".35">${leafBranch(ctx, -20, h * 0.85, -30, w * 0.32, mix(p, "#2f5d3a", 0.5), leafId)}</g>`;
      break;
    }
    case "rings": {
      let g = "";
      const cx = w * rnd.range(0.7, 0.9);
      const cy = h * rnd.range(0.15, 0.3);
      for (let k = 1; k < 8; k++) g += `<circle cx="${r(cx)}" cy="${r(cy)}" r="${k * 42}"/>`;
      svg += `<g fill="none" stroke="${p}" stroke-width="2" opacity=".18">${g}</g>`;
      svg += `<circle cx="${r(w * 0.12)}" cy="${r(h * 0.82)}" r="120" fill="${a}" opacity=".25"/>`;
      break;
    }
  }
  return svg;
}

// ---------------------------------------------------------------------------------------------
// Labels and captions
// ---------------------------------------------------------------------------------------------

interface LabelText {
  tag: string;
  name: string;
  botanical?: string;
  detail?: string;
  organic: boolean;
}

function drawLabel(box: Box, style: LabelStyle, text: LabelText | null): string {
  const { x, y, w, h } = box;
  const cx = x + w / 2;
  let svg = rect(x, y, w, h, style.fill, 6);
  svg += rect(x, y + 10, w, 3, style.accent);
  if (!text) {
    svg += rect(x + w * 0.2, y + h * 0.42, w * 0.6, 10, style.ink, 5, ` opacity=".5"`);
    svg += rect(x + w * 0.3, y + h * 0.58, w * 0.4, 8, style.ink, 4, ` opacity=".3"`);
    return svg;
  }
  const pad = Math.max(8, w * 0.07);
  const inner = w - 2 * pad;
  const small = w < 160;
  const tagSize = small ? 8 : 11;
  const tag = truncateToWidth(text.tag.toUpperCase(), inner, tagSize, small ? 1 : 2);
  svg += `<text x="${r(cx)}" y="${r(y + 22 + tagSize)}" font-size="${tagSize}" letter-spacing="${small ? 1 : 2}" fill="${style.accent}" font-weight="600">${escapeXml(tag)}</text>`;
  const detailParts: string[] = [];
  if (text.detail) detailParts.push(text.detail);
  if (text.organic) detailParts.push("BIO");
  const detailSize = small ? 9 : 12;
  const bottomY = y + h - (small ? 10 : 14);
  const top = y + 30 + tagSize;
  const bottom = detailParts.length ? bottomY - detailSize - 12 : y + h - 10;
  const avail = bottom - top;

  // Largest name that leaves room for the botanical name (two lines, then one, then none).
  const nameMax = Math.min(32, Math.round(w / 7));
  const botSize = Math.max(9, Math.min(17, Math.round(w / 12.5)));
  let name = fitText(text.name, inner, { maxSize: nameMax, minSize: small ? 10 : 13, maxLines: 3 });
  let bot: { lines: string[]; size: number } | null = null;
  const height = (n: { lines: string[]; size: number }, b: { lines: string[]; size: number } | null) =>
    n.lines.length * n.size * 1.12 + (b ? b.lines.length * b.size * 1.25 + 6 : 0);
  search: for (const botLines of text.botanical ? [2, 1, 0] : [0]) {
    const b = botLines ? fitText(text.botanical as string, inner, { maxSize: botSize, minSize: 9, maxLines: botLines }) : null;
    for (let size = nameMax; size >= (small ? 10 : 13); size -= 1) {
      const n = fitText(text.name, inner, { maxSize: size, minSize: size, maxLines: 3 });
      if (height(n, b) <= avail && !n.lines[n.lines.length - 1].endsWith("…")) {
        name = n;
        bot = b;
        break search;
      }
    }
  }
  const block = height(name, bot);
  let cursor = top + Math.max(0, (avail - block) / 2) + name.size * 0.85;
  for (const line of name.lines) {
    svg += `<text x="${r(cx)}" y="${r(cursor)}" font-size="${name.size}" font-weight="600" fill="${style.ink}">${escapeXml(line)}</text>`;
    cursor += name.size * 1.12;
  }
  if (bot) {
    cursor += 6 - name.size * 0.12 + bot.size * 0.05;
    for (const line of bot.lines) {
      svg += `<text x="${r(cx)}" y="${r(cursor)}" font-size="${bot.size}" font-style="italic" fill="${style.ink}" opacity=".75">${escapeXml(line)}</text>`;
      cursor += bot.size * 1.25;
    }
  }
  if (detailParts.length) {
    svg += `<path d="M${r(x + pad)} ${r(bottomY - detailSize - 6)}H${r(x + w - pad)}" stroke="${style.ink}" stroke-opacity=".18"/>`;
    const detail = truncateToWidth(detailParts.join("  ·  "), inner, detailSize, 1);
    svg += `<text x="${r(cx)}" y="${r(bottomY)}" font-size="${detailSize}" letter-spacing="1" font-weight="500" fill="${style.ink}">${escapeXml(detail)}</text>`;
  }
  return svg;
}

function caption(name: string, sub: string | undefined, ink: string): string {
  const n = fitText(name, 660, { maxSize: 34, minSize: 18, maxLines: 1 });
  let svg = `<text x="400" y="728" font-size="${n.size}" font-weight="600" fill="${ink}">${escapeXml(n.lines[0] ?? "")}</text>`;
  if (sub) {
    svg += `<text x="400" y="764" font-size="17" letter-spacing="1" fill="${ink}" opacity=".7">${escapeXml(truncateToWidth(sub, 660, 17, 1))}</text>`;
  }
  return svg;
}

// ---------------------------------------------------------------------------------------------
// Product visual
// ---------------------------------------------------------------------------------------------

const GLASS_COLOURS: [RegExp, string, boolean][] = [
  [/clear|transparent|flint|incolore|extra-blanc/, "#e6eef0", true],
  [/amber|ambr[eé]|brown|brun/, "#8c4a12", false],
  [/cobalt|blue|bleu/, "#1f5a96", false],
  [/green|vert/, "#2f6b3a", false],
  [/violet|miron|purple/, "#3b2048", false],
  [/black|noir/, "#26282b", false],
  [/white|blanc|opal|porcelain/, "#f1f1ee", false],
];

function glassFor(text: string, fallback: string): { glass: string; clear: boolean } {
  for (const [re, colour, clear] of GLASS_COLOURS) if (re.test(text)) return { glass: colour, clear };
  return { glass: fallback, clear: false };
}

function oilColour(text: string, fallback: string): string {
  if (/olive/.test(text)) return "#a9a23a";
  if (/avocat|avocado|chanvre|hemp|pistach/.test(text)) return "#7f9a2f";
  if (/rose musqu|rosehip|rosa rubiginosa|carotte|carrot|argousier|buckthorn|calophyll|tamanu|buriti/.test(text)) return "#d9622b";
  if (/nigell|black cumin|cumin noir/.test(text)) return "#6b4a1a";
  if (/jojoba|coco|noyau|apricot|abricot|amande|almond|macadamia|s[eé]same|sesame/.test(text)) return "#e8c96a";
  return fallback;
}

function butterColour(text: string, fallback: string): string {
  if (/abeille|beeswax|bee wax|cera alba/.test(text)) return "#e7b43f";
  if (/cacao|cocoa|theobroma/.test(text)) return "#ecd59a";
  if (/mangue|mango/.test(text)) return "#f1dc98";
  if (/carnauba|candelilla/.test(text)) return "#d8b55a";
  if (/karit[eé]|shea|butyrospermum/.test(text)) return "#f2e8cf";
  if (/soja|soy|colza|rapeseed|olive/.test(text)) return "#f4efdc";
  return fallback;
}

function liquidFromPalette(ctx: Ctx, text: string): string {
  return oilColour(text, mix(ctx.accent, "#d9a520", 0.5));
}

function variantText(product: ProductSeed, variant: string | undefined, lang: Language): string | undefined {
  if (!variant) return undefined;
  const found = product.configurable?.variants.find((v) => v.value === variant || v.skuSuffix === variant);
  return found ? found.label[lang] : variant;
}

function colourOfVariant(product: ProductSeed, variant: string | undefined): string | null {
  if (!variant || product.configurable?.attribute !== "color") return null;
  const found = product.configurable.variants.find((v) => v.value === variant || v.skuSuffix === variant);
  return found ? colourSwatch(found.value) : null;
}

/** Container scale from the variant's volume: small sizes look a little smaller. */
function volumeScale(variant: string | undefined): number {
  const m = variant?.match(/(\d+(?:[.,]\d+)?)\s*(ml|l|g|kg)\b/i);
  if (!m) return 1;
  const unit = m[2].toLowerCase();
  const qty = parseFloat(m[1].replace(",", ".")) * (unit === "l" || unit === "kg" ? 1000 : 1);
  if (qty <= 5) return 0.9;
  if (qty <= 10) return 0.93;
  if (qty <= 30) return 0.96;
  if (qty <= 100) return 0.98;
  return 1;
}

function svgOpen(w: number, h: number, vw: number, vh: number, title: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${vw} ${vh}" width="${w}" height="${h}" role="img" aria-label="${escapeXml(title)}"><title>${escapeXml(title)}</title>`;
}

function dimension(value: number | undefined, fallback: number): number {
  return value !== undefined && Number.isFinite(value) && value > 0 ? Math.min(Math.round(value), 8000) : fallback;
}

/**
 * A square SVG visual of a product: its container drawn per family, a label with its name and
 * botanical name, over a soft gradient and a botanical motif chosen from its names.
 */
export function productVisualSvg(product: ProductSeed, options: ProductVisualOptions = {}): string {
  const lang: Language = options.language ?? "fr";
  const family: ProductFamily = FAMILY_PALETTES[product.family] ? product.family : "accessory";
  const paletteGiven = Array.isArray(product.palette) && isHexColour(product.palette[0]) && isHexColour(product.palette[1]);
  const palette = paletteGiven ? (product.palette as [string, string]) : FAMILY_PALETTES[family];
  // A colour variant is drawn in its own colour (its swatch), not in the product's palette.
  const swatch = colourOfVariant(product, options.variant);
  const base: [string, string] = swatch ? [swatch, palette[1]] : palette;
  const ctx = newCtx(`${product.sku}|${options.variant ?? ""}`, base, swatch ? 0 : paletteGiven ? 4 : 16);
  const name = product.name?.[lang] || product.name?.fr || product.name?.en || product.sku;
  const text = [product.name?.en, product.name?.fr, product.botanicalName, ...(product.categories ?? []), product.sku]
    .filter(Boolean)
    .join(" ")
    .toLowerCase();
  const variant = variantText(product, options.variant, lang);
  const width = dimension(options.width, 800);
  const height = dimension(options.height, width);

  const dark = family === "absolute";
  const bgTop = dark ? darken(ctx.primary, 0.45) : lighten(ctx.accent, 0.8);
  const bgBottom = dark ? darken(ctx.primary, 0.1) : lighten(ctx.primary, 0.74);
  const background =
    rect(0, 0, 800, 800, lin(ctx, [[0, bgTop], [1, bgBottom]], 1, 1)) +
    `<circle cx="400" cy="400" r="360" fill="${rad(ctx, [[0, "#ffffff", dark ? 0.18 : 0.75], [1, "#ffffff", 0]])}"/>`;
  const motif = drawMotif(ctx, motifFor(family, text), 800, 800, text);

  const withCaption = family === "bottle" || family === "accessory";
  let drawn: Drawn;
  switch (family) {
    case "essential-oil":
      drawn = roundBottle(ctx, { glass: "#8c4a12", clear: false, cap: "screw", capColour: "#2b2b2b", label: true });
      break;
    case "co2-extract":
      drawn = roundBottle(ctx, { glass: "#7a3f10", clear: false, cap: "screw", capColour: "#f2f2f0", label: true });
      break;
    case "absolute":
      drawn = preciousVial(ctx);
      break;
    case "hydrosol": {
      const clear = /clear|transparent|incolore/.test(text);
      drawn = sprayBottle(ctx, clear ? "#e6eef0" : mix("#2f72b3", ctx.primary, 0.25), clear);
      break;
    }
    case "vegetable-oil":
      drawn = oilBottle(ctx, liquidFromPalette(ctx, text));
      break;
    case "butter-wax":
      drawn = jar(ctx, butterColour(text, lighten(ctx.accent, 0.2)), /wax|cire|pastille|cera/.test(text));
      break;
    case "aroma-molecule":
      drawn = reagentBottle(ctx);
      break;
    case "fragrance":
      drawn = flacon(ctx, mix(ctx.accent, ctx.primary, 0.35));
      break;
    case "cosmetic-active":
      drawn = serumBottle(ctx);
      break;
    case "kit":
      drawn = giftBox(ctx);
      break;
    case "bottle":
      drawn = packagingBottle(ctx, text);
      break;
    case "accessory":
      drawn = accessory(ctx, text);
      break;
    case "guide":
      drawn = booklet(ctx);
      break;
  }

  // Frame the object: stand it on the ground line and scale it to a comfortable height.
  const ground = withCaption ? 648 : 712;
  const targetHeight = withCaption ? 480 : 540;
  const fit = Math.min(1.4, targetHeight / (668 - drawn.top), 620 / drawn.width);
  const scaleFactor = r(fit * volumeScale(options.variant) * 1000) / 1000;
  const shadowRx = r(Math.min(330, (drawn.width / 2 + 40) * scaleFactor));
  const shadow = `<ellipse cx="400" cy="${ground + 4}" rx="${shadowRx}" ry="${r(shadowRx * 0.11)}" fill="${rad(ctx, [[0, "#000000", dark ? 0.5 : 0.24], [1, "#000000", 0]])}"/>`;
  const labelStyle: LabelStyle = {
    fill: "#fbf7ef",
    ink: "#2a2622",
    accent: darken(ctx.primary, 0.1),
    ...drawn.labelStyle,
  };
  const label = drawn.label
    ? drawLabel(drawn.label, labelStyle, {
        tag: familyName(family, lang, "singular"),
        name,
        botanical: family === "aroma-molecule" ? (product.casNumber ? `CAS ${product.casNumber}` : product.botanicalName) : product.botanicalName,
        detail: variant,
        organic: Boolean(product.isOrganic),
      })
    : "";
  const objectGroup = `<g transform="translate(${r(400 * (1 - scaleFactor))} ${r(ground - 668 * scaleFactor)}) scale(${scaleFactor})">${drawn.svg}${label}</g>`;
  const ink = luminance(bgBottom) > 0.35 ? "#26231f" : "#fbf7ef";
  const cap = withCaption ? caption(name, variant ?? product.specificity?.[lang], ink) : "";

  return (
    svgOpen(width, height, 800, 800, name) +
    `<defs>${ctx.defs.join("")}</defs>` +
    `<g font-family="${VISUAL_FONT_FAMILY}" text-anchor="middle">` +
    background +
    motif +
    shadow +
    objectGroup +
    cap +
    `</g></svg>`
  );
}

/** Packaging: the bottle itself, in its glass colour, without a label. */
function packagingBottle(ctx: Ctx, text: string): Drawn {
  const { glass, clear } = glassFor(text, ctx.primary);
  if (/spray|vapori|atomi[sz]/.test(text)) return sprayBottle(ctx, glass, clear, false);
  if (/\bjar\b|\bpot\b|pots\b|jars\b/.test(text)) return jar(ctx, clear ? "#eef3f4" : glass, false, false);
  if (/perfume|parfum|flacon de parfum/.test(text)) return flacon(ctx, clear ? "#e6eef0" : glass, false);
  const cap: CapKind = /roll/.test(text)
    ? "roll"
    : /pipette|dropper|compte-goutte|serum|s[eé]rum/.test(text)
      ? "dropper"
      : /pump|pompe/.test(text)
        ? "pump"
        : "screw";
  const capColour = /gold|\bor\b|dor[eé]/.test(text) ? "#c9a25a" : /white|blanc/.test(text) && !/blanc/.test(glass) ? "#f2f2f0" : /alu|silver|argent/.test(text) ? "#c7cfd3" : "#2b2b2b";
  return roundBottle(ctx, { glass, clear, liquid: undefined, cap, capColour, label: false }, cap === "roll" || cap === "pump" ? "tall" : "std");
}

// ---------------------------------------------------------------------------------------------
// Category visual
// ---------------------------------------------------------------------------------------------

const CATEGORY_FAMILIES: [RegExp, ProductFamily][] = [
  [/essential|essentiel/, "essential-oil"],
  [/absolu|concret/, "absolute"],
  [/co2|supercrit/, "co2-extract"],
  [/hydro|floral-water|eau-florale/, "hydrosol"],
  [/butter|beurre|wax|cire/, "butter-wax"],
  [/vegetable|v[eé]g[eé]tal|carrier|macerat|mac[eé]rat/, "vegetable-oil"],
  [/aroma|molecul|raw-material|mati[eè]re|perfumery|parfumerie/, "aroma-molecule"],
  [/fragrance|parfum|perfume/, "fragrance"],
  [/active|actif|cosmetic/, "cosmetic-active"],
  [/kit|coffret|set|discovery|d[eé]couverte|gift/, "kit"],
  [/bottle|flacon|packag|contenant/, "bottle"],
  [/accessor|tool|outil/, "accessory"],
];

export function categoryFamily(code: string): ProductFamily {
  const lower = code.toLowerCase();
  const first = lower.split("/")[0] ?? lower;
  for (const [re, family] of CATEGORY_FAMILIES) if (re.test(first)) return family;
  for (const [re, family] of CATEGORY_FAMILIES) if (re.test(lower)) return family;
  return "essential-oil";
}

/**
 * A banner visual (1200 × 600) for a category card: the family's containers on the right, the
 * category title on the left, over the family's gradient and a motif from the code and title.
 */
export function categoryVisualSvg(
  code: string,
  title: string,
  options: { width?: number; height?: number; language?: Language } = {},
): string {
  const family = categoryFamily(code);
  const ctx = newCtx(`category|${code}`, FAMILY_PALETTES[family], 10);
  const text = `${code} ${title}`.toLowerCase();
  const W = 1200;
  const H = 600;
  const width = dimension(options.width, W);
  const height = dimension(options.height, Math.round((width * H) / W));
  const dark = family === "absolute";
  const bgA = dark ? darken(ctx.primary, 0.5) : lighten(ctx.accent, 0.78);
  const bgB = dark ? darken(ctx.primary, 0.15) : lighten(ctx.primary, 0.66);
  let svg = rect(0, 0, W, H, lin(ctx, [[0, bgA], [1, bgB]], 1, 1));
  svg += `<circle cx="860" cy="320" r="330" fill="${rad(ctx, [[0, "#ffffff", dark ? 0.16 : 0.7], [1, "#ffffff", 0]])}"/>`;
  svg += drawMotif(ctx, motifFor(family, text), W, H, text);
  // Calm the left side, where the title sits.
  svg += rect(0, 0, 760, H, lin(ctx, [[0, bgA, 0.92], [0.6, bgA, 0.7], [1, bgA, 0]]));
  const shadowFill = rad(ctx, [[0, "#000000", dark ? 0.5 : 0.22], [1, "#000000", 0]]);

  const draw = (): Drawn => {
    switch (family) {
      case "essential-oil":
        return roundBottle(ctx, { glass: "#8c4a12", clear: false, cap: "screw", capColour: "#2b2b2b", label: true });
      case "co2-extract":
        return roundBottle(ctx, { glass: "#7a3f10", clear: false, cap: "screw", capColour: "#f2f2f0", label: true });
      case "absolute":
        return preciousVial(ctx);
      case "hydrosol":
        return sprayBottle(ctx, "#2f72b3", false);
      case "vegetable-oil":
        return oilBottle(ctx, liquidFromPalette(ctx, text));
      case "butter-wax":
        return jar(ctx, butterColour(text, lighten(ctx.accent, 0.2)), false);
      case "aroma-molecule":
        return reagentBottle(ctx);
      case "fragrance":
        return flacon(ctx, mix(ctx.accent, ctx.primary, 0.35));
      case "cosmetic-active":
        return serumBottle(ctx);
      case "kit":
        return giftBox(ctx);
      case "bottle":
        return packagingBottle(ctx, text);
      case "accessory":
        return accessory(ctx, text);
      case "guide":
        return booklet(ctx);
    }
  };
  const placements: [number, number][] = [
    [790, 0.62],
    [980, 0.72],
  ];
  const d = draw();
  const style: LabelStyle = { fill: "#fbf7ef", ink: "#2a2622", accent: darken(ctx.primary, 0.1), ...d.labelStyle };
  const objectId = uid(ctx);
  ctx.defs.push(`<g id="${objectId}">${d.svg}${d.label ? drawLabel(d.label, style, null) : ""}</g>`);
  for (const [centre, size] of placements) {
    const s = r(Math.min(size, (size * 470) / (668 - d.top), 300 / d.width) * 1000) / 1000;
    const x = r(centre - 400 * s);
    const y = r(548 - 668 * s);
    svg += `<ellipse cx="${r(x + 400 * s)}" cy="${r(y + 672 * s)}" rx="${r(200 * s)}" ry="${r(20 * s)}" fill="${shadowFill}"/>`;
    svg += `<use href="#${objectId}" transform="translate(${x} ${y}) scale(${s})"/>`;
  }
  const ink = dark ? "#fbf2df" : "#1f2a33";
  const t = fitText(title, 520, { maxSize: 64, minSize: 30, maxLines: 3 });
  const blockH = t.lines.length * t.size * 1.1;
  let y = H / 2 - blockH / 2 + t.size * 0.85 + 14;
  let textSvg = `<text x="80" y="${r(y - t.size - 16)}" font-size="18" letter-spacing="4" font-weight="600" fill="${dark ? "#d9a55b" : darken(ctx.primary, 0.2)}">${escapeXml(familyName(family, options.language ?? "fr", "singular").toUpperCase())}</text>`;
  for (const line of t.lines) {
    textSvg += `<text x="80" y="${r(y)}" font-size="${t.size}" font-weight="600" fill="${ink}">${escapeXml(line)}</text>`;
    y += t.size * 1.1;
  }
  textSvg += rect(80, y - t.size * 0.6 + 10, 72, 5, dark ? "#d9a55b" : ctx.primary, 2);
  return (
    svgOpen(width, height, W, H, title) +
    `<defs>${ctx.defs.join("")}</defs>` +
    `<g font-family="${VISUAL_FONT_FAMILY}">${svg}${textSvg}</g></svg>`
  );
}

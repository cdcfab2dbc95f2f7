/**
 * Small helpers for the generated SVG visuals: a seeded PRNG, colour arithmetic, XML escaping and
 * a rough text-fitting routine (no font metrics are available server-side, so widths are
 * estimated from per-character classes tuned for a geometric sans-serif such as Jost).
 */

/** FNV-1a 32-bit hash of a string. */
export function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** A deterministic pseudo-random generator (mulberry32) seeded by a string. */
export function createRandom(seed: string) {
  let state = hash32(seed) || 1;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    /** A float in [min, max). */
    range: (min: number, max: number) => min + (max - min) * next(),
    /** An integer in [min, max]. */
    int: (min: number, max: number) => Math.floor(min + (max - min + 1) * next()),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)],
  };
}

export type Random = ReturnType<typeof createRandom>;

/** Rounds for compact SVG output (one decimal at most). */
export function r(value: number): number {
  return Math.round(value * 10) / 10;
}

// ---------------------------------------------------------------------------------------------
// Colours
// ---------------------------------------------------------------------------------------------

type Rgb = [number, number, number];

function parseHex(hex: string): Rgb {
  let h = hex.trim().replace(/^#/, "");
  if (h.length === 3) h = h.split("").map((c) => c + c).join("");
  if (!/^[0-9a-fA-F]{6}$/.test(h)) return [128, 128, 128];
  return [parseInt(h.slice(0, 2), 16), parseInt(h.slice(2, 4), 16), parseInt(h.slice(4, 6), 16)];
}

function toHex([red, green, blue]: Rgb): string {
  const c = (v: number) => Math.max(0, Math.min(255, Math.round(v))).toString(16).padStart(2, "0");
  return `#${c(red)}${c(green)}${c(blue)}`;
}

export function isHexColour(value: unknown): value is string {
  return typeof value === "string" && /^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/.test(value.trim());
}

/** Linear mix of two colours: t = 0 gives a, t = 1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const x = parseHex(a);
  const y = parseHex(b);
  return toHex([x[0] + (y[0] - x[0]) * t, x[1] + (y[1] - x[1]) * t, x[2] + (y[2] - x[2]) * t]);
}

export const lighten = (c: string, t: number) => mix(c, "#ffffff", t);
export const darken = (c: string, t: number) => mix(c, "#000000", t);

function rgbToHsl([red, green, blue]: Rgb): [number, number, number] {
  const rn = red / 255;
  const gn = green / 255;
  const bn = blue / 255;
  const max = Math.max(rn, gn, bn);
  const min = Math.min(rn, gn, bn);
  const l = (max + min) / 2;
  if (max === min) return [0, 0, l];
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  let h: number;
  if (max === rn) h = (gn - bn) / d + (gn < bn ? 6 : 0);
  else if (max === gn) h = (bn - rn) / d + 2;
  else h = (rn - gn) / d + 4;
  return [h * 60, s, l];
}

function hslToRgb(h: number, s: number, l: number): Rgb {
  const hue = (((h % 360) + 360) % 360) / 360;
  if (s === 0) return [l * 255, l * 255, l * 255];
  const q = l < 0.5 ? l * (1 + s) : l + s - l * s;
  const p = 2 * l - q;
  const f = (t: number) => {
    let x = t;
    if (x < 0) x += 1;
    if (x > 1) x -= 1;
    if (x < 1 / 6) return p + (q - p) * 6 * x;
    if (x < 1 / 2) return q;
    if (x < 2 / 3) return p + (q - p) * (2 / 3 - x) * 6;
    return p;
  };
  return [f(hue + 1 / 3) * 255, f(hue) * 255, f(hue - 1 / 3) * 255];
}

/** Shifts hue (degrees) and lightness (-1..1 additive) of a colour. */
export function shift(c: string, hueDegrees: number, lightness = 0, saturation = 0): string {
  const [h, s, l] = rgbToHsl(parseHex(c));
  const clamp = (v: number) => Math.max(0, Math.min(1, v));
  return toHex(hslToRgb(h + hueDegrees, clamp(s + saturation), clamp(l + lightness)));
}

/** Relative luminance (0 dark … 1 light), for choosing ink colours. */
export function luminance(c: string): number {
  const [red, green, blue] = parseHex(c).map((v) => {
    const x = v / 255;
    return x <= 0.03928 ? x / 12.92 : ((x + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}

// ---------------------------------------------------------------------------------------------
// Text
// ---------------------------------------------------------------------------------------------

/** Escapes text for XML content and attribute values, dropping characters XML forbids. */
export function escapeXml(text: string): string {
  return text
    // Characters XML 1.0 forbids: C0 controls other than tab/newline/return, U+FFFE, U+FFFF.
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, "")
    .replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, "")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

/** Estimated advance width of a text at a font size, in user units. */
function estimateWidth(text: string, size: number, letterSpacing = 0): number {
  let em = 0;
  for (const ch of text) {
    if (" .,;:'!|iIlj".includes(ch)) em += 0.27;
    else if ("ftr()-/".includes(ch)) em += 0.36;
    else if ("mwMW".includes(ch)) em += 0.82;
    else if (/[A-Z]/.test(ch) || /[ÀÂÄÉÈÊËÎÏÔÖÙÛÜÇŒÆ]/.test(ch)) em += 0.66;
    else if (/[0-9]/.test(ch)) em += 0.56;
    else em += 0.53;
  }
  return em * size + letterSpacing * Math.max(0, [...text].length - 1);
}

/** Cuts a single line to fit maxWidth, ending with an ellipsis when cut. */
export function truncateToWidth(text: string, maxWidth: number, size: number, letterSpacing = 0): string {
  if (estimateWidth(text, size, letterSpacing) <= maxWidth) return text;
  const chars = [...text];
  while (chars.length > 1 && estimateWidth(`${chars.join("").trimEnd()}…`, size, letterSpacing) > maxWidth) chars.pop();
  return `${chars.join("").trimEnd()}…`;
}

/**
 * Wraps text into at most maxLines lines fitting maxWidth, choosing the largest font size between
 * maxSize and minSize that fits; if nothing fits at minSize, the last line is truncated.
 */
export function fitText(
  text: string,
  maxWidth: number,
  opts: { maxSize: number; minSize: number; maxLines: number; letterSpacing?: number },
): { lines: string[]; size: number } {
  const clean = text.replace(/\s+/g, " ").trim();
  const words = clean.split(" ").filter(Boolean);
  const ls = opts.letterSpacing ?? 0;
  const wrap = (size: number): string[] | null => {
    const lines: string[] = [];
    let current = "";
    for (const word of words) {
      const candidate = current ? `${current} ${word}` : word;
      if (estimateWidth(candidate, size, ls) <= maxWidth) current = candidate;
      else {
        if (current) lines.push(current);
        current = word;
        if (estimateWidth(word, size, ls) > maxWidth) return null;
      }
    }
    if (current) lines.push(current);
    return lines.length <= opts.maxLines ? lines : null;
  };
  for (let size = opts.maxSize; size >= opts.minSize; size -= 1) {
    const lines = wrap(size);
    if (lines) return { lines, size };
  }
  // Does not fit: greedy wrap at the minimum size, then truncate.
  const size = opts.minSize;
  const lines: string[] = [];
  let current = "";
  for (const word of words) {
    const candidate = current ? `${current} ${word}` : word;
    if (estimateWidth(candidate, size, ls) <= maxWidth || !current) current = candidate;
    else {
      lines.push(current);
      current = word;
    }
  }
  if (current) lines.push(current);
  const kept = lines.slice(0, opts.maxLines);
  const lastIndex = kept.length - 1;
  for (let i = 0; i < lastIndex; i++) kept[i] = truncateToWidth(kept[i], maxWidth, size, ls);
  if (lines.length > opts.maxLines) {
    const cut = truncateToWidth(`${kept[lastIndex]} ${lines.slice(opts.maxLines).join(" ")}`, maxWidth, size, ls);
    kept[lastIndex] = cut.endsWith("…") ? cut : `${cut}…`;
  } else kept[lastIndex] = truncateToWidth(kept[lastIndex], maxWidth, size, ls);
  return { lines: kept, size };
}

import { useId } from "react";

/**
 * A generated visual per category (no photograph exists, and none may be downloaded): a gradient
 * and a botanical motif — leaves, drops or petals — chosen and placed from a hash of the
 * category's key, so each category keeps its own picture on every page and server render.
 */
const PALETTES: readonly [string, string, string][] = [
  ["#5b4a8a", "#b7a6dc", "#efe9fb"], // lavender
  ["#c98200", "#f4c95d", "#fff4d6"], // citrus
  ["#6b4423", "#c49a6c", "#f4e6d4"], // woods & resins
  ["#a63d57", "#eaa1b3", "#fbe7ec"], // rose
  ["#2f6b4f", "#94c4a0", "#e4f2e7"], // green herbs
  ["#002c52", "#4f86bf", "#e3edf8"], // theme blue
  ["#8c3b1e", "#e39a5b", "#fbeadb"], // spices
  ["#4d5d2a", "#b7c27a", "#f1f4de"], // vetiver & moss
];

/** A palette that suits the family when its URL says which one it is (French or English url keys). */
const FAMILY_PALETTES: [RegExp, number][] = [
  [/lavand/, 0],
  [/agrum|citrus|bergam|citron|lemon/, 1],
  [/bois|wood|resin|résine|cedre|cedar|santal/, 2],
  [/rose|flor|fleur|flower|absolu|jasmin/, 3],
  [/hydrolat|hydrosol|herb|vegetal|végétal|vegetable|actif|cosmet/, 4],
  [/flacon|bottle|emballage|packag|accessoir|access/, 5],
  [/epice|épice|spice|co2|extrait|extract/, 6],
  [/vetiver|vétiver|mousse|moss|beurre|butter|cire|wax/, 7],
];

function hash(text: string): number {
  let value = 2166136261;
  for (let index = 0; index < text.length; index++) {
    value ^= text.charCodeAt(index);
    value = Math.imul(value, 16777619);
  }
  return value >>> 0;
}

/** A tiny deterministic sequence (mulberry32) seeded by the key. */
function sequence(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const LEAF = "M0 -40 C 22 -22 22 22 0 40 C -22 22 -22 -22 0 -40 Z";
const DROP = "M0 -36 C 14 -14 24 0 24 14 A 24 24 0 0 1 -24 14 C -24 0 -14 -14 0 -36 Z";
const PETAL = "M0 0 C 10 -18 10 -34 0 -44 C -10 -34 -10 -18 0 0 Z";

export function CategoryVisual({ categoryKey, className }: { categoryKey: string; className?: string }) {
  const id = useId().replace(/:/g, "");
  const seed = hash(categoryKey);
  const random = sequence(seed);
  const key = categoryKey.toLowerCase();
  // The category's own segment (the last) decides first, then its parents.
  const segments = key.split("/").filter(Boolean).reverse();
  const family = segments.map((segment) => FAMILY_PALETTES.find(([pattern]) => pattern.test(segment))?.[1]).find((index) => index !== undefined);
  const [deep, mid, light] = PALETTES[family ?? seed % PALETTES.length];
  const motif = (seed >>> 8) % 3;
  const angle = Math.round(random() * 360);

  const shapes = Array.from({ length: 7 }, (_, index) => {
    const x = Math.round(20 + random() * 280);
    const y = Math.round(20 + random() * 160);
    const scale = (0.6 + random() * 1.1).toFixed(2);
    const rotation = Math.round(random() * 360);
    const opacity = (0.18 + random() * 0.45).toFixed(2);
    const fill = index % 3 === 0 ? deep : index % 3 === 1 ? mid : light;
    if (motif === 2) {
      // A flower: petals around a centre.
      return (
        <g key={index} transform={`translate(${x} ${y}) scale(${(Number(scale) * 0.6).toFixed(2)}) rotate(${rotation})`} opacity={opacity}>
          {[0, 72, 144, 216, 288].map((petal) => (
            <path key={petal} d={PETAL} fill={fill} transform={`rotate(${petal})`} />
          ))}
          <circle r="7" fill={light} />
        </g>
      );
    }
    return (
      <path
        key={index}
        d={motif === 0 ? LEAF : DROP}
        fill={fill}
        opacity={opacity}
        transform={`translate(${x} ${y}) scale(${scale}) rotate(${rotation})`}
      />
    );
  });

  return (
    <svg className={className} viewBox="0 0 320 200" preserveAspectRatio="xMidYMid slice" role="presentation" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={`${id}-bg`} gradientTransform={`rotate(${angle % 90} 0.5 0.5)`}>
          <stop offset="0" stopColor={light} />
          <stop offset="1" stopColor={mid} />
        </linearGradient>
        <radialGradient id={`${id}-glow`} cx="0.8" cy="0.2" r="0.7">
          <stop offset="0" stopColor="#ffffff" stopOpacity="0.55" />
          <stop offset="1" stopColor="#ffffff" stopOpacity="0" />
        </radialGradient>
      </defs>
      <rect width="320" height="200" fill={`url(#${id}-bg)`} />
      {shapes}
      <rect width="320" height="200" fill={`url(#${id}-glow)`} />
    </svg>
  );
}

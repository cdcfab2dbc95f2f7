/**
 * The search pages nobody asked for before that the bench renders (run.ts) and that
 * side-by-side.ts sends to two builds: every word with every qualifier on several pages, then in
 * English, then sorted by price both ways (3,840 pages: more than a run at 100 pages/s asks for).
 */
export function newSearchPages() {
  const words = ["lavande", "rose", "huile", "bio", "neroli", "menthe", "vetiver", "jasmin", "cedre", "santal", "eucalyptus", "ylang", "flacon", "absolue", "hydrolat", "beurre"];
  const qualifiers = ["", "bio", "fine", "france", "inde", "100", "douce", "essentielle", "vraie", "sauvage"];
  const sorts = ["", ...(["asc", "desc"] as const).map((direction) => `sort=${encodeURIComponent(JSON.stringify({ field: "price", direction }))}`)];
  const paths = sorts.flatMap((sort) =>
    ["", "/en"].flatMap((store) =>
      [1, 2, 3, 4].flatMap((page) =>
        qualifiers.flatMap((qualifier) => {
          const query = [page > 1 ? `page=${page}` : "", sort].filter(Boolean).join("&");
          return words.map((word) => `${store}/search/${encodeURIComponent(`${word} ${qualifier}`.trim())}${query ? `?${query}` : ""}`);
        }),
      ),
    ),
  );
  return { words, qualifiers, paths };
}

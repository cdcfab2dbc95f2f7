/**
 * The search pages nobody asked for before that the bench renders (run.ts) and that
 * side-by-side.ts sends to two builds: 32 words, each alone and with nine qualifiers, on four
 * pages, in both stores, in five sorts (12,800 pages: more than a run at 400 pages/s asks for).
 *
 * A text's forty pages come one after the other (both stores, every sort, pages 1–4, one text's
 * first match) and texts are shuffled, so every stretch of the rotation holds the same mix: what a
 * run measures does not depend on how far the machine's speed lets it get.
 */
export function newSearchPages() {
  const words = [
    ...["lavande", "rose", "huile", "bio", "neroli", "menthe", "vetiver", "jasmin", "cedre", "santal", "eucalyptus", "ylang", "flacon", "absolue", "hydrolat", "beurre"],
    ...["romarin", "citron", "bergamote", "patchouli", "camomille", "cannelle", "vanille", "gingembre", "girofle", "cardamome", "iris", "mimosa", "jojoba", "argan", "karite", "verveine"],
  ];
  const qualifiers = ["", "bio", "fine", "france", "inde", "100", "douce", "essentielle", "vraie", "sauvage"];
  const sorts = [
    "",
    ...[
      { field: "price", direction: "asc" },
      { field: "price", direction: "desc" },
      { field: "name", direction: "asc" },
      { field: "newest", direction: "desc" },
    ].map((sort) => `sort=${encodeURIComponent(JSON.stringify(sort))}`),
  ];
  // Texts in a fixed shuffled order (97 is prime to their number), so single words and words with a
  // qualifier, big and small result sets, are spread evenly over the rotation.
  const texts = qualifiers.flatMap((qualifier) => words.map((word) => `${word} ${qualifier}`.trim()));
  const shuffled = texts.map((_, index) => texts[(index * 97) % texts.length]);
  const paths = shuffled.flatMap((text) =>
    [1, 2, 3, 4].flatMap((page) =>
      ["", "/en"].flatMap((store) =>
        sorts.map((sort) => {
          const query = [page > 1 ? `page=${page}` : "", sort].filter(Boolean).join("&");
          return `${store}/search/${encodeURIComponent(text)}${query ? `?${query}` : ""}`;
        }),
      ),
    ),
  );
  return { words, qualifiers, paths };
}

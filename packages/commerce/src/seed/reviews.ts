import type { Insertable, Kysely } from "kysely";
import type { Database, ProductReviewTable } from "../db/schema.ts";
import { checkComment } from "../modules/review/rich-text.ts";

/**
 * The demo shop's reviews: about 40 % of the top-level products have 1 to 9 approved reviews in
 * each store, written in its language (French in fr-FR, English in en-GB) by people who know
 * essential oils, hydrosols and perfumery raw materials; ratings mostly 4 and 5, some 2 and 3,
 * rarely 0 or 1; dates over the last 18 months; a mix of verified purchases; signed "Prénom I."
 * with no customer. Two or three more wait for moderation. Deterministic (a seeded PRNG): the same
 * products get the same reviews on every machine. Comments go through the one sanitiser.
 */

const DAY_MS = 86_400_000;

/** Small, fast, seedable PRNG (mulberry32), as the synthetic catalogue's. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

type Language = "fr" | "en";
type Kind = "oil" | "hydrosol" | "raw" | "other";

const KIND_OF_FAMILY: Record<string, Kind> = {
  "essential-oil": "oil",
  "vegetable-oil": "oil",
  "co2-extract": "oil",
  absolute: "raw",
  "aroma-molecule": "raw",
  "butter-wax": "oil",
  hydrosol: "hydrosol",
  fragrance: "raw",
};

const AUTHORS: Record<Language, string[]> = {
  fr: ["Camille R.", "Élodie M.", "Julien B.", "Sophie L.", "Nathalie G.", "Thomas P.", "Claire D.", "Hélène V.", "Marc A.", "Isabelle F.", "Aurélie C.", "Mathilde T.", "Pierre-Yves K.", "Anaïs S.", "Lucie N.", "Bernard H."],
  en: ["Sarah W.", "James H.", "Emily C.", "Oliver T.", "Charlotte B.", "Harriet L.", "Daniel M.", "Priya S.", "Fiona K.", "George R.", "Hannah P.", "Tom E.", "Imogen F.", "Rachel D.", "Alistair G.", "Megan O."],
};

/** Titles by how much the reviewer liked it: low (0–1), mixed (2–3), good (4–5). */
const TITLES: Record<Language, Record<"low" | "mixed" | "good", string[]>> = {
  fr: {
    good: ["Une référence", "Exactement ce que j'attendais", "Qualité constante", "Superbe matière", "Je recommande", "Parfait pour mes formules", "Très belle surprise", "Fidèle à la fiche technique"],
    mixed: ["Correct sans plus", "Bien, mais un peu cher", "Note de tête décevante", "Bon produit, flacon à revoir"],
    low: ["Déçue", "Pas conforme à mes attentes"],
  },
  en: {
    good: ["A staple in my workshop", "Exactly as described", "Consistent quality", "Beautiful material", "Highly recommended", "Perfect for my blends", "Lovely surprise", "Matches the data sheet"],
    mixed: ["Fine, nothing special", "Good but a little pricey", "Top notes a bit flat", "Decent product, packaging could be better"],
    low: ["Disappointed", "Not what I expected"],
  },
};

/** Comments by kind and mood; some with a list or bold, as the storefront's editor writes them. */
const COMMENTS: Record<Language, Record<Kind, Record<"low" | "mixed" | "good", string[]>>> = {
  fr: {
    oil: {
      good: [
        "Odeur franche et fidèle à la plante, sans note de térébenthine. Le chromatogramme fourni correspond bien au chémotype annoncé.",
        "J'utilise cette huile en diffusion et en synergie pour le massage, **diluée à 2 %**. Très bonne tenue, le compte-gouttes délivre des gouttes régulières.",
        "<p>Troisième commande, toujours la même qualité.</p><ul><li>odeur nette et ronde</li><li>lot tracé sur l'étiquette</li><li>livraison rapide</li></ul>",
        "Pour mes savons à froid, elle tient remarquablement à la saponification. Je la marie avec un peu de litsée citronnée, c'est superbe.",
        "Une matière première sérieuse : la fiche de données de sécurité est claire et les allergènes sont bien listés, ce qui me simplifie la vie pour mes fiches cosmétiques.",
      ],
      mixed: [
        "Le produit est bon mais la note de tête s'évente vite une fois le flacon ouvert. Pensez à le garder au frais.",
        "Qualité correcte, mais j'ai trouvé le lot précédent plus riche. À voir sur la durée.",
      ],
      low: ["L'odeur m'a semblé oxydée dès l'ouverture, loin de ce que j'avais connu ailleurs. Le service client a toutefois répondu vite."],
    },
    hydrosol: {
      good: [
        "Un hydrolat doux, vraiment floral, sans odeur de « cuit ». Je l'utilise en tonique le matin et dans mes crèmes à la place de l'eau.",
        "<p>Très bon hydrolat, pH conforme à la fiche.</p><p>Je le conserve au réfrigérateur et il reste parfait plusieurs mois.</p>",
        "Parfait en phase aqueuse de mes émulsions : l'odeur reste discrète et agréable. **Je rachèterai.**",
      ],
      mixed: ["Agréable, mais l'odeur est plus légère que celle de l'hydrolat que j'achetais chez un petit distillateur."],
      low: ["Reçu avec un léger dépôt au fond du flacon. Le remboursement a été rapide."],
    },
    raw: {
      good: [
        "Magnifique matière pour la parfumerie : un fond très riche qui évolue pendant des heures sur la mouillette. Je l'emploie à 1 % dans un accord chypré.",
        "<p>Une absolue d'une grande finesse.</p><ul><li>diluée à 10 % dans l'alcool, elle se travaille facilement</li><li>très peu de résidu</li></ul>",
        "Pureté au rendez-vous, le certificat d'analyse est joint. Idéal pour mes essais d'accords boisés.",
        "En cours de création d'un parfum solide : elle apporte exactement la rondeur que je cherchais. *Un petit flacon dure longtemps.*",
      ],
      mixed: ["Belle matière mais très puissante : il faut vraiment la diluer avant de l'évaluer. Le prix est élevé."],
      low: ["Trop animale à mon goût, et le flacon est arrivé avec le bouchon mal vissé."],
    },
    other: {
      good: [
        "Conforme à la description, bien emballé, et utile au quotidien dans mon atelier.",
        "<p>Très pratique pour mes préparations.</p><p>Verre épais, étiquettes qui tiennent, rien à redire.</p>",
        "Bon rapport qualité-prix. J'en ai commandé pour toute l'équipe de l'atelier.",
      ],
      mixed: ["Fait le travail, mais la finition pourrait être plus soignée."],
      low: ["Un élément manquait dans le colis ; il a été renvoyé rapidement."],
    },
  },
  en: {
    oil: {
      good: [
        "Clean, true-to-plant aroma with no harsh turpentine edge. The GC/MS report matched the stated chemotype.",
        "I use it in the diffuser and in massage blends, **at 2 % dilution**. Lasts well, and the dropper gives steady, even drops.",
        "<p>Third order, same quality every time.</p><ul><li>bright, rounded scent</li><li>batch number on the label</li><li>quick delivery</li></ul>",
        "Holds up remarkably well through saponification in my cold-process soaps. Lovely paired with a touch of may chang.",
        "A serious raw material: the safety data sheet is clear and the allergens are listed, which makes my cosmetic safety reports much easier.",
      ],
      mixed: [
        "Good oil, but the top notes fade quickly once the bottle has been opened. Keep it somewhere cool.",
        "Decent quality, though I found the previous batch richer. Will see how it ages.",
      ],
      low: ["Smelled slightly oxidised on opening, not what I've had elsewhere. Customer service did reply quickly though."],
    },
    hydrosol: {
      good: [
        "A soft, genuinely floral hydrosol with none of that 'stewed' note. I use it as a morning toner and in place of water in my creams.",
        "<p>Very good hydrosol, pH as stated on the sheet.</p><p>I keep it in the fridge and it stays perfect for months.</p>",
        "Perfect as the water phase of my emulsions: the scent stays discreet and pleasant. **Will buy again.**",
      ],
      mixed: ["Pleasant, but lighter in scent than the one I used to buy from a small distiller."],
      low: ["Arrived with a little sediment at the bottom of the bottle. The refund was quick."],
    },
    raw: {
      good: [
        "Gorgeous perfumery material: a very rich base that keeps evolving on the blotter for hours. I use it at 1 % in a chypre accord.",
        "<p>A beautifully refined absolute.</p><ul><li>easy to work at 10 % in perfumer's alcohol</li><li>very little residue</li></ul>",
        "Purity as promised, with the certificate of analysis included. Ideal for my woody accord trials.",
        "Working on a solid perfume: it adds exactly the roundness I was after. *A small bottle goes a long way.*",
      ],
      mixed: ["Lovely material but very powerful: you really need to dilute it before evaluating. Pricey."],
      low: ["Too animalic for my taste, and the cap arrived loose."],
    },
    other: {
      good: [
        "As described, well packed and genuinely useful in my workshop.",
        "<p>Very handy for my preparations.</p><p>Thick glass, labels that stay on, nothing to fault.</p>",
        "Good value for money. I've ordered more for everyone at the studio.",
      ],
      mixed: ["Does the job, but the finish could be neater."],
      low: ["One item was missing from the parcel; it was sent out promptly."],
    },
  },
};

/** Mostly 4 and 5, some 2 and 3, rarely 0 or 1. */
function ratingOf(draw: number): number {
  if (draw < 0.02) return 0;
  if (draw < 0.05) return 1;
  if (draw < 0.1) return 2;
  if (draw < 0.2) return 3;
  if (draw < 0.5) return 4;
  return 5;
}

const moodOf = (rating: number) => (rating <= 1 ? "low" : rating <= 3 ? "mixed" : "good");

/** Markdown-ish emphasis of the comment bank as the storefront's editor writes it, then the sanitiser. */
function commentHtml(text: string): string {
  const html = text.replace(/\*\*([^*]+)\*\*/g, "<strong>$1</strong>").replace(/\*([^*]+)\*/g, "<em>$1</em>");
  const checked = checkComment(html.startsWith("<") ? html : `<p>${html}</p>`);
  if (!checked.ok) throw new Error(`seed review comment refused: ${text.slice(0, 40)}`);
  return checked.html;
}

interface SeedProduct {
  id: number;
  family: string;
  names: Partial<Record<Language, string>>;
}

/**
 * Reviews for about 40 % of `products`, chosen and written from `seed`; `pending`: how many
 * more wait for moderation. Answers how many were written.
 */
async function writeReviews(db: Kysely<Database>, products: readonly SeedProduct[], options: { seed: number; pending: number; share: number }): Promise<number> {
  const draw = random(options.seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(draw() * list.length)];
  // A product's page never shows one author, title or comment twice while the bank has another.
  const pickFresh = <T>(list: readonly T[], used: Set<T>): T => {
    const unused = list.filter((value) => !used.has(value));
    const value = pick(unused.length ? unused : list);
    used.add(value);
    return value;
  };
  const now = Date.now();
  const rows: Insertable<ProductReviewTable>[] = [];
  for (const product of products) {
    if (draw() >= options.share) continue;
    const kind = KIND_OF_FAMILY[product.family] ?? "other";
    for (const language of ["fr", "en"] as const) {
      const name = product.names[language];
      if (!name) continue;
      const count = 1 + Math.floor(draw() * 9);
      const used = new Set<string>();
      for (let index = 0; index < count; index++) {
        const rating = ratingOf(draw());
        const mood = moodOf(rating);
        const author = pickFresh(AUTHORS[language], used);
        const createdAt = new Date(now - Math.floor(draw() * 548 * DAY_MS)).toISOString();
        rows.push({
          product_id: product.id,
          customer_id: null,
          store: language,
          author_name: author,
          product_name: name,
          rating,
          title: pickFresh(TITLES[language][mood], used),
          comment_html: commentHtml(pickFresh(COMMENTS[language][kind][mood], used)),
          status: "approved",
          verified_purchase: draw() < 0.6 ? 1 : 0,
          created_at: createdAt,
          moderated_at: createdAt,
        });
      }
    }
  }
  // A few recent ones waiting for the operator (`npm run admin -- review list`).
  for (let index = 0; index < options.pending && products.length; index++) {
    const product = products[Math.floor(draw() * products.length)];
    const language = index % 2 ? "en" : "fr";
    const name = product.names[language];
    if (!name) continue;
    rows.push({
      product_id: product.id,
      customer_id: null,
      store: language,
      author_name: pick(AUTHORS[language]),
      product_name: name,
      rating: 4,
      title: pick(TITLES[language].good),
      comment_html: commentHtml(pick(COMMENTS[language][KIND_OF_FAMILY[product.family] ?? "other"].good)),
      status: "pending",
      verified_purchase: 0,
      created_at: new Date(now - (index + 1) * 3_600_000).toISOString(),
      moderated_at: null,
    });
  }
  for (let from = 0; from < rows.length; from += 500) await db.insertInto("product_review").values(rows.slice(from, from + 500)).execute();
  return rows.length;
}

/** The top-level products (no variant) matching `skuLike`, with their names in both languages, in sku order. */
async function topLevelProducts(db: Kysely<Database>, filter: { syntheticPrefix: string; synthetic: boolean }): Promise<SeedProduct[]> {
  const rows = await db
    .selectFrom("product")
    .leftJoin("product_translation", "product_translation.product_id", "product.id")
    .select(["product.id", "product.sku", "product.family", "product_translation.language", "product_translation.name"])
    .where("product.parent_id", "is", null)
    .where("product.sku", filter.synthetic ? "like" : "not like", `${filter.syntheticPrefix}%`)
    .orderBy("product.sku")
    .execute();
  const byId = new Map<number, SeedProduct>();
  for (const row of rows) {
    const product = byId.get(row.id) ?? { id: row.id, family: row.family, names: {} };
    if (row.language && row.name) product.names[row.language as Language] = row.name;
    byId.set(row.id, product);
  }
  return [...byId.values()];
}

/** The demo catalogue's reviews, once: nothing is written when seeded reviews (no customer) exist. */
export async function seedReviews(db: Kysely<Database>, syntheticPrefix: string): Promise<number> {
  const seeded = await db.selectFrom("product_review").select("id").where("customer_id", "is", null).limit(1).executeTakeFirst();
  if (seeded) return 0;
  return writeReviews(db, await topLevelProducts(db, { syntheticPrefix, synthetic: false }), { seed: 20_240_611, pending: 3, share: 0.4 });
}

/** Reviews for part of the bench's synthetic catalogue (its pages read real rows); its products' old ones went with them. */
export async function seedSyntheticReviews(db: Kysely<Database>, syntheticPrefix: string): Promise<number> {
  return writeReviews(db, await topLevelProducts(db, { syntheticPrefix, synthetic: true }), { seed: 7_919, pending: 0, share: 0.4 });
}

/**
 * Each product's technical data sheet and safety data sheet, generated as real A4 PDF files from
 * its catalogue data.
 *
 * - Technical data sheet: identification (sku, botanical name, origin, CAS, organic status,
 *   specificity, labels), description, technical properties, main components, allergens, hazard
 *   summary, available sizes, storage and use.
 * - Safety data sheet: the 16 sections of REACH Annex II for substances and mixtures (essential
 *   oils, absolutes, extracts, hydrosols, oils, butters, aroma materials, fragrances, actives,
 *   kits), with hazard statements, pictograms, signal word and precautionary statements derived
 *   from the product's H-codes, transport data (UN 1169 / 1266 / 1993 for flammable liquids,
 *   UN 3082 / 3077 for environmentally hazardous ones), allergens and the revision date.
 *   Decision: bottles and accessories are *articles* (REACH Art. 3(3)) for which Art. 31 requires
 *   no SDS; they get a one-page "safety information" sheet saying so, with identification,
 *   handling and disposal advice, rather than sixteen sections of "not applicable".
 *
 * Output is deterministic for given inputs: the only date in the file (metadata and revision
 * date) comes from `options.date`, by default the fixed DEFAULT_DOCUMENT_DATE.
 */
import type { Language, Localised, ProductFamily, ProductSeed } from "../modules/product/product-definition.ts";
import { familyName, labelName } from "../modules/product/product-attributes.ts";
import {
  constituentCas,
  hazardClassification,
  hazardText,
  normaliseHazardCodes,
  pictogramsFor,
  PICTOGRAM_NAMES,
  precautionaryStatements,
  signalWord,
} from "./hazards.ts";
import { COLOURS, PdfWriter } from "./pdf-kit.ts";

export interface ShopIdentity {
  name: string;
  address: string;
  phone: string;
  email: string;
}

export interface DocumentOptions {
  /** Creation and revision date written in the document; defaults to DEFAULT_DOCUMENT_DATE. */
  date?: Date;
  /** Document version, default "1.0". */
  version?: string;
}

export type DocumentKind = "technical" | "sds";

/** Fixed default date, so that regenerated documents are byte-for-byte identical. */
export const DEFAULT_DOCUMENT_DATE = new Date(Date.UTC(2025, 0, 15, 9, 0, 0));

const LOCALES: Record<Language, string> = { fr: "fr-FR", en: "en-GB" };



/** File name for a product document, e.g. "fiche-technique-HE-LAVANDE-fr.pdf". */
export function documentFileName(product: Pick<ProductSeed, "sku">, kind: DocumentKind, language: Language): string {
  const base = kind === "technical" ? (language === "fr" ? "fiche-technique" : "technical-data-sheet") : language === "fr" ? "fds" : "sds";
  const sku = product.sku.replace(/[^A-Za-z0-9._-]+/g, "-");
  return `${base}-${sku}-${language}.pdf`;
}

/** Bottles and accessories are articles: no SDS is required for them. */
export function isArticle(product: Pick<ProductSeed, "family">): boolean {
  return product.family === "bottle" || product.family === "accessory";
}

function countryName(code: string | undefined, lang: Language): string | undefined {
  if (!code) return undefined;
  try {
    return new Intl.DisplayNames([LOCALES[lang]], { type: "region" }).of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}

function formatDate(date: Date, lang: Language): string {
  return new Intl.DateTimeFormat(LOCALES[lang], { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(date);
}

function originText(product: ProductSeed, lang: Language): string | undefined {
  const country = countryName(product.origin?.country, lang);
  if (!country) return undefined;
  const region = product.origin?.region?.[lang];
  return region ? `${country} (${region})` : country;
}

function t(lang: Language, fr: string, en: string): string {
  return lang === "fr" ? fr : en;
}

function productName(product: ProductSeed, lang: Language): string {
  return product.name?.[lang] || product.name?.fr || product.name?.en || product.sku;
}

function isSolid(product: ProductSeed): boolean {
  if (product.family === "butter-wax") return true;
  const appearance = `${product.technical?.appearance?.fr ?? ""} ${product.technical?.appearance?.en ?? ""}`.toLowerCase();
  return /poudre|powder|cristal|crystal|solide|solid|paillette|flake|pastille|granul|cire|wax|beurre|butter|pâte|paste/.test(appearance);
}

function flashPointText(product: ProductSeed, lang: Language): string | undefined {
  const fp = product.technical?.flashPointC;
  if (fp === undefined || fp === null || !Number.isFinite(fp)) return undefined;
  return `${new Intl.NumberFormat(LOCALES[lang]).format(fp)} °C`;
}

async function startWriter(product: ProductSeed, lang: Language, shop: ShopIdentity, title: string, options: DocumentOptions) {
  const writer = await PdfWriter.create({
    headerLeft: shop.name,
    headerRight: `${title} · ${productName(product, lang)}`,
    footer: [shop.name, shop.address, shop.phone, shop.email].filter(Boolean).join(" · "),
    pageWord: "Page",
  });
  const date = options.date ?? DEFAULT_DOCUMENT_DATE;
  const doc = writer.doc;
  doc.setTitle(`${title} - ${productName(product, lang)}`);
  doc.setAuthor(shop.name);
  doc.setSubject(product.sku);
  doc.setKeywords([product.sku, productName(product, lang), title]);
  doc.setCreator(shop.name);
  doc.setProducer(`${shop.name} (pdf-lib)`);
  doc.setCreationDate(date);
  doc.setModificationDate(date);
  doc.setLanguage(LOCALES[lang]);
  return { writer, date };
}

/** The big title block at the top of the first page. */
function titleBlock(w: PdfWriter, kicker: string, product: ProductSeed, lang: Language, meta: string): void {
  const { bold, italic, regular } = w.fonts;
  w.text(kicker.toUpperCase(), { font: bold, size: 9, colour: COLOURS.accent, after: 2 });
  w.text(productName(product, lang), { font: bold, size: 21, colour: COLOURS.theme, after: 1 });
  if (product.botanicalName) w.text(product.botanicalName, { font: italic, size: 12, colour: COLOURS.ink, after: 2 });
  w.text(meta, { font: regular, size: 8.5, colour: COLOURS.muted, after: 6 });
  w.page.drawRectangle({ x: w.margin.left, y: w.y, width: 60, height: 2.5, color: COLOURS.accent });
  w.space(12);
}

function finish(w: PdfWriter): Promise<Uint8Array> {
  w.finish();
  return w.doc.save({ useObjectStreams: false });
}

// ---------------------------------------------------------------------------------------------
// Technical data sheet
// ---------------------------------------------------------------------------------------------

const STORAGE: Partial<Record<ProductFamily, Record<Language, string>>> = {
  "essential-oil": {
    fr: "Conserver dans un flacon en verre teinté bien fermé, à l'abri de la lumière et de la chaleur (5 à 25 °C). Durabilité après ouverture : 12 à 24 mois selon l'huile (3 ans fermé).",
    en: "Store in a tightly closed tinted glass bottle, away from light and heat (5 to 25 °C). Shelf life after opening: 12 to 24 months depending on the oil (3 years unopened).",
  },
  absolute: {
    fr: "Conserver au frais, à l'abri de la lumière, dans son flacon d'origine bien fermé. Les absolues peuvent s'épaissir avec le temps : tiédir légèrement avant usage.",
    en: "Store in a cool place away from light, in its tightly closed original bottle. Absolutes may thicken over time: warm gently before use.",
  },
  "co2-extract": {
    fr: "Conserver au frais (idéalement 4 à 15 °C), à l'abri de la lumière et de l'air. Certains extraits figent au froid : tiédir au bain-marie.",
    en: "Store cool (ideally 4 to 15 °C), away from light and air. Some extracts solidify when cold: warm in a water bath.",
  },
  hydrosol: {
    fr: "Conserver au réfrigérateur après ouverture et utiliser dans les 6 mois. Ne pas transvaser dans un récipient non stérilisé.",
    en: "Keep refrigerated after opening and use within 6 months. Do not decant into an unsterilised container.",
  },
  "vegetable-oil": {
    fr: "Conserver à l'abri de la lumière et de la chaleur. Refermer après usage pour limiter l'oxydation. À utiliser dans les 6 à 12 mois après ouverture.",
    en: "Store away from light and heat. Close after use to limit oxidation. Use within 6 to 12 months of opening.",
  },
  "butter-wax": {
    fr: "Conserver dans un endroit frais et sec, à l'abri de la lumière. Fondre au bain-marie à basse température.",
    en: "Store in a cool, dry place away from light. Melt in a water bath at low temperature.",
  },
  "aroma-molecule": {
    fr: "Conserver dans son emballage d'origine fermé, au frais et à l'abri de la lumière. Respecter les limites d'usage IFRA en vigueur.",
    en: "Store in the closed original container, cool and away from light. Observe the current IFRA use limits.",
  },
  fragrance: {
    fr: "Conserver à l'abri de la lumière et de la chaleur. Produit inflammable : tenir éloigné des flammes.",
    en: "Store away from light and heat. Flammable product: keep away from flames.",
  },
  "cosmetic-active": {
    fr: "Conserver au frais et au sec, flacon bien fermé. Respecter la dose d'incorporation conseillée.",
    en: "Store cool and dry, bottle tightly closed. Observe the recommended use level.",
  },
};

const DEFAULT_STORAGE: Record<Language, string> = {
  fr: "Conserver dans un endroit propre et sec, à l'abri de la lumière directe et de la chaleur.",
  en: "Store in a clean, dry place away from direct light and heat.",
};

/** A technical data sheet ("Fiche technique") for a product, as an A4 PDF. */
export async function technicalDocumentPdf(
  product: ProductSeed,
  language: Language,
  shop: ShopIdentity,
  options: DocumentOptions = {},
): Promise<Uint8Array> {
  const lang = language;
  const title = t(lang, "Fiche technique", "Technical data sheet");
  const { writer: w, date } = await startWriter(product, lang, shop, title, options);
  const version = options.version ?? "1.0";
  titleBlock(w, title, product, lang, `${t(lang, "Réf.", "Ref.")} ${product.sku} · Version ${version} · ${formatDate(date, lang)}`);

  const tech = product.technical ?? {};
  const no = t(lang, "Non", "No");

  w.section(t(lang, "Identification", "Identification"));
  const ident: string[][] = [
    [t(lang, "Référence", "Reference"), product.sku],
    [t(lang, "Nom", "Name"), productName(product, lang)],
    [t(lang, "Famille", "Family"), familyName(product.family, lang, "singular")],
  ];
  if (product.botanicalName) ident.push([t(lang, "Nom botanique", "Botanical name"), product.botanicalName]);
  const origin = originText(product, lang);
  if (origin) ident.push([t(lang, "Origine", "Origin"), origin]);
  if (product.casNumber) ident.push([t(lang, "N° CAS", "CAS number"), product.casNumber]);
  ident.push([
    t(lang, "Agriculture biologique", "Organic farming"),
    product.isOrganic ? t(lang, "Oui, certifié issu de l'agriculture biologique", "Yes, certified organic") : no,
  ]);
  if (product.specificity?.[lang]) ident.push([t(lang, "Spécificité", "Specificity"), product.specificity[lang]]);
  const labels = (product.labels ?? []).map((l) => labelName(l, lang));
  if (labels.length) ident.push([t(lang, "Labels", "Labels"), labels.join(", ")]);
  w.table(ident, { widths: [0.3, 0.7], keyColumn: true });

  const description = [product.shortDescription?.[lang], product.description?.[lang]].filter(Boolean).join("\n\n");
  if (description) {
    w.section(t(lang, "Description", "Description"));
    for (const paragraph of description.split(/\n\s*\n/)) w.text(paragraph.trim(), { after: 6 });
  }

  w.section(t(lang, "Caractéristiques techniques", "Technical properties"));
  const props: string[][] = [];
  const add = (label: string, value: string | undefined) => {
    if (value) props.push([label, value]);
  };
  add(t(lang, "Procédé d'extraction", "Extraction method"), tech.extraction?.[lang]);
  add(t(lang, "Partie utilisée", "Part used"), tech.partUsed?.[lang]);
  add(t(lang, "Aspect", "Appearance"), tech.appearance?.[lang]);
  add(t(lang, "Odeur", "Odour"), tech.odour?.[lang]);
  add(t(lang, "Densité (20 °C)", "Density (20 °C)"), tech.density);
  add(t(lang, "Indice de réfraction (20 °C)", "Refractive index (20 °C)"), tech.refractiveIndex);
  add(t(lang, "Point éclair", "Flash point"), flashPointText(product, lang));
  if (props.length) w.table(props, { widths: [0.3, 0.7], keyColumn: true });
  else w.text(t(lang, "Pas de caractéristique physico-chimique particulière pour ce produit.", "No particular physical or chemical property for this product."), { colour: COLOURS.muted });

  if (tech.mainComponents?.length) {
    w.section(t(lang, "Composants principaux", "Main components"));
    w.table(
      tech.mainComponents.map((c) => [c.name, constituentCas(c.name) ?? "—", c.percent]),
      { widths: [0.5, 0.25, 0.25], header: [t(lang, "Composant", "Component"), "CAS", t(lang, "Teneur (%)", "Content (%)")] },
    );
    w.text(
      t(lang, "Valeurs indicatives, variables selon les lots (analyse par chromatographie en phase gazeuse).", "Typical values, which vary from batch to batch (gas chromatography analysis)."),
      { size: 8, colour: COLOURS.muted },
    );
  }

  if (tech.allergens?.length) {
    w.section(t(lang, "Allergènes (règlement (CE) n° 1223/2009)", "Allergens (Regulation (EC) No 1223/2009)"));
    w.text(tech.allergens.join(", "));
  }

  const codes = normaliseHazardCodes(tech.hazardStatements);
  w.section(t(lang, "Sécurité", "Safety"));
  if (codes.length) {
    w.bullets(codes.map((c) => `${c}${lang === "fr" ? " : " : ": "}${hazardText(c, lang)}`));
    w.text(t(lang, "Consulter la fiche de données de sécurité avant toute utilisation.", "Read the safety data sheet before use."), { colour: COLOURS.muted });
  } else {
    w.text(
      isArticle(product)
        ? t(lang, "Article non soumis à l'obligation de fiche de données de sécurité.", "Article not subject to the safety data sheet requirement.")
        : t(lang, "Produit non classé dangereux selon le règlement (CE) n° 1272/2008 (CLP).", "Product not classified as hazardous under Regulation (EC) No 1272/2008 (CLP)."),
    );
  }

  const variants = product.configurable?.variants ?? [];
  if (variants.length) {
    w.section(t(lang, "Conditionnements disponibles", "Available sizes"));
    w.table(
      variants.map((v) => [v.label[lang] ?? v.value, `${product.sku}${v.skuSuffix}`]),
      { widths: [0.4, 0.6], header: [t(lang, "Contenance", "Size"), t(lang, "Référence", "Reference")] },
    );
  }

  w.section(t(lang, "Conservation et utilisation", "Storage and use"));
  w.text((STORAGE[product.family] ?? DEFAULT_STORAGE)[lang]);
  if (!isArticle(product) && product.family !== "kit") {
    w.text(
      t(
        lang,
        "Réservé à un usage externe et à la fabrication de préparations. Ne pas avaler. Tenir hors de portée des enfants. Ne pas utiliser pur sur la peau sans avis d'un professionnel.",
        "For external use and the making of preparations only. Do not swallow. Keep out of reach of children. Do not apply neat to the skin without professional advice.",
      ),
    );
  }

  w.space(6);
  w.text(
    t(
      lang,
      `Les informations de ce document sont données de bonne foi, en l'état de nos connaissances au ${formatDate(date, lang)}. Elles ne constituent pas une garantie des propriétés du produit. ${shop.name}.`,
      `The information in this document is given in good faith, to the best of our knowledge on ${formatDate(date, lang)}. It does not constitute a warranty of the product's properties. ${shop.name}.`,
    ),
    { size: 7.5, colour: COLOURS.muted },
  );
  return finish(w);
}

// ---------------------------------------------------------------------------------------------
// Safety data sheet
// ---------------------------------------------------------------------------------------------

const SDS_TITLES: Localised[] = [
  { fr: "Identification de la substance/du mélange et de la société/l'entreprise", en: "Identification of the substance/mixture and of the company/undertaking" },
  { fr: "Identification des dangers", en: "Hazards identification" },
  { fr: "Composition/informations sur les composants", en: "Composition/information on ingredients" },
  { fr: "Premiers secours", en: "First-aid measures" },
  { fr: "Mesures de lutte contre l'incendie", en: "Fire-fighting measures" },
  { fr: "Mesures à prendre en cas de dispersion accidentelle", en: "Accidental release measures" },
  { fr: "Manipulation et stockage", en: "Handling and storage" },
  { fr: "Contrôles de l'exposition/protection individuelle", en: "Exposure controls/personal protection" },
  { fr: "Propriétés physiques et chimiques", en: "Physical and chemical properties" },
  { fr: "Stabilité et réactivité", en: "Stability and reactivity" },
  { fr: "Informations toxicologiques", en: "Toxicological information" },
  { fr: "Informations écologiques", en: "Ecological information" },
  { fr: "Considérations relatives à l'élimination", en: "Disposal considerations" },
  { fr: "Informations relatives au transport", en: "Transport information" },
  { fr: "Informations relatives à la réglementation", en: "Regulatory information" },
  { fr: "Autres informations", en: "Other information" },
];

const USES: Partial<Record<ProductFamily, Localised>> = {
  "essential-oil": { fr: "Matière première pour la parfumerie, la cosmétique et l'aromathérapie.", en: "Raw material for perfumery, cosmetics and aromatherapy." },
  absolute: { fr: "Matière première pour la parfumerie.", en: "Raw material for perfumery." },
  "co2-extract": { fr: "Matière première pour la parfumerie, la cosmétique et l'aromatisation.", en: "Raw material for perfumery, cosmetics and flavouring." },
  hydrosol: { fr: "Ingrédient cosmétique (lotions, toniques, émulsions).", en: "Cosmetic ingredient (lotions, toners, emulsions)." },
  "vegetable-oil": { fr: "Ingrédient cosmétique et base de dilution.", en: "Cosmetic ingredient and carrier oil." },
  "butter-wax": { fr: "Ingrédient cosmétique (baumes, émulsions, bougies).", en: "Cosmetic ingredient (balms, emulsions, candles)." },
  "aroma-molecule": { fr: "Matière première pour la parfumerie et les arômes.", en: "Raw material for perfumery and flavours." },
  fragrance: { fr: "Parfum, produit fini de parfumerie.", en: "Fragrance, finished perfumery product." },
  "cosmetic-active": { fr: "Ingrédient actif pour la fabrication de produits cosmétiques.", en: "Active ingredient for making cosmetic products." },
  kit: { fr: "Coffret de produits pour la parfumerie et la cosmétique maison.", en: "Set of products for home perfumery and cosmetics." },
};

/** UN transport data, or undefined when the product is not regulated for transport. */
function transportData(product: ProductSeed, codes: string[], lang: Language) {
  const solid = isSolid(product);
  const fp = product.technical?.flashPointC;
  const flammableLiquid = !solid && (codes.some((c) => ["H224", "H225", "H226"].includes(c)) || (typeof fp === "number" && fp <= 60));
  const environmental = codes.some((c) => ["H400", "H410", "H411"].includes(c));
  const technicalName = product.botanicalName ?? productName(product, "en");
  if (flammableLiquid) {
    const packingGroup = codes.includes("H224") || codes.includes("H225") || (typeof fp === "number" && fp < 23) ? "II" : "III";
    const [un, shipping] =
      product.family === "fragrance"
        ? ["UN 1266", "PERFUMERY PRODUCTS"]
        : product.family === "aroma-molecule"
          ? ["UN 1993", `FLAMMABLE LIQUID, N.O.S. (${technicalName})`]
          : ["UN 1169", "EXTRACTS, AROMATIC, LIQUID"];
    return { un, shipping, cls: "3", packingGroup, environmental, label: environmental ? "3 + " + t(lang, "marque « matière dangereuse pour l'environnement »", "environmentally hazardous substance mark") : "3" };
  }
  if (environmental) {
    return solid
      ? { un: "UN 3077", shipping: `ENVIRONMENTALLY HAZARDOUS SUBSTANCE, SOLID, N.O.S. (${technicalName})`, cls: "9", packingGroup: "III", environmental, label: "9" }
      : { un: "UN 3082", shipping: `ENVIRONMENTALLY HAZARDOUS SUBSTANCE, LIQUID, N.O.S. (${technicalName})`, cls: "9", packingGroup: "III", environmental, label: "9" };
  }
  return undefined;
}

/** Draws the hazard pictograms (red diamonds with their code and name). */
function drawPictograms(w: PdfWriter, pictos: string[], lang: Language): void {
  if (!pictos.length) return;
  const size = 46;
  const gap = 84;
  w.ensure(size + 30);
  const top = w.y - 4;
  pictos.forEach((code, i) => {
    const cx = w.margin.left + 30 + i * gap;
    const cy = top - size / 2;
    const h = size / 2;
    w.page.drawSvgPath(`M 0 ${-h} L ${h} 0 L 0 ${h} L ${-h} 0 Z`, { x: cx, y: cy, color: COLOURS.white, borderColor: COLOURS.danger, borderWidth: 3.5 });
    const label = code;
    const lw = w.fonts.bold.widthOfTextAtSize(label, 8);
    w.page.drawText(label, { x: cx - lw / 2, y: cy - 3, size: 8, font: w.fonts.bold, color: COLOURS.ink });
    const name = w.fit(PICTOGRAM_NAMES[code as keyof typeof PICTOGRAM_NAMES][lang], w.fonts.regular, 7, gap - 6);
    const nw = w.fonts.regular.widthOfTextAtSize(name, 7);
    w.page.drawText(name, { x: cx - nw / 2, y: top - size - 10, size: 7, font: w.fonts.regular, color: COLOURS.muted });
  });
  w.space(size + 30);
}

/** A safety data sheet for a product, as an A4 PDF (a one-page notice for articles). */
export async function safetyDataSheetPdf(
  product: ProductSeed,
  language: Language,
  shop: ShopIdentity,
  options: DocumentOptions = {},
): Promise<Uint8Array> {
  const lang = language;
  if (isArticle(product)) return articleSafetySheet(product, lang, shop, options);

  const title = t(lang, "Fiche de données de sécurité", "Safety data sheet");
  const { writer: w, date } = await startWriter(product, lang, shop, title, options);
  const version = options.version ?? "1.0";
  const dateText = formatDate(date, lang);
  titleBlock(
    w,
    title,
    product,
    lang,
    `${t(lang, "Conforme au règlement (CE) n° 1907/2006 (REACH), annexe II, modifié par le règlement (UE) 2020/878", "According to Regulation (EC) No 1907/2006 (REACH), Annex II, as amended by Regulation (EU) 2020/878")} · ${t(lang, "Réf.", "Ref.")} ${product.sku} · Version ${version} · ${t(lang, "Révision", "Revision")} ${dateText}`,
  );

  const tech = product.technical ?? {};
  const codes = normaliseHazardCodes(tech.hazardStatements);
  const hCodes = codes.filter((c) => c.startsWith("H"));
  const classified = hCodes.length > 0;
  const has = (...list: string[]) => list.some((c) => codes.includes(c));
  const solid = isSolid(product);
  const name = productName(product, lang);
  const isMixture = product.family === "fragrance" || product.family === "kit" || product.family === "cosmetic-active" || !product.casNumber;
  const allergens = tech.allergens ?? [];
  const section = (n: number) => w.section(`${t(lang, "SECTION", "SECTION")} ${n}${lang === "fr" ? " : " : ": "}${SDS_TITLES[n - 1][lang]}`);
  const sub = (text: string) => w.subheading(text);
  const notDetermined = t(lang, "Non déterminé", "Not determined");
  const noData = t(lang, "Pas de données disponibles.", "No data available.");

  // 1
  section(1);
  sub(t(lang, "1.1 Identificateur de produit", "1.1 Product identifier"));
  const ident: string[][] = [
    [t(lang, "Nom commercial", "Trade name"), name],
    [t(lang, "Référence", "Reference"), product.sku],
  ];
  if (product.botanicalName) ident.push([t(lang, "Nom botanique", "Botanical name"), product.botanicalName]);
  const sdsOrigin = originText(product, lang);
  if (sdsOrigin) ident.push([t(lang, "Origine", "Origin"), sdsOrigin]);
  if (product.casNumber) ident.push([t(lang, "N° CAS", "CAS number"), product.casNumber]);
  ident.push([t(lang, "Type de produit", "Product type"), `${familyName(product.family, lang, "singular")} (${isMixture ? t(lang, "mélange", "mixture") : t(lang, "substance", "substance")})`]);
  w.table(ident, { widths: [0.3, 0.7], keyColumn: true });
  sub(t(lang, "1.2 Utilisations identifiées pertinentes", "1.2 Relevant identified uses"));
  w.text(USES[product.family]?.[lang] ?? t(lang, "Usage professionnel et grand public.", "Professional and consumer use."));
  w.text(t(lang, "Utilisations déconseillées : toute utilisation autre que celles indiquées.", "Uses advised against: any use other than those listed."));
  sub(t(lang, "1.3 Fournisseur de la fiche de données de sécurité", "1.3 Supplier of the safety data sheet"));
  w.table(
    [
      [t(lang, "Société", "Company"), shop.name],
      [t(lang, "Adresse", "Address"), shop.address],
      [t(lang, "Téléphone", "Telephone"), shop.phone],
      [t(lang, "E-mail", "E-mail"), shop.email],
    ],
    { widths: [0.3, 0.7], keyColumn: true },
  );
  sub(t(lang, "1.4 Numéro d'appel d'urgence", "1.4 Emergency telephone number"));
  w.text(
    t(
      lang,
      "ORFILA (INRS) : +33 (0)1 45 42 59 59 (24 h/24) ; centre antipoison le plus proche ; en cas d'urgence vitale : 112.",
      "ORFILA (INRS, France): +33 1 45 42 59 59 (24 h); nearest poison centre; in a life-threatening emergency: 112.",
    ),
  );

  // 2
  section(2);
  sub(t(lang, "2.1 Classification de la substance ou du mélange", "2.1 Classification of the substance or mixture"));
  if (classified) {
    w.table(
      hCodes.map((c) => [hazardClassification(c) ?? "—", c, hazardText(c, lang)]),
      {
        widths: [0.24, 0.12, 0.64],
        header: [t(lang, "Classe et catégorie", "Class and category"), t(lang, "Mention", "Code"), t(lang, "Mention de danger", "Hazard statement")],
      },
    );
  } else {
    w.text(t(lang, "Non classé dangereux selon le règlement (CE) n° 1272/2008 (CLP).", "Not classified as hazardous according to Regulation (EC) No 1272/2008 (CLP)."));
  }
  const pictos = pictogramsFor(codes);
  w.subheading(t(lang, "2.2 Éléments d'étiquetage", "2.2 Label elements"), pictos.length ? 130 : 34);
  if (classified) {
    w.text(
      `${t(lang, "Pictogrammes", "Pictograms")}${lang === "fr" ? " : " : ": "}${pictos.length ? pictos.map((p) => `${p} (${PICTOGRAM_NAMES[p][lang]})`).join(", ") : t(lang, "aucun", "none")}`,
    );
    drawPictograms(w, pictos, lang);
    w.text(`${t(lang, "Mention d'avertissement", "Signal word")}${lang === "fr" ? " : " : ": "}${signalWord(codes, lang)}`, { font: w.fonts.bold, colour: COLOURS.danger });
    w.text(t(lang, "Mentions de danger :", "Hazard statements:"), { font: w.fonts.bold, after: 1 });
    w.bullets(codes.map((c) => `${c} ${hazardText(c, lang)}`));
    w.text(t(lang, "Conseils de prudence :", "Precautionary statements:"), { font: w.fonts.bold, after: 1 });
    w.bullets(precautionaryStatements(codes, lang).map((p) => `${p.code} ${p.text}`));
    if (allergens.length && !has("H317")) {
      w.text(`EUH208 ${t(lang, "Contient", "Contains")} ${allergens.join(", ")}. ${t(lang, "Peut produire une réaction allergique.", "May produce an allergic reaction.")}`);
    }
  } else {
    w.text(t(lang, "Aucun pictogramme, aucune mention d'avertissement.", "No pictogram, no signal word."));
    if (allergens.length) {
      w.text(`EUH208 ${t(lang, "Contient", "Contains")} ${allergens.join(", ")}. ${t(lang, "Peut produire une réaction allergique.", "May produce an allergic reaction.")}`);
    }
  }
  sub(t(lang, "2.3 Autres dangers", "2.3 Other hazards"));
  w.text(
    t(
      lang,
      "Ne répond pas aux critères PBT ou vPvB (annexe XIII de REACH). Aucune propriété perturbatrice endocrinienne connue.",
      "Does not meet the PBT or vPvB criteria (REACH Annex XIII). No known endocrine-disrupting properties.",
    ),
  );

  // 3
  section(3);
  sub(isMixture ? t(lang, "3.2 Mélanges", "3.2 Mixtures") : t(lang, "3.1 Substances", "3.1 Substances"));
  const composition: string[][] = [[name + (product.botanicalName ? ` (${product.botanicalName})` : ""), product.casNumber ?? "—", isMixture ? "—" : "100", classified ? hCodes.join(", ") : "—"]];
  w.table(composition, {
    widths: [0.46, 0.16, 0.12, 0.26],
    header: [t(lang, "Identification", "Identification"), "CAS", "%", t(lang, "Classification", "Classification")],
  });
  if (tech.mainComponents?.length) {
    w.text(
      isMixture
        ? t(lang, "Composants principaux :", "Main components:")
        : t(lang, "Substance naturelle complexe (NCS). Constituants principaux :", "Natural complex substance (NCS). Main constituents:"),
      { font: w.fonts.bold, after: 1 },
    );
    w.table(
      tech.mainComponents.map((c) => [c.name, constituentCas(c.name) ?? "—", c.percent]),
      { widths: [0.5, 0.25, 0.25], header: [t(lang, "Constituant", "Constituent"), "CAS", "%"] },
    );
  }
  if (product.family === "kit") {
    w.text(t(lang, "Coffret : se reporter à la fiche de données de sécurité de chaque produit qu'il contient.", "Kit: refer to the safety data sheet of each product it contains."));
  }

  // 4
  section(4);
  sub(t(lang, "4.1 Description des premiers secours", "4.1 Description of first-aid measures"));
  w.table(
    [
      [t(lang, "Inhalation", "Inhalation"), t(lang, "Amener la personne à l'air frais et la maintenir au repos. En cas de troubles, consulter un médecin.", "Move the person to fresh air and keep at rest. If symptoms occur, get medical advice.")],
      [
        t(lang, "Contact cutané", "Skin contact"),
        t(lang, "Retirer les vêtements souillés. Laver la peau à l'eau et au savon, puis appliquer une huile végétale. En cas d'irritation persistante, consulter un médecin.", "Remove contaminated clothing. Wash the skin with soap and water, then apply a vegetable oil. If irritation persists, get medical advice."),
      ],
      [
        t(lang, "Contact oculaire", "Eye contact"),
        t(lang, "Rincer immédiatement et abondamment à l'eau pendant au moins 15 minutes, paupières écartées. Consulter un ophtalmologiste si l'irritation persiste.", "Rinse immediately with plenty of water for at least 15 minutes, holding the eyelids apart. See an eye specialist if irritation persists."),
      ],
      [
        t(lang, "Ingestion", "Ingestion"),
        has("H304")
          ? t(lang, "NE PAS faire vomir (risque d'aspiration). Rincer la bouche. Appeler immédiatement un centre antipoison ou un médecin et lui montrer l'étiquette.", "Do NOT induce vomiting (aspiration hazard). Rinse the mouth. Immediately call a poison centre or doctor and show the label.")
          : t(lang, "Rincer la bouche. Ne pas faire vomir. Consulter un médecin en cas de malaise et lui montrer l'étiquette.", "Rinse the mouth. Do not induce vomiting. Get medical advice if you feel unwell and show the label."),
      ],
    ],
    { widths: [0.22, 0.78], keyColumn: true },
  );
  sub(t(lang, "4.2 Principaux symptômes et effets", "4.2 Most important symptoms and effects"));
  const symptoms: string[] = [];
  if (has("H315")) symptoms.push(t(lang, "rougeurs et irritation de la peau", "redness and skin irritation"));
  if (has("H317")) symptoms.push(t(lang, "réaction allergique cutanée chez les personnes sensibilisées", "allergic skin reaction in sensitised people"));
  if (has("H319", "H318")) symptoms.push(t(lang, "irritation des yeux, larmoiement", "eye irritation, tearing"));
  if (has("H304")) symptoms.push(t(lang, "pneumopathie d'aspiration en cas d'ingestion", "aspiration pneumonia if swallowed"));
  if (has("H302")) symptoms.push(t(lang, "troubles digestifs en cas d'ingestion", "digestive disorders if swallowed"));
  w.text(symptoms.length ? `${symptoms.join(" ; ").replace(/^./, (c) => c.toUpperCase())}.` : t(lang, "Aucun symptôme particulier connu dans les conditions normales d'utilisation.", "No particular symptom known under normal conditions of use."));
  sub(t(lang, "4.3 Soins médicaux immédiats", "4.3 Immediate medical attention"));
  w.text(t(lang, "Traitement symptomatique. Montrer cette fiche au médecin.", "Treat symptomatically. Show this sheet to the doctor."));

  // 5
  section(5);
  w.table(
    [
      [
        t(lang, "Moyens d'extinction", "Extinguishing media"),
        t(lang, "Appropriés : dioxyde de carbone (CO2), poudre, mousse, eau pulvérisée. Inappropriés : jet d'eau bâton.", "Suitable: carbon dioxide (CO2), dry powder, foam, water spray. Unsuitable: full water jet."),
      ],
      [
        t(lang, "Dangers particuliers", "Special hazards"),
        (has("H224", "H225", "H226")
          ? t(lang, "Liquide inflammable ; les vapeurs peuvent former un mélange explosif avec l'air. ", "Flammable liquid; vapours may form an explosive mixture with air. ")
          : "") + t(lang, "La combustion dégage du monoxyde et du dioxyde de carbone et des fumées irritantes.", "Combustion releases carbon monoxide, carbon dioxide and irritating fumes."),
      ],
      [
        t(lang, "Conseils aux pompiers", "Advice for firefighters"),
        t(lang, "Porter un appareil respiratoire autonome et une tenue de protection complète. Refroidir les récipients exposés à l'eau pulvérisée.", "Wear self-contained breathing apparatus and full protective clothing. Cool exposed containers with water spray."),
      ],
    ],
    { widths: [0.26, 0.74], keyColumn: true },
  );

  // 6
  section(6);
  w.table(
    [
      [
        t(lang, "Précautions individuelles", "Personal precautions"),
        t(lang, "Aérer la zone. Éviter le contact avec la peau et les yeux. ", "Ventilate the area. Avoid contact with skin and eyes. ") +
          (has("H224", "H225", "H226") ? t(lang, "Supprimer toute source d'inflammation.", "Remove all ignition sources.") : t(lang, "Surface glissante.", "Slippery surface.")),
      ],
      [t(lang, "Précautions pour l'environnement", "Environmental precautions"), t(lang, "Ne pas rejeter dans les égouts, les eaux de surface ou le sol.", "Do not let the product enter drains, surface water or soil.")],
      [
        t(lang, "Nettoyage", "Methods for cleaning up"),
        solid
          ? t(lang, "Ramasser mécaniquement et placer dans un récipient fermé pour élimination.", "Pick up mechanically and place in a closed container for disposal.")
          : t(lang, "Absorber avec une matière inerte (sable, vermiculite, terre de diatomée) et placer dans un récipient fermé pour élimination.", "Absorb with an inert material (sand, vermiculite, diatomaceous earth) and place in a closed container for disposal."),
      ],
    ],
    { widths: [0.3, 0.7], keyColumn: true },
  );

  // 7
  section(7);
  sub(t(lang, "7.1 Précautions à prendre pour une manipulation sans danger", "7.1 Precautions for safe handling"));
  w.text(
    t(lang, "Manipuler dans un endroit bien ventilé. Éviter le contact avec la peau et les yeux. Ne pas manger, boire ni fumer pendant l'utilisation. Se laver les mains après manipulation.", "Handle in a well-ventilated place. Avoid contact with skin and eyes. Do not eat, drink or smoke when using. Wash hands after handling.") +
      (has("H224", "H225", "H226") ? t(lang, " Tenir à l'écart des sources d'inflammation ; prendre des mesures contre les décharges électrostatiques.", " Keep away from ignition sources; take action against static discharges.") : ""),
  );
  sub(t(lang, "7.2 Conditions d'un stockage sûr", "7.2 Conditions for safe storage"));
  w.text((STORAGE[product.family] ?? DEFAULT_STORAGE)[lang]);
  sub(t(lang, "7.3 Utilisations finales particulières", "7.3 Specific end uses"));
  w.text(USES[product.family]?.[lang] ?? noData);

  // 8
  section(8);
  sub(t(lang, "8.1 Paramètres de contrôle", "8.1 Control parameters"));
  w.text(t(lang, "Aucune valeur limite d'exposition professionnelle établie pour ce produit.", "No occupational exposure limit value established for this product."));
  sub(t(lang, "8.2 Contrôles de l'exposition", "8.2 Exposure controls"));
  w.table(
    [
      [t(lang, "Ventilation", "Ventilation"), t(lang, "Ventilation générale suffisante ; aspiration locale en cas d'usage intensif.", "Adequate general ventilation; local exhaust for intensive use.")],
      [t(lang, "Yeux", "Eyes"), t(lang, "Lunettes de sécurité à protections latérales (EN 166).", "Safety glasses with side shields (EN 166).")],
      [t(lang, "Mains", "Hands"), t(lang, "Gants en nitrile (EN ISO 374), à changer dès qu'ils sont souillés.", "Nitrile gloves (EN ISO 374), changed as soon as contaminated.")],
      [t(lang, "Corps", "Body"), t(lang, "Blouse ou vêtements de travail.", "Lab coat or work clothing.")],
      [t(lang, "Voies respiratoires", "Respiratory"), t(lang, "Non nécessaire en usage normal ; filtre de type A en cas de vapeurs importantes.", "Not needed in normal use; type A filter if vapours are significant.")],
    ],
    { widths: [0.26, 0.74], keyColumn: true },
  );

  // 9
  section(9);
  const physical: string[][] = [
    [t(lang, "État physique", "Physical state"), solid ? t(lang, "Solide", "Solid") : t(lang, "Liquide", "Liquid")],
    [t(lang, "Aspect", "Appearance"), tech.appearance?.[lang] ?? notDetermined],
    [t(lang, "Odeur", "Odour"), tech.odour?.[lang] ?? notDetermined],
    [t(lang, "Densité relative (20 °C)", "Relative density (20 °C)"), tech.density ?? notDetermined],
    [t(lang, "Indice de réfraction (20 °C)", "Refractive index (20 °C)"), tech.refractiveIndex ?? notDetermined],
    [t(lang, "Point éclair", "Flash point"), flashPointText(product, lang) ?? notDetermined],
    [t(lang, "Point d'ébullition", "Boiling point"), notDetermined],
    [
      t(lang, "Solubilité", "Solubility"),
      product.family === "hydrosol"
        ? t(lang, "Miscible à l'eau", "Miscible with water")
        : t(lang, "Insoluble dans l'eau ; soluble dans l'éthanol et les huiles", "Insoluble in water; soluble in ethanol and oils"),
    ],
  ];
  w.table(physical, { widths: [0.32, 0.68], keyColumn: true });

  // 10
  section(10);
  w.table(
    [
      [t(lang, "Réactivité", "Reactivity"), t(lang, "Pas de réactivité dangereuse connue.", "No known hazardous reactivity.")],
      [t(lang, "Stabilité chimique", "Chemical stability"), t(lang, "Stable dans les conditions normales de stockage et de manipulation.", "Stable under normal storage and handling conditions.")],
      [t(lang, "Conditions à éviter", "Conditions to avoid"), t(lang, "Chaleur, lumière directe, flammes, contact prolongé avec l'air (oxydation).", "Heat, direct light, flames, prolonged contact with air (oxidation).")],
      [t(lang, "Matières incompatibles", "Incompatible materials"), t(lang, "Oxydants forts, acides forts.", "Strong oxidising agents, strong acids.")],
      [t(lang, "Produits de décomposition dangereux", "Hazardous decomposition products"), t(lang, "Monoxyde et dioxyde de carbone en cas de combustion.", "Carbon monoxide and carbon dioxide on combustion.")],
    ],
    { widths: [0.32, 0.68], keyColumn: true },
  );

  // 11
  section(11);
  const criteriaNotMet = t(lang, "Au vu des données disponibles, les critères de classification ne sont pas remplis.", "Based on available data, the classification criteria are not met.");
  const tox = (list: string[]) => {
    const found = list.filter((c) => codes.includes(c));
    return found.length ? found.map((c) => `${c} ${hazardText(c, lang)}`).join(" ") : criteriaNotMet;
  };
  w.table(
    [
      [t(lang, "Toxicité aiguë", "Acute toxicity"), tox(["H301", "H302", "H311", "H312", "H331", "H332"])],
      [t(lang, "Corrosion/irritation cutanée", "Skin corrosion/irritation"), tox(["H314", "H315"])],
      [t(lang, "Lésions/irritation oculaires", "Eye damage/irritation"), tox(["H318", "H319"])],
      [t(lang, "Sensibilisation", "Sensitisation"), tox(["H317", "H334"])],
      [t(lang, "Mutagénicité, cancérogénicité", "Mutagenicity, carcinogenicity"), tox(["H340", "H341", "H350", "H351"])],
      [t(lang, "Toxicité pour la reproduction", "Reproductive toxicity"), tox(["H360", "H361"])],
      [t(lang, "Toxicité spécifique (STOT)", "Specific target organ toxicity"), tox(["H335", "H336", "H370", "H371", "H372", "H373"])],
      [t(lang, "Danger par aspiration", "Aspiration hazard"), tox(["H304"])],
    ],
    { widths: [0.32, 0.68], keyColumn: true },
  );

  // 12
  section(12);
  const eco = ["H400", "H410", "H411", "H412", "H413"].filter((c) => codes.includes(c));
  w.table(
    [
      [t(lang, "Toxicité", "Toxicity"), eco.length ? eco.map((c) => `${c} ${hazardText(c, lang)}`).join(" ") : criteriaNotMet],
      [t(lang, "Persistance et dégradabilité", "Persistence and degradability"), t(lang, "Produit d'origine naturelle ou identique ; supposé facilement biodégradable.", "Natural or nature-identical product; expected to be readily biodegradable.")],
      [t(lang, "Potentiel de bioaccumulation", "Bioaccumulative potential"), noData],
      [t(lang, "Mobilité dans le sol", "Mobility in soil"), noData],
      [t(lang, "Résultats PBT et vPvB", "PBT and vPvB assessment"), t(lang, "Non PBT, non vPvB.", "Not PBT, not vPvB.")],
    ],
    { widths: [0.32, 0.68], keyColumn: true },
  );

  // 13
  section(13);
  w.text(
    classified
      ? t(
          lang,
          "Produit : éliminer comme déchet dangereux par un prestataire agréé, conformément à la réglementation locale et nationale. Ne pas jeter à l'évier ni dans les égouts.",
          "Product: dispose of as hazardous waste through an approved contractor, in accordance with local and national regulations. Do not empty into sinks or drains.",
        )
      : t(
          lang,
          "Produit : non classé comme déchet dangereux. Éliminer conformément à la réglementation locale ; éviter les rejets importants dans les égouts.",
          "Product: not classified as hazardous waste. Dispose of in accordance with local regulations; avoid large discharges into drains.",
        ),
  );
  w.text(
    t(lang, "Emballages : vider complètement ; les emballages propres peuvent être recyclés (verre).", "Packaging: empty completely; clean packaging can be recycled (glass)."),
  );

  // 14
  section(14);
  const transport = transportData(product, codes, lang);
  if (transport) {
    w.table(
      [
        [t(lang, "14.1 Numéro ONU", "14.1 UN number"), transport.un],
        [t(lang, "14.2 Désignation officielle de transport", "14.2 UN proper shipping name"), transport.shipping],
        [t(lang, "14.3 Classe de danger pour le transport", "14.3 Transport hazard class"), `${transport.cls} (${t(lang, "étiquette", "label")} ${transport.label})`],
        [t(lang, "14.4 Groupe d'emballage", "14.4 Packing group"), transport.packingGroup],
        [
          t(lang, "14.5 Dangers pour l'environnement", "14.5 Environmental hazards"),
          transport.environmental ? t(lang, "Oui (polluant marin)", "Yes (marine pollutant)") : t(lang, "Non", "No"),
        ],
        [
          t(lang, "14.6 Précautions particulières", "14.6 Special precautions"),
          t(lang, "ADR/RID, IMDG, IATA. Quantités limitées : 5 L par emballage intérieur (ADR).", "ADR/RID, IMDG, IATA. Limited quantities: 5 L per inner packaging (ADR)."),
        ],
        [t(lang, "14.7 Transport maritime en vrac", "14.7 Maritime transport in bulk"), t(lang, "Non applicable", "Not applicable")],
      ],
      { widths: [0.38, 0.62], keyColumn: true },
    );
  } else {
    w.text(t(lang, "Non réglementé pour le transport (ADR/RID, IMDG, IATA).", "Not regulated for transport (ADR/RID, IMDG, IATA)."));
  }

  // 15
  section(15);
  w.bullets([
    t(lang, "Règlement (CE) n° 1907/2006 (REACH) et règlement (UE) 2020/878.", "Regulation (EC) No 1907/2006 (REACH) and Regulation (EU) 2020/878."),
    t(lang, "Règlement (CE) n° 1272/2008 (CLP), classification et étiquetage.", "Regulation (EC) No 1272/2008 (CLP), classification and labelling."),
    t(lang, "Règlement (CE) n° 1223/2009 relatif aux produits cosmétiques (allergènes à déclarer).", "Regulation (EC) No 1223/2009 on cosmetic products (allergens to declare)."),
    ...(["essential-oil", "absolute", "co2-extract", "aroma-molecule", "fragrance"].includes(product.family)
      ? [t(lang, "Normes IFRA : respecter les limites d'utilisation selon la catégorie de produit fini.", "IFRA Standards: observe the use limits for each finished product category.")]
      : []),
  ]);
  w.text(
    `${t(lang, "Allergènes à déclarer", "Allergens to declare")}${lang === "fr" ? " : " : ": "}${allergens.length ? allergens.join(", ") : t(lang, "aucun", "none")}.`,
    { font: w.fonts.bold },
  );
  if (product.isOrganic) w.text(t(lang, "Produit certifié issu de l'agriculture biologique (règlement (UE) 2018/848).", "Certified organic product (Regulation (EU) 2018/848)."));
  w.text(t(lang, "Évaluation de la sécurité chimique : non réalisée.", "Chemical safety assessment: not carried out."));

  // 16
  section(16);
  w.table(
    [
      [t(lang, "Date de révision", "Revision date"), dateText],
      [t(lang, "Version", "Version"), version],
      [t(lang, "Établie par", "Prepared by"), shop.name],
    ],
    { widths: [0.3, 0.7], keyColumn: true },
  );
  if (codes.length) {
    w.text(t(lang, "Texte complet des mentions de danger citées :", "Full text of the hazard statements referred to:"), { font: w.fonts.bold, after: 1 });
    w.bullets(codes.map((c) => `${c} ${hazardText(c, lang)}`));
  }
  w.text(
    t(
      lang,
      "Abréviations : CAS, Chemical Abstracts Service ; CLP, classification, étiquetage et emballage ; NCS, substance naturelle complexe ; PBT, persistant, bioaccumulable et toxique ; vPvB, très persistant et très bioaccumulable ; ADR, accord relatif au transport international des marchandises dangereuses par route.",
      "Abbreviations: CAS, Chemical Abstracts Service; CLP, classification, labelling and packaging; NCS, natural complex substance; PBT, persistent, bioaccumulative and toxic; vPvB, very persistent and very bioaccumulative; ADR, agreement concerning the international carriage of dangerous goods by road.",
    ),
    { size: 8, colour: COLOURS.muted },
  );
  w.text(
    t(
      lang,
      "Les informations de cette fiche reposent sur l'état de nos connaissances à la date de révision. Elles décrivent le produit du point de vue de la sécurité et ne garantissent pas ses propriétés. L'utilisateur reste responsable du respect de la réglementation applicable à son usage.",
      "The information in this sheet is based on our knowledge at the revision date. It describes the product from a safety point of view and does not warrant its properties. Users remain responsible for complying with the regulations that apply to their use.",
    ),
    { size: 8, colour: COLOURS.muted },
  );
  return finish(w);
}

/** Bottles and accessories: a one-page notice stating that no SDS is required (REACH Art. 31). */
async function articleSafetySheet(product: ProductSeed, lang: Language, shop: ShopIdentity, options: DocumentOptions): Promise<Uint8Array> {
  const title = t(lang, "Fiche de données de sécurité", "Safety data sheet");
  const { writer: w, date } = await startWriter(product, lang, shop, title, options);
  const version = options.version ?? "1.0";
  const dateText = formatDate(date, lang);
  titleBlock(w, `${title} · ${t(lang, "Information article", "Article information")}`, product, lang, `${t(lang, "Réf.", "Ref.")} ${product.sku} · Version ${version} · ${t(lang, "Révision", "Revision")} ${dateText}`);
  w.section(t(lang, "Article non dangereux : fiche de données de sécurité non requise", "Non-hazardous article: no safety data sheet required"));
  w.text(
    t(
      lang,
      "Ce produit est un article au sens de l'article 3, paragraphe 3, du règlement (CE) n° 1907/2006 (REACH). Ce n'est ni une substance ni un mélange dangereux : l'article 31 de REACH n'impose pas de fiche de données de sécurité. Il ne contient aucune substance extrêmement préoccupante (SVHC) de la liste candidate au-delà de 0,1 % (m/m). Cette fiche d'information est fournie à titre volontaire.",
      "This product is an article within the meaning of Article 3(3) of Regulation (EC) No 1907/2006 (REACH). It is neither a hazardous substance nor a hazardous mixture: Article 31 of REACH does not require a safety data sheet. It contains no substance of very high concern (SVHC) from the Candidate List above 0.1 % (w/w). This information sheet is provided voluntarily.",
    ),
  );
  w.section(t(lang, "Identification", "Identification"));
  w.table(
    [
      [t(lang, "Nom commercial", "Trade name"), productName(product, lang)],
      [t(lang, "Référence", "Reference"), product.sku],
      [t(lang, "Type de produit", "Product type"), familyName(product.family, lang, "singular")],
      [t(lang, "Fournisseur", "Supplier"), `${shop.name}, ${shop.address}`],
      [t(lang, "Contact", "Contact"), `${shop.phone} · ${shop.email}`],
    ],
    { widths: [0.3, 0.7], keyColumn: true },
  );
  w.section(t(lang, "Dangers", "Hazards"));
  w.text(t(lang, "Non classé dangereux selon le règlement (CE) n° 1272/2008 (CLP). Pas d'étiquetage de danger.", "Not classified as hazardous under Regulation (EC) No 1272/2008 (CLP). No hazard labelling."));
  w.text(
    product.family === "bottle"
      ? t(lang, "Verre : risque de coupure en cas de bris. Manipuler les éclats avec des gants.", "Glass: risk of cuts if broken. Handle broken pieces with gloves.")
      : t(lang, "Aucun danger particulier dans les conditions normales d'utilisation.", "No particular hazard under normal conditions of use."),
  );
  w.section(t(lang, "Manipulation, stockage et élimination", "Handling, storage and disposal"));
  w.bullets([
    t(lang, "Stocker dans un endroit propre et sec, dans l'emballage d'origine.", "Store in a clean, dry place, in the original packaging."),
    t(lang, "Nettoyer avant le premier usage au contact de produits cosmétiques.", "Clean before first use in contact with cosmetic products."),
    t(lang, "Éliminer selon la réglementation locale ; le verre et les métaux propres se recyclent.", "Dispose of according to local regulations; clean glass and metal are recyclable."),
    t(lang, "Transport : non réglementé (ADR/RID, IMDG, IATA).", "Transport: not regulated (ADR/RID, IMDG, IATA)."),
  ]);
  w.section(t(lang, "Autres informations", "Other information"));
  w.table(
    [
      [t(lang, "Date de révision", "Revision date"), dateText],
      [t(lang, "Version", "Version"), version],
      [t(lang, "Établie par", "Prepared by"), shop.name],
    ],
    { widths: [0.3, 0.7], keyColumn: true },
  );
  return finish(w);
}

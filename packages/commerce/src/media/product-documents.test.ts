import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { constituentCas, normaliseHazardCodes, pictogramsFor, signalWord } from "./hazards.ts";
import { toWinAnsi } from "./pdf-kit.ts";
import { extractPdfText } from "./pdf-text.ts";
import { DEFAULT_DOCUMENT_DATE, documentFileName, safetyDataSheetPdf, technicalDocumentPdf } from "./product-documents.ts";
import { amberBottle, lavenderOil, lemonOil, roseHydrosol, trickyName, vanillin } from "./test-fixtures.ts";

const shop = {
  name: "Essences & Botanique",
  address: "12 rue des Lilas, 84000 Avignon, France",
  phone: "+33 4 90 00 00 00",
  email: "contact@essences-botanique.fr",
};

async function load(bytes: Uint8Array) {
  expect(Buffer.from(bytes.subarray(0, 5)).toString("latin1")).toBe("%PDF-");
  const doc = await PDFDocument.load(bytes, { updateMetadata: false });
  expect(doc.getPageCount()).toBeGreaterThanOrEqual(1);
  for (const page of doc.getPages()) {
    expect(Math.round(page.getWidth())).toBe(595);
    expect(Math.round(page.getHeight())).toBe(842);
  }
  return doc;
}

/** Extracted text with line breaks folded, so wrapped phrases can be searched. */
function textOf(bytes: Uint8Array): string {
  return extractPdfText(bytes).replace(/\s+/g, " ");
}

describe("technicalDocumentPdf", () => {
  it("is a real PDF with the product's data, in French", async () => {
    const bytes = await technicalDocumentPdf(lavenderOil, "fr", shop);
    const doc = await load(bytes);
    expect(doc.getTitle()).toContain("Lavande vraie fine");
    expect(doc.getSubject()).toBe("HE-LAVANDE-VRAIE");
    expect(doc.getCreationDate()?.toISOString()).toBe(DEFAULT_DOCUMENT_DATE.toISOString());
    const text = textOf(bytes);
    for (const expected of [
      "Essences & Botanique",
      "FICHE TECHNIQUE",
      "Lavande vraie fine",
      "HE-LAVANDE-VRAIE",
      "Lavandula angustifolia Mill.",
      "France (Haute-Provence)",
      "8000-28-0",
      "Agriculture biologique",
      "Population, altitude >= 800 m",
      "Distillation à la vapeur d'eau",
      "0,880 – 0,890 à 20 °C",
      "68 °C",
      "Acétate de linalyle",
      "115-95-7",
      "« fraîche »",
      "Linalool, Limonene, Geraniol, Coumarin",
      "H317 : Peut provoquer une allergie cutanée.",
      "HE-LAVANDE-VRAIE-30ML",
      "Page 1 / ",
    ]) {
      expect(text, expected).toContain(expected);
    }
  });

  it("is in English with English country names", async () => {
    const bytes = await technicalDocumentPdf(lemonOil, "en", shop);
    await load(bytes);
    const text = textOf(bytes);
    expect(text).toContain("TECHNICAL DATA SHEET");
    expect(text).toContain("Lemon peel");
    expect(text).toContain("HE-CITRON");
    expect(text).toContain("Italy (Sicily)");
    expect(text).toContain("beta-pin"); // β transliterated
  });

  it("draws French accents, œ, « » and ° and transliterates what WinAnsi lacks", async () => {
    const bytes = await technicalDocumentPdf(trickyName, "fr", shop);
    await load(bytes);
    const text = textOf(bytes);
    expect(text).toContain("Œillet");
    expect(text).toContain("cœur d'ylang");
    expect(text).toContain("« extra » >= 99 °");
    expect(text).toContain("é è à ç ô œ « » >= °");
    expect(text).toContain("alpha-pinène");
    expect(text).toContain("CO2");
    expect(text).toContain("Comores");
    expect(text).not.toMatch(/[≥α₂]/);
  });

  it("is deterministic for a given date, and records the date given", async () => {
    const a = await technicalDocumentPdf(lemonOil, "fr", shop);
    const b = await technicalDocumentPdf(lemonOil, "fr", shop);
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(true);
    const date = new Date(Date.UTC(2026, 2, 1));
    const dated = await technicalDocumentPdf(lemonOil, "fr", shop, { date });
    expect((await load(dated)).getCreationDate()?.toISOString()).toBe(date.toISOString());
    expect(textOf(dated)).toContain("1 mars 2026");
  });
});

describe("safetyDataSheetPdf", () => {
  it("has the 16 sections, hazards, transport and revision date for a hazardous essential oil", async () => {
    const bytes = await safetyDataSheetPdf(lemonOil, "fr", shop);
    const doc = await load(bytes);
    expect(doc.getPageCount()).toBeGreaterThan(1);
    const text = textOf(bytes);
    const sections = [...text.matchAll(/SECTION (\d+) :/g)].map((m) => Number(m[1]));
    expect(sections).toEqual(Array.from({ length: 16 }, (_, i) => i + 1));
    for (const expected of [
      "Citron zeste",
      "HE-CITRON",
      "8008-56-8",
      "H226 Liquide et vapeurs inflammables.",
      "H304 Peut être mortel en cas d'ingestion et de pénétration dans les voies respiratoires.",
      "H411 Toxique pour les organismes aquatiques, entraîne des effets néfastes à long terme.",
      "GHS02",
      "GHS08",
      "GHS09",
      "Flamme",
      "Mention d'avertissement : Danger",
      "P331 NE PAS faire vomir.",
      "5989-27-5",
      "UN 1169",
      "EXTRACTS, AROMATIC, LIQUID",
      "Oui (polluant marin)",
      "Allergènes à déclarer : Limonene, Citral, Geraniol, Linalool.",
      "Date de révision",
      "15 janvier 2025",
      "Page 1 / ",
    ]) {
      expect(text, expected).toContain(expected);
    }
    const pages = doc.getPageCount();
    expect(text).toContain(`Page ${pages} / ${pages}`);
  });

  it("is in English, with UN 3082 for an environmentally hazardous non-flammable liquid", async () => {
    const bytes = await safetyDataSheetPdf(trickyName, "en", shop);
    await load(bytes);
    const text = textOf(bytes);
    expect([...text.matchAll(/SECTION (\d+):/g)].length).toBe(16);
    expect(text).toContain("Safety data sheet");
    expect(text).toContain("H410 Very toxic to aquatic life with long lasting effects.");
    expect(text).toContain("H361 Suspected of damaging fertility or the unborn child.");
    expect(text).toContain("H302 Harmful if swallowed.");
    expect(text).toContain("H999");
    expect(text).toContain("UN 3082");
    expect(text).toContain("Signal word: Danger");
  });

  it("says 'not classified' for a non-hazardous product and keeps the 16 sections", async () => {
    const bytes = await safetyDataSheetPdf(roseHydrosol, "en", shop);
    await load(bytes);
    const text = textOf(bytes);
    expect([...text.matchAll(/SECTION (\d+):/g)].length).toBe(16);
    expect(text).toContain("Not classified as hazardous");
    expect(text).toContain("Not regulated for transport");
    expect(text).toContain("Bulgaria");
  });

  it("uses UN 1993 for a flammable aroma molecule and states a solid one is not regulated", async () => {
    const flammable = { ...vanillin, sku: "MP-TEST", technical: { ...vanillin.technical, appearance: undefined, hazardStatements: ["H226"] } };
    expect(textOf(await safetyDataSheetPdf(flammable, "en", shop))).toContain("UN 1993");
    expect(textOf(await safetyDataSheetPdf(vanillin, "en", shop))).toContain("Not regulated for transport");
  });

  it("gives articles a one-page notice that no SDS is required", async () => {
    const bytes = await safetyDataSheetPdf(amberBottle, "fr", shop);
    const doc = await load(bytes);
    expect(doc.getPageCount()).toBe(1);
    const text = textOf(bytes);
    expect(text).toContain("Flacon ambré 30 ml compte-gouttes");
    expect(text).toContain("FL-AMBRE-30");
    expect(text).toContain("fiche de données de sécurité non requise");
    expect(text).toContain("Page 1 / 1");
  });

  it("breaks long content over several numbered pages", async () => {
    const long = {
      ...lemonOil,
      description: { fr: "Un long paragraphe. ".repeat(400), en: "A long paragraph. ".repeat(400) },
      technical: { ...lemonOil.technical, mainComponents: Array.from({ length: 80 }, (_, i) => ({ name: `Constituant ${i}`, percent: "1" })) },
    };
    const bytes = await technicalDocumentPdf(long, "fr", shop);
    const doc = await load(bytes);
    expect(doc.getPageCount()).toBeGreaterThan(3);
    const text = textOf(bytes);
    expect(text).toContain(`Page ${doc.getPageCount()} / ${doc.getPageCount()}`);
    expect(text).toContain("Constituant 79");
  });
});

describe("helpers", () => {
  it("transliterates characters WinAnsi cannot encode", () => {
    expect(toWinAnsi("≥ 5 % α-pinène CO₂ œ « » °\u202f€")).toBe(">= 5 % alpha-pinène CO2 œ « » ° €");
    expect(toWinAnsi("漢")).toBe("?");
    expect(toWinAnsi("ŵ")).toBe("w");
  });

  it("knows hazard pictograms, signal words and constituents", () => {
    expect(normaliseHazardCodes(["h 226", "H226", "bogus", "EUH066"])).toEqual(["H226", "EUH066"]);
    expect(pictogramsFor(["H226", "H304", "H315", "H411"])).toEqual(["GHS02", "GHS07", "GHS08", "GHS09"]);
    expect(pictogramsFor(["H314", "H315"])).toEqual(["GHS05"]);
    expect(signalWord(["H315", "H317"], "fr")).toBe("Attention");
    expect(signalWord(["H304"], "en")).toBe("Danger");
    expect(signalWord([], "en")).toBeUndefined();
    expect(constituentCas("Linalol")).toBe("78-70-6");
    expect(constituentCas("1,8-cinéole")).toBe("470-82-6");
    expect(constituentCas("β-caryophyllène")).toBe("87-44-5");
    expect(constituentCas("Terpinène-4-ol")).toBe("562-74-3");
    expect(constituentCas("Inconnu")).toBeUndefined();
  });

  it("names document files safely", () => {
    expect(documentFileName({ sku: "HE-LAV/10 ML" }, "technical", "fr")).toBe("fiche-technique-HE-LAV-10-ML-fr.pdf");
    expect(documentFileName({ sku: "HE-LAV" }, "sds", "en")).toBe("sds-HE-LAV-en.pdf");
  });
});

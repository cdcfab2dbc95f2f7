import type { Insertable, Kysely } from "kysely";
import type { Database, ReturnAttributeTable } from "../db/schema.ts";

/**
 * The questions the demo shop asks about each item returned (modules/returns), one of each kind:
 * why (a choice, required), whether the bottle was opened (yes or no, required: a product that
 * cannot be taken back once opened is refused when opened), the batch number read on the bottle
 * (printed on the slip's label) and a comment. The `opened` code is the one the returns' rule
 * reads (modules/returns/rules.ts `OPENED_ATTRIBUTE`).
 */
export type ReturnAttributeSeed = Omit<Insertable<ReturnAttributeTable>, "id">;

const option = (value: string, fr: string, en: string) => ({ value, label: { fr, en } });

export const returnAttributeSeeds: readonly ReturnAttributeSeed[] = [
  {
    code: "reason",
    kind: "select",
    required: 1,
    position: 10,
    label_fr: "Motif du retour",
    label_en: "Reason for return",
    help_fr: null,
    help_en: null,
    options: JSON.stringify([
      option("damaged", "Produit abîmé ou cassé", "Damaged or broken"),
      option("wrong_item", "Erreur d'article", "Wrong item sent"),
      option("not_as_described", "Non conforme à la description", "Not as described"),
      option("no_longer_wanted", "Ne me convient plus", "No longer wanted"),
      option("other", "Autre motif", "Other reason"),
    ]),
    max_length: null,
  },
  {
    code: "opened",
    kind: "boolean",
    required: 1,
    position: 20,
    label_fr: "Le flacon a-t-il été ouvert ?",
    label_en: "Has the bottle been opened?",
    help_fr: "Pour des raisons d'hygiène et de sécurité, les huiles, absolues, parfums et actifs ne sont repris que scellés.",
    help_en: "For hygiene and safety reasons, oils, absolutes, fragrances and actives are only taken back sealed.",
    options: "[]",
    max_length: null,
  },
  {
    code: "batch_number",
    kind: "text",
    required: 0,
    position: 30,
    label_fr: "Numéro de lot",
    label_en: "Batch number",
    help_fr: "Indiqué sur l'étiquette du flacon (par exemple L24-0316) ; il sera imprimé sur l'étiquette du colis.",
    help_en: "Shown on the bottle's label (for example L24-0316); it will be printed on the parcel's label.",
    options: "[]",
    max_length: 40,
  },
  {
    code: "comment",
    kind: "textarea",
    required: 0,
    position: 40,
    label_fr: "Commentaire",
    label_en: "Comment",
    help_fr: "Précisez ce qui ne va pas, si vous le souhaitez.",
    help_en: "Tell us what is wrong, if you wish.",
    options: "[]",
    max_length: 1000,
  },
];

/** Inserts the questions missing (one the shop changed is left as it is). Returns how many were added. */
export async function seedReturnAttributes(db: Kysely<Database>, seeds: readonly ReturnAttributeSeed[] = returnAttributeSeeds): Promise<number> {
  let added = 0;
  for (const seed of seeds) {
    const result = await db
      .insertInto("return_attribute")
      .values(seed)
      .onConflict((conflict) => conflict.column("code").doNothing())
      .executeTakeFirst();
    added += Number(result.numInsertedOrUpdatedRows ?? 0);
  }
  return added;
}

import { randomBytes } from "node:crypto";
import { type LineChoices, availableUnits, canonicalChoices, lineKeyOf, resolveLine } from "../cart/cart-lines.ts";
import { type SelectionModel, selectedVariant, validateSelection } from "../pricing/selection-price.ts";
import { selectionStateOf } from "../pricing/selection-service.ts";
import { isEmail, normaliseEmail } from "../customer/service.ts";

/**
 * What a wishlist keeps and how it reads it, without the database: a product's choices checked
 * as the cart checks a line's (modules/cart/cart-lines.ts `resolveLine`), except that choices
 * still to make are allowed; an item's availability now; share codes; the recipients of a list
 * sent by e-mail. Pure.
 */

/** Items a wishlist keeps at most. */
export const MAX_ITEMS = 100;

/** Recipients of one `sendWishlist` at most. */
export const MAX_RECIPIENTS = 5;

/** Choices the cart would refuse that a wishlist refuses too (OPTIONS_REQUIRED is kept: the item says so). */
export type KeepRefusal = "OPTIONS_INVALID" | "OPTION_TEXT_TOO_LONG";

/** A product's choices as a wishlist keeps them: canonical, hashed into the item's key. */
export interface KeptChoices {
  choices: LineChoices;
  /** The sku and the canonical choices, hashed (the cart's `line_key` for complete choices). */
  itemKey: string;
  /** Sellable units one unit takes (sku → count) when the choices are complete; undefined while some are still to make. */
  units: Map<string, number> | undefined;
}

// What the product page would still ask for, or only stock can say: kept, the item says which.
const TO_MAKE_OR_STOCK = new Set(["variantRequired", "customRequired", "bundleRequired", "groupedEmpty", "productUnavailable", "bundleUnavailable", "groupedUnavailable", "quantityRange"]);

/**
 * Checks `choices` against `model` (a product a shopper can choose) as the cart does, and answers
 * them in canonical form. Complete choices are the cart's line exactly (same key, same units).
 * Choices still to make (a configurable kept from a card, a required option, a grouped product,
 * which is bought as its items) are kept as made so far, in the same canonical form; what the
 * cart refuses besides (a value the product does not offer, a choice twice, a text too long) is
 * refused.
 */
export function keptChoices(model: SelectionModel, choices: Partial<LineChoices>): { ok: true; kept: KeptChoices } | { ok: false; code: KeepRefusal } {
  const resolved = resolveLine(model, choices);
  if (resolved.ok) return { ok: true, kept: { choices: resolved.line.choices, itemKey: resolved.line.lineKey, units: resolved.line.units } };
  if (resolved.code !== "OPTIONS_REQUIRED") return { ok: false, code: resolved.code };

  const options = choices.selectedOptions ?? [];
  const bundle = choices.selectedBundleOptions ?? [];
  const custom = (choices.selectedCustomOptions ?? [])
    .map((choice) => ({ option_id: choice.option_id, option_value: choice.option_value.trim() }))
    .filter((choice) => choice.option_value !== "");
  // A grouped product is answered OPTIONS_REQUIRED before anything is looked at: it takes no choice.
  if (model.type === "grouped") {
    if (options.length || bundle.length || custom.length) return { ok: false, code: "OPTIONS_INVALID" };
    const none: LineChoices = { selectedOptions: [], selectedCustomOptions: [], selectedBundleOptions: [] };
    return { ok: true, kept: { choices: none, itemKey: lineKeyOf(model.sku, none), units: undefined } };
  }
  // For the other types, `resolveLine` answers OPTIONS_REQUIRED only once the request's own
  // checks passed (options and values the product has, nothing twice) and at the first issue of
  // the page's validation: the issues after it are looked at here.
  const state = selectionStateOf(model, { sku: model.sku, quantity: 1, selectedOptions: options, selectedCustomOptions: custom, selectedBundleOptions: bundle.length ? bundle : undefined });
  for (const issue of validateSelection(model, state)) {
    if (issue.code === "customTooLong") return { ok: false, code: "OPTION_TEXT_TOO_LONG" };
    if (issue.code === "variantUnavailable" && !selectedVariant(model, state)) return { ok: false, code: "OPTIONS_INVALID" };
    if (issue.code !== "variantUnavailable" && !TO_MAKE_OR_STOCK.has(issue.code)) return { ok: false, code: "OPTIONS_INVALID" };
  }
  const canonical = canonicalChoices(model, state);
  return { ok: true, kept: { choices: canonical, itemKey: lineKeyOf(model.sku, canonical), units: undefined } };
}

export type ItemAvailability = "AVAILABLE" | "OUT_OF_STOCK" | "OPTIONS_REQUIRED" | "UNAVAILABLE";

/**
 * Whether a kept item can go in a basket now as kept, from its stored choices checked against its
 * product now (`keptChoices`; undefined: the product is no longer sold) and the stock of its
 * units: a product no longer sold, or a choice kept it no longer offers, is UNAVAILABLE; choices
 * still to make, OPTIONS_REQUIRED; nothing of the unit (or of one of a bundle's items) in stock,
 * OUT_OF_STOCK.
 */
export function availabilityOf(checked: ReturnType<typeof keptChoices> | undefined, stock: ReadonlyMap<string, number>): ItemAvailability {
  if (!checked?.ok) return "UNAVAILABLE";
  if (!checked.kept.units) return "OPTIONS_REQUIRED";
  return availableUnits(checked.kept.units, stock, new Map()) >= 1 ? "AVAILABLE" : "OUT_OF_STOCK";
}

/** Share codes: 16 bytes (128 bits) from the CSPRNG, base64url: 22 characters. */
export const newShareCode = (): string => randomBytes(16).toString("base64url");

const SHARE_CODE = /^[A-Za-z0-9_-]{22}$/;

/** Whether a string can be a share code at all (checked before anything is read). */
export const isShareCodeShaped = (code: string): boolean => SHARE_CODE.test(code);

/** An item id as the API answers it: a positive whole number. */
const ITEM_ID = /^[1-9]\d{0,14}$/;

export const itemIdOf = (id: string): number | undefined => (ITEM_ID.test(id) ? Number(id) : undefined);

/**
 * The recipients of a list sent by e-mail: blanks left out (a form's empty fields), 1 to 5
 * addresses, each an e-mail address (the first that is not is named), the same address once (in
 * any case).
 */
export function recipientsOf(emails: readonly string[]): { ok: true; recipients: string[] } | { ok: false; code: "RECIPIENTS_OUT_OF_RANGE" } | { ok: false; code: "INVALID_EMAIL"; email: string } {
  const given = emails.map((email) => email.trim()).filter((email) => email !== "");
  if (given.length === 0 || given.length > MAX_RECIPIENTS) return { ok: false, code: "RECIPIENTS_OUT_OF_RANGE" };
  const invalid = given.find((email) => !isEmail(email));
  if (invalid !== undefined) return { ok: false, code: "INVALID_EMAIL", email: invalid };
  return { ok: true, recipients: [...new Set(given.map(normaliseEmail))] };
}

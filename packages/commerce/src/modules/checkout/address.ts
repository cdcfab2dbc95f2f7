import { type CountryCode, parsePhoneNumberFromString } from "libphonenumber-js/max";
import { normaliseCountryId } from "../shop/stores.ts";
import type { CheckoutAddress } from "./checkout-state.ts";

/**
 * A checkout address as typed, checked and put in the one form it is stored in: text trimmed and
 * its runs of spaces collapsed, empty street lines dropped, the postcode in its country's written
 * form (`SW1A 1AA`, `1234 AB`, `1000-205`), the country as an ISO code (`UK` is `GB`), the phone
 * in international form (E.164). Every field is checked, so a shopper sees all that is wrong at
 * once; a refusal never repeats what was typed.
 */

export type AddressField = "firstname" | "lastname" | "company" | "street" | "postcode" | "city" | "countryCode" | "telephone";
export type FieldErrorCode = "REQUIRED" | "TOO_LONG" | "INVALID";
export interface FieldError {
  field: AddressField;
  code: FieldErrorCode;
}

export interface AddressInput {
  firstname: string;
  lastname: string;
  company?: string | null;
  street: readonly string[];
  postcode: string;
  city: string;
  countryCode: string;
  telephone: string;
}

export type AddressCheck = { ok: true; address: CheckoutAddress } | { ok: false; code: "ADDRESS_INVALID" | "COUNTRY_NOT_SHIPPED"; fieldErrors: FieldError[] };

export const LIMITS = { name: 60, company: 100, streetLine: 100, streetLines: 3, city: 80, postcode: 16, telephone: 32 } as const;

/**
 * The postcodes of the countries the shop delivers to, as each country's post writes them.
 * `normalise` receives the postcode in upper case without spaces and returns its written form.
 */
const POSTCODES: Record<string, { pattern: RegExp; normalise?: (compact: string) => string }> = {
  FR: { pattern: /^\d{5}$/ },
  DE: { pattern: /^\d{5}$/ },
  IT: { pattern: /^\d{5}$/ },
  // Spain: the first two digits are the province, 01 to 52.
  ES: { pattern: /^(0[1-9]|[1-4]\d|5[0-2])\d{3}$/ },
  AT: { pattern: /^[1-9]\d{3}$/ },
  BE: { pattern: /^[1-9]\d{3}$/ },
  // Luxembourg's are often written `L-1234`: the digits are the postcode.
  LU: { pattern: /^(L-?)?\d{4}$/, normalise: (compact) => compact.replace(/^L-?/, "") },
  // The Netherlands: four digits (not starting with 0), two letters other than SA, SD and SS.
  NL: { pattern: /^[1-9]\d{3}(?!SA|SD|SS)[A-Z]{2}$/, normalise: (compact) => `${compact.slice(0, 4)} ${compact.slice(4)}` },
  PT: { pattern: /^\d{4}-?\d{3}$/, normalise: (compact) => `${compact.slice(0, 4)}-${compact.slice(-3)}` },
  // Eircode: a routing key (a letter and two digits, or D6W) and a four-character unique identifier.
  IE: { pattern: /^([AC-FHKNPRTV-Y]\d{2}|D6W)[0-9AC-FHKNPRTV-Y]{4}$/, normalise: (compact) => `${compact.slice(0, 3)} ${compact.slice(3)}` },
  // The United Kingdom's full postcode (outward and inward codes), as Royal Mail defines it.
  GB: {
    pattern: /^(GIR0AA|([A-PR-UWYZ]\d{1,2}|[A-PR-UWYZ][A-HK-Y]\d{1,2}|[A-PR-UWYZ]\d[A-HJKPSTUW]|[A-PR-UWYZ][A-HK-Y]\d[ABEHMNPRV-Y])\d[ABD-HJLNP-UW-Z]{2})$/,
    normalise: (compact) => `${compact.slice(0, -3)} ${compact.slice(-3)}`,
  },
};
/** A country the shop delivers to without a pattern of its own here: letters, digits, a space or a hyphen. */
const ANY_POSTCODE = /^[A-Z0-9][A-Z0-9 -]{1,9}$/;

/** Trimmed, runs of white space as one space, control characters removed. */
export const cleanText = (value: string | null | undefined): string =>
  (value ?? "")
    .replace(/\p{Cc}/gu, " ")
    .replace(/\s+/g, " ")
    .trim();

/** The postcode in its country's written form, or undefined when it is not one of that country's. */
export function normalisePostcode(country: string, raw: string): string | undefined {
  const upper = cleanText(raw).toUpperCase();
  const rule = POSTCODES[country];
  if (!rule) return ANY_POSTCODE.test(upper) ? upper : undefined;
  const compact = upper.replace(/\s/g, "");
  if (!rule.pattern.test(compact)) return undefined;
  return rule.normalise ? rule.normalise(compact) : compact;
}

/** The number in E.164 when it is a valid one for `country` (or written in international form), else undefined. */
export function normaliseTelephone(country: string, raw: string): string | undefined {
  const text = cleanText(raw);
  if (!text || text.length > LIMITS.telephone) return undefined;
  const parsed = parsePhoneNumberFromString(text, country as CountryCode);
  return parsed?.isValid() ? parsed.number : undefined;
}


/**
 * Checks an address for a shop that delivers to `shippedCountries` (ISO codes). The country is
 * checked first: without it, the postcode and phone cannot be; a country not delivered to is
 * COUNTRY_NOT_SHIPPED, the other fields' errors listed with it.
 */
export function checkAddress(input: AddressInput, shippedCountries: ReadonlySet<string>): AddressCheck {
  const errors: FieldError[] = [];
  const required = (field: AddressField, value: string, max: number): string => {
    if (!value) errors.push({ field, code: "REQUIRED" });
    else if (value.length > max) errors.push({ field, code: "TOO_LONG" });
    return value;
  };
  const firstname = required("firstname", cleanText(input.firstname), LIMITS.name);
  const lastname = required("lastname", cleanText(input.lastname), LIMITS.name);
  const company = cleanText(input.company);
  if (company.length > LIMITS.company) errors.push({ field: "company", code: "TOO_LONG" });

  const street = input.street.map(cleanText).filter(Boolean);
  if (street.length === 0) errors.push({ field: "street", code: "REQUIRED" });
  else if (street.length > LIMITS.streetLines || street.some((line) => line.length > LIMITS.streetLine)) errors.push({ field: "street", code: "TOO_LONG" });

  const city = required("city", cleanText(input.city), LIMITS.city);

  const countryCode = normaliseCountryId(cleanText(input.countryCode));
  const shipped = shippedCountries.has(countryCode);
  if (!countryCode) errors.push({ field: "countryCode", code: "REQUIRED" });
  else if (!shipped) errors.push({ field: "countryCode", code: "INVALID" });

  /** A field written per country: required, at most `max` long, then (in a country delivered to) in its country's form. */
  const perCountry = (field: "postcode" | "telephone", raw: string, max: number, normalise: (country: string, text: string) => string | undefined): string => {
    const text = required(field, cleanText(raw), max);
    if (!text || text.length > max || !shipped) return text;
    const normalised = normalise(countryCode, text);
    if (normalised === undefined) errors.push({ field, code: "INVALID" });
    return normalised ?? text;
  };
  const postcode = perCountry("postcode", input.postcode, LIMITS.postcode, normalisePostcode);
  const telephone = perCountry("telephone", input.telephone, LIMITS.telephone, normaliseTelephone);

  if (countryCode && !shipped) return { ok: false, code: "COUNTRY_NOT_SHIPPED", fieldErrors: errors };
  if (errors.length) return { ok: false, code: "ADDRESS_INVALID", fieldErrors: errors };
  return { ok: true, address: { firstname, lastname, company: company || null, street, postcode, city, countryCode, telephone } };
}

/** A stored address (JSON written by `checkAddress`'s answer); null when absent or unreadable. */
export function parseStoredAddress(json: string | null): CheckoutAddress | null {
  if (!json) return null;
  try {
    const value = JSON.parse(json) as Partial<CheckoutAddress>;
    if (typeof value?.countryCode !== "string" || !Array.isArray(value.street)) return null;
    return {
      firstname: String(value.firstname ?? ""),
      lastname: String(value.lastname ?? ""),
      company: value.company ?? null,
      street: value.street.map(String),
      postcode: String(value.postcode ?? ""),
      city: String(value.city ?? ""),
      countryCode: value.countryCode,
      telephone: String(value.telephone ?? ""),
    };
  } catch {
    return null;
  }
}

import { describe, expect, it } from "vitest";
import { type AddressInput, checkAddress, normalisePostcode, normaliseTelephone } from "./address.ts";
import { addressFieldErrors, fieldErrorMessage } from "./errors.ts";

/** Addresses checked per country, in the one form they are stored in. */

const SHIPPED = new Set(["AT", "BE", "DE", "ES", "FR", "GB", "IE", "IT", "LU", "NL", "PT"]);

const paris: AddressInput = {
  firstname: "  Camille ",
  lastname: "Durand",
  company: "  ",
  street: ["12  rue des Lilas", "", "  Bâtiment B "],
  postcode: " 75011 ",
  city: "Paris",
  countryCode: "fr",
  telephone: "06 12 34 56 78",
};

describe("checkAddress", () => {
  it("keeps a French address in its stored form: trimmed, empty lines dropped, phone in E.164", () => {
    expect(checkAddress(paris, SHIPPED)).toEqual({
      ok: true,
      address: {
        firstname: "Camille",
        lastname: "Durand",
        company: null,
        street: ["12 rue des Lilas", "Bâtiment B"],
        postcode: "75011",
        city: "Paris",
        countryCode: "FR",
        telephone: "+33612345678",
      },
    });
  });

  it("takes UK as GB, writes the postcode in upper case with one space, and a national phone as E.164", () => {
    const london = checkAddress({ ...paris, countryCode: "UK", postcode: "sw1a1aa", city: "London", telephone: "07911 123456" }, SHIPPED);
    expect(london).toMatchObject({ ok: true, address: { countryCode: "GB", postcode: "SW1A 1AA", telephone: "+447911123456" } });
    expect(checkAddress({ ...paris, countryCode: "GB", postcode: "EC1A  1BB", telephone: "+44 20 7946 0958" }, SHIPPED)).toMatchObject({
      ok: true,
      address: { postcode: "EC1A 1BB", telephone: "+442079460958" },
    });
  });

  it("checks the other countries' postcodes by their own patterns", () => {
    const cases: [string, string, string | undefined][] = [
      ["BE", "1000", "1000"],
      ["BE", "75011", undefined],
      ["DE", "10115", "10115"],
      ["DE", "1011", undefined],
      ["NL", "1012ab", "1012 AB"],
      ["NL", "1012 SA", undefined],
      ["PT", "1000 205", "1000-205"],
      ["PT", "1000", undefined],
      ["ES", "28013", "28013"],
      ["ES", "53000", undefined],
      ["LU", "L-1611", "1611"],
      ["IE", "d02 x285", "D02 X285"],
      ["IE", "B02 X285", undefined],
      ["AT", "1010", "1010"],
      ["IT", "00184", "00184"],
      ["GB", "SW1A", undefined],
      ["GB", "QQ1 1AA", undefined],
      ["FR", "7501", undefined],
      ["FR", "7501A", undefined],
    ];
    for (const [country, raw, expected] of cases) expect(normalisePostcode(country, raw), `${country} ${raw}`).toBe(expected);
  });

  it("validates the phone for the address's country, or in international form", () => {
    expect(normaliseTelephone("FR", "01 23 45 67 89")).toBe("+33123456789");
    expect(normaliseTelephone("FR", "+32 470 12 34 56")).toBe("+32470123456");
    expect(normaliseTelephone("BE", "0470 12 34 56")).toBe("+32470123456");
    expect(normaliseTelephone("FR", "12345")).toBeUndefined();
    expect(normaliseTelephone("GB", "06 12 34 56 78")).toBeUndefined();
    expect(normaliseTelephone("FR", "not a phone")).toBeUndefined();
  });

  it("lists every field that is wrong, with REQUIRED, TOO_LONG and INVALID", () => {
    const wrong = checkAddress(
      { firstname: " ", lastname: "x".repeat(61), company: "c".repeat(101), street: ["", " "], postcode: "ABC", city: "", countryCode: "FR", telephone: "123" },
      SHIPPED,
    );
    expect(wrong).toEqual({
      ok: false,
      code: "ADDRESS_INVALID",
      fieldErrors: [
        { field: "firstname", code: "REQUIRED" },
        { field: "lastname", code: "TOO_LONG" },
        { field: "company", code: "TOO_LONG" },
        { field: "street", code: "REQUIRED" },
        { field: "city", code: "REQUIRED" },
        { field: "postcode", code: "INVALID" },
        { field: "telephone", code: "INVALID" },
      ],
    });
    expect(checkAddress({ ...paris, street: ["1", "2", "3", "4"] }, SHIPPED)).toMatchObject({ ok: false, fieldErrors: [{ field: "street", code: "TOO_LONG" }] });
    expect(checkAddress({ ...paris, street: ["x".repeat(101)] }, SHIPPED)).toMatchObject({ ok: false, fieldErrors: [{ field: "street", code: "TOO_LONG" }] });
    expect(checkAddress({ ...paris, firstname: "é".repeat(60), street: ["x".repeat(100), "", "y", "z"] }, SHIPPED)).toMatchObject({ ok: true });
    expect(checkAddress({ ...paris, postcode: "", telephone: "" }, SHIPPED)).toMatchObject({
      fieldErrors: [
        { field: "postcode", code: "REQUIRED" },
        { field: "telephone", code: "REQUIRED" },
      ],
    });
  });

  it("refuses a country the shop does not deliver to as COUNTRY_NOT_SHIPPED, and a missing one as a required field", () => {
    expect(checkAddress({ ...paris, countryCode: "US", postcode: "10001", telephone: "+1 212 555 0100" }, SHIPPED)).toEqual({
      ok: false,
      code: "COUNTRY_NOT_SHIPPED",
      fieldErrors: [{ field: "countryCode", code: "INVALID" }],
    });
    expect(checkAddress({ ...paris, countryCode: "FRA" }, SHIPPED)).toMatchObject({ code: "COUNTRY_NOT_SHIPPED" });
    expect(checkAddress({ ...paris, countryCode: " " }, SHIPPED)).toMatchObject({ code: "ADDRESS_INVALID", fieldErrors: [{ field: "countryCode", code: "REQUIRED" }] });
  });

  it("removes control characters and collapses white space", () => {
    expect(checkAddress({ ...paris, firstname: "Ca\u0000mille\n", city: "Saint-\tDenis" }, SHIPPED)).toMatchObject({
      ok: true,
      address: { firstname: "Ca mille", city: "Saint- Denis" },
    });
  });
});

describe("field error messages", () => {
  it("has a message in both languages for every code a field can get, never echoing input", () => {
    for (const [field, codes] of Object.entries(addressFieldErrors)) {
      for (const [code, messages] of Object.entries(codes)) {
        expect(messages.fr, `${field} ${code}`).toMatch(/\S/);
        expect(messages.en, `${field} ${code}`).toMatch(/\S/);
      }
    }
    expect(fieldErrorMessage("postcode", "INVALID", "en")).toBe("This postcode is not valid for this country.");
    // A code a field never gets still says something.
    expect(fieldErrorMessage("company", "INVALID", "fr")).toBe("Certains champs de l'adresse sont à corriger.");
  });
});

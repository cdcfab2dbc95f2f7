/**
 * Country names per language. The codes are ISO 3166-1 alpha-2;
 * the names come from Node's ICU (Intl.DisplayNames), so no translation table is kept by hand.
 */
const isoCountryCodes = (
  "AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS " +
  "BT BV BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE " +
  "EG EH ER ES ET FI FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM " +
  "HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC " +
  "LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA " +
  "NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW " +
  "SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO " +
  "TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW"
).split(" ");

export interface CountryName {
  id: string;
  name: string;
}

const byLanguage = new Map<string, CountryName[]>();

export function countryNames(language: string): CountryName[] {
  let list = byLanguage.get(language);
  if (!list) {
    const names = new Intl.DisplayNames([language], { type: "region" });
    const collator = new Intl.Collator(language);
    list = isoCountryCodes
      .map((id) => ({ id, name: names.of(id) ?? id }))
      .sort((a, b) => collator.compare(a.name, b.name));
    byLanguage.set(language, list);
  }
  return list;
}

const namesByLanguage = new Map<string, Map<string, string>>();

/** One country's name in a language (`fr`, `en-GB`…): ICU's, looked up once per language; an unknown code is its own name. */
export function countryName(code: string, language: string): string {
  let names = namesByLanguage.get(language);
  if (!names) {
    names = new Map(countryNames(language).map((country) => [country.id, country.name]));
    namesByLanguage.set(language, names);
  }
  return names.get(code.toUpperCase()) ?? code;
}

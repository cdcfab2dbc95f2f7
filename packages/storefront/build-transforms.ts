/**
 * What the browser build parses ahead of time (vite.config.ts, ADR 033): the app's GraphQL
 * documents and its message catalogs, so neither graphql's parser nor the ICU message parser is
 * shipped to the browser. Pure functions of a module's text, tested in build-transforms.test.ts.
 */
import { createRequire } from "node:module";
import { pathToFileURL } from "node:url";
import { parse as parseGraphQL } from "graphql";

// The ICU message parser react-intl itself uses (its own dependency, whatever version the root holds).
const requireFromReactIntl = createRequire(createRequire(import.meta.url).resolve("react-intl"));
const { parse: parseMessage } = (await import(
  pathToFileURL(requireFromReactIntl.resolve("@formatjs/icu-messageformat-parser")).href
)) as typeof import("@formatjs/icu-messageformat-parser");

/** A message catalog (JSON of id → ICU message) as JSON of id → the message's AST, as react-intl formats it. */
export function compileMessages(json: string, locale: string): string {
  const messages = JSON.parse(json) as Record<string, string>;
  const options = { locale: new Intl.Locale(locale) };
  return JSON.stringify(Object.fromEntries(Object.entries(messages).map(([id, message]) => [id, parseMessage(message, options)])));
}

// Appends the definitions of the interpolated fragment documents, each fragment once by name, as
// graphql-tag does when it concatenates their text.
const appendFragments =
  "((document, parts) => { const names = new Set(document.definitions.map((definition) => definition.name?.value)); " +
  "for (const part of parts) { if (part?.kind !== 'Document') throw new Error('gql: only documents (fragments) may be interpolated'); } " +
  "for (const part of parts) for (const definition of part.definitions) if (!names.has(definition.name?.value)) { names.add(definition.name?.value); document.definitions.push(definition); } " +
  "return document; })";

/**
 * The empty lists the parser writes on nearly every node (no directive, no argument): graphql's
 * printer and visitor and Apollo Client all read these fields as optional, so they are left out
 * of the browser's documents, which every page downloads.
 */
const EMPTY_LISTS_LEFT_OUT = new Set(["directives", "arguments"]);
export const withoutEmptyLists = (key: string, value: unknown) => (EMPTY_LISTS_LEFT_OUT.has(key) && Array.isArray(value) && value.length === 0 ? undefined : value);

/**
 * A module's code with each gql`…` replaced by its document (AST, without source locations or
 * empty lists). A
 * number constant of the same module the document interpolates (`${RELATED_LIMIT}`) is written
 * in; any other interpolation must be a fragment document, appended at run time. Throws on a
 * malformed document.
 */
export function compileGqlTemplates(code: string): string {
  return code.replace(/\bgql`([^`]*)`/g, (_, template: string) => {
    const parts: string[] = [];
    const text = template.replace(/\$\{\s*([A-Za-z_$][\w$]*)\s*\}/g, (_interpolation, name: string) => {
      const constant = new RegExp(`\\bconst ${name.replace(/\$/g, "\\$")} = (\\d+);`).exec(code);
      if (constant) return constant[1];
      parts.push(name);
      return "";
    });
    if (text.includes("${")) throw new Error("a gql document may interpolate only fragment documents and number constants, by name");
    const document = JSON.stringify(JSON.stringify(parseGraphQL(text, { noLocation: true }), withoutEmptyLists));
    return parts.length === 0 ? `JSON.parse(${document})` : `${appendFragments}(JSON.parse(${document}), [${parts.join(", ")}])`;
  });
}

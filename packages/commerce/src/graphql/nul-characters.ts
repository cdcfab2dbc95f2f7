import { GraphQLError, type ValidationRule } from "graphql";
import { type Plugin, createGraphQLError } from "graphql-yoga";

/**
 * No text the API accepts may contain U+0000: PostgreSQL refuses it in any text value (the
 * request would fail deep inside with a database error) and SQLite would store it, so the same
 * input would behave differently by database. It is refused at the edge, for every argument and
 * variable alike, with a 400 `INVALID_CHARACTER` error, before anything runs.
 */
const NUL = "\u0000";
const MESSAGE = "Text in the request must not contain the NUL character (U+0000).";

function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === "string") return value.includes(NUL);
  // Deeper than any input type of the schema nests (so it fails coercion anyway): not walked, which
  // keeps a maliciously deep body from exhausting the stack.
  if (value === null || typeof value !== "object" || depth > 64) return false;
  if (Array.isArray(value)) return value.some((item) => containsNul(item, depth + 1));
  return Object.entries(value).some(([key, item]) => key.includes(NUL) || containsNul(item, depth + 1));
}

/** String literals of the document itself (`"a\u0000b"` is a NUL once the escape is read). */
const noNulInStringLiterals: ValidationRule = (context) => ({
  StringValue(node) {
    if (node.value.includes(NUL)) {
      context.reportError(new GraphQLError(MESSAGE, { nodes: node, extensions: { code: "INVALID_CHARACTER" } }));
    }
  },
});

export function useNoNulCharacters(): Plugin {
  return {
    onParams: ({ params }) => {
      // Raw NULs anywhere in the request: query text, operation name, variables, extensions.
      if (containsNul(params.query) || containsNul(params.operationName) || containsNul(params.variables) || containsNul(params.extensions)) {
        throw createGraphQLError(MESSAGE, { extensions: { code: "INVALID_CHARACTER", http: { status: 400 } } });
      }
    },
    onValidate: ({ addValidationRule }) => {
      addValidationRule(noNulInStringLiterals);
    },
  };
}

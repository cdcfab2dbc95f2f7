// The back end's module boundaries, as one ESLint rule (`backend/boundaries`). It resolves each
// import of a commerce file to the file it names, so `../b/x.ts`, `../../modules/b/x.ts` and
// `@eb/commerce/b/x.ts` are judged alike:
//
// - Modules talk through services: a file of `modules/<a>/` never imports another module's
//   resolvers (`*resolvers*`), repository (`*repository*`) or per-request loaders (`*-loaders*`).
// - Shared mechanisms (`src/shared/`) depend on no domain: they never import `modules/`.
// - Domain code never depends on the demo data: only `seed/`, `cli/`, `testing/` and start-up
//   (`src/index.ts`) import `seed/`; a test elsewhere reads it through `src/testing/seed-data.ts`.
import path from "node:path";

const COMMERCE_SRC = path.join("packages", "commerce", "src");
const PACKAGE_PREFIX = "@eb/commerce/";
const PRIVATE_FILE = /(resolvers|repository|-loaders)/;
const MAY_IMPORT_SEED = [/^seed\//, /^cli\//, /^testing\//, /^index\.ts$/];

/** The path below packages/commerce/src of what `file` names, or undefined when outside it. */
function commercePath(file, root) {
  const relative = path.relative(path.join(root, COMMERCE_SRC), file);
  return relative.startsWith("..") || path.isAbsolute(relative) ? undefined : relative.split(path.sep).join("/");
}

function targetOf(specifier, filename, root) {
  if (specifier.startsWith(PACKAGE_PREFIX)) return commercePath(path.join(root, COMMERCE_SRC, specifier.slice(PACKAGE_PREFIX.length)), root);
  if (specifier.startsWith(".")) return commercePath(path.resolve(path.dirname(filename), specifier), root);
  return undefined;
}

const boundaries = {
  meta: {
    type: "problem",
    docs: { description: "Back-end module boundaries: modules talk through services; only seed/, cli/, testing/ and start-up import seed/." },
    messages: {
      privateFile:
        "A module talks to another through its service: '{{source}}' is {{module}}'s {{kind}}, private to modules/{{module}}/.",
      sharedToDomain: "src/shared/ holds mechanisms with no domain: it never imports modules/ ('{{source}}').",
      seed: "Only seed/, cli/, testing/ and src/index.ts may import seed/: domain code never depends on demo data (tests: import src/testing/seed-data.ts).",
    },
    schema: [],
  },
  create(context) {
    const root = context.cwd;
    const from = commercePath(context.filename, root);
    const fromModule = from?.match(/^modules\/([^/]+)\//)?.[1];
    const check = (node) => {
      const specifier = node.source?.value;
      if (typeof specifier !== "string") return;
      const target = targetOf(specifier, context.filename, root);
      if (target === undefined) return;
      if (target.startsWith("seed/") && !(from !== undefined && MAY_IMPORT_SEED.some((allowed) => allowed.test(from)))) {
        context.report({ node: node.source, messageId: "seed" });
        return;
      }
      if (from?.startsWith("shared/") && target.startsWith("modules/")) {
        context.report({ node: node.source, messageId: "sharedToDomain", data: { source: specifier } });
        return;
      }
      const [, toModule, file] = target.match(/^modules\/([^/]+)\/(.+)$/) ?? [];
      if (fromModule && toModule && toModule !== fromModule && PRIVATE_FILE.test(path.basename(file))) {
        const kind = path.basename(file).match(PRIVATE_FILE)[1].replace(/^-/, "");
        context.report({ node: node.source, messageId: "privateFile", data: { source: specifier, module: toModule, kind } });
      }
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export default { rules: { boundaries } };

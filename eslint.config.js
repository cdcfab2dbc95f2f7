// ESLint 9 flat config. Syntax-level rules only (no type information) so `npm run lint` stays
// fast; `npm run typecheck` is the type gate.
import { readdirSync } from "node:fs";
import js from "@eslint/js";
import backendBoundaries from "./eslint/backend-boundaries.js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

// Storefront boundaries. Code flows one way: routes and layouts → features → shared (components/,
// lib/). A feature never imports another feature (the route or layout composes them, and what two
// features share moves to lib/ or components/); components/ and lib/ import no feature.
const STOREFRONT_APP = "packages/storefront/app";
const storefrontFeatures = readdirSync(new URL(`./${STOREFRONT_APP}/features`, import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
/** Every way a file under features/<name>/ (up to three folders deep) or elsewhere in app/ names features/<other>/. */
const featureImports = (other) => [`**/features/${other}`, `**/features/${other}/**`, ...["../", "../../", "../../../"].flatMap((up) => [`${up}${other}`, `${up}${other}/**`])];
const storefrontBoundaries = [
  ...storefrontFeatures.map((feature) => ({
    files: [`${STOREFRONT_APP}/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: storefrontFeatures
            .filter((other) => other !== feature)
            .map((other) => ({
              group: featureImports(other),
              message: `features/${feature} must not import features/${other}: compose both in a route or layout, or move what they share to lib/ or components/.`,
            })),
        },
      ],
    },
  })),
  {
    files: [`${STOREFRONT_APP}/components/**/*.{ts,tsx}`, `${STOREFRONT_APP}/lib/**/*.{ts,tsx}`],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ group: ["**/features", "**/features/**"], message: "components/ and lib/ are shared by every feature: they import no feature." }] },
      ],
    },
  },
];

export default tseslint.config(
  {
    ignores: [
      "**/node_modules/**",
      "**/build/**",
      "**/.react-router/**",
      "**/data/**",
      "**/test-results/**",
      "**/playwright-report/**",
      "**/*.tmp",
      "**/*.tmp.*",
      // Written by `npm run codegen` (codegen.ts); `npm run codegen:check` is their gate.
      "**/generated/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: "module",
      globals: { ...globals.node },
    },
    rules: {
      // `_name` marks a value that is deliberately unused (omitted fields, unused parameters).
      "@typescript-eslint/no-unused-vars": [
        "error",
        {
          argsIgnorePattern: "^_",
          varsIgnorePattern: "^_",
          caughtErrorsIgnorePattern: "^_",
          destructuredArrayIgnorePattern: "^_",
          ignoreRestSiblings: true,
        },
      ],
      // `interface AppLoadContext extends StoreLoadContext {}` is how a module is augmented.
      "@typescript-eslint/no-empty-object-type": ["error", { allowInterfaces: "with-single-extends" }],
    },
  },
  {
    files: ["packages/storefront/app/**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser } },
    ...reactHooks.configs.flat.recommended,
  },
  // Back-end boundaries: modules talk through services (no import of another module's
  // resolvers, repository or loaders); shared/ imports no module; only seed/, cli/, testing/ and
  // src/index.ts import seed/.
  // The rule and its reasons: eslint/backend-boundaries.js; proven by
  // packages/commerce/src/eslint-boundaries.test.ts.
  {
    files: ["packages/**/*.{ts,tsx}", "tests/**/*.ts", "bench/**/*.{ts,js}"],
    plugins: { backend: backendBoundaries },
    rules: { "backend/boundaries": "error" },
  },
  ...storefrontBoundaries,
);

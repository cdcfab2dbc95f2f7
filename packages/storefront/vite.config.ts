import fs from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { reactRouter } from "@react-router/dev/vite";
import { type Plugin, defineConfig } from "vite";
import { compileGqlTemplates, compileMessages } from "./build-transforms.ts";
import { MESSAGE_SCRIPTS_FILE } from "./server/middleware/message-scripts.ts";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** A brotli (quality 11) and a gzip (level 9) copy of a file, next to it. */
async function writeCompressedCopies(file: string): Promise<void> {
  const content = await fs.readFile(file);
  const [br, gz] = await Promise.all([
    brotli(content, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length } }),
    gzip(content, { level: 9 }),
  ]);
  await Promise.all([fs.writeFile(`${file}.br`, br), fs.writeFile(`${file}.gz`, gz)]);
}

/**
 * Writes a brotli (quality 11) and a gzip (level 9) copy next to every script, style sheet and
 * SVG of the browser build, which the server sends as they are (ADR 020): a fifth fewer bytes
 * than compressing each response at a speed the server can afford, and no CPU per request.
 */
function precompressAssets(): Plugin {
  return {
    name: "eb:precompress-assets",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    async writeBundle(output, bundle) {
      const files = Object.keys(bundle).filter((fileName) => /\.(js|css|svg)$/.test(fileName));
      await Promise.all(files.map((fileName) => writeCompressedCopies(path.join(output.dir!, fileName))));
    },
  };
}

/**
 * React Router writes its route manifest (`assets/manifest-<hash>.js`, which every page loads)
 * into the browser build while the server is built: compressed once the server's bundle is
 * written, like the other assets (about 0.7 KB less on every page than the server's on-the-fly brotli).
 */
function precompressRouteManifest(): Plugin {
  return {
    name: "eb:precompress-route-manifest",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "ssr",
    async writeBundle() {
      const assets = path.join(this.environment.config.root, "build/client/assets");
      const manifests = (await fs.readdir(assets)).filter((name) => /^manifest-[\w-]+\.js$/.test(name));
      await Promise.all(manifests.map((name) => writeCompressedCopies(path.join(assets, name))));
    },
  };
}

/**
 * The browser receives its message catalogs already parsed (ICU message → the AST react-intl
 * formats) and react-intl without the ICU parser, about 5 KB compressed less on every page (ADR 033).
 * Every message is parsed here, so a malformed one fails the build; the server keeps the strings
 * and the parser (it formats them with compiled formats of its own: app/lib/i18n.ts).
 */
function precompileMessages(): Plugin {
  return {
    name: "eb:precompile-messages",
    apply: "build",
    enforce: "pre",
    applyToEnvironment: (environment) => environment.name === "client",
    async resolveId(source, importer) {
      if (source !== "@formatjs/icu-messageformat-parser") return null;
      return this.resolve("@formatjs/icu-messageformat-parser/no-parser.js", importer, { skipSelf: true });
    },
    transform: {
      filter: { id: /[\\/]app[\\/]i18n[\\/](fr-FR|en-GB)[\\/].*\.json$/ },
      handler(code, id) {
        const locale = /[\\/]i18n[\\/](fr-FR|en-GB)[\\/]/.exec(id)![1];
        return { code: compileMessages(code, locale), map: null };
      },
    },
  };
}

/**
 * The browser downloads its page's locale only, and the account, checkout and quick-order messages
 * only where they are needed (app/lib/catalogs.browser.ts in place of app/lib/catalogs.ts, which
 * holds everything for the server).
 */
function browserCatalogs(): Plugin {
  return {
    name: "eb:browser-catalogs",
    apply: "build",
    enforce: "pre",
    applyToEnvironment: (environment) => environment.name === "client",
    async resolveId(source, importer) {
      if (!importer || !/[\\/]app[\\/]lib[\\/]i18n\.ts$/.test(importer) || source !== "./catalogs.ts") return null;
      return this.resolve("./catalogs.browser.ts", importer, { skipSelf: true });
    },
    // Where each locale's parts were written, for the server to preload a page's with its
    // modules (server/middleware/static-assets.ts): the browser would find them only once its entry ran.
    generateBundle(_options, bundle) {
      const scripts: Record<string, Record<string, string>> = {};
      for (const chunk of Object.values(bundle)) {
        const part = chunk.type === "chunk" && chunk.facadeModuleId ? /[\\/]i18n[\\/]messages-(fr-FR|en-GB)(-areas)?\.ts$/.exec(chunk.facadeModuleId) : null;
        if (part) (scripts[part[1]] ??= {})[part[2] ? "areas" : "page"] = `/${chunk.fileName}`;
      }
      this.emitFile({ type: "asset", fileName: MESSAGE_SCRIPTS_FILE, source: JSON.stringify(scripts) });
    },
  };
}

/**
 * The browser receives its GraphQL documents parsed: each gql`…` of the app becomes its document
 * (AST) at build time, so graphql's parser and graphql-tag (about 9 KB compressed) stay off every
 * page (ADR 033). A number constant of the same module a document interpolates is written in;
 * fragments it interpolates (`${FRAGMENT}`) are appended at run time, each fragment once by name,
 * as graphql-tag does. A malformed document fails the build.
 */
function precompileGraphQLDocuments(): Plugin {
  return {
    name: "eb:precompile-graphql-documents",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    transform: {
      filter: { id: /[\\/]app[\\/].*\.tsx?$/, code: "gql`" },
      handler(code, id) {
        try {
          return { code: compileGqlTemplates(code), map: null };
        } catch (error) {
          this.error(`${id}: ${error instanceof Error ? error.message : String(error)}`);
        }
      },
    },
  };
}

/**
 * Modules of one kind of page (product pages, listings, the cart's lines, the checkout, the
 * account area) that several routes share: left out of the shell, so that a page does not
 * download another kind's screens; the routes of that kind share them in chunks of their own.
 */
const PAGE_KIND_MODULE = new RegExp(
  String.raw`[\\/]app[\\/](` +
    [
      String.raw`features[\\/]catalog[\\/](product|listing)[\\/]`,
      String.raw`routes[\\/]entity[\\/](?!resolved-head\.)`,
      String.raw`features[\\/]cart[\\/](cart-line|cart-totals|use-cart-mutations|mini-cart-lines)\.`,
      String.raw`features[\\/](account-[^\\/]+|address-book|checkout|newsletter|store-credit)[\\/]`,
      // The wishlist's pages (the owner's list, a shared list): every page carries only its heart and state.
      String.raw`features[\\/]wishlist[\\/](?!wishlist-(feature|heart|state|items|paths)\.)`,
      String.raw`routes[\\/]wishlist-share-status\.`,
      // In-stock alerts: the product page's form (loaded on demand), the link pages, the account's list.
      String.raw`features[\\/]stock-alert[\\/]`,
      // Reviews: the product page's section, the account's list and write page (every card carries only its stars: components/stars).
      String.raw`features[\\/]reviews[\\/]`,
      // The staff's screens and the editor's tools (the content metadata store stays in the shell).
      String.raw`features[\\/]contribution[\\/](?!content-metadata)`,
      String.raw`layouts[\\/](account|checkout)-layout\.`,
      String.raw`components[\\/](form-parts|address-form|order-totals|account-pagination|status-badge|message-link-screen|message-link)\.`,
      String.raw`lib[\\/](address-fields|order-fragments|return-status)\.`,
    ].join("|") +
    ")",
);

export default defineConfig({
  plugins: [reactRouter(), precompressAssets(), precompressRouteManifest(), precompileMessages(), browserCatalogs(), precompileGraphQLDocuments()],
  // The commerce package is TypeScript source executed in-process by the server, never bundled for the browser.
  ssr: { external: ["@eb/commerce"] },
  build: { assetsInlineLimit: 0, sourcemap: process.env.EB_SOURCEMAP === "1" },
  // The libraries and the app's modules that two or more entries share go into one chunk each,
  // not one chunk per shared module: a page asks for ~12 assets before its first paint, not 42 (ADR 020).
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                { name: "framework", test: /[\\/]node_modules[\\/]/, minShareCount: 2, priority: 2 },
                { name: "shell", test: (id: string) => /[\\/]app[\\/]/.test(id) && !PAGE_KIND_MODULE.test(id), minShareCount: 2, priority: 1 },
              ],
            },
          },
        },
      },
    },
  },
});

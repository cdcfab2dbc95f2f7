import path from "node:path";
import { fileURLToPath } from "node:url";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

/**
 * The back end's boundaries are enforced by lint (eslint/backend-boundaries.js): a module that
 * imports another module's repository, resolvers or loaders, or anything outside seed/, cli/,
 * testing/ and start-up that imports seed/, fails `npm run lint`.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");
const eslint = new ESLint({ cwd: root });

async function boundaryErrors(code: string, file: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, "packages/commerce/src", file) });
  return result.messages.filter((message) => message.ruleId === "backend/boundaries").map((message) => message.message);
}

describe("back-end boundaries", () => {
  it("fails a module importing another module's repository, resolvers or loaders", async () => {
    const file = "modules/search/planted.ts";
    expect(await boundaryErrors(`import { createProductRepository } from "../product/product-repository.ts";\nexport const x = createProductRepository;\n`, file)).toEqual([
      expect.stringContaining("product's repository"),
    ]);
    expect(await boundaryErrors(`export { categoryResolvers } from "../category/resolvers.ts";\n`, file)).toHaveLength(1);
    expect(await boundaryErrors(`import type { ProductLoaders } from "../../modules/product/product-loaders.ts";\nexport type X = ProductLoaders;\n`, file)).toHaveLength(1);
  });

  it("lets a module use another's service and its own repository", async () => {
    const code = `import { createProductService } from "../product/service.ts";\nimport { createProductRepository } from "./product-repository.ts";\nexport const x = [createProductService, createProductRepository];\n`;
    expect(await boundaryErrors(code, "modules/product/planted.ts")).toEqual([]);
  });

  it("fails a shared mechanism importing a domain module", async () => {
    expect(await boundaryErrors(`import { stores } from "../modules/shop/stores.ts";\nexport const x = stores;\n`, "shared/planted.ts")).toEqual([
      expect.stringContaining("src/shared/"),
    ]);
  });

  it("fails a domain module, the GraphQL layer or the storefront importing seed/", async () => {
    const planted = `import { seedProducts } from "../../seed/catalog-products.ts";\nexport const x = seedProducts;\n`;
    expect(await boundaryErrors(planted, "modules/product/planted.ts")).toEqual([expect.stringContaining("seed/")]);
    expect(await boundaryErrors(`import { DEMO_CUSTOMER } from "../seed/seed.ts";\nexport const x = DEMO_CUSTOMER;\n`, "graphql/planted.test.ts")).toHaveLength(1);
    const [result] = await eslint.lintText(`import { seed } from "@eb/commerce/seed/seed.ts";\nexport const x = seed;\n`, {
      filePath: path.join(root, "packages/storefront/server/planted.ts"),
    });
    expect(result.messages.map((message) => message.ruleId)).toContain("backend/boundaries");
  });

  it("lets seed/, cli/, testing/ and start-up import seed/", async () => {
    expect(await boundaryErrors(`import { seed } from "../seed/seed.ts";\nexport const x = seed;\n`, "cli/planted.ts")).toEqual([]);
    expect(await boundaryErrors(`import { seed } from "../seed/seed.ts";\nexport const x = seed;\n`, "testing/planted.ts")).toEqual([]);
    expect(await boundaryErrors(`import { seed } from "./seed/seed.ts";\nexport const x = seed;\n`, "index.ts")).toEqual([]);
  });
});

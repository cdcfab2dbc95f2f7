import { fileURLToPath } from "node:url";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

/**
 * The storefront's import boundaries hold because lint fails on a break: a feature importing
 * another feature, or components/ and lib/ importing a feature. Each case lints planted code as if
 * it were a file at that path, with the repository's own ESLint configuration.
 */
const root = fileURLToPath(new URL("../../../", import.meta.url));
const eslint = new ESLint({ cwd: root });
const app = `${root}packages/storefront/app`;

async function restrictedImports(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.filter((message) => message.ruleId === "no-restricted-imports").map((message) => message.message);
}

describe("storefront boundaries", () => {
  it("refuses a feature importing another feature, however deep the file", async () => {
    expect(await restrictedImports('import { SearchBox } from "../search/search-box.tsx";\nexport { SearchBox };\n', `${app}/features/navigation/planted.tsx`)).toEqual([
      expect.stringContaining("features/navigation must not import features/search"),
    ]);
    expect(await restrictedImports('export { ProductCard } from "../../product-card.tsx";\nexport { SearchBox } from "../../../search/search-box.tsx";\n', `${app}/features/catalog/listing/planted.ts`)).toEqual([
      expect.stringContaining("features/catalog must not import features/search"),
    ]);
  });

  it("refuses components/ and lib/ importing a feature", async () => {
    const planted = 'import { Header } from "../features/navigation/header.tsx";\nexport { Header };\n';
    expect(await restrictedImports(planted, `${app}/components/planted.tsx`)).toHaveLength(1);
    expect(await restrictedImports(planted, `${app}/lib/planted.ts`)).toHaveLength(1);
  });

  it("lets a feature import its own files and the shared ones, and routes and layouts compose features", async () => {
    expect(await restrictedImports('import { PriceTag } from "../price-tag.tsx";\nimport { useShop } from "../../../lib/shop-context.tsx";\nimport { Icon } from "../../../components/icon.tsx";\nexport { PriceTag, useShop, Icon };\n', `${app}/features/catalog/listing/planted.tsx`)).toEqual([]);
    const composing = 'import { Header } from "../features/navigation/header.tsx";\nimport { SearchForm } from "../features/search/search-form.tsx";\nexport { Header, SearchForm };\n';
    expect(await restrictedImports(composing, `${app}/layouts/planted.tsx`)).toEqual([]);
    expect(await restrictedImports(composing, `${app}/routes/planted.tsx`)).toEqual([]);
  });
});

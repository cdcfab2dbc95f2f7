import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { categorySeeds } from "../../testing/seed-data.ts";
import { bumpCatalogVersion } from "../catalog-version/catalog-version.ts";
import { type RequestOptions, type TestApi, isCI, postgresUnavailableReason, startTestApi } from "../../testing/test-server.ts";

/** The navigation menu and categories by id, over HTTP, on both databases (issue: app shell). */

const postgresProblem = await postgresUnavailableReason();
const dialects = [
  { dialect: "sqlite" as const, skipReason: undefined },
  { dialect: "postgres" as const, skipReason: postgresProblem && !isCI() ? postgresProblem : undefined },
];

const EN: RequestOptions = { path: "/en/graphql" };

const CATEGORY_FIELDS = /* GraphQL */ `
  id name urlKey urlPath url description metaTitle metaDescription level position path includeInMenu
`;
const MENU = /* GraphQL */ `
  query Menu {
    categories { ${CATEGORY_FIELDS} children { ${CATEGORY_FIELDS} children { id } } }
  }
`;
const CATEGORY = /* GraphQL */ `
  query Category($id: ID!) {
    category(id: $id) {
      ${CATEGORY_FIELDS}
      parent { id name url }
      children { id name url }
      breadcrumbs { id name url }
      alternates { locale url absoluteUrl }
    }
  }
`;

interface MenuCategory {
  id: string;
  name: string;
  url: string;
  urlPath: string;
  urlKey: string;
  level: number;
  position: number;
  path: string;
  description: string | null;
  children: MenuCategory[];
}

describe.each(dialects)("categories on $dialect", ({ dialect, skipReason }) => {
  describe.skipIf(!!skipReason)(skipReason ? `skipped: ${skipReason}` : "over HTTP", () => {
    let api: TestApi;
    const gql = (query: string, variables?: Record<string, unknown>, options?: RequestOptions) =>
      api.post({ query, variables }, options);
    const menu = async (options?: RequestOptions): Promise<MenuCategory[]> => {
      const response = await gql(MENU, {}, options);
      expect(response.body.errors).toBeUndefined();
      return response.body.data.categories;
    };
    const categoryId = async (urlPath: string): Promise<string> => {
      const response = await gql(`query { route(url: "/${urlPath}") { category { id } } }`);
      return response.body.data.route.category.id;
    };
    const db = () => api.commerce.database.db;

    beforeAll(async () => {
      api = await startTestApi({ dialect });
    });
    afterAll(async () => {
      await api?.close();
    });

    it("gives the French menu: the thirteen top categories under 1/2/, in order, with their sub-categories", async () => {
      const categories = await menu();
      expect(categories.map((category) => category.name)).toEqual(categorySeeds.map((seed) => seed.name.fr));
      expect(categories[0]).toMatchObject({
        name: "Huiles essentielles",
        urlKey: "huiles-essentielles",
        urlPath: "huiles-essentielles",
        url: "/huiles-essentielles",
        level: 2,
        metaTitle: "Huiles essentielles pures et naturelles",
      });
      const positions = categories.map((category) => category.position);
      expect(positions).toEqual([...positions].sort((a, b) => a - b));
      for (const category of categories) {
        expect(category.path).toBe(`1/2/${category.id}`);
        expect(category.description).toBeTruthy();
        expect(category.children.length).toBeGreaterThanOrEqual(2);
        expect(category.children.length).toBeLessThanOrEqual(4);
        for (const child of category.children) {
          expect(child).toMatchObject({ level: 3, path: `${category.path}/${child.id}`, url: `${category.url}/${child.urlKey}` });
          expect(child.description).toBeTruthy();
          expect(child.children).toEqual([]);
        }
      }
      const essentialOils = categories[0].children.map((child) => child.url);
      expect(essentialOils).toEqual([
        "/huiles-essentielles/agrumes",
        "/huiles-essentielles/lavandes",
        "/huiles-essentielles/bois-et-resines",
        "/huiles-essentielles/epices",
      ]);
    });

    it("gives the English menu on the en-GB store, with the same ids", async () => {
      const [french, english] = await Promise.all([menu(), menu(EN)]);
      expect(english.map((category) => category.name)).toEqual(categorySeeds.map((seed) => seed.name.en));
      expect(english.map((category) => category.id)).toEqual(french.map((category) => category.id));
      expect(english[0].children.find((child) => child.urlKey === "lavenders")).toMatchObject({
        name: "Lavenders",
        url: "/essential-oils/lavenders",
      });
      // The store header the storefront's in-process executor may send selects the store too.
      const byHeader = await menu({ headers: { store: "en" } });
      expect(byHeader[0].name).toBe("Essential oils");
    });

    it("gives a category by id with its parent, breadcrumbs, children and alternates", async () => {
      const lavenders = await categoryId("huiles-essentielles/lavandes");
      const response = await gql(CATEGORY, { id: lavenders });
      expect(response.body.errors).toBeUndefined();
      const category = response.body.data.category;
      expect(category).toMatchObject({
        id: lavenders,
        name: "Lavandes",
        url: "/huiles-essentielles/lavandes",
        level: 3,
        parent: { name: "Huiles essentielles", url: "/huiles-essentielles" },
        breadcrumbs: [{ name: "Huiles essentielles", url: "/huiles-essentielles" }],
        children: [],
        // Without its own meta title, the page title is the name.
        metaTitle: "Lavandes",
        alternates: [
          { locale: "fr-FR", url: "/huiles-essentielles/lavandes", absoluteUrl: "http://localhost:3000/huiles-essentielles/lavandes" },
          { locale: "en-GB", url: "/essential-oils/lavenders", absoluteUrl: "http://localhost:3000/en/essential-oils/lavenders" },
        ],
      });
      expect(category.metaDescription).toBe(category.description);

      const english = await gql(CATEGORY, { id: lavenders }, EN);
      expect(english.body.data.category).toMatchObject({ name: "Lavenders", breadcrumbs: [{ name: "Essential oils" }] });

      const top = await gql(CATEGORY, { id: category.parent.id });
      expect(top.body.data.category).toMatchObject({ parent: null, breadcrumbs: [], level: 2 });
      expect(top.body.data.category.children.map((child: { name: string }) => child.name)).toContain("Lavandes");
    });

    it.each([
      ["the root", "1"],
      ["the default category", "2"],
      ["an unknown id", "999999"],
      ["zero", "0"],
      ["a negative id", "-3"],
      ["a word", "lavande"],
      ["an exponent", "1e3"],
      ["padding", " 3 "],
      ["a decimal", "3.0"],
      ["a huge number", "99999999999999999999999"],
      ["full-width digits", "３"],
      ["SQL", "3 OR 1=1"],
      ["a very long id", "7".repeat(5000)],
    ])("answers null, never an error, for %s", async (_name, id) => {
      const response = await gql(CATEGORY, { id });
      expect(response.status).toBe(200);
      expect(response.body.errors).toBeUndefined();
      expect(response.body.data.category).toBeNull();
    });

    it("hides inactive categories and everything under them", async () => {
      const essentialOils = await categoryId("huiles-essentielles");
      const lavenders = await categoryId("huiles-essentielles/lavandes");
      await db().updateTable("category").set({ is_active: 0 }).where("id", "=", Number(essentialOils)).execute();
      await bumpCatalogVersion(db());
      try {
        const categories = await menu();
        expect(categories.map((category) => category.id)).not.toContain(essentialOils);
        expect(categories).toHaveLength(categorySeeds.length - 1);
        for (const id of [essentialOils, lavenders]) {
          expect((await gql(CATEGORY, { id })).body.data.category).toBeNull();
        }
        const route = await gql(`query { route(url: "/huiles-essentielles/lavandes") { type } }`);
        expect(route.body.data.route.type).toBe("not-found");
      } finally {
        await db().updateTable("category").set({ is_active: 1 }).where("id", "=", Number(essentialOils)).execute();
        await bumpCatalogVersion(db());
      }
      expect(await menu()).toHaveLength(categorySeeds.length);
    });

    it("leaves categories out of the menu when include_in_menu is off, yet serves them", async () => {
      const accessories = await categoryId("accessoires");
      const diffusers = await categoryId("accessoires/diffuseurs");
      await db()
        .updateTable("category")
        .set({ include_in_menu: 0 })
        .where("id", "in", [Number(accessories), Number(diffusers)])
        .execute();
      await bumpCatalogVersion(db());
      try {
        expect((await menu()).map((category) => category.id)).not.toContain(accessories);
        const response = await gql(
          `query ($id: ID!) { category(id: $id) { includeInMenu all: children { id } menu: children(menuOnly: true) { id } } }`,
          { id: accessories },
        );
        const category = response.body.data.category;
        expect(category.includeInMenu).toBe(false);
        expect(category.all.map((child: { id: string }) => child.id)).toContain(diffusers);
        expect(category.menu.map((child: { id: string }) => child.id)).not.toContain(diffusers);
      } finally {
        await db()
          .updateTable("category")
          .set({ include_in_menu: 1 })
          .where("id", "in", [Number(accessories), Number(diffusers)])
          .execute();
        await bumpCatalogVersion(db());
      }
    });

    it("reads the tree once per catalogue version, however deep the menu query goes, and again after a change", async () => {
      const { categories } = api.commerce.services;
      const original = categories.loadCategoryTree;
      let loads = 0;
      categories.loadCategoryTree = (language) => {
        loads += 1;
        return original.call(categories, language);
      };
      const deep = `query { categories { children { breadcrumbs { id } parent { id } } } category(id: "5") { id } route(url: "/huiles-essentielles") { category { id } } }`;
      try {
        await bumpCatalogVersion(db());
        for (let operation = 0; operation < 3; operation += 1) {
          expect((await gql(deep)).body.errors).toBeUndefined();
        }
        expect(loads).toBe(1);
        await bumpCatalogVersion(db());
        expect((await gql(deep)).body.errors).toBeUndefined();
        expect(loads).toBe(2);
      } finally {
        categories.loadCategoryTree = original;
      }
    });

  });
});

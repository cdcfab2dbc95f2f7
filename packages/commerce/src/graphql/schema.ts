import fs from "node:fs";
import { makeExecutableSchema } from "@graphql-tools/schema";
import { listingResolvers } from "../modules/catalog/listing-resolvers.ts";
import { productResolvers } from "../modules/catalog/product-resolvers.ts";
import { catalogResolvers } from "../modules/catalog/resolvers.ts";
import { cmsResolvers } from "../modules/cms/resolvers.ts";
import { currencyResolvers } from "../modules/currency/resolvers.ts";
import { customerResolvers } from "../modules/customer/resolvers.ts";
import { searchResolvers } from "../modules/search/resolvers.ts";
import { shopResolvers } from "../modules/shop/resolvers.ts";
import { urlResolutionResolvers } from "../modules/url-resolution/resolvers.ts";
import type { Resolvers } from "./context.ts";
import { registerProductEntityResolver } from "../modules/catalog/product-entity-resolver.ts";
import { registerBuiltinEntityResolvers } from "../modules/url-resolution/builtin-resolvers.ts";

const readSdl = (relativePath: string): string => fs.readFileSync(new URL(relativePath, import.meta.url), "utf8");

/** Every domain module contributes its SDL and resolvers here. */
const modules: { typeDefs: string; resolvers: Resolvers }[] = [
  { typeDefs: readSdl("./base.graphql"), resolvers: { Query: { ping: () => true } } },
  { typeDefs: readSdl("../modules/shop/schema.graphql"), resolvers: shopResolvers },
  { typeDefs: readSdl("../modules/customer/schema.graphql"), resolvers: customerResolvers },
  { typeDefs: readSdl("../modules/catalog/schema.graphql"), resolvers: catalogResolvers },
  { typeDefs: readSdl("../modules/cms/schema.graphql"), resolvers: cmsResolvers },
  { typeDefs: readSdl("../modules/url-resolution/schema.graphql"), resolvers: urlResolutionResolvers },
  { typeDefs: readSdl("../modules/currency/schema.graphql"), resolvers: currencyResolvers },
  { typeDefs: readSdl("../modules/pricing/schema.graphql"), resolvers: {} },
  { typeDefs: readSdl("../modules/catalog/product.graphql"), resolvers: productResolvers },
  { typeDefs: readSdl("../modules/catalog/listing.graphql"), resolvers: listingResolvers },
  { typeDefs: readSdl("../modules/search/schema.graphql"), resolvers: searchResolvers },
];

/**
 * What `route(url)` resolves paths to, registered here, explicitly, when the API is assembled
 * (never as a side effect of importing a module): the built-in types (rewrites, categories,
 * content pages) and products. Each registration happens once per process.
 */
function registerEntityResolvers(): void {
  registerBuiltinEntityResolvers();
  registerProductEntityResolver();
}

export function buildSchema() {
  registerEntityResolvers();
  return makeExecutableSchema({
    typeDefs: modules.map((module) => module.typeDefs),
    resolvers: modules.map((module) => module.resolvers),
    resolverValidationOptions: { requireResolversToMatchSchema: "error" },
  });
}

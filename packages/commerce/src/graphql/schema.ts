import fs from "node:fs";
import { makeExecutableSchema } from "@graphql-tools/schema";
import { listingResolvers } from "../modules/listing/resolvers.ts";
import { productResolvers } from "../modules/product/resolvers.ts";
import { orderResolvers } from "../modules/order/resolvers.ts";
import { invoiceResolvers } from "../modules/invoice/resolvers.ts";
import { downloadResolvers } from "../modules/download/resolvers.ts";
import { storeCreditResolvers } from "../modules/store-credit/resolvers.ts";
import { returnResolvers } from "../modules/returns/resolvers.ts";
import { refundResolvers } from "../modules/refund/resolvers.ts";
import { wishlistResolvers } from "../modules/wishlist/resolvers.ts";
import { reviewResolvers } from "../modules/review/resolvers.ts";
import { stockAlertResolvers } from "../modules/stock-alert/resolvers.ts";
import { contactResolvers } from "../modules/contact/resolvers.ts";
import { sitemapResolvers } from "../modules/sitemap/resolvers.ts";
import { addressBookResolvers } from "../modules/address-book/resolvers.ts";
import { cartResolvers } from "../modules/cart/resolvers.ts";
import { checkoutResolvers } from "../modules/checkout/resolvers.ts";
import { pickupPointResolvers } from "../modules/pickup-point/resolvers.ts";
import { categoryResolvers } from "../modules/category/resolvers.ts";
import { cmsResolvers } from "../modules/cms/resolvers.ts";
import { currencyResolvers } from "../modules/currency/resolvers.ts";
import { customerResolvers } from "../modules/customer/resolvers.ts";
import { newsletterResolvers } from "../modules/newsletter/resolvers.ts";
import { searchResolvers } from "../modules/search/resolvers.ts";
import { shopResolvers } from "../modules/shop/resolvers.ts";
import { showcaseResolvers } from "../modules/showcase/resolvers.ts";
import { staffResolvers } from "../modules/staff/resolvers.ts";
import { contributionResolvers } from "../modules/contribution/resolvers.ts";
import { urlResolutionResolvers } from "../modules/url-resolution/resolvers.ts";
import type { Resolvers } from "./generated/resolver-types.ts";
import { registerProductEntityResolver } from "../modules/product/product-entity-resolver.ts";
import { registerBuiltinEntityResolvers } from "../modules/url-resolution/builtin-resolvers.ts";
import { enforceStaffOnly } from "./staff-only.ts";

const readSdl = (relativePath: string): string => fs.readFileSync(new URL(relativePath, import.meta.url), "utf8");

/** Every domain module contributes its SDL and resolvers here. */
const modules: { typeDefs: string; resolvers: Resolvers }[] = [
  { typeDefs: readSdl("./base.graphql"), resolvers: { Query: { ping: () => true } } },
  { typeDefs: readSdl("../modules/shop/schema.graphql"), resolvers: shopResolvers },
  { typeDefs: readSdl("../modules/customer/schema.graphql"), resolvers: customerResolvers },
  { typeDefs: readSdl("../modules/newsletter/schema.graphql"), resolvers: newsletterResolvers },
  { typeDefs: readSdl("../modules/category/schema.graphql"), resolvers: categoryResolvers },
  { typeDefs: readSdl("../modules/cms/schema.graphql"), resolvers: cmsResolvers },
  { typeDefs: readSdl("../modules/url-resolution/schema.graphql"), resolvers: urlResolutionResolvers },
  { typeDefs: readSdl("../modules/currency/schema.graphql"), resolvers: currencyResolvers },
  { typeDefs: readSdl("../modules/pricing/schema.graphql"), resolvers: {} },
  { typeDefs: readSdl("../modules/product/schema.graphql"), resolvers: productResolvers },
  { typeDefs: readSdl("../modules/listing/schema.graphql"), resolvers: listingResolvers },
  { typeDefs: readSdl("../modules/search/schema.graphql"), resolvers: searchResolvers },
  { typeDefs: readSdl("../modules/showcase/schema.graphql"), resolvers: showcaseResolvers },
  { typeDefs: readSdl("../modules/staff/schema.graphql"), resolvers: staffResolvers },
  { typeDefs: readSdl("../modules/contribution/schema.graphql"), resolvers: contributionResolvers },
  { typeDefs: readSdl("../modules/cart/schema.graphql"), resolvers: cartResolvers },
  { typeDefs: readSdl("../modules/pickup-point/schema.graphql"), resolvers: pickupPointResolvers },
  { typeDefs: readSdl("../modules/checkout/schema.graphql"), resolvers: checkoutResolvers },
  { typeDefs: readSdl("../modules/order/schema.graphql"), resolvers: orderResolvers },
  { typeDefs: readSdl("../modules/address-book/schema.graphql"), resolvers: addressBookResolvers },
  { typeDefs: readSdl("../modules/invoice/schema.graphql"), resolvers: invoiceResolvers },
  { typeDefs: readSdl("../modules/download/schema.graphql"), resolvers: downloadResolvers },
  { typeDefs: readSdl("../modules/store-credit/schema.graphql"), resolvers: storeCreditResolvers },
  { typeDefs: readSdl("../modules/returns/schema.graphql"), resolvers: returnResolvers },
  { typeDefs: readSdl("../modules/refund/schema.graphql"), resolvers: refundResolvers },
  { typeDefs: readSdl("../modules/wishlist/schema.graphql"), resolvers: wishlistResolvers },
  { typeDefs: readSdl("../modules/review/schema.graphql"), resolvers: reviewResolvers },
  { typeDefs: readSdl("../modules/stock-alert/schema.graphql"), resolvers: stockAlertResolvers },
  { typeDefs: readSdl("../modules/contact/schema.graphql"), resolvers: contactResolvers },
  { typeDefs: readSdl("../modules/sitemap/schema.graphql"), resolvers: sitemapResolvers },
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
  const schema = makeExecutableSchema({
    typeDefs: modules.map((module) => module.typeDefs),
    resolvers: modules.map((module) => module.resolvers),
    resolverValidationOptions: { requireResolversToMatchSchema: "error" },
  });
  // Last, over every field's final resolver: the staff-only check cannot be bypassed by a field's own code.
  return enforceStaffOnly(schema);
}

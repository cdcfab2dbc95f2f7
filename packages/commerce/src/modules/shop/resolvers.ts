import type { Resolvers } from "../../graphql/generated/resolver-types.ts";
import { countryNames } from "./countries.ts";
import { type Store, stores } from "./stores.ts";

/** What `StoreConfig` resolves from: a store and the shop's public URL. */
export interface StoreConfigParent {
  store: Store;
  publicUrl: string;
}

const storeConfig = (store: Store, publicUrl: string): StoreConfigParent => ({ store, publicUrl });

export const shopResolvers: Resolvers = {
  Query: {
    shop: (_parent, _args, { store, config, currency }) => ({
      id: store.code,
      url: `${config.publicUrl}${store.pathPrefix}`,
      baseUrl: store.pathPrefix || "/",
      imageBaseUrl: config.imageBaseUrl,
      currentCurrency: currency,
      locale: store.locale,
      name: config.shopName,
      contactPhone: config.contactPhone,
      contactEmail: config.contactEmail,
      openingHours: config.openingHours[store.language],
    }),
    storeConfig: (_parent, _args, { store, config }) => storeConfig(store, config.publicUrl),
    storeConfigs: (_parent, _args, { config }) => Object.values(stores).map((store) => storeConfig(store, config.publicUrl)),
    isFeatureActive: (_parent, { feature }, { config }) => config.features.includes(feature),
  },
  StoreConfig: {
    code: ({ store }) => store.code,
    locale: ({ store }) => store.locale,
    currency: ({ store }) => store.baseCurrency,
    availableCurrencies: ({ store }) => [...store.currencies],
    defaultCountryId: ({ store }) => store.defaultCountryId,
    baseUrl: ({ store, publicUrl }) => `${publicUrl}${store.pathPrefix}`,
    countries: ({ store }, { language }) => countryNames(language === "en" || language === "fr" ? language : store.language),
  },
};

import type { Resolvers } from "../../graphql/context.ts";
import { countryNames } from "./countries.ts";
import { type Store, stores } from "./stores.ts";

const storeConfig = (store: Store, publicUrl: string) => ({ store, publicUrl });
type StoreConfigParent = ReturnType<typeof storeConfig>;

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
    }),
    storeConfig: (_parent, _args, { store, config }) => storeConfig(store, config.publicUrl),
    storeConfigs: (_parent, _args, { config }) => Object.values(stores).map((store) => storeConfig(store, config.publicUrl)),
    isFeatureActive: (_parent, { feature }: { feature: string }, { config }) => config.features.includes(feature),
  },
  StoreConfig: {
    code: ({ store }: StoreConfigParent) => store.code,
    locale: ({ store }: StoreConfigParent) => store.locale,
    currency: ({ store }: StoreConfigParent) => store.baseCurrency,
    availableCurrencies: ({ store }: StoreConfigParent) => store.currencies,
    defaultCountryId: ({ store }: StoreConfigParent) => store.defaultCountryId,
    baseUrl: ({ store, publicUrl }: StoreConfigParent) => `${publicUrl}${store.pathPrefix}`,
    countries: ({ store }: StoreConfigParent, { language }: { language?: string | null }) =>
      countryNames(language === "en" || language === "fr" ? language : store.language),
  },
};

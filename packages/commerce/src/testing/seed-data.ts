/**
 * The demo shop's data, for tests. Only `seed/`, `cli/`, start-up (`src/index.ts`) and
 * `testing/` may import `seed/`: a test elsewhere reads the demo catalogue through here, so
 * domain code never depends on the seed.
 */
export { categorySeeds } from "../seed/catalog-categories.ts";
export { cmsPageSeeds } from "../seed/cms-pages/seed-cms-pages.ts";
export { seedProducts } from "../seed/catalog-products.ts";
export { DEMO_CUSTOMER } from "../seed/seed.ts";
export { couponSeeds, seedCoupons } from "../seed/coupons.ts";
export { seedShippingRates, shippingRateSeeds } from "../seed/shipping-rates.ts";
export { pickupPointSeeds, seedPickupPoints } from "../seed/pickup-points.ts";
export { britishPostcodeAreas, frenchDepartements, postcodeAreaSeeds, seedPostcodeAreas } from "../seed/postcode-areas.ts";
export { returnAttributeSeeds, seedReturnAttributes } from "../seed/return-attributes.ts";

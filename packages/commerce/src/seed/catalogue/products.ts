/**
 * The demo catalogue: every sellable product, in a stable order (family by family, as
 * the category tree runs). The catalogue seed turns these into database rows.
 */
import { absolutes } from "./absolutes.ts";
import { accessoryProducts } from "./accessories.ts";
import { aromaMolecules } from "./aroma-molecules.ts";
import { bottles } from "./bottles.ts";
import { buttersAndWaxes } from "./butters-waxes.ts";
import { co2Extracts } from "./co2-extracts.ts";
import { cosmeticActives } from "./cosmetic-actives.ts";
import { essentialOils } from "./essential-oils.ts";
import { fragrances } from "./fragrances.ts";
import { guideProducts } from "./guides.ts";
import { hydrosols } from "./hydrosols.ts";
import { kitProducts } from "./kits.ts";
import type { ProductSeed } from "../../modules/product/product-definition.ts";
import { vegetableOils } from "./vegetable-oils.ts";

export const products: ProductSeed[] = [
  ...essentialOils,
  ...absolutes,
  ...co2Extracts,
  ...hydrosols,
  ...vegetableOils,
  ...buttersAndWaxes,
  ...aromaMolecules,
  ...fragrances,
  ...cosmeticActives,
  ...kitProducts,
  ...bottles,
  ...accessoryProducts,
  ...guideProducts,
];

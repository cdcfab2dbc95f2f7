import { type ReactNode, createContext } from "react";
import type { ProductCardData } from "./product-fragments.ts";

/** What a product card shows in its picture's corner for a product (a wishlist's heart), or nothing. */
export type ProductCardActions = (product: ProductCardData) => ReactNode;

/**
 * The cards' actions slot. Product cards belong to the catalogue and a feature never imports
 * another, so the layout that composes both fills it (the main layout gives the wishlist's heart);
 * a card outside such a layout shows none.
 */
export const ProductCardActionsContext = createContext<ProductCardActions | null>(null);

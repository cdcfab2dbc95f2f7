import { type ReactNode, createContext, useContext } from "react";
import { type Shop, SHOP_QUERY } from "./shop-query.ts";
import { usePageQuery } from "./page-query.ts";

const ShopContext = createContext<Shop | null>(null);

/** Shop context: loading renders nothing; a load error throws 'Failed to load store'. */
export function ShopProvider({ children }: { children: ReactNode }) {
  const { data, error, loading } = usePageQuery(SHOP_QUERY);
  if (error) throw new Error("Failed to load store");
  if (loading || !data) return null;
  return <ShopContext.Provider value={data.shop}>{children}</ShopContext.Provider>;
}

export function useShop(): Shop {
  const shop = useContext(ShopContext);
  if (!shop) throw new Error("useShop must be used inside ShopProvider");
  return shop;
}

import { useParams } from "react-router";
import { messageMeta } from "../lib/meta.ts";
import { ProductScreen } from "./entity/product-screen.tsx";

/** Spec §2 `/product/:id`: the product page by sku. */
export const meta = messageMeta("screen.product.title", (params) => ({ sku: params.id ?? "" }));

export default function ProductRoute() {
  const { id = "" } = useParams();
  return <ProductScreen sku={id} />;
}

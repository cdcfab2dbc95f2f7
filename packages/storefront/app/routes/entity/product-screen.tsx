import { useEffect } from "react";
import { useIntl } from "react-intl";
import type { EntityScreenProps } from "../../features/url-resolution/entity-registry.ts";
import { useRefreshingFlag } from "../../lib/navigation-state.ts";
import { PendingNotice, Screen } from "../../layouts/screen.tsx";
import type { RouteEntity } from "./route-query.ts";

/**
 * The product page, by sku (spec §2: "the product page, identified by a sku taken from the
 * entity's identifier"). Its content (gallery, prices, options, documents) arrives with the catalogue.
 */
export function ProductScreen({ sku }: { sku: string }) {
  const intl = useIntl();
  const [refreshing, clearRefreshing] = useRefreshingFlag();
  // Spec §4: the product clears the 'refreshing' navigation flag from the location state after use.
  useEffect(() => {
    if (refreshing) clearRefreshing();
  }, [refreshing, clearRefreshing]);
  return (
    <Screen title={intl.formatMessage({ id: "screen.product.title" }, { sku })}>
      <PendingNotice>{intl.formatMessage({ id: "screen.product.pending" })}</PendingNotice>
    </Screen>
  );
}

/** The sku is what follows `product:` in the entity's identifier (commerce `Entity.identifier`). */
export const skuOf = (entity: Pick<RouteEntity, "identifier" | "sku">) => entity.sku ?? entity.identifier.replace(/^product:/, "");

/** Registered for `product` entities (app/routes/entity/entity-types.ts). */
export default function ProductEntityScreen({ entity }: EntityScreenProps<RouteEntity>) {
  return <ProductScreen sku={skuOf(entity)} />;
}

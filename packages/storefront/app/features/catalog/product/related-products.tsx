import { useIntl } from "react-intl";
import { ProductCard } from "../product-card.tsx";
import type { ProductCardData } from "../../../lib/product-fragments.ts";
import styles from "./related-products.module.css";

/** Products of the same family (commerce `Product.related`), as cards. */
export function RelatedProducts({ products, familyLabel }: { products: ProductCardData[]; familyLabel: string }) {
  const intl = useIntl();
  if (products.length === 0) return null;
  return (
    <section className={styles.related} aria-labelledby="related-products">
      <h2 id="related-products" className={styles.sectionTitle}>
        {intl.formatMessage({ id: "catalog.related.title" }, { family: familyLabel })}
      </h2>
      <ul className={styles.relatedGrid}>
        {products.map((product) => (
          <li key={product.sku}>
            <ProductCard product={product} />
          </li>
        ))}
      </ul>
    </section>
  );
}

import { useIntl } from "react-intl";
import type { ProductDetail } from "./product-data.ts";
import styles from "./product-facts.module.css";

/**
 * Product facts: botanical name, origin, CAS conformity, organic flag, specificity, family. A
 * downloadable product says what the purchase gives (each file: title, format, pages) instead of
 * the organic flag (how it is delivered is said beside the price: product-screen.tsx).
 */
export function ProductFacts({ product }: { product: ProductDetail }) {
  const intl = useIntl();
  const facts: { id: string; label: string; value: string; latin?: boolean }[] = [];
  // The page's query leaves the files' ids out (every byte of the page counts): they are told apart by position.
  product.downloads.forEach((file, index) =>
    facts.push({ id: `file-${index}`, label: intl.formatMessage({ id: "catalog.facts.file" }), value: intl.formatMessage({ id: "catalog.facts.fileValue" }, { title: file.title, format: file.format, pages: file.pageCount }) }),
  );
  if (product.botanical_name) facts.push({ id: "botanical", label: intl.formatMessage({ id: "catalog.facts.botanicalName" }), value: product.botanical_name, latin: true });
  if (product.geographical_origin) facts.push({ id: "origin", label: intl.formatMessage({ id: "catalog.facts.origin" }), value: product.geographical_origin });
  if (product.conformity_cas) facts.push({ id: "cas", label: intl.formatMessage({ id: "catalog.facts.cas" }), value: product.conformity_cas });
  if (product.specificity) facts.push({ id: "specificity", label: intl.formatMessage({ id: "catalog.facts.specificity" }), value: product.specificity });
  // A guide is neither grown nor certified organic.
  if (!product.isVirtual) {
    facts.push({
      id: "organic",
      label: intl.formatMessage({ id: "catalog.facts.organic" }),
      value: intl.formatMessage({ id: product.is_organic ? "catalog.facts.organicYes" : "catalog.facts.organicNo" }),
    });
  }
  facts.push({ id: "family", label: intl.formatMessage({ id: "catalog.facts.family" }), value: product.familyLabel });
  return (
    <dl className={styles.facts}>
      {facts.map((fact) => (
        <div key={fact.id} className={styles.fact} data-fact={fact.id}>
          <dt>{fact.label}</dt>
          <dd lang={fact.latin ? "la" : undefined} className={fact.latin ? styles.latin : undefined}>
            {fact.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** Labels (Ecocert, Cosmos, IFRA…) as badges under the name. */
export function ProductLabels({ product }: { product: Pick<ProductDetail, "labels" | "is_organic"> }) {
  const intl = useIntl();
  if (product.labels.length === 0) return null;
  return (
    <ul className={styles.labels} aria-label={intl.formatMessage({ id: "catalog.labels.title" })}>
      {product.labels.map((label) => (
        <li key={label.code} className={[styles.label, styles[`label-${label.code}`] ?? ""].join(" ")} data-label={label.code}>
          {label.label}
        </li>
      ))}
    </ul>
  );
}

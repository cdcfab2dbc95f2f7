import { useIntl } from "react-intl";
import { Icon } from "../../../components/icon.tsx";
import type { ProductDetail } from "./product-data.ts";
import blocks from "./product-blocks.module.css";
import styles from "./documents.module.css";

/** The file type of a document URL, from its extension ("PDF"). */
export const fileTypeOf = (url: string): string => /\.([a-z0-9]{2,5})(?:[?#].*)?$/i.exec(url)?.[1].toUpperCase() ?? "PDF";

/**
 * The technical document and safety data sheet: plain links (the files are served at `/media`
 * in both stores, outside the router) with their type and language, downloaded on click.
 */
export function Documents({ product }: { product: Pick<ProductDetail, "technical_document" | "fds" | "sku"> }) {
  const intl = useIntl();
  const documents = [
    { id: "technical", url: product.technical_document, title: intl.formatMessage({ id: "catalog.documents.technical" }) },
    { id: "fds", url: product.fds, title: intl.formatMessage({ id: "catalog.documents.fds" }) },
  ].filter((document): document is { id: string; url: string; title: string } => Boolean(document.url));
  if (documents.length === 0) return null;
  const language = intl.formatMessage({ id: "catalog.documents.language" });
  return (
    <section className={styles.documents} aria-labelledby={`documents-${product.sku}`}>
      <h2 id={`documents-${product.sku}`} className={blocks.blockTitle}>
        {intl.formatMessage({ id: "catalog.documents.title" })}
      </h2>
      <ul>
        {documents.map((document) => (
          <li key={document.id}>
            <a href={document.url} download className={styles.document} data-document={document.id} type="application/pdf">
              <Icon name="document" size={28} />
              <span className={styles.documentText}>
                <span className={styles.documentTitle}>{document.title}</span>
                <span className={styles.documentMeta}>{intl.formatMessage({ id: "catalog.documents.meta" }, { type: fileTypeOf(document.url), language })}</span>
              </span>
              <Icon name="download" size={20} />
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

import { useState } from "react";
import { useIntl } from "react-intl";
import { Image } from "../../../components/image.tsx";
import type { ProductImage } from "./product-data.ts";
import styles from "./gallery.module.css";

/** The product's pictures: the chosen one large, the others as thumbnails to switch to (no zoom). */
export function Gallery({ images, name, fallback }: { images: ProductImage[]; name: string; fallback: string }) {
  const intl = useIntl();
  const pictures = images.length ? images : [{ url: fallback, alt: name, width: 800, height: 800 }];
  const [index, setIndex] = useState(0);
  const current = pictures[Math.min(index, pictures.length - 1)];
  return (
    <div className={styles.gallery}>
      <div className={styles.galleryMain}>
        <Image src={current.url} alt={current.alt || name} width={current.width} height={current.height} priority className={styles.galleryImage} />
      </div>
      {pictures.length > 1 && (
        <ul className={styles.thumbnails} aria-label={intl.formatMessage({ id: "catalog.gallery.label" })}>
          {pictures.map((picture, position) => (
            <li key={picture.url}>
              <button
                type="button"
                className={styles.thumbnail}
                aria-pressed={position === index}
                aria-label={intl.formatMessage({ id: "catalog.gallery.show" }, { position: position + 1, count: pictures.length })}
                onClick={() => setIndex(position)}
              >
                <Image src={picture.url} alt="" width={96} height={96} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

import { useContext } from "react";
import { useIntl } from "react-intl";
import { Link } from "react-router";
import { Image } from "../../components/image.tsx";
import { Stars } from "../../components/stars.tsx";
import { PriceTag } from "./price-tag.tsx";
import { ProductCardActionsContext } from "../../lib/product-card-actions.ts";
import { type ProductCardData, showsSale } from "../../lib/product-fragments.ts";
import { StockStatus } from "./stock-status.tsx";
import styles from "./product-card.module.css";

/** The card's picture: the visuals are 800 × 800; a card shows them at most about 400 px wide. */
const CARD_IMAGE_SIZE = 400;

/** What a card marks in its corner: organic first, then a sale, then newness. */
export function cardBadges(product: Pick<ProductCardData, "is_organic" | "labels" | "prices" | "type">): ("organic" | "sale" | "new")[] {
  const badges: ("organic" | "sale" | "new")[] = [];
  if (product.is_organic) badges.push("organic");
  if (showsSale(product)) badges.push("sale");
  if (product.labels.some((label) => label.code === "new")) badges.push("new");
  return badges;
}

/**
 * A product in a listing (visual, name, botanical name, its reviews' average and count when it has
 * reviews, price incl. VAT — "from" for configurables —, organic label, stock status: a download says so instead). The whole card is one link, named by the product.
 * The layout may put actions in the picture's corner (ProductCardActionsContext: the wishlist's
 * heart), laid over the card's link, not inside it: a control inside a link is neither.
 */
export function ProductCard({ product, headingLevel = 3, priority = false }: { product: ProductCardData; headingLevel?: 2 | 3; priority?: boolean }) {
  const intl = useIntl();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const badges = cardBadges(product);
  const reviews = product.reviewsLayer;
  const actions = useContext(ProductCardActionsContext)?.(product);
  const salePercent = Math.round((1 - product.prices.finalPrice.priceInclTax.amount / product.prices.regularPrice.priceInclTax.amount) * 100);
  return (
    <article className={styles.card} data-sku={product.sku} data-content={`product:${product.sku}`}>
      <div className={styles.media}>
        <Image src={product.imageUrl} alt="" width={CARD_IMAGE_SIZE} height={CARD_IMAGE_SIZE} priority={priority} className={styles.image} />
        {badges.length > 0 && (
          <ul className={styles.badges} aria-label={intl.formatMessage({ id: "catalog.card.badges" })}>
            {badges.map((badge) => (
              <li key={badge} className={styles[badge]}>
                {badge === "sale" && salePercent > 0
                  ? intl.formatMessage({ id: "catalog.badge.salePercent" }, { percent: salePercent })
                  : intl.formatMessage({ id: `catalog.badge.${badge}` })}
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className={styles.body}>
        <Heading className={styles.name}>
          <Link to={product.path} className={styles.link}>
            {product.name}
          </Link>
        </Heading>
        {product.botanical_name && (
          <p className={styles.botanical} lang="la">
            {product.botanical_name}
          </p>
        )}
        {/* Its reviews' average and count, said once to screen readers ("Rated 4.5 out of 5, 12 reviews"). */}
        {reviews.total > 0 && (
          <p className={styles.rating} role="img" aria-label={intl.formatMessage({ id: "catalog.reviews.rating" }, { average: intl.formatNumber(reviews.ratingAverage, { maximumFractionDigits: 1, minimumFractionDigits: 1 }), total: reviews.total })}>
            <Stars value={reviews.ratingAverage} size={16} />({intl.formatNumber(reviews.total)})
          </p>
        )}
        <div className={styles.foot}>
          <PriceTag product={product} />
          <StockStatus inStock={product.stock.isInStock} download={product.isVirtual} />
        </div>
      </div>
      {/* After the link in reading order (the product first, then what to do with it); drawn in the picture's corner. */}
      {actions && <div className={styles.actions}>{actions}</div>}
    </article>
  );
}


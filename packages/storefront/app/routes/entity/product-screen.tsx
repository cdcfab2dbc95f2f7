import { Suspense, lazy, useCallback, useEffect, useId, useMemo } from "react";
import { useIntl } from "react-intl";
import { useRouteLoaderData } from "react-router";
import { AddToBasket, type BasketAddResult } from "../../features/catalog/product/add-to-basket.tsx";
import { type FormCartLine, SelectionFormContext, selectionFields } from "../../features/catalog/product/selection-form.ts";
import { addToCart } from "../../features/cart/add-to-cart.ts";
import { ConfigurableSelector } from "../../features/catalog/product/configurable-selector.tsx";
import { Documents } from "../../features/catalog/product/documents.tsx";
import { Gallery } from "../../features/catalog/product/gallery.tsx";
import { PriceBlock } from "../../features/catalog/product/price-block.tsx";
import type { ProductPageData } from "../../features/catalog/product/product-data.ts";
import { ProductFacts, ProductLabels } from "../../features/catalog/product/product-facts.tsx";
import { QuantityInput } from "../../components/quantity-input.tsx";
import { RelatedProducts } from "../../features/catalog/product/related-products.tsx";
import { ReviewsSummary } from "../../features/catalog/product/reviews-summary.tsx";
import { loadReviewsSection } from "../../features/reviews/reviews-section-loader.ts";
import { useReviewsLd } from "../../features/reviews/reviews-structured-data.ts";
import { MAX_QUANTITY, selectionChoicesOf } from "../../features/catalog/product/selection/product-selection.ts";
import { moneyOf } from "@eb/commerce/pricing";
import { useProductSelection } from "../../features/catalog/product/selection/use-product-selection.ts";
import { TierPrices } from "../../features/catalog/product/tier-prices.tsx";
import { WishlistHeart } from "../../features/wishlist/wishlist-heart.tsx";
import productStyles from "./product-screen.module.css";
// The stock alert form's styles come with the page (its script is loaded on demand, its look must not wait).
import "../../features/stock-alert/stock-alert-form.css";
import { StockStatus } from "../../features/catalog/stock-status.tsx";
import { JsonLd, absoluteUrls, breadcrumbListLd, productLd } from "../../features/catalog/structured-data.tsx";
import { useShop } from "../../lib/shop-context.tsx";
import type { EntityScreenProps } from "../../features/url-resolution/entity-registry.ts";
import { useFormat } from "../../lib/format.ts";
import { useRefreshingFlag } from "../../lib/navigation-state.ts";
import type { RootData } from "../../lib/meta.ts";
import { NotFoundScreen } from "../../layouts/not-found-screen.tsx";
import { Breadcrumbs } from "../../layouts/screen.tsx";
import screenStyles from "../../layouts/screen.module.css";
import { PRODUCT_BUNDLE_QUERY, PRODUCT_QUERY, PRODUCT_RELATED_QUERY, PRODUCT_VARIANTS_QUERY } from "./product-query.ts";
import type { RouteEntity } from "./route-query.ts";
import { usePageQuery } from "../../lib/page-query.ts";

/**
 * A bundle's options, a grouped product's items and custom options are downloaded by the pages
 * that have them only: every other product page would carry them for nothing (the page weight
 * budget). The server renders them in full; the browser hydrates them once their chunk is in, as
 * it does the screen itself (resolve-url.tsx).
 */
const BundleOptions = lazy(() => import("../../features/catalog/product/bundle-options.tsx").then((module) => ({ default: module.BundleOptions })));
const CustomOptions = lazy(() => import("../../features/catalog/product/custom-options.tsx").then((module) => ({ default: module.CustomOptions })));
const GroupedItems = lazy(() => import("../../features/catalog/product/grouped-items.tsx").then((module) => ({ default: module.GroupedItems })));
/**
 * The reviews section, rendered in full by the server and hydrated once the page is idle
 * (reviews-section-loader.ts). It reads the reviews itself.
 */
const ProductReviewsSection = lazy(loadReviewsSection);
/** The reviews the page's structured data lists: asked on the server only (JsonLd), the same hook every render of a build. */
const useServerReviewsLd: (sku: string) => object[] = import.meta.env.SSR ? useReviewsLd : () => [];
/** "Notify me when it's back": downloaded, with its messages, only by a page with something out of stock. */
const StockAlertForm = lazy(() => import("../../features/stock-alert/stock-alert-form-chunk.ts").then((module) => module.loadStockAlertForm()));

/** The product page hands its selection to the cart: one add, the mini-cart opens on success. */
function useAddToCart(): (lines: FormCartLine[]) => Promise<BasketAddResult> {
  const intl = useIntl();
  return useCallback(
    async (lines) => {
      const outcome = await addToCart(intl, lines, { openMiniCart: true });
      return { success: outcome.success, message: outcome.message };
    },
    [intl],
  );
}

function ProductView({ product, addMessage }: { product: ProductPageData; addMessage?: string | null }) {
  const intl = useIntl();
  const format = useFormat();
  const shop = useShop();
  const root = useRouteLoaderData<RootData>("root");
  const reviewItems = useServerReviewsLd(product.sku);
  const selection = useProductSelection(product);
  const { model, state, dispatch, price, issues, variant, cartRequest } = selection;
  const formId = useId();
  const onAdd = useAddToCart();
  // What the API takes: the variant's own sku is for display, the options name it.
  const lines = useMemo(() => cartRequest?.map(({ variantSku: _variantSku, ...line }) => line), [cartRequest]);
  // The same element while the sku is: this screen re-renders (Apollo Client's arrival, a choice
  // made) before the reviews' code is in, and React renders afresh, rather than hydrates, a
  // boundary still showing the server's markup whose props changed.
  const reviews = useMemo(
    () => (
      <Suspense fallback={null}>
        <ProductReviewsSection sku={product.sku} />
      </Suspense>
    ),
    [product.sku],
  );
  const priced = variant ?? model.own;
  const inStock = model.type === "configurable" ? (variant?.inStock ?? product.stock.isInStock) : product.stock.isInStock;
  // What an in-stock alert would be for: the chosen variant, else the product as a whole (a download never runs out).
  const alertSku = product.isVirtual || inStock ? null : (variant?.sku ?? product.sku);
  const quantityIssue = issues.find((issue) => issue.code === "quantityRange");
  // A variant with a picture of its own (a colour) shows it instead of the product's.
  const variantCard = variant ? product.configurations.find((entry) => entry.sku === variant.sku) : undefined;
  const images =
    variantCard && variantCard.imageUrl !== product.imageUrl ? [{ url: variantCard.imageUrl, alt: variantCard.name, width: 800, height: 800 }] : product.images;

  // The page's structured data, built by the server only (JsonLd): unused in the browser's bundle, so left out of it.
  const urlsOf = () => absoluteUrls(root?.publicUrl ?? "", root?.page.basename ?? "/");
  const productData = (reviewItems: object[]) =>
    productLd(
      {
        sku: product.sku,
        name: product.name,
        description: product.shortDescription ?? product.metaDescription,
        imageUrl: product.imageUrl,
        path: product.path,
        brand: root?.shopName ?? shop.name,
        category: product.breadcrumbs.at(-1)?.name ?? product.familyLabel,
        offers:
          model.type === "configurable" && model.variants.length
            ? model.variants.map((entry) => ({ sku: entry.sku, name: entry.name, priceInclTax: entry.final.incl / 100, currency: model.currency, inStock: entry.inStock }))
            : [{ sku: product.sku, priceInclTax: product.prices.finalPrice.priceInclTax.amount, currency: model.currency, inStock: product.stock.isInStock }],
        reviews: product.reviewsLayer,
        reviewItems,
        botanicalName: product.botanical_name,
        cas: product.conformity_cas,
      },
      urlsOf(),
    );
  const breadcrumbData = (urls = urlsOf()) =>
    breadcrumbListLd([
      { name: intl.formatMessage({ id: "shell.breadcrumb.home" }), url: urls.page("/") },
      ...product.breadcrumbs.map((crumb) => ({ name: crumb.name, url: urls.page(crumb.url) })),
      { name: product.name, url: urls.page(product.path) },
    ]);

  return (
    <article className={screenStyles.screen} data-product-type={product.type} data-sku={product.sku} data-content={`product:${product.sku}`}>
      <Breadcrumbs trail={[...product.breadcrumbs.map((crumb) => ({ label: crumb.name, to: crumb.url })), { label: product.name }]} />
      <div className={productStyles.top}>
        <Gallery key={images[0]?.url} images={images} name={product.name} fallback={product.imageUrl} />
        <div className={productStyles.summary}>
          <div className={productStyles.heading}>
            <ProductLabels product={product} />
            <h1>{product.name}</h1>
            {product.botanical_name && (
              <p className={productStyles.botanical} lang="la">
                {product.botanical_name}
              </p>
            )}
            <ReviewsSummary total={product.reviewsLayer.total} ratingAverage={product.reviewsLayer.ratingAverage} />
          </div>
          {product.shortDescription && <p className={productStyles.lead}>{product.shortDescription}</p>}

          <PriceBlock price={price} quantity={model.type === "grouped" ? 0 : state.quantity} fromAmount={product.prices.minPrice.priceInclTax.amount} />
          <p className={productStyles.reference}>
            {/* A download is never out of stock nor shipped: the page says how it comes instead (links in the account once paid). */}
            {product.isVirtual ? <span data-virtual="">{intl.formatMessage({ id: "catalog.product.download" })}</span> : <StockStatus inStock={inStock} />}
            <span>
              {intl.formatMessage({ id: "catalog.product.reference" })} <code data-current-sku="">{model.type === "grouped" ? product.sku : priced.sku}</code>
            </span>
          </p>

          {/* The inputs name the add form: without JavaScript they are its fields (selection-form.ts). */}
          <SelectionFormContext.Provider value={formId}>
          {model.type === "configurable" && <ConfigurableSelector options={product.configurableOptions} model={model} state={state} dispatch={dispatch} />}
          {model.bundleOptions.length > 0 && (
            <Suspense fallback={null}>
              <BundleOptions model={model} state={state} dispatch={dispatch} issues={issues} />
            </Suspense>
          )}
          {model.groupedItems.length > 0 && (
            <Suspense fallback={null}>
              <GroupedItems items={product.groupedItems} model={model} state={state} dispatch={dispatch} />
            </Suspense>
          )}
          {model.customOptions.length > 0 && (
            <Suspense fallback={null}>
              <CustomOptions options={model.customOptions} currency={model.currency} state={state} dispatch={dispatch} issues={issues} />
            </Suspense>
          )}

          <AddToBasket
            formId={formId}
            issues={issues}
            lines={lines}
            onAdd={onAdd}
            action={`/product/${encodeURIComponent(product.sku)}`}
            initialMessage={addMessage}
            total={
              price.total.incl > 0 &&
              intl.formatMessage(
                { id: "catalog.basket.total" },
                {
                  incl: <strong key="incl">{format.money(moneyOf(price.total.incl, model.currency))}</strong>,
                  excl: format.money(moneyOf(price.total.excl, model.currency)),
                },
              )
            }
          >
            {model.type !== "grouped" && (
              <QuantityInput
                value={state.quantity}
                max={MAX_QUANTITY}
                label={intl.formatMessage({ id: "catalog.quantity.label" })}
                invalid={Boolean(quantityIssue)}
                name={selectionFields.quantity}
                onChange={(quantity) => dispatch({ type: "quantity", quantity })}
              />
            )}
          </AddToBasket>
          {/* Keeps the product with the choices made so far (a choice still to make included: the list says so). */}
          <WishlistHeart sku={product.sku} name={product.name} look="page" form={formId} choices={() => selectionChoicesOf(model, state)} />
          </SelectionFormContext.Provider>
          {alertSku && (
            <Suspense fallback={null}>
              <StockAlertForm key={alertSku} sku={alertSku} />
            </Suspense>
          )}

          {(model.type === "simple" || model.type === "configurable") && <TierPrices priced={priced} currency={model.currency} quantity={state.quantity} />}
          <Documents product={product} />
        </div>
      </div>

      <div className={productStyles.details}>
        <section className={productStyles.description} aria-labelledby={`description-${product.sku}`}>
          <h2 id={`description-${product.sku}`} className={productStyles.sectionTitle}>
            {intl.formatMessage({ id: "catalog.product.description" })}
          </h2>
          {product.description.map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
        </section>
        <section aria-labelledby={`facts-${product.sku}`}>
          <h2 id={`facts-${product.sku}`} className={productStyles.sectionTitle}>
            {intl.formatMessage({ id: "catalog.product.facts" })}
          </h2>
          <ProductFacts product={product} />
        </section>
      </div>

      {reviews}

      <RelatedProducts products={product.related} familyLabel={product.familyLabel} />

      <JsonLd data={import.meta.env.SSR ? productData(reviewItems) : undefined} />
      <JsonLd data={import.meta.env.SSR ? breadcrumbData() : undefined} />
    </article>
  );
}

/**
 * The product page, by sku (`/product/:id`, and "the product page, identified by a sku
 * taken from the entity's identifier"): gallery, facts, prices incl. and excl. VAT, options and
 * the selection they make, documents, reviews summary, the reviews, related products. Its four queries are
 * loaded by the route's loader; a product they do not know is the 404 page.
 */
export function ProductScreen({
  sku,
  addMessage,
}: {
  sku: string;
  /** A refusal the add form's action answered (no JavaScript). */
  addMessage?: string | null;
}) {
  const [refreshing, clearRefreshing] = useRefreshingFlag();
  // The product clears the 'refreshing' navigation flag from the location state after use.
  useEffect(() => {
    if (refreshing) clearRefreshing();
  }, [refreshing, clearRefreshing]);

  const variables = { sku };
  const { data } = usePageQuery(PRODUCT_QUERY, { variables });
  const variants = usePageQuery(PRODUCT_VARIANTS_QUERY, { variables }).data?.product;
  const bundle = usePageQuery(PRODUCT_BUNDLE_QUERY, { variables }).data?.product;
  const related = usePageQuery(PRODUCT_RELATED_QUERY, { variables }).data?.product;
  const product = data?.product;
  const page = useMemo<ProductPageData | null>(
    () =>
      product
        ? {
            ...product,
            configurations: variants?.configurations ?? [],
            groupedItems: variants?.groupedItems ?? [],
            bundleOptions: bundle?.bundleOptions ?? [],
            bundleBasePrice: bundle?.bundleBasePrice ?? null,
            related: related?.related ?? [],
          }
        : null,
    [product, variants, bundle, related],
  );
  if (data && !product) return <NotFoundScreen />;
  if (!page) return null;
  // A new product, or its choices arriving, start the selection afresh.
  return <ProductView key={`${page.sku}|${variants ? 1 : 0}|${bundle ? 1 : 0}`} product={page} addMessage={addMessage} />;
}

/** The sku is what follows `product:` in the entity's identifier (commerce `Entity.identifier`). */
export const skuOf = (entity: Pick<RouteEntity, "identifier" | "sku">) => entity.sku ?? entity.identifier.replace(/^product:/, "");

/** Registered for `product` entities (PAGE_TYPES in app/routes/entity/page-types.ts). */
export default function ProductEntityScreen({ entity }: EntityScreenProps<RouteEntity>) {
  return <ProductScreen sku={skuOf(entity)} />;
}

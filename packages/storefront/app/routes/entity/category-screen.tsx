import { useMemo } from "react";
import { useIntl } from "react-intl";
import { Link, useLocation } from "react-router";
import { VisuallyHidden } from "../../components/visually-hidden.tsx";
import { SortSelect } from "../../features/catalog/listing/listing-controls.tsx";
import { listingInputOf, listingSearch } from "../../features/catalog/listing/listing-state.ts";
import { CATEGORY_FACET, type ProductListing } from "../../features/catalog/listing/listing-types.ts";
import listingStyles from "../../features/catalog/listing/listing.module.css";
import { ListingLayout } from "../../features/catalog/listing/listing-layout.tsx";
import { useListingNavigation } from "../../features/catalog/listing/use-listing-navigation.ts";
import { JsonLd, breadcrumbListLd, itemListLd, useAbsoluteUrls } from "../../features/catalog/structured-data.tsx";
import type { EntityScreenProps } from "../../features/url-resolution/entity-registry.ts";
import { NotFoundScreen } from "../../layouts/not-found-screen.tsx";
import { Breadcrumbs } from "../../layouts/screen.tsx";
import screenStyles from "../../layouts/screen.module.css";
import { CATEGORY_QUERY, type CategoryPage } from "./category-query.ts";
import styles from "./category-screen.module.css";
import { CategoryVisual } from "./category-visual.tsx";
import type { RouteEntity } from "./route-query.ts";
import { usePageQuery } from "../../lib/page-query.ts";

/**
 * The category facet as links to the sub-categories (a decision: a sub-category is a page of its
 * own, with its own URL, title and canonical, rather than a filter of this one). The link keeps
 * the filters and sort chosen here, and counts what it will show with them.
 */
function SubcategoryLinks({ category, listing }: { category: CategoryPage; listing: ProductListing }) {
  const intl = useIntl();
  const { state } = useListingNavigation(listing);
  const facet = listing.facets.find((entry) => entry.code === CATEGORY_FACET);
  const children = new Map(category.children.map((child) => [child.id, child]));
  const links = facet
    ? facet.buckets.map((bucket) => ({ id: bucket.value, name: children.get(bucket.value)?.name ?? bucket.label, url: children.get(bucket.value)?.url ?? `/category/${bucket.value}`, count: bucket.docCount }))
    : category.children.map((child) => ({ id: child.id, name: child.name, url: child.url, count: null }));
  if (links.length === 0) return null;
  const search = listingSearch({ ...state, page: 1 });
  return (
    <nav className={listingStyles.subcategories} aria-label={intl.formatMessage({ id: "screen.category.subcategories" }, { name: category.name })}>
      <ul>
        {links.map((link) => (
          <li key={link.id}>
            <Link className={listingStyles.subcategory} to={{ pathname: link.url, search }} rel={search ? "nofollow" : undefined}>
              {link.name}
              {link.count !== null && (
                <span className={listingStyles.subcategoryCount}>
                  {link.count}
                  <VisuallyHidden> {intl.formatMessage({ id: "catalog.facet.products" }, { count: link.count })}</VisuallyHidden>
                </span>
              )}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function CategoryListing({ category, listing }: { category: CategoryPage; listing: ProductListing }) {
  const intl = useIntl();
  const { state, go } = useListingNavigation(listing);
  return (
    <ListingLayout
      listing={listing}
      facets={listing.facets.filter((facet) => facet.code !== CATEGORY_FACET)}
      title={intl.formatMessage({ id: "catalog.results.title" }, { name: category.name })}
      sortControl={<SortSelect listing={listing} state={state} go={go} />}
    />
  );
}

/**
 * The category page (`/category/:id` and the category's own URL path): breadcrumbs,
 * name and description, sub-categories, and the product listing whose state — filters, price,
 * sort, page size, page — lives in the query string.
 */
export function CategoryScreen({ id }: { id: string }) {
  const intl = useIntl();
  const location = useLocation();
  const urls = useAbsoluteUrls();
  const input = useMemo(() => listingInputOf(location.search), [location.search]);
  const { data, previousData } = usePageQuery(CATEGORY_QUERY, { variables: { id, input } });
  const category = (data ?? previousData)?.category;
  if (data && !data.category) return <NotFoundScreen />;
  if (!category) return null;
  const listing = category.products;
  const home = intl.formatMessage({ id: "shell.breadcrumb.home" });
  return (
    <div className={screenStyles.screen} data-content={`category:${category.id}`}>
      <Breadcrumbs trail={[...category.breadcrumbs.map((crumb) => ({ label: crumb.name, to: crumb.url })), { label: category.name }]} />
      <header className={styles.header}>
        <div>
          <h1>{category.name}</h1>
          {category.description && <p className={styles.description}>{category.description}</p>}
        </div>
        <CategoryVisual className={styles.banner} categoryKey={category.url} />
      </header>
      <SubcategoryLinks category={category} listing={listing} />
      <CategoryListing category={category} listing={listing} />
      {/* Structured data, built by the server only (JsonLd). */}
      <JsonLd data={import.meta.env.SSR ? breadcrumbListLd([{ name: home, url: urls.page("/") }, ...category.breadcrumbs.map((crumb) => ({ name: crumb.name, url: urls.page(crumb.url) })), { name: category.name, url: urls.page(category.url) }]) : undefined} />
      <JsonLd data={import.meta.env.SSR ? itemListLd(category.name, listing.products, (listing.page - 1) * listing.pageLength + 1, urls) : undefined} />
    </div>
  );
}

/** Registered for `category` entities (PAGE_TYPES in app/routes/entity/page-types.ts). */
export default function CategoryEntityScreen({ entity }: EntityScreenProps<RouteEntity>) {
  return entity.category ? <CategoryScreen id={entity.category.id} /> : <NotFoundScreen />;
}

import { useQuery } from "@apollo/client/react";
import { useIntl } from "react-intl";
import { Link } from "react-router";
import type { EntityScreenProps } from "../../features/url-resolution/entity-registry.ts";
import { NotFoundScreen } from "../../layouts/not-found-screen.tsx";
import { Breadcrumbs, PendingNotice } from "../../layouts/screen.tsx";
import screenStyles from "../../layouts/screen.module.css";
import { CATEGORY_QUERY } from "./category-query.ts";
import styles from "./category-screen.module.css";
import { CategoryVisual } from "./category-visual.tsx";
import type { RouteEntity } from "./route-query.ts";

/**
 * The category page: name, description and breadcrumbs from the API, its sub-categories; the
 * product listing (facets, sort, pages) arrives with the catalogue.
 */
export function CategoryScreen({ id }: { id: string }) {
  const intl = useIntl();
  const { data } = useQuery(CATEGORY_QUERY, { variables: { id } });
  const category = data?.category;
  if (data && !category) return <NotFoundScreen />;
  if (!category) return null;
  return (
    <div className={screenStyles.screen}>
      <Breadcrumbs trail={[...category.breadcrumbs.map((crumb) => ({ label: crumb.name, to: crumb.url })), { label: category.name }]} />
      <header className={styles.header}>
        <div>
          <h1>{category.name}</h1>
          {category.description && <p className={styles.description}>{category.description}</p>}
        </div>
        <CategoryVisual className={styles.banner} categoryKey={category.url} />
      </header>
      {category.children.length > 0 && (
        <section aria-labelledby={`subcategories-${category.id}`}>
          <h2 id={`subcategories-${category.id}`} className={styles.subtitle}>
            {intl.formatMessage({ id: "screen.category.subcategories" }, { name: category.name })}
          </h2>
          <ul className={styles.grid}>
            {category.children.map((child) => (
              <li key={child.id}>
                <Link className={styles.card} to={child.url}>
                  <CategoryVisual categoryKey={child.url} />
                  <strong>{child.name}</strong>
                  {child.description && <span>{child.description}</span>}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      <PendingNotice>{intl.formatMessage({ id: "screen.category.pending" })}</PendingNotice>
    </div>
  );
}

/** Registered for `category` entities (app/routes/entity/entity-types.ts). */
export default function CategoryEntityScreen({ entity }: EntityScreenProps<RouteEntity>) {
  return entity.category ? <CategoryScreen id={entity.category.id} /> : <NotFoundScreen />;
}

import { type CreateTableBuilder, type Kysely, type Migration, Migrator } from "kysely";
import type { Dialect } from "./database.ts";
import * as foundation from "./migrations/0001_foundation.ts";
import * as catalogContentUrls from "./migrations/0002_catalog_content_urls.ts";
import * as products from "./migrations/0003_products.ts";
import * as search from "./migrations/0004_search.ts";
import * as stockChanges from "./migrations/0005_stock_changes.ts";
import * as outbox from "./migrations/0006_outbox.ts";
import * as staff from "./migrations/0007_staff.ts";
import * as cart from "./migrations/0008_cart.ts";
import * as checkoutOrders from "./migrations/0009_checkout_orders.ts";
import * as orderLineChoices from "./migrations/0010_order_line_choices.ts";
import * as orderBasketGivenBack from "./migrations/0011_order_basket_given_back.ts";
import * as customerAccounts from "./migrations/0012_customer_accounts.ts";
import * as addressBook from "./migrations/0013_address_book.ts";
import * as invoices from "./migrations/0014_invoices.ts";
import * as newsletter from "./migrations/0015_newsletter.ts";
import * as downloadableProducts from "./migrations/0016_downloadable_products.ts";
import * as emailChangeConfirmedByLink from "./migrations/0017_email_change_confirmed_by_link.ts";
import * as creditNotes from "./migrations/0018_credit_notes.ts";
import * as downloadWithdrawalWaiver from "./migrations/0019_download_withdrawal_waiver.ts";
import * as storeCredit from "./migrations/0020_store_credit.ts";
import * as returns from "./migrations/0021_returns.ts";
import * as refunds from "./migrations/0022_refunds.ts";
import * as wishlists from "./migrations/0023_wishlists.ts";
import * as productReviews from "./migrations/0024_product_reviews.ts";
import * as stockAlerts from "./migrations/0025_stock_alerts.ts";
import * as contactMessages from "./migrations/0026_contact_messages.ts";
import * as newsletterSubscribers from "./migrations/0027_newsletter_subscribers.ts";
import * as cmsDraftsAndEditorModes from "./migrations/0028_cms_drafts_and_editor_modes.ts";

/** What a migration needs to know about the dialect: the one DDL difference we allow. */
export interface MigrationContext {
  dialect: Dialect;
  autoIncrementId<T extends string>(table: CreateTableBuilder<T, never>): CreateTableBuilder<T, "id">;
}

type MigrationModule = { up(db: Kysely<unknown>, context: MigrationContext): Promise<void> };

/** Every migration, in order. Append only: a migration that has run is never edited. */
const migrations: Record<string, MigrationModule> = {
  "0001_foundation": foundation,
  "0002_catalog_content_urls": catalogContentUrls,
  "0003_products": products,
  "0004_search": search,
  "0005_stock_changes": stockChanges,
  "0006_outbox": outbox,
  "0007_staff": staff,
  "0008_cart": cart,
  "0009_checkout_orders": checkoutOrders,
  "0010_order_line_choices": orderLineChoices,
  "0011_order_basket_given_back": orderBasketGivenBack,
  "0012_customer_accounts": customerAccounts,
  "0013_address_book": addressBook,
  "0014_invoices": invoices,
  "0015_newsletter": newsletter,
  "0016_downloadable_products": downloadableProducts,
  "0017_email_change_confirmed_by_link": emailChangeConfirmedByLink,
  "0018_credit_notes": creditNotes,
  "0019_download_withdrawal_waiver": downloadWithdrawalWaiver,
  "0020_store_credit": storeCredit,
  "0021_returns": returns,
  "0022_refunds": refunds,
  "0023_wishlists": wishlists,
  "0024_product_reviews": productReviews,
  "0025_stock_alerts": stockAlerts,
  "0026_contact_messages": contactMessages,
  "0027_newsletter_subscribers": newsletterSubscribers,
  "0028_cms_drafts_and_editor_modes": cmsDraftsAndEditorModes,
};

/** The migrations' names, in order: the last is the schema this version of the shop brings a database to. */
export const MIGRATION_NAMES: readonly string[] = Object.keys(migrations);

// Migrations run on the schema as it was when they were written, so the migrator is untyped.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function migrateToLatest(db: Kysely<any>, dialect: Dialect): Promise<string[]> {
  const context: MigrationContext = {
    dialect,
    autoIncrementId: (table) =>
      dialect === "postgres"
        ? table.addColumn("id", "serial", (column) => column.primaryKey())
        : table.addColumn("id", "integer", (column) => column.primaryKey().autoIncrement()),
  };
  const migrator = new Migrator({
    db,
    provider: {
      getMigrations: async () =>
        Object.fromEntries(
          Object.entries(migrations).map(([name, module]): [string, Migration] => [
            name,
            { up: (database) => module.up(database, context) },
          ]),
        ),
    },
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((result) => result.status === "Success").map((result) => result.migrationName);
}

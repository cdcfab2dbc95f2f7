import { serviceScope } from "../../modules/shop/service-scope.ts";
import { type AdminCommand, commandArguments } from "./command.ts";

/**
 * In-stock alerts for the operator: `npm run admin -- stock-alert list [--sku SKU]`, the products
 * shoppers are waiting for (alerts active or waiting for their link), to know what to restock first.
 */

const list: AdminCommand = {
  words: ["stock-alert", "list"],
  usage: "[--sku SKU]",
  summary: "Lists products with in-stock alerts waiting: sku, name, active alerts, alerts not confirmed yet (one product with --sku).",
  async run(context, args) {
    const { values } = commandArguments(args, { sku: { type: "string" } }, []);
    const rows = await context.services.stockAlerts.waiting(serviceScope(), values.sku);
    if (rows === undefined) {
      context.print(`No product has the sku ${values.sku?.trim()}.`);
      return 1;
    }
    if (rows.length === 0) {
      context.print(values.sku ? `No alert is waiting for ${values.sku.trim()}.` : "No alert is waiting.");
      return;
    }
    const table = [["SKU", "NAME", "ACTIVE", "UNCONFIRMED"], ...rows.map((row) => [row.sku, row.productName, String(row.active), String(row.unconfirmed)])];
    const widths = table[0].map((_, column) => Math.max(...table.map((row) => row[column].length)));
    for (const row of table) context.print(row.map((cell, column) => cell.padEnd(widths[column])).join("  ").trimEnd());
  },
};

/** The stock-alert commands, as listed by `help`. */
export const stockAlertCommands: AdminCommand[] = [list];

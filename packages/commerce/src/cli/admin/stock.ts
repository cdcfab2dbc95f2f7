import { serviceScope } from "../../modules/shop/service-scope.ts";
import type { StockOutcome } from "../../modules/stock/service.ts";
import { type AdminCommand, type AdminContext, UsageError } from "./command.ts";

/** Why a sku has no stock to set, for the operator. */
async function refusalLine(context: AdminContext, sku: string, outcome: StockOutcome & { success: false }): Promise<string> {
  if (outcome.errorCode === "NOT_SELLABLE") {
    const unit = await context.services.stock.show(serviceScope(), sku);
    return `${sku} is a ${unit?.type ?? "composite"} product: it has no stock of its own, its variants or items have (set theirs).`;
  }
  if (outcome.errorCode === "UNKNOWN_SKU") return `No product has the sku ${sku}.`;
  return `${sku}: ${outcome.errorCode}`;
}

const availability = (quantity: number) => (quantity > 0 ? "in stock" : "out of stock");

export const stockSet: AdminCommand = {
  words: ["stock", "set"],
  usage: "<sku> <quantity>",
  summary: "Sets a simple product's or a variant's stock; every server process shows its availability within a second.",
  async run(context, args) {
    const [sku, quantityText] = args;
    if (args.length !== 2 || !sku) throw new UsageError("Give a sku and a quantity.");
    if (!/^\d{1,9}$/.test(quantityText)) throw new UsageError(`Not a quantity: ${quantityText} (a whole number, 0 or more).`);
    const outcome = await context.services.stock.set(serviceScope(), sku, Number(quantityText));
    if (!outcome.success) {
      context.print(await refusalLine(context, sku.trim(), outcome));
      return 1;
    }
    for (const change of outcome.changes) {
      const flipped = change.before > 0 !== change.after > 0;
      context.print(`${change.sku}: ${change.before} → ${change.after}, ${flipped ? "now" : "still"} ${availability(change.after)}`);
    }
  },
};

export const stockShow: AdminCommand = {
  words: ["stock", "show"],
  usage: "<sku>",
  summary: "Shows a product's stock (a configurable's or bundle's: none of its own).",
  async run(context, args) {
    const [sku] = args;
    if (args.length !== 1 || !sku) throw new UsageError("Give a sku.");
    const unit = await context.services.stock.show(serviceScope(), sku);
    if (!unit) {
      context.print(`No product has the sku ${sku.trim()}.`);
      return 1;
    }
    if (unit.type !== "simple") {
      context.print(`${unit.sku} is a ${unit.type} product: it has no stock of its own, its variants or items have.`);
      return 1;
    }
    context.print(`${unit.sku}: ${unit.quantity}, ${availability(unit.quantity)}${unit.parentSku ? ` (a variant of ${unit.parentSku})` : ""}`);
  },
};

/** The stock commands, as listed by `help`. */
export const stockCommands: AdminCommand[] = [stockSet, stockShow];

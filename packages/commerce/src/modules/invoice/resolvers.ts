import type { Resolvers } from "../../graphql/generated/resolver-types.ts";
import { moneyOf } from "../pricing/selection-price.ts";
import { priceInclExclOfCents } from "../pricing/selection-model.ts";
import { invoiceRecordOf } from "./invoice-record.ts";
import { invoicePdfPath } from "./service.ts";

/**
 * `Order.invoices`: the `Order` type is only ever resolved for a viewer allowed to see the order
 * (the order module's `visible`, the customer's own orders, a guest's lookup), so its invoices are
 * read by the order's id. Amounts are the invoice's euro amounts (what was charged). The PDF's
 * path is given only to the signed-in customer the order belongs to: the PDF route serves nobody
 * else (a guest order, or an order found by the guest lookup, has no download).
 */
export const invoiceResolvers: Resolvers = {
  Order: {
    invoices: async ({ row: order }, _args, context) => {
      const rows = await context.services.invoices.byOrder(context.scope, order.id);
      const customerId = context.scope.customerId ?? null;
      const ownerSignedIn = customerId !== null && order.customer_id === customerId;
      return rows.map((row) => {
        const invoice = invoiceRecordOf(row);
        const pair = (incl: number, excl: number) => priceInclExclOfCents({ incl, excl }, row.currency);
        return {
          id: row.number,
          creationDate: row.issued_at,
          items: invoice.lines.map((line) => ({
            id: String(line.position),
            name: line.name,
            sku: line.sku,
            price: pair(line.unit.incl, line.unit.excl),
            quantity: line.quantity,
            taxAmount: moneyOf(line.vatCents, row.currency),
            subtotal: pair(line.row.incl - line.discount.incl, line.row.excl - line.discount.excl),
            options: line.options,
            bundleOptions: line.bundleOptions,
          })),
          totals: {
            subtotal: pair(row.subtotal_incl_cents, row.subtotal_excl_cents),
            discount: pair(row.discount_incl_cents, row.discount_excl_cents),
            shippingAmount: pair(row.shipping_incl_cents, row.shipping_excl_cents),
            taxAmount: moneyOf(row.vat_cents, row.currency),
            grandTotal: pair(row.grand_total_incl_cents, row.grand_total_excl_cents),
          },
          downloadUrl: ownerSignedIn ? invoicePdfPath(order.public_id, row.number) : null,
        };
      });
    },
  },
};

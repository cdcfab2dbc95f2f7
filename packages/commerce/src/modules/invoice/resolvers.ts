import type { Resolvers } from "../../graphql/generated/resolver-types.ts";
import { creditNoteView, documentView, ownerSignedIn } from "./document-view.ts";
import { invoiceRecordOf } from "./invoice-record.ts";
import { invoicePdfPath } from "./service.ts";

/**
 * `Order.invoices` and `Order.creditNotes`: the `Order` type is only ever resolved for a viewer
 * allowed to see the order (the order module's `visible`, the customer's own orders, a guest's
 * lookup), so its documents are read by the order's id. Amounts are the documents' euro amounts
 * (what was charged, what is credited). A PDF's path is given only to the signed-in customer the
 * order belongs to: the PDF route serves nobody else (a guest order, or an order found by the
 * guest lookup, has no download).
 */

export const invoiceResolvers: Resolvers = {
  Order: {
    invoices: async ({ row: order }, _args, context) => {
      const rows = await context.services.invoices.byOrder(context.scope, order.id);
      const owner = ownerSignedIn(order, context.scope.customerId);
      return rows.map((row) => ({
        id: row.number,
        creationDate: row.issued_at,
        ...documentView(row, invoiceRecordOf(row).lines),
        downloadUrl: owner ? invoicePdfPath(order.public_id, row.number) : null,
      }));
    },
    creditNotes: async ({ row: order }, _args, context) => {
      const rows = await context.services.invoices.creditNotesByOrder(context.scope, order.id);
      return rows.map((row) => creditNoteView(row, order, context.scope.customerId));
    },
  },
};

import type { RefundMethod as RefundMethodCode, RefundStatus as RefundStatusCode, Resolvers } from "../../graphql/generated/resolver-types.ts";
import type { RefundMethod, RefundStatus } from "../../db/schema.ts";
import { creditNoteView } from "../invoice/document-view.ts";
import { moneyOf } from "../pricing/selection-price.ts";
import { priceInclExclOfCents } from "../pricing/selection-model.ts";

/**
 * `Order.refunds`: the `Order` type is only ever resolved for a viewer allowed to see the order
 * (as `Order.creditNotes`), so its refunds are read by the order's id, batched per operation. A
 * refund shows its credit note (items, delivery, totals, the PDF's path for the order's signed-in
 * owner only), where the money goes in the store's language, and its amounts in euros.
 */

const METHODS: Record<RefundMethod, RefundMethodCode> = { original_payment: "ORIGINAL_PAYMENT", store_credit: "STORE_CREDIT" };
const STATUSES: Record<RefundStatus, RefundStatusCode> = { pending: "PENDING", completed: "COMPLETED", manual: "MANUAL" };
const STORE_CREDIT_TITLE = { fr: "Avoir", en: "Store credit" } as const;

export const refundResolvers: Resolvers = {
  Order: {
    refunds: async ({ row: order }, _args, context) => {
      const { services, scope } = context;
      const [refunds, creditNotes] = await Promise.all([services.refunds.byOrder(scope, order.id), services.invoices.creditNotesByOrder(scope, order.id)]);
      const language = scope.store.language;
      return refunds.map((refund) => {
        const note = creditNotes.find((candidate) => candidate.id === refund.credit_note_id);
        if (!note) throw new Error(`refund ${refund.public_id}: its credit note is not the order's`);
        const creditNote = creditNoteView(note, order, scope.customerId);
        const provider = refund.payment_provider ?? order.payment_method;
        return {
          id: refund.public_id,
          createdAt: refund.created_at,
          method: METHODS[refund.method],
          methodTitle: refund.method === "store_credit" ? STORE_CREDIT_TITLE[language] : (services.payments.provider(provider)?.title[language] ?? provider),
          status: STATUSES[refund.status],
          creditNote,
          items: creditNote.items,
          shipping: priceInclExclOfCents({ incl: note.shipping_incl_cents, excl: note.shipping_excl_cents }, note.currency),
          adjustment: moneyOf(refund.adjustment_cents, "EUR"),
          fee: moneyOf(refund.fee_cents, "EUR"),
          total: moneyOf(refund.amount_cents, "EUR"),
          completedAt: refund.completed_at,
        };
      });
    },
  },
};

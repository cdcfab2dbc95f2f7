import express from "express";
import { LRUCache } from "lru-cache";
import { ownerFileRoute } from "../../http/owner-file-route.ts";
import type { Services } from "../../services.ts";

/**
 * An invoice's PDF and a credit note's, for the order's owner:
 * `GET /user/orders/<order_id>/invoice/<number>/pdf` and
 * `GET /user/orders/<order_id>/credit-note/<number>/pdf` (fr-FR store) and the same under `/en`
 * (en-GB store), mounted by the server before the pages (`Invoice.downloadUrl` and
 * `CreditNote.downloadUrl` name the store-relative paths).
 *
 * The document is found by one statement with the owner in it (ADR 045), so another customer's
 * document, a visitor's try, a guessed neighbouring id, an unknown or a malformed one all get the
 * same small 404 (`ownerFileRoute`), and the service logs the refusal at warn. A document never
 * changes, so each process keeps the few it rendered last (invoices and credit notes together:
 * their numbers never collide).
 */

export function createInvoicePdfRouter(options: { services: Services }) {
  const { services } = options;
  // A PDF is some tens of kB: a bounded memory whatever the number of documents.
  const rendered = new LRUCache<string, Buffer>({ maxSize: 8 * 1024 * 1024, sizeCalculation: (body) => body.length + 1 });
  const cached = async (number: string, render: () => Promise<Uint8Array>) => {
    let body = rendered.get(number);
    if (!body) {
      body = Buffer.from(await render());
      rendered.set(number, body);
    }
    return { file: body, fileName: `${number}.pdf` };
  };
  const invoices = ownerFileRoute<{ orderId: string; invoiceId: string }>(services, "/user/orders/:orderId/invoice/:invoiceId/pdf", async (scope, params) => {
    const invoice = await services.invoices.ownedByCustomer(scope, params.orderId, params.invoiceId);
    return invoice ? cached(invoice.row.number, () => services.invoices.pdf(invoice)) : { notFound: true };
  });
  const creditNotes = ownerFileRoute<{ orderId: string; number: string }>(services, "/user/orders/:orderId/credit-note/:number/pdf", async (scope, params) => {
    const note = await services.invoices.ownedCreditNote(scope, params.orderId, params.number);
    return note ? cached(note.row.number, () => services.invoices.creditNotePdf(note)) : { notFound: true };
  });
  return express.Router().use(invoices, creditNotes);
}

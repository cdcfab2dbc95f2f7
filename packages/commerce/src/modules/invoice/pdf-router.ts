import { LRUCache } from "lru-cache";
import { ownerFileRoute } from "../../http/owner-file-route.ts";
import type { Services } from "../../services.ts";

/**
 * An invoice's PDF, for the order's owner: `GET /user/orders/<order_id>/invoice/<number>/pdf`
 * (fr-FR store) and the same under `/en` (en-GB store), mounted by the server before the pages
 * (`Invoice.downloadUrl` names the store-relative path).
 *
 * The invoice is found by one statement with the owner in it (ADR 045), so another customer's
 * invoice, a visitor's try, a guessed neighbouring id, an unknown or a malformed one all get the
 * same small 404 (`ownerFileRoute`), and the service logs the refusal at warn. An invoice never
 * changes, so each process keeps the few it rendered last.
 */

export function createInvoicePdfRouter(options: { services: Services }) {
  const { services } = options;
  // A PDF is some tens of kB: a bounded memory whatever the number of invoices.
  const rendered = new LRUCache<string, Buffer>({ maxSize: 8 * 1024 * 1024, sizeCalculation: (body) => body.length + 1 });
  return ownerFileRoute<{ orderId: string; invoiceId: string }>(services, "/user/orders/:orderId/invoice/:invoiceId/pdf", async (scope, params) => {
    const invoice = await services.invoices.ownedByCustomer(scope, params.orderId, params.invoiceId);
    if (!invoice) return { notFound: true };
    let body = rendered.get(invoice.row.number);
    if (!body) {
      body = Buffer.from(await services.invoices.pdf(invoice));
      rendered.set(invoice.row.number, body);
    }
    return { file: body, fileName: `${invoice.row.number}.pdf` };
  });
}

import express, { type NextFunction, type Request, type Response } from "express";
import { LRUCache } from "lru-cache";
import type { Services } from "../../services.ts";
import { serviceScope } from "../shop/service-scope.ts";
import { stores } from "../shop/stores.ts";

/**
 * An invoice's PDF, for the order's owner: `GET /user/orders/<order_id>/invoice/<number>/pdf`
 * (fr-FR store) and the same under `/en` (en-GB store), mounted by the server before the pages
 * (`Invoice.downloadUrl` names the store-relative path).
 *
 * The session cookie is resolved as the API resolves it; the invoice is found by one statement
 * with the owner in it (ADR 045), so another customer's invoice, a visitor's try, a guessed
 * neighbouring id, an unknown or a malformed one all get the same small 404 (media-router's), and
 * the service logs the refusal at warn. The PDF is an attachment, never stored by a cache
 * (`private, no-store`); an invoice never changes, so each process keeps the few it rendered last.
 */

const PATHS = ["/user/orders/:orderId/invoice/:invoiceId/pdf", "/en/user/orders/:orderId/invoice/:invoiceId/pdf"];

function notFound(response: Response) {
  response.status(404).set("cache-control", "no-store").type("text/plain; charset=utf-8").send("Not found");
}

export function createInvoicePdfRouter(options: { services: Services }) {
  const { services } = options;
  // A PDF is some tens of kB: a bounded memory whatever the number of invoices.
  const rendered = new LRUCache<string, Buffer>({ maxSize: 8 * 1024 * 1024, sizeCalculation: (body) => body.length + 1 });
  const router = express.Router();

  router.get(PATHS, async (request: Request<{ orderId: string; invoiceId: string }>, response: Response, next: NextFunction) => {
    try {
      const session = await services.sessions.resolve(request.headers.cookie);
      // The session could not be checked (database down): retry later, as pages and the API answer it.
      if (session.status === "failed") {
        response.status(503).set({ "retry-after": "5", "cache-control": "no-store" }).type("text/plain; charset=utf-8").send("Service unavailable");
        return;
      }
      const customerId = session.status === "active" ? session.session.customerId : null;
      const store = request.path.startsWith("/en/") ? stores.en : stores.fr;
      const invoice = await services.invoices.ownedByCustomer(serviceScope({ store, customerId }), request.params.orderId, request.params.invoiceId);
      if (!invoice) return notFound(response);
      let body = rendered.get(invoice.row.number);
      if (!body) {
        body = Buffer.from(await services.invoices.pdf(invoice));
        rendered.set(invoice.row.number, body);
      }
      response.set({
        "content-type": "application/pdf",
        "content-disposition": `attachment; filename="${invoice.row.number}.pdf"`,
        "cache-control": "private, no-store",
        "x-content-type-options": "nosniff",
      });
      response.send(body);
    } catch (error) {
      // A database outage answers 503 and anything else 500, by the server's last handler.
      next(error);
    }
  });
  return router;
}

import type { Router } from "express";
import { ownerFileRoute } from "../../http/owner-file-route.ts";
import type { Services } from "../../services.ts";

/**
 * A return's printable slip for its owner: `GET /user/returns/<id>/slip/pdf` (fr-FR store) and the
 * same under `/en`, mounted by the storefront's server before the pages, beside the invoices'
 * PDFs (`ReturnAuthorization.slipUrl` names the store-relative path). The return is found by one
 * statement with the owner in it (ADR 045): another customer's, a visitor's try, a guess or a
 * malformed id all get the same small 404, and the service logs the refusal. A closed return's
 * slip is no longer served (410). The slip is rendered on each request: it is small and asked for
 * rarely, and its answers belong to one shopper.
 */
export function createReturnSlipRouter(options: { services: Services }): Router {
  const { services } = options;
  return ownerFileRoute<{ returnId: string }>(services, "/user/returns/:returnId/slip/pdf", async (scope, params, store) => {
    const slip = await services.returns.ownedSlip(scope, params.returnId);
    if (!slip) return { notFound: true };
    if (slip === "closed") return { gone: store.language === "fr" ? "Ce retour est clôturé : son bon de retour n'est plus utile." : "This return is closed: its slip is no longer needed." };
    return { file: await services.returns.slipPdf(slip), fileName: `${slip.number}.pdf` };
  });
}

import express, { type NextFunction, type Request, type Response, type Router } from "express";
import { type ServiceScope, serviceScope } from "../modules/shop/service-scope.ts";
import { type Store, stores } from "../modules/shop/stores.ts";
import type { Services } from "../services.ts";

/** What a customer's file route found: the file, nothing (for this visitor), or a file no longer served, said in a sentence. */
export type OwnerFile = { file: Uint8Array; fileName: string } | { notFound: true } | { gone: string };

/**
 * A file only its owner downloads (an invoice's PDF, a bought guide), at a path of the fr-FR
 * store and the same under `/en`, mounted by the server before the pages. The session cookie is
 * resolved as the API resolves it, and `find` answers for the scope of that customer (none for a
 * visitor), so that whatever is not theirs, unknown or malformed gets one small 404; a file is an
 * attachment never stored by a cache.
 */
export function ownerFileRoute<P extends Record<string, string>>(
  services: Pick<Services, "sessions">,
  path: string,
  find: (scope: ServiceScope, params: P, store: Store) => Promise<OwnerFile>,
): Router {
  const router = express.Router();
  router.get([path, `/en${path}`], async (request: Request<P>, response: Response, next: NextFunction) => {
    try {
      const session = await services.sessions.resolve(request.headers.cookie);
      // The session could not be checked (database down): retry later, as pages and the API answer it.
      if (session.status === "failed") {
        response.status(503).set({ "retry-after": "5", "cache-control": "no-store" }).type("text/plain; charset=utf-8").send("Service unavailable");
        return;
      }
      const customerId = session.status === "active" ? session.session.customerId : null;
      const store = request.path.startsWith("/en/") ? stores.en : stores.fr;
      const found = await find(serviceScope({ store, customerId }), request.params, store);
      if ("notFound" in found) {
        response.status(404).set("cache-control", "no-store").type("text/plain; charset=utf-8").send("Not found");
      } else if ("gone" in found) {
        response.status(410).set("cache-control", "no-store").type("text/plain; charset=utf-8").send(found.gone);
      } else {
        response.set({
          "content-type": "application/pdf",
          "content-disposition": `attachment; filename="${found.fileName}"`,
          "cache-control": "private, no-store",
          "x-content-type-options": "nosniff",
        });
        response.send(Buffer.from(found.file));
      }
    } catch (error) {
      // A database outage answers 503 and anything else 500, by the server's last handler.
      next(error);
    }
  });
  return router;
}

import { ownerFileRoute } from "../../http/owner-file-route.ts";
import type { Services } from "../../services.ts";

/**
 * A downloadable product's file, for the customer who bought it:
 * `GET /user/downloadable-products/<id>/file` (fr-FR store) and the same under `/en` (en-GB),
 * mounted by the server before the pages (`DownloadableProduct.url` names the store-relative path).
 *
 * Another customer's right, a visitor's try, an unknown or malformed id all get the invoice PDF's
 * small 404 (`ownerFileRoute`; the service logs the refusal); the owner's right with no download
 * left, or expired, answers 410 with a short text in the store's language. Each answer with the
 * file counts one download (one conditional statement, service.ts).
 */

const GONE = {
  EXHAUSTED: {
    fr: "Ce lien de téléchargement a été utilisé autant de fois qu’il le permettait.",
    en: "This download link has been used as many times as it allows.",
  },
  EXPIRED: { fr: "Ce lien de téléchargement a expiré.", en: "This download link has expired." },
} as const;

export function createDownloadRouter(options: { services: Services }) {
  const { services } = options;
  return ownerFileRoute<{ rightId: string }>(services, "/user/downloadable-products/:rightId/file", async (scope, params, store) => {
    const outcome = await services.downloads.download(scope, params.rightId);
    if (outcome.ok) return { file: outcome.body, fileName: outcome.fileName };
    return outcome.code === "NOT_FOUND" ? { notFound: true } : { gone: GONE[outcome.code][store.language] };
  });
}

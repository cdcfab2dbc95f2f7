import { mergeCatalogFiles } from "./catalog.ts";

/** The fr-FR messages of the account area, the checkout and quick order (app/i18n/fr-FR/areas/*.json), which catalogue pages never show. */
export default mergeCatalogFiles(import.meta.glob<{ default: Record<string, string> }>("./fr-FR/areas/*.json", { eager: true }));

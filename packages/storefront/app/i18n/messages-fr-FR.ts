import { mergeCatalogFiles } from "./catalog.ts";

/** The fr-FR messages any page may show (app/i18n/fr-FR/*.json): what the browser loads before the page starts. */
export default mergeCatalogFiles(import.meta.glob<{ default: Record<string, string> }>("./fr-FR/*.json", { eager: true }));

import { mergeCatalogFiles } from "./catalog.ts";

/** The en-GB messages any page may show (app/i18n/en-GB/*.json): what the browser loads before the page starts. */
export default mergeCatalogFiles(import.meta.glob<{ default: Record<string, string> }>("./en-GB/*.json", { eager: true }));

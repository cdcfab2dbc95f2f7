import { mergeCatalogFiles } from "./catalog.ts";

/** The en-GB messages of the account area, the checkout and quick order (app/i18n/en-GB/areas/*.json), which catalogue pages never show. */
export default mergeCatalogFiles(import.meta.glob<{ default: Record<string, string> }>("./en-GB/areas/*.json", { eager: true }));

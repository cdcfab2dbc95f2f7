/** Generated media: product and category visuals (SVG) and product documents (PDF). */
export { categoryFamily, categoryVisualSvg, FAMILY_PALETTES, productVisualSvg, VISUAL_FONT_FAMILY, type ProductVisualOptions } from "./product-visual.ts";
export {
  DEFAULT_DOCUMENT_DATE,
  documentFileName,
  isArticle,
  safetyDataSheetPdf,
  technicalDocumentPdf,
  type DocumentKind,
  type DocumentOptions,
  type ShopIdentity,
} from "./product-documents.ts";

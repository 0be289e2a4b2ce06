/**
 * The editable content of the public pages (decision 0011): what the pages show
 * (`siteContent`), what the editors list and write, and the site details (social links, contact).
 */
export {
  createContent,
  deleteContent,
  type EditableItem,
  getContent,
  listContent,
  moveContent,
  setContentHidden,
  updateContent,
  type WriteResult,
} from "./editing";
export { storeUploadedFile, variantBytes } from "./images";
export { CONTENT_KINDS, type ContentKind, isContentKind } from "./kinds";
export { CONTENT_CHECK_MS, contactDetails, forgetSiteContent, siteContent } from "./public";
export { forgetPublished } from "./published";
export { readSiteDetails, saveSiteDetails, seedContactDetails } from "./site-details";
export { type CatalogEntry, foldText, type LanguageText, queryTexts, type TextCatalog, textCatalog } from "./texts/catalog";
export {
  confirmTranslation,
  restoreVersion,
  type TextVersion,
  textHistory,
  type WriteOutcome,
  writeTexts,
} from "./texts/editing";
export { applyTextImport, previewTextImport } from "./texts/file-import";
export { shippedTexts } from "./texts/shipped";
export {
  changedNamespaces,
  changesOf,
  heldSiteTexts,
  NO_OVERRIDES,
  type SiteTexts,
  shownDictionary,
  siteTexts,
} from "./texts/site-texts";
export { exportXliff } from "./texts/xliff";
export { CONTENT_VERSION_KEY, readContentVersion } from "./version";

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
export { CONTENT_KINDS, type ContentKind, isContentKind } from "./kinds";
export { CONTENT_CHECK_MS, contactDetails, forgetSiteContent, siteContent } from "./public";
export { readSiteDetails, saveSiteDetails, seedContactDetails } from "./site-details";
export { CONTENT_VERSION_KEY, readContentVersion } from "./version";

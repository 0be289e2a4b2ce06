/** Careers (decision 0032): job openings staff write, the careers pages, their structured data and feeds. */
export { careersFeedXml, type FeedChannel, type FeedItem } from "./feed";
export { descriptionHtml, type JobPostingContext, jobPostingJsonLd } from "./json-ld";
export { renderOpeningMarkdown } from "./markdown";
export { type OpeningPageText, openingText } from "./page-text";
export { getPublicOpening, isOpen, listOpenOpenings, openOpeningsForIndex, similarOpenings, todayUtc } from "./public";
export {
  closeOpening,
  createOpening,
  getOpening,
  listOpenings,
  OPENING_LIST_FILTERS,
  type OpeningChange,
  type OpeningListFilter,
  publishOpening,
  reopenOpening,
  updateOpening,
} from "./store";

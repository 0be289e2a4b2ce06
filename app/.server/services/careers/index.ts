/**
 * Careers: job openings staff write, the careers pages, their structured data and feeds (decision
 * 0032), candidates' CVs (decision 0034), candidates and their applications (decision 0035), job alerts (decision 0036). What the rest of the app may call of this domain
 * (decision 0030): code outside this folder imports this file only.
 */
export { type JobAlertContext, jobAlertContextFor } from "./alerts/context";
export { queueNewOpeningAlerts, sendDueJobAlerts } from "./alerts/delivery";
export { type JobAlertsRunReport, runJobAlertsOnce } from "./alerts/run";
export {
  confirmJobAlerts,
  deleteJobAlertSubscriber,
  findJobAlertSubscriber,
  type JobAlertSubscriberPage,
  type ListedJobAlertSubscriber,
  listJobAlertSubscribers,
  subscribeToJobAlerts,
  unsubscribeFromJobAlerts,
} from "./alerts/subscribers";
export { answersAsKept, type QuestionAsAsked, questionsAsAsked } from "./applications/answers";
export { type BulkRejection, type MoveResult, moveApplication, rejectApplications } from "./applications/moves";
export {
  APPLICATION_CSV_HEADER,
  type ApplicationCard,
  type ApplicationPage,
  applicationCsvRows,
  type BoardColumn,
  candidateCountries,
  listApplications,
  loadBoard,
  type OpeningChoice,
  openingChoices,
} from "./applications/pipeline";
export { type StageChange, type StageChangeResult, setApplicationStage } from "./applications/stage";
export {
  type ApplicationContext,
  type ApplicationInput,
  type SubmitApplicationOptions,
  type SubmittedApplication,
  submitApplication,
} from "./applications/submit";
export { type CandidateCopy, candidateCopy } from "./candidates/copy";
export { type CandidateErasure, eraseCandidate } from "./candidates/erase";
export { type CandidateEvent, recordCandidateEvent } from "./candidates/events";
export { sendCandidateLink } from "./candidates/link-request";
export { type CandidateKeys, candidateKeysOf, matchCandidate } from "./candidates/match";
export { type MergeResult, mergeCandidates } from "./candidates/merge";
export {
  type CandidateMessageContext,
  type CandidateMessageResult,
  candidateMessage,
  type MessageRequest,
  sendCandidateMessage,
} from "./candidates/messages";
export {
  type CandidateApplication,
  type CandidateCv,
  type CandidateProfile,
  getCandidateProfile,
  type TimelineEvent,
} from "./candidates/profile";
export { applyCandidateRetention, type CandidateRetentionReport } from "./candidates/retention";
export { type CandidateMatch, candidateMatches, findCandidates } from "./candidates/search";
export {
  addOwnCv,
  type OwnCvResult,
  type OwnDetails,
  type SelfChange,
  updateOwnDetails,
  withdrawOwnApplication,
} from "./candidates/self-changes";
export { type CandidateSelfView, candidateSelfView, type OwnApplication, type OwnCv } from "./candidates/self-view";
export { addCandidateNote, eraseCandidateByStaff, rateCandidate } from "./candidates/staff-writes";
export {
  CANDIDATE_TOKEN_PATTERN,
  candidateIdOfToken,
  candidatePageUrl,
  deleteExpiredCandidateTokens,
  hashCandidateToken,
  issueCandidateToken,
} from "./candidates/tokens";
export { clamdScanner, clamdScannerAt, cvScannerOf, type Scanner, type ScanVerdict } from "./cv/clamd";
export { type CvDownload, cvAttachmentResponse, downloadCv } from "./cv/download";
export { heldCvCount, type RescanReport, scanWaitingCvs } from "./cv/rescan";
export {
  type AcceptCvOptions,
  type AcceptCvResult,
  acceptCv,
  attachCvFiles,
  type CvOwners,
  type CvUpload,
  cvUploadOf,
  eraseCvFiles,
  type PrepareCvResult,
  type PreparedCv,
  prepareCv,
  type StoredCv,
  writeCv,
} from "./cv/store";
export { careersFeedXml, type FeedChannel, type FeedItem } from "./feed";
export { type CareersFigures, careersFigures } from "./figures";
export { descriptionHtml, type JobPostingContext, jobPostingJsonLd } from "./json-ld";
export { type OpeningHtml, renderOpeningMarkdown, renderOpeningParts } from "./markdown";
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
  onOpeningPublished,
  publishOpening,
  reopenOpening,
  updateOpening,
} from "./store";

/**
 * Staff requests (decision 0038): a client's request for staff, line by line, from the public form
 * through the staff pipeline to the client's private page, shortlists and placements. What the rest
 * of the app may call of this domain (decision 0030): code outside this folder imports this file only.
 */

// The staff pipeline (decision 0038): the board and list, a request's page, its changes, reminders, figures.
export { type BoardClock, listRequestCards, loadRequestBoard, type RequestBoardColumn, type RequestCard } from "./board";
// The staffing of a request, the client's private page and next season (decision 0038).
export { answerShortlistEntry, type ClientAnswer, type ClientAnswerResult, clientCvDownload } from "./client-answers";
export { sendClientLink } from "./client-links";
export {
  CLIENT_PATH,
  CLIENT_TOKEN_PATTERN,
  clientPageUrl,
  deleteExpiredClientTokens,
  issueClientToken,
  requestIdOfClientToken,
} from "./client-tokens";
export { type ClientCandidate, type ClientLine, type ClientView, clientView, type NextSeasonLine } from "./client-view";
export { REQUEST_EVENT_KINDS, type RequestEvent, type RequestEventKind, recordRequestEvent } from "./events";
export { type DueFollowUp, type FillFigure, type RequestFigures, requestFigures } from "./figures";
export { type LineProgress, lineProgress } from "./lines-progress";
export { createOpeningsForRequest, lineEndDate, type OpeningsMade } from "./openings-from-request";
export { isRequestOwner, listRequestOwners, OWNER_ROLES, ownerInTurn, type RequestOwner } from "./owners";
export {
  addNote,
  changeOwner,
  changeStage,
  onFollowUpDue,
  type PipelineOutcome,
  type PipelineRefusal,
  setFollowUp,
} from "./pipeline";
export { type PlacementInput, type PlacementResult, placeCandidate } from "./placements";
export { type ReminderReport, sendDueReminders } from "./reminders";
export {
  loadStaffRequest,
  type RequestLine,
  type RequestTimelineEvent,
  type StaffRequestPage,
  TIMELINE_LIMIT,
} from "./request-page";
export { confirmNextSeason, offerNextSeasons, type SeasonConfirmation, type SeasonLineChange } from "./season-reorders";
export { presentableApplications, removeFromShortlist, type ShortlistResult, shortlistCandidate } from "./shortlist";
export { type StaffingView, staffingView } from "./staffing-view";
// The public request form (decision 0038): a request stored whole, its owner, link and acknowledgement.
export { lineSummary, type SubmittedRequest, submitStaffRequest } from "./submit";

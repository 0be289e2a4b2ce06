/**
 * Staff requests (decision 0038): a client's request for staff, line by line, from the public form
 * through the staff pipeline to the client's private page, shortlists and placements. What the rest
 * of the app may call of this domain (decision 0030): code outside this folder imports this file only.
 */
export {
  CLIENT_PATH,
  CLIENT_TOKEN_PATTERN,
  clientPageUrl,
  deleteExpiredClientTokens,
  issueClientToken,
  requestIdOfClientToken,
} from "./client-tokens";
export { REQUEST_EVENT_KINDS, type RequestEvent, type RequestEventKind, recordRequestEvent } from "./events";
export { type LineProgress, lineProgress } from "./lines-progress";
export { isRequestOwner, listRequestOwners, OWNER_ROLES, ownerInTurn, type RequestOwner } from "./owners";
export { lineSummary, type SubmittedRequest, submitStaffRequest } from "./submit";

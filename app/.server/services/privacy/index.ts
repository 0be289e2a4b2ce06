/**
 * Personal data (decision 0039): the register of every table that can hold a person's data, and
 * finding, copying and erasing one person's rows across it. What the rest of the app may call of
 * this domain (decision 0030): code outside this folder imports this file only.
 */
// Staff's queue of people's requests and their answers (decision 0041).
export {
  erasePrivacyRequest,
  type PrivacyAnswerOutcome,
  type PrivacyAnswerRefusal,
  refusePrivacyRequest,
  sendPrivacyCopy,
} from "./answers";
// A person's copy on request (decision 0041): its archive and its download link.
export { type ArchiveRequest, buildPersonalDataArchive, type PersonalDataArchive } from "./archive";
export { databaseTables, looksPersonal, registerProblems, type TableColumns, wordsOf } from "./check";
export { type CopyRequest, copyRequestOfToken, recordCopyDownload } from "./copy-link";
export { type ErasedCounts, type ErasureOptions, type ErasureResult, eraseIdentified, erasePersonalData } from "./erase";
export { type ExportEntry, exportPersonalData, type PersonalDataExport, WITHHELD } from "./export";
export {
  type FoundEntry,
  type FoundPersonalData,
  findPersonalData,
  type NormalizedIdentifier,
  normalizeIdentifier,
  type PersonIdentifier,
  type RowKey,
} from "./find";
// Erasures that survive a restore (decision 0040): the keyed hash, the ledger, and its re-application.
export {
  hashIdentifier,
  type IdentifierKey,
  type IdentifierKind,
  identifierKey,
  installedIdentifierKey,
  installIdentifierKey,
} from "./identifier-hash";
export {
  appendLedgerFile,
  type ErasureLedger,
  type LedgerEntry,
  ledgerFileIn,
  mergeLedgers,
  readLedgerFile,
  readLedgerRows,
  writeLedgerRows,
} from "./ledger";
export {
  type FoundTable,
  type PersonCv,
  type PrivacyDeadlines,
  type PrivacyQueueRow,
  type PrivacyRequestDetail,
  privacyRequestDetail,
  privacyRequestQueue,
  privacyRequestsNearDeadline,
} from "./queue";
export { type ReappliedErasures, reapplyErasures } from "./reapply";
export {
  ERASED,
  isPersonal,
  type Link,
  type Match,
  type NonPersonalEntry,
  PERSONAL_DATA_REGISTER,
  type PersonalEntry,
  type RegisterEntry,
  registerFor,
} from "./register";
export { CONFIRM_LINK_HOURS, COPY_LINK_DAYS, PRIVACY_REQUEST_PATH } from "./request-links";
// A person's requests (decision 0041): asked on the public page, confirmed by the emailed link.
export {
  type AskedPrivacyRequest,
  type ConfirmablePrivacyRequest,
  type ConfirmedPrivacyRequest,
  confirmablePrivacyRequest,
  confirmPrivacyRequest,
  submitPrivacyRequest,
} from "./requests";

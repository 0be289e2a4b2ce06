/**
 * What the mail providers and the bounce mailbox report: delivery events and the suppression list.
 * What the rest of the app may call of this domain (decision 0029): code outside this folder
 * imports this file only; the files beside it are the domain's own.
 */
export { isMailEventProvider, type MailEventProvider, type Refusal } from "./events/providers";
export { mailEventReceiver } from "./events/receive";
export type { SnsRemote } from "./events/sns";
export {
  addSuppression,
  findSuppression,
  listSuppressions,
  removeSuppression,
  SUPPRESSION_CSV_HEADER,
  type Suppression,
  type SuppressionChange,
  type SuppressionFilter,
  suppressionCsvRows,
} from "./suppression/list";
export { isReport, recordReport } from "./suppression/reports";
// Loading this domain registers the outbox's hook for refused recipients (decision 0029).
export { recordRecipientRefusal } from "./suppression/smtp-refusal";

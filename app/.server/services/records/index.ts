/**
 * Visitor records: messages, submissions, partnership requests, volunteers and donations, subscribers, spam.
 * What the rest of the app may call of this domain (decision 0029): code outside this folder
 * imports this file only; the files beside it are the domain's own.
 */

export type { DonationPledge, DonationSummary, VolunteerSignup, VolunteerSummary } from "./foundation-admin";
export * as foundation from "./foundation-admin";
export {
  applyMessageIntent,
  listMessages,
  MAX_BULK_IDS,
  type Message,
  type MessageSummary,
  openMessage,
  parseMessageIds,
} from "./messages";
export {
  confirmSubscription,
  findSubscriberByUnsubscribeToken,
  newsletterContextFor,
  type SubscribeResult,
  subscribe,
  unsubscribe,
} from "./newsletter";
export * as partnerships from "./partnerships-admin";
export {
  PARTNERSHIP_CSV_HEADER,
  type PartnershipRequest,
  type PartnershipSummary,
  partnershipCsvRows,
} from "./partnerships-admin";
export { type ListPage, type RecordOutcome, type RecordRefusal, touchedOne } from "./records-common";
export { markNotSpam, markSpamAudited } from "./spam";
export { staffNotificationRecipient } from "./staff-notification";
export {
  type SubmissionContext,
  type SubmitOptions,
  submissionContextFor,
  submitContactMessage,
  submitDonationPledge,
  submitVolunteerSignup,
} from "./submissions";
export {
  deleteSubscriber,
  type ListedSubscriber,
  listSubscribers,
  SUBSCRIBER_CSV_HEADER,
  type SubscriberCounts,
  subscriberCounts,
  subscriberCsvRows,
} from "./subscribers-admin";

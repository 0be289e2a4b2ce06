import type { ColumnType, Generated } from "kysely";
import type { CampaignAudience, CampaignStatus, DeliveryStatus } from "~/lib/campaigns";
import type { OpeningStatus } from "~/lib/careers";
import type { ApplicationEventKind, ApplicationStage } from "~/lib/careers/applications";

/** SQLite returns 0/1 and PostgreSQL true/false; both accept 0/1 on write. Read through `toFlag`. */
export type Flag = ColumnType<boolean | number, 0 | 1 | undefined, 0 | 1>;
/** ISO-8601 UTC text on both engines: sorts by time, compares as text, and reads the same everywhere. */
export type Timestamp = ColumnType<string, string | undefined, string>;

export interface NewsletterSubscribersTable {
  id: Generated<number>;
  email: string;
  confirmed: Flag;
  unsubscribe_token: string;
  confirm_token: string | null;
  language: string;
  created_at: Timestamp;
  confirmed_at: string | null;
}

export interface LinkClicksTable {
  id: Generated<number>;
  url: string;
  page_source: string | null;
  user_agent: string | null;
  referrer: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  ip_address: string | null;
  clicked_at: Timestamp;
}

/** A visitor submission caught as spam (decision 0015): "honeypot" by the form, "staff" by hand. */
export type SpamReason = "honeypot" | "staff";

/** The visitor tables whose submissions the honeypot may catch (decision 0015). */
export const SUBMISSION_TABLES = ["contacts", "partnership_requests", "volunteer_signups", "donation_pledges"] as const;
export type SubmissionTable = (typeof SUBMISSION_TABLES)[number];

/** The spam columns every visitor submission table has (migration 0012). */
interface SpamColumns {
  spam: Flag;
  spam_reason: SpamReason | null;
  /** When it became spam: the spam retention counts from here. */
  spam_at: string | null;
}

export interface ContactsTable extends SpamColumns {
  id: Generated<number>;
  name: string;
  email: string;
  subject: string;
  message: string;
  language: string;
  created_at: Timestamp;
  read: Flag;
  archived: Flag;
}

export interface PartnershipRequestsTable extends SpamColumns {
  id: Generated<number>;
  organization: string;
  contact_name: string;
  email: string;
  phone: string | null;
  organization_type: string;
  country: string;
  placement_type: string;
  /** JSON array of position ids. */
  positions: string;
  headcount: number | null;
  start_date: string | null;
  message: string | null;
  status: ColumnType<string, string | undefined, string>;
  notes: string | null;
  language: string;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** The request as a client's request for staff (migration 0028, decision 0038). */
  owner_id: string | null;
  lost_reason: string | null;
  /** YYYY-MM-DD, as follow_up_reminded_on: the date whose reminder went out. */
  follow_up_on: string | null;
  follow_up_reminded_on: string | null;
  city: string | null;
  plan: string | null;
  /** JSON array of ISO 639-1 codes. */
  languages: ColumnType<string, string | undefined, string>;
  housing: Flag;
  meals: Flag;
  touched_at: string | null;
  reorder_offered_at: string | null;
  reordered_as: number | null;
  season_of: number | null;
}

/** One line of a staff request: a position and how many, for when (decision 0038). */
export interface StaffRequestLinesTable {
  id: Generated<number>;
  request_id: number;
  line_order: ColumnType<number, number | undefined, number>;
  position: string;
  headcount: number;
  placement: string;
  start_date: string | null;
  end_date: string | null;
  duration_weeks: number | null;
  shift: ColumnType<string, string | undefined, string>;
  opening_id: number | null;
}

/** The timeline of a staff request. */
export interface StaffRequestEventsTable {
  id: Generated<number>;
  request_id: number;
  kind: string;
  /** JSON, by kind. */
  detail: ColumnType<string, string | undefined, string>;
  actor_id: string | null;
  created_at: Timestamp;
}

/** A client's private link to their request, by the sha256 of its token. */
export interface ClientTokensTable {
  token_hash: string;
  request_id: number;
  expires_at: string;
  created_at: Timestamp;
}

/** A candidate put before the client for a line, and the client's answer. */
export interface ShortlistEntriesTable {
  id: Generated<number>;
  line_id: number;
  candidate_id: number;
  application_id: number;
  decision: ColumnType<string, string | undefined, string>;
  client_comment: string | null;
  decided_at: string | null;
  created_by: string | null;
  created_at: Timestamp;
}

/** A candidate placed on a line. */
export interface PlacementsTable {
  id: Generated<number>;
  line_id: number;
  candidate_id: number;
  application_id: number | null;
  starts_on: string;
  ends_on: string | null;
  created_by: string | null;
  created_at: Timestamp;
}

export interface SettingsTable {
  key: string;
  /** JSON-encoded value. */
  value: string;
  updated_at: Timestamp;
}

/** pending: due at next_attempt_at; sending: claimed until next_attempt_at (a lease); sent; failed: gave up. */
export type OutboxStatus = "pending" | "sending" | "sent" | "failed";

export interface EmailOutboxTable {
  id: Generated<number>;
  recipient: string;
  subject: string;
  html: string;
  text: string;
  /** JSON object of extra headers (List-Unsubscribe, ...). */
  headers: string;
  /** One visitor address nodemailer encodes as Reply-To (never a raw header), or null. */
  reply_to: string | null;
  status: ColumnType<OutboxStatus, OutboxStatus | undefined, OutboxStatus>;
  attempts: ColumnType<number, number | undefined, number>;
  next_attempt_at: Timestamp;
  last_error: string | null;
  created_at: Timestamp;
  sent_at: string | null;
  /** 1: the row is deleted once sent or given up on (an erasure's notice keeps no address behind it; decision 0041). */
  forget_when_sent: ColumnType<number, number | undefined, number>;
}

export interface VolunteerSignupsTable extends SpamColumns {
  id: Generated<number>;
  full_name: string;
  email: string;
  phone: string | null;
  country: string;
  /** JSON array of interest ids. */
  interests: string;
  availability: string;
  message: string | null;
  language: string;
  created_at: Timestamp;
}

export interface DonationPledgesTable extends SpamColumns {
  id: Generated<number>;
  full_name: string;
  email: string;
  phone: string | null;
  amount_cents: number;
  currency: ColumnType<string, string | undefined, string>;
  program: string;
  message: string | null;
  status: ColumnType<string, string | undefined, string>;
  language: string;
  created_at: Timestamp;
}

/** Better Auth's tables, read directly only for admin lists and counts; written through Better Auth. */
export interface UserTable {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean | number;
  image: string | null;
  createdAt: Date | string;
  updatedAt: Date | string;
  role: string | null;
  banned: boolean | number | null;
  banReason: string | null;
  banExpires: Date | string | null;
  twoFactorEnabled: boolean | number | null;
}

export interface SessionTable {
  id: string;
  expiresAt: Date | string;
  token: string;
  createdAt: Date | string;
  updatedAt: Date | string;
  ipAddress: string | null;
  userAgent: string | null;
  userId: string;
  impersonatedBy: string | null;
  /** Ours, not Better Auth's (decision 0024): when the admin guard last saw the session, at most every few minutes. */
  last_used_at: string | null;
  /** Opened with two factors: a passkey, or a password and an authenticator code (decision 0023). */
  twoFactorVerified: ColumnType<boolean | number, never, 0 | 1>;
}

/** Better Auth's passkey plugin's table (decision 0023); `lastUsedAt` is ours, stamped at each passkey sign-in. */
export interface PasskeyTable {
  id: string;
  name: string | null;
  publicKey: string;
  userId: string;
  credentialID: string;
  counter: number;
  deviceType: string;
  backedUp: boolean | number;
  transports: string | null;
  createdAt: Date | string | null;
  aaguid: string | null;
  lastUsedAt: ColumnType<Date | string | null, never, string>;
}

export interface AccountTable {
  id: string;
  accountId: string;
  providerId: string;
  userId: string;
  password: string | null;
  createdAt: Date | string;
  updatedAt: Date | string;
}

export interface ProfilesTable {
  id: string;
  user_id: string;
  email: string;
  full_name: ColumnType<string, string | undefined, string>;
  first_name: ColumnType<string, string | undefined, string>;
  last_name: ColumnType<string, string | undefined, string>;
  role: ColumnType<string, string | undefined, string>;
  is_active: Flag;
  last_login_at: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface LinkClicksDailyUrlTable {
  day: string;
  url: string;
  clicks: number;
}

export interface LinkClicksDailyReferrerTable {
  day: string;
  referrer: string;
  clicks: number;
}

export interface LinkClicksDailyCampaignTable {
  day: string;
  campaign: string;
  source: string;
  medium: string;
  clicks: number;
}

export interface LinkClicksRollupStateTable {
  name: string;
  through_day: string;
  updated_at: Timestamp;
}

/** The first-admin setup's claim: one row (id 1) while a request creates the first administrator. */
export interface SetupClaimTable {
  id: number;
  token: string;
  claimed_at: Timestamp;
}

/** The columns every kind of editable content shares (decision 0011). */
interface ContentRowColumns {
  /** Stable text id: the seeded ones are today's ids (anchors, test ids); new ones are generated. */
  id: string;
  /** JSON `{ en: {...}, es: {...}, fr: {...} }` of the kind's translatable fields. */
  translations: ColumnType<string, string | undefined, string>;
  sort_order: number;
  hidden: Flag;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A picture: a static path of the seeded art, or an uploaded image's id (the images table, 0009). */
interface ContentImageColumns {
  image_path: string | null;
  image_id: number | null;
}

export interface TeamMembersTable extends ContentRowColumns, ContentImageColumns {
  name: string;
  linkedin_url: string | null;
}

export interface TestimonialsTable extends ContentRowColumns, ContentImageColumns {}

export interface ClientsTable extends ContentRowColumns, ContentImageColumns {
  name: string;
  website_url: string | null;
  on_home: Flag;
}

export interface StatisticsTable extends ContentRowColumns {}

export interface FaqEntriesTable extends ContentRowColumns {}

/** One distinct upload, found again by the SHA-256 of its bytes; its size is the oriented original's. */
export interface ImagesTable {
  id: Generated<number>;
  /** SHA-256 of the upload: identical uploads are stored once. */
  hash: string;
  /** Names the variants' `/media/` addresses: a hash of their encoded bytes (migration 0014). */
  encoded_hash: string;
  purpose: string;
  width: number;
  height: number;
  created_at: Timestamp;
}

/** An encoded form of an image; `bytes` is a BLOB on SQLite and bytea on PostgreSQL, a Buffer on read. */
export interface ImageVariantsTable {
  image_id: number;
  width: number;
  height: number;
  format: string;
  content_type: string;
  byte_length: number;
  bytes: Buffer;
}

/** One admin write (decision 0014): appended with the change, deleted only by the retention job. */
export interface AuditLogTable {
  id: Generated<number>;
  occurred_at: Timestamp;
  actor_user_id: string | null;
  /** Copied in, so the entry still names the person after their account is deleted. */
  actor_email: string;
  actor_role: string | null;
  action: string;
  target_type: string | null;
  /** One id, or a JSON array of the ids of a bulk action. */
  target_id: string | null;
  /** Anonymized like link clicks (IPv4 /24, IPv6 /48). */
  ip: string | null;
  /** JSON of the values before and after the change, where it has them. */
  before: string | null;
  after: string | null;
}

export interface CampaignsTable {
  id: Generated<number>;
  name: string;
  /** JSON: CampaignContent (~/lib/campaigns). */
  content: string;
  status: ColumnType<CampaignStatus, CampaignStatus | undefined, CampaignStatus>;
  scheduled_at: string | null;
  audience: CampaignAudience | null;
  utm_campaign: string | null;
  /** The highest subscriber id queued so far; null until the send starts. */
  queued_through: number | null;
  /** When the last recipient was queued. */
  queued_at: string | null;
  started_at: string | null;
  finished_at: string | null;
  /** JSON: a sent campaign's figures (CampaignProgress), stored when its last delivery settled. */
  final_progress: string | null;
  created_by: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** Job openings (decision 0032); no person's data (see the migration). */
export interface OpeningsTable {
  id: Generated<number>;
  status: ColumnType<OpeningStatus, OpeningStatus | undefined, OpeningStatus>;
  /** JSON: OpeningContent (~/lib/careers). */
  content: string;
  position: string;
  placement: string;
  country: string;
  city: string;
  employer_name: string | null;
  housing: Flag;
  meals: Flag;
  transport: Flag;
  pay_min_cents: number | null;
  pay_max_cents: number | null;
  pay_currency: string | null;
  pay_unit: string | null;
  /** YYYY-MM-DD, as the three dates below. */
  start_date: string;
  season_end: string | null;
  people_wanted: number;
  closes_on: string;
  /** JSON: ScreeningQuestion[]. */
  questions: string;
  published_at: string | null;
  closed_at: string | null;
  created_by: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface CampaignDeliveriesTable {
  campaign_id: number;
  subscriber_id: number;
  email: string;
  language: string;
  status: ColumnType<DeliveryStatus, DeliveryStatus | undefined, DeliveryStatus>;
  attempts: ColumnType<number, number | undefined, number>;
  /** A retry after a refusal the server called temporary waits until then. */
  next_attempt_at: string | null;
  /** The sender process holding its claim or attempt (instance name / process id). */
  claimed_by: string | null;
  /** When a sender last took it; the send rate counts these. */
  claimed_at: string | null;
  /** A claim or a send in progress belongs to its sender until then. */
  lease_until: string | null;
  sent_at: string | null;
  error: string | null;
}

/** What the filters turned away, per UTC day (YYYY-MM-DD) and kind (see services/filtered-traffic). */
export interface FilteredTrafficDailyTable {
  day: string;
  kind: string;
  count: number;
}

/** Decision 0016: one row per UTC day; the visitor id of that day is a hash with its salt. */
export interface AnalyticsSaltsTable {
  day: string;
  salt: string;
}

/** A page view counted by the beacon (decision 0016); no IP address or user-agent string is stored. */
export interface PageViewsTable {
  id: Generated<number>;
  viewed_at: string;
  visitor_id: string;
  path: string;
  language: string;
  /** Null for a view reached from another page of the site. */
  source: string | null;
  referrer_host: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  device: string;
  browser: string;
  country: string | null;
}

/** A visitor write counted as a goal, with the visit it came from (decision 0016). */
export interface ConversionsTable {
  id: Generated<number>;
  goal: string;
  record_id: number | null;
  occurred_at: string;
  visitor_id: string | null;
  source: string | null;
  referrer_host: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  entry_path: string | null;
  language: string | null;
  country: string | null;
  device: string | null;
  browser: string | null;
}

/** The traffic roll-up (decision 0016): one row per day, filter, shown dimension and value. */
export interface TrafficDailyTable {
  filter_dim: string;
  filter_value: string;
  day: string;
  dim: string;
  value: string;
  visitors: number;
  visits: number;
  pageviews: number;
  bounces: number;
  duration_s: number;
  converted: number;
}

export interface StaffPreferencesTable {
  user_id: string;
  weekly_summary: Flag;
  summary_language: string;
  updated_at: Timestamp;
}

/** A staff override of one shipped dictionary entry in one language (decision 0017). */
export interface TextOverridesTable {
  namespace: string;
  key: string;
  language: string;
  value: string;
  source_english: string | null;
  updated_at: Timestamp;
  updated_by: string | null;
}

export interface TextVersionsTable {
  id: Generated<number>;
  namespace: string;
  key: string;
  language: string;
  value: string | null;
  source_english: string | null;
  created_at: Timestamp;
  actor_email: string | null;
}

export interface ShippedTextSourcesTable {
  namespace: string;
  key: string;
  language: string;
  translation_hash: string;
  english_hash: string;
}

/** An import of a translator's file, previewed and not yet applied (decision 0018). */
export interface TextImportsTable {
  id: string;
  owner: string;
  language: string;
  file_name: string;
  writes: string;
  created_at: Timestamp;
}

/** What a background job or outside service last did (services/operations/job-runs.ts). */
export interface JobRunsTable {
  name: string;
  last_success_at: string | null;
  last_failure_at: string | null;
  last_error: string | null;
  /** JSON: what the last success produced. */
  detail: string | null;
  updated_at: Timestamp;
}

/** An address no campaign or newsletter email goes to (decision 0022). */
export interface MailSuppressionsTable {
  id: Generated<number>;
  /** Null on an erased person's row, which keeps only `email_hash` (decision 0040). */
  email: string | null;
  /** The keyed hash of an erased address (services/privacy/identifier-hash.ts); null while the address is kept. */
  email_hash: string | null;
  reason: string;
  source: string;
  detail: string | null;
  campaign_id: number | null;
  created_at: Timestamp;
}

export type PrivacyRequestKind = "copy" | "erasure";
export type PrivacyRequestStatus = "unconfirmed" | "open" | "done" | "refused";

/** A person's request for a copy of their data or its erasure (decision 0041). */
export interface PrivacyRequestsTable {
  id: Generated<number>;
  kind: PrivacyRequestKind;
  /** Normalized; null once the person is erased (the record stays, with `email_hash`). */
  email: string | null;
  /** The keyed hash of the address (services/privacy/identifier-hash.ts, decision 0040). */
  email_hash: string;
  language: string;
  status: ColumnType<PrivacyRequestStatus, PrivacyRequestStatus | undefined, PrivacyRequestStatus>;
  confirm_token_hash: string | null;
  confirm_expires_at: string | null;
  confirmed_at: string | null;
  copy_token_hash: string | null;
  copy_expires_at: string | null;
  copy_downloaded_at: string | null;
  refusal_reason: string | null;
  handled_by: string | null;
  handled_at: string | null;
  created_at: Timestamp;
}

/** One erasure by hashed identifier (decision 0040): what a restore of an older backup erases again. */
export interface ErasureLedgerTable {
  id: Generated<number>;
  identifier_hash: string;
  kind: "email" | "phone";
  erased_at: string;
}

/** A bounce or complaint, from whichever source reported it (decision 0022). */
export interface MailDeliveryEventsTable {
  id: Generated<number>;
  email: string;
  kind: string;
  source: string;
  detail: string | null;
  campaign_id: number | null;
  event_key: string | null;
  occurred_at: string;
  created_at: Timestamp;
}

/** A signed webhook's one-time token, accepted once (decision 0025). */
export interface MailEventTokensTable {
  token: string;
  seen_at: string;
}

/** How a CV's virus scan stands (decision 0034). */
export type CvScanState = "clean" | "infected" | "held" | "unscanned";

/** A candidate's CV (migration 0024): what its bytes are; the bytes are in `cv_file_bytes`. */
export interface CvFilesTable {
  id: Generated<number>;
  application_id: number | null;
  candidate_id: number | null;
  display_name: string;
  kind: "pdf" | "docx";
  content_type: string;
  size_bytes: number;
  sha256: string;
  scan_state: CvScanState;
  scan_detail: string | null;
  scanned_at: string | null;
  extracted_text: ColumnType<string, string | undefined, string>;
  created_at: Timestamp;
}

/** Candidates, one per person however often they apply (migration 0025, decision 0035). */
export interface CandidatesTable {
  id: Generated<number>;
  full_name: string;
  email: string | null;
  phone: string | null;
  phone_whatsapp: Flag;
  country: string;
  city: string;
  /** JSON: ISO 639-1 codes of the languages spoken. */
  languages: ColumnType<string, string | undefined, string>;
  /** JSON: PositionId[]. */
  positions: ColumnType<string, string | undefined, string>;
  available_from: string | null;
  experience_years: ColumnType<number, number | undefined, number>;
  language: string;
  rating: number | null;
  talent_pool_until: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** One application, to an opening or (`opening_id` null) to the talent pool. */
export interface ApplicationsTable {
  id: Generated<number>;
  candidate_id: number;
  opening_id: number | null;
  language: string;
  stage: ColumnType<ApplicationStage, ApplicationStage | undefined, ApplicationStage>;
  stage_reason: string | null;
  stage_position: ColumnType<number, number | undefined, number>;
  /** JSON: ScreeningAnswer[] (~/lib/careers/applications). */
  answers: ColumnType<string, string | undefined, string>;
  disqualified: Flag;
  note: string | null;
  consented_at: string;
  created_at: Timestamp;
  updated_at: Timestamp;
  closed_at: string | null;
  /** The candidate agreed to be presented to a client, and to have their CV shown (decision 0038). */
  present_consent: Flag;
  cv_consent: Flag;
}

/** The timeline of a candidate and their applications. */
export interface ApplicationEventsTable {
  id: Generated<number>;
  candidate_id: number;
  application_id: number | null;
  kind: ApplicationEventKind;
  /** JSON, by kind. */
  detail: ColumnType<string, string | undefined, string>;
  actor_id: string | null;
  created_at: Timestamp;
}

/** A candidate's private link, by the sha256 of its token. */
export interface CandidateTokensTable {
  token_hash: string;
  candidate_id: number;
  expires_at: string;
  created_at: Timestamp;
}

export interface CvFileBytesTable {
  cv_file_id: number;
  bytes: Buffer;
}

/** A job-alert subscription (decision 0036); positions, countries and placements are JSON arrays, empty for "any". */
export interface JobAlertSubscribersTable {
  id: Generated<number>;
  email: string;
  language: string;
  positions: string;
  countries: string;
  placements: string;
  confirmed: Flag;
  confirm_token_hash: string | null;
  unsubscribe_token: string;
  created_at: Timestamp;
  confirmed_at: string | null;
}

export type JobAlertDeliveryStatus = "queued" | "sent" | "skipped";

/** One alert of one opening to one subscriber, at most (decision 0036). */
export interface JobAlertDeliveriesTable {
  id: Generated<number>;
  subscriber_id: number;
  opening_id: number;
  status: ColumnType<JobAlertDeliveryStatus, JobAlertDeliveryStatus | undefined, JobAlertDeliveryStatus>;
  created_at: Timestamp;
  sent_at: string | null;
}

/** The openings whose alerts were queued: their first publication, once. */
export interface JobAlertOpeningsTable {
  opening_id: number;
  queued_at: Timestamp;
}

export interface DatabaseSchema {
  job_alert_subscribers: JobAlertSubscribersTable;
  job_alert_deliveries: JobAlertDeliveriesTable;
  job_alert_openings: JobAlertOpeningsTable;
  candidates: CandidatesTable;
  applications: ApplicationsTable;
  application_events: ApplicationEventsTable;
  candidate_tokens: CandidateTokensTable;
  cv_files: CvFilesTable;
  cv_file_bytes: CvFileBytesTable;
  mail_suppressions: MailSuppressionsTable;
  erasure_ledger: ErasureLedgerTable;
  privacy_requests: PrivacyRequestsTable;
  mail_event_tokens: MailEventTokensTable;
  mail_delivery_events: MailDeliveryEventsTable;
  text_overrides: TextOverridesTable;
  text_imports: TextImportsTable;
  job_runs: JobRunsTable;
  text_versions: TextVersionsTable;
  shipped_text_sources: ShippedTextSourcesTable;
  analytics_salts: AnalyticsSaltsTable;
  page_views: PageViewsTable;
  conversions: ConversionsTable;
  traffic_daily: TrafficDailyTable;
  staff_preferences: StaffPreferencesTable;
  audit_log: AuditLogTable;
  campaigns: CampaignsTable;
  campaign_deliveries: CampaignDeliveriesTable;
  openings: OpeningsTable;
  filtered_traffic_daily: FilteredTrafficDailyTable;
  team_members: TeamMembersTable;
  testimonials: TestimonialsTable;
  clients: ClientsTable;
  statistics: StatisticsTable;
  faq_entries: FaqEntriesTable;
  images: ImagesTable;
  image_variants: ImageVariantsTable;
  setup_claim: SetupClaimTable;
  link_clicks_daily_url: LinkClicksDailyUrlTable;
  link_clicks_daily_referrer: LinkClicksDailyReferrerTable;
  link_clicks_daily_campaign: LinkClicksDailyCampaignTable;
  link_clicks_rollup_state: LinkClicksRollupStateTable;
  user: UserTable;
  session: SessionTable;
  passkey: PasskeyTable;
  account: AccountTable;
  profiles: ProfilesTable;
  volunteer_signups: VolunteerSignupsTable;
  donation_pledges: DonationPledgesTable;
  newsletter_subscribers: NewsletterSubscribersTable;
  link_clicks: LinkClicksTable;
  contacts: ContactsTable;
  partnership_requests: PartnershipRequestsTable;
  staff_request_lines: StaffRequestLinesTable;
  staff_request_events: StaffRequestEventsTable;
  client_tokens: ClientTokensTable;
  shortlist_entries: ShortlistEntriesTable;
  placements: PlacementsTable;
  settings: SettingsTable;
  email_outbox: EmailOutboxTable;
}

export function toFlag(value: boolean | number): boolean {
  return value === true || value === 1;
}

export function nowIso(): string {
  return new Date().toISOString();
}

/**
 * The numeric limits of every form, free of the schema library: the forms put them on their
 * controls (`maxLength`, `min`) as HTML attributes, which must not pull zod into a page's first
 * load (decision 0010). The zod schemas beside this file enforce the very same numbers.
 */
export const EMAIL_MAX_LENGTH = 254;
/** The field a script-driven newsletter sign-up adds: the language of the page it was sent from. */
export const NEWSLETTER_LANGUAGE_FIELD = "language";
export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 128;

export const CONTACT_MAX_LENGTH = { name: 100, email: EMAIL_MAX_LENGTH, subject: 150, message: 5000 } as const;

/**
 * The spec's partnership request's columns, in the order the staff's CSV export lists them after
 * the id, dates and stage (the request form posts its own fields: ./request-fields.ts).
 */
export const PARTNERSHIP_FIELDS = [
  "organization",
  "contact_name",
  "email",
  "phone",
  "organization_type",
  "country",
  "placement_type",
  "positions",
  "headcount",
  "start_date",
  "message",
] as const;

export const PARTNERSHIP_MAX_LENGTH = {
  organization: 150,
  contact_name: 100,
  email: EMAIL_MAX_LENGTH,
  phone: 40,
  city: 80,
  message: 5000,
} as const;

export const FULL_NAME_MAX_LENGTH = 100;
export const FOUNDATION_MESSAGE_MAX_LENGTH = 2000;
export const COUNTRY_MAX_LENGTH = 80;
export const PHONE_MAX_LENGTH = 40;

/** In US dollars. */
export const DONATION_MIN_AMOUNT = 1;
export const DONATION_MAX_AMOUNT = 1_000_000;

export const VOLUNTEER_INTERESTS = ["mentoring", "scholarshipSupport", "waterProjects", "clothingDrives", "events"] as const;
export type VolunteerInterest = (typeof VOLUNTEER_INTERESTS)[number];
export const VOLUNTEER_AVAILABILITY = ["fewHoursMonth", "oneDayMonth", "weekly", "eventsOnly", "remote"] as const;
export type VolunteerAvailability = (typeof VOLUNTEER_AVAILABILITY)[number];

export const USER_NAME_MAX = 100;

/** The editable content of the public pages (decision 0011): the longest text each field takes. */
/** The social profiles the site links to (an empty one is not shown). */
export const SOCIAL_NETWORKS = ["facebook", "instagram", "linkedin", "youtube", "twitter"] as const;

export const CONTENT_MAX_LENGTH = {
  name: 120,
  short: 160,
  text: 2000,
  url: 500,
  statisticValue: 20,
  phone: 40,
  address: 300,
} as const;

/** Newsletter campaigns (decision 0013): the longest text each composer field takes. */
export const CAMPAIGN_MAX_LENGTH = { name: 120, subject: 200, preheader: 200, body: 50_000 } as const;
/** How far a browser's time zone may sit from UTC, in minutes (UTC−12 to UTC+14). */
export const TIME_ZONE_OFFSET_BOUNDS = { min: -14 * 60, max: 12 * 60 } as const;

/** Job openings (decision 0032): the longest text of each field, and the most screening questions and choices. */
export const OPENING_MAX_LENGTH = {
  title: 120,
  employer: 160,
  employerDescription: 300,
  markdown: 10_000,
  city: 80,
  prompt: 300,
  choice: 120,
} as const;
export const OPENING_MAX_QUESTIONS = 15;
export const OPENING_MAX_CHOICES = 12;
export const OPENING_PEOPLE_BOUNDS = { min: 1, max: 10_000 } as const;
/** Pay figures, in the currency's whole units with at most two decimals. */
export const OPENING_PAY_MAX = 10_000_000;

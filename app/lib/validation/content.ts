/**
 * The writes of the content editors (issue 13, decision 0011), one zod schema per kind, checked in
 * the browser and by the server (decision 0010). Translatable fields come per language: English is
 * required, Spanish and French may be left empty (the site then shows English). Messages are i18n
 * keys of the `admin-content` namespace.
 */
import * as z from "zod";
import { EMAIL_MAX_LENGTH, CONTENT_MAX_LENGTH as MAX, SOCIAL_NETWORKS } from "./limits";
import { checkbox, emailAddress, INTENT_UNKNOWN, optionalPhone, optionalText, requiredText } from "./rules";

const TOO_LONG = "admin-content:errors.tooLong";
const REQUIRED = "admin-content:errors.required";
const URL_INVALID = "admin-content:errors.httpsUrl";

/** An https address that may be left empty (read as ""): LinkedIn, a client's website, a social profile. */
export function optionalHttpsUrl() {
  return optionalText(MAX.url, TOO_LONG).refine((value) => {
    if (value === "") return true;
    try {
      const url = new URL(value);
      return url.protocol === "https:" && url.hostname.includes(".") && !url.username && !url.password;
    } catch {
      return false;
    }
  }, URL_INVALID);
}

/** A translatable field: `required` in English only; es and fr may be empty. */
function translated<const Fields extends Record<string, { max: number; required: boolean }>>(fields: Fields) {
  const language = (english: boolean) =>
    z.object(
      Object.fromEntries(
        Object.entries(fields).map(([name, { max, required }]) => [
          name,
          english && required ? requiredText(max, { required: REQUIRED, tooLong: TOO_LONG }) : optionalText(max, TOO_LONG),
        ]),
      ) as unknown as { [Name in keyof Fields]: z.ZodType<string, string | undefined> },
    );
  return z.object({ en: language(true), es: language(false), fr: language(false) }, { error: REQUIRED });
}

/** The picture of an item: a static file of the seeded art, or an uploaded image's id. Absent: unchanged. */
const image = {
  imagePath: z
    .string()
    .trim()
    .max(MAX.url, TOO_LONG)
    .regex(/^(\/images\/[\w./-]+)?$/, "admin-content:errors.imagePath")
    .refine((path) => !path.includes(".."), "admin-content:errors.imagePath")
    .optional(),
  imageId: z.coerce
    .number({ error: "admin-content:errors.imageId" })
    .int("admin-content:errors.imageId")
    .positive("admin-content:errors.imageId")
    .optional(),
};

export const teamMemberSchema = z.object({
  name: requiredText(MAX.name, { required: REQUIRED, tooLong: TOO_LONG }),
  linkedinUrl: optionalHttpsUrl(),
  ...image,
  translations: translated({
    position: { max: MAX.short, required: true },
    bio: { max: MAX.text, required: true },
    photoAlt: { max: MAX.short, required: false },
  }),
});

export const testimonialSchema = z.object({
  ...image,
  translations: translated({
    quote: { max: MAX.text, required: true },
    author: { max: MAX.short, required: true },
    position: { max: MAX.short, required: false },
    location: { max: MAX.short, required: false },
  }),
});

export const clientSchema = z.object({
  name: requiredText(MAX.name, { required: REQUIRED, tooLong: TOO_LONG }),
  websiteUrl: optionalHttpsUrl(),
  onHome: checkbox(),
  ...image,
  translations: translated({ description: { max: MAX.text, required: false } }),
});

export const statisticSchema = z.object({
  translations: translated({
    value: { max: MAX.statisticValue, required: true },
    label: { max: MAX.short, required: true },
    description: { max: MAX.text, required: false },
  }),
});

export const faqEntrySchema = z.object({
  translations: translated({
    question: { max: MAX.short, required: true },
    answer: { max: MAX.text, required: true },
  }),
});

export { SOCIAL_NETWORKS };

/** The site details: social profiles (an empty one is not shown) and the company's contact details. */
export const siteDetailsSchema = z.object({
  socialLinks: z.object(
    Object.fromEntries(SOCIAL_NETWORKS.map((network) => [network, optionalHttpsUrl()])) as {
      [Network in (typeof SOCIAL_NETWORKS)[number]]: ReturnType<typeof optionalHttpsUrl>;
    },
  ),
  contact: z.object({
    phone: optionalPhone(MAX.phone, "admin-content:errors.phone"),
    email: emailAddress({ required: REQUIRED, invalid: "admin-content:errors.email" }).max(EMAIL_MAX_LENGTH),
    address: optionalText(MAX.address, TOO_LONG),
  }),
});

export const contentSchemas = {
  team: teamMemberSchema,
  testimonials: testimonialSchema,
  clients: clientSchema,
  statistics: statisticSchema,
  faq: faqEntrySchema,
} as const;

export type ContentKind = keyof typeof contentSchemas;
export type ContentInput<Kind extends ContentKind> = z.output<(typeof contentSchemas)[Kind]>;
export type SiteDetailsInput = z.output<typeof siteDetailsSchema>;

const NOT_FOUND = { error: "admin-content:errors.notFound" } as const;
const CONTENT_KINDS = ["team", "testimonials", "clients", "statistics", "faq"] as const satisfies readonly ContentKind[];
/** An item's id as the editors post it; anything longer is no item of ours. */
const itemId = z.string(NOT_FOUND).max(100, NOT_FOUND.error);

/** An item's form of every kind, told apart by `kind`, posting `intent` (and what else `shape` adds). */
function itemForms<const Intent extends string, Shape extends z.ZodRawShape>(intent: Intent, shape: Shape) {
  const own = { intent: z.literal(intent), ...shape };
  return z.discriminatedUnion(
    "kind",
    [
      teamMemberSchema.extend({ ...own, kind: z.literal("team") }),
      testimonialSchema.extend({ ...own, kind: z.literal("testimonials") }),
      clientSchema.extend({ ...own, kind: z.literal("clients") }),
      statisticSchema.extend({ ...own, kind: z.literal("statistics") }),
      faqEntrySchema.extend({ ...own, kind: z.literal("faq") }),
    ],
    NOT_FOUND,
  );
}

/** A change of one item's place or visibility: its kind and id. */
const itemChange = <const Intent extends string>(intent: Intent) =>
  z.object({ intent: z.literal(intent), kind: z.enum(CONTENT_KINDS, NOT_FOUND), id: itemId });

/** Every form of the content editors page, one union on the intent each posts (decision 0010). */
export const contentActionSchema = z.discriminatedUnion(
  "intent",
  [
    itemForms("create", {}),
    itemForms("update", { id: itemId }),
    itemChange("hide"),
    itemChange("show"),
    itemChange("moveUp"),
    itemChange("moveDown"),
    itemChange("delete"),
    siteDetailsSchema.extend({ intent: z.literal("saveDetails") }),
  ],
  INTENT_UNKNOWN,
);

export type ContentAction = z.output<typeof contentActionSchema>;

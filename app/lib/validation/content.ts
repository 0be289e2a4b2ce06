/**
 * The writes of the content editors (decision 0011), one zod schema per kind, built from
 * the kind's fields and picture in ~/lib/content-kinds, checked in the browser and by the server
 * (decision 0010). Translatable fields come per language: English is
 * required, Spanish and French may be left empty (the site then shows English). Messages are i18n
 * keys of the `admin-content` namespace.
 */
import * as z from "zod";
import { CONTENT_KIND_FACTS, CONTENT_KINDS, type ContentKind, type EditorField } from "~/lib/content-kinds";
import { EMAIL_MAX_LENGTH, CONTENT_MAX_LENGTH as MAX, SOCIAL_NETWORKS } from "./limits";
import { checkbox, emailAddress, INTENT_UNKNOWN, optionalPhone, optionalText, recordId, requiredText } from "./rules";

const TOO_LONG = "admin-content:errors.tooLong";
const REQUIRED = "admin-content:errors.required";
const URL_INVALID = "admin-content:errors.httpsUrl";

/** An https address that may be left empty (read as ""): LinkedIn, a client's website, a social profile. */
export function optionalHttpsUrl(max: number = MAX.url) {
  return optionalText(max, TOO_LONG).refine((value) => {
    if (value === "") return true;
    try {
      const url = new URL(value);
      return url.protocol === "https:" && url.hostname.includes(".") && !url.username && !url.password;
    } catch {
      return false;
    }
  }, URL_INVALID);
}

type Fields = readonly EditorField[];

/** A kind's translatable fields, each in every language: `required` in English only; es and fr may be empty. */
function translated<const Own extends Fields>(fields: Own) {
  const language = (english: boolean) =>
    z.object(
      Object.fromEntries(
        fields.map(({ name, maxLength, required }) => [
          name,
          english && required
            ? requiredText(maxLength, { required: REQUIRED, tooLong: TOO_LONG })
            : optionalText(maxLength, TOO_LONG),
        ]),
      ) as unknown as { [Field in Own[number] as Field["name"]]: z.ZodType<string, string | undefined> },
    );
  return z.object({ en: language(true), es: language(false), fr: language(false) }, { error: REQUIRED });
}

/** One of a kind's own fields, by its type: a checkbox, an https address, or a text. */
function ownField(field: EditorField) {
  if (field.type === "checkbox") return checkbox();
  if (field.type === "url") return optionalHttpsUrl(field.maxLength);
  return field.required
    ? requiredText(field.maxLength, { required: REQUIRED, tooLong: TOO_LONG })
    : optionalText(field.maxLength, TOO_LONG);
}

type OwnShape<Own extends Fields> = {
  [Field in Own[number] as Field["name"]]: z.ZodType<Field extends { type: "checkbox" } ? boolean : string, unknown>;
};

/** The picture of an item: a static file of the seeded art, or an uploaded image's id. Absent: unchanged. */
const image = {
  imagePath: z
    .string()
    .trim()
    .max(MAX.url, TOO_LONG)
    .regex(/^(\/images\/[\w./-]+)?$/, "admin-content:errors.imagePath")
    .refine((path) => !path.includes(".."), "admin-content:errors.imagePath")
    .optional(),
  imageId: recordId("admin-content:errors.imageId").optional(),
};

type Facts = typeof CONTENT_KIND_FACTS;
type Translations<Translated extends Fields> = {
  [Language in "en" | "es" | "fr"]: { [Field in Translated[number] as Field["name"]]: string };
};
type KindShape<Kind extends ContentKind> = OwnShape<Facts[Kind]["own"]> &
  (Facts[Kind]["picture"] extends null ? unknown : typeof image) & {
    translations: z.ZodType<Translations<Facts[Kind]["translated"]>, unknown>;
  };
type SchemaMap = { readonly [Kind in ContentKind]: z.ZodObject<KindShape<Kind>, z.core.$strip> };
/** The same, resolved: an interface, so that a generic `Kind` reads as the union of the kinds' types. */
interface KindSchemas extends SchemaMap {}

/** A kind's schema: its own fields, its picture when it has one, and its translations. */
function kindSchema<Kind extends ContentKind>(kind: Kind) {
  const { own, picture, translated: fields } = CONTENT_KIND_FACTS[kind] as Facts[ContentKind];
  return z.object({
    ...Object.fromEntries(own.map((field: EditorField) => [field.name, ownField(field)])),
    ...(picture ? image : {}),
    translations: translated(fields),
  }) as unknown as z.ZodObject<KindShape<Kind>, z.core.$strip>;
}

export const contentSchemas = Object.fromEntries(CONTENT_KINDS.map((kind) => [kind, kindSchema(kind)])) as unknown as SchemaMap;

export const teamMemberSchema = contentSchemas.team;
export const testimonialSchema = contentSchemas.testimonials;
export const clientSchema = contentSchemas.clients;
export const statisticSchema = contentSchemas.statistics;
export const faqEntrySchema = contentSchemas.faq;

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

export type { ContentKind };
export type ContentInput<Kind extends ContentKind> = z.output<KindSchemas[Kind]>;
export type SiteDetailsInput = z.output<typeof siteDetailsSchema>;

const NOT_FOUND = { error: "admin-content:errors.notFound" } as const;
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

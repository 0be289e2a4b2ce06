/**
 * The kinds of editable content (decision 0011), every fact of a kind in one table: the fields of
 * its form (its own, and those written in each language, in the order the editor shows them), its
 * picture (a photo, a logo, or none; decision 0012), and the public page that shows it. The
 * editors read it in the browser, the schemas in ~/lib/validation/content are built from it, and the
 * server's content services add only where each kind is stored. Free of zod: the editor's
 * first load must not pull the schema library in (decision 0010).
 */
import type { ImagePurpose } from "~/lib/media/image-sources";
import { CONTENT_MAX_LENGTH as MAX } from "~/lib/validation/limits";

/** A field of an item's form: the kind's own (not translated) or one written in each language. */
export interface EditorField {
  name: string;
  /** Required in English; Spanish and French may always be left empty (the site then shows English). */
  required?: boolean;
  multiline?: boolean;
  type?: "text" | "url" | "checkbox";
  maxLength: number;
}

export interface ContentKindFacts {
  own: readonly EditorField[];
  translated: readonly EditorField[];
  /** What the item's picture is, which decides the files it takes (SVG only for logos); null: none. */
  picture: ImagePurpose | null;
  /** The English page that shows the kind (the editor links to it; the other languages are a switch away). */
  shownOn: string;
}

export const CONTENT_KIND_FACTS = {
  team: {
    own: [
      { name: "name", required: true, maxLength: MAX.name },
      { name: "linkedinUrl", type: "url", maxLength: MAX.url },
    ],
    translated: [
      { name: "position", required: true, maxLength: MAX.short },
      { name: "bio", required: true, multiline: true, maxLength: MAX.text },
      { name: "photoAlt", maxLength: MAX.short },
    ],
    picture: "photo",
    shownOn: "/about/teams",
  },
  testimonials: {
    own: [],
    translated: [
      { name: "quote", required: true, multiline: true, maxLength: MAX.text },
      { name: "author", required: true, maxLength: MAX.short },
      { name: "position", maxLength: MAX.short },
      { name: "location", maxLength: MAX.short },
    ],
    picture: "photo",
    shownOn: "/",
  },
  clients: {
    own: [
      { name: "name", required: true, maxLength: MAX.name },
      { name: "websiteUrl", type: "url", maxLength: MAX.url },
      { name: "onHome", type: "checkbox", maxLength: 0 },
    ],
    translated: [{ name: "description", multiline: true, maxLength: MAX.text }],
    picture: "logo",
    shownOn: "/our-clients",
  },
  statistics: {
    own: [],
    translated: [
      { name: "value", required: true, maxLength: MAX.statisticValue },
      { name: "label", required: true, maxLength: MAX.short },
      { name: "description", multiline: true, maxLength: MAX.text },
    ],
    picture: null,
    shownOn: "/",
  },
  faq: {
    own: [],
    translated: [
      { name: "question", required: true, maxLength: MAX.short },
      { name: "answer", required: true, multiline: true, maxLength: MAX.text },
    ],
    picture: null,
    shownOn: "/pricing",
  },
} as const satisfies Record<string, ContentKindFacts>;

export type ContentKind = keyof typeof CONTENT_KIND_FACTS;
export const CONTENT_KINDS = Object.keys(CONTENT_KIND_FACTS) as ContentKind[];

export function isContentKind(value: unknown): value is ContentKind {
  return typeof value === "string" && Object.hasOwn(CONTENT_KIND_FACTS, value);
}

/** The names of a kind's translated fields, in the editor's order. */
export const translatedFieldsOf = (kind: ContentKind): string[] => CONTENT_KIND_FACTS[kind].translated.map((field) => field.name);

/** What the file field offers for each picture; SVG only for logos (sanitized on the server). */
export const PICTURE_ACCEPT: Record<ImagePurpose, string> = {
  photo: "image/png,image/jpeg,image/webp",
  logo: "image/png,image/jpeg,image/webp,image/svg+xml",
};

/**
 * The content editors' tabs and answers (issue 13), shared by the page and its action: each kind
 * of content, then the site details; and the public page that shows each, linked after a save.
 */
import type { ActionResult } from "~/lib/admin/action-result";
import type { ContentKind } from "~/lib/validation/content";
import { CONTENT_MAX_LENGTH as MAX } from "~/lib/validation/limits";

export const CONTENT_TABS = ["team", "testimonials", "clients", "statistics", "faq", "details"] as const satisfies readonly (
  | ContentKind
  | "details"
)[];
export type ContentTab = (typeof CONTENT_TABS)[number];

/** The English page that shows a kind (the editor links to it; the other languages are a switch away). */
export const SHOWN_ON: Record<ContentTab, string> = {
  team: "/about/teams",
  testimonials: "/",
  clients: "/our-clients",
  statistics: "/",
  faq: "/pricing",
  details: "/contact",
};

/** The action's answer: the one admin result, with the kind and item it changed and where that shows. */
export type ContentActionResult = ActionResult<{ kind: ContentKind; id: string; shownOn: string }>;

/** The kinds with a picture, and the file field that uploads a new one (decision 0012). */
export const HAS_IMAGE: Record<ContentKind, boolean> = {
  team: true,
  testimonials: true,
  clients: true,
  statistics: false,
  faq: false,
};
export const IMAGE_FIELD = "image";
/** What the file field offers; SVG only for client logos (sanitized on the server). */
export const IMAGE_ACCEPT = "image/png,image/jpeg,image/webp";
export const LOGO_ACCEPT = `${IMAGE_ACCEPT},image/svg+xml`;

/** A field of an item's form: the kind's own (not translated) or one written in each language. */
export interface EditorField {
  name: string;
  required?: boolean;
  multiline?: boolean;
  type?: "text" | "url" | "checkbox";
  maxLength: number;
}

/** The fields of each kind's form, as its schema in ~/lib/validation/content reads them. */
export const KIND_FIELDS: Record<ContentKind, { own: EditorField[]; translated: EditorField[] }> = {
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
  },
  testimonials: {
    own: [],
    translated: [
      { name: "quote", required: true, multiline: true, maxLength: MAX.text },
      { name: "author", required: true, maxLength: MAX.short },
      { name: "position", maxLength: MAX.short },
      { name: "location", maxLength: MAX.short },
    ],
  },
  clients: {
    own: [
      { name: "name", required: true, maxLength: MAX.name },
      { name: "websiteUrl", type: "url", maxLength: MAX.url },
      { name: "onHome", type: "checkbox", maxLength: 0 },
    ],
    translated: [{ name: "description", multiline: true, maxLength: MAX.text }],
  },
  statistics: {
    own: [],
    translated: [
      { name: "value", required: true, maxLength: MAX.statisticValue },
      { name: "label", required: true, maxLength: MAX.short },
      { name: "description", multiline: true, maxLength: MAX.text },
    ],
  },
  faq: {
    own: [],
    translated: [
      { name: "question", required: true, maxLength: MAX.short },
      { name: "answer", required: true, multiline: true, maxLength: MAX.text },
    ],
  },
};

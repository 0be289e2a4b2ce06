/**
 * The server's side of the kinds of editable content (decision 0011): where each is stored, and how
 * its own columns are written from a parsed form and read back. Everything else about a kind (its
 * fields, its picture, its page) is its row of the shared table in ~/lib/content-kinds.
 */
import type { Kysely } from "kysely";
import type { ContentKind } from "~/lib/content-kinds";
import type { ContentInput } from "~/lib/validation/content";
import type { DB } from "../../db";

export { CONTENT_KINDS, type ContentKind, isContentKind } from "~/lib/content-kinds";

/** The columns every content table has, as the generic code reads and writes them. */
export interface ContentRow {
  id: string;
  translations: string;
  sort_order: number;
  hidden: boolean | number;
  created_at: string;
  updated_at: string;
  image_path?: string | null;
  image_id?: number | null;
  [column: string]: unknown;
}

/** The content tables seen through one generic row type: the kinds differ only in their extra columns. */
export type ContentDB = Kysely<Record<string, ContentRow>>;
export const contentDb = (db: DB) => db as unknown as ContentDB;

export interface KindDefinition<Kind extends ContentKind> {
  table: string;
  /** The kind's own columns, from a parsed form. */
  columns(input: ContentInput<Kind>): Record<string, string | number | null>;
  /** The same, as the editor reads them back. */
  details(row: ContentRow): Record<string, string | boolean | null>;
}

const nullIfEmpty = (value: string) => (value === "" ? null : value);

export const KINDS: { [Kind in ContentKind]: KindDefinition<Kind> } = {
  team: {
    table: "team_members",
    columns: (input) => ({ name: input.name, linkedin_url: nullIfEmpty(input.linkedinUrl) }),
    details: (row) => ({ name: String(row.name), linkedinUrl: (row.linkedin_url as string | null) ?? null }),
  },
  testimonials: { table: "testimonials", columns: () => ({}), details: () => ({}) },
  clients: {
    table: "clients",
    columns: (input) => ({ name: input.name, website_url: nullIfEmpty(input.websiteUrl), on_home: input.onHome ? 1 : 0 }),
    details: (row) => ({
      name: String(row.name),
      websiteUrl: (row.website_url as string | null) ?? null,
      onHome: row.on_home === 1 || row.on_home === true,
    }),
  },
  statistics: { table: "statistics", columns: () => ({}), details: () => ({}) },
  faq: { table: "faq_entries", columns: () => ({}), details: () => ({}) },
};

/**
 * Where a picture is served from: a static file of the seeded art, or an uploaded image. The image
 * pipeline (migration 0009) owns the /media/ addresses; this is the one place that names them.
 */
/** The static art of a row, when it shows that rather than an uploaded image (which public.ts resolves). */
export function imageSource(row: Pick<ContentRow, "image_path" | "image_id">): string | null {
  return row.image_id == null ? (row.image_path ?? null) : null;
}

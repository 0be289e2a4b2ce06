/**
 * What the content editors read and write (decision 0011). Every write runs in one transaction with a
 * bump of the content version, so each instance's page cache and content cache follow it (version.ts).
 * Inputs are the parsed values of the schemas in ~/lib/validation/content; results are domain
 * results, never HTTP.
 */
import { randomBytes } from "node:crypto";
import type { Language } from "~/i18n/languages";
import { CONTENT_KIND_FACTS, translatedFieldsOf } from "~/lib/content-kinds";
import type { ContentInput } from "~/lib/validation/content";
import type { Database } from "../../db";
import { nowIso, toFlag } from "../../db/schema";
import { type AuditActor, type AuditChange, audited } from "../operations/audit";
import { type ContentDB, type ContentKind, type ContentRow, contentDb, KINDS } from "./kinds";
import { forgetSiteContent } from "./public";
import { missingTranslations, parseTranslations, type Translations } from "./translations";
import { bumpContentVersion } from "./version";

export interface EditableItem {
  id: string;
  kind: ContentKind;
  sortOrder: number;
  hidden: boolean;
  createdAt: string;
  updatedAt: string;
  /** Set for the kinds that have a picture: a static path of the seeded art or an uploaded image id. */
  image: { path: string | null; id: number | null } | null;
  /** The kind's own fields (name, LinkedIn, website, shown on the home page). */
  details: Record<string, string | boolean | null>;
  translations: Translations;
  /** Per language, the fields left empty while English has them (the site shows English there). */
  missing: Partial<Record<Language, string[]>>;
}

export type WriteResult = { ok: true } | { ok: false; reason: "notFound" };

/** All items of a kind, hidden ones too, in their order. */
export async function listContent(database: Database, kind: ContentKind): Promise<EditableItem[]> {
  const definition = KINDS[kind];
  const rows = (await contentDb(database.db)
    .selectFrom(definition.table)
    .selectAll()
    .orderBy("sort_order")
    .orderBy("id")
    .execute()) as ContentRow[];
  return rows.map((row) => editable(kind, row));
}

/** One item, hidden or not; undefined when there is no such item. */
export async function getContent(database: Database, kind: ContentKind, id: string): Promise<EditableItem | undefined> {
  const row = (await contentDb(database.db).selectFrom(KINDS[kind].table).selectAll().where("id", "=", id).executeTakeFirst()) as
    | ContentRow
    | undefined;
  return row ? editable(kind, row) : undefined;
}

function editable(kind: ContentKind, row: ContentRow): EditableItem {
  const definition = KINDS[kind];
  const fields = translatedFieldsOf(kind);
  const translations = parseTranslations(row.translations, fields);
  return {
    id: row.id,
    kind,
    sortOrder: row.sort_order,
    hidden: toFlag(row.hidden),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    image: CONTENT_KIND_FACTS[kind].picture ? { path: row.image_path ?? null, id: row.image_id ?? null } : null,
    details: definition.details(row),
    translations,
    missing: missingTranslations(translations, fields),
  };
}

/** Adds an item at the end of its kind's order; answers its new id. */
export async function createContent<Kind extends ContentKind>(
  database: Database,
  actor: AuditActor,
  kind: Kind,
  input: ContentInput<Kind>,
): Promise<{ ok: true; id: string }> {
  const definition = KINDS[kind];
  const id = newId(input);
  const values = rowValues(kind, input);
  await write(database, actor, async (trx, now) => {
    const last = await trx
      .selectFrom(definition.table)
      .select((eb) => eb.fn.max("sort_order").as("last"))
      .executeTakeFirst();
    await trx
      .insertInto(definition.table)
      .values({
        id,
        ...values,
        sort_order: Number(last?.last ?? 0) + 1,
        hidden: 0,
        created_at: now,
        updated_at: now,
      } as ContentRow)
      .execute();
    return { action: "content.create", target: { type: kind, id }, after: readable(values) };
  });
  return { ok: true, id };
}

/** Replaces an item's fields; its picture stays unless the input names one. */
export async function updateContent<Kind extends ContentKind>(
  database: Database,
  actor: AuditActor,
  kind: Kind,
  id: string,
  input: ContentInput<Kind>,
): Promise<WriteResult> {
  const values = rowValues(kind, input);
  const table = KINDS[kind].table;
  return write(database, actor, async (trx, now) => {
    const before = await trx
      .selectFrom(table)
      .select(Object.keys(values) as never[])
      .where("id", "=", id)
      .executeTakeFirst();
    if (!before) return undefined;
    await trx
      .updateTable(table)
      .set({ ...values, updated_at: now })
      .where("id", "=", id)
      .execute();
    return { action: "content.update", target: { type: kind, id }, before: readable(before), after: readable(values) };
  });
}

/** Hides an item from the public pages, or shows it again. */
export async function setContentHidden(
  database: Database,
  actor: AuditActor,
  kind: ContentKind,
  id: string,
  hidden: boolean,
): Promise<WriteResult> {
  return write(database, actor, async (trx, now) => {
    const result = await trx
      .updateTable(KINDS[kind].table)
      .set({ hidden: hidden ? 1 : 0, updated_at: now })
      .where("id", "=", id)
      .executeTakeFirst();
    if (result.numUpdatedRows === 0n) return undefined;
    return { action: hidden ? "content.hide" : "content.show", target: { type: kind, id }, after: { hidden } };
  });
}

/** Deletes an item; its entry keeps what it was. */
export async function deleteContent(database: Database, actor: AuditActor, kind: ContentKind, id: string): Promise<WriteResult> {
  return write(database, actor, async (trx) => {
    const row = await trx.selectFrom(KINDS[kind].table).selectAll().where("id", "=", id).executeTakeFirst();
    if (!row) return undefined;
    await trx.deleteFrom(KINDS[kind].table).where("id", "=", id).execute();
    return { action: "content.delete", target: { type: kind, id }, before: readable(row) };
  });
}

/** Swaps an item with its neighbour above or below; at either end nothing moves (still ok). */
export async function moveContent(
  database: Database,
  actor: AuditActor,
  kind: ContentKind,
  id: string,
  direction: "up" | "down",
): Promise<WriteResult> {
  const table = KINDS[kind].table;
  return write(database, actor, async (trx, now) => {
    const item = await trx.selectFrom(table).select(["id", "sort_order"]).where("id", "=", id).executeTakeFirst();
    if (!item) return undefined;
    const entry: AuditChange = { action: "content.move", target: { type: kind, id }, after: { direction } };
    const up = direction === "up";
    const neighbour = await trx
      .selectFrom(table)
      .select(["id", "sort_order"])
      .where((eb) =>
        eb.or([
          eb("sort_order", up ? "<" : ">", item.sort_order),
          // Equal orders (never written by this service) still move past each other by id.
          eb.and([eb("sort_order", "=", item.sort_order), eb("id", up ? "<" : ">", item.id)]),
        ]),
      )
      .orderBy("sort_order", up ? "desc" : "asc")
      .orderBy("id", up ? "desc" : "asc")
      .executeTakeFirst();
    if (!neighbour) return entry;
    // Distinct orders after the swap, even when the two were equal.
    const [first, second] = up ? [neighbour, item] : [item, neighbour];
    const low = Math.min(first.sort_order, second.sort_order);
    await trx.updateTable(table).set({ sort_order: low, updated_at: now }).where("id", "=", second.id).execute();
    await trx
      .updateTable(table)
      .set({ sort_order: Math.max(low + 1, Math.max(first.sort_order, second.sort_order)), updated_at: now })
      .where("id", "=", first.id)
      .execute();
    return entry;
  });
}

/**
 * Runs a write with the version bump and its audit entry in one transaction; only a write that
 * found its item (and so describes itself) bumps the version and is recorded.
 */
async function write(
  database: Database,
  actor: AuditActor,
  change: (trx: ContentDB, now: string) => Promise<AuditChange | undefined>,
): Promise<WriteResult> {
  const found = await audited(database.db, actor, async (trx) => {
    const entry = await change(contentDb(trx), nowIso());
    if (entry) await bumpContentVersion(trx);
    return { result: entry !== undefined, entry };
  });
  if (!found) return { ok: false, reason: "notFound" };
  forgetSiteContent(database);
  return { ok: true };
}

/** A row's values for an audit entry: the translations as the object they encode, not as text. */
function readable(values: Partial<ContentRow>): Record<string, unknown> {
  const { translations, ...rest } = values;
  return typeof translations === "string" ? { ...rest, translations: JSON.parse(translations) } : rest;
}

function rowValues<Kind extends ContentKind>(kind: Kind, input: ContentInput<Kind>): Partial<ContentRow> {
  const definition = KINDS[kind];
  const values: Partial<ContentRow> = { ...definition.columns(input), translations: JSON.stringify(input.translations) };
  if (CONTENT_KIND_FACTS[kind].picture) {
    const { imageId, imagePath } = input as { imageId?: number; imagePath?: string };
    // An item's picture is one or the other: an uploaded image replaces the static path.
    if (imageId !== undefined) Object.assign(values, { image_id: imageId, image_path: null });
    else if (imagePath !== undefined) Object.assign(values, { image_id: null, image_path: imagePath === "" ? null : imagePath });
  }
  return values;
}

/** A readable id from the item's name or first English field, made unique by a random suffix. */
function newId(input: ContentInput<ContentKind>): string {
  const english = Object.values(input.translations.en)[0] ?? "";
  const source = "name" in input ? input.name : english;
  const slug = source
    .normalize("NFKD")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 40)
    .replace(/-+$/, "");
  return `${slug || "item"}-${randomBytes(3).toString("hex")}`;
}

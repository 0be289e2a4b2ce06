/**
 * Importing a translator's file (decision 0018). The preview reads the file, judges every unit against
 * the texts of now with the editor's rules, and lists each change and each refusal; one refusal
 * refuses the file. A file with changes and no refusal is kept server-side for its owner, so "Apply"
 * applies what the preview showed, through the one write path (all or nothing, audited as
 * text.import), and refuses when any of those texts changed since.
 */
import { randomBytes } from "node:crypto";
import {
  type FileRefusal,
  type ImportChange,
  type ImportPreview,
  type RefusedUnit,
  TEXT_FILE_MAX_BYTES,
  type TextFileLanguage,
} from "~/lib/texts/files";
import type { Database } from "../../../db";
import { nowIso } from "../../../db/schema";
import type { AuditActor } from "../../operations/audit";
import { type TextCatalog, textCatalog } from "./catalog";
import { refusalOf, writeTexts } from "./editing";
import { textHash } from "./shipped-sources";
import { decodeFileText, readXliff, type XliffReading, type XliffUnit } from "./xliff-read";

/** How long a preview may wait for its "Apply". */
export const IMPORT_LIFETIME_MS = 24 * 60 * 60 * 1000;
/** Refused ids are shown; a hostile one is not shown whole. */
const SHOWN_ID_MAX = 200;

export interface UploadedFile {
  name: string;
  bytes: Uint8Array;
}

/** A write kept for "Apply", with hashes of the texts the preview compared it with. */
interface StoredWrite {
  namespace: string;
  key: string;
  value: string;
  /** The language's own text at the preview. */
  before: string;
  /** The English at the preview. */
  english: string;
}

export interface JudgedUnits {
  changes: ImportChange[];
  writes: StoredWrite[];
  unchanged: number;
  untranslated: number;
  refused: RefusedUnit[];
}

/** The same words: a CAT tool may rewrap the source's white space. */
const sameWords = (a: string, b: string) => a.replace(/\s+/g, " ").trim() === b.replace(/\s+/g, " ").trim();

/** Every unit of a file against the texts of now: what it changes, what it leaves, what it cannot do. */
export function judgeUnits(catalog: TextCatalog, language: TextFileLanguage, units: readonly XliffUnit[]): JudgedUnits {
  const judged: JudgedUnits = { changes: [], writes: [], unchanged: 0, untranslated: 0, refused: [] };
  const seen = new Set<string>();
  const refuse = (unit: XliffUnit, refusal: RefusedUnit["refusal"]) =>
    judged.refused.push({ id: unit.id.slice(0, SHOWN_ID_MAX), refusal });
  for (const unit of units) {
    if (seen.has(unit.id)) {
      refuse(unit, { reason: "duplicate" });
      continue;
    }
    seen.add(unit.id);
    const entry = catalog.byName.get(unit.id);
    if (!entry) refuse(unit, { reason: "unknownEntry" });
    else if (unit.problem) refuse(unit, unit.problem);
    else if (unit.target === undefined || unit.target.trim() === "") judged.untranslated += 1;
    else if (unit.target === entry.languages[language].own) judged.unchanged += 1;
    else {
      const english = entry.languages.en.shown;
      const { namespace, key } = entry;
      const refusal =
        unit.source === undefined || !sameWords(unit.source, english)
          ? { reason: "sourceChanged" as const, english }
          : refusalOf(entry, { namespace, key, language, value: unit.target });
      if (refusal) refuse(unit, refusal);
      else {
        const current = entry.languages[language];
        judged.changes.push({ namespace, key, current: current.own, next: unit.target, status: current.status });
        judged.writes.push({ namespace, key, value: unit.target, before: textHash(current.own), english: textHash(english) });
      }
    }
  }
  return judged;
}

const primaryLanguage = (tag: string) => tag.toLowerCase().split(/[-_]/)[0] ?? "";

/** The file's bytes read and checked as a whole: its size, its text, its XML, its languages. */
function readFile(file: UploadedFile, language: TextFileLanguage): XliffReading {
  if (file.bytes.byteLength > TEXT_FILE_MAX_BYTES)
    return { ok: false, refusal: { reason: "tooLarge", max: TEXT_FILE_MAX_BYTES } };
  if (file.bytes.byteLength === 0) return { ok: false, refusal: { reason: "empty" } };
  const text = decodeFileText(file.bytes);
  if (text === undefined) return { ok: false, refusal: { reason: "notText" } };
  const reading = readXliff(text);
  if (!reading.ok) return reading;
  const source = reading.sourceLanguages.find((tag) => primaryLanguage(tag) !== "en");
  if (source !== undefined) return { ok: false, refusal: { reason: "sourceLanguage", found: source.slice(0, 20) } };
  // A file that names no target language is read as the language chosen; one that names another is refused.
  const target = reading.targetLanguages.find((tag) => primaryLanguage(tag) !== language);
  if (target !== undefined)
    return { ok: false, refusal: { reason: "targetLanguage", found: target.slice(0, 20), expected: language } };
  return reading;
}

const ownerOf = (actor: AuditActor) => actor.userId ?? actor.email;
const expiredBefore = () => new Date(Date.now() - IMPORT_LIFETIME_MS).toISOString();

/** Keeps an import for its owner's "Apply"; their earlier ones and every expired one go. */
async function keepImport(
  database: Database,
  actor: AuditActor,
  language: TextFileLanguage,
  fileName: string,
  writes: StoredWrite[],
) {
  const id = randomBytes(16).toString("hex");
  const owner = ownerOf(actor);
  await database.db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom("text_imports")
      .where((eb) => eb.or([eb("owner", "=", owner), eb("created_at", "<", expiredBefore())]))
      .execute();
    await trx
      .insertInto("text_imports")
      .values({ id, owner, language, file_name: fileName, writes: JSON.stringify(writes), created_at: nowIso() })
      .execute();
  });
  return id;
}

export type PreviewOutcome = { ok: true; preview: ImportPreview } | { ok: false; refusal: FileRefusal };

/** What importing `file` as `language` would change, refuse and leave; nothing is written to the texts. */
export async function previewTextImport(
  database: Database,
  actor: AuditActor,
  language: TextFileLanguage,
  file: UploadedFile,
): Promise<PreviewOutcome> {
  const reading = readFile(file, language);
  if (!reading.ok) return reading;
  const { writes, ...judged } = judgeUnits(await textCatalog(database), language, reading.units);
  const fileName = file.name.slice(0, SHOWN_ID_MAX);
  const preview: ImportPreview = { language, fileName, version: reading.version, ...judged };
  if (judged.refused.length === 0 && writes.length > 0)
    preview.importId = await keepImport(database, actor, language, fileName, writes);
  return { ok: true, preview };
}

export type ApplyOutcome =
  | { ok: true; changed: number; language: TextFileLanguage }
  /** No such import of this person's (applied already, expired, or another's). */
  | { ok: false; reason: "expired" }
  /** A text it changes was changed since the preview: preview the file again. */
  | { ok: false; reason: "changed" };

function storedWrites(json: string): StoredWrite[] {
  const writes: unknown = JSON.parse(json);
  return Array.isArray(writes) ? (writes as StoredWrite[]) : [];
}

/** Applies a previewed import of this person's, all of it or nothing. */
export async function applyTextImport(database: Database, actor: AuditActor, importId: string): Promise<ApplyOutcome> {
  const stored = await database.db
    .selectFrom("text_imports")
    .selectAll()
    .where("id", "=", importId)
    .where("owner", "=", ownerOf(actor))
    .where("created_at", ">=", expiredBefore())
    .executeTakeFirst();
  const language = stored?.language as TextFileLanguage | undefined;
  if (!stored || !language) return { ok: false, reason: "expired" };
  const writes = storedWrites(stored.writes);
  const catalog = await textCatalog(database);
  const unchangedSince = writes.every((write) => {
    const entry = catalog.byName.get(`${write.namespace}:${write.key}`);
    return (
      entry !== undefined &&
      textHash(entry.languages[language].own) === write.before &&
      textHash(entry.languages.en.shown) === write.english
    );
  });
  if (!unchangedSince) return { ok: false, reason: "changed" };
  const outcome = await writeTexts(
    database,
    actor,
    writes.map(({ namespace, key, value }) => ({ namespace, key, language, value })),
    "text.import",
  );
  // The rules of this release refuse what the preview's allowed: the preview must be made again.
  if (!outcome.ok) return { ok: false, reason: "changed" };
  await database.db.deleteFrom("text_imports").where("id", "=", importId).execute();
  return { ok: true, changed: outcome.changed, language };
}

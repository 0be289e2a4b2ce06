/**
 * What the text editor (`/admin/texts` and `/admin/texts/entry?name=namespace:key`, decision 0017) reads and
 * does: the list's query string, a page of the catalog, one entry with its history, and each intent
 * of the entry's action turned into a service call and an answer. The routes stay a loader and an
 * action; the permission checks are theirs (requireLoader/requireAction).
 */
import { data } from "react-router";
import { isLanguage, LANGUAGES, type Language } from "~/i18n/languages";
import { unhandledIntent } from "~/lib/admin/action-result";
import { TEXT_PAGE_SIZE, type TextActionResult, type TextCell, type TextRow, TRANSLATIONS } from "~/lib/admin/texts";
import { type FormResult, formRefusal } from "~/lib/forms/result";
import { entryName, TEXT_STATUSES, type TextEntryId, type TextStatus } from "~/lib/texts/model";
import type { TextRefusal } from "~/lib/texts/rules";
import { type ReferenceOf, TEXT_REFUSAL_MESSAGES, type TextAction } from "~/lib/validation/texts";
import type { Database } from "../../db";
import type { ReplyMessages } from "../../http/parse-form";
import {
  type CatalogEntry,
  confirmTranslation,
  type LanguageText,
  queryTexts,
  restoreVersion,
  shippedTexts,
  type TextCatalog,
  textCatalog,
  textHistory,
  type WriteOutcome,
  writeTexts,
} from "../../services/content";
import type { AuditActor } from "../../services/operations";

const SEARCH_MAX = 200;

/** The list's query string: ?ns=, ?q=, ?language=&status=, ?page=. */
export interface TextsQuery {
  namespace: string;
  search: string;
  language: Language | "";
  status: TextStatus | "";
  page: number;
}

/** Read leniently, as every admin list is: an unknown value is no filter, never an error. */
export function readTextsQuery(request: Request): TextsQuery {
  const params = new URL(request.url).searchParams;
  const namespace = params.get("ns") ?? "";
  const language = params.get("language");
  const status = params.get("status") ?? "";
  const page = Number.parseInt(params.get("page") ?? "1", 10);
  return {
    namespace: shippedTexts.namespaces.includes(namespace) ? namespace : "",
    search: (params.get("q") ?? "").trim().slice(0, SEARCH_MAX),
    language: isLanguage(language) ? language : "",
    status: (TEXT_STATUSES as readonly string[]).includes(status) ? (status as TextStatus) : "",
    page: Number.isFinite(page) && page > 0 ? Math.min(page, 1_000_000) : 1,
  };
}

/** The entries a query selects: a status without a language means "in Spanish or French". */
function selectedEntries(catalog: TextCatalog, query: TextsQuery): CatalogEntry[] {
  const { namespace, search, language, status } = query;
  if (status === "" || language !== "") {
    return queryTexts(catalog, { namespace, search, language: language || undefined, status: status || undefined });
  }
  return queryTexts(catalog, { namespace, search }).filter((entry) =>
    TRANSLATIONS.some((other) => entry.languages[other].status === status),
  );
}

/** A list row's text stays short: the entry's page shows it whole. */
const LIST_TEXT_MAX = 240;

function cellOf({ own, status, override }: LanguageText): TextCell {
  const text = own.length > LIST_TEXT_MAX ? `${own.slice(0, LIST_TEXT_MAX)}…` : own;
  return { text, status, changed: override !== undefined };
}

function rowOf(entry: CatalogEntry): TextRow {
  const languages = {} as Record<Language, TextCell>;
  for (const language of LANGUAGES) languages[language] = cellOf(entry.languages[language]);
  return { id: entryName(entry), namespace: entry.namespace, key: entry.key, languages };
}

/** The list page: the sections with their counts, the counts of the chosen section, and a page of rows. */
export async function textListData(database: Database, query: TextsQuery) {
  const catalog = await textCatalog(database);
  const selected = selectedEntries(catalog, query);
  const pageCount = Math.max(1, Math.ceil(selected.length / TEXT_PAGE_SIZE));
  const page = Math.min(query.page, pageCount);
  const start = (page - 1) * TEXT_PAGE_SIZE;
  return {
    namespaces: catalog.namespaces.map((name) => ({ name, counts: catalog.counts.get(name) })),
    counts: catalog.counts.get(query.namespace) ?? catalog.counts.get(""),
    rows: selected.slice(start, start + TEXT_PAGE_SIZE).map(rowOf),
    total: selected.length,
    page,
    pageCount,
  };
}

/** One entry's page: its three languages and its saved versions; undefined when there is no such entry. */
export async function textEntryData(database: Database, id: TextEntryId) {
  const catalog = await textCatalog(database);
  const entry = catalog.byName.get(entryName(id));
  if (!entry) return undefined;
  return { entry, history: await textHistory(database, entry) };
}

/** The shipped English of an entry: the reference the posted text is checked against. */
export const shippedReference: ReferenceOf = (namespace, key) => shippedTexts.byName.get(`${namespace}:${key}`)?.text.en;

export interface TextAnswer {
  result: TextActionResult;
  status: number;
}

const NOT_FOUND_REASONS: ReadonlySet<TextRefusal["reason"]> = new Set(["unknownEntry", "unknownLanguage"]);

/** A refused write: the reason's message beside the text (a save) or for the whole form (the others). */
function refusedAnswer(
  intent: TextAction["intent"],
  refusal: TextRefusal,
  reply: (messages?: ReplyMessages) => FormResult,
  language?: string,
): TextAnswer {
  const message = [TEXT_REFUSAL_MESSAGES[refusal.reason]];
  const notFound = NOT_FOUND_REASONS.has(refusal.reason);
  const messages = intent === "save" && !notFound ? { fieldErrors: { value: message } } : { formErrors: message };
  return { result: { ...reply(messages), intent, language }, status: notFound ? 404 : 400 };
}

function writeAnswer(
  change: Extract<TextAction, { intent: "save" | "restoreShipped" }>,
  outcome: WriteOutcome,
  reply: (messages?: ReplyMessages) => FormResult,
): TextAnswer {
  const { intent, language } = change;
  const refused = outcome.ok ? undefined : outcome.refused[0];
  if (refused) return refusedAnswer(intent, refused.refusal, reply, language);
  return { result: { ...reply(), intent, language }, status: 200 };
}

/** One change of an entry's action, parsed by its schema and allowed by the permission table. */
export async function applyTextIntent(
  database: Database,
  actor: AuditActor,
  change: TextAction,
  reply: (messages?: ReplyMessages) => FormResult,
): Promise<TextAnswer> {
  const { namespace, key } = change;
  switch (change.intent) {
    case "save":
      return writeAnswer(
        change,
        await writeTexts(database, actor, [{ namespace, key, language: change.language, value: change.value }], "text.update"),
        reply,
      );
    case "restoreShipped":
      return writeAnswer(
        change,
        await writeTexts(database, actor, [{ namespace, key, language: change.language, value: null }], "text.restore"),
        reply,
      );
    case "confirm": {
      const { intent, language } = change;
      if (await confirmTranslation(database, actor, { namespace, key }, language)) {
        return { result: { ...reply(), intent, language }, status: 200 };
      }
      const known = (await textCatalog(database)).byName.has(entryName(change));
      const refusal = formRefusal(known ? "admin-texts:errors.notOutOfDate" : TEXT_REFUSAL_MESSAGES.unknownEntry);
      return { result: { ...refusal, intent, language }, status: known ? 409 : 404 };
    }
    case "restoreVersion": {
      const { intent } = change;
      const outcome = await restoreVersion(database, actor, { namespace, key }, change.version);
      if (!outcome) return { result: { ...formRefusal("admin-texts:errors.versionNotFound"), intent }, status: 404 };
      const refused = outcome.ok ? undefined : outcome.refused[0];
      if (refused) return refusedAnswer(intent, refused.refusal, reply);
      return { result: { ...reply(), intent }, status: 200 };
    }
    default:
      return unhandledIntent(change);
  }
}

/** The answer as the route returns it: the one admin result under its status. */
export const textAnswer = ({ result, status }: TextAnswer) => data<TextActionResult>(result, { status });

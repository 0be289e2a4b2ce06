/**
 * The staff pipeline's reads (decision 0035): the board, overall or for one opening, each stage a
 * column of at most BOARD_COLUMN_LIMIT cards in the board's order with the stage's full count; the
 * list, filtered and paged; and its CSV export with the same filters. The board's queries follow
 * the indexes of migration 0025 (`applications_board`, `applications_stage`), the search the
 * full-text index of migration 0027, so both stay fast at 100,000 applications.
 */
import { type SelectQueryBuilder, sql } from "kysely";
import type { OpeningContent } from "~/lib/careers";
import { APPLICATION_STAGES, type ApplicationStage, applicationReference } from "~/lib/careers/applications";
import { type ApplicationFilter, BOARD_COLUMN_LIMIT, readStoredList } from "~/lib/careers/pipeline";
import type { Database, DB } from "../../../db";
import { PAGE_SIZE, pageCount } from "../../../db/list-query";
import { type DatabaseSchema, toFlag } from "../../../db/schema";
import { candidateMatches } from "../candidates/search";

/** One application as a card or a row of the list shows it. */
export interface ApplicationCard {
  id: number;
  reference: string;
  candidateId: number;
  name: string;
  openingId: number | null;
  /** The opening's English title; null for the talent pool. */
  openingTitle: string | null;
  /** The opening's position, or the positions the candidate wants (talent pool). */
  positions: string[];
  languages: string[];
  country: string;
  availableFrom: string | null;
  disqualified: boolean;
  hasCv: boolean;
  stage: ApplicationStage;
  reason: string | null;
  createdAt: string;
}

export interface BoardColumn {
  stage: ApplicationStage;
  count: number;
  cards: ApplicationCard[];
}

type Scope = number | "pool" | null;

/** The applications of one opening, of the talent pool, or all. */
function scoped<QB extends SelectQueryBuilder<DatabaseSchema, "applications", object>>(query: QB, opening: Scope): QB {
  if (opening === "pool") return query.where("applications.opening_id", "is", null) as QB;
  if (opening !== null) return query.where("applications.opening_id", "=", opening) as QB;
  return query;
}

function cardQuery(db: DB) {
  return db
    .selectFrom("applications")
    .innerJoin("candidates", "candidates.id", "applications.candidate_id")
    .leftJoin("openings", "openings.id", "applications.opening_id")
    .select((eb) => [
      "applications.id",
      "applications.candidate_id",
      "applications.opening_id",
      "applications.stage",
      "applications.stage_reason",
      "applications.disqualified",
      "applications.created_at",
      "candidates.full_name",
      "candidates.languages",
      "candidates.positions",
      "candidates.country",
      "candidates.available_from",
      "openings.content as opening_content",
      "openings.position as opening_position",
      // Two lookups, each by its own index: one EXISTS over "application or candidate" scans every file on PostgreSQL.
      eb
        .or([
          eb.exists(eb.selectFrom("cv_files").select("cv_files.id").whereRef("cv_files.application_id", "=", "applications.id")),
          eb.exists(
            eb.selectFrom("cv_files").select("cv_files.id").whereRef("cv_files.candidate_id", "=", "applications.candidate_id"),
          ),
        ])
        .as("has_cv"),
    ]);
}

type CardRow = Awaited<ReturnType<ReturnType<typeof cardQuery>["execute"]>>[number];

/** An opening's English title from its stored content. */
export function englishTitle(content: string | null): string | null {
  if (!content) return null;
  try {
    return (JSON.parse(content) as OpeningContent).en.title;
  } catch {
    return null;
  }
}

function toCard(row: CardRow): ApplicationCard {
  return {
    id: row.id,
    reference: applicationReference(row.id),
    candidateId: row.candidate_id,
    name: row.full_name,
    openingId: row.opening_id,
    openingTitle: englishTitle(row.opening_content),
    positions: row.opening_position ? [row.opening_position] : readStoredList(row.positions),
    languages: readStoredList(row.languages),
    country: row.country,
    availableFrom: row.available_from,
    disqualified: toFlag(row.disqualified),
    hasCv: toFlag(row.has_cv as boolean | number),
    stage: row.stage,
    reason: row.stage_reason,
    createdAt: row.created_at,
  };
}

/** The board: every stage's count and its first cards, in the board's order. */
export async function loadBoard(database: Database, opening: Scope): Promise<BoardColumn[]> {
  const { db } = database;
  const counts = await scoped(
    db.selectFrom("applications").select(["applications.stage", (eb) => eb.fn.countAll<number | string>().as("count")]),
    opening,
  )
    .groupBy("applications.stage")
    .execute();
  const countOf = new Map(counts.map((row) => [row.stage, Number(row.count)]));
  return Promise.all(
    APPLICATION_STAGES.map(async (stage) => {
      const count = countOf.get(stage) ?? 0;
      const rows =
        count === 0
          ? []
          : await scoped(cardQuery(db).where("applications.stage", "=", stage), opening)
              .orderBy("applications.stage_position")
              .orderBy("applications.id")
              .limit(BOARD_COLUMN_LIMIT)
              .execute();
      return { stage, count, cards: rows.map(toCard) };
    }),
  );
}

/** The list's conditions, the same for the page and the export. */
function filtered<QB extends SelectQueryBuilder<DatabaseSchema, "applications" | "candidates", object>>(
  database: Database,
  query: QB,
  filter: ApplicationFilter,
): QB {
  let next = scoped(query, filter.opening) as SelectQueryBuilder<DatabaseSchema, "applications" | "candidates", object>;
  const matches = filter.search
    ? candidateMatches(database, filter.search, sql.ref<number>("applications.candidate_id"))
    : undefined;
  if (matches) next = next.where(matches);
  if (filter.stage) next = next.where("applications.stage", "=", filter.stage);
  if (filter.country) next = next.where("candidates.country", "=", filter.country);
  // The stored lists are JSON arrays of plain codes: a code in quotes is one of them.
  if (filter.language) next = next.where("candidates.languages", "like", `%"${filter.language}"%`);
  if (filter.position) {
    const position = filter.position;
    next = next.where((eb) =>
      eb.or([
        eb(
          "applications.opening_id",
          "in",
          eb.selectFrom("openings").select("openings.id").where("openings.position", "=", position),
        ),
        eb.and([eb("applications.opening_id", "is", null), eb("candidates.positions", "like", `%"${position}"%`)]),
      ]),
    );
  }
  // Without a date the candidate said they are available now.
  if (filter.availableBy) {
    const day = filter.availableBy;
    next = next.where((eb) => eb.or([eb("candidates.available_from", "is", null), eb("candidates.available_from", "<=", day)]));
  }
  return next as QB;
}

export interface ApplicationPage {
  rows: ApplicationCard[];
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
}

/** One page of the list, the newest application first. */
export async function listApplications(database: Database, filter: ApplicationFilter, page: number): Promise<ApplicationPage> {
  const { db } = database;
  const [rows, total] = await Promise.all([
    filtered(database, cardQuery(db), filter)
      .orderBy("applications.id", "desc")
      .limit(PAGE_SIZE)
      .offset((page - 1) * PAGE_SIZE)
      .execute(),
    filtered(
      database,
      db
        .selectFrom("applications")
        .innerJoin("candidates", "candidates.id", "applications.candidate_id")
        .select((eb) => eb.fn.countAll<number | string>().as("count")),
      filter,
    ).executeTakeFirstOrThrow(),
  ]);
  const count = Number(total.count);
  return { rows: rows.map(toCard), total: count, page, pageSize: PAGE_SIZE, pageCount: pageCount(count) };
}

/** The export's columns: what the list shows and how to reach the candidate. */
export const APPLICATION_CSV_HEADER = [
  "Reference",
  "Name",
  "Email",
  "Phone",
  "Country",
  "City",
  "Opening",
  "Positions",
  "Languages",
  "Available from",
  "Stage",
  "Reason",
  "Disqualified",
  "Applied",
] as const;

const EXPORT_BATCH = 1000;

/** The filtered applications as CSV rows, newest first, read in keyset batches. */
export async function* applicationCsvRows(database: Database, filter: ApplicationFilter): AsyncGenerator<unknown[]> {
  const { db } = database;
  // No bound for the first batch: a number past PostgreSQL's `integer` is an error there.
  let before: number | undefined;
  for (;;) {
    const batch = cardQuery(db).select(["candidates.email", "candidates.phone", "candidates.city"]);
    const rows = await filtered(database, before === undefined ? batch : batch.where("applications.id", "<", before), filter)
      .orderBy("applications.id", "desc")
      .limit(EXPORT_BATCH)
      .execute();
    for (const row of rows) {
      const card = toCard(row);
      yield [
        card.reference,
        card.name,
        row.email,
        row.phone,
        card.country,
        row.city,
        card.openingTitle ?? "",
        card.positions.join(" "),
        card.languages.join(" "),
        card.availableFrom,
        card.stage,
        card.reason,
        card.disqualified ? "yes" : "no",
        card.createdAt,
      ];
    }
    if (rows.length < EXPORT_BATCH) return;
    before = rows[rows.length - 1]?.id;
  }
}

export interface OpeningChoice {
  id: number;
  title: string;
  status: string;
}

/** The openings the board and the list offer to narrow to, the newest first. */
export async function openingChoices(database: Database): Promise<OpeningChoice[]> {
  const rows = await database.db.selectFrom("openings").select(["id", "content", "status"]).orderBy("id", "desc").execute();
  return rows.map((row) => ({ id: row.id, title: englishTitle(row.content) ?? `#${row.id}`, status: row.status }));
}

/** The countries candidates gave, for the list's filter. */
export async function candidateCountries(database: Database): Promise<string[]> {
  const rows = await database.db.selectFrom("candidates").select("country").distinct().orderBy("country").execute();
  return rows.map((row) => row.country);
}

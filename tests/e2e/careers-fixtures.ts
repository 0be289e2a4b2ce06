/**
 * Openings as the browser tests need them: published straight into the server's database, as the
 * opening editor stores them (the editor has its own spec), with its Spanish translation.
 */
import path from "node:path";
import SQLite from "better-sqlite3";
import { type OpeningDraft, openingPath } from "~/lib/careers";
import { seasonalDraft } from "../support/openings";

/** Publishes the draft; answers its id and English address. */
export function publishedOpening(draft: OpeningDraft = seasonalDraft()): { id: number; path: string } {
  const { upToDate: _es, ...es } = draft.content.es ?? { upToDate: false };
  const now = new Date().toISOString();
  const db = new SQLite(path.join(process.env.E2E_DATA_DIR ?? "", "app.db"), { timeout: 5_000 });
  try {
    const id = Number(
      db
        .prepare(
          `insert into openings (status, content, position, placement, country, city, employer_name, housing, meals, transport,
            start_date, season_end, people_wanted, closes_on, questions, published_at, created_at, updated_at)
           values ('published', ?, ?, ?, ?, ?, null, 1, 1, 0, ?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(
          JSON.stringify({ en: draft.content.en, es: { ...es, madeFrom: "e2e" } }),
          draft.position,
          draft.placement,
          draft.country,
          draft.city,
          draft.startDate,
          draft.seasonEnd,
          draft.peopleWanted,
          draft.closesOn,
          JSON.stringify(draft.questions),
          now,
          now,
          now,
        ).lastInsertRowid,
    );
    return { id, path: openingPath(id, draft.content.en.title) };
  } finally {
    db.close();
  }
}

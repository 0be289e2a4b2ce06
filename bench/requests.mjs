// A client's staff request written straight into the app's database, for the audits of its
// private page (decision 0038): a request of `lines` lines, three shortlisted candidates on each
// (who agreed to be presented), one of them placed, and a private link whose token is returned.
import { createHash, randomBytes } from "node:crypto";
import Database from "better-sqlite3";

const POSITIONS = ["housekeepingAttendants", "stewarding", "foodBeverage", "laundry", "culinaryPrepCooks"];
const FIRST_NAMES = ["Amina", "Kwame", "Zanele", "Chidi", "Wanjiru", "Yaw", "Thandiwe", "Baraka", "Ngozi"];

/** Writes the request; answers the token of its private link (`/client/<token>`, `/fr/client/<token>`...). */
export function seedClientRequest(dbFile, { lines = 30, language = "fr" } = {}) {
  const db = new Database(dbFile);
  const now = new Date();
  const iso = now.toISOString();
  const day = (offset) => new Date(now.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
  const token = randomBytes(32).toString("hex");
  try {
    db.transaction(() => {
      const request = db
        .prepare(
          `insert into partnership_requests (organization, contact_name, email, organization_type, country, city,
             placement_type, positions, headcount, start_date, language, status, created_at, updated_at, touched_at)
           values ('Lodge du Lac', 'Claire Martin', ?, 'safariLodge', 'ke', 'Naivasha', 'seasonal', ?, ?, ?, ?, 'won', ?, ?, ?)`,
        )
        .run(`claire.${token.slice(0, 8)}@lodge.test`, JSON.stringify(POSITIONS), lines * 4, day(30), language, iso, iso, iso);
      const requestId = Number(request.lastInsertRowid);
      const line = db.prepare(
        `insert into staff_request_lines (request_id, line_order, position, headcount, placement, start_date, end_date, shift)
         values (?, ?, ?, 4, 'seasonal', ?, ?, 'day')`,
      );
      const candidate = db.prepare(
        `insert into candidates (full_name, email, country, city, languages, positions, available_from, experience_years, language, created_at, updated_at)
         values (?, ?, 'ke', 'Nakuru', '["en","sw","fr"]', ?, ?, ?, ?, ?, ?)`,
      );
      const application = db.prepare(
        `insert into applications (candidate_id, opening_id, language, stage, consented_at, created_at, updated_at, present_consent, cv_consent)
         values (?, null, ?, 'shortlisted', ?, ?, ?, 1, 0)`,
      );
      const shortlist = db.prepare(
        "insert into shortlist_entries (line_id, candidate_id, application_id, decision, created_at) values (?, ?, ?, ?, ?)",
      );
      const placement = db.prepare(
        "insert into placements (line_id, candidate_id, application_id, starts_on, ends_on, created_at) values (?, ?, ?, ?, ?, ?)",
      );
      for (let order = 0; order < lines; order++) {
        const position = POSITIONS[order % POSITIONS.length];
        const lineId = Number(line.run(requestId, order, position, day(30), day(150)).lastInsertRowid);
        for (let n = 0; n < 3; n++) {
          const name = `${FIRST_NAMES[(order + n) % FIRST_NAMES.length]} Test${order}${n}`;
          const candidateId = Number(
            candidate.run(
              name,
              `c${order}.${n}.${token.slice(0, 8)}@mail.test`,
              JSON.stringify([position]),
              day(20),
              2 + n,
              language,
              iso,
              iso,
            ).lastInsertRowid,
          );
          const applicationId = Number(application.run(candidateId, language, iso, iso, iso).lastInsertRowid);
          shortlist.run(lineId, candidateId, applicationId, n === 0 ? "approved" : "proposed", iso);
          if (n === 0) placement.run(lineId, candidateId, applicationId, day(30), day(150), iso);
        }
      }
      db.prepare("insert into client_tokens (token_hash, request_id, expires_at, created_at) values (?, ?, ?, ?)").run(
        createHash("sha256").update(token).digest("hex"),
        requestId,
        new Date(now.getTime() + 30 * 86_400_000).toISOString(),
        iso,
      );
    })();
  } finally {
    db.close();
  }
  return token;
}

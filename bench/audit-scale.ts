/**
 * The audit log at scale for `npm run bench` (bench/scale.ts): 1,000,000 entries over the past year
 * by 20 people and a handful of actions, written by one INSERT ... SELECT over a recursive CTE
 * (seconds, not minutes), only when the table holds fewer; and its bench rows.
 */
import { sql } from "kysely";
import type { Database } from "../app/.server/db";
import { listAudit } from "../app/.server/services/operations/audit";

export const AUDIT_ENTRIES = 1_000_000;
const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

export async function seedAuditLog({ db, engine }: Database): Promise<void> {
  const row = await db
    .selectFrom("audit_log")
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .executeTakeFirst();
  if (Number(row?.n ?? 0) >= AUDIT_ENTRIES) return;
  await db.deleteFrom("audit_log").execute();
  const start = Date.now() - YEAR_MS;
  const stepMs = Math.floor(YEAR_MS / AUDIT_ENTRIES);
  // The i-th entry's time, as ISO-8601 text with milliseconds, on each engine.
  const time =
    engine === "sqlite"
      ? sql`strftime('%Y-%m-%dT%H:%M:%fZ', (cast(${start} as bigint) + i * cast(${stepMs} as bigint)) / 1000.0, 'unixepoch')`
      : sql`to_char(to_timestamp((cast(${start} as bigint) + i * cast(${stepMs} as bigint)) / 1000.0) at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
  const series =
    engine === "sqlite"
      ? sql`with recursive n(i) as (select 1 union all select i + 1 from n where i < ${AUDIT_ENTRIES}) select i from n`
      : sql`select generate_series(1, ${AUDIT_ENTRIES}) as i`;
  await sql`
    insert into audit_log (occurred_at, actor_user_id, actor_email, actor_role, action, target_type, target_id, ip, before, after)
    select ${time}, 'user-' || (i % 20), 'staff' || (i % 20) || '@crestway.test', case when i % 20 < 3 then 'admin' else 'editor' end,
      case i % 6 when 0 then 'settings.update' when 1 then 'message.read' when 2 then 'message.archive'
        when 3 then 'partnership.status' when 4 then 'content.update' else 'auth.sign_in' end,
      'message', '[' || i || ']', '203.0.113.0',
      case when i % 6 = 0 then '{"messageRetentionDays":30}' end, case when i % 6 = 0 then '{"messageRetentionDays":60}' end
    from (${series}) as series`.execute(db);
}

const EVERYONE = { person: "", action: "", from: "", to: "" } as const;

/**
 * The audit page at 1,000,000 entries (decision 0014): its first page, a deep page reached by keyset
 * (the cursor of an entry 900,000 back), and the same deep page narrowed to one person, and to one
 * action within a date range. Each is one bench row against the list-page goal.
 */
export async function auditRows(database: Database, p95: (run: () => Promise<unknown>) => Promise<number>) {
  const deep = await database.db
    .selectFrom("audit_log")
    .select(["occurred_at", "id"])
    .orderBy("occurred_at", "desc")
    .orderBy("id", "desc")
    .offset(900_000)
    .limit(1)
    .executeTakeFirstOrThrow();
  const before = { occurredAt: deep.occurred_at, id: deep.id };
  const person = "staff7@crestway.test";
  const from = deep.occurred_at.slice(0, 10);
  const name = (what: string) => `audit log page, 1,000,000 entries: ${what}`;
  return [
    { name: name("page 1"), goal: 50, ms: await p95(() => listAudit(database, EVERYONE)) },
    { name: name("deep page (keyset)"), goal: 50, ms: await p95(() => listAudit(database, { ...EVERYONE, before })) },
    {
      name: name("one person, deep page"),
      goal: 50,
      ms: await p95(() => listAudit(database, { ...EVERYONE, person, before })),
    },
    {
      name: name("one action in a date range"),
      goal: 50,
      ms: await p95(() => listAudit(database, { ...EVERYONE, action: "settings.update", from, to: "" })),
    },
  ];
}

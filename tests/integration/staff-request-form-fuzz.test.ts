/**
 * Hostile posts to the request form (decision 0038), in the style of hostile-requests.test.ts but
 * against the route's action with a real database: fast-check generates forms of up to 500 lines,
 * negative, huge and non-numeric headcounts, ends before starts, unknown positions, maintenance
 * technicians for a season, garbage in every field and field name, stray intents, and hostile
 * `?plan=` addresses. Every answer is a deliberate one below 500 (a 200 with the form's result, a
 * 400 with its messages, a 413 for an oversized body), and nothing is half-stored: a request goes
 * in with all its lines, checked, or not at all, and no line is ever without its request.
 */
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { seedContactDetails } from "~/.server/services/content";
import { LINE_DURATION_WEEKS_MAX, LINE_HEADCOUNT_MAX, MAX_REQUEST_LINES, placementAllowed } from "~/lib/staff-requests/model";
import { REQUEST_FORM_FIELDS } from "~/lib/validation/request-fields";
import * as partnershipPage from "~/routes/partnership";
import { appContext, formArgs, unwrap } from "../support/app-context";
import { engines, suiteDatabase } from "../support/databases";
import { renderRoute } from "../support/render-route";
import { PARTNERSHIP_FORM } from "../support/visitor-forms";

const SITE = "https://staffing.test";
const RUNS = 120;

const garbage = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.string({ unit: "binary", maxLength: 30 }),
  fc.constantFrom("", " ", "\u0000", "<script>alert(1)</script>", "' or 1=1 --", "null", "undefined", "[]", "{}", "NaN"),
  fc.nat({ max: 6000 }).map((length) => "x".repeat(length)),
);
const headcount = fc.oneof(
  { weight: 4, arbitrary: fc.integer({ min: 1, max: 40 }).map(String) },
  fc.integer({ min: -1_000_000, max: 1_000_000 }).map(String),
  fc.constantFrom(
    "0",
    "-1",
    "1",
    "1000",
    "1001",
    "1e3",
    "1e400",
    "99999999999999999999",
    "2.5",
    "0x10",
    "Infinity",
    " 7 ",
    "",
    "٣",
  ),
  garbage,
);
const day = fc.oneof(
  {
    weight: 6,
    arbitrary: fc
      .date({ min: new Date("2027-01-01"), max: new Date("2027-12-31"), noInvalidDate: true })
      .map((date) => date.toISOString().slice(0, 10)),
  },
  fc
    .date({ min: new Date("1900-01-01"), max: new Date("2100-12-31"), noInvalidDate: true })
    .map((date) => date.toISOString().slice(0, 10)),
  fc.constantFrom("2027-02-31", "2027-13-01", "0000-00-00", "27-06-01", "2027-06-01T00:00", ""),
  garbage,
);
const position = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.constantFrom("housekeepingAttendants", "laundry", "maintenanceTechnicians", "stewarding", "foodBeverage"),
  },
  fc.constantFrom("astronaut", "HOUSEKEEPINGATTENDANTS", "__proto__", "constructor"),
  garbage,
);
const placement = fc.oneof({ weight: 6, arbitrary: fc.constantFrom("longTerm", "seasonal", "specialProject") }, garbage);
const shift = fc.oneof({ weight: 6, arbitrary: fc.constantFrom("day", "night", "rotating", "split", "flexible") }, garbage);
const weeks = fc.oneof(
  { weight: 4, arbitrary: fc.constant("") },
  { weight: 2, arbitrary: fc.integer({ min: -10, max: 400 }).map(String) },
  garbage,
);
const endDay = fc.oneof({ weight: 3, arbitrary: fc.constant("") }, { weight: 3, arbitrary: day });

const line = fc.record(
  {
    position,
    headcount,
    placement,
    start_date: day,
    end_date: endDay,
    duration_weeks: weeks,
    shift,
  },
  { requiredKeys: ["position", "headcount", "placement", "start_date", "shift"] },
);

/** A line's name as posted: mostly canonical, sometimes far out, malformed or repeated. */
const lineIndex = (index: number) =>
  fc.oneof(
    { weight: 8, arbitrary: fc.constant(String(index)) },
    { weight: 1, arbitrary: fc.constantFrom("99999999", "1e9", "-1", "01", "", "x", "0.5", `${index} `) },
  );

/** A line every rule accepts, so that some generated requests go in and are checked once stored. */
const validLine = fc.record({
  position: fc.constantFrom("housekeepingAttendants", "laundry", "stewarding"),
  headcount: fc.integer({ min: 1, max: LINE_HEADCOUNT_MAX }).map(String),
  placement: fc.constant("longTerm"),
  start_date: fc.constantFrom("2027-03-01", "2027-06-15"),
  end_date: fc.constantFrom("", "2027-12-31"),
  shift: fc.constantFrom("day", "night", "flexible"),
});

const linesArb: fc.Arbitrary<Array<Partial<Record<string, string>>>> = fc.oneof(
  { weight: 3, arbitrary: fc.array(validLine, { minLength: 1, maxLength: 3 }) },
  { weight: 6, arbitrary: fc.array(line, { minLength: 1, maxLength: 3 }) },
  { weight: 1, arbitrary: fc.constant<Array<Partial<Record<string, string>>>>([]) },
  { weight: 2, arbitrary: fc.array(line, { minLength: 25, maxLength: 40 }) },
  { weight: 1, arbitrary: fc.array(line, { minLength: 480, maxLength: 500 }) },
);

const topField = fc.constantFrom(
  ...REQUEST_FORM_FIELDS,
  "lines[0]",
  "lines.0.position",
  "intent",
  "__proto__",
  "company_website",
);

const formArb = fc
  .record({
    keepBase: fc.oneof({ weight: 4, arbitrary: fc.constant(true) }, fc.constant(false)),
    lines: linesArb,
    overrides: fc.oneof({ weight: 2, arbitrary: fc.constant([]) }, fc.array(fc.tuple(topField, garbage), { maxLength: 6 })),
    intent: fc.oneof(
      { weight: 6, arbitrary: fc.constant(undefined) },
      { weight: 2, arbitrary: fc.constantFrom("addLine", "removeLine:0", "removeLine:3", "removeLine:99", "removeLine:-1") },
      { weight: 1, arbitrary: garbage },
    ),
  })
  .chain(({ lines, ...rest }) =>
    fc.tuple(...lines.map((_, index) => lineIndex(index))).map((indexes) => ({ ...rest, lines, indexes: indexes as string[] })),
  );

/** The fields a generated form posts: the valid base (or none), its lines, then the overrides. */
type GeneratedForm = typeof formArb extends fc.Arbitrary<infer T> ? T : never;

function fieldsOf(form: GeneratedForm) {
  const fields: Record<string, string | string[]> = {};
  if (form.keepBase) {
    for (const [name, value] of Object.entries(PARTNERSHIP_FORM)) if (!name.startsWith("lines[")) fields[name] = value;
  }
  for (const [index, values] of form.lines.entries()) {
    for (const [field, value] of Object.entries(values)) fields[`lines[${form.indexes[index]}].${field}`] = value as string;
  }
  for (const [name, value] of form.overrides) fields[name] = [...[fields[name] ?? []].flat(), value];
  if (form.intent !== undefined) fields.intent = form.intent;
  return fields;
}

describe.each(engines())("hostile request forms on $name", ({ make }) => {
  const database = suiteDatabase(make);
  let context: ReturnType<typeof appContext>["context"];

  beforeAll(async () => {
    context = appContext(database, { formsPer10Minutes: 100_000 }).context;
    await seedContactDetails(database, { phone: "+1 425 555 0148", email: "hello@crestway.test", address: "Bellevue, WA" });
  });

  const counts = async () => {
    const { db } = database;
    const count = async (query: Promise<{ n: number | string | bigint }>) => Number((await query).n);
    return {
      requests: await count(
        db
          .selectFrom("partnership_requests")
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .executeTakeFirstOrThrow(),
      ),
      lines: await count(
        db
          .selectFrom("staff_request_lines")
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .executeTakeFirstOrThrow(),
      ),
      withoutLines: await count(
        db
          .selectFrom("partnership_requests")
          .where(({ not, exists, selectFrom }) =>
            not(
              exists(
                selectFrom("staff_request_lines")
                  .select("id")
                  .whereRef("staff_request_lines.request_id", "=", "partnership_requests.id"),
              ),
            ),
          )
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .executeTakeFirstOrThrow(),
      ),
      orphanLines: await count(
        db
          .selectFrom("staff_request_lines")
          .leftJoin("partnership_requests", "partnership_requests.id", "staff_request_lines.request_id")
          .where("partnership_requests.id", "is", null)
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .executeTakeFirstOrThrow(),
      ),
    };
  };

  it("answers every generated post below 500 and stores a request whole, checked, or not at all", async () => {
    const seen = new Map<string, number>();
    await fc.assert(
      fc.asyncProperty(formArb, async (form) => {
        const before = await counts();
        const fields = fieldsOf(form);
        const answer = unwrap(await partnershipPage.action(formArgs(context, `${SITE}/partnership`, fields) as never));
        const after = await counts();
        expect(answer.status, JSON.stringify(answer.body).slice(0, 300)).toBeLessThan(500);
        expect([200, 400, 413]).toContain(answer.status);
        expect(after.withoutLines).toBe(0);
        expect(after.orphanLines).toBe(0);
        // A success may store one request: with its reference, or (the honeypot filled) as spam, without one.
        const succeeded = answer.status === 200 && answer.body.status === "success";
        const stored = succeeded && after.requests === before.requests + 1;
        const kind = stored ? "stored" : String(answer.status);
        seen.set(kind, (seen.get(kind) ?? 0) + 1);
        if (!stored) {
          expect(after).toEqual(before);
          expect(answer.body.reference ?? null).toBeNull();
          return;
        }
        const newest = await database.db
          .selectFrom("partnership_requests")
          .select(["id", "spam"])
          .orderBy("id", "desc")
          .executeTakeFirstOrThrow();
        const id = newest.id;
        if (typeof answer.body.reference === "string") expect(answer.body.reference).toBe(`REQ-${String(id).padStart(6, "0")}`);
        else expect(newest.spam).toBe(1);
        const lines = await database.db.selectFrom("staff_request_lines").selectAll().where("request_id", "=", id).execute();
        expect(lines.length).toBeGreaterThanOrEqual(1);
        expect(lines.length).toBeLessThanOrEqual(MAX_REQUEST_LINES);
        expect(after.lines).toBe(before.lines + lines.length);
        for (const stored of lines) {
          expect(stored.headcount).toBeGreaterThanOrEqual(1);
          expect(stored.headcount).toBeLessThanOrEqual(LINE_HEADCOUNT_MAX);
          expect(placementAllowed(stored.position as never, stored.placement as never)).toBe(true);
          if (stored.end_date) expect(stored.end_date >= (stored.start_date ?? "")).toBe(true);
          if (stored.duration_weeks !== null) expect(stored.duration_weeks).toBeLessThanOrEqual(LINE_DURATION_WEEKS_MAX);
          expect(stored.end_date !== null && stored.duration_weeks !== null).toBe(false);
        }
      }),
      { numRuns: RUNS },
    );
    // The generator reaches every kind of answer: stored, refused with messages, lines edited.
    expect([...seen.keys()]).toEqual(expect.arrayContaining(["200", "400", "stored"]));
  }, 120_000);

  it("answers a form of 500 valid lines with a clear refusal and stores nothing", async () => {
    const fields: Record<string, string | string[]> = {};
    for (const [name, value] of Object.entries(PARTNERSHIP_FORM)) if (!name.startsWith("lines[")) fields[name] = value;
    for (let index = 0; index < 500; index++) {
      fields[`lines[${index}].position`] = "laundry";
      fields[`lines[${index}].headcount`] = "1";
    }
    const before = await counts();
    const answer = unwrap(await partnershipPage.action(formArgs(context, `${SITE}/partnership`, fields) as never));
    expect([400, 413]).toContain(answer.status);
    expect(await counts()).toEqual(before);
  });

  it("answers `lines[99999999]` with the lines a request may hold, not a hundred million", async () => {
    const fields = { ...PARTNERSHIP_FORM, "lines[99999999].position": "laundry", intent: "addLine" };
    const answer = unwrap(await partnershipPage.action(formArgs(context, `${SITE}/partnership`, fields) as never));
    expect(answer.status).toBe(200);
    expect((answer.body.initialValue as { lines: unknown[] }).lines).toHaveLength(4);
  });

  it("renders the page for any ?plan=, choosing a plan only when it names one", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(garbage, fc.constantFrom("elite", "premium", "standard", "enterprise", "ELITE", "__proto__")),
        async (plan) => {
          const page = await renderRoute(
            partnershipPage as never,
            "/partnership",
            new Request(`${SITE}/partnership?plan=${encodeURIComponent(plan)}`),
            context,
          );
          expect(page.status).toBe(200);
          const select = /<select[^>]*data-testid="request-plan"[^>]*>([\s\S]*?)<\/select>/.exec(page.html)?.[1] ?? "";
          const selected = /<option value="([^"]*)" selected=""/.exec(select)?.[1] ?? "";
          const expected = { elite: "elite", premium: "elite", standard: "standard", enterprise: "enterprise" }[plan] ?? "";
          expect(selected).toBe(Object.hasOwn({ elite: 1, premium: 1, standard: 1, enterprise: 1 }, plan) ? expected : "");
        },
      ),
      { numRuns: 25 },
    );
  }, 60_000);
});

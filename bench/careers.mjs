// The careers rows of `npm run bench` (decision 0032): 2,000 open openings written straight into
// the app's database, as staff would have published them over a few seasons, and the careers page
// with a filter (a query: never from the page cache) measured against the bare server serving the
// very bytes the app rendered.
import Database from "better-sqlite3";

const POSITIONS = [
  "housekeepingLeadership",
  "housekeepingAttendants",
  "laundry",
  "foodBeverage",
  "stewarding",
  "conventionServices",
  "culinaryPrepCooks",
  "maintenanceTechnicians",
];
const PLACES = [
  ["ke", "nairobi"],
  ["ke", "mombasa"],
  ["gh", "accra"],
  ["za", "cape-town"],
  ["ng", "lagos"],
  ["rw", "kigali"],
  ["tz", "dar-es-salaam"],
  ["ma", "marrakech"],
];
const PLACEMENTS = ["longTerm", "seasonal", "specialProject"];

/** The filtered careers page the row asks for: seasonal housekeeping attendants in Kenya. */
export const CAREERS_BENCH_PATH = "/careers?position=housekeepingAttendants&country=ke&kind=seasonal";

const text = (language, n, position) => ({
  title: `${language === "en" ? "Opening" : language === "es" ? "Oferta" : "Offre"} ${n}: ${position}`,
  employerDescription: "A beach resort of 180 rooms",
  description: "Join a team that welcomes guests from around the world.\n\n- Training in the first week\n- Uniforms provided",
  duties: "- Prepare rooms to the resort's standard\n- Report maintenance needs",
  requirements: "- One season of experience\n- English; Swahili is a plus",
});

/** Writes `count` published openings closing in a month; answers how many match the bench path's filter. */
export function seedOpenings(dbFile, count = 2_000) {
  const db = new Database(dbFile);
  const now = new Date();
  const day = (offset) => new Date(now.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
  const insert = db.prepare(
    `insert into openings (status, content, position, placement, country, city, employer_name, housing, meals, transport,
       pay_min_cents, pay_max_cents, pay_currency, pay_unit, start_date, season_end, people_wanted, closes_on, questions,
       published_at, created_at, updated_at)
     values ('published', ?, ?, ?, ?, ?, null, 1, 1, 0, 45000, 60000, 'USD', 'month', ?, ?, 4, ?, '[]', ?, ?, ?)`,
  );
  let matching = 0;
  db.transaction(() => {
    for (let n = 1; n <= count; n++) {
      const position = POSITIONS[n % POSITIONS.length];
      const [country, city] = PLACES[Math.floor(n / POSITIONS.length) % PLACES.length];
      const placement = position === "maintenanceTechnicians" ? "longTerm" : PLACEMENTS[n % PLACEMENTS.length];
      if (position === "housekeepingAttendants" && country === "ke" && placement === "seasonal") matching++;
      const content = {
        en: text("en", n, position),
        es: { ...text("es", n, position), madeFrom: "bench" },
        fr: { ...text("fr", n, position), madeFrom: "bench" },
      };
      const stamp = new Date(now.getTime() - n * 60_000).toISOString();
      insert.run(
        JSON.stringify(content),
        position,
        placement,
        country,
        city,
        day(30),
        placement === "seasonal" ? day(150) : null,
        day(20 + (n % 10)),
        stamp,
        stamp,
        stamp,
      );
    }
  })();
  db.close();
  return matching;
}

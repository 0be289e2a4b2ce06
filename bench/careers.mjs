// The careers rows of `npm run bench` (decision 0032): 2,000 open openings written straight into
// the app's database, as staff would have published them over a few seasons, and the careers page
// with a filter (a query: never from the page cache) measured against the bare server serving the
// very bytes the app rendered.
import { readFileSync } from "node:fs";
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

/** The address of the first opening a careers page lists ("" when it lists none). */
export const firstOpeningPath = (html) => /href="(\/careers\/\d+-[a-z0-9-]+)"/.exec(html)?.[1] ?? "";

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

/** A one-page PDF with a text layer, padded to about `bytes` with a comment (a scanned CV's size). */
export function benchPdf(bytes) {
  const content = "BT /F1 12 Tf 72 720 Td (Amina Njeri) Tj T* (Room attendant, three seasons in Diani) Tj ET";
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>",
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
  ];
  let body = `%PDF-1.4\n%${"x".repeat(bytes)}\n`;
  const offsets = [];
  for (const [index, object] of objects.entries()) {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  }
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, "0")} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, "latin1");
}

export const APPLY_BOUNDARY = "----benchApplication";

/** An application to an opening without screening questions, with a PDF of about `pdfBytes`, as a browser posts it. */
export function applicationBody(pdfBytes = 2 * 1024 * 1024) {
  const fields = [
    ["full_name", "Amina Njeri"],
    ["email", "amina.bench@example.test"],
    ["phone", "+254 712 345 678"],
    ["phone_whatsapp", "on"],
    ["country", "ke"],
    ["city", "Mombasa"],
    ["languages", "sw"],
    ["languages", "en"],
    ["positions", "housekeepingAttendants"],
    ["available_from", ""],
    ["experience_years", "3"],
    ["note", ""],
    ["consent", "on"],
    ["company_website", ""],
  ];
  const parts = fields.map(
    ([name, value]) => `--${APPLY_BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const head = Buffer.from(
    `${parts.join("")}--${APPLY_BOUNDARY}\r\nContent-Disposition: form-data; name="cv"; filename="Amina Njeri CV.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
  );
  return Buffer.concat([head, benchPdf(pdfBytes), Buffer.from(`\r\n--${APPLY_BOUNDARY}--\r\n`)]);
}

/** The app's resident memory now, in MB (Linux). */
function residentMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

/** Samples the app's resident memory while `work` runs: its peak above where it started. */
export async function memoryGrowthDuring(pid, work) {
  const before = residentMb(pid);
  let peak = before;
  const timer = setInterval(() => {
    peak = Math.max(peak, residentMb(pid));
  }, 25);
  try {
    const result = await work();
    return { result, before, peak, growth: peak - before };
  } finally {
    clearInterval(timer);
  }
}

/** `count` applications, `concurrency` at a time, each answered 200; throws on any other answer. */
export async function applyBurst(base, applyPath, body, count = 100, concurrency = 20) {
  let next = 0;
  const worker = async () => {
    while (next < count) {
      next++;
      const answer = await fetch(`${base}${applyPath}`, {
        method: "POST",
        body,
        headers: { "Content-Type": `multipart/form-data; boundary=${APPLY_BOUNDARY}` },
      });
      await answer.arrayBuffer();
      if (answer.status !== 200) throw new Error(`an application was answered ${answer.status}`);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
}

/**
 * What twenty applications at once cost the server in memory, on a fresh server each time (a
 * resident set only grows): with 2 MB PDFs, with 1 KB PDFs, and so what the files themselves add
 * (the rest is the JavaScript heap any twenty form posts at once grow).
 */
export async function applyingMemory(startApp, dataDirOf, seed) {
  const growthWith = async (pdfBytes, label) => {
    const dataDir = dataDirOf(label);
    const app = await startApp(dataDir);
    try {
      const applyPath = await seed(app, dataDir);
      const body = applicationBody(pdfBytes);
      await applyBurst(app.base, applyPath, body, 4, 4);
      return (await memoryGrowthDuring(app.child.pid, () => applyBurst(app.base, applyPath, body))).growth;
    } finally {
      app.child.kill("SIGTERM");
      await new Promise((resolve) => app.child.once("exit", resolve));
    }
  };
  const large = await growthWith(2 * 1024 * 1024, "memory-2mb");
  const small = await growthWith(1024, "memory-1kb");
  return { large, small, files: large - small };
}

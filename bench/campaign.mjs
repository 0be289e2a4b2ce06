// The campaign row of `npm run bench` (decision 0013): 100,000 subscribers are added to the running
// app's SQLite database, then a send is started the way "Send now" starts it. Measured, from the
// first recipient queued to the last: the time, and the `GET /` p99 under load beside its idle p99
// just before; and the resident memory the send adds to the server process. (The wait for the
// sender's next pass, at most its 2 s poll, is reported apart: "Send now" wakes it at once.)
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import autocannon from "autocannon";
import Database from "better-sqlite3";

export const CAMPAIGN_SUBSCRIBERS = 100_000;
const LANGUAGES = ["en", "es", "fr"];

function residentMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

function seedSubscribers(dbFile) {
  const db = new Database(dbFile);
  try {
    const insert = db.prepare(
      "insert into newsletter_subscribers (email, confirmed, unsubscribe_token, language, created_at) values (?, 1, ?, ?, ?)",
    );
    const now = new Date().toISOString();
    db.transaction(() => {
      for (let n = 0; n < CAMPAIGN_SUBSCRIBERS; n++) {
        insert.run(`campaign-reader-${n}@bench.test`, randomBytes(18).toString("base64url"), LANGUAGES[n % 3], now);
      }
    })();
  } finally {
    db.close();
  }
}

/** Continuous GET / load whose every response is kept with the time it arrived. */
function startLoad(base) {
  const responses = [];
  const instance = autocannon({ url: `${base}/`, connections: 50, duration: 600 });
  instance.on("response", (_client, status, _bytes, ms) => responses.push({ at: performance.now(), ms, ok: status === 200 }));
  const finished = new Promise((resolve) => instance.on("done", resolve));
  return {
    responses,
    stop: async () => {
      instance.stop();
      await finished;
    },
  };
}

/** p99 latency and failures of the responses that arrived in [from, to). */
function window(responses, from, to) {
  const inside = responses.filter((response) => response.at >= from && response.at < to);
  const times = inside.map((response) => response.ms).sort((a, b) => a - b);
  return {
    count: inside.length,
    p99: Math.round(times[Math.min(times.length - 1, Math.ceil(times.length * 0.99) - 1)] ?? Number.NaN),
    errors: inside.filter((response) => !response.ok).length,
  };
}

const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export async function measureCampaignQueuing(app, dbFile) {
  seedSubscribers(dbFile);
  const load = startLoad(app.base);
  // The first second warms connections up; the next four are the idle reference.
  await pause(1_000);
  const idleFrom = performance.now();
  await pause(4_000);
  const rssBefore = residentMb(app.child.pid);

  const db = new Database(dbFile);
  const now = new Date().toISOString();
  const content = JSON.stringify({ en: { subject: "Bench", preheader: "", body: "Hello [there](/pricing)" } });
  const { id } = db
    .prepare(
      `insert into campaigns (name, content, status, audience, utm_campaign, queued_through, started_at, created_at, updated_at)
       values ('Bench', ?, 'sending', 'all', 'bench', 0, ?, ?, ?) returning id`,
    )
    .get(content, now, now, now);
  const sentAt = performance.now();
  const firstQueued = db.prepare("select 1 from campaign_deliveries where campaign_id = ? limit 1");
  const allQueued = db.prepare("select queued_at from campaigns where id = ?");
  let rssPeak = rssBefore;
  while (!firstQueued.get(id)) await pause(2);
  const startedAt = performance.now();
  while (!allQueued.get(id).queued_at) {
    rssPeak = Math.max(rssPeak, residentMb(app.child.pid));
    await pause(20);
  }
  const queuedAt = performance.now();
  // A few seconds of sending too: the send's memory is the queuing's and the sender's together.
  while (performance.now() < queuedAt + 3_000) {
    rssPeak = Math.max(rssPeak, residentMb(app.child.pid));
    await pause(50);
  }
  await load.stop();
  const recipients = db.prepare("select count(*) as n from campaign_deliveries where campaign_id = ?").get(id).n;
  db.prepare("update campaigns set status = 'cancelled' where id = ?").run(id);
  db.close();
  const idle = window(load.responses, idleFrom, sentAt);
  const during = window(load.responses, startedAt, queuedAt);
  return {
    recipients,
    queuedSeconds: (queuedAt - startedAt) / 1000,
    pickupSeconds: (startedAt - sentAt) / 1000,
    idleP99: idle.p99,
    duringP99: during.p99,
    duringCount: during.count,
    errors: idle.errors + during.errors,
    addedMb: rssPeak - rssBefore,
  };
}

/** Prints the row's table; returns true when a goal is missed. */
export function printCampaignTable(figures) {
  const ratio = figures.duringP99 / Math.max(figures.idleP99, 1);
  const checks = [
    ["queuing time, s", figures.queuedSeconds.toFixed(1), "<= 10", figures.queuedSeconds <= 10],
    ["wait for the sender's next pass, s", figures.pickupSeconds.toFixed(1), "reported", true],
    ["GET / p99 idle, ms", String(figures.idleP99), "reported", true],
    [
      "GET / p99 while queuing, ms",
      `${figures.duringP99} (${ratio.toFixed(2)}x idle; ${figures.duringCount} responses, ${figures.errors} errors)`,
      "<= 2x idle",
      ratio <= 2 && figures.errors === 0,
    ],
    ["memory added by the send, MB", figures.addedMb.toFixed(1), "< 100", figures.addedMb < 100],
  ];
  console.log(`\nCampaign send to ${figures.recipients.toLocaleString("en")} recipients (SQLite)\n`);
  console.log("| figure | value | goal | result |");
  console.log("|---|---|---|---|");
  for (const [name, value, goal, ok] of checks) console.log(`| ${name} | ${value} | ${goal} | ${ok ? "met" : "MISSED"} |`);
  return checks.some(([, , , ok]) => !ok);
}

// The baseline of `npm run bench`: a bare node:http server with no framework, serving the same
// HTML and asset bytes from memory and doing the same inserts with the same driver (better-sqlite3,
// same pragmas, same schema). Usage: node bench/bare-server.mjs <config.json>; prints its port.
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import Database from "better-sqlite3";

const config = JSON.parse(readFileSync(process.argv[2], "utf8"));
/** The pages it serves, by path: the app's own renders. */
const pages = new Map(Object.entries(config.pages).map(([page, file]) => [page, readFileSync(file)]));
const asset = readFileSync(config.assetFile);
const media = readFileSync(config.mediaFile);
const welcome = config.welcome;
const db = new Database(config.dbFile);
db.pragma("journal_mode = WAL");
db.pragma("busy_timeout = 5000");
db.pragma("synchronous = NORMAL");
for (const statement of config.schema) db.exec(statement);

const insertSubscriber = db.prepare(
  "insert into newsletter_subscribers (email, unsubscribe_token, confirm_token, language, confirmed, created_at) values (?, ?, null, 'en', 0, ?)",
);
const insertOutbox = db.prepare(
  "insert into email_outbox (recipient, subject, html, text, headers, next_attempt_at) values (?, ?, ?, ?, ?, ?)",
);
const subscribe = db.transaction((email, token, now) => {
  insertSubscriber.run(email, token, now);
  insertOutbox.run(email, welcome.subject, welcome.html, welcome.text, welcome.headers, now);
});
const insertClick = db.prepare(
  "insert into link_clicks (url, page_source, referrer, utm_source, utm_medium, utm_campaign, user_agent, ip_address, clicked_at) values (?, ?, ?, ?, ?, ?, ?, ?, ?)",
);

const insertView = db.prepare(
  "insert into page_views (viewed_at, visitor_id, path, language, source, referrer_host, utm_source, utm_medium, utm_campaign, device, browser, country) values (?, ?, ?, 'en', ?, ?, ?, ?, ?, 'desktop', 'Chrome', null)",
);

// An application's stand-in: the multipart body kept whole, in one insert.
db.exec("create table if not exists bench_uploads (id integer primary key, bytes blob not null)");
const insertUpload = db.prepare("insert into bench_uploads (bytes) values (?)");

function readBytes(req) {
  return new Promise((resolve) => {
    const chunks = [];
    req.on("data", (chunk) => chunks.push(chunk));
    req.on("end", () => resolve(Buffer.concat(chunks)));
  });
}

function readBody(req) {
  return new Promise((resolve) => {
    const chunks = [];
    req.on("data", (chunk) => chunks.push(chunk));
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
  });
}

const server = createServer(async (req, res) => {
  const html = req.method === "GET" ? pages.get(req.url ?? "") : undefined;
  if (html) {
    res.writeHead(200, { "Content-Type": "text/html; charset=utf-8", "Content-Length": html.length });
    return res.end(html);
  }
  if (req.method === "GET" && req.url === "/asset") {
    res.writeHead(200, {
      "Content-Type": "text/javascript",
      "Content-Length": asset.length,
      "Cache-Control": "public, max-age=31536000, immutable",
    });
    return res.end(asset);
  }
  if (req.method === "GET" && req.url === "/media") {
    res.writeHead(200, {
      "Content-Type": "image/webp",
      "Content-Length": media.length,
      "Cache-Control": "public, max-age=31536000, immutable",
    });
    return res.end(media);
  }
  if (req.method === "POST" && req.url === "/newsletter") {
    const email = new URLSearchParams(await readBody(req)).get("email")?.trim().toLowerCase() ?? "";
    subscribe(email, randomBytes(24).toString("base64url"), new Date().toISOString());
    res.writeHead(200, { "Content-Type": "application/json" });
    return res.end('{"ok":true}');
  }
  if (req.method === "POST" && req.url === "/api/clicks") {
    const { events } = JSON.parse(await readBody(req));
    const now = new Date().toISOString();
    for (const e of events)
      insertClick.run(
        e.url,
        e.pageSource,
        e.referrer ?? null,
        null,
        null,
        null,
        req.headers["user-agent"] ?? null,
        "127.0.0.0",
        now,
      );
    res.writeHead(204);
    return res.end();
  }
  if (req.method === "POST" && req.url === "/api/views") {
    const view = JSON.parse(await readBody(req));
    const utm = new URLSearchParams(view.search ?? "");
    const referrerHost = view.referrer ? new URL(view.referrer).hostname : null;
    insertView.run(
      new Date().toISOString(),
      "0123456789abcdef0123456789abcdef",
      view.path,
      utm.get("utm_source") ?? referrerHost ?? "Direct",
      referrerHost,
      utm.get("utm_source"),
      utm.get("utm_medium"),
      utm.get("utm_campaign"),
    );
    res.writeHead(204);
    return res.end();
  }
  if (req.method === "POST" && req.url === "/apply") {
    insertUpload.run(await readBytes(req));
    res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
    return res.end("<p>Received</p>");
  }
  res.writeHead(404);
  res.end();
});
server.listen(0, "127.0.0.1", () => console.log(server.address().port));
process.on("SIGTERM", () => server.close(() => process.exit(0)));

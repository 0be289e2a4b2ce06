// Prints the gzip size of all JavaScript a page loads on a first visit, as a browser really loads it:
// the system Chromium opens the page, waits for the network to settle, and every script response
// (modules, preloads, lazily imported chunks such as dictionaries) is gzipped and summed.
// Usage: node scripts/measure-js.mjs http://localhost:3000 / /contact /pricing
import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";

const [base = "http://localhost:3000", ...paths] = process.argv.slice(2);
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-background-networking", "--disable-component-update"],
});
try {
  for (const path of paths.length > 0 ? paths : ["/"]) {
    const context = await browser.newContext();
    const page = await context.newPage();
    // Map tiles and other third-party requests are not the site's JavaScript; keep the run offline.
    await page.route(
      (url) => url.origin !== new URL(base).origin,
      (route) => route.abort(),
    );
    const bodies = [];
    page.on("response", async (response) => {
      if (response.request().resourceType() !== "script") return;
      bodies.push(response.body().catch(() => Buffer.alloc(0)));
    });
    await page.goto(new URL(path, base).href, { waitUntil: "networkidle" });
    const files = await Promise.all(bodies);
    const raw = files.reduce((sum, body) => sum + body.length, 0);
    const gzip = files.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0);
    console.log(`${path}\t${files.length} scripts\t${(raw / 1024).toFixed(1)} KB raw\t${(gzip / 1024).toFixed(1)} KB gzip`);
    await context.close();
  }
} finally {
  await browser.close();
}

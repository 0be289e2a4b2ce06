// Prints the gzip size of all JavaScript a page loads on a first visit, as a browser really loads it
// (the measuring itself: tests/support/page-javascript.mjs, shared with the budget test).
// Usage: node scripts/measure-js.mjs http://localhost:3000 / /contact /pricing
import { chromium } from "@playwright/test";
import { measurePageJavaScript } from "../tests/support/page-javascript.mjs";

const [base = "http://localhost:3000", ...paths] = process.argv.slice(2);
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-background-networking", "--disable-component-update"],
});
try {
  for (const path of paths.length > 0 ? paths : ["/"]) {
    const context = await browser.newContext();
    const { scripts, raw, gzip } = await measurePageJavaScript(await context.newPage(), new URL(path, base).href);
    console.log(`${path}\t${scripts.length} scripts\t${(raw / 1024).toFixed(1)} KB raw\t${(gzip / 1024).toFixed(1)} KB gzip`);
    await context.close();
  }
} finally {
  await browser.close();
}

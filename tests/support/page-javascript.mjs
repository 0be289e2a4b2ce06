/**
 * How much JavaScript a page costs a first-time visitor, measured as a browser really loads it:
 * the page opens in a fresh browser context, the network settles, and every script response
 * (modules, preloads, lazily imported chunks such as dictionaries) is gzipped at level 9 and summed.
 * Shared by `scripts/measure-js.mjs` and the budget test in tests/e2e/javascript-budget.spec.ts
 * (decision 0009). Plain JavaScript so the script runs under Node without a TypeScript loader.
 */
import { gzipSync } from "node:zlib";

/** Decision 0009: no public page loads more than this, gzip, on a first visit. */
export const PAGE_JAVASCRIPT_BUDGET_BYTES = 150 * 1024;

export async function measurePageJavaScript(page, url) {
  const origin = new URL(url).origin;
  // Map tiles and other third-party requests are not the site's JavaScript; keep the run offline.
  await page.route(
    (requested) => requested.origin !== origin,
    (route) => route.abort(),
  );
  const bodies = [];
  const onResponse = (response) => {
    if (response.request().resourceType() !== "script") return;
    bodies.push(
      response
        .body()
        .catch(() => Buffer.alloc(0))
        .then((body) => ({ url: response.url(), body })),
    );
  };
  page.on("response", onResponse);
  try {
    await page.goto(url, { waitUntil: "networkidle" });
  } finally {
    page.off("response", onResponse);
  }
  const scripts = (await Promise.all(bodies)).map(({ url: scriptUrl, body }) => ({
    url: scriptUrl,
    raw: body.length,
    gzip: gzipSync(body, { level: 9 }).length,
  }));
  return {
    scripts,
    raw: scripts.reduce((sum, script) => sum + script.raw, 0),
    gzip: scripts.reduce((sum, script) => sum + script.gzip, 0),
  };
}

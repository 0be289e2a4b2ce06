/**
 * One server build (decision 0008): the Express entry (build/entry/server.js, from server.ts) holds
 * no module of the app and runs everything from React Router's server build, so the fast lane, the
 * page cache, the workers and the pages share one copy of every service. Shown on the production
 * build as an operator runs it: a content edit made through a page's action is what the page cache
 * serves next, at once, with no registry between two copies of the content cache.
 */
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ServerProcess, startServerProcess } from "../support/server-process";

const cookiesOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");

describe("one server build", () => {
  it("the Express entry imports packages and the server build, and bundles no module of app/", () => {
    const entry = readFileSync("build/entry/server.js", "utf8");
    const sources = (JSON.parse(readFileSync("build/entry/server.js.map", "utf8")) as { sources: string[] }).sources;
    expect(sources.map((source) => source.replace(/^(\.\.\/)+/, ""))).toEqual(["server.ts"]);
    const imported = [...entry.matchAll(/\bimport\s*(?:[^"']*?from\s*)?["']([^"']+)["']/g)].map((match) => match[1]);
    expect(imported.filter((name) => name?.startsWith(".") || name?.includes("app/"))).toEqual([]);
    expect(entry).toContain('"server", "index.js"');
  });

  describe("at run time", () => {
    let server: ServerProcess;
    let cookie = "";

    beforeAll(async () => {
      server = await startServerProcess({ LOG_LEVEL: "warn" });
      const setup = await fetch(`${server.base}/admin/setup`, {
        method: "POST",
        body: new URLSearchParams({ name: "One Build", email: "one-build@crestway.test", password: "One-build-password-2026" }),
        redirect: "manual",
      });
      expect(setup.status).toBe(302);
      cookie = cookiesOf(setup);
    }, 60_000);
    afterAll(() => server?.stop());

    it("a content edit through an admin action is what the cached public page shows next", async () => {
      const contact = () => fetch(`${server.base}/fr/contact`).then((response) => response.text());
      // Rendered once, then served from the page cache, with the content cache warm.
      await contact();
      expect(await contact()).not.toContain("+1 425 555 0199");
      const saved = await fetch(`${server.base}/admin/content?kind=details`, {
        method: "POST",
        headers: { Cookie: cookie },
        body: new URLSearchParams({
          intent: "saveDetails",
          "contact.phone": "+1 425 555 0199",
          "contact.email": "hello@crestway.test",
          "contact.address": "1 Harbour Road",
        }),
        redirect: "manual",
      });
      expect(saved.status).toBe(200);
      // Well within the content version's 2 s look: the page cache rendered from the content cache the action cleared.
      expect(await contact()).toContain("+1 425 555 0199");
    });
  });
});

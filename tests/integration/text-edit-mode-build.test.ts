/**
 * The in-page text editor costs a visitor nothing (decision 0017), against the production build:
 * the editor is a chunk of its own that no route module imports and no visitor's page names; a
 * visitor's page, fresh or from the page cache, carries no trace of it, and a signed-in viewer (who
 * may not change texts) gets the very page a visitor gets. An editor's page carries the editor and
 * is never stored. Needs `npm run build` first (npm test builds).
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TOAST_COOKIE } from "~/.server/http/toast";
import { type ServerProcess, startServerProcess } from "../support/server-process";

const ASSETS = "build/client/assets";
const ADMIN = { name: "Build Admin", email: "build.admin@crestway.test", password: "Admin-password-2026" };
const STAFF_PASSWORD = "Staff-password-2026";
const PAGES = ["/", "/fr/pricing", "/contact"];

/** The cookies an answer sets, but the one-shot toast's: a browser's next page would have consumed it. */
const cookiesOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0] as string)
    .filter((cookie) => !cookie.startsWith(`${TOAST_COOKIE}=`))
    .join("; ");

/** The page with its per-response CSP nonce replaced by a mark. */
function withoutNonce(html: string): string {
  const nonce = /\snonce="([^"]+)"/.exec(html)?.[1];
  return nonce ? html.split(nonce).join("NONCE") : html;
}

/** The built editor's files: its chunk and its stylesheet. */
function editorFiles(): string[] {
  return readdirSync(ASSETS).filter((file) => /^TextEditMode-[\w-]+\.(js|css)$/.test(file));
}

interface ManifestRoute {
  module: string;
  imports?: string[];
  css?: string[];
}

function routeManifest(): { entry: ManifestRoute; routes: Record<string, ManifestRoute> } {
  const file = readdirSync(ASSETS).find((name) => /^manifest-[\w-]+\.js$/.test(name));
  const source = readFileSync(path.join(ASSETS, file ?? ""), "utf8");
  return JSON.parse(source.slice(source.indexOf("=") + 1, source.lastIndexOf(";")));
}

describe("the in-page text editor in the production build", () => {
  let server: ServerProcess;
  const get = async (target: string, cookie?: string) => {
    const response = await fetch(`${server.base}${target}`, { headers: cookie ? { Cookie: cookie } : {}, redirect: "manual" });
    return { status: response.status, cacheControl: response.headers.get("Cache-Control") ?? "", body: await response.text() };
  };
  const post = (target: string, fields: Record<string, string>, cookie?: string) =>
    fetch(`${server.base}${target}`, {
      method: "POST",
      headers: cookie ? { Cookie: cookie } : {},
      body: new URLSearchParams(fields),
      redirect: "manual",
    });
  const accounts: Record<"editor" | "viewer", string> = { editor: "", viewer: "" };

  beforeAll(async () => {
    server = await startServerProcess({ LOG_LEVEL: "warn" });
    const setup = await post("/admin/setup", ADMIN);
    expect(setup.status).toBe(302);
    const admin = cookiesOf(setup);
    for (const role of ["editor", "viewer"] as const) {
      const email = `build.${role}@crestway.test`;
      const created = await post(
        "/admin/users",
        { intent: "create", name: `Build ${role}`, email, password: STAFF_PASSWORD, role },
        admin,
      );
      expect(created.status, role).toBeLessThan(400);
      const login = await post("/admin/login", { intent: "signIn", email, password: STAFF_PASSWORD });
      expect(login.status, role).toBe(302);
      accounts[role] = cookiesOf(login);
    }
  }, 60_000);
  afterAll(async () => {
    await server?.stop();
  });

  // A route's `imports` are every chunk its module loads statically, directly or not.
  it("builds the editor as a chunk of its own that no route module imports", () => {
    const files = editorFiles();
    expect(files.some((file) => file.endsWith(".js"))).toBe(true);
    const { entry, routes } = routeManifest();
    for (const route of [entry, ...Object.values(routes)]) {
      const named = [route.module, ...(route.imports ?? []), ...(route.css ?? [])];
      for (const file of files) expect(named.join(" "), route.module).not.toContain(file);
    }
  });

  it("gives visitors pages without any trace of it, rendered or from the page cache", async () => {
    for (const page of PAGES) {
      const first = await get(page);
      const cached = await get(page);
      for (const answer of [first, cached]) {
        expect(answer.status, page).toBe(200);
        expect(answer.cacheControl, page).toContain("s-maxage");
        expect(answer.body, page).not.toContain("textEditor");
        expect(answer.body, page).not.toContain("data-text-editor");
        expect(answer.body, page).not.toContain("text-editor");
        for (const file of editorFiles()) expect(answer.body, page).not.toContain(file);
      }
      expect(withoutNonce(cached.body), page).toBe(withoutNonce(first.body));
    }
  });

  it("gives a signed-in viewer, who may not change texts, the very page a visitor gets", async () => {
    for (const page of PAGES) {
      const visitor = await get(page);
      const viewer = await get(page, accounts.viewer);
      expect(viewer.status, page).toBe(200);
      expect(withoutNonce(viewer.body), page).toBe(withoutNonce(visitor.body));
    }
  });

  it("gives an editor the editor, in a page no cache may keep, without preloading its chunk", async () => {
    const visitor = await get("/fr/pricing");
    const editor = await get("/fr/pricing", accounts.editor);
    expect(editor.status).toBe(200);
    expect(editor.cacheControl).toBe("private, no-store");
    expect(editor.body).toContain("textEditor");
    // Rendered with the page, in its language, so nothing moves when the editor's code arrives.
    expect(editor.body).toContain("Modifier les textes");
    for (const file of editorFiles()) expect(editor.body).not.toContain(file);
    // The same page besides: the same scripts and preloads.
    const preloads = (html: string) => [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((match) => match[1]);
    expect(preloads(editor.body)).toEqual(preloads(visitor.body));
  });
});

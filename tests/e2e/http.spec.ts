import { expect, test } from "@playwright/test";
import { SPEC_PUBLIC_PATHS } from "../support/public-paths";

test.describe("server-rendered responses", () => {
  test("the home page arrives rendered, header and footer included, in English by default", async ({ request }) => {
    const response = await request.get("/");
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain('<html lang="en"');
    expect(html).toContain('data-testid="site-header"');
    expect(html).toContain('data-testid="site-footer"');
    expect(html).toMatch(/<h1[^>]*>Hospitality staff your guests will remember<\/h1>/);
    // The page arrives whole, not as hidden segments a script must reveal (it must work without JavaScript).
    expect(html).not.toContain('<div hidden id="S:');
  });

  test("a public page's language is its address's: no cookie or Accept-Language changes it", async ({ request }) => {
    const visitors: Record<string, string>[] = [
      { Cookie: "language=fr" },
      { "Accept-Language": "fr-FR,fr;q=0.9" },
      { Cookie: "language=es", "Accept-Language": "es" },
    ];
    for (const headers of visitors) {
      const response = await request.get("/", { headers });
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toContain('<html lang="en"');
      expect(html).toMatch(/<h1[^>]*>Hospitality staff your guests will remember<\/h1>/);
      // One copy per address: caches need not keep one per cookie.
      expect(response.headers().vary ?? "").not.toMatch(/cookie/i);
    }
    const english = await request.get("/pricing", { headers: { Cookie: "language=fr" } });
    expect(await english.text()).toContain('<html lang="en"');
    expect(english.headers().vary ?? "").not.toMatch(/cookie/i);
  });

  test("/fr/ and /es/ are the home page in French and Spanish, whatever the cookie says", async ({ request }) => {
    const french = await request.get("/fr/", { headers: { Cookie: "language=es" } });
    expect(french.status()).toBe(200);
    const html = await french.text();
    expect(html).toContain('<html lang="fr"');
    expect(html).toContain("Nous contacter");
    expect(html).not.toContain("Hospitality staff your guests will remember");
    expect(french.headers().vary ?? "").not.toMatch(/cookie/i);
    const spanish = await request.get("/es/", { headers: { Cookie: "language=fr" } });
    expect(await spanish.text()).toContain('<html lang="es"');
  });

  test("the admin area follows the language cookie, before signing in too", async ({ request }) => {
    const rendered = async (path: string, headers: Record<string, string> = {}) => {
      const html = await (await request.get(path, { headers })).text();
      return { lang: html.match(/<html lang="([^"]*)"/)?.[1], h1: html.match(/<h1[^>]*>([^<]*)<\/h1>/)?.[1] };
    };
    // The login page of a visitor who is not signed in yet, with and without a query.
    for (const path of ["/admin/login", "/admin/login?redirectTo=%2Fadmin%2Fusers"]) {
      expect(await rendered(path, { Cookie: "language=fr" }), path).toEqual({ lang: "fr", h1: "Connexion administrateur" });
      expect(await rendered(path), path).toEqual({ lang: "en", h1: "Admin Login" });
      expect(await rendered(path, { Cookie: "language=es" }), path).toMatchObject({ lang: "es" });
    }
  });

  test("/services moves permanently to /our-approach", async ({ request }) => {
    const response = await request.get("/services", { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe("/our-approach");
  });

  test("an unknown path shows the home page with 404 and noindex", async ({ request }) => {
    const response = await request.get("/no-such-page");
    expect(response.status()).toBe(404);
    const html = await response.text();
    expect(html).toMatch(/<h1[^>]*>Hospitality staff your guests will remember<\/h1>/);
    expect(html).toContain('<meta name="robots" content="noindex"/>');
  });

  for (const path of [
    "/admin/dashboard",
    "/admin/traffic",
    "/admin/messages",
    "/admin/users",
    "/admin/settings",
    "/admin/partnership-requests",
    "/admin/newsletter-subscribers",
  ]) {
    test(`${path} sends a visitor without a session to the login`, async ({ request }) => {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status()).toBe(302);
      expect(response.headers().location).toBe(`/admin/login?redirectTo=${encodeURIComponent(path)}`);
    });
  }

  test("/admin/ is spelled /admin (one address per page), which goes to the login", async ({ request }) => {
    const response = await request.get("/admin/", { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe("/admin");
  });

  for (const path of ["/admin", "/admin/anything", "/admin/a/b"]) {
    test(`${path} redirects to the login`, async ({ request }) => {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status()).toBe(302);
      expect(response.headers().location).toBe("/admin/login");
    });
  }

  test("the admin login and setup pages are open", async ({ request }) => {
    for (const path of ["/admin/login", "/admin/setup"]) expect((await request.get(path)).status()).toBe(200);
  });

  test("health check answers 200 while the database answers", async ({ request }) => {
    const response = await request.get("/healthz");
    expect(response.status()).toBe(200);
    expect(await response.json()).toEqual({ status: "ok" });
  });

  test("every public route of docs/product.md answers 200", async ({ request }) => {
    for (const path of SPEC_PUBLIC_PATHS) expect((await request.get(path)).status(), path).toBe(200);
  });

  test("/unsubscribe without a valid token explains itself, answered 404", async ({ request }) => {
    const response = await request.get("/unsubscribe?token=unknown");
    expect(response.status()).toBe(404);
    const html = await response.text();
    expect(html).toMatch(/<h1[^>]*>Unsubscribe from our newsletter<\/h1>/);
    expect(html).toContain("This unsubscribe link is no longer valid");
    expect(html).toContain('<meta name="robots" content="noindex"/>');
  });

  test("answers carry security headers and a nonce-based script policy", async ({ request }) => {
    const response = await request.get("/");
    const headers = response.headers();
    expect(headers["content-security-policy"]).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["x-powered-by"]).toBeUndefined();
  });
});

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

  test("the language cookie makes the server render French", async ({ request }) => {
    const response = await request.get("/", { headers: { Cookie: "language=fr" } });
    const html = await response.text();
    expect(html).toContain('<html lang="fr"');
    expect(html).toContain("Nous contacter");
    expect(html).not.toContain("Hospitality staff your guests will remember");
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

  test("every public route of the spec answers 200", async ({ request }) => {
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

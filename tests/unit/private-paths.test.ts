/**
 * A candidate's private link never reaches analytics (decision 0035): page views and clicks keep
 * the page's address with its token replaced, in every language, and every other address whole.
 */
import { describe, expect, it } from "vitest";
import { pageViewRow } from "~/.server/services/analytics/page-views";
import { maskPrivatePath } from "~/lib/private-paths";

const TOKEN = "0123456789abcdef".repeat(4);

describe("private paths in analytics", () => {
  it("replaces the token of a candidate's page, its copy and a full URL, in each language", () => {
    expect(maskPrivatePath(`/candidate/${TOKEN}`)).toBe("/candidate/:token");
    expect(maskPrivatePath(`/es/candidate/${TOKEN}`)).toBe("/es/candidate/:token");
    expect(maskPrivatePath(`/fr/candidate/${TOKEN}/copy`)).toBe("/fr/candidate/:token/copy");
    expect(maskPrivatePath(`https://staffing.test/candidate/${TOKEN}?x=1`)).toBe("https://staffing.test/candidate/:token?x=1");
  });

  it("replaces the token of a client's page and its CV downloads, in each language (decision 0038)", () => {
    expect(maskPrivatePath(`/client/${TOKEN}`)).toBe("/client/:token");
    expect(maskPrivatePath(`/fr/client/${TOKEN}/cv/12`)).toBe("/fr/client/:token/cv/12");
    expect(maskPrivatePath(`https://staffing.test/es/client/${TOKEN}`)).toBe("https://staffing.test/es/client/:token");
  });

  it("replaces the token of a privacy request's confirmation and copy links, in each language (decision 0041)", () => {
    expect(maskPrivatePath(`/privacy/request/confirm/${TOKEN}`)).toBe("/privacy/request/confirm/:token");
    expect(maskPrivatePath(`/es/privacy/request/copy/${TOKEN}`)).toBe("/es/privacy/request/copy/:token");
    expect(maskPrivatePath(`https://staffing.test/fr/privacy/request/confirm/${TOKEN}`)).toBe(
      "https://staffing.test/fr/privacy/request/confirm/:token",
    );
  });

  it("leaves every other address, and nothing at all, as it is", () => {
    for (const path of [
      "/candidate",
      "/client",
      "/privacy",
      "/privacy/request",
      "/fr/privacy/request",
      "/our-clients",
      "/careers/12-room-attendant",
      "/es/careers/apply",
      "/",
      "/candidates/abc",
    ]) {
      expect(maskPrivatePath(path)).toBe(path);
    }
    expect(maskPrivatePath(null)).toBeNull();
    expect(maskPrivatePath(undefined)).toBeUndefined();
  });

  it("stores a page view of a candidate's page without its token", () => {
    const row = pageViewRow(
      { path: `/es/candidate/${TOKEN}`, referrer: "", search: "" },
      { visitorId: "v", device: "mobile", browser: "Chrome", country: null },
      ["staffing.test"],
      new Date("2026-11-28T12:00:00Z"),
    );
    expect(row.path).toBe("/es/candidate/:token");
    expect(row.language).toBe("es");
    expect(JSON.stringify(row)).not.toContain(TOKEN);
  });
});

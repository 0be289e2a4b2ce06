import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { navigation, quickLinks } from "~/content/navigation";
import { publicPages } from "~/content/pages";
import { services } from "~/content/services";
import { LANGUAGES } from "~/i18n/languages";
import { newsletterSchema } from "~/lib/validation/newsletter";

const newsletterEmailError = (email: string) => newsletterSchema.safeParse({ email }).error?.issues[0]?.message;

import { flatRoutes } from "../support/route-table";

describe("header navigation (docs/product.md section 2)", () => {
  it("lists Home, About, Services, Pricing, Contact with their paths", () => {
    expect(navigation.map((item) => [item.key, item.href])).toEqual([
      ["home", "/"],
      ["about", "/about"],
      ["services", "/our-approach"],
      ["pricing", "/pricing"],
      ["contact", "/contact"],
    ]);
  });

  it("has the About and Services dropdowns in docs/product.md's order", () => {
    expect(navigation[1]?.dropdown?.map((link) => link.href)).toEqual([
      "/about/who-we-are",
      "/about/teams",
      "/about/mission",
      "/about/values",
      "/why-choose-us",
      "/foundation",
    ]);
    expect(navigation[2]?.dropdown?.map((link) => link.href)).toEqual([
      "/our-approach",
      "/our-process",
      "/markets",
      "/our-clients",
    ]);
  });

  it("gives the footer every navigation item except About", () => {
    expect(quickLinks.map((link) => link.key)).toEqual(["home", "services", "pricing", "contact"]);
  });

  it("keeps maintenance long-term only", () => {
    const byId = Object.fromEntries(services.map((service) => [service.id, service]));
    expect(byId["long-term-talents"]?.positions).toContain("maintenanceTechnicians");
    expect(byId["seasonal-talents"]?.positions).not.toContain("maintenanceTechnicians");
    expect(services).toHaveLength(4);
  });
});

describe("newsletter validation (docs/product.md section 5)", () => {
  it.each([
    ["", "newsletter.errors.required"],
    ["   ", "newsletter.errors.required"],
    ["no-at-sign.com", "newsletter.errors.invalid"],
    ["two@@hotel.com", "newsletter.errors.invalid"],
    ["a b@hotel.com", "newsletter.errors.invalid"],
    ["guest@hotel", "newsletter.errors.invalid"],
    ["gu\u0000est@hotel.com", "newsletter.errors.invalid"],
    ["guest@hotel.com\u007f", "newsletter.errors.invalid"],
  ])("rejects %j with %s", (email, message) => {
    expect(newsletterEmailError(email)).toBe(message);
  });

  it("accepts a valid address, trimmed and lowercased", () => {
    expect(newsletterSchema.parse({ email: " Guest@Hotel.COM " })).toEqual({ email: "guest@hotel.com" });
  });
});

describe("the public page registry", () => {
  it("names only paths that the route table serves", () => {
    const served = flatRoutes().map((route) => route.path);
    for (const page of publicPages) {
      const pattern = page.path.startsWith("/framework/") ? "/framework/:pillar" : page.path;
      expect(served, page.path).toContain(pattern);
    }
  });

  it("gives every page a title in each language: its link on the sitemap page", () => {
    for (const language of LANGUAGES) {
      const seo = JSON.parse(readFileSync(`app/locales/${language}/seo.json`, "utf8")) as Record<string, unknown>;
      for (const page of publicPages) {
        const entry = page.key
          .split(".")
          .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], seo);
        expect((entry as { title?: unknown } | undefined)?.title, `${language} ${page.key}`).toEqual(expect.any(String));
      }
    }
  });
});

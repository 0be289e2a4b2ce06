import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { HttpError } from "~/.server/http/boundary";
import { canonicalPath, MAX_PATH_LENGTH } from "~/.server/http/canonical-path";

const refused = (raw: string) => {
  try {
    canonicalPath(raw);
    return undefined;
  } catch (error) {
    return error instanceof HttpError ? error.status : "not an HttpError";
  }
};

describe("canonical paths", () => {
  it("leaves canonical paths as they are", () => {
    for (const path of [
      "/",
      "/about",
      "/about/teams",
      "/framework/diversity",
      "/assets/entry-AbC12.js",
      "/caf%C3%A9",
      "/fr/",
      "/es/",
      "/fr/pricing",
      "/es/about/teams",
    ])
      expect(canonicalPath(path)).toBe(path);
  });
  it("names every spelling of a page by its one canonical path", () => {
    expect(canonicalPath("//")).toBe("/");
    expect(canonicalPath("/About")).toBe("/about");
    expect(canonicalPath("/about/")).toBe("/about");
    expect(canonicalPath("/%61bout")).toBe("/about");
    expect(canonicalPath("/a/../about")).toBe("/about");
    expect(canonicalPath("/./about//teams/")).toBe("/about/teams");
    expect(canonicalPath("/../../etc/passwd")).toBe("/etc/passwd");
    expect(canonicalPath("/caf%c3%a9")).toBe("/caf%C3%A9");
    // Files keep their case: hashed asset names are case-sensitive.
    expect(canonicalPath("/images//Team/Photo.JPG")).toBe("/images/Team/Photo.JPG");
  });
  it("spells a language's home page with its slash, as / is English's, and its pages in lower case", () => {
    expect(canonicalPath("/fr")).toBe("/fr/");
    expect(canonicalPath("/es")).toBe("/es/");
    expect(canonicalPath("/FR")).toBe("/fr/");
    expect(canonicalPath("/Es/")).toBe("/es/");
    expect(canonicalPath("/fr//")).toBe("/fr/");
    expect(canonicalPath("//fr")).toBe("/fr/");
    expect(canonicalPath("/fr/.")).toBe("/fr/");
    expect(canonicalPath("/es/../fr")).toBe("/fr/");
    expect(canonicalPath("/%66r")).toBe("/fr/");
    expect(canonicalPath("/FR/Pricing")).toBe("/fr/pricing");
    expect(canonicalPath("/fr/pricing/")).toBe("/fr/pricing");
    expect(canonicalPath("/fr/about//teams/")).toBe("/fr/about/teams");
    // Only a whole prefixed language's segment is a home: the rest keep their spelling rules.
    expect(canonicalPath("/en")).toBe("/en");
    expect(canonicalPath("/french")).toBe("/french");
    expect(canonicalPath("/frx/")).toBe("/frx");
    expect(canonicalPath("/about/fr")).toBe("/about/fr");
    expect(canonicalPath("/fr.txt")).toBe("/fr.txt");
  });
  it("refuses what no page can be meant by", () => {
    expect(refused("/%")).toBe(400);
    expect(refused("/%zz")).toBe(400);
    expect(refused("/%00")).toBe(400);
    expect(refused("/about%2Fteams")).toBe(400);
    expect(refused("/about%5cteams")).toBe(400);
    expect(refused("/a\\b")).toBe(400);
    expect(refused("http://elsewhere/about")).toBe(400);
    expect(refused(`/${"a".repeat(MAX_PATH_LENGTH)}`)).toBe(414);
  });
  it("is idempotent, and any string is either canonicalized or refused on purpose", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ unit: "binary", maxLength: 80 }).map((s) => `/${s}`),
          // Spellings of the language prefixes, with junk after them.
          fc
            .tuple(fc.constantFrom("/fr", "/FR", "/es", "/Es", "//fr", "/%66r", "/fr/", "/es/."), fc.string({ maxLength: 12 }))
            .map(([prefix, rest]) => `${prefix}${rest}`),
        ),
        (raw) => {
          const status = refused(raw);
          if (status !== undefined) {
            expect([400, 414]).toContain(status);
            return;
          }
          const once = canonicalPath(raw);
          expect(canonicalPath(once)).toBe(once);
          // A language's home is never named without its slash.
          expect(once).not.toMatch(/^\/(es|fr)$/);
        },
      ),
      { numRuns: 2000 },
    );
  });
});

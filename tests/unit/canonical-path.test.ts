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
    for (const path of ["/", "/about", "/about/teams", "/framework/diversity", "/assets/entry-AbC12.js", "/caf%C3%A9"])
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
        fc.string({ unit: "binary", maxLength: 80 }).map((s) => `/${s}`),
        (raw) => {
          const status = refused(raw);
          if (status !== undefined) {
            expect([400, 414]).toContain(status);
            return;
          }
          const once = canonicalPath(raw);
          expect(canonicalPath(once)).toBe(once);
        },
      ),
      { numRuns: 2000 },
    );
  });
});

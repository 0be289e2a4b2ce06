import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const APP = resolve(__dirname, "../../app");
const SERVICES = join(APP, "./.server/services");
const HTTP = join(APP, "./.server/http");

/** Every module specifier of a source file: static imports, re-exports and dynamic imports. */
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)["']([^"']+)["']/gm;

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** The path a specifier names, for the project's own modules (relative or `~/`); undefined for packages. */
function target(file: string, specifier: string): string | undefined {
  if (specifier.startsWith("~/")) return join(APP, specifier.slice(2));
  if (specifier.startsWith(".")) return resolve(dirname(file), specifier);
  return undefined;
}

/**
 * Services are the domain over the database handle; the HTTP edge turns their results into answers.
 * A service that imported from http/ would close a circle (http/ imports the services).
 */
describe("the service layer", () => {
  it("has modules to check", () => {
    expect(sourceFiles(SERVICES).length).toBeGreaterThan(10);
  });

  it("imports nothing from app/.server/http", () => {
    const offences: string[] = [];
    for (const file of sourceFiles(SERVICES)) {
      for (const [, specifier = ""] of readFileSync(file, "utf8").matchAll(SPECIFIER)) {
        const path = target(file, specifier);
        if (path && (path === HTTP || path.startsWith(`${HTTP}/`))) offences.push(`${relative(APP, file)} → ${specifier}`);
      }
    }
    expect(offences).toEqual([]);
  });

  it("takes parsed values, not requests: loaders read the query string and hand services plain values", () => {
    const readers = sourceFiles(SERVICES).filter((file) =>
      /\brequest\.url\b|:\s*Request\b|\bnew Request\(/.test(readFileSync(file, "utf8")),
    );
    expect(readers.map((file) => relative(APP, file))).toEqual([]);
  });
});

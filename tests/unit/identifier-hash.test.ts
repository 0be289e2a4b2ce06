/**
 * The keyed hash of an identifier (decision 0040): HKDF from AUTH_SECRET with its own info string,
 * HMAC-SHA256 over the kind and the normalized identifier; and the ledger file's lines.
 */
import { createHmac, hkdfSync } from "node:crypto";
import { appendFileSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  appendLedgerFile,
  hashIdentifier,
  identifierKey,
  ledgerFileIn,
  mergeLedgers,
  normalizeIdentifier,
  readLedgerFile,
} from "~/.server/services/privacy";

const SECRET = "unit-secret-with-enough-characters-0123456789";

describe("the identifier hash", () => {
  it("is HMAC-SHA256 under a key HKDF derives from the secret with the hash's own info", () => {
    const key = identifierKey(SECRET);
    const expected = Buffer.from(hkdfSync("sha256", SECRET, Buffer.alloc(0), "crestway/privacy/identifier-hash/v1", 32));
    expect(key.bytes.equals(expected)).toBe(true);
    // The secret itself is never the key: a session's HMAC under AUTH_SECRET says nothing of a hash.
    expect(key.bytes.equals(Buffer.from(SECRET))).toBe(false);
    expect(hashIdentifier(key, "email", "ana@mail.test")).toBe(
      createHmac("sha256", expected).update("email:ana@mail.test").digest("hex"),
    );
  });

  it("is stable, depends on the secret and on the kind", () => {
    const key = identifierKey(SECRET);
    const hash = hashIdentifier(key, "email", "ana@mail.test");
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hashIdentifier(identifierKey(SECRET), "email", "ana@mail.test")).toBe(hash);
    expect(hashIdentifier(identifierKey(`${SECRET}-rotated`), "email", "ana@mail.test")).not.toBe(hash);
    expect(hashIdentifier(key, "phone", "ana@mail.test")).not.toBe(hash);
    expect(() => identifierKey("")).toThrow();
  });

  it("hashes one person's identifier the same however it was typed, once normalized", () => {
    const key = identifierKey(SECRET);
    const emails = [" Ana@Mail.TEST ", "ana@mail.test"].map((email) => normalizeIdentifier({ email }).email ?? "");
    expect(new Set(emails.map((email) => hashIdentifier(key, "email", email))).size).toBe(1);
    const phones = ["+254 712-345 601", "00254712345601", "+254 (712) 345.601"].map(
      (phone) => normalizeIdentifier({ phone }).phone ?? "",
    );
    expect(new Set(phones)).toEqual(new Set(["+254712345601"]));
  });
});

describe("the ledger file", () => {
  const entry = (n: number) => ({
    identifierHash: n.toString(16).padStart(64, "0"),
    kind: "email" as const,
    erasedAt: `2026-11-2${n}T10:00:00.000Z`,
  });

  it("is appended a line per entry, and read back skipping a line a crash cut short", async () => {
    const file = ledgerFileIn(mkdtempSync(path.join(tmpdir(), "ledger-unit-")));
    expect(await readLedgerFile(file)).toEqual([]);
    await appendLedgerFile(file, [entry(1), entry(2)]);
    appendFileSync(file, '{"identifierHash":"00');
    expect(await readLedgerFile(file)).toEqual([entry(1), entry(2)]);
  });

  it("refuses lines that are not an entry", async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), "ledger-unit-")), "ledger.jsonl");
    writeFileSync(
      file,
      [
        JSON.stringify(entry(3)),
        JSON.stringify({ ...entry(4), kind: "name" }),
        JSON.stringify({ ...entry(5), identifierHash: "ana@mail.test" }),
        JSON.stringify({ ...entry(6), erasedAt: "yesterday" }),
        "",
      ].join("\n"),
    );
    expect(await readLedgerFile(file)).toEqual([entry(3)]);
  });

  it("merges the file and the table once each, oldest first", () => {
    expect(mergeLedgers([entry(2), entry(1)], [entry(1), entry(3)])).toEqual([entry(1), entry(2), entry(3)]);
  });
});

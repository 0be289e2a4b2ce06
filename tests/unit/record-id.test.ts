import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { RECORD_ID_MAX, readRecordId, recordId } from "~/lib/validation/rules";

const rule = recordId("invalid");

/** The rule's specification: the canonical decimal of a whole number from 1 to RECORD_ID_MAX. */
function expected(text: string): number | undefined {
  const id = Number(text);
  return Number.isSafeInteger(id) && id >= 1 && id <= RECORD_ID_MAX && String(id) === text ? id : undefined;
}

/** Strings near the edge: digits with signs, zeros, spaces, exponents, dots and Unicode digits around them. */
const nearlyDigits = fc
  .array(fc.constantFrom(..."0123456789", "-", "+", " ", "\t", "\n", "e", "E", ".", "x", "_", "٣", "０", "1"), {
    maxLength: 14,
  })
  .map((characters) => characters.join(""));

describe("the record-id rule", () => {
  it("accepts the canonical decimal of every id from 1 to the 32-bit maximum, as that number", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: RECORD_ID_MAX }), (id) => {
        expect(rule.safeParse(String(id))).toMatchObject({ success: true, data: id });
        expect(readRecordId(String(id))).toBe(id);
      }),
    );
    expect(readRecordId("1")).toBe(1);
    expect(readRecordId("2147483647")).toBe(RECORD_ID_MAX);
  });

  it("accepts exactly the strings of its specification, whatever it is handed", () => {
    fc.assert(
      fc.property(fc.oneof(nearlyDigits, fc.string(), fc.string({ unit: "binary" })), (text) => {
        expect(readRecordId(text)).toBe(expected(text));
        expect(rule.safeParse(text).success).toBe(expected(text) !== undefined);
      }),
      { numRuns: 1000 },
    );
  });

  it("refuses what only looks like an id: other forms of a number, numbers out of range, other types", () => {
    for (const bad of ["", "0", "01", "007", "-3", "+3", "1e3", "1.0", " 1", "1 ", "0x1f", "2147483648", "99999999999", "abc"]) {
      expect(readRecordId(bad), JSON.stringify(bad)).toBeUndefined();
    }
    fc.assert(
      fc.property(fc.bigInt({ min: BigInt(RECORD_ID_MAX) + 1n, max: 10n ** 20n }), (id) => {
        expect(readRecordId(String(id))).toBeUndefined();
      }),
    );
    for (const bad of [null, undefined, 7, 7n, ["7"], { id: "7" }, new File(["7"], "7.txt")]) {
      expect(readRecordId(bad), String(bad)).toBeUndefined();
    }
  });
});

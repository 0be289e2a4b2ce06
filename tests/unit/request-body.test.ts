/**
 * The one body reader's decoding (app/.server/http/request-body.ts): whatever bytes and type a
 * client sends, the answer is a form or a deliberate refusal (415 for another type, 400 for an
 * unreadable body), never another error.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { HttpError } from "~/.server/http/boundary";
import { decodeForm } from "~/.server/http/request-body";

const TYPES = [
  "application/x-www-form-urlencoded",
  "application/x-www-form-urlencoded; charset=utf-8",
  "multipart/form-data; boundary=xyz",
  "multipart/form-data",
  "application/json",
  "text/plain",
  "",
];

describe("decoding a posted form", () => {
  it("reads URL-encoded and multipart bodies alike", async () => {
    const encoded = await decodeForm(new TextEncoder().encode("email=a%40hotel.com&ids=1&ids=2"), TYPES[0] as string);
    expect(encoded.get("email")).toBe("a@hotel.com");
    expect(encoded.getAll("ids")).toEqual(["1", "2"]);
    const multipart = new TextEncoder().encode(
      '--xyz\r\nContent-Disposition: form-data; name="email"\r\n\r\nb@hotel.com\r\n--xyz--\r\n',
    );
    expect((await decodeForm(multipart, "multipart/form-data; boundary=xyz")).get("email")).toBe("b@hotel.com");
  });

  it("refuses another type with 415 and bytes that are not UTF-8 with 400", async () => {
    await expect(decodeForm(new TextEncoder().encode('{"email":"a"}'), "application/json")).rejects.toMatchObject({
      status: 415,
    });
    await expect(decodeForm(new Uint8Array([0x65, 0x3d, 0xff, 0xfe]), TYPES[0] as string)).rejects.toMatchObject({
      status: 400,
      messageKey: "malformedForm",
    });
  });

  it("answers any bytes under any type with a form or a 400/415 refusal", async () => {
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ maxLength: 512 }), fc.constantFrom(...TYPES), async (bytes, type) => {
        try {
          expect(await decodeForm(bytes, type)).toBeInstanceOf(FormData);
        } catch (error) {
          expect(error).toBeInstanceOf(HttpError);
          expect([400, 415]).toContain((error as HttpError).status);
        }
      }),
      { numRuns: 300 },
    );
  });
});

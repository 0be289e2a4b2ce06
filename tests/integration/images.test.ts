/** The image pipeline's service (app/.server/services/images.ts) on SQLite and PostgreSQL. */

import { createHash } from "node:crypto";
import fc from "fast-check";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import type { Database } from "~/.server/db";
import * as encodedHashMigration from "~/.server/db/migrations/0014_image_encoded_hash";
import { MAX_UPLOAD_BYTES } from "~/.server/media/limits";
import { processUpload } from "~/.server/media/process-upload";
import { encodedImageHash } from "~/.server/media/processed-image";
import { RASTER_ENCODING } from "~/.server/media/raster";
import { imageById, storeUpload, storeUploadedFile, variantBytes } from "~/.server/services/content/images";
import { imageSources } from "~/lib/media/image-sources";
import { TEST_ACTOR } from "../support/audit";
import { engines, suiteDatabase } from "../support/databases";
import { CLEAN_LOGO, HOSTILE_LOGO, jpegWithExif, photo } from "../support/images";

async function counts(database: Database) {
  const images = await database.db
    .selectFrom("images")
    .select((eb) => eb.fn.countAll<string>().as("n"))
    .executeTakeFirstOrThrow();
  const variants = await database.db
    .selectFrom("image_variants")
    .select((eb) => eb.fn.countAll<string>().as("n"))
    .executeTakeFirstOrThrow();
  return { images: Number(images.n), variants: Number(variants.n) };
}

async function storedBytes(database: Database, hash: string, width: number, format: "webp" | "jpeg" | "png" | "svg") {
  const variant = await variantBytes(database, hash, width, format);
  if (!variant) throw new Error(`no ${format} at ${width}`);
  return variant;
}

describe.each(engines())("images on $name", ({ make }) => {
  const database = suiteDatabase(make);

  it("stores a large JPEG as WebP at each width up to 1280 and one JPEG fallback, never upscaled", async () => {
    const result = await storeUpload(database, TEST_ACTOR, { bytes: await photo(2000, 1000, "jpeg") }, "photo");
    if (!result.ok) throw new Error(result.reason);
    const { image } = result;
    expect([image.width, image.height]).toEqual([2000, 1000]);
    expect(image.variants).toEqual([
      { width: 320, height: 160, format: "webp" },
      { width: 640, height: 320, format: "webp" },
      { width: 960, height: 480, format: "webp" },
      { width: 1280, height: 640, format: "jpeg" },
      { width: 1280, height: 640, format: "webp" },
    ]);
    for (const variant of image.variants) {
      const stored = await storedBytes(database, image.hash, variant.width, variant.format);
      const metadata = await sharp(stored.bytes).metadata();
      expect([metadata.format, metadata.width, metadata.height]).toEqual([variant.format, variant.width, variant.height]);
      expect(stored.contentType).toBe(`image/${variant.format}`);
    }
    expect(await imageById(database, image.id)).toEqual(image);
  });

  it("keeps a small PNG at its own width and falls back to PNG when it has transparency", async () => {
    const result = await storeUpload(database, TEST_ACTOR, { bytes: await photo(500, 250, "png", true) }, "photo");
    if (!result.ok) throw new Error(result.reason);
    expect(result.image.variants).toEqual([
      { width: 320, height: 160, format: "webp" },
      { width: 500, height: 250, format: "png" },
      { width: 500, height: 250, format: "webp" },
    ]);
    expect(imageSources(result.image)).toEqual({
      src: `/media/${result.image.hash}-500.png`,
      srcSet: `/media/${result.image.hash}-320.webp 320w, /media/${result.image.hash}-500.webp 500w`,
      type: "image/webp",
      width: 500,
      height: 250,
    });
  });

  it("takes a WebP upload", async () => {
    const result = await storeUpload(database, TEST_ACTOR, { bytes: await photo(200, 300, "webp") }, "logo");
    expect(result.ok && result.image.variants.map((v) => [v.width, v.format])).toEqual([
      [200, "jpeg"],
      [200, "webp"],
    ]);
  });

  it("applies the EXIF orientation and strips EXIF, GPS and every other piece of metadata", async () => {
    const upload = await jpegWithExif(300, 200);
    const before = await sharp(upload).metadata();
    expect(before.exif).toBeDefined();
    expect(before.orientation).toBe(6);
    const result = await storeUpload(database, TEST_ACTOR, { bytes: upload }, "photo");
    if (!result.ok) throw new Error(result.reason);
    expect([result.image.width, result.image.height]).toEqual([200, 300]);
    for (const variant of result.image.variants) {
      const { bytes } = await storedBytes(database, result.image.hash, variant.width, variant.format);
      const metadata = await sharp(bytes).metadata();
      expect([metadata.width, metadata.height]).toEqual([200, 300]);
      expect(metadata.exif).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
      expect(metadata.iptc).toBeUndefined();
      expect(metadata.orientation).toBeUndefined();
      expect(bytes.includes("Secret Owner")).toBe(false);
      expect(bytes.includes("PhoneMaker")).toBe(false);
    }
  });

  it("stores identical uploads once", async () => {
    const bytes = await photo(640, 480, "jpeg");
    const before = await counts(database);
    const [first, second] = await Promise.all([
      storeUpload(database, TEST_ACTOR, { bytes }, "photo"),
      storeUpload(database, TEST_ACTOR, { bytes: Buffer.from(bytes) }, "photo"),
    ]);
    const third = await storeUpload(database, TEST_ACTOR, { bytes }, "photo");
    expect(first.ok && second.ok && third.ok).toBe(true);
    if (!first.ok || !second.ok || !third.ok) return;
    expect(second.image.id).toBe(first.image.id);
    expect(third.image.id).toBe(first.image.id);
    const after = await counts(database);
    expect(after.images - before.images).toBe(1);
    expect(after.variants - before.variants).toBe(first.image.variants.length);
  });

  it("names the /media/ addresses after the encoded bytes: another encoding gives new addresses", async () => {
    const bytes = await photo(800, 400, "jpeg");
    const result = await storeUpload(database, TEST_ACTOR, { bytes }, "photo");
    if (!result.ok) throw new Error(result.reason);
    const uploadHash = createHash("sha256").update(bytes).digest("hex");
    expect(result.image.hash).not.toBe(uploadHash);
    expect(await variantBytes(database, uploadHash, 320, "webp")).toBeUndefined();

    const today = await processUpload(bytes, "photo");
    const otherSettings = await processUpload(bytes, "photo", {
      ...RASTER_ENCODING,
      webpQuality: RASTER_ENCODING.webpQuality - 20,
    });
    if (!today.ok || !otherSettings.ok) throw new Error("unprocessed");
    expect(result.image.hash).toBe(encodedImageHash(today.image.variants));
    const renamed = encodedImageHash(otherSettings.image.variants);
    expect(renamed).not.toBe(result.image.hash);
    expect(imageSources({ ...result.image, hash: renamed }).src).not.toBe(imageSources(result.image).src);
    // The address serves exactly the bytes it is named after.
    const served = await storedBytes(database, result.image.hash, 320, "webp");
    expect(
      served.bytes.equals(today.image.variants.find((v) => v.width === 320 && v.format === "webp")?.bytes ?? Buffer.alloc(0)),
    ).toBe(true);
  });

  it("gives images stored before the encoded-bytes names the same names (migration 0014)", async () => {
    const result = await storeUpload(database, TEST_ACTOR, { bytes: await photo(700, 300, "png", true) }, "photo");
    if (!result.ok) throw new Error(result.reason);
    await encodedHashMigration.down(database.db as never);
    await encodedHashMigration.up(database.db as never);
    expect(await imageById(database, result.image.id)).toEqual(result.image);
    expect((await storedBytes(database, result.image.hash, 700, "png")).contentType).toBe("image/png");
  });

  it("takes a clean SVG logo as it is drawn", async () => {
    const result = await storeUpload(database, TEST_ACTOR, { bytes: Buffer.from(CLEAN_LOGO) }, "logo");
    if (!result.ok) throw new Error(result.reason);
    expect(result.image).toMatchObject({ width: 120, height: 40, variants: [{ width: 120, height: 40, format: "svg" }] });
    const { bytes, contentType } = await storedBytes(database, result.image.hash, 120, "svg");
    expect(contentType).toBe("image/svg+xml");
    const svg = bytes.toString("utf8");
    expect(svg).toContain("<rect");
    expect(svg).toContain("Lakeside");
    expect(svg).toContain("url(#g)");
    expect(imageSources(result.image)).toMatchObject({
      src: `/media/${result.image.hash}-120.svg`,
      srcSet: "",
      type: "image/svg+xml",
    });
  });

  it("takes a hostile SVG logo only without its scripts, handlers and external references", async () => {
    const result = await storeUpload(database, TEST_ACTOR, { bytes: Buffer.from(HOSTILE_LOGO) }, "logo");
    if (!result.ok) throw new Error(result.reason);
    const svg = (await storedBytes(database, result.image.hash, 100, "svg")).bytes.toString("utf8");
    for (const gone of [
      "<script",
      "alert",
      "onload",
      "onclick",
      "javascript:",
      "evil.test",
      "foreignObject",
      "@import",
      "<image",
    ]) {
      expect(svg).not.toContain(gone);
    }
    expect(svg).toContain("<rect");
    expect(svg).toContain("<circle");
    // What is stored is standalone XML that sharp draws.
    expect((await sharp(Buffer.from(svg)).metadata()).format).toBe("svg");
  });

  it.each([
    [
      "only a script",
      `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>`,
      "unsafeSvg",
    ],
    [
      "only a foreignObject",
      `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><foreignObject><iframe src="https://evil.test"/></foreignObject></svg>`,
      "unsafeSvg",
    ],
    ["no drawing at all", `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"></svg>`, "unreadable"],
    ["an SVG as a photo", CLEAN_LOGO, "svgOnlyForLogos"],
  ])("refuses an SVG with %s and stores nothing", async (_, svg, reason) => {
    const before = await counts(database);
    const purpose = reason === "svgOnlyForLogos" ? "photo" : "logo";
    expect(await storeUpload(database, TEST_ACTOR, { bytes: Buffer.from(svg) }, purpose)).toEqual({ ok: false, reason });
    expect(await counts(database)).toEqual(before);
  });

  it("refuses hostile uploads with their reason and stores nothing", async () => {
    const jpeg = await photo(800, 600, "jpeg");
    const elf = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(4096, 0x90)]);
    // An 8,000 x 8,000 canvas (64 megapixels) that compresses to 200 KB.
    const bomb = await sharp({ create: { width: 8000, height: 8000, channels: 3, background: "#fff" }, limitInputPixels: false })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const cases: Array<[string, Buffer, string]> = [
      ["an empty file", Buffer.alloc(0), "empty"],
      ["a renamed executable", elf, "unsupportedType"],
      ["a script called photo.jpg", Buffer.from("#!/bin/sh\nrm -rf /\n"), "unsupportedType"],
      ["a GIF", Buffer.from("GIF89a\x01\x00\x01\x00\x00\x00\x00;", "latin1"), "unsupportedType"],
      ["a truncated JPEG", jpeg.subarray(0, Math.floor(jpeg.length / 2)), "unreadable"],
      ["a PNG signature and nothing else", Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), "unreadable"],
      ["a decompression bomb", bomb, "tooManyPixels"],
      ["a file over 5 MB", Buffer.concat([jpeg, Buffer.alloc(MAX_UPLOAD_BYTES)]), "tooLarge"],
    ];
    for (const [name, bytes, reason] of cases) {
      const before = await counts(database);
      const result = await storeUpload(
        database,
        TEST_ACTOR,
        { bytes, declaredType: "image/jpeg", filename: "photo.jpg" },
        "photo",
      );
      expect({ name, result }).toEqual({ name, result: { ok: false, reason } });
      expect(await counts(database)).toEqual(before);
    }
  });

  it("reads a File from an action's form data, refusing what is not a file within the limit", async () => {
    const form = new FormData();
    form.set("image", new File([new Uint8Array(await photo(100, 100, "png"))], "logo.exe", { type: "application/octet-stream" }));
    form.set("text", "not a file");
    form.set("huge", new File([new Uint8Array(MAX_UPLOAD_BYTES + 1)], "huge.png", { type: "image/png" }));
    const stored = await storeUploadedFile(database, TEST_ACTOR, form.get("image"), "logo");
    expect(stored.ok && stored.image.variants.map((v) => v.format)).toEqual(["jpeg", "webp"]);
    expect(await storeUploadedFile(database, TEST_ACTOR, form.get("text"), "photo")).toEqual({ ok: false, reason: "empty" });
    expect(await storeUploadedFile(database, TEST_ACTOR, form.get("missing"), "photo")).toEqual({ ok: false, reason: "empty" });
    expect(await storeUploadedFile(database, TEST_ACTOR, form.get("huge"), "photo")).toEqual({ ok: false, reason: "tooLarge" });
  });

  it("never throws and never stores generated bytes", async () => {
    const before = await counts(database);
    const prefixes = [
      Buffer.alloc(0),
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.from([0xff, 0xd8, 0xff]),
      Buffer.from("RIFF\0\0\0\0WEBP", "latin1"),
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg">'),
    ];
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...prefixes),
        fc.uint8Array({ maxLength: 2048 }),
        fc.constantFrom<"photo" | "logo">("photo", "logo"),
        async (prefix, tail, purpose) => {
          const result = await storeUpload(database, TEST_ACTOR, { bytes: Buffer.concat([prefix, tail]) }, purpose);
          expect(result.ok).toBe(false);
        },
      ),
      { numRuns: 150 },
    );
    expect(await counts(database)).toEqual(before);
  });

  it("finds nothing for ids and names that do not exist", async () => {
    expect(await imageById(database, 987_654)).toBeUndefined();
    expect(await imageById(database, Number.NaN)).toBeUndefined();
    expect(await variantBytes(database, "0".repeat(64), 320, "webp")).toBeUndefined();
  });
});

/**
 * What a CV's bytes are (app/.server/services/careers/cv): PDF and DOCX by their bytes only, each
 * hostile kind refused with its own reason, the sender's name made safe, the text read for search.
 */
import fc from "fast-check";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { attachmentDisposition, displayName } from "~/.server/services/careers/cv/display-name";
import { docxText, extractCvText } from "~/.server/services/careers/cv/extract-text";
import { DOCX_TYPE, inspectCv, PDF_TYPE } from "~/.server/services/careers/cv/inspect";
import { MAX_DOCX_ENTRIES, MAX_DOCX_UNPACKED_BYTES } from "~/.server/services/careers/cv/limits";
import { CV_REFUSALS, isCvUploadPath, MAX_CV_BYTES } from "~/lib/careers/cv-files";
import { contentTypes, documentXml, EICAR, makeDocx, makePdf, makeZip } from "../support/cv-files";

const CV_LINES = ["Amina Odhiambo", "Head housekeeper, Mombasa", "Languages: English, Swahili"];

describe("typing a CV by its bytes", () => {
  it("accepts a real PDF and a real DOCX", async () => {
    expect(await inspectCv(makePdf(CV_LINES))).toEqual({ ok: true, kind: "pdf", contentType: PDF_TYPE });
    const docx = await inspectCv(makeDocx(CV_LINES));
    expect(docx).toMatchObject({ ok: true, kind: "docx", contentType: DOCX_TYPE });
  });

  it("refuses an empty file and one over 5 MB", async () => {
    expect(await inspectCv(Buffer.alloc(0))).toEqual({ ok: false, reason: "empty" });
    const large = Buffer.concat([makePdf(CV_LINES), Buffer.alloc(MAX_CV_BYTES)]);
    expect(await inspectCv(large)).toEqual({ ok: false, reason: "tooLarge" });
  });

  it("refuses other bytes whatever their name: an image, text, an executable, a plain zip, EICAR", async () => {
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: "#fff" } })
      .png()
      .toBuffer();
    const elf = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1]), Buffer.alloc(120)]);
    for (const bytes of [png, Buffer.from("Curriculum vitae\nAmina"), elf, EICAR]) {
      expect(await inspectCv(bytes)).toEqual({ ok: false, reason: "wrongType" });
    }
    expect(await inspectCv(makeZip([{ name: "cv.txt", data: "Amina" }]))).toEqual({ ok: false, reason: "docxNotWord" });
  });

  it("refuses a PDF that is also a web page", async () => {
    const polyglot = makePdf(CV_LINES, "<html><body><script>alert(document.cookie)</script></body></html>\n");
    expect(await inspectCv(polyglot)).toEqual({ ok: false, reason: "pdfWithHtml" });
    const tail = Buffer.concat([makePdf(CV_LINES), Buffer.from("<!DOCTYPE html><p>hi")]);
    expect(await inspectCv(tail)).toEqual({ ok: false, reason: "pdfWithHtml" });
    // HTML first and a PDF after it is not a PDF at all.
    expect(await inspectCv(Buffer.concat([Buffer.from("<html>"), makePdf(CV_LINES)]))).toEqual({
      ok: false,
      reason: "wrongType",
    });
  });

  it("refuses macros, by their part or by the document's declared type", async () => {
    expect(await inspectCv(makeDocx(CV_LINES, { macros: "part" }))).toEqual({ ok: false, reason: "docxMacros" });
    expect(await inspectCv(makeDocx(CV_LINES, { macros: "type" }))).toEqual({ ok: false, reason: "docxMacros" });
    const activeX = makeDocx(CV_LINES, { extra: [{ name: "word/activeX/activeX1.xml", data: "<ax/>" }] });
    expect(await inspectCv(activeX)).toEqual({ ok: false, reason: "docxMacros" });
  });

  it("refuses a zip bomb named .docx on its headers, before inflating it", async () => {
    // 64 MB of zeros deflates to about 64 KB: the declared size alone refuses it.
    const bomb = makeDocx(CV_LINES, {
      extra: [{ name: "word/media/filler.bin", data: Buffer.alloc(MAX_DOCX_UNPACKED_BYTES + 1) }],
    });
    expect(bomb.byteLength).toBeLessThan(MAX_CV_BYTES);
    expect(await inspectCv(bomb)).toEqual({ ok: false, reason: "docxTooLarge" });
    const many = makeDocx(CV_LINES, {
      extra: Array.from({ length: MAX_DOCX_ENTRIES }, (_, index) => ({
        name: `word/part${index}.xml`,
        data: "",
        deflate: false,
      })),
    });
    expect(await inspectCv(many)).toEqual({ ok: false, reason: "docxTooLarge" });
  });

  it("stops an entry that inflates past the size its header declares", async () => {
    const lying = makeZip([
      { name: "[Content_Types].xml", data: contentTypes() },
      { name: "word/document.xml", data: documentXml(CV_LINES).padEnd(2_000_000, " "), declaredSize: 4_000 },
    ]);
    expect(await inspectCv(lying)).toEqual({ ok: false, reason: "docxDamaged" });
  });

  it("refuses a damaged DOCX: cut short, or bytes changed", async () => {
    const docx = makeDocx(CV_LINES);
    expect(await inspectCv(docx.subarray(0, docx.byteLength - 30))).toMatchObject({ ok: false });
    const flipped = Buffer.from(docx);
    flipped.fill(0x55, 60, 200);
    expect(await inspectCv(flipped)).toMatchObject({ ok: false });
  });

  it("answers every byte string with a type or one of the reasons, never an error", async () => {
    const pdf = makePdf(CV_LINES);
    const docx = makeDocx(CV_LINES);
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.uint8Array({ maxLength: 2048 }).map((bytes) => Buffer.from(bytes)),
          fc.nat({ max: docx.byteLength }).map((cut) => docx.subarray(0, cut)),
          fc.nat({ max: pdf.byteLength }).map((cut) => pdf.subarray(0, cut)),
          fc.tuple(fc.nat({ max: docx.byteLength - 1 }), fc.integer({ min: 0, max: 255 })).map(([at, value]) => {
            const copy = Buffer.from(docx);
            copy[at] = value;
            return copy;
          }),
        ),
        async (bytes) => {
          const inspected = await inspectCv(bytes);
          if (!inspected.ok) expect(CV_REFUSALS).toContain(inspected.reason);
        },
      ),
      { numRuns: 150 },
    );
  });
});

describe("a CV's text, for search", () => {
  it("reads a PDF's text layer and a DOCX's paragraphs", async () => {
    const pdf = await extractCvText({ kind: "pdf", bytes: makePdf(CV_LINES) });
    for (const line of CV_LINES) expect(pdf).toContain(line);
    const docx = await extractCvText({ kind: "docx", documentXml: documentXml([...CV_LINES, "Salt & pepper <chef>"]) });
    expect(docx.split("\n")).toEqual([...CV_LINES, "Salt & pepper <chef>"]);
  });

  it("reads several PDFs at once, a few readers at a time, each whole", async () => {
    const texts = await Promise.all(
      Array.from({ length: 5 }, (_, index) => extractCvText({ kind: "pdf", bytes: makePdf([`Candidate ${index}`]) })),
    );
    expect(texts).toEqual(["Candidate 0", "Candidate 1", "Candidate 2", "Candidate 3", "Candidate 4"]);
  });

  it("gives empty text for a PDF it cannot read, and within its time bound", async () => {
    expect(await extractCvText({ kind: "pdf", bytes: Buffer.from("%PDF-1.4\nnothing else") })).toBe("");
    expect(await extractCvText({ kind: "pdf", bytes: makePdf(CV_LINES) }, 0)).toBe("");
  });

  it("reads on after a reader ran out of time: the reader is replaced, the next file read whole", async () => {
    const cut = await Promise.all([0, 0, 0].map((timeout) => extractCvText({ kind: "pdf", bytes: makePdf(CV_LINES) }, timeout)));
    expect(cut).toEqual(["", "", ""]);
    const after = await Promise.all([1, 2, 3].map((n) => extractCvText({ kind: "pdf", bytes: makePdf([`After ${n}`]) })));
    expect(after).toEqual(["After 1", "After 2", "After 3"]);
  });

  it("keeps only what a reader sees of Word's XML", () => {
    const xml = `<w:document xmlns:w="w"><w:body><w:p><w:r><w:instrText>HYPERLINK x</w:instrText></w:r><w:r><w:t>Cook</w:t></w:r><w:r><w:tab/><w:t>Nairobi</w:t></w:r></w:p>\n  <w:p><w:r><w:delText>old</w:delText><w:t>Pastry</w:t></w:r></w:p></w:body></w:document>`;
    expect(docxText(xml).trim()).toBe("Cook\tNairobi\nPastry");
  });
});

describe("the sender's file name", () => {
  it("keeps a readable name with the extension of what the bytes are", () => {
    expect(displayName("Amina CV 2026.pdf", "pdf")).toBe("Amina CV 2026.pdf");
    expect(displayName("C:\\Users\\amina\\cv.exe", "docx")).toBe("cv.docx");
    expect(displayName("../../etc/passwd", "pdf")).toBe("passwd.pdf");
    expect(displayName("\u202Efdp.exe", "pdf")).toBe("fdp.pdf");
    expect(displayName('"><script>.pdf', "pdf")).toBe("script.pdf");
    expect(displayName("", "pdf")).toBe("cv.pdf");
    expect(displayName("José Müller – CV.docx", "docx")).toBe("José Müller – CV.docx");
  });

  it("never yields a header-breaking or path-like name, whatever is sent", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 400 }), fc.constantFrom("pdf", "docx" as const), (sent, kind) => {
        const name = displayName(sent, kind as "pdf" | "docx");
        expect(name).toMatch(new RegExp(`\\.${kind}$`));
        expect(name).not.toMatch(/[\p{Cc}\p{Cf}"\\/<>]/u);
        expect(Array.from(name).length).toBeLessThanOrEqual(120);
        expect(attachmentDisposition(name)).toMatch(/^attachment; filename="[\x20-\x7e]*"; filename\*=UTF-8''[\w%.!~*'()-]+$/);
      }),
    );
  });
});

describe("where a CV may be posted", () => {
  it("is the application pages and a candidate's own page, in each language", () => {
    for (const path of [
      "/careers/apply",
      "/es/careers/housekeeper-mombasa/apply",
      "/fr/careers/apply",
      "/candidate/abcdefghijklmnop1234",
    ]) {
      expect(isCvUploadPath(path)).toBe(true);
    }
    for (const path of ["/careers", "/contact", "/admin/cv/1", "/de/careers/apply", "/careers/a/b/apply", "/candidate/short"]) {
      expect(isCvUploadPath(path)).toBe(false);
    }
  });
});

/**
 * What a CV's bytes are (decision 0034), never what its name or the browser says: `file-type`
 * reads the bytes' signature; only a PDF or a Word document (DOCX) goes on. A PDF must not read as
 * a web page too (a polyglot a browser could be coaxed into rendering), and a DOCX is opened as
 * the zip it is and checked (docx.ts) before anything else reads it.
 */
import { fileTypeFromBuffer } from "file-type";
import { type CvRefusal, MAX_CV_BYTES } from "~/lib/careers/cv-files";
import { checkDocx } from "./docx";

export const PDF_TYPE = "application/pdf";
export const DOCX_TYPE = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";

export type InspectedCv =
  | { ok: true; kind: "pdf"; contentType: typeof PDF_TYPE }
  | { ok: true; kind: "docx"; contentType: typeof DOCX_TYPE; documentXml: string }
  | { ok: false; reason: CvRefusal };

const ZIP_SIGNATURE = Buffer.from("PK\u0003\u0004", "latin1");

/**
 * Markup that makes a browser take bytes for a web page (the WHATWG MIME Sniffing standard's HTML
 * patterns, the tags long enough never to turn up by chance in compressed PDF streams), anywhere
 * in the file: a PDF carrying them is refused rather than kept.
 */
const HTML_MARKERS = /<(?:!doctype\s+html|html|head|body|script|iframe|svg|object|embed|meta|style|title|form)[\s>/]/i;

/** The PDF's bytes as latin1 text, so each byte is one character for the pattern. */
const hasHtml = (bytes: Buffer) => HTML_MARKERS.test(bytes.toString("latin1"));

export async function inspectCv(bytes: Buffer): Promise<InspectedCv> {
  if (bytes.byteLength === 0) return { ok: false, reason: "empty" };
  if (bytes.byteLength > MAX_CV_BYTES) return { ok: false, reason: "tooLarge" };
  // A zip is checked before the detector reads into it: its entries are bounded first (docx.ts).
  const zip = bytes.subarray(0, 4).equals(ZIP_SIGNATURE);
  const docx = zip ? await checkDocx(bytes) : undefined;
  if (docx && !docx.ok) return docx;
  const detected = await fileTypeFromBuffer(bytes).catch(() => undefined);
  if (detected?.mime === PDF_TYPE && bytes.subarray(0, 5).toString("latin1") === "%PDF-") {
    return hasHtml(bytes) ? { ok: false, reason: "pdfWithHtml" } : { ok: true, kind: "pdf", contentType: PDF_TYPE };
  }
  if (docx?.ok) {
    // The detector's word: a macro-enabled document (docm) or another Office zip is not a DOCX.
    if (detected?.mime === DOCX_TYPE) return { ok: true, kind: "docx", contentType: DOCX_TYPE, documentXml: docx.documentXml };
    return { ok: false, reason: detected?.ext === "docm" ? "docxMacros" : "docxNotWord" };
  }
  return { ok: false, reason: "wrongType" };
}

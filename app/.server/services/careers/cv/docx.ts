/**
 * A DOCX is a zip, read here with yauzl from its central directory (decision 0034): the entry
 * count is known before any entry is read, every entry's name and declared size before any byte
 * is inflated, and yauzl stops an entry that inflates past what it declared. So a zip bomb named
 * .docx is refused on its headers, and nothing is ever unpacked past MAX_DOCX_UNPACKED_BYTES.
 */
import yauzl, { type Entry, type ZipFile } from "yauzl";
import type { CvRefusal } from "~/lib/careers/cv-files";
import { MAX_DOCX_ENTRIES, MAX_DOCX_UNPACKED_BYTES } from "./limits";

const CONTENT_TYPES = "[Content_Types].xml";
const MAIN_DOCUMENT = "word/document.xml";
/** The main part's content type of a plain Word document; a macro-enabled one declares another. */
const WORD_MAIN = "application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml";
/** Macros (a VBA project, its data) and ActiveX controls: code a Word document never needs. */
const ACTIVE_PART = /(?:^|\/)(?:vbaProject\.bin|vbaData\.xml)$|(?:^|\/)activeX\//i;
const ACTIVE_TYPE = /macroEnabled|vbaProject|activeX/i;
/** Word's content types list is a few KB; a larger one is read by nobody (it is also what file-type inflates). */
const MAX_CONTENT_TYPES_BYTES = 256 * 1024;

export type DocxCheck = { ok: true; documentXml: string } | { ok: false; reason: CvRefusal };

function openZip(bytes: Buffer): Promise<ZipFile> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true, validateEntrySizes: true, strictFileNames: false }, (error, zip) =>
      error || !zip ? reject(error ?? new Error("no zip")) : resolve(zip),
    );
  });
}

/** Every entry's header, read from the central directory; nothing inflated. */
function listEntries(zip: ZipFile): Promise<Entry[]> {
  return new Promise((resolve, reject) => {
    const entries: Entry[] = [];
    zip.on("entry", (entry: Entry) => {
      entries.push(entry);
      zip.readEntry();
    });
    zip.on("end", () => resolve(entries));
    zip.on("error", reject);
    zip.readEntry();
  });
}

/** One entry's bytes as text, which yauzl holds to the size the entry declared. */
function readText(zip: ZipFile, entry: Entry): Promise<string> {
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (error, stream) => {
      if (error || !stream) return reject(error ?? new Error("no stream"));
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
      stream.on("error", reject);
    });
  });
}

/**
 * Checks a zip that claims to be a Word document: bounded entry count and unpacked size, no
 * macros or ActiveX, and the parts of a Word document. Answers the main document's XML, for the
 * text extraction, when it passes.
 */
export async function checkDocx(bytes: Buffer): Promise<DocxCheck> {
  let zip: ZipFile;
  try {
    zip = await openZip(bytes);
  } catch {
    return { ok: false, reason: "docxDamaged" };
  }
  try {
    if (zip.entryCount > MAX_DOCX_ENTRIES) return { ok: false, reason: "docxTooLarge" };
    const entries = await listEntries(zip);
    const unpacked = entries.reduce((sum, entry) => sum + entry.uncompressedSize, 0);
    if (unpacked > MAX_DOCX_UNPACKED_BYTES) return { ok: false, reason: "docxTooLarge" };
    if (entries.some((entry) => ACTIVE_PART.test(entry.fileName))) return { ok: false, reason: "docxMacros" };
    if (entries.some((entry) => entry.isEncrypted())) return { ok: false, reason: "docxDamaged" };
    const named = (name: string) => entries.find((entry) => entry.fileName === name);
    const types = named(CONTENT_TYPES);
    const main = named(MAIN_DOCUMENT);
    if (!types || !main) return { ok: false, reason: "docxNotWord" };
    if (types.uncompressedSize > MAX_CONTENT_TYPES_BYTES) return { ok: false, reason: "docxTooLarge" };
    const contentTypes = await readText(zip, types);
    if (ACTIVE_TYPE.test(contentTypes)) return { ok: false, reason: "docxMacros" };
    if (!contentTypes.includes(WORD_MAIN)) return { ok: false, reason: "docxNotWord" };
    return { ok: true, documentXml: await readText(zip, main) };
  } catch {
    // An entry that inflates past its declared size, a broken stream, a bad header.
    return { ok: false, reason: "docxDamaged" };
  } finally {
    zip.close();
  }
}

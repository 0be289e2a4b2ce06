/**
 * A CV's text, for staff search (decision 0034): a PDF read with pdf.js (`pdfjs-dist`'s legacy
 * build, the one made for Node; this module is server-only and never reaches the browser), a DOCX
 * from its main document's XML with the project's XML parser. Bounded in pages, characters and
 * time; a file that cannot be read gives empty text and is kept all the same.
 */
import { XMLParser } from "fast-xml-parser";
import { EXTRACT_TIMEOUT_MS, MAX_PDF_PAGES, MAX_TEXT_CHARS } from "./limits";

/** Runs of white space become one space, lines stay lines; the result is cut to MAX_TEXT_CHARS. */
export function tidyText(text: string): string {
  return text
    .replace(/[^\S\n]+/g, " ")
    .replace(/ *\n[\s]*/g, "\n")
    .trim()
    .slice(0, MAX_TEXT_CHARS);
}

type PdfJs = typeof import("pdfjs-dist/legacy/build/pdf.mjs");
let pdfjs: Promise<PdfJs> | undefined;

async function pdfText(bytes: Buffer, signal: AbortSignal, deadline: number): Promise<string> {
  pdfjs ??= import("pdfjs-dist/legacy/build/pdf.mjs");
  const { getDocument } = await pdfjs;
  // A copy: pdf.js takes ownership of the array it is given.
  const task = getDocument({ data: new Uint8Array(bytes), isEvalSupported: false, disableFontFace: true, verbosity: 0 });
  signal.addEventListener("abort", () => void task.destroy(), { once: true });
  try {
    const document = await task.promise;
    const pages: string[] = [];
    let length = 0;
    for (let number = 1; number <= Math.min(document.numPages, MAX_PDF_PAGES) && length < MAX_TEXT_CHARS; number++) {
      // Checked between pages too: pdf.js may parse a whole file without yielding to the timer.
      if (signal.aborted || performance.now() >= deadline) throw new Error("timed out");
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      const text = content.items.map((item) => ("str" in item ? `${item.str}${item.hasEOL ? "\n" : ""}` : "")).join("");
      pages.push(text);
      length += text.length;
      page.cleanup();
    }
    return pages.join("\n");
  } finally {
    await task.destroy();
  }
}

const xml = new XMLParser({ preserveOrder: true, ignoreAttributes: true, trimValues: false, processEntities: true });

type XmlNode = Record<string, unknown>;

/**
 * Walks Word's XML in document order: the text of its runs (`w:t`), tabs, line breaks and
 * paragraph ends. Text elsewhere (field instructions, deleted text, layout white space) is not
 * what a reader sees.
 */
function wordText(nodes: unknown, out: string[], inRun = false): void {
  if (!Array.isArray(nodes)) return;
  for (const node of nodes as XmlNode[]) {
    for (const [name, children] of Object.entries(node)) {
      if (name === "#text") {
        if (inRun) out.push(String(children));
      } else if (name === "w:tab") out.push("\t");
      else if (name === "w:br" || name === "w:cr") out.push("\n");
      else if (name !== ":@") {
        wordText(children, out, name === "w:t");
        if (name === "w:p") out.push("\n");
      }
    }
  }
}

export function docxText(documentXml: string): string {
  const out: string[] = [];
  wordText(xml.parse(documentXml), out);
  return out.join("");
}

/** The text of an accepted CV, or "" when it cannot be read within the bounds. */
export async function extractCvText(
  file: { kind: "pdf"; bytes: Buffer } | { kind: "docx"; documentXml: string },
  timeoutMs = EXTRACT_TIMEOUT_MS,
): Promise<string> {
  const controller = new AbortController();
  const deadline = performance.now() + timeoutMs;
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const reading =
      file.kind === "pdf" ? pdfText(file.bytes, controller.signal, deadline) : Promise.resolve(docxText(file.documentXml));
    const timedOut = new Promise<never>((_, reject) =>
      controller.signal.addEventListener("abort", () => reject(new Error("timed out")), { once: true }),
    );
    return tidyText(await Promise.race([reading, timedOut]));
  } catch {
    return "";
  } finally {
    clearTimeout(timer);
  }
}

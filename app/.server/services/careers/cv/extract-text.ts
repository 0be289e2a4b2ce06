/**
 * A CV's text, for staff search (decision 0034): a PDF read with pdf.js (`pdfjs-dist`'s legacy
 * build, the one made for Node; this module is server-only and never reaches the browser), a DOCX
 * from its main document's XML with the project's XML parser. Bounded in pages, characters and
 * time; a file that cannot be read gives empty text and is kept all the same.
 */
import { createRequire } from "node:module";
import { pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import { XMLParser } from "fast-xml-parser";
import { EXTRACT_TIMEOUT_MS, MAX_PDF_PAGES, MAX_TEXT_CHARS, PDF_READERS, PDF_WORKER_MEMORY_MB } from "./limits";

/** Runs of white space become one space, lines stay lines; the result is cut to MAX_TEXT_CHARS. */
export function tidyText(text: string): string {
  return text
    .replace(/[^\S\n]+/g, " ")
    .replace(/ *\n[\s]*/g, "\n")
    .trim()
    .slice(0, MAX_TEXT_CHARS);
}

/**
 * The PDF reader, run in a worker thread of its own: pdf.js parses in whatever thread calls it, and
 * a hostile PDF can keep it busy for long; in a worker the time bound is real (the worker is
 * terminated) and so is the memory bound (resourceLimits), and the server's own thread never waits
 * on it. Plain JavaScript, evaluated by the worker: the server build has no file to point it at.
 */
const PDF_WORKER = `
const { parentPort, workerData } = require("node:worker_threads");
(async () => {
  const { getDocument } = await import(workerData.pdfjs);
  const task = getDocument({ data: workerData.bytes, isEvalSupported: false, disableFontFace: true, verbosity: 0 });
  const document = await task.promise;
  const pages = [];
  let length = 0;
  for (let number = 1; number <= Math.min(document.numPages, workerData.maxPages) && length < workerData.maxChars; number++) {
    const page = await document.getPage(number);
    const content = await page.getTextContent();
    const text = content.items.map((item) => ("str" in item ? item.str + (item.hasEOL ? "\\n" : "") : "")).join("");
    pages.push(text);
    length += text.length;
    page.cleanup();
  }
  await task.destroy();
  parentPort.postMessage(pages.join("\\n"));
})().catch(() => parentPort.postMessage(""));
`;

/** pdf.js's legacy build (the one made for Node), as a file URL the worker imports. */
const PDFJS_URL = pathToFileURL(createRequire(import.meta.url).resolve("pdfjs-dist/legacy/build/pdf.mjs")).href;

/** Readers at work at once (one a core of the machines here); more uploads wait their turn. */
let readersAtWork = 0;
const waitingReaders: Array<() => void> = [];

async function withReader<T>(read: () => Promise<T>): Promise<T> {
  if (readersAtWork >= PDF_READERS) await new Promise<void>((resolve) => waitingReaders.push(resolve));
  readersAtWork++;
  try {
    return await read();
  } finally {
    readersAtWork--;
    waitingReaders.shift()?.();
  }
}

/** A PDF's text layer, or "" when it cannot be read within the time and memory bounds. */
function pdfText(bytes: Buffer, timeoutMs: number): Promise<string> {
  return withReader(() => readPdf(bytes, timeoutMs));
}

function readPdf(bytes: Buffer, timeoutMs: number): Promise<string> {
  return new Promise((resolve) => {
    const worker = new Worker(PDF_WORKER, {
      eval: true,
      workerData: { pdfjs: PDFJS_URL, bytes: new Uint8Array(bytes), maxPages: MAX_PDF_PAGES, maxChars: MAX_TEXT_CHARS },
      resourceLimits: { maxOldGenerationSizeMb: PDF_WORKER_MEMORY_MB },
      stdout: true,
      stderr: true,
    });
    const finish = (text: string) => {
      clearTimeout(timer);
      void worker.terminate();
      resolve(text);
    };
    const timer = setTimeout(() => finish(""), timeoutMs);
    worker.once("message", (text: unknown) => finish(typeof text === "string" ? text : ""));
    worker.once("error", () => finish(""));
    worker.once("exit", () => finish(""));
  });
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
  try {
    return tidyText(file.kind === "pdf" ? await pdfText(file.bytes, timeoutMs) : docxText(file.documentXml));
  } catch {
    return "";
  }
}

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
 * The PDF reader, run in worker threads of its own: pdf.js parses in whatever thread calls it, and
 * a hostile PDF can keep it busy for long; in a worker the time bound is real (the worker is
 * terminated) and so is the memory bound (resourceLimits), and the server's own thread never waits
 * on it. A worker loads pdf.js once and reads file after file: loading it costs more time and
 * memory than reading a CV, so a worker per file made twenty uploads at once cost hundreds of MB.
 * Plain JavaScript, evaluated by the worker: the server build has no file to point it at.
 */
const PDF_WORKER = `
const { parentPort, workerData } = require("node:worker_threads");
const pdfjs = import(workerData.pdfjs);
async function read(bytes) {
  const { getDocument } = await pdfjs;
  const task = getDocument({ data: bytes, isEvalSupported: false, disableFontFace: true, verbosity: 0 });
  try {
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
    return pages.join("\\n");
  } finally {
    await task.destroy();
  }
}
parentPort.on("message", (bytes) => read(bytes).then((text) => parentPort.postMessage(text), () => parentPort.postMessage("")));
`;

/** pdf.js's legacy build (the one made for Node), as a file URL the worker imports. */
const PDFJS_URL = pathToFileURL(createRequire(import.meta.url).resolve("pdfjs-dist/legacy/build/pdf.mjs")).href;

/** Files a worker reads before it is replaced, so one reader's heap never grows for good. */
const FILES_PER_WORKER = 200;

interface Reader {
  worker: Worker;
  files: number;
}

/** Readers waiting for a file; at most PDF_READERS exist, each reading one file at a time. */
const idleReaders: Reader[] = [];
let readersAtWork = 0;
const waitingForReader: Array<() => void> = [];

function newReader(): Reader {
  const worker = new Worker(PDF_WORKER, {
    eval: true,
    workerData: { pdfjs: PDFJS_URL, maxPages: MAX_PDF_PAGES, maxChars: MAX_TEXT_CHARS },
    resourceLimits: { maxOldGenerationSizeMb: PDF_WORKER_MEMORY_MB },
    stdout: true,
    stderr: true,
  });
  // An idle reader never keeps the process alive.
  worker.unref();
  return { worker, files: 0 };
}

async function withReader<T>(read: (reader: Reader) => Promise<{ value: T; reusable: boolean }>): Promise<T> {
  if (readersAtWork >= PDF_READERS) await new Promise<void>((resolve) => waitingForReader.push(resolve));
  readersAtWork++;
  const reader = idleReaders.pop() ?? newReader();
  try {
    const { value, reusable } = await read(reader);
    if (reusable && ++reader.files < FILES_PER_WORKER) idleReaders.push(reader);
    else void reader.worker.terminate();
    return value;
  } finally {
    readersAtWork--;
    waitingForReader.shift()?.();
  }
}

/** A PDF's text layer, or "" when it cannot be read within the time and memory bounds. */
function pdfText(bytes: Buffer, timeoutMs: number): Promise<string> {
  return withReader((reader) => readPdf(reader, bytes, timeoutMs));
}

/** One file read by one reader; a reader that failed or ran out of time is not used again. */
function readPdf(reader: Reader, bytes: Buffer, timeoutMs: number): Promise<{ value: string; reusable: boolean }> {
  const { worker } = reader;
  return new Promise((resolve) => {
    const finish = (text: string, reusable: boolean) => {
      clearTimeout(timer);
      worker.off("message", onMessage);
      worker.off("error", onFailure);
      worker.off("exit", onFailure);
      resolve({ value: text, reusable });
    };
    const deadline = Date.now() + timeoutMs;
    // An answer past the deadline is late whichever event the loop ran first: the file counts as unread.
    const onMessage = (text: unknown) =>
      Date.now() >= deadline ? onFailure() : finish(typeof text === "string" ? text : "", true);
    const onFailure = () => finish("", false);
    const timer = setTimeout(onFailure, timeoutMs);
    worker.on("message", onMessage);
    worker.once("error", onFailure);
    worker.once("exit", onFailure);
    // A copy of its own, handed over rather than copied again.
    const copy = new Uint8Array(bytes);
    worker.postMessage(copy, [copy.buffer]);
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

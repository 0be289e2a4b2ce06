import { spawnSync } from "node:child_process";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** One error of the W3C Nu HTML checker, located in the file it came from. */
export interface HtmlError {
  file: string;
  line: number | undefined;
  column: number | undefined;
  message: string;
  /** The markup around the error, as the checker quotes it. */
  extract: string | undefined;
}

interface NuMessage {
  type: string;
  subType?: string;
  url?: string;
  lastLine?: number;
  firstColumn?: number;
  lastColumn?: number;
  message: string;
  extract?: string;
}

/**
 * Checks every `.html` file of `folder` with the Nu HTML checker (the `vnu-jar` package's jar, run
 * by the system's Java, which `npm run setup:test` installs) and returns its errors. One Java start
 * for the whole folder: starting the checker costs seconds, checking a page milliseconds.
 */
export function checkHtmlFolder(folder: string): HtmlError[] {
  // The package's main module is the jar's path; its own runner would download a Java when none is found.
  const jar = String(createRequire(import.meta.url)("vnu-jar"));
  const java = process.env.JAVA_HOME ? path.join(process.env.JAVA_HOME, "bin", "java") : "java";
  const run = spawnSync(java, ["-jar", jar, "--format", "json", "--errors-only", "--stdout", folder], {
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  if (run.error) throw new Error(`The HTML checker did not start (${java}: ${run.error.message}); run npm run setup:test`);
  // Exit status 1 means "errors found"; anything else without a JSON report is the checker failing.
  let report: { messages: NuMessage[] };
  try {
    report = JSON.parse(run.stdout);
  } catch {
    throw new Error(`The HTML checker exited ${run.status} without a report:\n${run.stdout}\n${run.stderr}`);
  }
  return report.messages
    .filter((message) => message.type === "error" || message.subType === "fatal")
    .map((message) => ({
      file: message.url?.startsWith("file:") ? path.basename(fileURLToPath(message.url)) : (message.url ?? ""),
      line: message.lastLine,
      column: message.firstColumn ?? message.lastColumn,
      message: message.message,
      extract: message.extract,
    }));
}

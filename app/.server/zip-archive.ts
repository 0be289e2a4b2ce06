/**
 * A person's copy of their data as one zip, built in memory (yazl): a candidate's from their page
 * (decision 0035), anyone's from a privacy request (decision 0041). The helpers they share: the
 * archive itself, a sent file's place in it, and a text file that reads on any system.
 */
import { ZipFile } from "yazl";

export interface ZipEntry {
  /** The entry's path inside the archive ("data.json", "files/12-cv.pdf"). */
  name: string;
  bytes: Buffer;
  /** Stored as it is: a sent file (a PDF, a DOCX) is compressed already. */
  stored?: boolean;
}

/** The archive of the entries, each dated `mtime` (when the copy was made). */
export async function zipArchive(entries: readonly ZipEntry[], mtime: Date): Promise<Buffer> {
  const zip = new ZipFile();
  for (const { name, bytes, stored } of entries) zip.addBuffer(bytes, name, { mtime, compress: !stored });
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** What a path inside a zip must not hold: separators (no folder of the sender's), control and format characters. */
const UNSAFE_IN_PATH = /[\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}\\/:*?"<>|]/gu;

/**
 * A sent file's path in the archive: in `folder`, its id first (two files of one name stay two, and
 * no name starts with a dot), then its name as sent, made safe.
 */
export function archivedFilePath(folder: string, id: number, name: string): string {
  const safe = name.normalize("NFC").replace(UNSAFE_IN_PATH, "_").trim();
  return `${folder}/${id}-${safe || "file"}`;
}

/** A text file's bytes: UTF-8 with CRLF line ends, which every system's plain editor shows as lines. */
export const textFileBytes = (lines: readonly string[]): Buffer => Buffer.from(lines.join("\r\n"), "utf8");

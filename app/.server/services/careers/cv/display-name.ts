/**
 * The sender's file name, made safe to show (decision 0034): only its last path segment, without
 * control, bidirectional or invisible characters, quotes or separators, cut to a length, and with
 * an extension that matches what the bytes are. It is never used to type, find or store the file.
 */
import { MAX_DISPLAY_NAME_CHARS } from "./limits";

/**
 * Control characters, bidi overrides and isolates, zero-width and other format characters, lone
 * surrogates, and what a header or a path could misread.
 */
const UNSAFE = /[\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}"'`<>:;*?|\\/]/gu;

export function displayName(sent: string | undefined, kind: "pdf" | "docx"): string {
  const last = (sent ?? "").normalize("NFC").split(/[\\/]/).pop() ?? "";
  const cleaned = last
    .replace(UNSAFE, "")
    .replace(/\s+/g, " ")
    .replace(/^[\s.]+|[\s.]+$/g, "");
  // Cut by code points, so no character is split in half.
  const stem = Array.from(cleaned.replace(/\.[^.]*$/, ""))
    .slice(0, MAX_DISPLAY_NAME_CHARS - 5)
    .join("")
    .trim();
  return `${stem || "cv"}.${kind}`;
}

/** A Content-Disposition header for the file: an ASCII fallback and the UTF-8 name (RFC 6266, RFC 8187). */
export function attachmentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, "_").replace(/[%"\\]/g, "_");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/**
 * The real type of an upload, read from its bytes: the name and the declared type are the
 * sender's word and are never trusted.
 */

export type SniffedType = "png" | "jpeg" | "webp" | "svg";

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** An SVG may open with a byte order mark, an XML declaration, comments and a doctype before `<svg`. */
const SVG_OPENING =
  /^\uFEFF?\s*(<\?xml[^>]*\?>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE[^>]*(\[[\s\S]*?\])?\s*>\s*)?(<!--[\s\S]*?-->\s*)*<svg[\s>]/i;

export function sniffType(bytes: Uint8Array): SniffedType | undefined {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (buffer.subarray(0, 8).equals(PNG_SIGNATURE)) return "png";
  if (buffer[0] === 0xff && buffer[1] === 0xd8 && buffer[2] === 0xff) return "jpeg";
  if (buffer.toString("latin1", 0, 4) === "RIFF" && buffer.toString("latin1", 8, 12) === "WEBP") return "webp";
  if (looksLikeSvg(buffer)) return "svg";
  return undefined;
}

function looksLikeSvg(buffer: Buffer): boolean {
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(buffer);
  } catch {
    return false;
  }
  return !text.includes("\0") && SVG_OPENING.test(text);
}

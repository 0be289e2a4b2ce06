import { createHash } from "node:crypto";
import type { ImageFormat } from "~/lib/media/image-sources";
import type { UploadRejection } from "~/lib/media/upload-rejections";

/** One encoded form of an image, ready to store and serve. */
export interface EncodedVariant {
  width: number;
  height: number;
  format: ImageFormat;
  bytes: Buffer;
}

/** An upload decoded and re-encoded: its size once oriented and its variants. */
export interface ProcessedImage {
  width: number;
  height: number;
  variants: EncodedVariant[];
}

export type ProcessResult = { ok: true; image: ProcessedImage } | { ok: false; reason: UploadRejection };

/**
 * The name of an image's `/media/` addresses: a SHA-256 over every variant's format, width and
 * encoded bytes, in a fixed order. Addresses are cached as immutable for a year, so they must change
 * whenever the bytes behind them do (other encoder settings, another sharp), not only with the upload.
 */
export function encodedImageHash(variants: readonly EncodedVariant[]): string {
  const hash = createHash("sha256");
  const ordered = [...variants].sort((a, b) => a.format.localeCompare(b.format) || a.width - b.width);
  for (const variant of ordered) {
    hash.update(`${variant.format}:${variant.width}:${variant.bytes.length}\n`);
    hash.update(variant.bytes);
  }
  return hash.digest("hex");
}

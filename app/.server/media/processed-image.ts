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

/**
 * An upload turned into the variants the site serves, or the reason it is refused. Nothing here
 * touches the database or HTTP: callers store the result and choose the message.
 */
import type { ImagePurpose } from "~/lib/media/image-sources";
import type { UploadRejection } from "~/lib/media/upload-rejections";
import { MAX_UPLOAD_BYTES } from "./limits";
import type { ProcessResult } from "./processed-image";
import { processRaster, RASTER_ENCODING, type RasterEncoding } from "./raster";
import { sniffType } from "./sniff";
import { processSvg } from "./svg";

/** The checks that need no decoding: size, the real type, and whether the purpose takes that type. */
export function precheckUpload(bytes: Buffer, purpose: ImagePurpose): UploadRejection | undefined {
  if (bytes.length === 0) return "empty";
  if (bytes.length > MAX_UPLOAD_BYTES) return "tooLarge";
  const type = sniffType(bytes);
  if (!type) return "unsupportedType";
  if (type === "svg" && purpose !== "logo") return "svgOnlyForLogos";
  return undefined;
}

export async function processUpload(
  bytes: Buffer,
  purpose: ImagePurpose,
  encoding: RasterEncoding = RASTER_ENCODING,
): Promise<ProcessResult> {
  const refused = precheckUpload(bytes, purpose);
  if (refused) return { ok: false, reason: refused };
  const type = sniffType(bytes);
  if (type === "svg") return processSvg(bytes);
  return type ? processRaster(bytes, type, encoding) : { ok: false, reason: "unsupportedType" };
}

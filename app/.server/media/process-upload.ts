/**
 * An upload turned into the variants the site serves, or the reason it is refused. Nothing here
 * touches the database or HTTP: callers store the result and choose the message.
 */
import type { ImagePurpose } from "~/lib/media/image-sources";
import { MAX_UPLOAD_BYTES } from "./limits";
import type { ProcessResult } from "./processed-image";
import { processRaster } from "./raster";
import { sniffType } from "./sniff";
import { processSvg } from "./svg";

export async function processUpload(bytes: Buffer, purpose: ImagePurpose): Promise<ProcessResult> {
  if (bytes.length === 0) return { ok: false, reason: "empty" };
  if (bytes.length > MAX_UPLOAD_BYTES) return { ok: false, reason: "tooLarge" };
  const type = sniffType(bytes);
  if (!type) return { ok: false, reason: "unsupportedType" };
  if (type === "svg") return purpose === "logo" ? processSvg(bytes) : { ok: false, reason: "svgOnlyForLogos" };
  return processRaster(bytes, type);
}

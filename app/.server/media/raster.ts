/**
 * PNG, JPEG and WebP uploads decoded and re-encoded with sharp: oriented by their EXIF tag, every
 * other piece of metadata dropped (sharp writes none unless asked), offered as WebP at a few
 * widths and once as JPEG (PNG when the image has transparency) for browsers without WebP.
 */
import sharp, { type Metadata, type Sharp } from "sharp";
import type { ImageFormat } from "~/lib/media/image-sources";
import { MAX_INPUT_PIXELS, VARIANT_WIDTHS } from "./limits";
import type { EncodedVariant, ProcessResult } from "./processed-image";
import type { SniffedType } from "./sniff";

/** How variants are encoded; a change here renames every newly stored image's addresses (encodedImageHash). */
export interface RasterEncoding {
  webpQuality: number;
  jpegQuality: number;
  pngCompressionLevel: number;
}

export const RASTER_ENCODING: RasterEncoding = { webpQuality: 80, jpegQuality: 82, pngCompressionLevel: 9 };

// failOn "warning" (the default, named here on purpose) refuses truncated and corrupt data.
const DECODE_OPTIONS = { limitInputPixels: MAX_INPUT_PIXELS, failOn: "warning" } as const;

/** The widths to encode: the standard ones below the original, and the original when it is smaller than the largest. */
export function variantWidths(originalWidth: number): number[] {
  const largest = Math.min(originalWidth, Math.max(...VARIANT_WIDTHS));
  return [...VARIANT_WIDTHS.filter((width) => width < largest), largest];
}

async function encode(source: Sharp, width: number, format: ImageFormat, encoding: RasterEncoding): Promise<EncodedVariant> {
  const resized = source.clone().resize({ width, withoutEnlargement: true });
  const encoded =
    format === "webp"
      ? resized.webp({ quality: encoding.webpQuality })
      : format === "png"
        ? resized.png({ compressionLevel: encoding.pngCompressionLevel })
        : resized.flatten({ background: "#ffffff" }).jpeg({ quality: encoding.jpegQuality, mozjpeg: true });
  const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, format, bytes: data };
}

/** sharp refuses a canvas past `limitInputPixels` as soon as it reads the header; all else is unreadable. */
function refusalOf(error: unknown): "tooManyPixels" | "unreadable" {
  return error instanceof Error && /pixel limit/i.test(error.message) ? "tooManyPixels" : "unreadable";
}

export async function processRaster(
  bytes: Buffer,
  sniffed: SniffedType,
  encoding: RasterEncoding = RASTER_ENCODING,
): Promise<ProcessResult> {
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, DECODE_OPTIONS).metadata();
  } catch (error) {
    return { ok: false, reason: refusalOf(error) };
  }
  // The bytes must be what their signature says; anything else is not an image we take.
  if (metadata.format !== sniffed || !metadata.width || !metadata.height) return { ok: false, reason: "unreadable" };
  if (metadata.width * metadata.height > MAX_INPUT_PIXELS) return { ok: false, reason: "tooManyPixels" };
  // Orientations 5 to 8 turn the image a quarter: its width is the stored height.
  const turned = (metadata.orientation ?? 1) >= 5;
  const width = turned ? metadata.height : metadata.width;
  const height = turned ? metadata.width : metadata.height;
  try {
    const source = sharp(bytes, DECODE_OPTIONS).rotate();
    const transparent = metadata.hasAlpha && !(await source.clone().stats()).isOpaque;
    const widths = variantWidths(width);
    const plan: Array<[number, ImageFormat]> = [
      ...widths.map((w): [number, ImageFormat] => [w, "webp"]),
      [Math.max(...widths), transparent ? "png" : "jpeg"],
    ];
    // One at a time: each decodes the original again, and a large PNG decodes to hundreds of MB.
    const variants: EncodedVariant[] = [];
    for (const [w, format] of plan) variants.push(await encode(source, w, format, encoding));
    return { ok: true, image: { width, height, variants } };
  } catch (error) {
    return { ok: false, reason: refusalOf(error) };
  }
}

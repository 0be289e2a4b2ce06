/**
 * What a page needs to show a stored image, and the addresses its variants are served under
 * (`/media/<hash>-<width>.<ext>`, answered by the fast lane; the hash is of the encoded bytes, so
 * the addresses change with them). Pure, so components import it too.
 */

export type ImageFormat = "webp" | "jpeg" | "png" | "svg";
export type ImagePurpose = "photo" | "logo";

export const IMAGE_PURPOSES: readonly ImagePurpose[] = ["photo", "logo"];

/** The extension each format is served under; a media address names its format by it. */
export const EXTENSION_OF: Record<ImageFormat, string> = { webp: "webp", jpeg: "jpg", png: "png", svg: "svg" };

export const CONTENT_TYPE_OF: Record<ImageFormat, string> = {
  webp: "image/webp",
  jpeg: "image/jpeg",
  png: "image/png",
  svg: "image/svg+xml",
};

export interface ImageVariantInfo {
  width: number;
  height: number;
  format: ImageFormat;
}

/** A stored image as pages read it: the name of its addresses, its size once oriented, and its variants. */
export interface ImageData {
  id: number;
  /** A hash of the variants' encoded bytes (not of the upload): new bytes, new addresses. */
  hash: string;
  purpose: ImagePurpose;
  width: number;
  height: number;
  variants: ImageVariantInfo[];
}

/** The attributes of an `<img>` (and the `<source>` of a `<picture>` for `type`/`srcSet`). */
export interface ImageSources {
  /** The fallback (JPEG or PNG, or the SVG), for browsers that read no `srcSet`. */
  src: string;
  /** WebP variants by width (`… 320w, … 640w`); empty for an SVG. */
  srcSet: string;
  /** The content type of `srcSet`, or of `src` when there is no `srcSet`. */
  type: string;
  width: number;
  height: number;
}

export function mediaPath(hash: string, width: number, format: ImageFormat): string {
  return `/media/${hash}-${width}.${EXTENSION_OF[format]}`;
}

export function imageSources(image: ImageData): ImageSources {
  const byWidth = [...image.variants].sort((a, b) => a.width - b.width);
  const fallback = byWidth.filter((v) => v.format !== "webp").at(-1) ?? byWidth.at(-1);
  const webp = byWidth.filter((v) => v.format === "webp");
  const src = fallback ? mediaPath(image.hash, fallback.width, fallback.format) : "";
  const srcSet = webp.map((v) => `${mediaPath(image.hash, v.width, v.format)} ${v.width}w`).join(", ");
  const type = CONTENT_TYPE_OF[webp.length > 0 ? "webp" : (fallback?.format ?? "svg")];
  return { src, srcSet, type, width: image.width, height: image.height };
}

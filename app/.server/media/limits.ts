/** The bounds every upload is held to, before and while it is decoded. */

/** The largest upload accepted, in bytes; a longer body is refused while it is read. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

/**
 * The most pixels an image may declare (about a 48-megapixel photo). A small file can declare a
 * huge canvas (a decompression bomb); sharp refuses to decode past this.
 */
export const MAX_INPUT_PIXELS = 50_000_000;

/** The widths a photo is offered at; none larger than the original. */
export const VARIANT_WIDTHS = [320, 640, 960, 1280] as const;

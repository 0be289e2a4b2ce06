import type { ShownImage } from "~/lib/site-content";

/**
 * A picture staff chose (decision 0011): the seeded art as it is, or an uploaded image with its WebP
 * widths (`srcSet`, sized by `sizes`) and its own width and height, so the page keeps its space
 * before the image arrives (no layout shift). `width`/`height` here are the seeded art's.
 */
export function ContentImage({
  image,
  width,
  height,
  sizes,
  className,
}: {
  image: ShownImage;
  width: number;
  height: number;
  /** The displayed width, for the browser to pick from `srcSet`. */
  sizes: string;
  className?: string;
}) {
  return (
    <img
      src={image.src}
      srcSet={image.srcSet}
      sizes={image.srcSet ? sizes : undefined}
      alt={image.alt}
      width={image.width ?? width}
      height={image.height ?? height}
      loading="lazy"
      decoding="async"
      className={className}
    />
  );
}

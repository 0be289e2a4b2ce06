/** Real images made with sharp for tests: no binary fixtures in the repository. */
import sharp from "sharp";

export function photo(width: number, height: number, format: "png" | "jpeg" | "webp", alpha = false): Promise<Buffer> {
  const background = alpha ? { r: 20, g: 120, b: 200, alpha: 0.5 } : { r: 20, g: 120, b: 200 };
  const image = sharp({ create: { width, height, channels: alpha ? 4 : 3, background } });
  return (format === "png" ? image.png() : format === "jpeg" ? image.jpeg() : image.webp()).toBuffer();
}

/** A JPEG carrying a camera's EXIF (orientation 6: turned a quarter), its owner and a GPS position. */
export function jpegWithExif(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: "#c83232" } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Copyright: "Secret Owner", Make: "PhoneMaker", Model: "Pocket 9" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "1/1 17/1 0/1", GPSLongitudeRef: "E", GPSLongitude: "36/1 49/1 0/1" },
    })
    .toBuffer();
}

export const CLEAN_LOGO = `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40" viewBox="0 0 120 40">
  <defs><linearGradient id="g"><stop offset="0" stop-color="#036"/><stop offset="1" stop-color="#39c"/></linearGradient></defs>
  <style>.mark { fill: url(#g); }</style>
  <rect class="mark" width="40" height="40" rx="8"/>
  <text x="48" y="27" font-size="18" fill="#036">Lakeside</text>
</svg>`;

export const HOSTILE_LOGO = `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="100" height="100" onload="alert(1)">
  <script>alert(document.cookie)</script>
  <style>@import url(https://evil.test/x.css); rect { fill: url(https://evil.test/p.svg#a) }</style>
  <a href="javascript:alert(2)"><rect width="50" height="50" fill="#036" onclick="alert(3)"/></a>
  <use xlink:href="https://evil.test/sprite.svg#logo"/>
  <image href="https://evil.test/pixel.png" width="1" height="1"/>
  <foreignObject width="10" height="10"><div xmlns="http://www.w3.org/1999/xhtml">hi</div></foreignObject>
  <circle cx="75" cy="75" r="20" style="fill: url(https://evil.test/x)"/>
</svg>`;

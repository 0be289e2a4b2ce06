/**
 * SVG logos, sanitized with DOMPurify's SVG profile on a jsdom window: scripts, event handlers,
 * `foreignObject`, embedded images and every reference that leaves the document (`href`,
 * `xlink:href`, CSS `url(...)` and `@import`) are removed. What is left must still be a drawing
 * sharp can read, or the upload is refused.
 */
import createDOMPurify, { type DOMPurify } from "dompurify";
import { JSDOM } from "jsdom";
import sharp from "sharp";
import { MAX_INPUT_PIXELS } from "./limits";
import type { ProcessResult } from "./processed-image";

/** CSS that reaches outside the document: `@import`, or `url(...)` to anything but a `#fragment`. */
const EXTERNAL_CSS = /@import|url\s*\(\s*(?!['"]?#)|expression\s*\(|\\/i;

const DRAWING = "path, rect, circle, ellipse, line, polyline, polygon, text, use";

let sanitizer: { purify: DOMPurify; window: JSDOM["window"] } | undefined;

/** One sanitizer per process: its hooks hold the rules about references, added once. */
function svgSanitizer() {
  if (sanitizer) return sanitizer;
  const { window } = new JSDOM("");
  const purify = createDOMPurify(window as unknown as Parameters<typeof createDOMPurify>[0]);
  purify.addHook("uponSanitizeElement", (node, data) => {
    if (data.tagName === "style" && EXTERNAL_CSS.test(node.textContent ?? "")) node.textContent = "";
  });
  purify.addHook("afterSanitizeAttributes", (node) => {
    for (const name of ["href", "xlink:href"]) {
      const value = node.getAttribute(name);
      if (value !== null && !value.trim().startsWith("#")) node.removeAttribute(name);
    }
    if (EXTERNAL_CSS.test(node.getAttribute("style") ?? "")) node.removeAttribute("style");
  });
  sanitizer = { purify, window: window as unknown as JSDOM["window"] };
  return sanitizer;
}

/** The sanitized SVG as standalone XML, or undefined when nothing drawable is left. */
export function sanitizeSvg(text: string): { svg?: string; removedSomething: boolean } {
  const { purify, window } = svgSanitizer();
  const body = purify.sanitize(text, {
    USE_PROFILES: { svg: true, svgFilters: true },
    FORBID_TAGS: ["image", "foreignObject", "a"],
    RETURN_DOM: true,
  }) as HTMLElement;
  // With RETURN_DOM DOMPurify also reports the document's own body as removed; only what came from the SVG counts.
  const removedSomething = purify.removed.some((item) => !("element" in item) || item.element.nodeName !== "BODY");
  const root = body.firstElementChild;
  const usable = body.childElementCount === 1 && root?.localName === "svg" && root.namespaceURI === "http://www.w3.org/2000/svg";
  if (!usable || !root.querySelector(DRAWING)) return { removedSomething };
  return { svg: new window.XMLSerializer().serializeToString(root), removedSomething };
}

export async function processSvg(bytes: Buffer): Promise<ProcessResult> {
  const { svg, removedSomething } = sanitizeSvg(bytes.toString("utf8"));
  if (!svg) return { ok: false, reason: removedSomething ? "unsafeSvg" : "unreadable" };
  const clean = Buffer.from(svg, "utf8");
  try {
    const { width, height } = await sharp(clean, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    if (!width || !height) return { ok: false, reason: "unreadable" };
    return { ok: true, image: { width, height, variants: [{ width, height, format: "svg", bytes: clean }] } };
  } catch {
    return { ok: false, reason: "unreadable" };
  }
}

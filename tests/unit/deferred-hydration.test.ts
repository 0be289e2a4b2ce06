import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { deferHydration } from "~/.server/html/deferred-hydration";

const NONCE = "n0nce+/=";
// The shape React Router's <Scripts> renders (modulepreloads hoisted into <head> by React).
const BOOTSTRAP =
  'import * as route0 from "/assets/root-A.js";\nwindow.__reactRouterRouteModules = {"root":route0};\n\nimport("/assets/entry.client-B.js");';
const DOCUMENT = [
  "<!DOCTYPE html><html><head>",
  '<link rel="stylesheet" href="/assets/app.css"/>',
  `<link rel="modulepreload" href="/assets/entry.client-B.js" nonce="${NONCE}"/>`,
  `<link rel="modulepreload" href="/assets/root-A.js" nonce="${NONCE}"/>`,
  "</head><body><main><p>Hello</p></main>",
  `<script nonce="${NONCE}">window.__reactRouterContext = {};</script>`,
  `<script nonce="${NONCE}" type="module" async="">${BOOTSTRAP}</script>`,
  "</body></html>",
].join("");

/** Runs the loader script the rewrite leaves in the page, in a small stand-in for the browser. */
function runLoader(html: string, options: { hidden?: boolean; paintTimingSupported?: boolean } = {}) {
  const loaderSource = /<script nonce="[^"]*">(\(function\(\)\{var nonce[\s\S]*?)<\/script>/.exec(html)?.[1];
  if (!loaderSource) throw new Error("no loader script in the page");
  const inserted: string[] = [];
  const appended: { type: string; nonce: string; textContent: string }[] = [];
  const timers: { callback: () => void; delay: number }[] = [];
  const frames: (() => void)[] = [];
  const listeners: Record<string, () => void> = {};
  let observer: ((list: { getEntriesByName: (name: string) => unknown[] }, o: { disconnect(): void }) => void) | undefined;
  const document = {
    currentScript: { nonce: NONCE },
    visibilityState: options.hidden ? "hidden" : "visible",
    addEventListener: (type: string, listener: () => void) => {
      listeners[type] = listener;
    },
    createElement: () => ({ type: "", nonce: "", textContent: "" }),
    head: {
      insertAdjacentHTML: (_position: string, text: string) => inserted.push(text),
      appendChild: (element: (typeof appended)[number]) => appended.push(element),
    },
  };
  class PerformanceObserver {
    static supportedEntryTypes = options.paintTimingSupported === false ? [] : ["paint", "largest-contentful-paint"];
    constructor(callback: typeof observer) {
      observer = callback;
    }
    observe() {}
  }
  runInNewContext(loaderSource, {
    document,
    window: { PerformanceObserver },
    PerformanceObserver,
    setTimeout: (callback: () => void, delay: number) => timers.push({ callback, delay }),
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
  });
  return {
    inserted,
    appended,
    /** Runs the timers due within `ms`. */
    runTimers: (ms: number) => {
      for (const timer of timers.filter(({ delay }) => delay <= ms)) {
        timers.splice(timers.indexOf(timer), 1);
        timer.callback();
      }
    },
    runFrame: () => {
      for (const frame of frames.splice(0)) frame();
    },
    paint: (entries: string[]) =>
      observer?.({ getEntriesByName: (name) => entries.filter((entry) => entry === name) }, { disconnect() {} }),
    hide: () => {
      document.visibilityState = "hidden";
      listeners.visibilitychange?.();
    },
  };
}

describe("scripts deferred past the first paint", () => {
  const html = deferHydration(DOCUMENT);

  it("leaves no module preload or module script in the document it sends", () => {
    expect(html).not.toMatch(/<link rel="modulepreload"/);
    expect(html).not.toMatch(/<script[^>]*type="module"/);
    // The same elements otherwise, so hydration finds the tree React rendered.
    expect(html.match(/<script/g)).toHaveLength(2);
    expect(html).toContain('<link rel="stylesheet" href="/assets/app.css"/>');
    expect(html).toContain(`<script nonce="${NONCE}">window.__reactRouterContext = {};</script>`);
  });

  it("after the first contentful paint, adds the preloads back and runs the bootstrap as a module with the nonce", () => {
    const page = runLoader(html);
    page.paint(["first-paint"]);
    page.runTimers(0);
    expect(page.appended).toEqual([]);
    page.paint(["first-contentful-paint"]);
    page.runTimers(0);
    expect(page.inserted).toEqual([
      `<link rel="modulepreload" href="/assets/entry.client-B.js" nonce="${NONCE}"/><link rel="modulepreload" href="/assets/root-A.js" nonce="${NONCE}"/>`,
    ]);
    expect(page.appended).toEqual([{ type: "module", nonce: NONCE, textContent: BOOTSTRAP }]);
  });

  it("starts once, however many of its triggers fire", () => {
    const page = runLoader(html);
    page.paint(["first-contentful-paint"]);
    page.hide();
    page.runTimers(3000);
    expect(page.appended).toHaveLength(1);
    expect(page.inserted).toHaveLength(1);
  });

  it("starts after 3 seconds when no contentful paint is reported", () => {
    const page = runLoader(html);
    page.runTimers(2999);
    expect(page.appended).toEqual([]);
    page.runTimers(3000);
    expect(page.appended).toHaveLength(1);
  });

  it("starts at once in a hidden tab, which does not paint", () => {
    const page = runLoader(html, { hidden: true });
    expect(page.appended).toHaveLength(1);
  });

  it("waits for the next frame where the browser has no paint timing", () => {
    const page = runLoader(html, { paintTimingSupported: false });
    page.runTimers(0);
    expect(page.appended).toEqual([]);
    page.runFrame();
    page.runTimers(0);
    expect(page.appended).toHaveLength(1);
  });

  it("escapes markup in the code it carries, so the HTML parser cannot leave the loader early", () => {
    const markup = `${BOOTSTRAP}\nconst note = "<!--<script>";`;
    const rewritten = deferHydration(DOCUMENT.replace(BOOTSTRAP, markup));
    expect(rewritten).not.toContain("<!--<script>");
    const page = runLoader(rewritten, { hidden: true });
    expect(page.appended[0]?.textContent).toBe(markup);
  });

  it("leaves HTML without React Router's bootstrap unchanged", () => {
    const plain = "<!DOCTYPE html><html><head></head><body><p>Maintenance</p></body></html>";
    expect(deferHydration(plain)).toBe(plain);
  });
});

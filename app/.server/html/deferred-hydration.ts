/**
 * The page's scripts load after its first paint (docs/decisions/0007-scripts-after-first-paint.md).
 *
 * A server-rendered page needs no script to paint; scripts only hydrate it. React Router's
 * <Scripts> preloads every module of the page in <head> and starts them from an inline module
 * script, so on a slow phone the 150 KB of scripts share the connection with the stylesheet, the
 * font and the hero, and their evaluation runs before the first paint. This rewrite of the
 * rendered document keeps both, unchanged, for after the first frame: the preload links leave
 * <head>, and the inline module script becomes a classic script (same element, same nonce, so
 * hydration finds what it expects) that, right after the first contentful paint, adds those
 * preloads back and runs the module script's code as a module. A first visit loses nothing: the
 * one-second splash of docs/product.md covers the page while it hydrates. A page in a background tab, which
 * does not paint, loads at once.
 */

const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>/g;
/** React Router's bootstrap: `<script nonce="..." type="module" async="">...</script>`, once per page. */
const BOOTSTRAP_MODULE = /<script( nonce="[^"]*")? type="module" async="">([\s\S]*?)<\/script>/;

/** A string literal safe inside an inline script: no `</script>` or `<!--` can appear in it. */
const scriptLiteral = (text: string) => JSON.stringify(text).replace(/</g, "\\u003c");

/** How long the scripts wait at most for a first contentful paint that may never come. */
const PAINT_WAIT_LIMIT_MS = 3000;

function loader(preloads: string, bootstrap: string): string {
  return [
    "(function(){",
    "var nonce=document.currentScript.nonce,started=false;",
    "function start(){if(started)return;started=true;",
    `document.head.insertAdjacentHTML("beforeend",${scriptLiteral(preloads)});`,
    'var module=document.createElement("script");module.type="module";module.nonce=nonce;',
    `module.textContent=${scriptLiteral(bootstrap)};document.head.appendChild(module)}`,
    // A hidden tab does not paint: it starts now, or as soon as it is hidden.
    'if(document.visibilityState==="hidden")return start();',
    'document.addEventListener("visibilitychange",function(){if(document.visibilityState==="hidden")start()});',
    `setTimeout(start,${PAINT_WAIT_LIMIT_MS});`,
    // Right after the first contentful paint, where the browser reports it; else after the next frame.
    "var types=window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes||[];",
    'if(types.indexOf("paint")<0)return requestAnimationFrame(function(){setTimeout(start,0)});',
    "new PerformanceObserver(function(list,observer){",
    'if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();setTimeout(start,0)}',
    '}).observe({type:"paint",buffered:true})',
    "})();",
  ].join("");
}

/** Returns the document with its scripts deferred past the first paint; any other HTML unchanged. */
export function deferHydration(html: string): string {
  const bootstrap = BOOTSTRAP_MODULE.exec(html);
  if (!bootstrap) return html;
  const [element, nonceAttribute = "", code = ""] = bootstrap;
  const preloads = (html.match(MODULE_PRELOAD) ?? []).join("");
  return html.replace(element, () => `<script${nonceAttribute}>${loader(preloads, code)}</script>`).replace(MODULE_PRELOAD, "");
}

/**
 * The texts of the page as the in-page editor sees them (decision 0017). While editing, every
 * element that shows a dictionary text is marked (outlined on hover and focus, reachable with Tab);
 * a click or Enter on the page names the entries of what was chosen instead of doing what it does.
 * The marks are attributes added to the page's own elements and removed when editing stops: the
 * page's markup and behaviour are otherwise untouched.
 */
import { TEXT_VALUE_MAX } from "~/lib/texts/model";
import { entriesShowing, readerText, type ShownEntry, type TextIndex } from "./text-index";

export const MARK = "data-text-entry";
/** A mark's tabindex, added by the editor and removed with the mark. */
const ADDED_TAB_STOP = "data-text-entry-tab";
const SKIPPED = new Set(["SCRIPT", "STYLE", "NOSCRIPT", "TEMPLATE", "svg", "IFRAME"]);
/** Attributes whose words people read or hear: an image's alternative, a field's placeholder... */
const READ_ATTRIBUTES = ["alt", "aria-label", "placeholder", "title"] as const;
const INTERACTIVE = "a[href], button, input, select, textarea, summary, [tabindex]";
/** How far up from a clicked element its words are looked up when no marked element holds it. */
const UNMARKED_LEVELS = 3;

/** Whether an element holds words of its own, not only its children's. */
function ownsWords(element: Element): boolean {
  for (const node of element.childNodes) if (node.nodeType === Node.TEXT_NODE && node.textContent?.trim()) return true;
  return false;
}

function wordsOf(element: Element): string {
  const text = element.textContent ?? "";
  return text.length > TEXT_VALUE_MAX ? "" : text;
}

function attributeTexts(element: Element): string[] {
  return READ_ATTRIBUTES.flatMap((name) => element.getAttribute(name) ?? []);
}

/** The element to mark for a text: the outermost one showing the same words, up to a link or button. */
function markedFor(element: Element, root: Element): Element {
  let marked = element;
  const words = readerText(wordsOf(element));
  while (!marked.matches(INTERACTIVE)) {
    const parent = marked.parentElement;
    if (!parent || parent === root || readerText(wordsOf(parent)) !== words) break;
    marked = parent;
  }
  return marked;
}

function showsEntry(element: Element, index: TextIndex): "words" | "attribute" | undefined {
  if (ownsWords(element) && entriesShowing(index, wordsOf(element)).length > 0) return "words";
  return attributeTexts(element).some((text) => entriesShowing(index, text).length > 0) ? "attribute" : undefined;
}

/** Reachable with Tab when it is seen: a visually hidden text (for screen readers) gets no tab stop. */
function tabStopFor(element: Element): boolean {
  if (!(element instanceof HTMLElement) || element.matches(INTERACTIVE)) return false;
  const box = element.getBoundingClientRect();
  return box.width > 1 && box.height > 1;
}

/** The marks of one editing session. */
export class PageTextMarks {
  private marked = new Set<Element>();

  constructor(
    private readonly root: HTMLElement,
    /** The editor's own interface, never marked. */
    private readonly isEditor: (element: Element) => boolean,
  ) {}

  /** Marks what shows a dictionary text now, and unmarks what no longer does. */
  update(index: TextIndex): void {
    const next = new Set<Element>();
    const walker = document.createTreeWalker(this.root, NodeFilter.SHOW_ELEMENT, {
      acceptNode: (node) =>
        SKIPPED.has(node.nodeName) || this.isEditor(node as Element) ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_ACCEPT,
    });
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node as Element;
      const shown = showsEntry(element, index);
      if (shown) next.add(shown === "words" ? markedFor(element, this.root) : element);
    }
    for (const element of this.marked) if (!next.has(element)) unmark(element);
    for (const element of next) {
      if (this.marked.has(element)) continue;
      element.setAttribute(MARK, "");
      if (tabStopFor(element)) {
        element.setAttribute("tabindex", "0");
        element.setAttribute(ADDED_TAB_STOP, "");
      }
    }
    this.marked = next;
  }

  clear(): void {
    for (const element of this.marked) unmark(element);
    this.marked.clear();
  }
}

function unmark(element: Element): void {
  element.removeAttribute(MARK);
  if (element.hasAttribute(ADDED_TAB_STOP)) {
    element.removeAttribute("tabindex");
    element.removeAttribute(ADDED_TAB_STOP);
  }
}

/** The text node under a point, where the browser can tell. */
function textNodeAt(x: number, y: number): Text | undefined {
  const node = document.caretPositionFromPoint
    ? document.caretPositionFromPoint(x, y)?.offsetNode
    : document.caretRangeFromPoint?.(x, y)?.startContainer;
  return node instanceof Text ? node : undefined;
}

/** What was chosen on the page: the entries it may show, nearest first, and whether it shows words at all. */
export interface PickedText {
  entries: ShownEntry[];
  hasWords: boolean;
}

const entriesOf = (index: TextIndex, texts: string[]) => unique(texts.flatMap((text) => entriesShowing(index, text)));

/**
 * The entries of what a click (at `point`) or a key press chose: the marked elements that hold it,
 * and the words under the pointer (one of several texts inside one element); else the words of the
 * element and a few levels above it.
 */
export function pickText(target: Element, index: TextIndex, point?: { x: number; y: number }): PickedText {
  const texts: string[] = [];
  for (let element: Element | null = target; element; element = element.parentElement) {
    if (element.hasAttribute(MARK)) texts.push(wordsOf(element), ...attributeTexts(element));
  }
  const node = point ? textNodeAt(point.x, point.y) : undefined;
  const words = node && target.contains(node) ? node.data : point ? "" : wordsOf(target);
  const own = [words, ...attributeTexts(target)];
  const hasWords = own.some((text) => readerText(text) !== "");
  let entries = entriesOf(index, [...texts, ...own]);
  const nearby: string[] = [];
  let element: Element | null = target;
  for (let level = 0; element && level < UNMARKED_LEVELS && entries.length === 0; level += 1, element = element.parentElement) {
    nearby.push(wordsOf(element), ...attributeTexts(element));
    entries = entriesOf(index, nearby);
  }
  return { entries, hasWords: hasWords || entries.length > 0 };
}

function unique(entries: ShownEntry[]): ShownEntry[] {
  const seen = new Set<string>();
  return entries.filter((entry) => {
    const name = `${entry.namespace}:${entry.key}`;
    if (seen.has(name)) return false;
    seen.add(name);
    return true;
  });
}

/**
 * The in-page text editor of the public site (decision 0017), for signed-in staff who may change the
 * texts: a toggle turns the edit mode on; then a click (or Enter) on any text of the page opens its
 * entry in the page's language, and a saved text shows in place at once. The shell loads this
 * module only when the root's data says so: visitors never download it. Its look uses only
 * utilities the site already has, so the stylesheet every visitor downloads does not change.
 */
import "./text-edit-mode.css";
import PenLine from "lucide-react/icons/pen-line";
import { lazy, type RefObject, Suspense, useCallback, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { buttonClasses } from "~/components/ui/button";
import type { Dictionary } from "~/i18n/merge";
import type { InPageText } from "~/lib/admin/in-page-text";
import { useRootData } from "~/lib/public-config";
import { useHydrated } from "~/lib/use-hydrated";
import { MARK, PageTextMarks, type PickedText, pickText } from "./page-texts";
import { buildTextIndex, type TextIndex } from "./text-index";

/** What a chosen text opens, with the form layer it uses: loaded on the first choice. */
const TextEntryDialog = lazy(() => import("./TextEntryDialog"));

/** Namespaces no public page shows: the editor's own words and the admin area's. */
const notOnPages = (namespace: string) => namespace === "text-editor" || namespace.startsWith("admin");

type I18n = ReturnType<typeof useTranslation>["i18n"];

/** The index of what the browser's dictionaries show now in the page's language. */
function pageIndex(i18n: I18n, language: string): TextIndex {
  const bundles = (i18n.getDataByLanguage(language) ?? {}) as Record<string, Dictionary>;
  return buildTextIndex(Object.fromEntries(Object.entries(bundles).filter(([namespace]) => !notOnPages(namespace))));
}

/**
 * While editing: marks the page's texts (again after every change of the page, once a frame) and
 * turns a click or Enter on the page into a choice of text instead of what it would do.
 */
function useEditMode(editing: boolean, editor: RefObject<HTMLElement | null>, onPick: (picked: PickedText) => void) {
  const { i18n } = useTranslation();
  const { language } = useRootData();
  useEffect(() => {
    if (!editing) return;
    const isEditor = (node: Node) => editor.current?.contains(node) ?? false;
    const marks = new PageTextMarks(document.body, isEditor);
    let index = pageIndex(i18n, language);
    const scan = () => {
      index = pageIndex(i18n, language);
      marks.update(index);
    };
    scan();
    let frame = 0;
    const observer = new MutationObserver((records) => {
      if (frame === 0 && records.some((record) => !isEditor(record.target)))
        frame = requestAnimationFrame(() => {
          frame = 0;
          scan();
        });
    });
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    const choose = (event: Event, target: Element, point?: { x: number; y: number }) => {
      event.preventDefault();
      event.stopPropagation();
      const picked = pickText(target, index, point);
      if (picked.hasWords) onPick(picked);
    };
    // On the window, capturing: before the page's own handlers (links, menus, forms) see the event.
    const onClick = (event: MouseEvent) => {
      if (!(event.target instanceof Element) || isEditor(event.target)) return;
      // A click made with the keyboard (Enter or Space on a link or button) has no position.
      choose(event, event.target, event.detail > 0 ? { x: event.clientX, y: event.clientY } : undefined);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Enter" || !(event.target instanceof Element) || isEditor(event.target)) return;
      if (event.target.hasAttribute(MARK)) choose(event, event.target);
    };
    window.addEventListener("click", onClick, true);
    window.addEventListener("keydown", onKeyDown, true);
    return () => {
      window.removeEventListener("click", onClick, true);
      window.removeEventListener("keydown", onKeyDown, true);
      observer.disconnect();
      cancelAnimationFrame(frame);
      marks.clear();
    };
  }, [editing, editor, i18n, language, onPick]);
}

export default function TextEditMode() {
  const { t, i18n } = useTranslation("text-editor");
  const [editing, setEditing] = useState(false);
  const [picked, setPicked] = useState<PickedText | null>(null);
  const editor = useRef<HTMLDivElement>(null);
  const hintId = useId();
  // Rendered with the page, the toggle works once its code has loaded: until then it says so.
  const hydrated = useHydrated();
  useEditMode(editing, editor, setPicked);

  const saved = useCallback(
    (text: InPageText, value: string) => {
      // An empty Spanish or French text removes the translation: the page shows English.
      i18n.addResource(text.language, text.namespace, text.key, value === "" ? text.english : value);
      // The same language again: every component that reads the texts renders with the new one.
      void i18n.changeLanguage(i18n.language);
      setPicked(null);
    },
    [i18n],
  );

  return (
    <div
      ref={editor}
      data-text-editor=""
      className="fixed bottom-20 left-0 z-30 ml-3 flex flex-col items-start gap-3 sm:bottom-6"
    >
      {editing ? (
        <p id={hintId} className="max-w-64 rounded-2xl border border-slate-200 bg-white p-4 text-sm text-ink shadow-2xl">
          {t("toggle.on")}
        </p>
      ) : null}
      <button
        type="button"
        aria-pressed={editing}
        disabled={!hydrated}
        aria-describedby={editing ? hintId : undefined}
        onClick={() => setEditing((on) => !on)}
        className={buttonClasses(editing ? "light" : "primary", "md", "shadow-lg ring-1 ring-slate-200")}
      >
        <PenLine aria-hidden="true" className="size-5" />
        {t("toggle.label")}
      </button>
      {picked ? (
        <Suspense fallback={null}>
          <TextEntryDialog picked={picked} onClose={() => setPicked(null)} onSaved={saved} />
        </Suspense>
      ) : null}
    </div>
  );
}

/**
 * A kind's items in their order, each with its state and what may be done to it: edit, move up or
 * down (buttons, so the keyboard reorders as well as the mouse), hide or show, and delete after a
 * confirmation that is a disclosure, so it asks without JavaScript too. Every action is a form.
 */
import { useTranslation } from "react-i18next";
import { Form, Link } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import { LANGUAGE_NAMES, type Language } from "~/i18n/languages";
import { Badge } from "../list/Badge";
import { useListHref } from "../list/href";
import { EmptyState } from "../list/notices";
import { linkClass, surfaceClass } from "../list/styles";
import type { EditorItem } from "./types";

/** An item's name in the list: its own name, else its first English text. */
export function itemTitle(item: EditorItem): string {
  const name = item.details.name;
  if (typeof name === "string" && name) return name;
  return Object.values(item.translations.en ?? {})[0] ?? item.id;
}

function IntentButton({
  item,
  intent,
  label,
  danger = false,
}: {
  item: EditorItem;
  intent: string;
  label: string;
  danger?: boolean;
}) {
  return (
    <Form method="post" preventScrollReset>
      <input type="hidden" name="kind" value={item.kind} />
      <input type="hidden" name="id" value={item.id} />
      <button type="submit" name="intent" value={intent} className={buttonClasses(danger ? "danger" : "outline", "sm")}>
        {label}
      </button>
    </Form>
  );
}

export function ItemList({ items, canManage }: { items: EditorItem[]; canManage: boolean }) {
  const { t } = useTranslation("admin-content");
  const href = useListHref();
  if (items.length === 0) return <EmptyState>{t("editor.empty")}</EmptyState>;
  return (
    <ol className={`divide-y divide-slate-200 ${surfaceClass}`} data-testid="content-items">
      {items.map((item, index) => {
        const title = itemTitle(item);
        const untranslated = (Object.keys(item.missing) as Language[]).filter((language) => item.missing[language]?.length);
        return (
          <li key={item.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3" data-testid="content-item">
            <div className="min-w-0">
              <p className="font-medium break-words text-ink">{title}</p>
              <p className="mt-1 flex flex-wrap gap-2">
                {item.hidden ? <Badge strong>{t("editor.hidden")}</Badge> : null}
                {untranslated.map((language) => (
                  <Badge key={language}>{t("editor.notTranslatedIn", { language: LANGUAGE_NAMES[language] })}</Badge>
                ))}
              </p>
            </div>
            <div className="flex flex-wrap items-center gap-2">
              <Link to={href({ edit: item.id })} className={linkClass} aria-label={t("editor.editItem", { title })}>
                {canManage ? t("editor.edit") : t("editor.view")}
              </Link>
              {canManage ? (
                <>
                  {index > 0 ? <IntentButton item={item} intent="moveUp" label={t("editor.moveUp")} /> : null}
                  {index < items.length - 1 ? <IntentButton item={item} intent="moveDown" label={t("editor.moveDown")} /> : null}
                  <IntentButton
                    item={item}
                    intent={item.hidden ? "show" : "hide"}
                    label={item.hidden ? t("editor.show") : t("editor.hide")}
                  />
                  <details className="relative">
                    <summary className={`${buttonClasses("outline", "sm")} cursor-pointer list-none`}>
                      {t("editor.delete")}
                    </summary>
                    <div className="absolute right-0 z-10 mt-2 w-72 rounded-xl bg-white p-4 text-sm shadow-xl ring-1 ring-slate-200">
                      <p className="mb-3 text-ink">{t("editor.deleteConfirm", { title })}</p>
                      <IntentButton item={item} intent="delete" label={t("editor.deleteForGood")} danger />
                    </div>
                  </details>
                </>
              ) : null}
            </div>
          </li>
        );
      })}
    </ol>
  );
}

import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

/**
 * The heading of every admin page: the document title, one h1, an optional line of context and
 * actions on the right.
 */
export function AdminPageHeader({ title, description, actions }: { title: string; description?: string; actions?: ReactNode }) {
  const { t } = useTranslation("admin");
  return (
    <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
      <title>{t("shell.documentTitle", { title })}</title>
      <div>
        <h1 className="text-2xl font-bold text-ink">{title}</h1>
        {description ? <p className="mt-1 text-sm text-ink-muted">{description}</p> : null}
      </div>
      {actions ? <div className="flex flex-wrap items-center gap-2">{actions}</div> : null}
    </div>
  );
}

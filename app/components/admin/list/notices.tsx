import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { surfaceClass } from "./styles";

/** What a list says instead of an empty table. */
export function EmptyState({ children }: { children: ReactNode }) {
  return <p className={`p-6 text-ink-muted ${surfaceClass}`}>{children}</p>;
}

/** Said above a list the reader's role may see but not change. */
export function ReadOnlyNote({ show }: { show: boolean }) {
  const { t } = useTranslation("admin");
  return show ? <p className="mb-4 text-sm text-ink-muted">{t("common.readOnly")}</p> : null;
}

/** Said where the panel of `?open=` would be when that record no longer exists. */
export function MissingNote({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="mb-6 rounded-lg border border-slate-300 bg-white px-4 py-3 text-sm text-ink">
      {children}
    </p>
  );
}

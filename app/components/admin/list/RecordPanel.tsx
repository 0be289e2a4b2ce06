import { type ReactNode, useEffect, useId, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { linkClass, panelClass } from "./styles";

/** Moves focus to a panel when it opens (or another record opens), so keyboard and screen reader users land in it. */
export function useFocusOnOpen<T extends HTMLElement>(key: string | undefined) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (key) ref.current?.focus();
  }, [key]);
  return ref;
}

/** A panel's heading, focused when the panel opens, with its actions and a Close link back to the list. */
export function PanelHeading({
  id,
  title,
  closeHref,
  focusKey,
  actions,
}: {
  id: string;
  title: string;
  closeHref: string;
  focusKey: string;
  actions?: ReactNode;
}) {
  const { t } = useTranslation("admin");
  const ref = useFocusOnOpen<HTMLHeadingElement>(focusKey);
  return (
    <div className="mb-5 flex flex-wrap items-start justify-between gap-3">
      <h2 id={id} ref={ref} tabIndex={-1} className="text-lg font-semibold break-words text-ink">
        {title}
      </h2>
      <div className="flex flex-wrap items-center gap-3 text-sm">
        {actions}
        <Link to={closeHref} className={linkClass} preventScrollReset>
          {t("common.close")}
        </Link>
      </div>
    </div>
  );
}

/**
 * The panel of one opened record above its list, named by its heading. Close is a link back to
 * the list, so it works without JavaScript.
 */
export function RecordPanel({
  title,
  closeHref,
  openKey,
  actions,
  children,
}: {
  title: string;
  closeHref: string;
  /** Which record is open: focus moves to the heading whenever it changes. */
  openKey: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={panelClass}>
      <PanelHeading id={headingId} title={title} closeHref={closeHref} focusKey={openKey} actions={actions} />
      {children}
    </section>
  );
}

import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { linkClass } from "~/components/admin/records/ui";
import { useFocusOnOpen } from "./shared";

/** A panel's heading, focused when the panel opens, with a Close link back to the list. */
export function PanelHeading({
  id,
  title,
  closeHref,
  focusKey,
}: {
  id: string;
  title: string;
  closeHref: string;
  focusKey: string;
}) {
  const { t } = useTranslation("admin");
  const ref = useFocusOnOpen<HTMLHeadingElement>(focusKey);
  return (
    <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
      <h2 id={id} ref={ref} tabIndex={-1} className="text-lg font-semibold text-ink">
        {title}
      </h2>
      <Link to={closeHref} className={`${linkClass} text-sm`} preventScrollReset>
        {t("common.close")}
      </Link>
    </div>
  );
}

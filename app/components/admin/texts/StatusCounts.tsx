import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { Language } from "~/i18n/languages";
import { textsListPath } from "~/lib/admin/texts";
import { TEXT_STATUSES, type TextStatus } from "~/lib/texts/model";
import { useNumbers } from "../list/numbers";
import { linkClass } from "../list/styles";

export type LanguageCounts = Record<TextStatus, number>;

/**
 * A language's counts of one section (or all, `namespace` ""): each state that has texts, as a
 * link to the list filtered to it ("missing in Spanish").
 */
export function StatusCounts({ namespace, language, counts }: { namespace: string; language: Language; counts: LanguageCounts }) {
  const { t } = useTranslation("admin-texts");
  const { number } = useNumbers();
  const shown = TEXT_STATUSES.filter((status) => counts[status] > 0);
  return (
    <ul className="space-y-0.5">
      {shown.map((status) => (
        <li key={status} className="whitespace-nowrap">
          <Link to={textsListPath({ ns: namespace, language, status })} className={linkClass}>
            {t(`counts.${status}`, { number: number(counts[status]) })}
          </Link>
        </li>
      ))}
    </ul>
  );
}

import { Check } from "lucide-react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { POSITIONS_SHOWN_FIRST, type PositionId } from "~/content/services";

/**
 * A service's positions: the first four, the rest behind a Show more / Show less disclosure
 * (docs/product.md section 2: "Position lists toggle between show more and show less").
 */
export function PositionList({ positions, inverted = false }: { positions: PositionId[]; inverted?: boolean }) {
  const { t } = useTranslation("services");
  const [expanded, setExpanded] = useState(false);
  const moreId = useId();
  const first = positions.slice(0, POSITIONS_SHOWN_FIRST);
  const rest = positions.slice(POSITIONS_SHOWN_FIRST);
  const itemClass = `flex items-start gap-2 ${inverted ? "text-slate-100" : "text-ink"}`;
  const checkClass = `mt-0.5 size-5 shrink-0 ${inverted ? "text-gold-400" : "text-brand-700"}`;
  const item = (position: PositionId) => (
    <li key={position} className={itemClass}>
      <Check aria-hidden="true" className={checkClass} />
      <span>{t(`positions.${position}.title`)}</span>
    </li>
  );
  return (
    <div>
      <ul className="grid gap-2">{first.map(item)}</ul>
      {rest.length > 0 ? (
        <>
          <ul id={moreId} hidden={!expanded} className="mt-2 grid gap-2">
            {rest.map(item)}
          </ul>
          <button
            type="button"
            aria-expanded={expanded}
            aria-controls={moreId}
            onClick={() => setExpanded((open) => !open)}
            className={`mt-3 text-sm font-semibold underline underline-offset-4 ${inverted ? "text-gold-400" : "text-brand-700 hover:text-brand-800"}`}
          >
            {t(expanded ? "common:cta.showLess" : "common:cta.showMore")}
          </button>
        </>
      ) : null}
    </div>
  );
}

import { useTranslation } from "react-i18next";
import { LocalLink } from "~/i18n/links";
import type { OpeningCardData } from "~/lib/careers";
import { useCareersFormat } from "./format";
import { useOpeningLabels } from "./labels";

/** One opening in a list: its title as the link, where and what it is, pay, what is offered, when it closes. */
export function OpeningCard({ opening, headingLevel = "h2" }: { opening: OpeningCardData; headingLevel?: "h2" | "h3" }) {
  const { t } = useTranslation("careers");
  const labels = useOpeningLabels();
  const format = useCareersFormat();
  const Heading = headingLevel;
  const offered = (["housing", "meals", "transport"] as const).filter((benefit) => opening[benefit]);
  return (
    <article className="flex h-full flex-col rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <Heading className="text-lg font-semibold text-ink">
        <LocalLink to={opening.path} className="rounded hover:underline" lang={opening.titleLanguage}>
          {opening.title}
        </LocalLink>
      </Heading>
      <p className="mt-1 text-sm text-ink-muted">{labels.place(opening.country, opening.city)}</p>
      <ul className="mt-3 flex flex-wrap gap-2 text-xs font-medium">
        <li className="rounded-full bg-brand-50 px-2.5 py-1 text-brand-800">{labels.position(opening.position)}</li>
        <li className="rounded-full bg-brand-50 px-2.5 py-1 text-brand-800">{labels.placement(opening.placement)}</li>
      </ul>
      {opening.pay ? <p className="mt-3 text-sm font-semibold text-ink">{format.pay(opening.pay)}</p> : null}
      {offered.length > 0 ? (
        <p className="mt-2 text-sm text-ink">
          {t("card.offered", { list: offered.map((benefit) => t(`benefits.${benefit}`)).join(", ") })}
        </p>
      ) : null}
      <p className="mt-auto pt-3 text-sm text-ink-muted">
        {t("card.closes", { date: format.day(opening.closesOn) })} · {opening.reference}
      </p>
    </article>
  );
}

import { useTranslation } from "react-i18next";
import { LocalLink } from "~/i18n/links";
import type { OpeningCardData } from "~/lib/careers";
import { useCareersFormat } from "./format";
import { useOpeningLabels } from "./labels";

/** What every card of a list reads, looked up once for the list rather than once a card. */
function useCardWords() {
  const { t } = useTranslation("careers");
  return { t, labels: useOpeningLabels(), format: useCareersFormat() };
}

type CardWords = ReturnType<typeof useCardWords>;

/** One opening in a list: its title as the link, where and what it is, pay, what is offered, when it closes. */
function OpeningCard({ opening, words: { t, labels, format } }: { opening: OpeningCardData; words: CardWords }) {
  const offered = (["housing", "meals", "transport"] as const).filter((benefit) => opening[benefit]);
  return (
    <article className="flex h-full flex-col rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <h3 className="text-lg font-semibold text-ink">
        <LocalLink to={opening.path} className="rounded hover:underline" lang={opening.titleLanguage}>
          {opening.title}
        </LocalLink>
      </h3>
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

/** A grid of opening cards under an h2 of the page (the careers list, an opening's similar ones). */
export function OpeningCards({
  openings,
  className,
  testId,
}: {
  openings: OpeningCardData[];
  className: string;
  testId: string;
}) {
  const words = useCardWords();
  return (
    <ul className={className} data-testid={testId}>
      {openings.map((opening) => (
        <li key={opening.id}>
          <OpeningCard opening={opening} words={words} />
        </li>
      ))}
    </ul>
  );
}

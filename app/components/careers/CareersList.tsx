import { useTranslation } from "react-i18next";
import { Section } from "~/components/ui/section";
import { LocalLink } from "~/i18n/links";
import type { CareersFilter, OpeningCardData } from "~/lib/careers";
import { CareersFilters } from "./CareersFilters";
import { OpeningCards } from "./OpeningCard";

/** /careers below its intro: the filters, how many openings they leave, the openings, and the feed. */
export function CareersList({ filter, openings, feed }: { filter: CareersFilter; openings: OpeningCardData[]; feed: string }) {
  const { t } = useTranslation("careers");
  return (
    <Section labelledBy="openings-heading">
      <div className="space-y-8">
        <h2 id="openings-heading" className="sr-only">
          {t("list.heading")}
        </h2>
        <CareersFilters filter={filter} />
        <p role="status" className="text-sm font-medium text-ink" data-testid="openings-count">
          {t("list.count", { count: openings.length })}
        </p>
        {openings.length > 0 ? (
          <OpeningCards openings={openings} className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" testId="openings" />
        ) : (
          <p className="text-ink-muted">
            {t("list.empty")}{" "}
            <LocalLink to="/contact" className="font-medium text-brand-800 underline">
              {t("list.emptyContact")}
            </LocalLink>
          </p>
        )}
        <p className="text-ink" data-testid="talent-pool">
          {t("list.talentPool")}{" "}
          <LocalLink to="/careers/apply" className="font-medium text-brand-800 underline">
            {t("list.talentPoolLink")}
          </LocalLink>
        </p>
        <p className="text-sm text-ink-muted">
          <a href={feed} className="font-medium text-brand-800 underline">
            {t("list.feed")}
          </a>
        </p>
      </div>
    </Section>
  );
}

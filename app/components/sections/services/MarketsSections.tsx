import { Building2, Globe2, Languages, MapPin, Sprout } from "lucide-react";
import { useTranslation } from "react-i18next";
import { IconBadge } from "~/components/ui/badge";
import { Section, SectionHeading, TitledSection } from "~/components/ui/section";
import { HEADQUARTERS, type Market, markets, workforceDistribution } from "~/content/markets";

function CityList({ market }: { market: Market }) {
  return (
    <ul className="mt-4 flex flex-wrap gap-2">
      {market.cities.map((city) => (
        <li
          key={city.id}
          className="inline-flex items-center gap-1.5 rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800"
        >
          <MapPin aria-hidden="true" className="size-4" />
          {city.city}
        </li>
      ))}
    </ul>
  );
}

/** The established markets of docs/product.md section 1, each with its cities. */
export function CoreMarketsSection() {
  const { t } = useTranslation("markets");
  const core = markets.filter((market) => !market.emerging);
  return (
    <TitledSection headingId="core-markets-heading" keys="core" t={t}>
      <ul className="grid gap-6 md:grid-cols-2">
        {core.map((market) => (
          <li key={market.id}>
            <article
              aria-labelledby={`market-${market.id}`}
              className="h-full rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
            >
              <h3 id={`market-${market.id}`} className="text-xl font-semibold text-ink">
                {t(`countries.${market.id}`)}
              </h3>
              <p className="mt-2 text-ink-muted">{t(`core.text.${market.id}`)}</p>
              <CityList market={market} />
            </article>
          </li>
        ))}
      </ul>
      <p className="mt-8 flex items-start justify-center gap-2 text-center text-ink-muted">
        <Building2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
        <span>{t("core.headquarters", { city: HEADQUARTERS.city })}</span>
      </p>
    </TitledSection>
  );
}

/** The markets listed as "and others" in docs/product.md. */
export function EmergingMarketsSection() {
  const { t } = useTranslation("markets");
  const emerging = markets.filter((market) => market.emerging);
  return (
    <TitledSection headingId="emerging-markets-heading" keys="emerging" t={t} tone="tint">
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {emerging.map((market) => (
          <li key={market.id} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <IconBadge icon={Sprout} size={11} className="mb-4" />
            <h3 className="text-lg font-semibold text-ink">{t(`countries.${market.id}`)}</h3>
            <p className="mt-2 text-ink-muted">{t(`emerging.text.${market.id}`)}</p>
            <CityList market={market} />
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}

/** docs/product.md section 1: the Africa-based and US-based counts, and staff speaking over 15 languages. */
export function WorkforceSection() {
  const { t, i18n } = useTranslation("markets");
  const format = new Intl.NumberFormat(i18n.language);
  const { africaBased, usBased, languagesSpoken } = workforceDistribution;
  const total = africaBased + usBased;
  const africaShare = Math.round((africaBased / total) * 100);
  const stats = [
    { id: "africa", icon: Globe2, value: format.format(africaBased), label: t("workforce.africaBased") },
    { id: "us", icon: Building2, value: format.format(usBased), label: t("workforce.usBased") },
    { id: "languages", icon: Languages, value: `${languagesSpoken}+`, label: t("workforce.languages") },
  ];
  return (
    <Section tone="navy" labelledBy="workforce-heading">
      <SectionHeading
        id="workforce-heading"
        inverted
        eyebrow={t("workforce.eyebrow")}
        title={t("workforce.title")}
        lead={t("workforce.lead", { total: format.format(total) })}
      />
      <dl className="grid gap-6 sm:grid-cols-3">
        {stats.map(({ id, icon: Icon, value, label }) => (
          <div key={id} className="flex flex-col items-center rounded-2xl border border-white/10 bg-white/5 p-8 text-center">
            <dt className="order-last mt-2 text-slate-200">{label}</dt>
            {/* The icon sits in the dd: a div in a dl holds only dt and dd (HTML's content model). */}
            <dd className="flex flex-col items-center gap-4 text-4xl font-bold tracking-tight text-white">
              <Icon aria-hidden="true" className="size-7 text-gold-400" />
              {value}
            </dd>
          </div>
        ))}
      </dl>
      <figure className="mx-auto mt-12 max-w-3xl">
        <div aria-hidden="true" className="flex h-4 overflow-hidden rounded-full bg-white/10">
          <div className="bg-gold-400" style={{ width: `${africaShare}%` }} />
          <div className="flex-1 bg-brand-100" />
        </div>
        <figcaption className="mt-4 flex flex-col justify-between gap-2 text-sm text-slate-200 sm:flex-row">
          <span className="inline-flex items-center gap-2">
            <span aria-hidden="true" className="size-3 rounded-full bg-gold-400" />
            {t("workforce.shareAfrica", { percent: africaShare })}
          </span>
          <span className="inline-flex items-center gap-2">
            <span aria-hidden="true" className="size-3 rounded-full bg-brand-100" />
            {t("workforce.shareUs", { percent: 100 - africaShare })}
          </span>
        </figcaption>
      </figure>
    </Section>
  );
}

import { BadgeCheck } from "lucide-react";
import { useTranslation } from "react-i18next";
import { buttonClasses } from "~/components/ui/button";
import { LocalLink } from "~/i18n/links";
import type { StatisticView } from "~/lib/site-content";
import { StatisticsList } from "./StatisticsList";

/**
 * The home page's hero: its one h1 and lead (the same text as the page's SEO entry in `pages`),
 * the two calls to action and the statistics.
 */
export function HomeHero({ statistics }: { statistics: StatisticView[] }) {
  const { t } = useTranslation("home");
  return (
    <section aria-labelledby="home-heading" className="relative isolate overflow-hidden bg-navy text-white">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top_right,var(--color-brand-700),transparent_60%)]"
      />
      <div
        aria-hidden="true"
        className="absolute -right-40 -bottom-40 -z-10 size-[36rem] rounded-full border border-gold-400/20 sm:-right-24"
      />
      <div
        aria-hidden="true"
        className="absolute -right-20 -bottom-20 -z-10 size-[24rem] rounded-full border border-gold-400/30"
      />
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 py-16 sm:px-6 sm:py-24 lg:grid-cols-12 lg:gap-16">
        <div className="lg:col-span-7">
          <p className="text-sm font-semibold tracking-widest text-gold-400 uppercase">{t("hero.eyebrow")}</p>
          <h1 id="home-heading" className="mt-4 text-4xl font-bold tracking-tight text-balance sm:text-5xl lg:text-6xl">
            {t("pages:home.heading")}
          </h1>
          <p className="mt-6 max-w-2xl text-lg leading-relaxed text-slate-200 sm:text-xl">{t("pages:home.lead")}</p>
          <div className="mt-10 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            <LocalLink to="/contact" className={buttonClasses("light", "lg")}>
              {t("common:cta.getStarted")}
            </LocalLink>
            <LocalLink
              to="/partnership"
              className="inline-flex items-center justify-center gap-2 rounded-full border border-white/60 px-7 py-3.5 text-base font-semibold text-white transition-colors hover:bg-white/10"
            >
              {t("common:cta.partnerWithUs")}
            </LocalLink>
          </div>
          <p className="mt-8 flex items-center gap-2 text-sm text-slate-200">
            <BadgeCheck aria-hidden="true" className="size-5 text-gold-400" />
            {t("common:footer.accredited.text")}
          </p>
        </div>
        <div className="rounded-3xl border border-white/10 bg-white/5 p-6 backdrop-blur-sm sm:p-8 lg:col-span-5">
          <StatisticsList statistics={statistics} inverted withDescriptions className="grid grid-cols-1 gap-8 sm:grid-cols-2" />
        </div>
      </div>
    </section>
  );
}

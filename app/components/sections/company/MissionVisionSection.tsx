import { Target, Telescope } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Section, SectionHeading } from "~/components/ui/section";

const COMMITMENTS = ["operators", "people", "communities"] as const;

/** Mission and vision side by side, then what they mean for operators, staff and communities. */
export function MissionVisionSection() {
  const { t } = useTranslation("about");
  return (
    <Section labelledBy="mission-heading">
      <SectionHeading id="mission-heading" eyebrow={t("mission.eyebrow")} title={t("mission.title")} />
      <div className="grid gap-6 md:grid-cols-2">
        {[
          { id: "mission", icon: Target, title: t("mission.missionTitle"), text: t("mission.missionText") },
          { id: "vision", icon: Telescope, title: t("mission.visionTitle"), text: t("mission.visionText") },
        ].map(({ id, icon: Icon, title, text }) => (
          <article
            key={id}
            aria-labelledby={`${id}-statement`}
            className="rounded-2xl bg-gradient-to-br from-navy to-brand-800 p-8 text-white shadow-lg sm:p-10"
          >
            <Icon aria-hidden="true" className="size-8 text-gold-400" />
            <h3 id={`${id}-statement`} className="mt-5 text-sm font-semibold tracking-widest text-gold-400 uppercase">
              {title}
            </h3>
            <p className="mt-3 text-xl leading-relaxed font-medium sm:text-2xl">{text}</p>
          </article>
        ))}
      </div>
      <h3 className="mt-16 text-center text-2xl font-bold text-ink">{t("mission.commitmentsTitle")}</h3>
      <ul className="mt-8 grid gap-6 md:grid-cols-3">
        {COMMITMENTS.map((id) => (
          <li key={id} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <h4 className="text-lg font-semibold text-ink">{t(`mission.commitments.${id}.title`)}</h4>
            <p className="mt-2 text-ink-muted">{t(`mission.commitments.${id}.text`)}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}

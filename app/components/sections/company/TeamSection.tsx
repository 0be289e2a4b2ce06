import { useTranslation } from "react-i18next";
import { SocialIcon } from "~/components/layout/SocialIcon";
import { ContentImage } from "~/components/ui/content-image";
import { TitledSection } from "~/components/ui/section";
import type { TeamMemberView } from "~/lib/site-content";

/** The team members (docs/product.md section 1, staff edit them): portrait, name, position, bio and LinkedIn. */
export function TeamSection({ members }: { members: TeamMemberView[] }) {
  const { t } = useTranslation("about");
  return (
    <TitledSection headingId="team-heading" keys="team" t={t}>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
        {members.map((member) => (
          <li key={member.id}>
            <article
              aria-labelledby={`team-${member.id}`}
              className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
            >
              {member.photo ? (
                <ContentImage
                  image={member.photo}
                  width={160}
                  height={160}
                  sizes="96px"
                  className="size-24 rounded-2xl object-cover"
                />
              ) : null}
              <h3 id={`team-${member.id}`} className="mt-5 text-lg font-semibold text-ink">
                {member.name}
              </h3>
              <p className="mt-1 text-sm font-medium text-brand-700">{member.position}</p>
              <p className="mt-3 flex-1 text-sm leading-relaxed text-ink-muted">{member.bio}</p>
              {member.linkedinUrl ? (
                <a
                  href={member.linkedinUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="mt-5 inline-flex items-center gap-2 self-start rounded-full text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
                >
                  <SocialIcon network="linkedin" className="size-5" />
                  <span aria-hidden="true">LinkedIn</span>
                  <span className="sr-only">
                    {t("team.linkedin", { name: member.name })} {t("common:common.opensInNewTab")}
                  </span>
                </a>
              ) : null}
            </article>
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}

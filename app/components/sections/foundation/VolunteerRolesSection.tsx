import { CalendarHeart, Droplets, GraduationCap, type LucideIcon, Shirt, Users } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Card } from "~/components/ui/card";
import { TitledSection } from "~/components/ui/section";
import { VOLUNTEER_INTERESTS, type VolunteerInterest } from "~/lib/validation/limits";

const ICONS: Record<VolunteerInterest, LucideIcon> = {
  mentoring: Users,
  scholarshipSupport: GraduationCap,
  waterProjects: Droplets,
  clothingDrives: Shirt,
  events: CalendarHeart,
};

/** What volunteers do: the five areas a volunteer can sign up for. */
export function VolunteerRolesSection() {
  const { t } = useTranslation("foundation");
  return (
    <TitledSection headingId="volunteer-roles-heading" keys="volunteer.roles" t={t}>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-5">
        {VOLUNTEER_INTERESTS.map((id) => (
          <li key={id}>
            <Card icon={ICONS[id]} title={t(`volunteer.roles.${id}.title`)}>
              <p className="text-sm leading-relaxed">{t(`volunteer.roles.${id}.description`)}</p>
            </Card>
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}

import ArrowRight from "lucide-react/icons/arrow-right";
import { useTranslation } from "react-i18next";
import { pageSeoLoader } from "~/.server/seo";
import { LastUpdated } from "~/components/sections/legal/LastUpdated";
import { LegalDocument } from "~/components/sections/legal/LegalDocument";
import { PageIntro } from "~/components/sections/PageIntro";
import { LocalLink } from "~/i18n/links";
import type { RouteHandle } from "~/lib/route-handle";

export { headers, meta } from "~/lib/public-page";

export const handle: RouteHandle = { i18n: ["pages", "legal"] };

export const loader = pageSeoLoader("privacy");

/** Where a person asks for their copy or erasure (decision 0041), shown under "Your rights". */
function PrivacyRequestLink() {
  const { t } = useTranslation("legal");
  return (
    <p>
      <LocalLink
        to="/privacy/request"
        className="inline-flex items-center gap-1.5 font-semibold text-brand-700 hover:underline"
        data-testid="privacy-request-link"
      >
        {t("privacy.rights.requestLink")}
        <ArrowRight aria-hidden="true" className="size-4" />
      </LocalLink>
    </p>
  );
}

export default function PrivacyPage() {
  return (
    <>
      <PageIntro page="privacy">
        <LastUpdated />
      </PageIntro>
      <LegalDocument document="privacy" sectionEnds={{ rights: <PrivacyRequestLink /> }} />
    </>
  );
}

import ExternalLink from "lucide-react/icons/external-link";
import { useTranslation } from "react-i18next";
import { LocalLink } from "~/i18n/links";
import { usePublicConfig } from "~/lib/public-config";

/**
 * "Join Our Team" (docs/product.md section 2): the careers page in the page's language, or, when
 * an operator names an outside recruitment portal (`RECRUITMENT_PORTAL_URL`), that portal in a
 * new tab (decision 0032). The path is written out: the shell on every page stays clear of the
 * careers module and the markets and positions it brings.
 */
export function JoinOurTeamLink({ className, icon = false, testId }: { className: string; icon?: boolean; testId?: string }) {
  const { t } = useTranslation();
  const { recruitmentPortalUrl } = usePublicConfig();
  if (!recruitmentPortalUrl)
    return (
      <LocalLink to="/careers" data-testid={testId} className={className}>
        {t("header.joinOurTeam")}
      </LocalLink>
    );
  return (
    <a href={recruitmentPortalUrl} target="_blank" rel="noopener noreferrer" data-testid={testId} className={className}>
      {t("header.joinOurTeam")}
      {icon ? <ExternalLink aria-hidden="true" className="size-3.5" /> : null}
      <span className="sr-only"> {t("common.opensInNewTab")}</span>
    </a>
  );
}

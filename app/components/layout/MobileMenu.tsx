import ChevronDown from "lucide-react/icons/chevron-down";
import Menu from "lucide-react/icons/menu";
import X from "lucide-react/icons/x";
import { useTranslation } from "react-i18next";
import { Disclosure } from "~/components/ui/disclosure";
import { type NavItem, navigation } from "~/content/navigation";
import { LocalLink } from "~/i18n/links";
import { JoinOurTeamLink } from "./JoinOurTeamLink";

/**
 * The small-screen navigation: the header's menu button and the panel it opens below the bar. A
 * disclosure like the language menu, so a phone without JavaScript opens it too; each dropdown is
 * a disclosure inside it (one open at a time), and any link followed closes them.
 */
export function MobileMenu() {
  const { t } = useTranslation();
  return (
    // Not positioned: the panel below takes the fixed header as its box, the full width of the bar.
    <Disclosure
      className="group/menu xl:hidden"
      testId="mobile-menu-toggle"
      summaryClassName="block rounded-md p-2 text-ink hover:bg-brand-50"
      summary={
        <>
          <Menu aria-hidden="true" className="size-6 group-open/menu:hidden" />
          <X aria-hidden="true" className="hidden size-6 group-open/menu:block" />
          <span className="sr-only">{t("header.menu")}</span>
        </>
      }
    >
      <div className="absolute inset-x-0 top-full max-h-[calc(100dvh_-_100%)] overflow-y-auto border-t border-slate-200 bg-white shadow-md">
        <nav aria-label={t("header.mainNavigation")} data-testid="mobile-menu">
          <ul className="mx-auto max-w-7xl space-y-1 px-4 py-4">
            {navigation.map((item) => (
              <MenuItem key={item.key} item={item} />
            ))}
          </ul>
        </nav>
        <div className="flex flex-wrap gap-3 px-4 pb-4">
          <JoinOurTeamLink testId="join-our-team-mobile" className="text-sm font-medium text-brand-700 underline" />
          <LocalLink to="/partnership" className="text-sm font-medium text-brand-700 underline md:hidden">
            {t("cta.partnerWithUs")}
          </LocalLink>
        </div>
      </div>
    </Disclosure>
  );
}

/**
 * A section link, and for a section with sub-pages its disclosure: the summary (the chevron) sits
 * at the end of the link's row, and the sub-pages open below it. The link stays a link, never
 * inside the summary (a link in a button is unreachable for assistive technology).
 */
function MenuItem({ item }: { item: NavItem }) {
  const { t } = useTranslation();
  const title = t(`nav.${item.key}`);
  return (
    <li className="relative">
      <LocalLink
        to={item.href}
        className={`block rounded-md px-3 py-2.5 font-medium text-ink hover:bg-brand-50 ${item.dropdown ? "mr-11" : ""}`}
      >
        {title}
      </LocalLink>
      {item.dropdown ? (
        <Disclosure
          name="mobile-menu-section"
          dismissible={false}
          className="group/section"
          testId={`mobile-toggle-${item.key}`}
          summaryClassName="absolute top-1 right-0 rounded-md p-2.5 text-ink hover:bg-brand-50"
          summary={
            <>
              <ChevronDown aria-hidden="true" className="size-4 transition-transform group-open/section:rotate-180" />
              <span className="sr-only">{t("header.showSubmenu", { title })}</span>
            </>
          }
        >
          <ul className="ml-3 border-l border-slate-200 pl-3">
            {item.dropdown.map((link) => (
              <li key={link.href}>
                <LocalLink to={link.href} className="block rounded-md px-3 py-2 text-sm text-ink hover:bg-brand-50">
                  {t(`nav.${link.key}`)}
                </LocalLink>
              </li>
            ))}
          </ul>
        </Disclosure>
      ) : null}
    </li>
  );
}

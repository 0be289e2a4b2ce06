import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { navigation } from "~/content/navigation";
import { useScrolledPast } from "~/hooks/useScrolledPast";
import { LocalLink, LocalNavLink, useLanguage } from "~/i18n/links";
import { homePathOf } from "~/i18n/paths";
import { JoinOurTeamLink } from "./JoinOurTeamLink";
import { LanguageMenu } from "./LanguageMenu";
import { Logo } from "./Logo";
import { MobileMenu } from "./MobileMenu";
import { NavDropdown, navLinkClass } from "./NavDropdown";

/** docs/product.md section 9: the header compacts once the page scrolls past 10 px. */
export const HEADER_COMPACT_THRESHOLD_PX = 10;

export function Header() {
  const { t } = useTranslation();
  const compact = useScrolledPast(HEADER_COMPACT_THRESHOLD_PX);
  const location = useLocation();
  const language = useLanguage();

  return (
    <header
      data-testid="site-header"
      data-compact={compact}
      className={`fixed inset-x-0 top-0 z-40 border-b bg-white/95 backdrop-blur transition-[padding,box-shadow] duration-200 ${
        compact ? "border-slate-200 py-1 shadow-md" : "border-transparent py-4"
      }`}
    >
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
        <LocalLink
          to="/"
          className="shrink-0 rounded-md"
          aria-label={t("header.homeLink")}
          onClick={(event) => {
            // Already home: glide back to the top instead of reloading the page (docs/product.md section 2).
            if (location.pathname === homePathOf(language)) {
              event.preventDefault();
              window.scrollTo({ top: 0, behavior: "smooth" });
            }
          }}
        >
          <Logo className="h-10 w-auto" />
        </LocalLink>

        <nav aria-label={t("header.mainNavigation")} className="hidden xl:block">
          <ul className="flex items-center gap-1">
            {navigation.map((item) =>
              item.dropdown ? (
                <NavDropdown key={item.key} item={{ ...item, dropdown: item.dropdown }} />
              ) : (
                <li key={item.key}>
                  <LocalNavLink to={item.href} end className={navLinkClass}>
                    {t(`nav.${item.key}`)}
                  </LocalNavLink>
                </li>
              ),
            )}
          </ul>
        </nav>

        <div className="flex items-center gap-2 sm:gap-3">
          <LanguageMenu />
          <JoinOurTeamLink
            icon
            testId="join-our-team"
            className="hidden items-center gap-1 rounded-md px-2 py-2 text-sm font-medium text-brand-700 hover:underline xl:inline-flex"
          />
          <LocalLink
            to="/partnership"
            className="hidden rounded-full bg-brand-700 px-4 py-2 text-sm font-semibold text-white shadow-sm hover:bg-brand-800 md:inline-block"
          >
            {t("cta.partnerWithUs")}
          </LocalLink>
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}

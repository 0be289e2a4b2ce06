import ChevronDown from "lucide-react/icons/chevron-down";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { navigation } from "~/content/navigation";
import { LocalLink } from "~/i18n/links";

/** The small-screen navigation panel: each dropdown collapses under its own button; any choice closes the menu. */
export function MobileMenu({ id, onNavigate }: { id: string; onNavigate: () => void }) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState<string | null>(null);
  return (
    <nav
      id={id}
      aria-label={t("header.mainNavigation")}
      data-testid="mobile-menu"
      className="border-t border-slate-200 bg-white xl:hidden"
    >
      <ul className="mx-auto max-w-7xl space-y-1 px-4 py-4">
        {navigation.map((item) => (
          <li key={item.key}>
            <div className="flex items-center justify-between">
              <LocalLink
                to={item.href}
                onClick={onNavigate}
                className="block flex-1 rounded-md px-3 py-2.5 font-medium text-ink hover:bg-brand-50"
              >
                {t(`nav.${item.key}`)}
              </LocalLink>
              {item.dropdown ? (
                <button
                  type="button"
                  className="rounded-md p-2.5 text-ink hover:bg-brand-50"
                  aria-expanded={expanded === item.key}
                  aria-controls={`${id}-${item.key}`}
                  aria-label={t("header.showSubmenu", { title: t(`nav.${item.key}`) })}
                  data-testid={`mobile-toggle-${item.key}`}
                  onClick={() => setExpanded((current) => (current === item.key ? null : item.key))}
                >
                  <ChevronDown
                    aria-hidden="true"
                    className={`size-4 transition-transform ${expanded === item.key ? "rotate-180" : ""}`}
                  />
                </button>
              ) : null}
            </div>
            {item.dropdown ? (
              <ul id={`${id}-${item.key}`} hidden={expanded !== item.key} className="ml-3 border-l border-slate-200 pl-3">
                {item.dropdown.map((link) => (
                  <li key={link.href}>
                    <LocalLink
                      to={link.href}
                      onClick={onNavigate}
                      className="block rounded-md px-3 py-2 text-sm text-ink hover:bg-brand-50"
                    >
                      {t(`nav.${link.key}`)}
                    </LocalLink>
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
    </nav>
  );
}

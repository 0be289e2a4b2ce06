import ChevronDown from "lucide-react/icons/chevron-down";
import { useCallback, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { NavItem } from "~/content/navigation";
import { useDismiss } from "~/hooks/useDismiss";
import { LocalNavLink } from "~/i18n/links";

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-3 py-2 text-sm font-medium transition-colors hover:text-brand-700 ${isActive ? "text-brand-700" : "text-ink"}`;

/**
 * A navigation link with a disclosure button for its sub-pages (the WAI disclosure-navigation pattern:
 * links stay links, the button only shows and hides them). Closes on outside click, Escape or a choice.
 */
export function NavDropdown({ item }: { item: NavItem & { dropdown: NonNullable<NavItem["dropdown"]> } }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const container = useRef<HTMLLIElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const title = t(`nav.${item.key}`);

  const dismiss = useCallback((reason: "outside" | "escape") => {
    setOpen(false);
    if (reason === "escape") button.current?.focus();
  }, []);
  useDismiss(container, open, dismiss);

  return (
    <li ref={container} className="relative flex items-center">
      <LocalNavLink to={item.href} className={linkClass} end={false} onClick={() => setOpen(false)}>
        {title}
      </LocalNavLink>
      <button
        ref={button}
        type="button"
        className="-ml-2 rounded-md p-1.5 text-ink hover:text-brand-700"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={t("header.showSubmenu", { title })}
        data-testid={`dropdown-toggle-${item.key}`}
        onClick={() => setOpen((value) => !value)}
      >
        <ChevronDown aria-hidden="true" className={`size-4 transition-transform ${open ? "rotate-180" : ""}`} />
      </button>
      <ul
        id={menuId}
        hidden={!open}
        data-testid={`dropdown-${item.key}`}
        className="absolute top-full left-0 z-50 mt-2 min-w-56 rounded-xl border border-slate-200 bg-white p-2 shadow-xl"
      >
        {item.dropdown.map((link) => (
          <li key={link.href}>
            <LocalNavLink
              to={link.href}
              end
              onClick={() => setOpen(false)}
              className={({ isActive }) =>
                `block rounded-lg px-3 py-2 text-sm hover:bg-brand-50 hover:text-brand-700 ${isActive ? "bg-brand-50 text-brand-700" : "text-ink"}`
              }
            >
              {t(`nav.${link.key}`)}
            </LocalNavLink>
          </li>
        ))}
      </ul>
    </li>
  );
}

export { linkClass as navLinkClass };

import {
  Activity,
  BarChart3,
  BellRing,
  Briefcase,
  FilePenLine,
  Handshake,
  LogOut,
  type LucideIcon,
  Mail,
  MailX,
  Menu,
  MessageSquare,
  Moon,
  ScrollText,
  Send,
  Server,
  Settings,
  ShieldCheck,
  SquareKanban,
  Sun,
  UserCog,
  Users,
  X,
} from "lucide-react";
import { type ReactNode, useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Form, Link, NavLink, useLocation } from "react-router";
import { LanguageSwitcher } from "~/components/layout/LanguageSwitcher";
import { Logo } from "~/components/layout/Logo";
import { roleLabelKey } from "~/lib/admin/permissions";
import { type AdminTheme, readAdminTheme, storeAdminTheme } from "./theme";

const ICONS: Record<string, LucideIcon> = {
  dashboard: BarChart3,
  traffic: Activity,
  messages: MessageSquare,
  partnershipRequests: Handshake,
  newsletterSubscribers: Mail,
  users: Users,
  settings: Settings,
  content: FilePenLine,
  campaigns: Send,
  openings: Briefcase,
  jobAlerts: BellRing,
  applications: SquareKanban,
  suppressions: MailX,
  privacyRequests: ShieldCheck,
  audit: ScrollText,
  system: Server,
};

export interface AdminShellProps {
  user: { name: string; email: string; role: string };
  sections: ReadonlyArray<{ path: string; key: string }>;
  children: ReactNode;
}

/** The admin frame: a sidebar of the sections the role may open, the signed-in user, theme and language. */
export function AdminShell({ user, sections, children }: AdminShellProps) {
  const { t } = useTranslation("admin");
  const [menuOpen, setMenuOpen] = useState(false);
  const [theme, setTheme] = useState<AdminTheme>("light");
  const location = useLocation();
  const navId = useId();

  useEffect(() => setTheme(readAdminTheme()), []);
  // A chosen section closes the mobile menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation only.
  useEffect(() => setMenuOpen(false), [location.pathname]);

  const toggleTheme = () => {
    const next = theme === "dark" ? "light" : "dark";
    storeAdminTheme(next);
    setTheme(next);
  };

  return (
    <div className={`admin-root min-h-screen bg-slate-100 text-ink ${theme === "dark" ? "dark" : ""}`} data-theme={theme}>
      <a
        href="#admin-main"
        className="sr-only z-50 rounded-md bg-white px-4 py-2 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t("shell.skipToContent")}
      </a>
      <header className="sticky top-0 z-30 flex items-center gap-3 border-b border-slate-200 bg-white px-4 py-3 lg:hidden">
        <button
          type="button"
          className="rounded-md p-2 text-ink hover:bg-slate-100"
          aria-expanded={menuOpen}
          aria-controls={navId}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? <X aria-hidden="true" className="size-5" /> : <Menu aria-hidden="true" className="size-5" />}
          <span className="sr-only">{menuOpen ? t("shell.closeMenu") : t("shell.openMenu")}</span>
        </button>
        <Link to="/admin/dashboard" className="rounded-md">
          <Logo className="h-8 w-auto" />
          <span className="sr-only">{t("shell.home")}</span>
        </Link>
      </header>
      <div className="lg:flex">
        <aside
          id={navId}
          className={`${menuOpen ? "block" : "hidden"} border-r border-slate-200 bg-white lg:sticky lg:top-0 lg:block lg:h-screen lg:w-64 lg:shrink-0 lg:overflow-y-auto`}
        >
          <div className="flex h-full flex-col gap-6 p-4">
            <Link to="/admin/dashboard" className="hidden rounded-md lg:block">
              <Logo className="h-9 w-auto" />
              <span className="sr-only">{t("shell.home")}</span>
            </Link>
            <nav aria-label={t("shell.navigation")}>
              <ul className="space-y-1">
                {sections.map((section) => {
                  const Icon = ICONS[section.key] ?? BarChart3;
                  return (
                    <li key={section.path}>
                      <NavLink
                        to={section.path}
                        className={({ isActive }) =>
                          `flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium ${
                            isActive ? "bg-brand-700 text-white" : "text-ink hover:bg-slate-100"
                          }`
                        }
                      >
                        <Icon aria-hidden="true" className="size-4" />
                        {t(`sections.${section.key}`)}
                      </NavLink>
                    </li>
                  );
                })}
              </ul>
            </nav>
            <div className="mt-auto space-y-4 border-t border-slate-200 pt-4">
              <div>
                <p className="truncate text-sm font-semibold text-ink">{user.name || user.email}</p>
                <p className="truncate text-xs text-ink-muted">{user.email}</p>
                <p className="mt-1 inline-block rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-800">
                  {t(roleLabelKey(user.role))}
                </p>
              </div>
              <NavLink
                to="/admin/account"
                className={({ isActive }) =>
                  `flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium ${isActive ? "bg-brand-700 text-white" : "text-ink hover:bg-slate-100"}`
                }
              >
                <UserCog aria-hidden="true" className="size-4" />
                {t("sections.account")}
              </NavLink>
              <button
                type="button"
                onClick={toggleTheme}
                aria-pressed={theme === "dark"}
                className="flex w-full items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium text-ink hover:bg-slate-100"
              >
                {theme === "dark" ? (
                  <Sun aria-hidden="true" className="size-4" />
                ) : (
                  <Moon aria-hidden="true" className="size-4" />
                )}
                {t("shell.darkTheme")}
              </button>
              <LanguageSwitcher className="px-3" />
              <Form method="post" action="/admin/logout">
                <button
                  type="submit"
                  className="flex w-full items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium text-ink hover:bg-slate-100"
                >
                  <LogOut aria-hidden="true" className="size-4" />
                  {t("shell.logout")}
                </button>
              </Form>
            </div>
          </div>
        </aside>
        <main id="admin-main" tabIndex={-1} className="min-w-0 flex-1 focus:outline-none px-4 py-6 sm:px-6 lg:px-10 lg:py-10">
          {children}
        </main>
      </div>
    </div>
  );
}

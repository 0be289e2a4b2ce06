import ChevronDown from "lucide-react/icons/chevron-down";
import Globe from "lucide-react/icons/globe";
import type { MouseEvent } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { Disclosure } from "~/components/ui/disclosure";
import { LANGUAGE_NAMES, LANGUAGES, type Language } from "~/i18n/languages";
import { useLanguage } from "~/i18n/links";
import { localizePath } from "~/i18n/paths";
import { rememberLanguage } from "~/i18n/remember";

/**
 * Follows a language link: the choice is kept on this device, and the page's #section comes along
 * (the server never sees the hash, so the rendered link cannot carry it). A full page load, as
 * without JavaScript: the next page is rendered in its language from the start.
 */
export function followLanguageLink(event: MouseEvent<HTMLAnchorElement>, language: Language): void {
  rememberLanguage(language);
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  if (window.location.hash) {
    event.preventDefault();
    window.location.assign(`${event.currentTarget.getAttribute("href") ?? "/"}${window.location.hash}`);
  }
}

/** The current page in every language: plain links, so switching works without JavaScript. */
function useLanguageLinks() {
  const { pathname, search } = useLocation();
  const current = useLanguage();
  return LANGUAGES.map((language) => ({
    language,
    href: localizePath(`${pathname}${search}`, language),
    current: language === current,
  }));
}

function LanguageLink({
  language,
  href,
  current,
  className,
}: {
  language: Language;
  href: string;
  current: boolean;
  className: string;
}) {
  return (
    <a
      href={href}
      hrefLang={language}
      lang={language}
      aria-current={current ? "true" : undefined}
      data-testid={`language-link-${language}`}
      onClick={(event) => followLanguageLink(event, language)}
      className={className}
    >
      {LANGUAGE_NAMES[language]}
    </a>
  );
}

/**
 * The public pages' language switcher (decision 0004): a disclosure (`<details>`, so it opens
 * without JavaScript too) listing the page in each language. In the header bar at every width, so
 * a phone without JavaScript can switch too; below `sm` the summary shows the language's code.
 */
export function LanguageMenu({ className = "" }: { className?: string }) {
  const { t } = useTranslation();
  const current = useLanguage();
  const links = useLanguageLinks();

  return (
    <Disclosure
      className={`group/language relative ${className}`}
      testId="language-menu"
      summaryClassName="flex items-center gap-1.5 rounded-md border border-slate-300 bg-white px-2 py-1 text-sm text-ink hover:bg-brand-50"
      summary={
        <>
          <Globe aria-hidden="true" className="hidden size-4 text-ink-muted sm:block" />
          <span className="sr-only">{t("header.language")}: </span>
          <span lang={current} className="sr-only sm:not-sr-only">
            {LANGUAGE_NAMES[current]}
          </span>
          <span aria-hidden="true" className="uppercase sm:hidden">
            {current}
          </span>
          <ChevronDown aria-hidden="true" className="size-4 transition-transform group-open/language:rotate-180" />
        </>
      }
    >
      <ul className="absolute top-full right-0 z-50 mt-2 min-w-40 rounded-xl border border-slate-200 bg-white p-2 shadow-xl">
        {links.map((link) => (
          <li key={link.language}>
            <LanguageLink
              {...link}
              className="flex items-center justify-between gap-3 rounded-lg px-3 py-2 text-sm text-ink hover:bg-brand-50 hover:text-brand-700 aria-[current]:font-semibold aria-[current]:text-brand-700"
            />
          </li>
        ))}
      </ul>
    </Disclosure>
  );
}

import Globe from "lucide-react/icons/globe";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { useRevalidator } from "react-router";
import { isLanguage, LANGUAGE_NAMES, LANGUAGES } from "~/i18n/languages";
import { rememberLanguage } from "~/i18n/remember";

/**
 * The admin area's language: the user's preference, not an address (decision 0004). Choosing one
 * stores it (localStorage and the cookie the server reads) and renders the page again in it.
 * Public pages use `LanguageMenu`, whose choices are links to the page in each language.
 */
export function LanguageSwitcher({ className = "" }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const revalidator = useRevalidator();
  const id = useId();
  return (
    <div className={`flex items-center gap-1.5 ${className}`}>
      <Globe aria-hidden="true" className="size-4 text-ink-muted" />
      <label htmlFor={id} className="sr-only">
        {t("header.language")}
      </label>
      <select
        id={id}
        data-testid="language-switcher"
        className="cursor-pointer rounded-md border border-slate-300 bg-white py-1 pr-1 pl-1.5 text-sm text-ink"
        value={i18n.language}
        onChange={async (event) => {
          const language = event.target.value;
          if (!isLanguage(language)) return;
          rememberLanguage(language);
          await i18n.changeLanguage(language);
          document.documentElement.lang = language;
          // Loaders (page titles, the <html lang>) run again in the new language.
          await revalidator.revalidate();
        }}
      >
        {LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {LANGUAGE_NAMES[language]}
          </option>
        ))}
      </select>
    </div>
  );
}

import Globe from "lucide-react/icons/globe";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate, useRevalidator } from "react-router";
import { isLanguage, LANGUAGE_KEY, LANGUAGE_NAMES, LANGUAGES, type Language, languageCookie } from "~/i18n/languages";

/** Remembers the choice in localStorage (spec section 4) and in a cookie, so the server renders it next time. */
export async function switchLanguage(language: Language, changeLanguage: (lng: string) => Promise<unknown>) {
  localStorage.setItem(LANGUAGE_KEY, language);
  // biome-ignore lint/suspicious/noDocumentCookie: one first-party preference cookie; the Cookie Store API is not in every browser we support.
  document.cookie = languageCookie(language);
  await changeLanguage(language);
  document.documentElement.lang = language;
}

export function LanguageSwitcher({ className = "" }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const revalidator = useRevalidator();
  const location = useLocation();
  const navigate = useNavigate();
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
          await switchLanguage(language, (lng) => i18n.changeLanguage(lng));
          // Loaders (page titles, the <html lang>) re-run in the new language. A ?lang= in the
          // address would override the new choice, so it goes.
          const search = new URLSearchParams(location.search);
          if (search.has("lang")) {
            search.delete("lang");
            const query = search.toString();
            await navigate(
              { pathname: location.pathname, search: query ? `?${query}` : "", hash: location.hash },
              { replace: true, preventScrollReset: true },
            );
          } else {
            await revalidator.revalidate();
          }
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

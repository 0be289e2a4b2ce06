import { loaders } from "virtual:locale-loaders";
import Languages from "lucide-react/icons/languages";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import type { Language } from "~/i18n/languages";
import { localizePath } from "~/i18n/paths";
import { rememberLanguage } from "~/i18n/remember";
import { followLanguageLink } from "./LanguageMenu";

const NAMESPACE = "language-offer";

/** The offer's words in the offered language (the page's own dictionaries are English): one small download. */
function useOfferText(language: Language) {
  const { i18n } = useTranslation();
  const [ready, setReady] = useState(() => i18n.hasResourceBundle(language, NAMESPACE));
  useEffect(() => {
    if (ready) return;
    let current = true;
    void loaders[language]?.[NAMESPACE]?.().then((module) => {
      i18n.addResourceBundle(language, NAMESPACE, module.default, true, false);
      if (current) setReady(true);
    });
    return () => {
      current = false;
    };
  }, [i18n, language, ready]);
  return ready ? i18n.getFixedT(language, NAMESPACE) : undefined;
}

/**
 * A small prompt to read the page in the visitor's language (decision 0004). Drawn in the browser
 * only, so the HTML of an English address is the same for everyone; nothing redirects. "No thanks"
 * stores English as the choice, so it is not offered again.
 */
export default function LanguageOfferPrompt({ language, onClose }: { language: Language; onClose: () => void }) {
  const t = useOfferText(language);
  const { pathname, search } = useLocation();
  if (!t) return null;
  return (
    <section
      lang={language}
      aria-label={t("label")}
      data-testid="language-offer"
      className="fixed inset-x-4 bottom-20 z-30 flex items-start gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-2xl sm:right-auto sm:bottom-6 sm:left-6 sm:max-w-sm"
    >
      <Languages aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
      <div>
        <p className="text-sm text-ink">{t("text")}</p>
        <div className="mt-3 flex flex-wrap items-center gap-2">
          <a
            href={localizePath(`${pathname}${search}`, language)}
            hrefLang={language}
            onClick={(event) => followLanguageLink(event, language)}
            className={buttonClasses("primary", "sm")}
          >
            {t("switch")}
          </a>
          <button
            type="button"
            onClick={() => {
              rememberLanguage("en");
              onClose();
            }}
            className={buttonClasses("ghost", "sm")}
          >
            {t("dismiss")}
          </button>
        </div>
      </div>
    </section>
  );
}

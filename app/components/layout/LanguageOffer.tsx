import { lazy, Suspense, useEffect, useState } from "react";
import { DEFAULT_LANGUAGE, type Language } from "~/i18n/languages";
import { useLanguage } from "~/i18n/links";
import { offeredLanguage, storedLanguage } from "~/i18n/remember";

const LanguageOfferPrompt = lazy(() => import("./LanguageOfferPrompt"));

/**
 * On an English address, offers the page in the visitor's stored or browser language. Decided
 * after hydration, in the browser, so the server's HTML stays one page per address; the prompt's
 * code and words load only for visitors who get the offer.
 */
export function LanguageOffer() {
  const language = useLanguage();
  const [offered, setOffered] = useState<Language>();
  useEffect(() => {
    setOffered(language === DEFAULT_LANGUAGE ? offeredLanguage(storedLanguage(), navigator.languages ?? []) : undefined);
  }, [language]);
  if (!offered) return null;
  return (
    <Suspense fallback={null}>
      <LanguageOfferPrompt language={offered} onClose={() => setOffered(undefined)} />
    </Suspense>
  );
}

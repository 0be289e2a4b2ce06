/**
 * An opening's text in a page's language: the translation when there is one, else English (the
 * site's fallback, decision 0003), with the language the text is in so the page can mark it.
 */
import type { Language } from "~/i18n/languages";
import type { Opening, OpeningText } from "~/lib/careers";

export interface OpeningPageText extends OpeningText {
  /** The language the text is written in: the page's, or English when not translated. */
  language: Language;
}

export function openingText(opening: Pick<Opening, "content">, language: Language): OpeningPageText {
  const translated = language === "en" ? undefined : opening.content[language];
  const { title, employerDescription, description, duties, requirements } = translated ?? opening.content.en;
  return { title, employerDescription, description, duties, requirements, language: translated ? language : "en" };
}

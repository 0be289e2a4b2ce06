/**
 * The state of an opening's translations, worded as the texts editor words its own (decision
 * 0017): missing, translated, or out of date when the English changed after the translation was
 * saved. Each translation keeps a fingerprint of the English it was made from.
 */
import { createHash } from "node:crypto";
import {
  OPENING_TEXT_PARTS,
  OPENING_TRANSLATIONS,
  type OpeningContent,
  type OpeningDraft,
  type OpeningText,
} from "~/lib/careers";
import type { TextStatus } from "~/lib/texts/model";

const PARTS = OPENING_TEXT_PARTS;

/** A short fingerprint of the English texts: enough to tell a change, never shown. */
export function englishFingerprint(english: OpeningText): string {
  return createHash("sha256")
    .update(JSON.stringify(PARTS.map((part) => english[part])))
    .digest("hex")
    .slice(0, 16);
}

export function translationStates(content: OpeningContent): Record<"es" | "fr", TextStatus> {
  const current = englishFingerprint(content.en);
  const state = (language: "es" | "fr"): TextStatus => {
    const translation = content[language];
    if (!translation) return "missing";
    return translation.madeFrom === current ? "translated" : "outOfDate";
  };
  return { es: state("es"), fr: state("fr") };
}

const sameText = (a: OpeningText, b: OpeningText) => PARTS.every((part) => a[part] === b[part]);

/**
 * The content to store for a saved draft: a translation changed in this save, new, or confirmed by
 * its editor ("still matches the English") is made from the current English; one left as it was
 * keeps the English it was made from, so a change of the English alone leaves it out of date.
 */
export function contentToStore(draft: OpeningDraft["content"], stored: OpeningContent | undefined): OpeningContent {
  // Only the text parts: a posted translation also carries its "still matches" box.
  const pick = (text: OpeningText) => Object.fromEntries(PARTS.map((part) => [part, text[part]])) as unknown as OpeningText;
  const content: OpeningContent = { en: pick(draft.en) };
  const current = englishFingerprint(content.en);
  for (const language of OPENING_TRANSLATIONS) {
    const posted = draft[language];
    if (!posted) continue;
    const previous = stored?.[language];
    const refreshed = !previous || posted.upToDate || !sameText(previous, posted);
    content[language] = { ...pick(posted), madeFrom: refreshed ? current : previous.madeFrom };
  }
  return content;
}

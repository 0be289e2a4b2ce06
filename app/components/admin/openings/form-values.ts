/**
 * A saved opening as the editor's form posts it (the names of app/lib/validation/opening.ts), so
 * the editor reads saved and typed values one way: Conform's `initialValue` of a refused or
 * reshaped post, or these.
 */
import { OPENING_TRANSLATIONS, type Opening, UNITED_STATES } from "~/lib/careers";
import type { ResultOfForm } from "~/lib/forms/result";

const on = (value: boolean) => (value ? "on" : undefined);

/** Plain values as a form result's `initialValue` (Conform's nested strings; an absent value is unset). */
const asTyped = (values: Record<string, unknown>) => values as NonNullable<ResultOfForm["initialValue"]>;

export function openingFormValues(opening: Opening | undefined): ResultOfForm {
  if (!opening) return { initialValue: asTyped({ placement: "longTerm", peopleWanted: "1", questions: {} }) };
  const content: Record<string, unknown> = { en: { ...opening.content.en } };
  for (const language of OPENING_TRANSLATIONS) {
    const translation = opening.content[language];
    if (translation) content[language] = { ...translation };
  }
  const questions = Object.fromEntries(
    opening.questions.map((question, index) => [
      String(index),
      {
        kind: question.kind,
        prompt: question.prompt,
        choices: Object.fromEntries(Object.entries(question.choices).map(([language, lines]) => [language, lines.join("\n")])),
        disqualifying: question.disqualifying,
      },
    ]),
  );
  const us = opening.country === UNITED_STATES;
  return {
    initialValue: asTyped({
      content,
      position: opening.position,
      placement: opening.placement,
      location: us ? UNITED_STATES : `${opening.country}:${opening.city}`,
      usCity: us ? opening.city : undefined,
      employerName: opening.employerName ?? undefined,
      housing: on(opening.housing),
      meals: on(opening.meals),
      transport: on(opening.transport),
      payMin: opening.pay ? String(opening.pay.min) : undefined,
      payMax: opening.pay && opening.pay.max !== opening.pay.min ? String(opening.pay.max) : undefined,
      payCurrency: opening.pay?.currency,
      payUnit: opening.pay?.unit,
      startDate: opening.startDate,
      seasonEnd: opening.seasonEnd ?? undefined,
      peopleWanted: String(opening.peopleWanted),
      closesOn: opening.closesOn,
      questions,
    }),
  };
}

/** The numbers of the questions in a form's values, in order. */
export function questionKeys(values: ResultOfForm): string[] {
  const questions = (values.initialValue as Record<string, unknown> | null | undefined)?.questions;
  if (!questions || typeof questions !== "object") return [];
  return Object.keys(questions)
    .filter((key) => /^\d{1,3}$/.test(key))
    .sort((a, b) => Number(a) - Number(b));
}

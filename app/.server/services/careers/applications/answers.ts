/**
 * An opening's screening questions as a candidate reads them, and their answers as they are kept
 * (decision 0035): the prompt and the choice in the language read, so a later edit of the
 * questions never rewrites what someone answered. A translation that is missing, or whose choices
 * do not line up with the English ones, falls back to English, as the opening's text does.
 */
import type { Language } from "~/i18n/languages";
import type { ScreeningQuestion } from "~/lib/careers";
import type { ScreeningAnswer } from "~/lib/careers/applications";
import { type AnswerField, type AskedQuestion, answerField } from "~/lib/validation/application-fields";

/** One question in the reader's language, as the form shows it. */
export interface QuestionAsAsked extends AskedQuestion {
  prompt: string;
  choices: string[];
  /** The language the prompt is in: the reader's, or English when not translated. */
  language: Language;
}

export function questionsAsAsked(questions: readonly ScreeningQuestion[], language: Language): QuestionAsAsked[] {
  return questions.map((question) => {
    const translated = language === "en" ? undefined : question.prompt[language];
    const translatedChoices = language === "en" ? undefined : question.choices[language];
    const choices =
      question.kind === "choice"
        ? translatedChoices && translatedChoices.length === question.choices.en.length
          ? translatedChoices
          : question.choices.en
        : [];
    return {
      kind: question.kind,
      prompt: translated || question.prompt.en,
      choices,
      choiceCount: choices.length,
      language: translated ? language : "en",
    };
  });
}

/**
 * The answers as kept: one per question, in its order, with whether the opening marks it as
 * disqualifying. `answers` holds the form's checked values under `answerField(index)` (`"yes"`, a
 * choice's index, a text).
 */
export function answersAsKept(
  questions: readonly ScreeningQuestion[],
  answers: Partial<Record<AnswerField, string>>,
  language: Language,
): ScreeningAnswer[] {
  const asked = questionsAsAsked(questions, language);
  return questions.map((question, index) => {
    const answer = answers[answerField(index)] ?? "";
    const shown = asked[index] as QuestionAsAsked;
    const disqualifying = question.kind !== "text" && question.disqualifying.includes(answer);
    return {
      prompt: shown.prompt,
      kind: question.kind,
      answer,
      ...(question.kind === "choice" ? { choice: shown.choices[Number(answer)] ?? "" } : {}),
      disqualifying,
    };
  });
}

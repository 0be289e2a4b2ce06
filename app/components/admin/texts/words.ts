import type { ResultWords } from "~/components/admin/action-outcome";
import type { TextActionResult } from "~/lib/admin/texts";

/** What an entry's page says after each intent; a refusal's text is its own message. */
export const TEXT_WORDS: ResultWords<TextActionResult> = {
  success: (result) => ({ title: "admin-texts:done.title", text: `admin-texts:done.${result.intent}` }),
  failure: { title: "admin-texts:refused.title" },
};

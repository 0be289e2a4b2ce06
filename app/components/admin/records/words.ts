import type { ResultWords } from "~/components/admin/action-outcome";
import type { ActionResult } from "~/lib/admin/action-result";

/**
 * What the records pages say after an action: the intent's words under `toast.<intent>`, unless
 * the page names it otherwise (`delete` on the subscribers page deletes a subscriber).
 */
export function recordWords(rename: Partial<Record<string, string>> = {}): ResultWords<ActionResult> {
  return {
    success: ({ intent }) => {
      const key = rename[intent] ?? intent;
      return { title: `admin-records:toast.${key}.title`, text: `admin-records:toast.${key}.text` };
    },
    failure: { title: "admin-records:toast.failedTitle" },
  };
}

export const RECORD_WORDS = recordWords();

import type { ResultWords } from "~/components/admin/action-outcome";
import type { SuppressionResult } from "~/lib/admin/suppression-result";

/** The toast (or, without JavaScript, the notice) after adding or removing an address. */
export const SUPPRESSION_WORDS: ResultWords<SuppressionResult> = {
  success: ({ intent }) => ({
    title: `admin-suppressions:toast.${intent}.title`,
    text: `admin-suppressions:toast.${intent}.text`,
  }),
  failure: { title: "admin-suppressions:toast.failedTitle" },
  values: (result) => ({ email: result.email ?? "" }),
};

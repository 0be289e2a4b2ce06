import type { ResultWords } from "~/components/admin/action-outcome";
import type { UsersResult } from "./types";

/** The words of each answer: which toast follows a change, by its intent and what it did. */
const SUCCESS_KEYS: Record<string, (result: UsersResult) => string> = {
  create: (result) => (result.invited ? "invited" : "created"),
  resetPassword: (result) => (result.mode === "email" ? "resetLinkSent" : "passwordSet"),
  update: () => "updated",
  endSessions: () => "sessionsEnded",
  delete: () => "deleted",
};

export const USERS_WORDS: ResultWords<UsersResult> = {
  success: (result) => {
    const key = SUCCESS_KEYS[result.intent]?.(result);
    return key ? { title: `admin-users:toast.${key}Title`, text: `admin-users:toast.${key}` } : undefined;
  },
  failure: { title: "admin-users:toast.failedTitle", text: "admin-users:toast.checkFields" },
  values: (result) => ({ email: result.email ?? "", count: result.ended ?? 0 }),
};

/**
 * What every form action answers: Conform's submission result (decision 0010). A field's messages
 * sit under its name, a form-wide message under "", and `initialValue` holds what was typed, so a
 * page rendered without JavaScript shows the values again beside their messages.
 * Types only from Conform here: this module is on every page's first load.
 */
import type { SubmissionResult } from "@conform-to/react";

export type FormResult = SubmissionResult<string[]>;

/**
 * A result as the form layer reads it: Conform's without its `intent`, which an admin answer uses
 * for the intent of the form that posted (app/lib/admin/action-result.ts, decision 0010).
 */
export type ResultOfForm = Omit<FormResult, "intent">;

/** The form-wide key under which Conform keeps a message that belongs to no one field. */
export const FORM_WIDE = "";

/** A submission that went through: the form empties itself (a new object each time, so each is seen). */
export const formSuccess = (): FormResult => ({ status: "success", initialValue: null });

/** A form-wide refusal (rate limit, oversized or unreadable body, storage down), as an i18n key. */
export const formRefusal = (message: string): FormResult => ({ status: "error", error: { [FORM_WIDE]: [message] } });

/** A field's first message in a result, if any. */
export const messageOf = (result: ResultOfForm | null | undefined, name: string): string | undefined =>
  result?.error?.[name]?.[0] ?? undefined;

export const succeeded = (result: ResultOfForm | null | undefined): boolean => result?.status === "success";

/** What was typed into a field before the result came back (only text values are shown again). */
export function typedValueOf(result: ResultOfForm | null | undefined, name: string): string | undefined {
  const value = initialValueAt(result, name);
  return typeof value === "string" ? value : undefined;
}

/**
 * A field's typed value; Conform nests the values of dotted names (`contact.email`) in objects and
 * of indexed names (`lines[0].position`) in arrays.
 */
export function initialValueAt(result: ResultOfForm | null | undefined, name: string): unknown {
  let value: unknown = result?.initialValue;
  for (const key of name.split(/\.|\[(\d+)\]\.?/).filter(Boolean)) {
    if (value === null || typeof value !== "object" || !Object.hasOwn(value, key)) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/** Every value of a multi-valued field (a checkbox group) before the result came back. */
export function typedValuesOf(result: ResultOfForm | null | undefined, name: string): string[] | undefined {
  const value = initialValueAt(result, name);
  if (typeof value === "string") return [value];
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : undefined;
}

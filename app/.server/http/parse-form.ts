/**
 * A posted form read by its zod schema, as every form action does (decision 0010): either the
 * parsed value, or the answer that shows the schema's messages (400). Both answers carry what was
 * typed back to the page, never a password.
 */
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import type * as z from "zod";
import type { FormResult } from "~/lib/forms/result";

/** Fields whose values never travel back to the browser. */
const SECRET_FIELDS = ["password", "confirm", "currentPassword", "newPassword"];

/** Messages an action adds to the form's result when it answers what it did with the value. */
export interface ReplyMessages {
  formErrors?: string[];
  fieldErrors?: Record<string, string[]>;
}

export type ParsedForm<Schema extends z.ZodType> =
  | { ok: true; value: z.output<Schema>; reply: (messages?: ReplyMessages) => FormResult }
  | { ok: false; result: FormResult; response: ReturnType<typeof data<FormResult>> };

export function parseForm<Schema extends z.ZodType>(form: FormData, schema: Schema): ParsedForm<Schema> {
  const submission = parseWithZod(form, { schema });
  const reply = (messages: ReplyMessages = {}) => submission.reply({ ...messages, hideFields: SECRET_FIELDS });
  if (submission.status !== "success") {
    const result = reply();
    return { ok: false, result, response: data(result, { status: 400 }) };
  }
  return { ok: true, value: submission.value, reply };
}

/**
 * The browser half of the form layer (decision 0010): Conform's `useForm` running the form's zod
 * schema, loaded when a visitor first reaches for a form so no page pays for zod and Conform on
 * its first load. It draws nothing: it reports each field's first message and the submit handler
 * to the form it validates (`useFormLayer`), which keeps its markup whether or not this has loaded.
 */
import { useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useEffect, useMemo } from "react";
import type { ZodType } from "zod";
import { FORM_WIDE, type ResultOfForm } from "~/lib/forms/result";

export type SchemaLoader = () => Promise<ZodType>;

export interface LiveValidation {
  messages: Record<string, string | undefined>;
  onSubmit: (event: React.FormEvent<HTMLFormElement>) => void;
}

export interface FormValidationProps {
  id: string;
  /** The form's schema, loaded before these checks render (`useFormLayer`): nothing here suspends. */
  schema: ZodType;
  fields: readonly string[];
  lastResult: ResultOfForm | null | undefined;
  /** Told each field's message and the submit handler; told null when these checks unmount. */
  onChange: (live: LiveValidation | null) => void;
}

export default function FormValidation({ id, schema, fields, lastResult, onChange }: FormValidationProps) {
  // An admin answer's `intent` names the form that posted, not one of Conform's own intents.
  const result = useMemo(() => lastResult && { ...lastResult, intent: undefined }, [lastResult]);
  const [form, fieldset] = useForm({
    id,
    lastResult: result,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  const messages: Record<string, string | undefined> = { [FORM_WIDE]: form.errors?.[0] };
  for (const name of fields) messages[name] = fieldset[name]?.errors?.[0];
  const signature = JSON.stringify(messages);
  const { onSubmit } = form;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `signature` stands for `messages`, rebuilt each render.
  useEffect(() => onChange({ messages, onSubmit }), [signature, onSubmit, onChange]);
  useEffect(() => () => onChange(null), [onChange]);
  return null;
}

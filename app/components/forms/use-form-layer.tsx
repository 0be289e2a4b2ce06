/**
 * One way to build a form (decision 0010): a zod schema shared by browser and server, checked in
 * the browser by Conform once the visitor reaches for the form, and by the server's action always.
 * The form works without JavaScript: it posts, and the page shows the action's result.
 *
 *   const form = useFormLayer({ schema: loadContactSchema, fields: ["name", ...], lastResult });
 *   <fetcher.Form method="post" {...form.props}>
 *     <Field label=... {...form.field("name")} />
 *     {form.validation}
 *   </fetcher.Form>
 */
import { type ComponentType, type FormEvent, type ReactNode, useCallback, useEffect, useId, useState } from "react";
import { useActionData, useFetcher } from "react-router";
import type { ZodType } from "zod";
import {
  FORM_WIDE,
  type FormResult,
  messageOf,
  type ResultOfForm,
  succeeded,
  typedValueOf,
  typedValuesOf,
} from "~/lib/forms/result";
import type { FormValidationProps, LiveValidation, SchemaLoader } from "./FormValidation";

/** The browser checks, loaded with a form's schema before they render, so they never suspend a render. */
interface LoadedChecks {
  Checks: ComponentType<FormValidationProps>;
  schema: ZodType;
  loader: SchemaLoader;
}

export interface FormLayerOptions {
  /**
   * Loads the form's zod schema: a module-level function, the same on every render. The checks
   * suspend on its promise, so a loader made in render would suspend each render and hold a
   * submission's transition ("Saving…") for ever.
   */
  schema: SchemaLoader;
  /** The names of the fields whose messages the form shows. */
  fields: readonly string[];
  /** The action's answer, from `useActionData` or a fetcher. */
  lastResult?: ResultOfForm | null;
  /** A fixed id, when something outside the form (a `form=` attribute) must name it. */
  id?: string;
}

export interface FormLayer {
  /** Spread on the form element. */
  props: {
    id: string;
    noValidate: true;
    onFocus: () => void;
    onPointerEnter: () => void;
    onSubmit: (event: FormEvent<HTMLFormElement>) => void;
    /** "live" once the browser's checks run: what a test waits for instead of a pause. */
    "data-checks"?: "live";
  };
  /** A field's name, its message and, after a post without JavaScript, what was typed. */
  field: (name: string) => { name: string; error?: string; defaultValue?: string };
  /** A checkbox group's name, its message and, after a post without JavaScript, what was ticked. */
  group: (name: string) => { name: string; error?: string; defaultValue?: string[] };
  /** The first message of a field (or of the whole form, for ""). */
  messageOf: (name: string) => string | undefined;
  /** Whether any field or the form has a message now. */
  hasMessages: boolean;
  /** Render inside the form: the browser half of the validation, once it is wanted. */
  validation: ReactNode;
}

function firstFieldWithMessage(form: HTMLFormElement, result: ResultOfForm): HTMLElement | undefined {
  for (const element of form.elements) {
    const name = element.getAttribute("name");
    if (name && element instanceof HTMLElement && messageOf(result, name)) return element;
  }
  return undefined;
}

export function useFormLayer({ schema, fields, lastResult, id: fixedId }: FormLayerOptions): FormLayer {
  const generatedId = useId();
  const id = fixedId ?? generatedId;
  const [wanted, setWanted] = useState(false);
  const [live, setLive] = useState<LiveValidation | null>(null);
  const [checks, setChecks] = useState<LoadedChecks | null>(null);
  const want = useCallback(() => setWanted(true), []);

  // Conform and the schema load outside rendering: a component suspended on them during a
  // submission's transition would hold the transition (and its "Saving…") until they arrive.
  useEffect(() => {
    if (!wanted) return;
    let current = true;
    Promise.all([import("./FormValidation"), schema()]).then(
      ([module, loaded]) => {
        if (current) setChecks({ Checks: module.default, schema: loaded, loader: schema });
      },
      // Unloaded checks leave the server's: the form posts and shows the action's messages.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [wanted, schema]);

  // A form that went through empties itself (Conform hears the reset and clears its messages). A
  // refusal the server found before the browser's checks had loaded moves focus as Conform would.
  const liveNow = live !== null;
  useEffect(() => {
    const element = document.getElementById(id);
    if (!(element instanceof HTMLFormElement) || !lastResult) return;
    if (succeeded(lastResult)) element.reset();
    else if (!liveNow) firstFieldWithMessage(element, lastResult)?.focus();
  }, [lastResult, id, liveNow]);

  // The browser's checks know the listed fields; any other field's message is the server's alone.
  const message = (name: string) =>
    live && (name === FORM_WIDE || fields.includes(name)) ? live.messages[name] : messageOf(lastResult, name);
  const hasMessages = [FORM_WIDE, ...fields].some((name) => message(name) !== undefined);

  return {
    props: {
      id,
      noValidate: true,
      onFocus: want,
      onPointerEnter: want,
      // Until the checks have loaded, the post goes to the server, which answers with the same messages.
      onSubmit: (event) => live?.onSubmit(event),
      "data-checks": liveNow ? "live" : undefined,
    },
    field: (name) => ({ name, error: message(name), defaultValue: typedValueOf(lastResult, name) }),
    group: (name) => ({ name, error: message(name), defaultValue: typedValuesOf(lastResult, name) }),
    messageOf: message,
    hasMessages,
    // Another schema (another kind of item) unmounts these checks until its own have loaded.
    validation:
      checks && checks.loader === schema ? (
        <checks.Checks id={id} schema={checks.schema} fields={fields} lastResult={lastResult} onChange={setLive} />
      ) : null,
  };
}

/**
 * A form that posts in place with a fetcher and, without JavaScript, as a page: its result is the
 * fetcher's answer or the page's action data, whichever came.
 */
export function useInPlaceForm(options: Omit<FormLayerOptions, "lastResult">) {
  const fetcher = useFetcher<FormResult>();
  const pageResult = useActionData() as FormResult | undefined;
  const result = fetcher.data ?? pageResult;
  const form = useFormLayer({ ...options, lastResult: result });
  const sending = fetcher.state !== "idle";
  return { fetcher, form, result, sending, sent: !sending && succeeded(result) };
}

/**
 * Labelled form controls with their error message beside them. Every control has a visible label,
 * `aria-invalid` and `aria-describedby` when in error, and the site's focus ring.
 * `error` is an i18n key (namespace common unless it carries a `ns:` prefix).
 */
import { type ComponentProps, type ReactNode, useId } from "react";
import { useTranslation } from "react-i18next";

const controlClass =
  "mt-1.5 block w-full rounded-lg border bg-white px-3.5 py-2.5 text-ink shadow-sm placeholder:text-slate-500 aria-[invalid=true]:border-red-700";

interface FieldFrame {
  label: string;
  error?: string;
  hint?: string;
  required?: boolean;
  children: (ids: { id: string; describedBy?: string; invalid?: true }) => ReactNode;
}

function Field({ label, error, hint, required, children }: FieldFrame) {
  const { t } = useTranslation();
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        {label}
        {required ? (
          <span className="text-red-700" aria-hidden="true">
            {" "}
            *
          </span>
        ) : null}
      </label>
      {children({ id, describedBy, invalid: error ? true : undefined })}
      {hint ? (
        <p id={hintId} className="mt-1 text-sm text-ink-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-700">
          {t(error)}
        </p>
      ) : null}
    </div>
  );
}

type Common = { label: string; error?: string; hint?: string };

export function TextField({ label, error, hint, className = "", ...input }: Common & ComponentProps<"input">) {
  return (
    <Field label={label} error={error} hint={hint} required={input.required}>
      {({ id, describedBy, invalid }) => (
        <input
          id={id}
          aria-describedby={describedBy}
          aria-invalid={invalid}
          className={`${controlClass} border-slate-300 ${className}`}
          {...input}
        />
      )}
    </Field>
  );
}

export function TextAreaField({ label, error, hint, className = "", ...textarea }: Common & ComponentProps<"textarea">) {
  return (
    <Field label={label} error={error} hint={hint} required={textarea.required}>
      {({ id, describedBy, invalid }) => (
        <textarea
          id={id}
          rows={5}
          aria-describedby={describedBy}
          aria-invalid={invalid}
          className={`${controlClass} border-slate-300 ${className}`}
          {...textarea}
        />
      )}
    </Field>
  );
}

export function SelectField({
  label,
  error,
  hint,
  options,
  placeholder,
  className = "",
  ...select
}: Common & ComponentProps<"select"> & { options: Array<{ value: string; label: string }>; placeholder?: string }) {
  return (
    <Field label={label} error={error} hint={hint} required={select.required}>
      {({ id, describedBy, invalid }) => (
        <select
          id={id}
          aria-describedby={describedBy}
          aria-invalid={invalid}
          className={`${controlClass} border-slate-300 ${className}`}
          {...select}
        >
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/** A group of checkboxes under one legend (e.g. positions needed). */
export function CheckboxGroup({
  legend,
  name,
  options,
  error,
  defaultValue = [],
}: {
  legend: string;
  name: string;
  options: Array<{ value: string; label: string }>;
  error?: string;
  defaultValue?: string[];
}) {
  const { t } = useTranslation();
  const errorId = useId();
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-medium text-ink">{legend}</legend>
      <div className="mt-2 grid gap-2 sm:grid-cols-2">
        {options.map((option) => (
          <label key={option.value} className="flex items-center gap-2 text-sm text-ink">
            <input
              type="checkbox"
              name={name}
              value={option.value}
              defaultChecked={defaultValue.includes(option.value)}
              className="size-4 rounded border-slate-400 accent-brand-700"
            />
            {option.label}
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-700">
          {t(error)}
        </p>
      ) : null}
    </fieldset>
  );
}

/** Hidden from people and assistive technology; a bot that fills it is turned away (design.md item 9). */
export function Honeypot() {
  return (
    <div aria-hidden="true" className="hidden">
      <label>
        Website
        <input type="text" name="company_website" tabIndex={-1} autoComplete="off" />
      </label>
    </div>
  );
}

/**
 * Labelled form controls with their error message beside them. Every control has a visible label,
 * `aria-invalid` and `aria-describedby` when in error, and the site's focus ring.
 * `error` is an i18n key (namespace common unless it carries a `ns:` prefix).
 */
import { type ComponentProps, type ReactNode, useId } from "react";
import { useTranslation } from "react-i18next";
import { type ButtonSize, type ButtonVariant, buttonClasses } from "~/components/ui/button";
import { HONEYPOT_FIELD } from "~/lib/forms/honeypot";
import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "~/lib/validation/limits";

const controlClass =
  "mt-1.5 block w-full rounded-lg border bg-white px-3.5 py-2.5 text-ink shadow-sm placeholder:text-slate-500 aria-[invalid=true]:border-red-700";

interface FieldFrameProps {
  label: string;
  error?: string;
  hint?: string;
  required?: boolean;
  children: (ids: { id: string; describedBy?: string; invalid?: true }) => ReactNode;
}

/** A control's id and the ids of its hint and message, which it is described by. */
function useFieldIds(hint: string | undefined, error: string | undefined) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return { id, hintId, errorId, describedBy: [hintId, errorId].filter(Boolean).join(" ") || undefined };
}

function FieldFrame({ label, error, hint, required, children }: FieldFrameProps) {
  const { id, hintId, errorId, describedBy } = useFieldIds(hint, error);
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
      <ErrorList id={errorId} errors={error ? [error] : undefined} />
    </div>
  );
}

type Common = { label: string; error?: string; hint?: string };

/** A labelled text input (any `type`). */
export function Field({ label, error, hint, className = "", ...input }: Common & ComponentProps<"input">) {
  return (
    <FieldFrame label={label} error={error} hint={hint} required={input.required}>
      {({ id, describedBy, invalid }) => (
        <input
          id={id}
          aria-describedby={describedBy}
          aria-invalid={invalid}
          className={`${controlClass} border-slate-300 ${className}`}
          {...input}
        />
      )}
    </FieldFrame>
  );
}

/**
 * A visitor's own address: the email keyboard, the browser's autofill, the schema's length bound
 * and required, as every visitor form asks for it. `autoComplete` is replaced where the address is
 * not the person's own.
 */
export function EmailField(props: Common & Omit<ComponentProps<"input">, "type">) {
  return <Field type="email" inputMode="email" autoComplete="email" maxLength={EMAIL_MAX_LENGTH} required {...props} />;
}

export function TextareaField({ label, error, hint, className = "", ...textarea }: Common & ComponentProps<"textarea">) {
  return (
    <FieldFrame label={label} error={error} hint={hint} required={textarea.required}>
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
    </FieldFrame>
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
    <FieldFrame label={label} error={error} hint={hint} required={select.required}>
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
    </FieldFrame>
  );
}

/**
 * A group of checkboxes under one legend (e.g. positions needed), or of radio buttons (`type`
 * "radio": one answer). `touch` gives each option a finger-sized row, for forms filled on a phone.
 */
export function CheckboxGroup({
  legend,
  name,
  options,
  error,
  defaultValue = [],
  type = "checkbox",
  touch = false,
  lang,
}: {
  legend: string;
  name: string;
  options: Array<{ value: string; label: string }>;
  error?: string;
  defaultValue?: string[];
  type?: "checkbox" | "radio";
  touch?: boolean;
  /** The legend's language, when it is not the page's (a question left untranslated). */
  lang?: string;
}) {
  const errorId = useId();
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-medium text-ink" lang={lang}>
        {legend}
      </legend>
      <div className="mt-2 grid gap-2 sm:grid-cols-2">
        {options.map((option) => (
          <label key={option.value} className={`flex items-center gap-2 text-sm text-ink ${touch ? "min-h-11" : ""}`}>
            <input
              type={type}
              name={name}
              value={option.value}
              defaultChecked={defaultValue.includes(option.value)}
              className={`${touch ? "size-5" : "size-4"} rounded border-slate-400 accent-brand-700`}
            />
            {option.label}
          </label>
        ))}
      </div>
      <ErrorList id={errorId} errors={error ? [error] : undefined} />
    </fieldset>
  );
}

/** A password field: the current one, a new one (with the strength rule as its hint), or its confirmation. */
export function PasswordField({
  kind,
  ...field
}: Omit<ComponentProps<typeof Field>, "type"> & { kind: "current" | "new" | "confirm" }) {
  const { t } = useTranslation("admin");
  const isNew = kind === "new";
  return (
    <Field
      type="password"
      autoComplete={kind === "current" ? "current-password" : "new-password"}
      minLength={isNew ? PASSWORD_MIN_LENGTH : undefined}
      maxLength={isNew ? PASSWORD_MAX_LENGTH : undefined}
      required
      hint={isNew ? t("password.rule") : undefined}
      {...field}
    />
  );
}

/** An authenticator's six-digit code (sign-in's second step, turning two-factor on). */
export const CodeField = (field: Omit<ComponentProps<typeof Field>, "type">) => (
  <Field inputMode="numeric" autoComplete="one-time-code" pattern="[0-9]{6}" maxLength={6} required autoFocus {...field} />
);

/** A single checkbox with its label and an optional hint below (settings switches, "remember me"). */
export function CheckboxField({
  label,
  hint,
  error,
  className = "",
  ...input
}: { label: ReactNode; hint?: string; error?: string } & Omit<ComponentProps<"input">, "type">) {
  const { id, hintId, errorId, describedBy } = useFieldIds(hint, error);
  return (
    <div className={`flex items-start gap-3 ${className}`}>
      <input
        id={id}
        type="checkbox"
        aria-describedby={describedBy}
        aria-invalid={error ? true : undefined}
        className="mt-0.5 size-4 shrink-0 rounded border-slate-400 accent-brand-700"
        {...input}
      />
      <div className="text-sm">
        <label htmlFor={id} className="font-medium text-ink">
          {label}
        </label>
        {hint ? (
          <p id={hintId} className="text-ink-muted">
            {hint}
          </p>
        ) : null}
        <ErrorList id={errorId} errors={error ? [error] : undefined} />
      </div>
    </div>
  );
}

/** The messages of one field or of a whole form, translated; nothing when there are none. */
export function ErrorList({ id, errors }: { id?: string; errors?: ReadonlyArray<string | undefined> }) {
  const { t } = useTranslation();
  const shown = (errors ?? []).filter((error): error is string => Boolean(error));
  if (shown.length === 0) return null;
  const className = "mt-1 text-sm font-medium text-red-700";
  if (shown.length === 1)
    return (
      <p id={id} className={className}>
        {t(shown[0] as string)}
      </p>
    );
  return (
    <ul id={id} className={`${className} space-y-0.5`}>
      {shown.map((error) => (
        <li key={error}>{t(error)}</li>
      ))}
    </ul>
  );
}

/**
 * A form's own status line, announced to screen readers: a refusal of the whole form (rate limit,
 * storage down), the summary "please correct the fields", or the success text.
 */
export function FormAlert({
  id,
  tone,
  children,
  testId,
}: {
  id?: string;
  tone: "error" | "success";
  children: ReactNode;
  testId?: string;
}) {
  return (
    <p
      id={id}
      role="status"
      className={`text-sm font-medium ${tone === "error" ? "text-red-700" : "text-brand-700"}`}
      data-testid={testId}
    >
      {children}
    </p>
  );
}

/**
 * A submit button that tells where its form stands (docs/product.md section 4): its label while idle
 * ("Send Message"), while the post is in flight ("Sending..."), and once it went through
 * ("Message Sent!"). Disabled while pending so a double click sends once.
 */
export function StatusButton({
  status,
  labels,
  variant = "primary",
  size = "lg",
  className = "w-full sm:w-auto",
  ...button
}: {
  status: "idle" | "pending" | "done";
  labels: { idle: string; pending: string; done?: string };
  variant?: ButtonVariant;
  size?: ButtonSize;
} & Omit<ComponentProps<"button">, "children" | "type">) {
  return (
    <button
      type="submit"
      disabled={status === "pending" || button.disabled}
      className={buttonClasses(variant, size, `disabled:cursor-wait ${className}`)}
      {...button}
    >
      {status === "pending" ? labels.pending : status === "done" && labels.done ? labels.done : labels.idle}
    </button>
  );
}

/** Hidden from people and assistive technology; a bot that fills it is turned away (docs/architecture.md, improvement 9). */
export function Honeypot() {
  return (
    <div aria-hidden="true" className="hidden">
      <label>
        Website
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" />
      </label>
    </div>
  );
}

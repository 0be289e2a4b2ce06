import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import type { ButtonVariant } from "~/components/ui/button";
import { StatusButton } from "./fields";
import type { FormLayer } from "./use-form-layer";

/**
 * A page form that posts one `intent` of its route's action (admin pages answer several): the form
 * layer's props and checks, the intent as a hidden field, the fields, and a submit button that says
 * when the post is in flight.
 */
export function IntentForm({
  intent,
  form,
  busy,
  submit,
  variant,
  className = "mt-4 space-y-4",
  footerClassName,
  formKey,
  encType,
  children,
}: {
  intent: string;
  form: FormLayer;
  busy: boolean;
  /** The button's words; by default Save, then Saving... */
  submit?: { idle: string; pending?: string };
  variant?: ButtonVariant;
  className?: string;
  /** Wraps the button (e.g. to span a grid's columns). */
  footerClassName?: string;
  /** Remounts the form, so its fields show saved values afresh. */
  formKey?: string;
  /** `multipart/form-data` for a form that uploads a file. */
  encType?: "multipart/form-data";
  children: ReactNode;
}) {
  const { t } = useTranslation("admin");
  const labels = submit ?? { idle: t("common.save"), pending: t("common.saving") };
  const button = (
    <StatusButton
      status={busy ? "pending" : "idle"}
      labels={{ idle: labels.idle, pending: labels.pending ?? labels.idle }}
      variant={variant}
      size="md"
      className=""
    />
  );
  return (
    <Form method="post" encType={encType} className={className} {...form.props} key={formKey}>
      <input type="hidden" name="intent" value={intent} />
      {children}
      {form.validation}
      {footerClassName ? <div className={footerClassName}>{button}</div> : button}
    </Form>
  );
}

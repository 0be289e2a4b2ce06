import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { useListHref } from "~/components/admin/list-href";
import { CheckboxField, Field, SelectField, StatusButton } from "~/components/forms/fields";
import { useFormLayer } from "~/components/forms/use-form-layer";
import { buttonClasses } from "~/components/ui/button";
import { USER_NAME_MAX } from "~/lib/validation/limits";
import { PanelHeading } from "./PanelHeading";
import { loadUsersSchema } from "./schema";
import { panelClass, useRoleOptions } from "./shared";
import type { ActionResult } from "./types";

const CREATE_FIELDS = ["name", "email", "role", "password", "invite"] as const;

export function CreateUserPanel({ result, busy }: { result?: ActionResult; busy: boolean }) {
  const { t } = useTranslation("admin-users");
  const href = useListHref();
  const mine = result?.change === "create" ? result : undefined;
  // A new form after each created user: the fields empty themselves for the next one.
  const formKey = mine?.ok ? `created-${mine.email}` : "create";
  return (
    <section aria-labelledby="create-heading" className={panelClass}>
      <PanelHeading id="create-heading" title={t("create.title")} closeHref={href({ new: null })} focusKey="create" />
      <CreateForm key={formKey} failed={mine?.ok ? undefined : mine} busy={busy} />
    </section>
  );
}

function CreateForm({ failed, busy }: { failed?: ActionResult; busy: boolean }) {
  const { t } = useTranslation("admin-users");
  const roleOptions = useRoleOptions();
  const form = useFormLayer({ schema: loadUsersSchema, fields: CREATE_FIELDS, lastResult: failed });
  const role = form.field("role");
  // An invitation replaces the password: the field is off while the box is ticked.
  const [inviting, setInviting] = useState(failed?.initialValue?.invite === "on");
  return (
    <Form method="post" {...form.props} className="grid gap-4 sm:grid-cols-2">
      <input type="hidden" name="intent" value="create" />
      <Field label={t("fields.name")} required maxLength={USER_NAME_MAX} autoComplete="off" {...form.field("name")} />
      <Field label={t("fields.email")} type="email" required autoComplete="off" {...form.field("email")} />
      <SelectField
        label={t("fields.role")}
        required
        options={roleOptions}
        {...role}
        defaultValue={role.defaultValue ?? "viewer"}
      />
      <fieldset className="space-y-3 sm:col-span-2">
        <legend className="text-sm font-semibold text-ink">{t("create.passwordLegend")}</legend>
        <Field
          label={t("fields.password")}
          type="password"
          autoComplete="new-password"
          disabled={inviting}
          hint={t("create.passwordHint")}
          {...form.field("password")}
        />
        <CheckboxField
          name="invite"
          label={t("create.invite")}
          hint={t("create.inviteHint")}
          defaultChecked={inviting}
          onChange={(event) => setInviting(event.currentTarget.checked)}
        />
      </fieldset>
      {form.validation}
      <div className="sm:col-span-2">
        <StatusButton
          status={busy ? "pending" : "idle"}
          labels={{ idle: t("create.submit"), pending: t("create.submit") }}
          className={buttonClasses()}
        />
      </div>
    </Form>
  );
}

import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useListHref } from "~/components/admin/list/href";
import { PanelHeading } from "~/components/admin/list/RecordPanel";
import { panelClass } from "~/components/admin/list/styles";
import { CheckboxField, Field, PasswordField, SelectField } from "~/components/forms/fields";
import { IntentForm } from "~/components/forms/IntentForm";
import { useFormLayer } from "~/components/forms/use-form-layer";
import { resultOf } from "~/lib/admin/action-result";
import { succeeded } from "~/lib/forms/result";
import { USER_NAME_MAX } from "~/lib/validation/limits";
import { useRoleOptions } from "./roles";
import { loadUsersSchema } from "./schema";
import type { UsersResult } from "./types";

const CREATE_FIELDS = ["name", "email", "role", "password", "invite"] as const;

export function CreateUserPanel({ result, busy }: { result?: UsersResult; busy: boolean }) {
  const { t } = useTranslation("admin-users");
  const href = useListHref();
  const mine = resultOf(result, "create");
  // A new form after each created user: the fields empty themselves for the next one.
  const formKey = mine && succeeded(mine) ? `created-${mine.email}` : "create";
  return (
    <section aria-labelledby="create-heading" className={panelClass}>
      <PanelHeading id="create-heading" title={t("create.title")} closeHref={href({ new: null })} focusKey="create" />
      <CreateForm key={formKey} failed={succeeded(mine) ? undefined : mine} busy={busy} />
    </section>
  );
}

function CreateForm({ failed, busy }: { failed?: UsersResult; busy: boolean }) {
  const { t } = useTranslation("admin-users");
  const roleOptions = useRoleOptions();
  const form = useFormLayer({ schema: loadUsersSchema, fields: CREATE_FIELDS, lastResult: failed });
  const role = form.field("role");
  // An invitation replaces the password: the field is off while the box is ticked.
  const [inviting, setInviting] = useState(failed?.initialValue?.invite === "on");
  return (
    <IntentForm
      intent="create"
      form={form}
      busy={busy}
      submit={{ idle: t("create.submit") }}
      className="grid gap-4 sm:grid-cols-2"
      footerClassName="sm:col-span-2"
    >
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
        <PasswordField
          {...form.field("password")}
          kind="new"
          label={t("fields.password")}
          hint={t("create.passwordHint")}
          required={false}
          disabled={inviting}
        />
        <CheckboxField
          name="invite"
          label={t("create.invite")}
          hint={t("create.inviteHint")}
          defaultChecked={inviting}
          onChange={(event) => setInviting(event.currentTarget.checked)}
        />
      </fieldset>
    </IntentForm>
  );
}

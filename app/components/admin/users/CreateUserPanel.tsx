import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { useListHref } from "~/components/admin/list-href";
import { Field, SelectField } from "~/components/forms/fields";
import { buttonClasses } from "~/components/ui/button";
import { PanelHeading } from "./PanelHeading";
import { NAME_MAX, panelClass, useRoleOptions } from "./shared";
import type { ActionResult } from "./types";

export function CreateUserPanel({ result, busy }: { result?: ActionResult; busy: boolean }) {
  const { t } = useTranslation("admin-users");
  const href = useListHref();
  // A new form after each created user: the fields empty themselves for the next one.
  const formKey = result?.intent === "create" && result.ok ? `created-${result.email}` : "create";
  return (
    <section aria-labelledby="create-heading" className={panelClass}>
      <PanelHeading id="create-heading" title={t("create.title")} closeHref={href({ new: null })} focusKey="create" />
      <CreateForm key={formKey} failed={result?.intent === "create" && !result.ok ? result : undefined} busy={busy} />
    </section>
  );
}

function CreateForm({ failed, busy }: { failed?: ActionResult; busy: boolean }) {
  const { t } = useTranslation("admin-users");
  const roleOptions = useRoleOptions();
  const draft = failed?.draft;
  // An invitation replaces the password: the field is off while the box is ticked.
  const [inviting, setInviting] = useState(Boolean(draft?.invite));
  return (
    <Form method="post" noValidate className="grid gap-4 sm:grid-cols-2">
      <input type="hidden" name="intent" value="create" />
      <Field
        label={t("fields.name")}
        name="name"
        required
        maxLength={NAME_MAX}
        autoComplete="off"
        defaultValue={draft?.name}
        error={failed?.errors?.name}
      />
      <Field
        label={t("fields.email")}
        name="email"
        type="email"
        required
        autoComplete="off"
        defaultValue={draft?.email}
        error={failed?.errors?.email}
      />
      <SelectField
        label={t("fields.role")}
        name="role"
        required
        options={roleOptions}
        defaultValue={draft?.role ?? "viewer"}
        error={failed?.errors?.role}
      />
      <fieldset className="space-y-3 sm:col-span-2">
        <legend className="text-sm font-semibold text-ink">{t("create.passwordLegend")}</legend>
        <Field
          label={t("fields.password")}
          name="password"
          type="password"
          autoComplete="new-password"
          disabled={inviting}
          hint={t("create.passwordHint")}
          error={failed?.errors?.password}
        />
        <div className="flex items-start gap-3">
          <input
            id="create-invite"
            type="checkbox"
            name="invite"
            defaultChecked={draft?.invite}
            onChange={(event) => setInviting(event.currentTarget.checked)}
            aria-describedby="create-invite-hint"
            className="mt-0.5 size-5 shrink-0 rounded border-slate-400 accent-brand-700"
          />
          <div className="text-sm">
            <label htmlFor="create-invite" className="font-medium text-ink">
              {t("create.invite")}
            </label>
            <p id="create-invite-hint" className="text-ink-muted">
              {t("create.inviteHint")}
            </p>
          </div>
        </div>
      </fieldset>
      <div className="sm:col-span-2">
        <button type="submit" className={buttonClasses()} disabled={busy}>
          {t("create.submit")}
        </button>
      </div>
    </Form>
  );
}

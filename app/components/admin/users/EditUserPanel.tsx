import { useTranslation } from "react-i18next";
import { Form, Link } from "react-router";
import type { UserRow } from "~/.server/services/accounts";
import { DANGER_TRIGGER_CLASS } from "~/components/admin/ConfirmDialog";
import { useListHref } from "~/components/admin/list/href";
import { PanelHeading } from "~/components/admin/list/RecordPanel";
import { panelClass } from "~/components/admin/list/styles";
import { CheckboxField, Field, SelectField } from "~/components/forms/fields";
import { IntentForm } from "~/components/forms/IntentForm";
import { useFormLayer } from "~/components/forms/use-form-layer";
import { buttonClasses } from "~/components/ui/button";
import { resultOf } from "~/lib/admin/action-result";
import { succeeded } from "~/lib/forms/result";
import { USER_NAME_MAX } from "~/lib/validation/limits";
import { ConfirmedUserAction } from "./ConfirmedUserAction";
import { useRoleOptions } from "./roles";
import { loadUsersSchema } from "./schema";
import type { UsersResult } from "./types";

const EDIT_FIELDS = ["name", "email", "role", "active"] as const;

export function EditUserPanel({ user, me, result, busy }: { user: UserRow; me: string; result?: UsersResult; busy: boolean }) {
  const { t } = useTranslation("admin-users");
  const href = useListHref();
  const roleOptions = useRoleOptions();
  const self = user.id === me;
  const failed = succeeded(result) ? undefined : resultOf(result, "update");
  const saved = succeeded(resultOf(result, "update"));
  const form = useFormLayer({ schema: loadUsersSchema, fields: EDIT_FIELDS, lastResult: failed });
  // A refused form shows what was typed (also without JavaScript); otherwise the user as stored.
  const shown = (name: "name" | "email" | "role", stored: string) => {
    const field = form.field(name);
    return { ...field, defaultValue: field.defaultValue ?? stored };
  };
  const active = failed ? failed.initialValue?.active === "on" : user.active;
  return (
    <section aria-labelledby="edit-heading" className={panelClass}>
      <PanelHeading
        id="edit-heading"
        title={t("edit.title", { name: user.fullName || user.email })}
        closeHref={href({ edit: null })}
        focusKey={user.id}
      />
      <IntentForm
        intent="update"
        form={form}
        busy={busy}
        className="grid gap-4 sm:grid-cols-2"
        footerClassName="sm:col-span-2"
        formKey={saved ? `saved-${JSON.stringify(user)}` : user.id}
      >
        <input type="hidden" name="userId" value={user.id} />
        <Field label={t("fields.name")} required maxLength={USER_NAME_MAX} autoComplete="off" {...shown("name", user.fullName)} />
        <Field label={t("fields.email")} type="email" required autoComplete="off" {...shown("email", user.email)} />
        {/* Admins keep their own role and stay active (the server refuses otherwise). */}
        {self ? <input type="hidden" name="role" value={user.role} /> : null}
        <SelectField
          label={t("fields.role")}
          required
          options={roleOptions}
          hint={self ? t("edit.selfRole") : undefined}
          {...shown("role", user.role)}
          name={self ? undefined : "role"}
          disabled={self}
        />
        <div className="sm:col-span-2">
          {self ? <input type="hidden" name="active" value="on" /> : null}
          <CheckboxField
            label={t("fields.active")}
            hint={self ? t("edit.selfActive") : t("fields.activeHint")}
            name={self ? undefined : "active"}
            disabled={self}
            defaultChecked={active}
            error={form.messageOf("active")}
          />
        </div>
      </IntentForm>

      <div className="mt-8 border-t border-slate-200 pt-6">
        <h3 className="font-semibold text-ink">{t("reset.title")}</h3>
        <p className="mt-1 text-sm text-ink-muted">{t("reset.text")}</p>
        <Form method="post" className="mt-4 flex flex-wrap gap-3">
          <input type="hidden" name="intent" value="resetPassword" />
          <input type="hidden" name="userId" value={user.id} />
          <button type="submit" name="mode" value="email" className={buttonClasses("secondary")} disabled={busy}>
            {t("reset.email")}
          </button>
          <button type="submit" name="mode" value="generate" className={buttonClasses("secondary")} disabled={busy}>
            {t("reset.generate")}
          </button>
        </Form>
      </div>

      <ConfirmedUserAction
        user={user}
        self={self}
        intent="endSessions"
        triggerClassName={buttonClasses("secondary")}
        selfNote={
          <Link to="/admin/account" className="font-medium text-brand-700 underline">
            {t("sessions.self")}
          </Link>
        }
      />
      <ConfirmedUserAction
        user={user}
        self={self}
        intent="delete"
        triggerClassName={DANGER_TRIGGER_CLASS}
        selfNote={t("delete.self")}
      />
    </section>
  );
}

import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import type { UserRow } from "~/.server/services/users";
import { ConfirmDialog } from "~/components/admin/ConfirmDialog";
import { useListHref } from "~/components/admin/list-href";
import { Field, SelectField } from "~/components/forms/fields";
import { buttonClasses } from "~/components/ui/button";
import { PanelHeading } from "./PanelHeading";
import { NAME_MAX, panelClass, useRoleOptions } from "./shared";
import type { ActionResult } from "./types";

export function EditUserPanel({ user, me, result, busy }: { user: UserRow; me: string; result?: ActionResult; busy: boolean }) {
  const { t } = useTranslation("admin-users");
  const href = useListHref();
  const roleOptions = useRoleOptions();
  const self = user.id === me;
  const failed = result?.intent === "update" && !result.ok ? result : undefined;
  const draft = failed?.draft;
  const saved = result?.intent === "update" && result.ok;
  return (
    <section aria-labelledby="edit-heading" className={panelClass}>
      <PanelHeading
        id="edit-heading"
        title={t("edit.title", { name: user.fullName || user.email })}
        closeHref={href({ edit: null })}
        focusKey={user.id}
      />
      <Form
        method="post"
        noValidate
        className="grid gap-4 sm:grid-cols-2"
        key={saved ? `saved-${JSON.stringify(user)}` : user.id}
      >
        <input type="hidden" name="intent" value="update" />
        <input type="hidden" name="userId" value={user.id} />
        <Field
          label={t("fields.name")}
          name="name"
          required
          maxLength={NAME_MAX}
          autoComplete="off"
          defaultValue={draft?.name ?? user.fullName}
          error={failed?.errors?.name}
        />
        <Field
          label={t("fields.email")}
          name="email"
          type="email"
          required
          autoComplete="off"
          defaultValue={draft?.email ?? user.email}
          error={failed?.errors?.email}
        />
        {/* Admins keep their own role and stay active (the server refuses otherwise). */}
        {self ? <input type="hidden" name="role" value={user.role} /> : null}
        <SelectField
          label={t("fields.role")}
          name={self ? undefined : "role"}
          required
          disabled={self}
          options={roleOptions}
          defaultValue={draft?.role ?? user.role}
          hint={self ? t("edit.selfRole") : undefined}
          error={failed?.errors?.role}
        />
        <div className="flex items-start gap-3 sm:col-span-2">
          {self ? <input type="hidden" name="active" value="on" /> : null}
          <input
            id="user-active"
            type="checkbox"
            name={self ? undefined : "active"}
            disabled={self}
            defaultChecked={draft?.active ?? user.active}
            aria-describedby="user-active-hint"
            className="mt-0.5 size-5 shrink-0 rounded border-slate-400 accent-brand-700"
          />
          <div>
            <label htmlFor="user-active" className="text-sm font-medium text-ink">
              {t("fields.active")}
            </label>
            <p id="user-active-hint" className="text-sm text-ink-muted">
              {self ? t("edit.selfActive") : t("fields.activeHint")}
            </p>
          </div>
        </div>
        <div className="sm:col-span-2">
          <button type="submit" className={buttonClasses()} disabled={busy}>
            {t("admin:common.save")}
          </button>
        </div>
      </Form>

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

      <div className="mt-8 border-t border-slate-200 pt-6">
        <h3 className="font-semibold text-ink">{t("delete.title")}</h3>
        {self ? (
          <p className="mt-1 text-sm text-ink-muted">{t("delete.self")}</p>
        ) : (
          <>
            <p className="mt-1 text-sm text-ink-muted">{t("delete.text")}</p>
            <div className="mt-4">
              <ConfirmDialog
                trigger={t("delete.button")}
                triggerClassName="rounded-full border border-red-700 px-5 py-2.5 text-sm font-semibold text-red-700 hover:bg-slate-100"
                title={t("delete.confirmTitle", { name: user.fullName || user.email })}
                text={t("delete.confirmText", { email: user.email })}
                confirmLabel={t("delete.confirm")}
              >
                <input type="hidden" name="intent" value="delete" />
                <input type="hidden" name="userId" value={user.id} />
              </ConfirmDialog>
            </div>
          </>
        )}
      </div>
    </section>
  );
}

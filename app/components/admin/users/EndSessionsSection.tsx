import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { UserRow } from "~/.server/services/users";
import { ConfirmDialog } from "~/components/admin/ConfirmDialog";
import { buttonClasses } from "~/components/ui/button";

/**
 * Signs a user out of every session at once, after a confirmation (decision 0024). An admin's own
 * sessions are ended from My account, which keeps the one in use.
 */
export function EndSessionsSection({ user, self }: { user: UserRow; self: boolean }) {
  const { t } = useTranslation("admin-users");
  return (
    <div className="mt-8 border-t border-slate-200 pt-6">
      <h3 className="font-semibold text-ink">{t("sessions.title")}</h3>
      {self ? (
        <p className="mt-1 text-sm text-ink-muted">
          <Link to="/admin/account" className="font-medium text-brand-700 underline">
            {t("sessions.self")}
          </Link>
        </p>
      ) : (
        <>
          <p className="mt-1 text-sm text-ink-muted">{t("sessions.text")}</p>
          <div className="mt-4">
            <ConfirmDialog
              trigger={t("sessions.button")}
              triggerClassName={buttonClasses("secondary")}
              title={t("sessions.confirmTitle", { name: user.fullName || user.email })}
              text={t("sessions.confirmText", { email: user.email })}
              confirmLabel={t("sessions.confirm")}
            >
              <input type="hidden" name="intent" value="endSessions" />
              <input type="hidden" name="userId" value={user.id} />
            </ConfirmDialog>
          </div>
        </>
      )}
    </div>
  );
}

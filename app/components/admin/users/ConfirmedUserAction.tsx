import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { UserRow } from "~/.server/services/accounts";
import { ConfirmDialog } from "~/components/admin/ConfirmDialog";

/** The posted intent, and the keys of its words in the page's dictionary. */
const SECTIONS = { endSessions: "sessions", delete: "delete" } as const;

/**
 * A part of the edit panel whose one action on the user is confirmed first: signing them out of
 * every session (decision 0024), deleting them. An admin's own account gets `selfNote` instead, as
 * neither applies to the session in use.
 */
export function ConfirmedUserAction({
  user,
  self,
  intent,
  triggerClassName,
  selfNote,
}: {
  user: UserRow;
  self: boolean;
  intent: keyof typeof SECTIONS;
  triggerClassName: string;
  selfNote: ReactNode;
}) {
  const { t } = useTranslation("admin-users");
  const section = SECTIONS[intent];
  return (
    <div className="mt-8 border-t border-slate-200 pt-6">
      <h3 className="font-semibold text-ink">{t(`${section}.title`)}</h3>
      {self ? (
        <p className="mt-1 text-sm text-ink-muted">{selfNote}</p>
      ) : (
        <>
          <p className="mt-1 text-sm text-ink-muted">{t(`${section}.text`)}</p>
          <div className="mt-4">
            <ConfirmDialog
              trigger={t(`${section}.button`)}
              triggerClassName={triggerClassName}
              title={t(`${section}.confirmTitle`, { name: user.fullName || user.email })}
              text={t(`${section}.confirmText`, { email: user.email })}
              confirmLabel={t(`${section}.confirm`)}
            >
              <input type="hidden" name="intent" value={intent} />
              <input type="hidden" name="userId" value={user.id} />
            </ConfirmDialog>
          </div>
        </>
      )}
    </div>
  );
}

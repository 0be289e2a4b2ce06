/**
 * One passkey of My account (decision 0023): its name, when it was added and last used, a rename
 * form (in a <details>, so without JavaScript too) and its removal, confirmed first.
 */
import { useTranslation } from "react-i18next";
import { ConfirmDialog, DANGER_TRIGGER_CLASS } from "~/components/admin/ConfirmDialog";
import { useDates } from "~/components/admin/list/dates";
import { Field } from "~/components/forms/fields";
import { IntentForm } from "~/components/forms/IntentForm";
import { useFormLayer } from "~/components/forms/use-form-layer";
import type { ActionResult } from "~/lib/admin/action-result";
import { PASSKEY_NAME_MAX_LENGTH } from "~/lib/validation/passkeys";

export interface PasskeyView {
  id: string;
  name: string;
  createdAt: string | null;
  lastUsedAt: string | null;
}

const loadAccountSchema = () => import("~/lib/validation/account").then((module) => module.accountSchema);
const RENAME_FIELDS = ["name"] as const;

export function PasskeyItem({
  passkey,
  result,
  busy,
}: {
  passkey: PasskeyView;
  /** The last rename's result, when it was this passkey's. */
  result: ActionResult | undefined;
  busy: boolean;
}) {
  const { t } = useTranslation("admin-account");
  const dates = useDates();
  const rename = useFormLayer({ schema: loadAccountSchema, fields: RENAME_FIELDS, lastResult: result });
  const name = passkey.name || t("passkeys.unnamed");
  return (
    <li className="py-4 first:pt-0 last:pb-0">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="font-medium break-words text-ink">{name}</h3>
          {passkey.createdAt ? (
            <p className="text-sm text-ink-muted">{t("passkeys.added", { when: dates.dateTime(passkey.createdAt) })}</p>
          ) : null}
          <p className="text-sm text-ink-muted">
            {passkey.lastUsedAt ? t("passkeys.lastUsed", { when: dates.dateTime(passkey.lastUsedAt) }) : t("passkeys.neverUsed")}
          </p>
        </div>
        <ConfirmDialog
          trigger={
            <>
              {t("passkeys.remove")}
              <span className="sr-only"> {name}</span>
            </>
          }
          triggerClassName={DANGER_TRIGGER_CLASS}
          title={t("passkeys.removeTitle", { name })}
          text={t("passkeys.removeText")}
          confirmLabel={t("passkeys.remove")}
        >
          <input type="hidden" name="intent" value="removePasskey" />
          <input type="hidden" name="id" value={passkey.id} />
        </ConfirmDialog>
      </div>
      <details>
        <summary className="mt-2 inline-block cursor-pointer text-sm font-medium text-brand-700 underline-offset-4 hover:underline">
          {t("passkeys.rename")}
          <span className="sr-only"> {name}</span>
        </summary>
        <IntentForm
          intent="renamePasskey"
          form={rename}
          busy={busy}
          submit={{ idle: t("passkeys.renameSubmit") }}
          variant="secondary"
          className="mt-3 space-y-3"
        >
          <input type="hidden" name="id" value={passkey.id} />
          <Field
            label={t("passkeys.name")}
            maxLength={PASSKEY_NAME_MAX_LENGTH}
            required
            autoComplete="off"
            {...rename.field("name")}
            defaultValue={rename.field("name").defaultValue ?? passkey.name}
          />
        </IntentForm>
      </details>
    </li>
  );
}

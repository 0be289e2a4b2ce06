/**
 * My account's passkeys (decision 0023): the list, and a new one named and made by the browser's
 * WebAuthn ceremony. WebAuthn is a browser API, so adding one needs JavaScript (the section says
 * so without it); renaming works as a plain form, removing asks first.
 */
import { useTranslation } from "react-i18next";
import { ActionNotice, type ResultWords, useActionToast } from "~/components/admin/action-outcome";
import { Field, StatusButton } from "~/components/forms/fields";
import { useFormLayer } from "~/components/forms/use-form-layer";
import { type ActionResult, resultOf } from "~/lib/admin/action-result";
import { FORM_WIDE, messageOf } from "~/lib/forms/result";
import { browserHasPasskeys, usePasskeyCeremony } from "~/lib/passkeys/use-passkey-ceremony";
import { useHydrated } from "~/lib/use-hydrated";
import { PASSKEY_NAME_MAX_LENGTH } from "~/lib/validation/passkeys";
import { PasskeyItem, type PasskeyView } from "./PasskeyItem";

const loadNameSchema = () => import("~/lib/validation/passkeys").then((module) => module.passkeyNameSchema);
const NAME_FIELDS = ["name"] as const;
/** The intents posted as page forms; a new passkey's answer is the ceremony's own (`AddPasskey`). */
const INTENTS = ["renamePasskey", "removePasskey"] as const;

const WORDS: ResultWords<ActionResult> = {
  success: (result) => ({
    title: `admin-account:passkeys.done.${result.intent}.title`,
    text: `admin-account:passkeys.done.${result.intent}.text`,
  }),
  failure: { title: "admin-account:passkeys.refusedTitle" },
};

function Alert({ children }: { children: React.ReactNode }) {
  return (
    <p role="alert" className="mt-4 rounded-lg bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
      {children}
    </p>
  );
}

/** The new passkey's name, then the browser's ceremony; its answer posts as `addPasskey`. */
function AddPasskey() {
  const { t } = useTranslation("admin-account");
  const { start, busy, failure, refused, result } = usePasskeyCeremony({ ceremony: "register", finish: "addPasskey" });
  const added = resultOf(result as ActionResult | undefined, "addPasskey");
  const form = useFormLayer({ schema: loadNameSchema, fields: NAME_FIELDS, lastResult: added });
  useActionToast(added, WORDS);
  const refusal = messageOf(refused, FORM_WIDE);
  return (
    <form
      {...form.props}
      className="mt-6 space-y-4 border-t border-slate-200 pt-6"
      onSubmit={(event) => {
        // The browser's checks refuse a missing or long name first; otherwise the ceremony starts.
        form.props.onSubmit(event);
        if (event.defaultPrevented) return;
        event.preventDefault();
        const name = new FormData(event.currentTarget).get("name");
        start({ name: typeof name === "string" ? name : "" });
      }}
    >
      <h3 className="font-semibold text-ink">{t("passkeys.addTitle")}</h3>
      <Field
        label={t("passkeys.name")}
        hint={t("passkeys.nameHint")}
        maxLength={PASSKEY_NAME_MAX_LENGTH}
        required
        autoComplete="off"
        {...form.field("name")}
      />
      {form.validation}
      {refusal ? <Alert>{t(refusal)}</Alert> : null}
      {failure ? <Alert>{t(`auth:passkey.failures.${failure}`)}</Alert> : null}
      <StatusButton
        status={busy ? "pending" : "idle"}
        labels={{ idle: t("passkeys.add"), pending: t("passkeys.adding") }}
        size="md"
      />
    </form>
  );
}

export function PasskeysSection({
  passkeys,
  result,
  busy,
}: {
  passkeys: PasskeyView[];
  /** The page's last action result; only the passkey forms' are read. */
  result: ActionResult | undefined;
  busy: boolean;
}) {
  const { t } = useTranslation("admin-account");
  const hydrated = useHydrated();
  const own = resultOf(result, ...INTENTS);
  useActionToast(own, WORDS);
  const renamed = resultOf(result, "renamePasskey");

  return (
    <>
      <p className="mt-1 text-sm text-ink-muted">{t("passkeys.text")}</p>
      <div className="mt-4 empty:hidden">
        <ActionNotice result={own} words={WORDS} />
      </div>
      {passkeys.length === 0 ? (
        <p className="mt-4 text-sm text-ink">{t("passkeys.none")}</p>
      ) : (
        <ul className="mt-4 divide-y divide-slate-200">
          {passkeys.map((passkey) => (
            <PasskeyItem
              key={passkey.id}
              passkey={passkey}
              busy={busy}
              result={renamed?.initialValue?.id === passkey.id ? renamed : undefined}
            />
          ))}
        </ul>
      )}
      {!hydrated ? (
        <p className="mt-6 border-t border-slate-200 pt-6 text-sm text-ink">{t("passkeys.needsJavaScript")}</p>
      ) : browserHasPasskeys() ? (
        <AddPasskey />
      ) : (
        <p className="mt-6 border-t border-slate-200 pt-6 text-sm text-ink">{t("passkeys.unsupported")}</p>
      )}
    </>
  );
}

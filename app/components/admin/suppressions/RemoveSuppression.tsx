import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import { useHydrated } from "~/lib/use-hydrated";
import { ConfirmDialog } from "../ConfirmDialog";
import { useListHref } from "../list/href";

const triggerClass =
  "rounded-full border border-red-700 px-4 py-1.5 text-sm font-semibold whitespace-nowrap text-red-700 hover:bg-slate-100";

/**
 * Takes an address off the list, after a confirmation: a dialog once JavaScript runs, and before
 * that a disclosure holding the same words and the form, so removing is two deliberate steps
 * either way. The form posts to the list without `open`: the removed address has no panel.
 */
export function RemoveSuppression({ email }: { email: string }) {
  const { t } = useTranslation("admin-suppressions");
  const hydrated = useHydrated();
  const href = useListHref();
  const action = href({ open: null });
  const name = (
    <>
      {t("remove.button")}
      <span className="sr-only"> {email}</span>
    </>
  );
  const fields = (
    <>
      <input type="hidden" name="intent" value="remove" />
      <input type="hidden" name="email" value={email} />
    </>
  );
  if (hydrated) {
    return (
      <ConfirmDialog
        trigger={name}
        triggerClassName={triggerClass}
        title={t("remove.title")}
        text={t("remove.text", { email })}
        confirmLabel={t("remove.confirm")}
        action={action}
      >
        {fields}
      </ConfirmDialog>
    );
  }
  return (
    <details className="inline-block text-left">
      <summary className={`inline-block cursor-pointer ${triggerClass}`}>{name}</summary>
      <div className="mt-3 max-w-xs space-y-3">
        <p className="text-sm break-words text-ink">{t("remove.text", { email })}</p>
        <Form method="post" action={action}>
          {fields}
          <button type="submit" className={buttonClasses("danger", "sm")}>
            {t("remove.confirm")}
          </button>
        </Form>
      </div>
    </details>
  );
}

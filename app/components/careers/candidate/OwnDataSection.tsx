import { useTranslation } from "react-i18next";
import { Form, useLocation, useNavigation } from "react-router";
import { CheckboxField, StatusButton } from "~/components/forms/fields";
import { buttonClasses } from "~/components/ui/button";
import { type FormResult, messageOf } from "~/lib/forms/result";

/**
 * The candidate's data as theirs: a copy to download, and erasing everything. Erasing is a whole
 * page's post (it ends the page: the link stops working), confirmed by a box the candidate ticks.
 */
export function OwnDataSection({ result }: { result?: FormResult }) {
  const { t } = useTranslation("candidate");
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const erasing = navigation.state !== "idle" && navigation.formData?.get("intent") === "erase";
  const confirmError = messageOf(result, "confirm");
  return (
    <section aria-labelledby="own-data" className="space-y-4">
      <h2 id="own-data" className="text-2xl font-bold text-ink">
        {t("data.heading")}
      </h2>
      <p className="text-ink-muted">{t("data.copyText")}</p>
      <a href={`${pathname}/copy`} download className={buttonClasses("outline", "md")} data-testid="copy-download">
        {t("data.copy")}
      </a>
      <Form method="post" className="mt-6 space-y-4 rounded-2xl border border-red-200 p-5">
        <input type="hidden" name="intent" value="erase" />
        <h3 className="text-lg font-semibold text-ink">{t("data.eraseHeading")}</h3>
        <p className="text-sm text-ink">{t("data.eraseText")}</p>
        <CheckboxField label={t("data.eraseConfirm")} name="confirm" error={confirmError} />
        <StatusButton
          status={erasing ? "pending" : "idle"}
          labels={{ idle: t("data.erase"), pending: t("data.erasing") }}
          variant="danger"
          data-testid="erase-submit"
        />
      </Form>
    </section>
  );
}

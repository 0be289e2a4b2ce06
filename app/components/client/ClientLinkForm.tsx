import { useTranslation } from "react-i18next";
import { EmailField, Field } from "~/components/forms/fields";
import { SubmitRow } from "~/components/forms/SubmitRow";
import { useInPlaceForm } from "~/components/forms/use-form-layer";

const loadSchema = () => import("~/lib/validation/client").then((module) => module.clientLinkSchema);
const FIELDS = ["email", "reference"] as const;

/** Asking for the private link again (decision 0038): the same answer whether or not a request exists. */
export function ClientLinkForm() {
  const { t } = useTranslation("client");
  const { fetcher, form, sending, sent } = useInPlaceForm({ schema: loadSchema, fields: FIELDS });
  return (
    <fetcher.Form method="post" action="" {...form.props} className="space-y-5 text-left" data-testid="client-link-form">
      <EmailField label={t("link.email")} {...form.field("email")} />
      <Field label={t("link.reference")} hint={t("link.referenceHint")} maxLength={20} {...form.field("reference")} />
      <SubmitRow
        form={form}
        sending={sending}
        sent={sent}
        labels={{ idle: t("link.send"), pending: t("link.sending"), done: t("link.sent") }}
        thanks={t("link.thanks")}
        summary={t("errors.summary")}
        testId="client-link"
      />
    </fetcher.Form>
  );
}

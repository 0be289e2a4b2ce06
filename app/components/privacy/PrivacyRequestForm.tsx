import { useTranslation } from "react-i18next";
import { CheckboxGroup, EmailField } from "~/components/forms/fields";
import { SubmitRow } from "~/components/forms/SubmitRow";
import { useInPlaceForm } from "~/components/forms/use-form-layer";
import { PRIVACY_REQUEST_KINDS } from "~/lib/privacy/requests";

const loadSchema = () => import("~/lib/validation/privacy-request").then((module) => module.privacyRequestSchema);
const FIELDS = ["email", "kind"] as const;

/**
 * Asking for a copy of one's data or its erasure (decision 0041): an address and the kind, posted
 * in place with JavaScript and as the page without. The answer is the same whether or not the
 * address is known; nothing is chosen for the person, so an erasure is never asked by default.
 */
export function PrivacyRequestForm({ confirmHours }: { confirmHours: number }) {
  const { t } = useTranslation("privacy-request");
  const { fetcher, form, sending, sent } = useInPlaceForm({ schema: loadSchema, fields: FIELDS });
  return (
    <fetcher.Form method="post" action="" {...form.props} className="space-y-6" data-testid="privacy-request-form">
      <EmailField label={t("form.email")} hint={t("form.emailHint")} {...form.field("email")} />
      <CheckboxGroup
        type="radio"
        legend={t("form.kind")}
        options={PRIVACY_REQUEST_KINDS.map((kind) => ({ value: kind, label: t(`form.kinds.${kind}`) }))}
        touch
        {...form.group("kind")}
      />
      <SubmitRow
        form={form}
        sending={sending}
        sent={sent}
        labels={{ idle: t("form.send"), pending: t("form.sending"), done: t("form.sent") }}
        thanks={t("form.thanks", { hours: confirmHours })}
        summary={t("errors.summary")}
        testId="privacy-request"
      />
    </fetcher.Form>
  );
}

import { useTranslation } from "react-i18next";
import { EmailField } from "~/components/forms/fields";
import { SubmitRow } from "~/components/forms/SubmitRow";
import { useInPlaceForm } from "~/components/forms/use-form-layer";
import { CANDIDATE_LINK_FIELDS } from "~/lib/validation/candidate";

const loadSchema = () => import("~/lib/validation/candidate").then((module) => module.candidateLinkSchema);

/** Asking for a new private link: the answer is the same whether or not the address has applied. */
export function CandidateLinkForm() {
  const { t } = useTranslation("candidate");
  const { fetcher, form, sending, sent } = useInPlaceForm({ schema: loadSchema, fields: CANDIDATE_LINK_FIELDS });
  return (
    <fetcher.Form method="post" {...form.props} className="space-y-5 text-left" data-testid="candidate-link-form">
      <EmailField label={t("link.email")} {...form.field("email")} />
      <SubmitRow
        form={form}
        sending={sending}
        sent={sent}
        labels={{ idle: t("link.send"), pending: t("link.sending"), done: t("link.sent") }}
        thanks={t("link.thanks")}
        summary={t("errors.summary")}
        testId="candidate-link"
      />
    </fetcher.Form>
  );
}

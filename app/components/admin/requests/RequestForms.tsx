/**
 * Staff's forms on a request's page (decision 0038): its owner, its next follow-up, a note. Each
 * saves in place (a fetcher) and, without JavaScript, posts to the page, which answers with the
 * page and the outcome; a refusal shows beside its field.
 */
import { useTranslation } from "react-i18next";
import { Field, SelectField, TextareaField } from "~/components/forms/fields";
import { messageOf, succeeded } from "~/lib/forms/result";
import { REQUEST_NOTE_MAX } from "~/lib/staff-requests/pipeline";
import { useRecordFetcher } from "../records/record-fetcher";

/** The value of the owner's select that asks for the owner next in turn. */
const IN_TURN = "turn";

export function OwnerForm({ ownerId, owners }: { ownerId: string | null; owners: { id: string; name: string }[] }) {
  const { t } = useTranslation("admin-requests");
  const { fetcher, action, saveButton } = useRecordFetcher();
  return (
    <fetcher.Form method="post" action={action} className="flex flex-wrap items-end gap-3">
      <input type="hidden" name="intent" value="setOwner" />
      <SelectField
        label={t("owner.label")}
        name="owner"
        defaultValue={ownerId ?? ""}
        key={ownerId ?? ""}
        placeholder={t("owner.nobody")}
        options={[
          { value: IN_TURN, label: t("owner.inTurn") },
          ...owners.map((owner) => ({ value: owner.id, label: owner.name })),
        ]}
        error={messageOf(fetcher.data, "owner")}
        className="w-auto text-sm"
      />
      {saveButton(t("owner.submit"))}
    </fetcher.Form>
  );
}

export function FollowUpForm({ followUpOn }: { followUpOn: string | null }) {
  const { t } = useTranslation("admin-requests");
  const { fetcher, action, saveButton } = useRecordFetcher();
  return (
    <fetcher.Form method="post" action={action} className="flex flex-wrap items-end gap-3">
      <input type="hidden" name="intent" value="setFollowUp" />
      <div className="min-w-44">
        <Field
          label={t("followUp.label")}
          hint={t("followUp.hint")}
          type="date"
          name="followUpOn"
          defaultValue={followUpOn ?? ""}
          key={followUpOn ?? ""}
          error={messageOf(fetcher.data, "followUpOn")}
        />
      </div>
      {saveButton(t("followUp.submit"))}
    </fetcher.Form>
  );
}

export function NoteForm() {
  const { t } = useTranslation("admin-requests");
  const { fetcher, action, saveButton } = useRecordFetcher();
  // A saved note leaves an empty field for the next one.
  const key = succeeded(fetcher.data) && fetcher.state === "idle" ? "saved" : "typing";
  return (
    <fetcher.Form method="post" action={action}>
      <input type="hidden" name="intent" value="addNote" />
      <TextareaField
        key={key}
        label={t("note.label")}
        name="text"
        rows={3}
        maxLength={REQUEST_NOTE_MAX}
        required
        error={messageOf(fetcher.data, "text")}
        className="text-sm"
      />
      {saveButton(t("note.submit"), "mt-3")}
    </fetcher.Form>
  );
}

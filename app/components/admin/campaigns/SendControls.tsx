/**
 * What an editor does with a saved draft or scheduled campaign: send a test to themself, see who a
 * send reaches, send now, schedule or unschedule, and delete a draft. Every send uses the saved
 * version. Confirmations are dialogs, so they show once JavaScript runs; the rest posts without it.
 */
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigation } from "react-router";
import { Field, SelectField } from "~/components/forms/fields";
import { IntentForm } from "~/components/forms/IntentForm";
import { useFormLayer } from "~/components/forms/use-form-layer";
import { buttonClasses } from "~/components/ui/button";
import { LANGUAGE_NAMES, LANGUAGES } from "~/i18n/languages";
import { type ActionResult, resultOf } from "~/lib/admin/action-result";
import type { Campaign } from "~/lib/campaigns";
import { useHydrated } from "~/lib/use-hydrated";
import { ConfirmDialog } from "../ConfirmDialog";
import { DateTime } from "../list/DateTime";
import { useNumbers } from "../list/numbers";
import { surfaceClass } from "../list/styles";
import { IntentButton } from "./IntentButton";
import type { AudienceNow } from "./types";

const loadTestSchema = () => import("~/lib/validation/campaign").then((module) => module.sendTestSchema);
const loadScheduleSchema = () => import("~/lib/validation/campaign").then((module) => module.scheduleSchema);

interface Props {
  campaign: Campaign;
  audience: AudienceNow;
  email: string;
  result?: ActionResult;
}

export function SendControls({ campaign, audience, email, result }: Props) {
  const { t } = useTranslation("admin-campaigns");
  const hydrated = useHydrated();
  const audienceText = useAudienceText(audience);
  return (
    <section aria-labelledby="campaign-send" className={`space-y-6 p-6 ${surfaceClass}`}>
      <h2 id="campaign-send" className="text-lg font-semibold text-ink">
        {t("send.title")}
      </h2>
      <p className="text-sm text-ink" data-testid="campaign-audience">
        {audienceText}
      </p>
      <TestForm email={email} result={resultOf(result, "sendTest")} />
      <ScheduleForm campaign={campaign} result={resultOf(result, "schedule")} />
      <div className="flex flex-wrap gap-3">
        {hydrated ? (
          <ConfirmDialog
            trigger={t("send.now")}
            triggerClassName={buttonClasses("primary")}
            title={t("send.confirmTitle", { name: campaign.name })}
            text={audienceText}
            confirmLabel={t("send.confirm")}
          >
            <input type="hidden" name="intent" value="sendNow" />
          </ConfirmDialog>
        ) : (
          <IntentButton intent="sendNow" label={t("send.now")} variant="primary" />
        )}
        {campaign.status === "scheduled" ? <IntentButton intent="unschedule" label={t("send.unschedule")} /> : null}
        {hydrated && campaign.status === "draft" ? (
          <ConfirmDialog
            trigger={t("admin:common.delete")}
            triggerClassName={buttonClasses("danger")}
            title={t("delete.title")}
            text={t("delete.text", { name: campaign.name })}
            confirmLabel={t("admin:common.delete")}
          >
            <input type="hidden" name="intent" value="delete" />
          </ConfirmDialog>
        ) : null}
        {hydrated && campaign.status === "scheduled" ? <CancelButton name={campaign.name} /> : null}
      </div>
    </section>
  );
}

/** Who a send reaches now: the rule that decides it (double opt-in) and the count per language. */
function useAudienceText(audience: AudienceNow): string {
  const { t } = useTranslation("admin-campaigns");
  const numbers = useNumbers();
  const counts = LANGUAGES.map((language) => `${LANGUAGE_NAMES[language]}: ${numbers.number(audience.counts[language])}`);
  return t("send.audience", {
    who: t(`send.audienceRule.${audience.audience}`),
    total: numbers.number(audience.total),
    counts: counts.join(", "),
  });
}

/** Cancels a scheduled or running send, after a confirmation. */
export function CancelButton({ name }: { name: string }) {
  const { t } = useTranslation("admin-campaigns");
  return (
    <ConfirmDialog
      trigger={t("cancel.trigger")}
      triggerClassName={buttonClasses("danger")}
      title={t("cancel.title")}
      text={t("cancel.text", { name })}
      confirmLabel={t("cancel.confirm")}
    >
      <input type="hidden" name="intent" value="cancel" />
    </ConfirmDialog>
  );
}

/** An intent form of one line (test, schedule): its field and a secondary button beside it, busy while it posts. */
function useInlineForm(intent: string) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  return { intent, busy, variant: "secondary", className: "flex flex-wrap items-end gap-3" } as const;
}

/** "Send a test to me": the chosen language's version, to the signed-in user's own address. */
function TestForm({ email, result }: { email: string; result?: ActionResult }) {
  const { t } = useTranslation("admin-campaigns");
  const form = useFormLayer({ schema: loadTestSchema, fields: ["language"], lastResult: result });
  const inline = useInlineForm("sendTest");
  return (
    <IntentForm {...inline} form={form} submit={{ idle: t("test.submit"), pending: t("test.sending") }}>
      <SelectField
        {...form.field("language")}
        label={t("test.language")}
        hint={t("test.hint", { email })}
        defaultValue="en"
        options={LANGUAGES.map((value) => ({ value, label: LANGUAGE_NAMES[value] }))}
      />
    </IntentForm>
  );
}

/** The browser's offset from UTC once it runs; until then (or without JavaScript) the time reads as UTC. */
function useTimeZone() {
  const [zone, setZone] = useState<{ offset: number; name: string }>();
  useEffect(() => {
    setZone({ offset: new Date().getTimezoneOffset(), name: Intl.DateTimeFormat().resolvedOptions().timeZone });
  }, []);
  return zone;
}

/** Schedule (or move) the send to a time in the future. */
function ScheduleForm({ campaign, result }: { campaign: Campaign; result?: ActionResult }) {
  const { t } = useTranslation("admin-campaigns");
  const zone = useTimeZone();
  const form = useFormLayer({ schema: loadScheduleSchema, fields: ["at", "offset"], lastResult: result });
  const inline = useInlineForm("schedule");
  return (
    <div>
      {campaign.status === "scheduled" ? (
        <p className="mb-2 text-sm text-ink" data-testid="campaign-scheduled">
          {t("schedule.current")} <DateTime value={campaign.scheduledAt} />
        </p>
      ) : null}
      <IntentForm
        {...inline}
        form={form}
        submit={{ idle: t(campaign.status === "scheduled" ? "schedule.move" : "schedule.submit") }}
      >
        <Field
          {...form.field("at")}
          type="datetime-local"
          label={t("schedule.at")}
          hint={zone ? t("schedule.local", { zone: zone.name }) : t("schedule.utc")}
          required
        />
        {zone ? <input type="hidden" name="offset" value={zone.offset} /> : null}
      </IntentForm>
    </div>
  );
}

/** The site details (decision 0011): social profiles (an empty one is hidden everywhere) and contact details. */
import { useTranslation } from "react-i18next";
import { useNavigation } from "react-router";
import { Field } from "~/components/forms/fields";
import { IntentForm } from "~/components/forms/IntentForm";
import { useFormLayer } from "~/components/forms/use-form-layer";
import type { ContentActionResult } from "~/lib/admin/content-tabs";
import { succeeded } from "~/lib/forms/result";
import { CONTENT_MAX_LENGTH as MAX, SOCIAL_NETWORKS } from "~/lib/validation/limits";

const loadSchema = () => import("~/lib/validation/content").then((module) => module.siteDetailsSchema);
const CONTACT_FIELDS = ["phone", "email", "address"] as const;
const FIELDS = [
  ...SOCIAL_NETWORKS.map((network) => `socialLinks.${network}`),
  ...CONTACT_FIELDS.map((name) => `contact.${name}`),
];

export interface SiteDetailsValues {
  socialLinks: Record<(typeof SOCIAL_NETWORKS)[number], string>;
  contact: Record<(typeof CONTACT_FIELDS)[number], string>;
}

export function SiteDetailsForm({ details, result }: { details: SiteDetailsValues; result?: ContentActionResult }) {
  const { t } = useTranslation("admin-content");
  const navigation = useNavigation();
  const form = useFormLayer({ schema: loadSchema, fields: FIELDS, lastResult: result });
  const refused = result !== undefined && !succeeded(result);
  const field = (name: string, saved: string) => {
    const props = form.field(name);
    return { ...props, defaultValue: refused ? (props.defaultValue ?? "") : saved };
  };
  return (
    <IntentForm intent="saveDetails" form={form} busy={navigation.state === "submitting"} className="space-y-6">
      <fieldset className="space-y-4 rounded-xl border border-slate-200 bg-white p-4">
        <legend className="px-1 font-semibold text-ink">{t("details.social")}</legend>
        <p className="text-sm text-ink-muted">{t("details.socialHint")}</p>
        {SOCIAL_NETWORKS.map((network) => (
          <Field
            key={network}
            type="url"
            label={t(`details.networks.${network}`)}
            maxLength={MAX.url}
            {...field(`socialLinks.${network}`, details.socialLinks[network])}
          />
        ))}
      </fieldset>
      <fieldset className="space-y-4 rounded-xl border border-slate-200 bg-white p-4">
        <legend className="px-1 font-semibold text-ink">{t("details.contact")}</legend>
        <Field type="tel" label={t("details.phone")} maxLength={MAX.phone} {...field("contact.phone", details.contact.phone)} />
        <Field type="email" label={t("details.email")} required {...field("contact.email", details.contact.email)} />
        <Field label={t("details.address")} maxLength={MAX.address} {...field("contact.address", details.contact.address)} />
      </fieldset>
    </IntentForm>
  );
}

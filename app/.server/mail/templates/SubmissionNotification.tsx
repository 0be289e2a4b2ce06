import { Link, Section, Text } from "@react-email/components";
import type { EmailText } from "../render";
import { EmailLayout, paragraph } from "./EmailLayout";

export interface SubmissionNotificationProps {
  t: EmailText;
  language: string;
  siteName: string;
  address: string;
  /** i18n key of the heading, e.g. "notification.contact.title". */
  titleKey: string;
  /** Labelled values in display order; values are shown as text, never as HTML. */
  fields: Array<{ label: string; value: string }>;
  adminUrl: string;
}

const label = {
  color: "#4a5b68",
  fontSize: "12px",
  fontWeight: 600,
  letterSpacing: "0.05em",
  margin: "0",
  textTransform: "uppercase" as const,
};
const value = { color: "#10222f", fontSize: "15px", lineHeight: "22px", margin: "2px 0 14px", whiteSpace: "pre-wrap" as const };

/** Tells staff that a visitor sent something (contact message, partnership request, volunteer, pledge). */
export function SubmissionNotification({
  t,
  language,
  siteName,
  address,
  titleKey,
  fields,
  adminUrl,
}: SubmissionNotificationProps) {
  return (
    <EmailLayout language={language} siteName={siteName} address={address} preview={t(titleKey)}>
      <Text style={{ ...paragraph, fontSize: "18px", fontWeight: 700 }}>{t(titleKey)}</Text>
      <Section>
        {fields.map((field) => (
          <div key={field.label}>
            <Text style={label}>{field.label}</Text>
            <Text style={value}>{field.value || "—"}</Text>
          </div>
        ))}
      </Section>
      <Text style={paragraph}>
        <Link href={adminUrl}>{t("notification.openAdmin")}</Link>
      </Text>
    </EmailLayout>
  );
}

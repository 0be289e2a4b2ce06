import { Text } from "@react-email/components";
import type { EmailText } from "../render";
import { EmailLayout, paragraph } from "./EmailLayout";
import { PrivateLink } from "./PrivateLink";

export interface ApplicationAcknowledgementProps {
  /** Bound to the `candidate-email` namespace of the candidate's language. */
  t: EmailText;
  language: string;
  siteName: string;
  address: string;
  name: string;
  /** The opening's title in the candidate's language, or the talent pool's name. */
  appliedFor: string;
  reference: string;
  /** The candidate's private page (decision 0035). */
  link: string;
  linkDays: number;
}

/**
 * Tells a candidate their application arrived (decision 0035): what they applied for, its
 * reference, what happens next, and their private link to follow, update, withdraw or erase it.
 */
export function ApplicationAcknowledgement({
  t,
  language,
  siteName,
  address,
  name,
  appliedFor,
  reference,
  link,
  linkDays,
}: ApplicationAcknowledgementProps) {
  return (
    <EmailLayout language={language} siteName={siteName} address={address} preview={t("acknowledgement.preview", { reference })}>
      <Text style={paragraph}>{t("acknowledgement.greeting", { name })}</Text>
      <Text style={paragraph}>{t("acknowledgement.received", { appliedFor, reference })}</Text>
      <Text style={paragraph}>{t("acknowledgement.next")}</Text>
      <Text style={paragraph}>{t("acknowledgement.linkText", { days: linkDays })}</Text>
      <PrivateLink href={link} label={t("acknowledgement.linkButton")} fallback={t("acknowledgement.linkFallback")} />
      <Text style={paragraph}>{t("acknowledgement.signature", { siteName })}</Text>
    </EmailLayout>
  );
}

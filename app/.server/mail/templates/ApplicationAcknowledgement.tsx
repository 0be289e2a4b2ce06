import { Button, Link, Text } from "@react-email/components";
import type { EmailText } from "../render";
import { button, EmailLayout, paragraph } from "./EmailLayout";

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
      <Text style={paragraph}>
        <Button href={link} style={button}>
          {t("acknowledgement.linkButton")}
        </Button>
      </Text>
      <Text style={paragraph}>
        {t("acknowledgement.linkFallback")} <Link href={link}>{link}</Link>
      </Text>
      <Text style={paragraph}>{t("acknowledgement.signature", { siteName })}</Text>
    </EmailLayout>
  );
}

import { Text } from "@react-email/components";
import type { EmailText } from "../render";
import { EmailLayout, paragraph } from "./EmailLayout";

export interface DonationAcknowledgementProps {
  t: EmailText;
  language: string;
  siteName: string;
  address: string;
  name: string;
  amount: string;
  program: string;
  contactEmail: string;
}

/** Thanks a donor for a pledge and says how the gift is completed (no card is taken online). */
export function DonationAcknowledgement({
  t,
  language,
  siteName,
  address,
  name,
  amount,
  program,
  contactEmail,
}: DonationAcknowledgementProps) {
  return (
    <EmailLayout language={language} siteName={siteName} address={address} preview={t("donation.preview")}>
      <Text style={paragraph}>{t("donation.greeting", { name })}</Text>
      <Text style={paragraph}>{t("donation.body", { amount, program })}</Text>
      <Text style={paragraph}>{t("donation.nextSteps", { contactEmail })}</Text>
      <Text style={paragraph}>{t("donation.signature", { siteName })}</Text>
    </EmailLayout>
  );
}

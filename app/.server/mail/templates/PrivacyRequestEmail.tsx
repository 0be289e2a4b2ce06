import { Text } from "@react-email/components";
import type { EmailText } from "../render";
import { EmailLayout, paragraph } from "./EmailLayout";
import { PrivateLink } from "./PrivateLink";

export interface PrivacyRequestEmailProps {
  t: EmailText;
  language: string;
  siteName: string;
  address: string;
  kind: "copy" | "erasure";
  confirmUrl: string;
  hours: number;
}

/**
 * The link that proves a privacy request's address (decision 0041): what was asked, the link and
 * its lifetime, and that whoever did not ask may ignore it. Every address typed gets it, known or not.
 */
export function PrivacyRequestEmail({ t, language, siteName, address, kind, confirmUrl, hours }: PrivacyRequestEmailProps) {
  return (
    <EmailLayout language={language} siteName={siteName} address={address} preview={t(`confirm.preview.${kind}`)}>
      <Text style={paragraph}>{t("confirm.greeting")}</Text>
      <Text style={paragraph}>{t(`confirm.asked.${kind}`, { siteName })}</Text>
      <Text style={paragraph}>{t("confirm.prove", { hours })}</Text>
      <PrivateLink href={confirmUrl} label={t("confirm.button")} fallback={t("confirm.fallback")} />
      <Text style={paragraph}>{t("confirm.notYou")}</Text>
      <Text style={paragraph}>{t("confirm.signature", { siteName })}</Text>
    </EmailLayout>
  );
}

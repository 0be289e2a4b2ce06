import { Button, Text } from "@react-email/components";
import type { EmailText } from "../render";
import { button, EmailLayout, paragraph } from "./EmailLayout";

export interface CandidateLinkEmailProps {
  t: EmailText;
  language: string;
  siteName: string;
  address: string;
  name: string;
  pageUrl: string;
  days: number;
}

/** A new private link to a candidate's page, sent on request (decision 0035). */
export function CandidateLinkEmail({ t, language, siteName, address, name, pageUrl, days }: CandidateLinkEmailProps) {
  return (
    <EmailLayout language={language} siteName={siteName} address={address} preview={t("linkEmail.preview")}>
      <Text style={paragraph}>{t("linkEmail.greeting", { name })}</Text>
      <Text style={paragraph}>{t("linkEmail.body", { days })}</Text>
      <Button href={pageUrl} style={button}>
        {t("linkEmail.button")}
      </Button>
      <Text style={paragraph}>{t("linkEmail.notYou")}</Text>
      <Text style={paragraph}>{t("linkEmail.signature", { siteName })}</Text>
    </EmailLayout>
  );
}

import { Button, Link, Text } from "@react-email/components";
import type { EmailText } from "../render";
import { button, EmailLayout, footerText, paragraph } from "./EmailLayout";

export interface JobAlertConfirmEmailProps {
  t: EmailText;
  language: string;
  siteName: string;
  address: string;
  confirmUrl: string;
  unsubscribeUrl: string;
}

/** Double opt-in of job alerts (decision 0036): nothing is sent until this link is followed. */
export function JobAlertConfirmEmail({ t, language, siteName, address, confirmUrl, unsubscribeUrl }: JobAlertConfirmEmailProps) {
  return (
    <EmailLayout
      language={language}
      siteName={siteName}
      address={address}
      preview={t("email.confirm.preview")}
      footer={
        <Text style={footerText}>
          {t("email.confirm.notYou")} <Link href={unsubscribeUrl}>{t("email.unsubscribe")}</Link>
        </Text>
      }
    >
      <Text style={paragraph}>{t("email.confirm.body", { siteName })}</Text>
      <Button href={confirmUrl} style={button}>
        {t("email.confirm.button")}
      </Button>
      <Text style={{ ...paragraph, marginTop: "16px" }}>{t("email.confirm.ignore")}</Text>
    </EmailLayout>
  );
}

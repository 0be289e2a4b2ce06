import { Button, Text } from "@react-email/components";
import type { EmailText } from "../render";
import { button, EmailLayout, footerText, paragraph } from "./EmailLayout";

/** Which account email: each has its own keys under `account.<kind>` in the email dictionary. */
export type AccountEmailKind = "resetPassword" | "verifyEmail" | "invitation";

export interface AccountEmailProps {
  t: EmailText;
  kind: AccountEmailKind;
  language: string;
  siteName: string;
  address: string;
  name: string;
  actionUrl: string;
}

/** Password reset, email verification and staff invitation: one message with one button each. */
export function AccountEmail({ t, kind, language, siteName, address, name, actionUrl }: AccountEmailProps) {
  return (
    <EmailLayout
      language={language}
      siteName={siteName}
      address={address}
      preview={t(`account.${kind}.preview`, { siteName })}
      footer={<Text style={footerText}>{t(`account.${kind}.ignore`)}</Text>}
    >
      <Text style={paragraph}>{t("account.greeting", { name })}</Text>
      <Text style={paragraph}>{t(`account.${kind}.body`, { siteName })}</Text>
      <Button href={actionUrl} style={button}>
        {t(`account.${kind}.action`)}
      </Button>
      <Text style={paragraph}>{t(`account.${kind}.expiry`)}</Text>
      <Text style={paragraph}>{t("account.signature", { siteName })}</Text>
    </EmailLayout>
  );
}

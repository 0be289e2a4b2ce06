import { Button, Link, Text } from "@react-email/components";
import type { EmailText } from "../render";
import { button, EmailLayout, footerText, paragraph } from "./EmailLayout";

export interface NewsletterWelcomeProps {
  t: EmailText;
  language: string;
  siteName: string;
  address: string;
  unsubscribeUrl: string;
  /** Present when double opt-in is on: the subscription counts once this link is followed. */
  confirmUrl?: string;
}

export function NewsletterWelcome({ t, language, siteName, address, unsubscribeUrl, confirmUrl }: NewsletterWelcomeProps) {
  return (
    <EmailLayout
      language={language}
      siteName={siteName}
      address={address}
      preview={t("newsletter.preview")}
      footer={
        <Text style={footerText}>
          {t("newsletter.unsubscribeText")} <Link href={unsubscribeUrl}>{t("newsletter.unsubscribe")}</Link>
        </Text>
      }
    >
      <Text style={paragraph}>{t("newsletter.greeting")}</Text>
      <Text style={paragraph}>{t("newsletter.body", { siteName })}</Text>
      {confirmUrl ? (
        <>
          <Text style={paragraph}>{t("newsletter.confirmText")}</Text>
          <Button href={confirmUrl} style={button}>
            {t("newsletter.confirm")}
          </Button>
        </>
      ) : null}
      <Text style={paragraph}>{t("newsletter.signature", { siteName })}</Text>
    </EmailLayout>
  );
}

import { Button, Link, Text } from "@react-email/components";
import type { EmailText } from "../render";
import { button, EmailLayout, footerText, paragraph } from "./EmailLayout";

/** An opening's facts, already worded in the subscriber's language. */
export interface AlertedOpeningFacts {
  title: string;
  place: string;
  kind: string;
  start: string;
  /** Absent when the opening gives no pay. */
  pay?: string;
  url: string;
}

export interface JobAlertEmailProps {
  t: EmailText;
  language: string;
  siteName: string;
  address: string;
  opening: AlertedOpeningFacts;
  unsubscribeUrl: string;
  /** The sign-up page, where the subscriber changes what they asked for. */
  alertsUrl: string;
}

const fact = { ...paragraph, margin: "0 0 6px" };

/** One new opening for one job-alert subscriber (decision 0036), with the one-click unsubscribe link. */
export function JobAlertEmail({ t, language, siteName, address, opening, unsubscribeUrl, alertsUrl }: JobAlertEmailProps) {
  return (
    <EmailLayout
      language={language}
      siteName={siteName}
      address={address}
      preview={t("email.alert.preview", { title: opening.title })}
      footer={
        <Text style={footerText}>
          {t("email.alert.why", { siteName })} <Link href={alertsUrl}>{t("email.alert.change")}</Link> ·{" "}
          <Link href={unsubscribeUrl}>{t("email.unsubscribe")}</Link>
        </Text>
      }
    >
      <Text style={paragraph}>{t("email.alert.intro")}</Text>
      <Text style={{ ...paragraph, fontSize: "18px", fontWeight: 700 }}>{opening.title}</Text>
      <Text style={fact}>{t("email.alert.place", { place: opening.place })}</Text>
      <Text style={fact}>{t("email.alert.kind", { kind: opening.kind })}</Text>
      <Text style={fact}>{t("email.alert.start", { date: opening.start })}</Text>
      {opening.pay ? <Text style={fact}>{t("email.alert.pay", { pay: opening.pay })}</Text> : null}
      <Button href={opening.url} style={{ ...button, marginTop: "16px" }}>
        {t("email.alert.view")}
      </Button>
    </EmailLayout>
  );
}

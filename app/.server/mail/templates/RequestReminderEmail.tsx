import { Link, Section, Text } from "@react-email/components";
import type { EmailText } from "../render";
import { EmailLayout, paragraph } from "./EmailLayout";

export interface ReminderItem {
  reference: string;
  organization: string;
  /** YYYY-MM-DD. */
  followUpOn: string;
  overdue: boolean;
  url: string;
}

export interface RequestReminderEmailProps {
  t: EmailText;
  language: string;
  siteName: string;
  address: string;
  name: string;
  items: ReminderItem[];
  dashboardUrl: string;
}

/** Tells a request's owner that its follow-up is due (decision 0038): every request of theirs due in this run. */
export function RequestReminderEmail({ t, language, siteName, address, name, items, dashboardUrl }: RequestReminderEmailProps) {
  return (
    <EmailLayout
      language={language}
      siteName={siteName}
      address={address}
      preview={t("reminder.preview", { count: items.length })}
    >
      <Text style={paragraph}>{t("reminder.greeting", { name })}</Text>
      <Text style={paragraph}>{t("reminder.intro", { count: items.length })}</Text>
      <Section>
        {items.map((item) => (
          <Text key={item.reference} style={paragraph}>
            <Link href={item.url}>
              {item.reference} · {item.organization}
            </Link>
            <br />
            {item.overdue ? t("reminder.overdue", { date: item.followUpOn }) : t("reminder.today")}
          </Text>
        ))}
      </Section>
      <Text style={paragraph}>
        <Link href={dashboardUrl}>{t("reminder.dashboard")}</Link>
      </Text>
    </EmailLayout>
  );
}

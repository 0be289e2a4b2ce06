import { Button, Text } from "@react-email/components";
import type { EmailText } from "../render";
import { button, EmailLayout, paragraph } from "./EmailLayout";

export interface ClientEmailProps {
  t: EmailText;
  language: string;
  siteName: string;
  address: string;
  /** The keys' group in the client-email namespace: "link" or "season". */
  kind: "link" | "season" | "reordered";
  values: Record<string, string | number>;
  pageUrl: string;
}

/** An email to a client with their private link (decision 0038): a new link on request, next season's offer. */
export function ClientEmail({ t, language, siteName, address, kind, values, pageUrl }: ClientEmailProps) {
  return (
    <EmailLayout language={language} siteName={siteName} address={address} preview={t(`${kind}.preview`, values)}>
      <Text style={paragraph}>{t(`${kind}.greeting`, values)}</Text>
      <Text style={paragraph}>{t(`${kind}.body`, values)}</Text>
      <Button href={pageUrl} style={button}>
        {t(`${kind}.button`, values)}
      </Button>
      <Text style={paragraph}>{t(`${kind}.notYou`, values)}</Text>
      <Text style={paragraph}>{t(`${kind}.signature`, { ...values, siteName })}</Text>
    </EmailLayout>
  );
}

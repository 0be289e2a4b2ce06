import { Text } from "@react-email/components";
import type { EmailText } from "../render";
import { EmailLayout, paragraph } from "./EmailLayout";
import { PrivateLink } from "./PrivateLink";

export interface RequestAcknowledgementProps {
  /** Bound to the `request-email` namespace of the client's language. */
  t: EmailText;
  language: string;
  siteName: string;
  address: string;
  /** The contact person. */
  name: string;
  organization: string;
  reference: string;
  /** Each line of the request as the client reads it back, in their language. */
  lines: string[];
  /** The client's private page (decision 0038). */
  link: string;
  linkDays: number;
}

/**
 * Tells a client their request for staff arrived (decision 0038): its reference, the lines as they
 * asked for them, what happens next, and their private link to follow the request.
 */
export function RequestAcknowledgement({
  t,
  language,
  siteName,
  address,
  name,
  organization,
  reference,
  lines,
  link,
  linkDays,
}: RequestAcknowledgementProps) {
  return (
    <EmailLayout language={language} siteName={siteName} address={address} preview={t("acknowledgement.preview", { reference })}>
      <Text style={paragraph}>{t("acknowledgement.greeting", { name })}</Text>
      <Text style={paragraph}>{t("acknowledgement.received", { organization, reference })}</Text>
      <Text style={paragraph}>{t("acknowledgement.linesIntro")}</Text>
      <ul style={{ ...paragraph, paddingLeft: "20px" }}>
        {lines.map((line, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the lines are fixed, in the request's order.
          <li key={index}>{line}</li>
        ))}
      </ul>
      <Text style={paragraph}>{t("acknowledgement.next")}</Text>
      <Text style={paragraph}>{t("acknowledgement.linkText", { days: linkDays })}</Text>
      <PrivateLink href={link} label={t("acknowledgement.linkButton")} fallback={t("acknowledgement.linkFallback")} />
      <Text style={paragraph}>{t("acknowledgement.signature", { siteName })}</Text>
    </EmailLayout>
  );
}

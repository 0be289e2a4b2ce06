import { Text } from "@react-email/components";
import type { EmailText } from "../render";
import { EmailLayout, paragraph } from "./EmailLayout";
import { PrivateLink } from "./PrivateLink";

/** How staff answered a person's privacy request (decision 0041), each with its own words. */
export type PrivacyAnswer =
  | { kind: "copy"; downloadUrl: string; expires: string }
  | { kind: "erased"; erased: readonly string[] }
  | { kind: "refused"; request: "copy" | "erasure"; reason: string };

export interface PrivacyAnswerEmailProps {
  t: EmailText;
  language: string;
  siteName: string;
  address: string;
  answer: PrivacyAnswer;
}

const quoted = { ...paragraph, borderLeft: "3px solid #cbd5e1", paddingLeft: "12px", whiteSpace: "pre-line" as const };

function Body({ t, answer, siteName }: { t: EmailText; answer: PrivacyAnswer; siteName: string }) {
  switch (answer.kind) {
    case "copy":
      return (
        <>
          <Text style={paragraph}>{t("copy.body", { siteName, expires: answer.expires })}</Text>
          <PrivateLink href={answer.downloadUrl} label={t("copy.button")} fallback={t("copy.fallback")} />
          <Text style={paragraph}>{t("copy.contents")}</Text>
          <Text style={paragraph}>{t("copy.keep")}</Text>
        </>
      );
    case "erased":
      return (
        <>
          <Text style={paragraph}>{t("erased.body", { siteName })}</Text>
          {answer.erased.map((meaning) => (
            <Text key={meaning} style={{ ...paragraph, margin: "0 0 8px" }}>
              • {meaning}
            </Text>
          ))}
          <Text style={paragraph}>{t("erased.suppression")}</Text>
          <Text style={paragraph}>{t("erased.backups")}</Text>
          <Text style={paragraph}>{t("erased.forgotten")}</Text>
        </>
      );
    case "refused":
      return (
        <>
          <Text style={paragraph}>{t(`refused.body.${answer.request}`, { siteName })}</Text>
          <Text style={quoted}>{answer.reason}</Text>
          <Text style={paragraph}>{t("refused.complaint")}</Text>
        </>
      );
  }
}

/** The person's answer to their privacy request, in the language they asked in. */
export function PrivacyAnswerEmail({ t, language, siteName, address, answer }: PrivacyAnswerEmailProps) {
  return (
    <EmailLayout language={language} siteName={siteName} address={address} preview={t(`${answer.kind}.preview`, { siteName })}>
      <Text style={paragraph}>{t("greeting")}</Text>
      <Body t={t} answer={answer} siteName={siteName} />
      <Text style={paragraph}>{t("signature", { siteName })}</Text>
    </EmailLayout>
  );
}

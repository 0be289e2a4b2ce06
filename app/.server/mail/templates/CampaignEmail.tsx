import { Link, Text } from "@react-email/components";
import type { EmailText } from "../render";
import { EmailLayout, footerText } from "./EmailLayout";

export interface CampaignEmailProps {
  t: EmailText;
  /** The language the body is written in (a recipient without their own version reads English). */
  language: string;
  siteName: string;
  address: string;
  preheader: string;
  /** The body, already rendered from Markdown and stripped of raw HTML (../../services/campaigns/markdown). */
  bodyHtml: string;
  unsubscribeUrl: string;
}

/** A newsletter campaign: the shared frame around the editor's Markdown, with the unsubscribe footer. */
export function CampaignEmail({ t, language, siteName, address, preheader, bodyHtml, unsubscribeUrl }: CampaignEmailProps) {
  return (
    <EmailLayout
      language={language}
      siteName={siteName}
      address={address}
      preview={preheader}
      footer={
        <Text style={footerText}>
          {t("newsletter.unsubscribeText")} <Link href={unsubscribeUrl}>{t("newsletter.unsubscribe")}</Link>
        </Text>
      }
    >
      {/* Rendered by markdown-it with raw HTML dropped (campaigns/markdown.ts). */}
      <div dangerouslySetInnerHTML={{ __html: bodyHtml }} />
    </EmailLayout>
  );
}

import { Text } from "@react-email/components";
import { EmailLayout, paragraph } from "./EmailLayout";

export interface CandidateMessageProps {
  language: string;
  siteName: string;
  address: string;
  greeting: string;
  /** The message's paragraphs, as staff keep them in `candidate-messages` or typed for a custom one. */
  paragraphs: readonly string[];
  signature: string;
  /** The application's reference, for the candidate to quote; absent for a message about none. */
  reference?: string;
}

const small = { color: "#4a5b68", fontSize: "13px", lineHeight: "20px", margin: "0" };

/** Every email staff send a candidate (decision 0035): a greeting, the template's words, the team's name. */
export function CandidateMessage({
  language,
  siteName,
  address,
  greeting,
  paragraphs,
  signature,
  reference,
}: CandidateMessageProps) {
  return (
    <EmailLayout
      language={language}
      siteName={siteName}
      address={address}
      preview={paragraphs[0] ?? greeting}
      footer={reference ? <Text style={small}>{reference}</Text> : undefined}
    >
      <Text style={paragraph}>{greeting}</Text>
      {paragraphs.map((text, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the paragraphs are fixed for one rendering.
        <Text key={index} style={paragraph}>
          {text}
        </Text>
      ))}
      <Text style={paragraph}>{signature}</Text>
    </EmailLayout>
  );
}

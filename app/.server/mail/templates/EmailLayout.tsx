import { Body, Container, Head, Hr, Html, Img, Preview, Section, Text } from "@react-email/components";
import type { ReactNode } from "react";

export interface EmailFrame {
  language: string;
  siteName: string;
  address: string;
  preview: string;
  children: ReactNode;
  footer?: ReactNode;
  /** The site's logo, absolute (the recipient's mail client fetches it), shown beside the name. */
  logoUrl?: string;
}

const body = {
  backgroundColor: "#f1f5f9",
  fontFamily: "Inter, Segoe UI, Roboto, Helvetica, Arial, sans-serif",
  margin: 0,
  padding: "24px 0",
};
const card = { backgroundColor: "#ffffff", borderRadius: "12px", maxWidth: "560px", padding: "32px" };
const brand = { color: "#0f2a3d", fontSize: "20px", fontWeight: 700, margin: "0 0 24px" };
const small = { color: "#4a5b68", fontSize: "12px", lineHeight: "18px", margin: "4px 0" };

/** The frame every email shares: brand line, content, and a footer with the company address. */
export function EmailLayout({ language, siteName, address, preview, children, footer, logoUrl }: EmailFrame) {
  return (
    <Html lang={language}>
      <Head />
      <Preview>{preview}</Preview>
      <Body style={body}>
        <Container style={card}>
          {logoUrl ? (
            <Img src={logoUrl} width="48" height="48" alt="" style={{ borderRadius: "8px", marginBottom: "8px" }} />
          ) : null}
          <Text style={brand}>{siteName}</Text>
          {children}
          <Hr style={{ borderColor: "#e2e8f0", margin: "28px 0 16px" }} />
          <Section>
            {footer}
            <Text style={small}>
              {siteName} · {address}
            </Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}

export const paragraph = { color: "#10222f", fontSize: "15px", lineHeight: "24px", margin: "0 0 16px" };
export const button = {
  backgroundColor: "#095756",
  borderRadius: "999px",
  color: "#ffffff",
  display: "inline-block",
  fontSize: "15px",
  fontWeight: 600,
  padding: "12px 24px",
  textDecoration: "none",
};
export const footerText = small;

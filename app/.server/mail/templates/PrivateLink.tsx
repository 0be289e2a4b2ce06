import { Button, Link, Text } from "@react-email/components";
import { button, paragraph } from "./EmailLayout";

/**
 * A private page's link in an email (decisions 0035, 0038): a button, then the address itself for a
 * mail program that shows no button.
 */
export function PrivateLink({ href, label, fallback }: { href: string; label: string; fallback: string }) {
  return (
    <>
      <Text style={paragraph}>
        <Button href={href} style={button}>
          {label}
        </Button>
      </Text>
      <Text style={paragraph}>
        {fallback} <Link href={href}>{href}</Link>
      </Text>
    </>
  );
}

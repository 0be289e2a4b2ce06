/**
 * The SMTP server's refusal of a recipient at send time (decision 0022), as the transport reports
 * it. nodemailer rejects a message whose every recipient was refused at RCPT TO, with the server's
 * reply for each (our messages have one recipient each). A permanent refusal (5xx) is a hard bounce
 * at once; a temporary one (4xx) is retried by the sender, and is a soft bounce only once it gives
 * up. A refusal of our sender (MAIL FROM) or of the content (after DATA) says nothing about the
 * address. Reading the refusal is the mail layer's; keeping it as a bounce is the suppression
 * service's (services/mail/suppression/smtp-refusal.ts), which the outbox reaches through a hook.
 */

export interface RecipientRefusal {
  /** 5xx: the address does not take mail; 4xx: not now. */
  permanent: boolean;
  /** The server's reply, as it gave it ("550 5.1.1 No such user"). */
  detail: string;
}

interface RefusedRecipient {
  command?: unknown;
  responseCode?: unknown;
  response?: unknown;
}

/** The refusal of the recipient among a failed send's errors, if that is why it failed. */
export function recipientRefusal(error: unknown): RecipientRefusal | undefined {
  const refused = (error as { rejectedErrors?: unknown } | null | undefined)?.rejectedErrors;
  if (!Array.isArray(refused)) return undefined;
  for (const each of refused as RefusedRecipient[]) {
    const code = each?.responseCode;
    if (each?.command !== "RCPT TO" || typeof code !== "number" || code < 400 || code >= 600) continue;
    return { permanent: code >= 500, detail: String(each.response ?? code) };
  }
  return undefined;
}

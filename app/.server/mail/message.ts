/** An email as the outbox stores it: rendered once, when the request that causes it commits. */
export interface OutboxMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
  headers?: Record<string, string>;
  /** Where "Reply" answers: one visitor address, checked by ./reply-to.ts (never a raw header). */
  replyTo?: string;
}

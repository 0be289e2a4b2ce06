/**
 * One way in for the providers' webhooks (decision 0025): the configured providers' readers,
 * each verifying a post by its provider's scheme, and the events of a verified post handed to
 * the suppression list's one way in (recordDeliveryEvent), which keeps each event once. A refused
 * post changes nothing. A post with a one-time token (Mailgun's) claims it first, in the database,
 * so a second post with it is refused on any instance; a post whose events could not be kept
 * gives its token back, so the provider's retry is not taken for a replay.
 */

import type { Config } from "../../../config";
import { sendgridPublicKey } from "../../../config";
import type { DB } from "../../../db";
import { recordDeliveryEvent } from "../suppression/events";
import { readMailgunPost } from "./mailgun";
import { postmarkReader } from "./postmark";
import {
  FRESHNESS_MS,
  type MailEventFailure,
  type MailEventPost,
  type MailEventProvider,
  type Reading,
  type Refusal,
} from "./providers";
import { readSendgridPost } from "./sendgrid";
import { readSnsPost, SigningCertificates, type SnsRemote, snsOverHttps } from "./sns";

export type MailEventOutcome =
  | { accepted: true; recorded: number; failure?: MailEventFailure }
  | { accepted: false; refusal: Refusal };

export interface MailEventReceiverOptions {
  db: DB;
  settings: Config["mailEvents"];
  /** Where SNS's certificates and subscription confirmations are fetched; tests supply their own. */
  sns?: SnsRemote;
  /** The clock signatures' freshness is judged by; tests move it. */
  now?: () => Date;
}

/** Claims a one-time token: false when it was seen before. Tokens older than any fresh signature go. */
async function claimToken(db: DB, token: string, now: Date): Promise<boolean> {
  await db
    .deleteFrom("mail_event_tokens")
    .where("seen_at", "<", new Date(now.getTime() - 2 * FRESHNESS_MS).toISOString())
    .execute();
  const claimed = await db
    .insertInto("mail_event_tokens")
    .values({ token, seen_at: now.toISOString() })
    .onConflict((conflict) => conflict.column("token").doNothing())
    .returning("token")
    .executeTakeFirst();
  return claimed !== undefined;
}

export function mailEventReceiver({ db, settings, sns = snsOverHttps, now = () => new Date() }: MailEventReceiverOptions) {
  const readers: Partial<Record<MailEventProvider, (post: MailEventPost) => Reading | Promise<Reading>>> = {};
  if (settings.ses) {
    const endpoint = { topicArn: settings.ses.topicArn, certificates: new SigningCertificates(sns), remote: sns };
    readers.ses = (post) => readSnsPost(post, endpoint);
  }
  if (settings.sendgrid) {
    const publicKey = sendgridPublicKey(settings.sendgrid.publicKey);
    readers.sendgrid = (post) => readSendgridPost(post, { publicKey, now: now() });
  }
  if (settings.postmark) readers.postmark = postmarkReader(settings.postmark);
  if (settings.mailgun) {
    const { signingKey } = settings.mailgun;
    readers.mailgun = (post) => readMailgunPost(post, { signingKey, now: now() });
  }

  return {
    /** Whether the provider is configured; an unconfigured one is absent. */
    configured: (provider: MailEventProvider) => readers[provider] !== undefined,

    /** Verifies a post and keeps its events; throws only when the database fails. */
    async receive(provider: MailEventProvider, post: MailEventPost): Promise<MailEventOutcome> {
      const read = readers[provider];
      if (!read) throw new Error(`${provider} is not configured`);
      const reading = await read(post);
      if ("refusal" in reading) return { accepted: false, refusal: reading.refusal };
      const { token } = reading;
      if (token && !(await claimToken(db, token, now()))) {
        return { accepted: false, refusal: { status: 403, reason: "replayed" } };
      }
      let recorded = 0;
      try {
        for (const event of reading.events) if ((await recordDeliveryEvent(db, event)).recorded) recorded++;
      } catch (error) {
        if (token)
          await db
            .deleteFrom("mail_event_tokens")
            .where("token", "=", token)
            .execute()
            .catch(() => undefined);
        throw error;
      }
      return { accepted: true, recorded, failure: reading.failure };
    },
  };
}

export type MailEventReceiver = ReturnType<typeof mailEventReceiver>;

/**
 * Amazon SES's bounce and complaint notifications, as SNS delivers them (decision 0025): the SNS
 * message is SES's JSON, `notificationType` (or `eventType` when SES publishes through a
 * configuration set) saying which. A permanent bounce is a hard one, a transient or undetermined
 * one soft; each bounced or complained recipient is one event, keyed by the SNS message and the
 * address so that SNS's retries count once. Anything else SES or SNS sends (deliveries, a test
 * message) is accepted and holds no event.
 */
import { z } from "zod";
import type { DeliveryEvent } from "../suppression/events";
import { campaignInHeaders } from "./campaign";
import { detailOf, eventKeyOf } from "./providers";

const recipients = z.array(z.looseObject({ emailAddress: z.string() }));

const notificationSchema = z.looseObject({
  notificationType: z.string().optional(),
  eventType: z.string().optional(),
  bounce: z
    .looseObject({
      bounceType: z.string(),
      bounceSubType: z.string().optional(),
      bouncedRecipients: z.array(
        z.looseObject({ emailAddress: z.string(), status: z.string().optional(), diagnosticCode: z.string().optional() }),
      ),
      timestamp: z.string().optional(),
    })
    .optional(),
  complaint: z
    .looseObject({
      complainedRecipients: recipients,
      complaintFeedbackType: z.string().optional(),
      timestamp: z.string().optional(),
    })
    .optional(),
  mail: z.looseObject({ headers: z.unknown().optional() }).optional(),
});

/** The events of one SNS message from SES; none for a message that is not SES's bounce or complaint. */
export function sesEvents(message: string, messageId: string): DeliveryEvent[] {
  let json: unknown;
  try {
    json = JSON.parse(message);
  } catch {
    return [];
  }
  const parsed = notificationSchema.safeParse(json);
  if (!parsed.success) return [];
  const { bounce, complaint, mail } = parsed.data;
  const type = parsed.data.notificationType ?? parsed.data.eventType;
  const campaignId = campaignInHeaders(mail?.headers);
  const keyOf = (email: string) => eventKeyOf("ses", messageId, email.trim().toLowerCase());
  if (type === "Bounce" && bounce) {
    const kind = bounce.bounceType === "Permanent" ? "hard_bounce" : "soft_bounce";
    return bounce.bouncedRecipients.map((recipient) => ({
      email: recipient.emailAddress,
      kind,
      source: "ses",
      detail: detailOf(recipient.status, recipient.diagnosticCode) ?? detailOf(bounce.bounceType, bounce.bounceSubType),
      campaignId,
      eventKey: keyOf(recipient.emailAddress),
      occurredAt: bounce.timestamp,
    }));
  }
  if (type === "Complaint" && complaint) {
    return complaint.complainedRecipients.map((recipient) => ({
      email: recipient.emailAddress,
      kind: "complaint",
      source: "ses",
      detail: detailOf("complaint", complaint.complaintFeedbackType),
      campaignId,
      eventKey: keyOf(recipient.emailAddress),
      occurredAt: complaint.timestamp,
    }));
  }
  return [];
}

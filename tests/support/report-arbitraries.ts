/**
 * Generated emails for the bounce mailbox's fuzz tests (fast-check): emails that are not reports
 * (random MIME, hostile headers, a genuine report buried inside something else) and broken or
 * hostile reports (bad boundaries, hostile Action and Status fields, injected lines, huge fields).
 */
import { readFileSync } from "node:fs";
import fc from "fast-check";

const CRLF = "\r\n";

export const fixture = (name: string) => readFileSync(new URL(`../fixtures/dsn/${name}`, import.meta.url), "utf8");

/** Text meant to break a parser: control bytes, lone surrogates, encoded words, folds, injected lines, sheer length. */
export const hostileText = fc.oneof(
  fc.string({ maxLength: 60 }),
  fc.string({ unit: "binary", maxLength: 60 }),
  fc.constantFrom(
    "\u0000",
    "\uD800",
    "=?utf-8?q?=0D=0AAction:_failed?=",
    "=?x-unknown?b?////?=",
    "rfc822; <a@b.example>\r\n Status: 5.1.1",
    "failed\r\n\tStatus: 5.1.1",
    "((((((((((((((((((((",
    '"unterminated',
    "<<<<>>>>@@@@",
    "; ; ; ;",
  ),
  fc.nat({ max: 90_000 }).map((length) => "x".repeat(length)),
);

/** A header line whose value can only fold (a line break is always followed by a space), so it adds no header. */
const foldedHeader = fc
  .tuple(fc.constantFrom("Subject", "From", "To", "X-Note", "Message-ID", "Date", "X-Crestway-Campaign"), hostileText)
  .map(([name, value]) => `${name}: ${value.replace(/\r\n|\r|\n/g, "\r\n ")}`);

const boundary = fc.stringMatching(/^[A-Za-z0-9'()+_,./:=?-]{1,40}$/);

/** A body that may hold anything, raw line breaks and MIME-looking lines included. */
const body = fc.oneof(
  hostileText,
  fc.constantFrom(
    "Content-Type: multipart/report; report-type=delivery-status\r\n\r\nFinal-Recipient: rfc822; body@lodge.example\r\nAction: failed\r\nStatus: 5.1.1",
    fixture("postfix-hard-bounce.eml"),
  ),
);

/** A genuine report, kept whole but placed where no report is read: inside another email. */
const buriedReport = fc.constantFrom(fixture("postfix-hard-bounce.eml"), fixture("arf-abuse-complaint.eml"));

const notReportType = fc.constantFrom(
  "text/plain; charset=utf-8",
  "text/html",
  "multipart/mixed",
  "multipart/alternative",
  "multipart/reports; report-type=delivery-status",
  "multipart/report; report-type=disposition-notification",
  "multipart/report",
  "application/octet-stream",
  "message/delivery-status",
);

/** Anything but a `multipart/report` of delivery status or feedback: no event may come of it. */
export const notAReport: fc.Arbitrary<string> = fc
  .tuple(
    fc.array(foldedHeader, { maxLength: 6 }),
    notReportType,
    boundary,
    fc.array(fc.oneof(body, buriedReport), { maxLength: 3 }),
  )
  .map(([headers, contentType, mark, parts]) => {
    const multipart = contentType.startsWith("multipart/");
    const head = [...headers, "MIME-Version: 1.0", `Content-Type: ${contentType}${multipart ? `; boundary="${mark}"` : ""}`];
    const content = multipart
      ? parts
          .map((part, index) =>
            index % 2 === 0
              ? `--${mark}${CRLF}Content-Type: message/rfc822${CRLF}${CRLF}${part}`
              : `--${mark}${CRLF}Content-Type: message/delivery-status${CRLF}${CRLF}${part}`,
          )
          .join(CRLF)
          .concat(`${CRLF}--${mark}--${CRLF}`)
      : parts.join(CRLF);
    return `${head.join(CRLF)}${CRLF}${CRLF}${content}`;
  });

// Mostly fields a server could write, so that events do come of them; the rest anything at all.
const hostileAction = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.constantFrom("failed", "FAILED", "Failed (permanent)", "delayed", "delivered", "relayed", "", "failedx"),
  },
  { weight: 1, arbitrary: hostileText },
);
const hostileStatus = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.constantFrom(
      "5.1.1",
      "5.1.10",
      "4.2.2",
      "2.0.0",
      "5.1.1.1",
      "55.1.1",
      "5.1",
      "6.1.1",
      "4.4.7 (delayed)",
      "5.1.1\u0000",
    ),
  },
  { weight: 1, arbitrary: hostileText },
);

/** The addresses a generated report names, so a test can check no event names anyone else. */
export const REPORT_ADDRESSES = ["gone@lodge.example", "Full@Inn.example", "reader@mailbox.example"];

const recipientField = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...REPORT_ADDRESSES).map((address) => `rfc822; ${address}`) },
  { weight: 1, arbitrary: fc.constantFrom(...REPORT_ADDRESSES).map((address) => `<${address}>`) },
  {
    weight: 1,
    arbitrary: fc.constantFrom("x400; /C=US/", "rfc822;", "rfc822; not an address", "rfc822; a@b.example, c@d.example"),
  },
  { weight: 1, arbitrary: hostileText },
);

const recipientGroup = fc
  .tuple(
    fc.option(recipientField, { nil: undefined }),
    fc.option(recipientField, { nil: undefined }),
    fc.option(hostileAction, { nil: undefined }),
    fc.option(hostileStatus, { nil: undefined }),
    fc.option(hostileText, { nil: undefined }),
  )
  .map(([original, final, action, status, diagnostic]) => ({ original, final, action, status, diagnostic }));

export type GeneratedGroup = ReturnType<typeof recipientGroup.generate>["value"];

/** A value kept on its line: its own line breaks become folds, as a header's would. */
const onLine = (value: string) => value.replace(/\r\n|\r|\n/g, "\r\n ");

function groupText(group: GeneratedGroup): string {
  const lines = [
    group.original === undefined ? undefined : `Original-Recipient: ${onLine(group.original)}`,
    group.final === undefined ? undefined : `Final-Recipient: ${onLine(group.final)}`,
    group.action === undefined ? undefined : `Action: ${onLine(group.action)}`,
    group.status === undefined ? undefined : `Status: ${onLine(group.status)}`,
    group.diagnostic === undefined ? undefined : `Diagnostic-Code: smtp; ${onLine(group.diagnostic)}`,
  ];
  return lines.filter((line) => line !== undefined).join(CRLF);
}

/** A report, broken or hostile in any of several ways, with the recipient groups it was made from. */
export const hostileReport = fc
  .record({
    reportType: fc.constantFrom("delivery-status", "feedback-report", "DELIVERY-STATUS", "delivery-status; x=1"),
    mark: boundary,
    closed: fc.boolean(),
    // Now and then parts the report's boundary does not mark (so it has none).
    wrongBoundary: fc.nat({ max: 4 }).map((draw) => draw === 0),
    groups: fc.array(recipientGroup, { minLength: 1, maxLength: 6 }),
    feedbackType: fc.oneof(
      { weight: 4, arbitrary: fc.constantFrom("abuse", "fraud", "not-spam", "virus", "auth-failure", "") },
      { weight: 1, arbitrary: hostileText },
    ),
    rcptTo: fc.option(recipientField, { nil: undefined }),
    original: fc.oneof(fc.constant(""), hostileText, fc.constantFrom(`X-Crestway-Campaign: 7${CRLF}To: reader@mailbox.example`)),
    headers: fc.array(foldedHeader, { maxLength: 4 }),
  })
  .map((plan) => {
    const mark = plan.mark;
    const used = plan.wrongBoundary ? `${mark}x` : mark;
    const feedback = plan.reportType.startsWith("feedback");
    const reportPart = feedback
      ? [
          `Feedback-Type: ${onLine(plan.feedbackType)}`,
          "Version: 1",
          plan.rcptTo ? `Original-Rcpt-To: ${onLine(plan.rcptTo)}` : "",
        ]
          .filter(Boolean)
          .join(CRLF)
      : ["Reporting-MTA: dns; mx.example", ...plan.groups.map(groupText)].join(`${CRLF}${CRLF}`);
    const text = [
      ...plan.headers,
      "MIME-Version: 1.0",
      `Content-Type: multipart/report; report-type=${plan.reportType}; boundary="${mark}"`,
      "",
      `--${used}`,
      "Content-Type: text/plain",
      "",
      "A report.",
      `--${used}`,
      `Content-Type: ${feedback ? "message/feedback-report" : "message/delivery-status"}`,
      "",
      reportPart,
      `--${used}`,
      "Content-Type: text/rfc822-headers",
      "",
      plan.original,
      plan.closed ? `--${used}--` : "",
    ].join(CRLF);
    return { text, plan };
  });

/**
 * Reports as the bounce mailbox receives them (decision 0026), read into delivery events: the
 * delivery status notifications Postfix, Exim, Gmail and Microsoft 365 send, ARF complaint reports,
 * and generated emails that are no report or a broken, hostile one.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { classifyRecipient, readReport } from "~/.server/services/mail/suppression/dsn";
import { normalizeAddress } from "~/.server/services/mail/suppression/suppressed";
import { fixture, hostileReport, notAReport } from "../support/report-arbitraries";

const eventsOf = async (text: string) => {
  const reading = await readReport(Buffer.from(text));
  return "events" in reading ? reading.events : [];
};

describe("delivery status notifications", () => {
  it("reads Postfix's hard bounce: the original recipient, the status with the server's words, the campaign", async () => {
    expect(await readReport(fixture("postfix-hard-bounce.eml"))).toEqual({
      kind: "delivery-status",
      events: [
        {
          email: "gone.guest@lodge.example",
          kind: "hard_bounce",
          source: "imap",
          detail: "5.1.1 550 5.1.1 <gone.guest@lodge.example>: Recipient address rejected: User unknown in virtual mailbox table",
          campaignId: 7,
          eventKey: expect.stringMatching(/^imap:[0-9a-f]{64}$/),
          occurredAt: new Date("2026-11-10T09:14:03Z"),
        },
      ],
    });
  });

  it("reads Exim's failure for a full mailbox (4.2.2) and its delay warning as soft bounces", async () => {
    expect(await eventsOf(fixture("exim-mailbox-full.eml"))).toMatchObject([
      {
        email: "full.inbox@resort.example",
        kind: "soft_bounce",
        detail: "4.2.2 452 4.2.2 The email account that you tried to reach is over quota",
        campaignId: 7,
      },
    ]);
    // The returned headers alone (text/rfc822-headers) name the campaign too.
    expect(await eventsOf(fixture("exim-delayed.eml"))).toMatchObject([
      {
        email: "slow.host@inn.example",
        kind: "soft_bounce",
        detail: "4.0.0 451 4.4.1 Temporary server failure, try again later",
        campaignId: 7,
      },
    ]);
  });

  it("reads Gmail's report past its human parts and picture, dated by its last attempt", async () => {
    const [event] = await eventsOf(fixture("gmail-address-not-found.eml"));
    expect(event).toMatchObject({
      email: "no.such.person@gmail.com",
      kind: "hard_bounce",
      campaignId: 12,
      occurredAt: new Date("2026-11-12T10:13:52Z"),
    });
    expect(event?.detail).toMatch(/^5\.1\.1 550-5\.1\.1 The email account that you tried to reach does not exist\. .* - gsmtp$/);
  });

  it("reads Microsoft 365's report: a two-digit detail (5.1.10), the recipient in lower case", async () => {
    expect(await eventsOf(fixture("exchange-recipient-not-found.eml"))).toMatchObject([
      {
        email: "m.rivera@contoso.com",
        kind: "hard_bounce",
        detail: expect.stringMatching(/^5\.1\.10 550 5\.1\.10 RESOLVER\.ADR\.RecipientNotFound; /),
        campaignId: 9,
      },
    ]);
  });

  it("gives one event per failed or delayed recipient, none for a delivered one, and the same key for the same report", async () => {
    const report = fixture("postfix-hard-bounce.eml").replace(
      "Final-Recipient: rfc822; gone.guest@lodge.example",
      [
        "Final-Recipient: rfc822; fine@lodge.example",
        "Action: delivered",
        "Status: 2.0.0",
        "",
        "Final-Recipient: rfc822; later@lodge.example",
        "Action: delayed",
        "Status: 4.4.1",
        "",
        "Final-Recipient: rfc822; gone.guest@lodge.example",
      ].join("\n"),
    );
    const events = await eventsOf(report);
    expect(events.map(({ email, kind }) => [email, kind])).toEqual([
      ["later@lodge.example", "soft_bounce"],
      ["gone.guest@lodge.example", "hard_bounce"],
    ]);
    const again = await eventsOf(report);
    expect(again.map((event) => event.eventKey)).toEqual(events.map((event) => event.eventKey));
    expect(new Set(events.map((event) => event.eventKey)).size).toBe(2);
    // Another report about the same address is another event.
    const other = await eventsOf(report.replace("<20261110091403.3F2A81C0123@", "<20261111091403.3F2A81C0456@"));
    expect(other[1]?.eventKey).not.toBe(events[1]?.eventKey);
  });

  it("classifies by the action and the status class alone", () => {
    expect(classifyRecipient("failed", "5.1.1")).toBe("hard_bounce");
    expect(classifyRecipient("Failed (permanent)", "5.7.1")).toBe("hard_bounce");
    expect(classifyRecipient("failed", "4.4.1")).toBe("soft_bounce");
    expect(classifyRecipient("delayed", "4.4.7")).toBe("soft_bounce");
    expect(classifyRecipient("delayed", undefined)).toBe("soft_bounce");
    for (const [action, status] of [
      ["delivered", "2.0.0"],
      ["relayed", "2.0.0"],
      ["expanded", "2.0.0"],
      ["delivered", "5.1.1"],
      ["failed", undefined],
      ["failed", "5.1"],
      ["failed", "55.1.1"],
      ["failed", "5.1.1.1"],
      ["failed", "6.1.1"],
      [undefined, "5.1.1"],
      ["failedx", "5.1.1"],
    ] as const) {
      expect(classifyRecipient(action, status), `${action} ${status}`).toBeUndefined();
    }
  });

  it("finds no campaign in a returned email without the header, or with one that is not an id", async () => {
    const [none] = await eventsOf(fixture("postfix-hard-bounce.eml").replace("X-Crestway-Campaign: 7\n", ""));
    expect(none?.campaignId).toBeUndefined();
    const [bad] = await eventsOf(
      fixture("postfix-hard-bounce.eml").replace("X-Crestway-Campaign: 7", "X-Crestway-Campaign: 7; drop"),
    );
    expect(bad?.campaignId).toBeUndefined();
  });
});

describe("complaint reports (ARF)", () => {
  it("reads a complaint for the recipient the report names", async () => {
    expect(await readReport(fixture("arf-abuse-complaint.eml"))).toEqual({
      kind: "feedback-report",
      events: [
        {
          email: "annoyed.reader@mailbox.example",
          kind: "complaint",
          source: "imap",
          detail: "Feedback-Type: abuse (SomeGenerator/1.0)",
          campaignId: 7,
          eventKey: expect.stringMatching(/^imap:[0-9a-f]{64}$/),
          occurredAt: new Date("2026-11-16T08:40:36Z"),
        },
      ],
    });
  });

  it("falls back to the returned email's one recipient, and gives nothing when the provider withheld it", async () => {
    const unnamed = fixture("arf-abuse-complaint.eml").replace("Original-Rcpt-To: <annoyed.reader@mailbox.example>\n", "");
    expect(await eventsOf(unnamed)).toMatchObject([{ email: "annoyed.reader@mailbox.example", kind: "complaint" }]);
    expect(await readReport(fixture("arf-recipient-withheld.eml"))).toEqual({ kind: "feedback-report", events: [] });
  });

  it("counts abuse and fraud, not a not-spam, virus or authentication report", async () => {
    for (const type of ["not-spam", "virus", "auth-failure", "other"]) {
      expect(
        await eventsOf(fixture("arf-abuse-complaint.eml").replace("Feedback-Type: abuse", `Feedback-Type: ${type}`)),
      ).toEqual([]);
    }
    expect(
      await eventsOf(fixture("arf-abuse-complaint.eml").replace("Feedback-Type: abuse", "Feedback-Type: fraud")),
    ).toHaveLength(1);
  });
});

describe("what is not a report", () => {
  it("gives no event for an ordinary email, a report inside another email, or a read receipt", async () => {
    expect(
      await readReport("From: a@lodge.example\r\nSubject: Hello\r\n\r\nFinal-Recipient: rfc822; b@lodge.example\r\n"),
    ).toEqual({
      kind: "none",
    });
    const forwarded = [
      "From: staff@lodge.example",
      'Content-Type: multipart/mixed; boundary="b"',
      "",
      "--b",
      "Content-Type: message/rfc822",
      "",
      fixture("postfix-hard-bounce.eml"),
      "--b--",
    ].join("\r\n");
    expect(await readReport(forwarded)).toEqual({ kind: "none" });
    const receipt = fixture("postfix-hard-bounce.eml").replace(
      "report-type=delivery-status",
      "report-type=disposition-notification",
    );
    expect(await readReport(receipt)).toEqual({ kind: "none" });
  });

  it("never throws and never finds an event in generated emails that are not reports", async () => {
    await fc.assert(
      fc.asyncProperty(notAReport, async (text) => {
        const reading = await readReport(Buffer.from(text, "utf8"));
        expect(reading.kind === "none" || reading.kind === "unreadable").toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it("reads a broken or hostile report without throwing, and finds only events its fields support", async () => {
    await fc.assert(
      fc.asyncProperty(hostileReport, async ({ text, plan }) => {
        const reading = await readReport(Buffer.from(text, "utf8"));
        if (!("events" in reading)) return;
        const lower = text.toLowerCase();
        for (const event of reading.events) {
          // An address the report spells out, as the list keeps it; a key of a fixed shape; one line of words.
          expect(normalizeAddress(event.email)).toBe(event.email);
          expect(lower).toContain(event.email);
          expect(event.eventKey).toMatch(/^imap:[0-9a-f]{64}$/);
          expect(event.detail ?? "").not.toMatch(/[\r\n]/);
          if (event.kind === "complaint") {
            expect(reading.kind).toBe("feedback-report");
            expect(["abuse", "fraud"]).toContain(plan.feedbackType.trim().toLowerCase());
          }
          if (event.kind === "hard_bounce") {
            // Some one group failed that very address permanently.
            const permanent = plan.groups.some(
              (group) =>
                /^failed/i.test(group.action ?? "") &&
                /^5\.\d{1,3}\.\d{1,3}/.test(group.status ?? "") &&
                [group.original, group.final].some((field) => normalizeAddress(field?.split(";").pop()) === event.email),
            );
            expect(permanent).toBe(true);
          }
        }
      }),
      { numRuns: 300 },
    );
  });
});

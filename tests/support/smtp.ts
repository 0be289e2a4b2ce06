/**
 * A real SMTP server in the test process (the smtp-server package), collecting what it receives.
 * `refuse` answers RCPT TO for chosen recipients with a reply of its own (550 no such user, 450
 * mailbox busy), as a real server refuses an address.
 */
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  /** The envelope sender (MAIL FROM), where a delivery report would go. */
  mailFrom: string;
  to: string[];
  raw: string;
  headers: Record<string, string>;
  /** The body with quoted-printable soft breaks and escapes decoded. */
  body: string;
}

function parse(raw: string, mailFrom: string, to: string[]): ReceivedMail {
  const split = raw.indexOf("\r\n\r\n");
  const headerText = raw.slice(0, split).replace(/\r\n[ \t]+/g, " ");
  const headers: Record<string, string> = {};
  for (const line of headerText.split("\r\n")) {
    const colon = line.indexOf(":");
    if (colon > 0) headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
  }
  const body = raw
    .slice(split + 4)
    .replace(/=\r\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return { mailFrom, to, raw, headers, body };
}

export interface Refusal {
  code: number;
  /** The reply's text after the code ("5.1.1 No such user"). */
  message: string;
}

export async function startSmtpServer(port = 0, options: { refuse?: (address: string) => Refusal | undefined } = {}) {
  const received: ReceivedMail[] = [];
  /** Every recipient refused, in order, with the code it got. */
  const refused: Array<{ address: string; code: number }> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onRcptTo(address, _session, callback) {
      const refusal = options.refuse?.(address.address);
      if (!refusal) return callback();
      refused.push({ address: address.address, code: refusal.code });
      callback(Object.assign(new Error(refusal.message), { responseCode: refusal.code }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        received.push(
          parse(
            Buffer.concat(chunks).toString("utf8"),
            session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
            session.envelope.rcptTo.map((r) => r.address),
          ),
        );
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", () => resolve()));
  const actualPort = (server.server.address() as AddressInfo).port;
  return {
    port: actualPort,
    url: `smtp://127.0.0.1:${actualPort}`,
    received,
    refused,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

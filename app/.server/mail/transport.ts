/**
 * Where email goes: SMTP when SMTP_URL is set; otherwise each message is written as an .eml file
 * under DATA_DIR/mail and logged, so development and tests can read exactly what would be sent.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import nodemailer from "nodemailer";
import type { Logger } from "../logger";
import type { OutboxMessage } from "./message";
import { replyToAddress } from "./reply-to";

export interface MailTransport {
  send(message: OutboxMessage): Promise<void>;
  close(): void;
}

interface Sender {
  from: string;
  /** The envelope sender, where delivery reports return (decision 0026); unset: `from`'s address. */
  returnPath?: string;
}

/**
 * nodemailer's options for a message: the Reply-To as an address object (checked again), which
 * nodemailer encodes itself instead of parsing a string that might hold a list.
 */
function mailOptions({ from, returnPath }: Sender, { replyTo, ...message }: OutboxMessage) {
  const address = replyToAddress(replyTo);
  return {
    from,
    ...message,
    ...(address ? { replyTo: { name: "", address } } : {}),
    ...(returnPath ? { envelope: { from: returnPath, to: message.to } } : {}),
  };
}

export function createMailTransport(options: Sender & { smtpUrl?: string; dataDir: string; logger: Logger }): MailTransport {
  const { smtpUrl, dataDir, logger } = options;
  if (smtpUrl) {
    const transporter = nodemailer.createTransport(smtpUrl);
    return {
      async send(message) {
        await transporter.sendMail(mailOptions(options, message));
      },
      close: () => transporter.close(),
    };
  }

  const mailDir = path.join(dataDir, "mail");
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  let sequence = 0;
  return {
    async send(message) {
      const info = await transporter.sendMail(mailOptions(options, message));
      mkdirSync(mailDir, { recursive: true });
      const file = path.join(mailDir, `${new Date().toISOString().replace(/[:.]/g, "-")}-${++sequence}.eml`);
      writeFileSync(file, info.message as Buffer);
      logger.info({ to: message.to, subject: message.subject, file }, "Email written to file (no SMTP_URL)");
    },
    close: () => transporter.close(),
  };
}

/**
 * The mail the server under test delivered: without SMTP_URL it writes each message as an .eml
 * file under DATA_DIR/mail (README, Email). Just enough MIME to read them: headers (folded lines,
 * RFC 2047 words) and the text and HTML parts (quoted-printable or base64).
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

export interface DeliveredMail {
  headers: Record<string, string>;
  to: string;
  subject: string;
  text: string;
  /** The HTML part with `&amp;` read back as `&`, so links compare as typed. */
  html: string;
}

const mailDir = () => path.join(process.env.E2E_DATA_DIR ?? "", "mail");

function headersOf(block: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of block.replace(/\r?\n[ \t]+/g, " ").split(/\r?\n/)) {
    const colon = line.indexOf(":");
    if (colon > 0) headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
  }
  return headers;
}

/** RFC 2047 encoded words (`=?UTF-8?Q?...?=`, `=?UTF-8?B?...?=`) in a header value. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?([^?]+)\?([QB])\?([^?]*)\?=/gi, (_, _charset: string, kind: string, text: string) =>
      kind.toUpperCase() === "B" ? Buffer.from(text, "base64").toString("utf8") : decodeQuotedPrintable(text.replace(/_/g, " ")),
    );
}

function decodeQuotedPrintable(text: string): string {
  const soft = text.replace(/=\r?\n/g, "");
  const bytes: number[] = [];
  for (let i = 0; i < soft.length; i++) {
    const hex = soft.slice(i + 1, i + 3);
    if (soft[i] === "=" && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(soft[i] ?? "", "utf8"));
  }
  return Buffer.from(bytes).toString("utf8");
}

function split(raw: string): { headers: Record<string, string>; body: string } {
  const at = raw.search(/\r?\n\r?\n/);
  return { headers: headersOf(raw.slice(0, at)), body: raw.slice(at).replace(/^\r?\n\r?\n/, "") };
}

/** Every leaf part of a message, decoded, with its content type. */
function partsOf(raw: string): { type: string; content: string }[] {
  const { headers, body } = split(raw);
  const type = headers["content-type"] ?? "text/plain";
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (type.startsWith("multipart/") && boundary) {
    return body
      .split(`--${boundary}`)
      .slice(1)
      .filter((part) => !part.startsWith("--"))
      .flatMap((part) => partsOf(part.replace(/^\r?\n/, "")));
  }
  const encoding = (headers["content-transfer-encoding"] ?? "").toLowerCase();
  const content =
    encoding === "base64"
      ? Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8")
      : encoding === "quoted-printable"
        ? decodeQuotedPrintable(body)
        : body;
  return [{ type: type.split(";")[0]?.trim().toLowerCase() ?? "", content }];
}

export function readMailbox(): DeliveredMail[] {
  let files: string[];
  try {
    files = readdirSync(mailDir()).filter((file) => file.endsWith(".eml"));
  } catch {
    return [];
  }
  return files.map((file) => {
    const raw = readFileSync(path.join(mailDir(), file), "utf8");
    const { headers } = split(raw);
    const parts = partsOf(raw);
    return {
      headers,
      to: headers.to ?? "",
      subject: decodeWords(headers.subject ?? ""),
      text: parts.find((part) => part.type === "text/plain")?.content ?? "",
      html: (parts.find((part) => part.type === "text/html")?.content ?? "").replace(/&amp;/g, "&"),
    };
  });
}

/** The messages to `address` whose subject contains `subject`. */
export const mailTo = (address: string, subject: string) =>
  readMailbox().filter((mail) => mail.to.includes(address) && mail.subject.includes(subject));

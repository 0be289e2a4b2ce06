/**
 * The bounce mailbox over IMAP (decision 0026): one connection per run reads the unseen emails of
 * the folder in a bounded batch, hands each to the caller, then flags them seen. Reports move to a
 * "Processed" folder, created when missing; any other email stays where it is for a person, seen,
 * and nothing is ever deleted. Every wait is bounded (connecting, the greeting, a silent socket,
 * the whole run), as is every email read.
 */
import { ImapFlow, type ImapFlowError } from "imapflow";
import type { BounceMailbox } from "../config";

/** Where reports go once read, beside INBOX (under the server's personal namespace, if it has one). */
export const PROCESSED_FOLDER = "Processed";

export interface MailboxLimits {
  /** Emails read per run; the rest wait for the next run. */
  batch: number;
  /** A larger email is not read (a report with its original is far smaller): it is flagged seen and left for a person. */
  maxMessageBytes: number;
  connectionTimeoutMs: number;
  /** How long the server may stay silent mid-run. */
  socketTimeoutMs: number;
  /** The longest a whole run may take before the connection is closed. */
  runTimeoutMs: number;
}

export const MAILBOX_LIMITS: MailboxLimits = {
  batch: 200,
  maxMessageBytes: 2 * 1024 * 1024,
  connectionTimeoutMs: 30_000,
  socketTimeoutMs: 60_000,
  runTimeoutMs: 10 * 60_000,
};

/** What the caller made of one email: a report is moved with the others read, anything else stays. */
export type MessageKind = "report" | "other";

export interface MailboxRun {
  /** Emails handed to the caller. */
  read: number;
  reports: number;
  /** Unseen emails over the size limit, flagged seen and left in the folder. */
  tooLarge: number;
  /** The folder reports were moved to; null when it could neither be found nor created (they stay, seen). */
  movedTo: string | null;
}

/** A failure in words an operator acts on: what went wrong, then what to check. */
export class MailboxError extends Error {}

const NETWORK_CODES = new Set(["ECONNREFUSED", "ENOTFOUND", "EAI_AGAIN", "EHOSTUNREACH", "ENETUNREACH", "ECONNRESET"]);
const TIMEOUT_CODES = new Set(["CONNECT_TIMEOUT", "GREETING_TIMEOUT", "UPGRADE_TIMEOUT", "ETIMEOUT", "ETIMEDOUT"]);

/** The one line the system page shows for an IMAP failure; an error that is not IMAP's keeps its own words. */
export function explainMailboxError(error: unknown, mailbox: BounceMailbox): Error {
  if (error instanceof MailboxError) return error;
  const failure = (error ?? {}) as ImapFlowError;
  const where = `${mailbox.host}:${mailbox.port}`;
  if (failure.authenticationFailed) {
    return new MailboxError("cannot log in to the bounce mailbox: check BOUNCE_IMAP_URL's user and password");
  }
  if (failure.tlsFailed || failure.code === "ERR_SSL_WRONG_VERSION_NUMBER") {
    return new MailboxError(
      `no secure connection to ${where}: check BOUNCE_IMAP_URL's scheme and port (imaps:// on 993, imap:// with STARTTLS on 143)`,
    );
  }
  if (failure.mailboxMissing) {
    return new MailboxError(`the folder "${mailbox.folder}" does not exist in the bounce mailbox: check BOUNCE_IMAP_URL's path`);
  }
  if (failure.code && NETWORK_CODES.has(failure.code)) {
    return new MailboxError(
      `cannot reach the bounce mailbox at ${where} (${failure.code}): check BOUNCE_IMAP_URL's host and port`,
    );
  }
  if (failure.code && TIMEOUT_CODES.has(failure.code)) {
    return new MailboxError(`the bounce mailbox at ${where} did not answer in time: check BOUNCE_IMAP_URL's host and port`);
  }
  const message = error instanceof Error ? error.message : String(error);
  return new MailboxError(`reading the bounce mailbox failed: ${message}`);
}

function clientFor(mailbox: BounceMailbox, limits: MailboxLimits): ImapFlow {
  return new ImapFlow({
    host: mailbox.host,
    port: mailbox.port,
    secure: mailbox.secure,
    ...(mailbox.requireStartTls ? { doSTARTTLS: true } : {}),
    auth: { user: mailbox.user, pass: mailbox.password },
    logger: false,
    disableAutoIdle: true,
    connectionTimeout: limits.connectionTimeoutMs,
    greetingTimeout: limits.connectionTimeoutMs,
    socketTimeout: limits.socketTimeoutMs,
    // An email is read up to the size limit; a server announcing more than that is not believed.
    maxLiteralSize: 2 * limits.maxMessageBytes,
    maxResponseSize: 4 * limits.maxMessageBytes,
  });
}

/** The folder reports move to: created beside INBOX, or found when the server would not create it. */
async function processedFolder(client: ImapFlow): Promise<string | null> {
  try {
    const created = await client.mailboxCreate(PROCESSED_FOLDER);
    if (created) return created.path;
  } catch {
    // Refused (no right to create, or an existing folder the server reports as an error): look for it.
  }
  const folders = await client.list().catch(() => []);
  const found = folders.find((folder) => folder.name === PROCESSED_FOLDER && !folder.flags.has("\\Noselect"));
  return found?.path ?? null;
}

interface Batch {
  /** Read, in UID order. */
  small: number[];
  tooLarge: number[];
}

async function unseenBatch(client: ImapFlow, limits: MailboxLimits): Promise<Batch> {
  const unseen = (await client.search({ seen: false }, { uid: true })) || [];
  const uids = [...unseen].sort((a, b) => a - b).slice(0, limits.batch);
  if (uids.length === 0) return { small: [], tooLarge: [] };
  const sizes = await client.fetchAll(uids, { uid: true, size: true }, { uid: true });
  const tooLarge = new Set(sizes.filter((message) => (message.size ?? 0) > limits.maxMessageBytes).map((message) => message.uid));
  return { small: uids.filter((uid) => !tooLarge.has(uid)), tooLarge: [...tooLarge] };
}

/**
 * One run: reads up to a batch of unseen emails, hands each to `handle`, flags every email handled
 * seen (and the oversized ones), and moves the reports. A `handle` that throws (the database away)
 * ends the run there; that email and the rest stay unseen for the next run.
 */
export async function readBounceMailbox(
  mailbox: BounceMailbox,
  handle: (source: Buffer) => Promise<MessageKind>,
  limits: MailboxLimits = MAILBOX_LIMITS,
): Promise<MailboxRun> {
  const client = clientFor(mailbox, limits);
  // Without a listener a socket error after connecting would be thrown at the process.
  client.on("error", () => undefined);
  let timedOut = false;
  const deadline = setTimeout(() => {
    timedOut = true;
    client.close();
  }, limits.runTimeoutMs);
  deadline.unref();
  const run: MailboxRun = { read: 0, reports: 0, tooLarge: 0, movedTo: null };
  try {
    await client.connect();
    const lock = await client.getMailboxLock(mailbox.folder);
    try {
      const { small, tooLarge } = await unseenBatch(client, limits);
      run.tooLarge = tooLarge.length;
      const seen = [...tooLarge];
      const reports: number[] = [];
      try {
        for (const uid of small) {
          const message = await client.fetchOne(
            String(uid),
            { uid: true, source: { maxLength: limits.maxMessageBytes } },
            { uid: true },
          );
          const source = message ? message.source : undefined;
          // Gone since the search (another instance moved it): nothing to do.
          if (!source) continue;
          const kind = await handle(source);
          run.read++;
          seen.push(uid);
          if (kind === "report") reports.push(uid);
        }
      } finally {
        // What was handled is flagged even when a later email stopped the run.
        if (seen.length > 0) await client.messageFlagsAdd(seen, ["\\Seen"], { uid: true });
      }
      run.reports = reports.length;
      if (reports.length > 0) {
        const folder = await processedFolder(client);
        // A refused move leaves the reports where they are, seen: they were read all the same.
        const moved = folder ? await client.messageMove(reports, folder, { uid: true }).catch(() => false) : false;
        run.movedTo = moved ? folder : null;
      }
    } finally {
      lock.release();
    }
    await client.logout();
    return run;
  } catch (error) {
    if (timedOut) {
      throw new MailboxError(
        `reading the bounce mailbox took longer than ${Math.round(limits.runTimeoutMs / 1000)} s: check the IMAP server`,
      );
    }
    throw explainMailboxError(error, mailbox);
  } finally {
    clearTimeout(deadline);
    client.close();
  }
}

/**
 * A small client of ClamAV's daemon (decision 0034): one INSTREAM scan per file, as clamd's manual
 * describes it (clamd(8)): the command `zINSTREAM\0`, the bytes in chunks each led by its length as
 * four bytes in network order, a zero length to end, and one answer: `stream: OK`, `stream:
 * <signature> FOUND`, or an error. Every failure to get an answer (refused, reset, silent past the
 * timeout, an ERROR reply) is `unavailable`: the file is held and scanned again later.
 */
import { connect, type Socket } from "node:net";
import { type ClamdAddress, parseClamdUrl } from "../../../config";
import { CLAMD_TIMEOUT_MS } from "./limits";

export type ScanVerdict = { state: "clean" } | { state: "infected"; signature: string } | { state: "unavailable"; error: string };

/** clamd's own chunk size; its StreamMaxLength bounds the total, which a 5 MB CV stays under by default (25 MB). */
const CHUNK_BYTES = 64 * 1024;

function frame(bytes: Buffer): Buffer[] {
  const parts: Buffer[] = [Buffer.from("zINSTREAM\0", "latin1")];
  for (let offset = 0; offset < bytes.byteLength; offset += CHUNK_BYTES) {
    const chunk = bytes.subarray(offset, offset + CHUNK_BYTES);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(chunk.byteLength);
    parts.push(length, chunk);
  }
  parts.push(Buffer.alloc(4));
  return parts;
}

/** clamd's answer in words: OK, a signature FOUND, or anything else (an error). */
export function verdictOf(reply: string): ScanVerdict {
  const text = reply.replace(/\0/g, "").trim();
  if (/^stream: OK$/.test(text)) return { state: "clean" };
  const found = /^stream: (.+) FOUND$/.exec(text);
  if (found?.[1]) return { state: "infected", signature: found[1] };
  return { state: "unavailable", error: `clamd answered: ${text.slice(0, 200) || "nothing"}` };
}

export function scanWithClamd(address: ClamdAddress, bytes: Buffer, timeoutMs = CLAMD_TIMEOUT_MS): Promise<ScanVerdict> {
  return new Promise((resolve) => {
    let settled = false;
    let reply = "";
    const socket: Socket = "path" in address ? connect(address.path) : connect(address.port, address.host);
    const finish = (verdict: ScanVerdict) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      resolve(verdict);
    };
    const timer = setTimeout(
      () => finish({ state: "unavailable", error: `clamd did not answer within ${timeoutMs} ms` }),
      timeoutMs,
    );
    socket.setEncoding("latin1");
    socket.on("connect", () => {
      for (const part of frame(bytes)) socket.write(part);
    });
    socket.on("data", (chunk: string) => {
      reply += chunk;
      // The z-prefixed command's answer ends with a NUL.
      if (reply.includes("\0")) finish(verdictOf(reply));
    });
    socket.on("end", () => finish(verdictOf(reply)));
    socket.on("error", (error: NodeJS.ErrnoException) =>
      finish({ state: "unavailable", error: `clamd could not be reached (${error.code ?? error.message})` }),
    );
  });
}

/** What the rest of the service calls: the configured clamd's verdict on some bytes. */
export type Scanner = (bytes: Buffer) => Promise<ScanVerdict>;

export function clamdScanner(address: ClamdAddress): Scanner {
  return (bytes) => scanWithClamd(address, bytes);
}

/** A scanner for `tcp://host:port` or `unix:///path`, as CLAMD_URL is written (tests start their own clamd). */
export function clamdScannerAt(url: string): Scanner {
  const address = parseClamdUrl(url);
  if (!address) throw new Error(`not a clamd address: ${url}`);
  return clamdScanner(address);
}

/** The configured scanner, or none when CLAMD_URL is unset (files are then kept `unscanned`). */
export function cvScannerOf(config: { clamd?: ClamdAddress }): Scanner | undefined {
  return config.clamd ? clamdScanner(config.clamd) : undefined;
}

/**
 * Sends one request exactly as written, byte for byte, over a plain socket: for requests that
 * fetch would refuse or tidy up (`GET //`, bad escapes, duplicate headers, broken bodies).
 */
import { connect } from "node:net";

export interface RawAnswer {
  /** The status of the answer, or 0 when the server closed the connection without one. */
  status: number;
  head: string;
  body: string;
}

export function sendRaw(port: number, request: string | Buffer, timeoutMs = 10_000): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1");
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no answer within ${timeoutMs} ms`));
    }, timeoutMs);
    socket.on("data", (chunk) => chunks.push(chunk));
    socket.on("error", () => undefined);
    socket.on("close", () => {
      clearTimeout(timer);
      const text = Buffer.concat(chunks).toString("latin1");
      const split = text.indexOf("\r\n\r\n");
      const head = split === -1 ? text : text.slice(0, split);
      const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(head)?.[1] ?? 0);
      resolve({ status, head, body: split === -1 ? "" : text.slice(split + 4) });
    });
    // Written, not ended: a half-closed socket is a client that left, and some answers stop for it.
    socket.write(request);
  });
}

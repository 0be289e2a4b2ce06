/**
 * A loopback server speaking just enough of the PostgreSQL wire protocol to behave as a server
 * does when it refuses sessions, ends them, drops them or never answers: the real pg and pg-pool
 * code then produces the errors (and 'error' events) it produces against a real server in trouble.
 */
import { createServer, type Socket } from "node:net";

/** A backend message: its type byte, its length, its body. */
function message(type: string, body: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeInt32BE(body.length + 4);
  return Buffer.concat([Buffer.from(type), length, body]);
}

/** An ErrorResponse as PostgreSQL sends it (severity, SQLSTATE, text). */
export function errorResponse(severity: "ERROR" | "FATAL", code: string, text: string): Buffer {
  const field = (key: string, value: string) => Buffer.from(`${key}${value}\0`);
  return message(
    "E",
    Buffer.concat([field("S", severity), field("V", severity), field("C", code), field("M", text), Buffer.from([0])]),
  );
}

/** What a stopping server sends to each of its sessions (pg_ctl stop -m fast). */
export const adminShutdown = errorResponse("FATAL", "57P01", "terminating connection due to administrator command");
/** A statement that succeeded without rows. */
export const commandComplete = message("C", Buffer.from("SELECT 0\0"));
const authenticationOk = message("R", Buffer.from([0, 0, 0, 0]));
const readyForQuery = message("Z", Buffer.from("I"));

export type Behaviour =
  /** Answers the startup packet with this and closes (a server refusing new sessions). */
  | { atStartup: Buffer }
  /** Accepts sessions; answers every query with this (then ReadyForQuery), or with it and a close. */
  | { atQuery: Buffer; close: boolean }
  /** Accepts the TCP connection and says nothing. */
  | { silent: true };

export interface FakePostgres {
  url: string;
  /** Sends this to every open session and closes them: what their clients see of a shutdown. */
  endSessions(last: Buffer): void;
  close(): Promise<void>;
}

export async function startFakePostgres(behaviour: Behaviour): Promise<FakePostgres> {
  const sessions = new Set<Socket>();
  const server = createServer((socket) => {
    let started = false;
    sessions.add(socket);
    socket.on("close", () => sessions.delete(socket));
    socket.on("error", () => {});
    socket.on("data", (chunk) => {
      if ("silent" in behaviour) return;
      if (!started) {
        started = true;
        if ("atStartup" in behaviour) socket.end(behaviour.atStartup);
        else socket.write(Buffer.concat([authenticationOk, readyForQuery]));
        return;
      }
      if (chunk[0] === "X".charCodeAt(0)) return socket.end();
      if ("atQuery" in behaviour) {
        if (behaviour.close) socket.end(behaviour.atQuery);
        else socket.write(Buffer.concat([behaviour.atQuery, readyForQuery]));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `postgres://postgres@127.0.0.1:${(server.address() as { port: number }).port}/postgres`,
    endSessions(last) {
      for (const socket of sessions) socket.end(last);
    },
    async close() {
      for (const socket of sessions) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

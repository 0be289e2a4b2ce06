/** A node:http server on a free loopback port, for tests that speak real HTTP to one handler. */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { requestPath } from "~/.server/http/node-io";

export interface LoopbackServer {
  /** http://127.0.0.1:<port>, without a trailing slash. */
  base: string;
  close(): Promise<void>;
}

export async function serveOnLoopback(handler: (req: IncomingMessage, res: ServerResponse) => void): Promise<LoopbackServer> {
  const server = createServer(handler);
  await new Promise<void>((resolve) => {
    server.listen(0, "127.0.0.1", () => resolve());
  });
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** Routes a request to a fast-lane handler as the server does, answering 404 for what the handler leaves alone. */
export function fastLaneOnly(handle: (req: IncomingMessage, res: ServerResponse, pathname: string) => boolean) {
  return (req: IncomingMessage, res: ServerResponse) => {
    if (!handle(req, res, requestPath(req))) res.writeHead(404).end();
  };
}

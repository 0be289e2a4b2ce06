/**
 * The visitor's address as Express computes it with `trust proxy` set to loopback, link-local
 * and private networks: the forwarded address when a proxy in front of us sent it, else the peer.
 */
import type { IncomingMessage } from "node:http";
import proxyaddr from "proxy-addr";

export const TRUSTED_PROXIES = ["loopback", "linklocal", "uniquelocal"];
const trust = proxyaddr.compile(TRUSTED_PROXIES);

export function clientIpOf(req: IncomingMessage): string {
  return proxyaddr(req, trust);
}

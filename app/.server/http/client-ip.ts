/**
 * The visitor's address as Express computes it with `trust proxy` set to loopback, link-local
 * and private networks: the forwarded address when a proxy in front of us sent it, else the peer.
 */
import type { IncomingMessage } from "node:http";
import proxyaddr from "proxy-addr";

export const TRUSTED_PROXIES = ["loopback", "linklocal", "uniquelocal"];

/**
 * The header the routes' requests carry this address in, set by the server over anything a
 * client sent (./document-handler.ts). Better Auth reads it alone as a session's address
 * (decision 0024): its default, a lone X-Forwarded-For, would take a client's word for it.
 */
export const CLIENT_IP_HEADER = "x-crestway-client-ip";
const trust = proxyaddr.compile(TRUSTED_PROXIES);

export function clientIpOf(req: IncomingMessage): string {
  return proxyaddr(req, trust);
}

import { isIP } from "node:net";

/** An address split into its parts: IPv4 as four octets, IPv6 as eight 16-bit groups. */
type ParsedIp = { version: 4; octets: number[] } | { version: 6; groups: number[] };

/** The eight groups of a valid IPv6 address (any compressed form, an embedded IPv4 tail included). */
function ipv6Groups(ip: string): number[] {
  const toGroups = (part: string) =>
    part
      .split(":")
      .filter((group) => group !== "")
      .flatMap((group) => {
        if (!group.includes(".")) return [Number.parseInt(group, 16)];
        const [a = 0, b = 0, c = 0, d = 0] = group.split(".").map(Number);
        return [(a << 8) | b, (c << 8) | d];
      });
  const [head = "", tail] = ip.split("::");
  const headGroups = toGroups(head);
  if (tail === undefined) return headGroups;
  const tailGroups = toGroups(tail);
  return [...headGroups, ...Array(8 - headGroups.length - tailGroups.length).fill(0), ...tailGroups];
}

/**
 * Parses an address as node:net validates it; undefined for anything else. A zone id (`%eth0`) is
 * dropped, and an IPv4-mapped IPv6 address (`::ffff:1.2.3.4`, in either notation) is its IPv4 address.
 */
export function parseIp(address: string | undefined | null): ParsedIp | undefined {
  if (!address) return undefined;
  const version = isIP(address);
  if (version === 4) return { version, octets: address.split(".").map(Number) };
  if (version !== 6) return undefined;
  const groups = ipv6Groups(address.split("%")[0] ?? "");
  const mapped = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
  if (!mapped) return { version, groups };
  const [high = 0, low = 0] = groups.slice(6);
  return { version: 4, octets: [high >> 8, high & 0xff, low >> 8, low & 0xff] };
}

const hex = (groups: number[]) => groups.map((group) => group.toString(16)).join(":");

/**
 * Link clicks never store a raw address (docs/architecture.md, improvement 6): IPv4 keeps its /24 (last octet zeroed),
 * IPv6 its /48 (first three groups). IPv4-mapped IPv6 addresses are treated as IPv4.
 */
export function anonymizeIp(address: string | undefined | null): string | null {
  const ip = parseIp(address);
  if (!ip) return null;
  if (ip.version === 4) return `${ip.octets.slice(0, 3).join(".")}.0`;
  return `${hex(ip.groups.slice(0, 3))}::`;
}

/**
 * The client a per-IP budget belongs to: an IPv4 address, or an IPv6 /64. A /64 is what one
 * subscriber or host is usually given, so keying by the full address would hand each client 2^64
 * budgets. Anything unparsable is its own (bounded) key rather than an error.
 */
export function rateLimitKeyOfIp(address: string | undefined | null): string {
  const ip = parseIp(address);
  if (!ip) return address ? `raw:${address.slice(0, 64)}` : "unknown";
  if (ip.version === 4) return ip.octets.join(".");
  return `${hex(ip.groups.slice(0, 4))}::/64`;
}

/** IPv4 ranges no visitor reaches us from over the internet: private, shared, loopback, link-local, documentation, benchmarking, multicast, reserved. */
function isPublicIpv4([a = 0, b = 0, c = 0]: number[]): boolean {
  if (a === 0 || a === 10 || a === 127 || a >= 224) return false;
  if ((a === 100 && b >= 64 && b <= 127) || (a === 169 && b === 254) || (a === 172 && b >= 16 && b <= 31)) return false;
  if (a === 192 && (b === 168 || (b === 0 && (c === 0 || c === 2)))) return false;
  if (a === 198 && (b === 18 || b === 19 || (b === 51 && c === 100))) return false;
  return !(a === 203 && b === 0 && c === 113);
}

/**
 * The address in one spelling (IPv4 for an IPv4-mapped one) when it is a public unicast address,
 * one a visitor on the internet can have; undefined for a private, loopback, link-local,
 * documentation or multicast address, and for anything that is not an address. IPv6 is public
 * within global unicast (2000::/3) outside the documentation prefix.
 */
export function publicAddressOf(address: string | undefined | null): string | undefined {
  const ip = parseIp(address);
  if (!ip) return undefined;
  if (ip.version === 4) return isPublicIpv4(ip.octets) ? ip.octets.join(".") : undefined;
  const [first = 0, second = 0] = ip.groups;
  const global = (first & 0xe000) === 0x2000 && !(first === 0x2001 && second === 0x0db8);
  return global ? hex(ip.groups) : undefined;
}

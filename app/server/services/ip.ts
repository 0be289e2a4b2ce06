import { isIPv4, isIPv6 } from "node:net";

/**
 * Link clicks never store a raw address (design.md item 6): IPv4 keeps its /24 (last octet zeroed),
 * IPv6 its /48 (first three groups). IPv4-mapped IPv6 addresses are treated as IPv4.
 */
export function anonymizeIp(address: string | undefined | null): string | null {
  if (!address) return null;
  const mapped = address.match(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i);
  const ip = mapped?.[1] ?? address;
  if (isIPv4(ip)) return `${ip.split(".").slice(0, 3).join(".")}.0`;
  if (isIPv6(ip)) {
    const [head = "", tail = ""] = ip.split("::");
    const headGroups = head ? head.split(":") : [];
    const tailGroups = tail ? tail.split(":") : [];
    const missing = 8 - headGroups.length - tailGroups.length;
    const groups = ip.includes("::") ? [...headGroups, ...Array(missing).fill("0"), ...tailGroups] : headGroups;
    const prefix = groups.slice(0, 3).map((group) => (Number.parseInt(group || "0", 16) || 0).toString(16));
    return `${prefix.join(":")}::`;
  }
  return null;
}

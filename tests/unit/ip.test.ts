import { describe, expect, it } from "vitest";
import { anonymizeIp, rateLimitKeyOfIp } from "~/.server/services/analytics/ip";

describe("IP anonymization (docs/architecture.md, improvement 6)", () => {
  it.each([
    ["203.0.113.195", "203.0.113.0"],
    ["::ffff:198.51.100.7", "198.51.100.0"],
    ["::ffff:c633:6407", "198.51.100.0"],
    ["2001:db8:85a3:8d3:1319:8a2e:370:7348", "2001:db8:85a3::"],
    ["2001:db8::1", "2001:db8:0::"],
    ["::1", "0:0:0::"],
    ["fe80::1ff:fe23:4567:890a", "fe80:0:0::"],
    ["fe80::1%eth0", "fe80:0:0::"],
  ])("stores %s as %s", (raw, stored) => {
    expect(anonymizeIp(raw)).toBe(stored);
  });

  it.each([undefined, "", "not-an-ip", "999.1.1.1"])("stores nothing for %j", (raw) => {
    expect(anonymizeIp(raw)).toBeNull();
  });
});

describe("the client a per-IP rate limit counts", () => {
  it.each([
    ["203.0.113.195", "203.0.113.195"],
    ["::ffff:1.2.3.4", "1.2.3.4"],
    ["::FFFF:1.2.3.4", "1.2.3.4"],
    ["::ffff:102:304", "1.2.3.4"],
    ["2001:db8::1", "2001:db8:0:0::/64"],
    ["2001:0db8:0000:0000:ffff:ffff:ffff:ffff", "2001:db8:0:0::/64"],
    ["2001:db8:0:0:1::", "2001:db8:0:0::/64"],
    ["2001:db8:0:1::1", "2001:db8:0:1::/64"],
    ["fe80::1%eth0", "fe80:0:0:0::/64"],
    ["fe80::2%25en0", "fe80:0:0:0::/64"],
    ["64:ff9b::192.0.2.33", "64:ff9b:0:0::/64"],
    ["::", "0:0:0:0::/64"],
  ])("counts %s as %s", (raw, key) => {
    expect(rateLimitKeyOfIp(raw)).toBe(key);
  });

  it("gives one /64 a single budget and neighbouring /64s their own", () => {
    const keys = ["2001:db8:1:2::1", "2001:db8:1:2:ffff::9", "2001:db8:1:2:abcd:ef01:2345:6789"].map(rateLimitKeyOfIp);
    expect(new Set(keys).size).toBe(1);
    expect(rateLimitKeyOfIp("2001:db8:1:3::1")).not.toBe(keys[0]);
  });

  it.each([undefined, null, "", "not-an-ip", "999.1.1.1", "1.2.3", ":::", "2001:db8::1::2", "x".repeat(10_000)])(
    "keys garbage %j without throwing, and never as a real address",
    (raw) => {
      const key = rateLimitKeyOfIp(raw as string | undefined);
      expect(key.length).toBeLessThanOrEqual(68);
      expect(key === "unknown" || key.startsWith("raw:")).toBe(true);
    },
  );
});

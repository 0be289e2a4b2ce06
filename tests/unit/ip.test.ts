import { describe, expect, it } from "vitest";
import { anonymizeIp } from "~/server/services/ip";

describe("IP anonymization (design.md item 6)", () => {
  it.each([
    ["203.0.113.195", "203.0.113.0"],
    ["::ffff:198.51.100.7", "198.51.100.0"],
    ["2001:db8:85a3:8d3:1319:8a2e:370:7348", "2001:db8:85a3::"],
    ["2001:db8::1", "2001:db8:0::"],
    ["::1", "0:0:0::"],
    ["fe80::1ff:fe23:4567:890a", "fe80:0:0::"],
  ])("stores %s as %s", (raw, stored) => {
    expect(anonymizeIp(raw)).toBe(stored);
  });

  it.each([undefined, "", "not-an-ip", "999.1.1.1"])("stores nothing for %j", (raw) => {
    expect(anonymizeIp(raw)).toBeNull();
  });
});

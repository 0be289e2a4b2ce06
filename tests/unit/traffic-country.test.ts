import { describe, expect, it } from "vitest";
import { countryOfHeader, countryOfIp } from "~/.server/services/analytics/country";
import { publicAddressOf } from "~/.server/services/analytics/ip";

describe("the country of a view's address (decision 0016)", () => {
  it.each([
    ["8.8.8.8", "US"],
    ["90.0.0.1", "FR"],
    ["81.2.69.160", "GB"],
    ["::ffff:90.0.0.1", "FR"],
    ["2620:0:862:ed1a::1", "US"],
    ["2a01:e0a::1", "FR"],
    ["2a02:8108::1", "DE"],
  ])("%s is in %s", (ip, country) => {
    expect(countryOfIp(ip)).toBe(country);
  });

  // The database names countries for some private ranges; an address no visitor can have has none.
  it.each([
    "127.0.0.1",
    "10.1.2.3",
    "172.16.0.1",
    "172.31.255.1",
    "192.168.1.1",
    "100.64.0.1",
    "169.254.1.1",
    "0.0.0.0",
    "203.0.113.9",
    "198.51.100.7",
    "192.0.2.1",
    "224.0.0.1",
    "::1",
    "::",
    "fe80::1",
    "fd12:3456::1",
    "2001:db8::1",
    "ff02::1",
    "::ffff:192.168.1.1",
    "not an address",
    "",
  ])("%j has none", (ip) => {
    expect(countryOfIp(ip)).toBeNull();
  });

  it("spells a public address one way, IPv4-mapped ones as IPv4", () => {
    expect(publicAddressOf("::FFFF:8.8.8.8")).toBe("8.8.8.8");
    expect(publicAddressOf("2001:4860:4860::8888")).toBe("2001:4860:4860:0:0:0:0:8888");
    expect(publicAddressOf("172.32.0.1")).toBe("172.32.0.1");
    expect(publicAddressOf("172.15.255.1")).toBe("172.15.255.1");
  });
});

describe("the country a CDN names in a header", () => {
  it.each([
    ["FR", "FR"],
    ["es", "ES"],
    [" GB ", "GB"],
    ["XX", null],
    ["T1", null],
    ["", null],
    [undefined, null],
    ["FRA", null],
    ["F1", null],
    ["<script>", null],
  ])("%j is %j", (value, country) => {
    expect(countryOfHeader(value)).toBe(country);
  });
});

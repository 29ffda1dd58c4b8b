import { describe, expect, it } from "vitest";
import { truncateIp } from "./truncate-ip";

describe("truncateIp", () => {
  it("keeps an IPv4 address's /24", () => {
    expect(truncateIp("203.0.113.77")).toBe("203.0.113.0");
  });
  it("keeps an IPv6 address's /48", () => {
    expect(truncateIp("2001:db8:abcd:12:34:56:78:9a")).toBe("2001:db8:abcd::");
  });
  it("treats an IPv4 address carried in IPv6 as IPv4", () => {
    expect(truncateIp("::ffff:198.51.100.23")).toBe("198.51.100.0");
  });
  it("stores what is not an address as unknown", () => {
    expect(truncateIp("not-an-ip")).toBe("unknown");
  });
});

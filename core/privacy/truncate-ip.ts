import ipaddr from "ipaddr.js";

const IPV4_PREFIX = 24;
const IPV6_PREFIX = 48;

/**
 * An address cut to its network (IPv4 /24, IPv6 /48), for records kept only for statistics: it still tells the
 * region and the provider, not the household. An IPv4 address carried in IPv6 (::ffff:a.b.c.d) counts as IPv4.
 * Anything that is not an address is stored as "unknown" rather than kept as it came.
 */
export function truncateIp(address: string): string {
  if (!ipaddr.isValid(address)) return "unknown";
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === "ipv6" && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  const prefix = parsed.kind() === "ipv4" ? IPV4_PREFIX : IPV6_PREFIX;
  const bytes = parsed.toByteArray().map((byte, index) => {
    const kept = Math.min(8, Math.max(0, prefix - index * 8));
    return byte & ((0xff << (8 - kept)) & 0xff);
  });
  return ipaddr.fromByteArray(bytes).toString();
}

import net from "node:net";

/** What Fastify's `trustProxy` takes: nothing, a number of hops, or the proxies' addresses and ranges. */
export type TrustProxy = false | number | string[];

export const TRUST_PROXY_HELP =
  "set the number of proxies in front of the app (e.g. 1) or their addresses (e.g. 10.0.0.0/8,127.0.0.1)";

/**
 * What to hand Fastify. A number becomes "the first N hops from the app are proxies": Fastify 5.12 itself refuses a
 * bare number (it cannot tell a proxy from a client that connects directly), so the hop count is only right when
 * nothing but those proxies can reach the app; the address list has no such condition.
 */
export function fastifyTrustProxy(trust: TrustProxy): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust === "number") return trust === 0 ? false : (_address, hop) => hop < trust;
  return trust;
}

/**
 * TRUST_PROXY: `false` (default) trusts no X-Forwarded-* header. `true` is refused: it would take the left-most
 * X-Forwarded-For entry, which any client writes itself, and so dodge every per-IP limit. A number trusts that many
 * hops from the app (the address the last trusted proxy saw); a list trusts only those proxies.
 * Returns the value, or a message saying what is wrong.
 */
export function parseTrustProxy(raw: string | undefined): TrustProxy | { error: string } {
  const value = raw?.trim().toLowerCase() ?? "";
  if (["", "false", "0", "no", "off"].includes(value)) return false;
  if (["true", "yes", "on"].includes(value)) {
    return { error: `true would believe any X-Forwarded-For a client sends; ${TRUST_PROXY_HELP}` };
  }
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return hops <= 10 ? hops : { error: `${hops} hops is not a real chain of proxies; ${TRUST_PROXY_HELP}` };
  }
  const entries = value.split(",").map((entry) => entry.trim()).filter(Boolean);
  const bad = entries.find((entry) => !isAddressOrRange(entry));
  if (entries.length === 0 || bad !== undefined) return { error: `"${bad ?? raw}" is not an IP address or range; ${TRUST_PROXY_HELP}` };
  return entries;
}

function isAddressOrRange(entry: string): boolean {
  const [address = "", prefix, extra] = entry.split("/");
  const family = net.isIP(address);
  if (family === 0 || extra !== undefined) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

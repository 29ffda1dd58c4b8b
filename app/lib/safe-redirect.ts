/** Only same-site paths: "/x?y" stays; "//evil", "https://evil", "/\\evil" and junk fall back. */
export function safeRedirectPath(value: unknown, fallback = "/"): string {
  if (typeof value !== "string" || !value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return fallback;
  try {
    const url = new URL(value, "http://nikat.local");
    return url.host === "nikat.local" ? url.pathname + url.search + url.hash : fallback;
  } catch {
    return fallback;
  }
}

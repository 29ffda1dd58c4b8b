import Bowser from "bowser";

/** "Chrome 131 on Android 14": enough to recognise a device in the admin's list, nothing more of the user agent. */
export function deviceSummary(userAgent: string | null): string | null {
  if (!userAgent) return null;
  const parsed = Bowser.parse(userAgent);
  const browser = [parsed.browser.name, parsed.browser.version?.split(".")[0]].filter(Boolean).join(" ");
  const os = [parsed.os.name, parsed.os.version?.split(".")[0]].filter(Boolean).join(" ");
  if (!browser && !os) return null;
  return browser && os ? `${browser} · ${os}` : browser || os;
}

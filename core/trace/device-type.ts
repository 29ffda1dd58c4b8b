import { isbot } from "isbot";

export type DeviceType = "mobile" | "tablet" | "desktop" | "bot";

/** A coarse device class from the User-Agent; enough for the trace, no fingerprinting. */
export function deviceTypeOf(userAgent: string | null | undefined): DeviceType {
  const ua = userAgent ?? "";
  if (!ua || isbot(ua)) return "bot";
  if (/iPad|Tablet|PlayBook|Silk|(Android(?!.*Mobile))/i.test(ua)) return "tablet";
  if (/Mobi|iPhone|iPod|Android|Opera Mini|IEMobile|KaiOS/i.test(ua)) return "mobile";
  return "desktop";
}

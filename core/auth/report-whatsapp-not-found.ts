import { formatDate, formatTime } from "../format/format";
import type { AuthDeps } from "./auth-deps";

/** Spec 000 §7 call 4: store the not-found report and tell the internal number; failures here never reach the user. */
export async function reportWhatsAppNotFound(
  deps: Pick<AuthDeps, "db" | "messenger" | "internalAlertPhone">,
  input: { phone: string; browserId?: string; pageUrl?: string },
): Promise<void> {
  const now = new Date();
  const msg = `WhatsApp not found for: ${input.phone}`;
  await deps.db
    .insertInto("whatsapp_not_found")
    .values({
      phone: input.phone,
      browser_id: input.browserId ?? null,
      page_url: input.pageUrl ?? null,
      date: formatDate(now),
      time: formatTime(now),
      instant: true,
      to: deps.internalAlertPhone,
      msg,
    })
    .execute();
  await deps.messenger.send({ to: deps.internalAlertPhone, template: "whatsapp_not_found", language: "en", params: { phone: input.phone } });
}

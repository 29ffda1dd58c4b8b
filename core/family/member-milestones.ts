import type { Db } from "../../db/client";
import { slotText } from "../booking/slot-names";
import type { Language } from "../i18n/language";
import type { OutgoingMessage } from "../messaging/messenger";
import type { TemplateName } from "../messaging/templates";

/**
 * The order milestones a family member hears about on their own number (issue #27: Order Confirmed, Payment
 * Confirmed, Sample Collected, Report Generated), each the account holder's message's member copy. The copies carry
 * the member's name, the request number and, for the booking, its day and half: never the tracking page, the invoice
 * or the report link (they open the account holder's order, and an invoice link works for whoever holds it), never
 * the amount or the agent code. Reports, invoices and tracking stay with the account that booked (decision 0027).
 */
export const MEMBER_COPY = {
  tests_confirmed: "member_order_confirmed",
  payment_confirmed: "member_payment_confirmed",
  sample_collected: "member_sample_collected",
  report_ready: "member_report_ready",
  report_ready_values: "member_report_ready",
} as const satisfies Partial<Record<TemplateName, TemplateName>>;

type Milestone = keyof typeof MEMBER_COPY;
const isMilestone = (template: TemplateName): template is Milestone => Object.hasOwn(MEMBER_COPY, template);

/**
 * The member's copy of one of the account holder's messages, or null: not a milestone, no member on the order, or a
 * member who has not said YES on WhatsApp (or said STOP since, or was removed). A confirmation sent again (staff
 * correcting the tests of a confirmed order) is not a new milestone. Read in the caller's transaction, so the copy is
 * stored in the same commit as the message it copies.
 */
export async function memberMilestone(
  tx: Db,
  input: {
    order: { id: number; member_id: number | null; phone: string; date: string | null };
    template: TemplateName;
    /** The order's language: the member's copy is in the language they were asked in, else this one. */
    language: Language;
    /** The order was confirmed before this message: its 'Order Confirmed' went out already. */
    confirmedBefore?: boolean;
  },
): Promise<OutgoingMessage | null> {
  const { order, template } = input;
  if (!isMilestone(template) || order.member_id === null) return null;
  if (template === "tests_confirmed" && input.confirmedBefore) return null;
  const member = await tx
    .selectFrom("family_members")
    .select(["name", "whatsapp_phone", "whatsapp_language"])
    .where("id", "=", order.member_id)
    .where("removed_at", "is", null)
    .where("whatsapp_consent_asked_at", "is not", null)
    .where("whatsapp_consent_at", "is not", null)
    .where("whatsapp_consent_withdrawn_at", "is", null)
    .executeTakeFirst();
  // The account holder's own number already has the account holder's message.
  if (!member?.whatsapp_phone || member.whatsapp_phone === order.phone) return null;
  const language = member.whatsapp_language ?? input.language;
  const base = { name: member.name, order: String(order.id) };
  return {
    to: member.whatsapp_phone,
    template: MEMBER_COPY[template],
    language,
    params: template === "tests_confirmed" ? { ...base, slot: slotText(order.date, language) } : base,
    requestId: order.id,
  };
}

import type { Db } from "../../db/client";
import type { Language } from "../i18n/language";

/** WhatsApp's customer service window: free replies are allowed for 24 hours after the person's last message. */
export const SERVICE_WINDOW_MS = 24 * 60 * 60 * 1000;

/** The half-finished booking or report request of a conversation: the answers given so far. */
export type ChatDraft = {
  requestKey?: string;
  /** A member of the account, or null for someone new (then name, age and gender are asked). */
  memberId?: number | null;
  /** What the chosen member's row does not hold (a 'Self' made from a number alone), asked as for someone new. */
  memberNeeds?: ("name" | "age" | "gender")[];
  name?: string;
  age?: string;
  gender?: "Male" | "Female" | "Others";
  /** The person is under 18 (a child member, or a typed age): the account holder's consent as parent or guardian is asked. */
  minor?: boolean;
  guardianConsent?: boolean;
  /** The person said to book again although this person already has a request in the slot (the web form's checkbox). */
  confirmDuplicate?: boolean;
  /** The prescription photo, checked and stored, until the booking takes its own copy. */
  prescriptionKey?: string;
  /** Or a health package, at the lab chosen for it (its price is read again when the booking is made). */
  packageId?: number;
  labId?: number;
  /** The visit's day and half as the request stores it (slotValue), so a slot chosen as "tomorrow" keeps its day after midnight. */
  slot?: string;
  address?: { village: string; address: string; city: string; pincode: string | null; state: string | null };
  lat?: number;
  lon?: number;
  /** The order whose report the person was asked to confirm sending. */
  reportOrderId?: number;
};

export type ChatState = {
  language: Language | null;
  step: string;
  draft: ChatDraft;
  optedOutAt: Date | null;
  handedOverAt: Date | null;
};

/**
 * The conversation of a number as it stands when a message sent at `at` arrives: a new number starts; one whose last
 * message is more than 24 hours old starts again from the menu (the window closed; the language stays, a half-finished
 * booking and a handover end with it). `expiredPrescription` is the stored photo of the ended booking, to delete.
 */
export async function chatStateAt(db: Db, phone: string, at: Date): Promise<{ state: ChatState; expiredPrescription: string | null }> {
  const row = await db.selectFrom("whatsapp_chats").selectAll().where("phone", "=", phone).executeTakeFirst();
  if (!row) return { state: { language: null, step: "start", draft: {}, optedOutAt: null, handedOverAt: null }, expiredPrescription: null };
  const draft = row.draft as ChatDraft;
  const state: ChatState = { language: row.language, step: row.step, draft, optedOutAt: row.opted_out_at, handedOverAt: row.handed_over_at };
  if (!row.last_inbound_at || at.getTime() - row.last_inbound_at.getTime() <= SERVICE_WINDOW_MS) return { state, expiredPrescription: null };
  return {
    state: { ...state, step: row.language ? "menu" : "start", draft: {}, handedOverAt: null },
    expiredPrescription: draft.prescriptionKey ?? null,
  };
}

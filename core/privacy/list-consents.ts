import type { Db } from "../../db/client";
import { whatsappConsentOf } from "../family/member-whatsapp-consent";

/**
 * A consent the account gave, as the "My data" page lists it:
 * - `health_data`: the account's consent to its family's health data being processed, asked by the booking form
 *   until it is given (users.health_data_consent_at; each order keeps its own copy in consent_at).
 * - `guardian`: the account's consent as parent or guardian for a child member's bookings (the booking's
 *   guardian_consent_at, and the member's guardian_confirmed_at from the family page).
 * - `member_whatsapp`: a member's own WhatsApp messages about their tests, given by the member's YES to the request
 *   sent to their number (decision 0027; family_members.whatsapp_consent_at, ended by their STOP or from here).
 * `givenAt` is the latest time it was given; `withdrawnAt` the latest withdrawal; `active` is whether it stands now.
 */
export type Consent =
  | { kind: "health_data"; givenAt: Date | null; withdrawnAt: Date | null; active: boolean }
  | { kind: "guardian" | "member_whatsapp"; memberId: number; memberName: string; givenAt: Date | null; withdrawnAt: Date | null; active: boolean };

/** Every consent the account has given or withdrawn, the health-data consent first, then each child's by name. */
export async function listConsents(db: Db, accountId: number): Promise<Consent[]> {
  const [user, withdrawals, members, bookings] = await Promise.all([
    db.selectFrom("users").select("health_data_consent_at").where("id", "=", accountId).executeTakeFirst(),
    db.selectFrom("consent_withdrawals").select(["consent", "member_id", "withdrawn_at"]).where("account_id", "=", accountId).orderBy("withdrawn_at").execute(),
    db.selectFrom("family_members").select(["id", "name", "guardian_confirmed_at", "whatsapp_phone", "whatsapp_consent_asked_at", "whatsapp_consent_at", "whatsapp_consent_withdrawn_at"]).where("account_id", "=", accountId).where("removed_at", "is", null).orderBy("id").execute(),
    db
      .selectFrom("sample_requests")
      .select(["member_id", (eb) => eb.fn.max("guardian_consent_at").as("given")])
      .where("uid", "=", accountId)
      .where("member_id", "is not", null)
      .where("guardian_consent_at", "is not", null)
      .groupBy("member_id")
      .execute(),
  ]);
  if (!user) return [];
  const lastWithdrawal = (consent: "health_data" | "guardian", memberId: number | null) =>
    withdrawals.filter((w) => w.consent === consent && w.member_id === memberId).at(-1)?.withdrawn_at ?? null;

  const healthWithdrawn = lastWithdrawal("health_data", null);
  const consents: Consent[] = [];
  if (user.health_data_consent_at || healthWithdrawn) {
    consents.push({ kind: "health_data", givenAt: user.health_data_consent_at, withdrawnAt: healthWithdrawn, active: user.health_data_consent_at !== null });
  }
  const bookedGiven = new Map(bookings.map((b) => [Number(b.member_id), b.given ? new Date(b.given) : null]));
  for (const member of members) {
    const given = latest(member.guardian_confirmed_at, bookedGiven.get(member.id) ?? null);
    const withdrawnAt = lastWithdrawal("guardian", member.id);
    if (!given && !withdrawnAt) continue;
    consents.push({
      kind: "guardian",
      memberId: member.id,
      memberName: member.name,
      givenAt: given,
      withdrawnAt,
      active: given !== null && (withdrawnAt === null || given > withdrawnAt),
    });
  }
  for (const member of members) {
    const state = whatsappConsentOf(member);
    if (state.state !== "confirmed" && !(state.state === "withdrawn" && member.whatsapp_consent_at)) continue;
    consents.push({
      kind: "member_whatsapp",
      memberId: member.id,
      memberName: member.name,
      givenAt: member.whatsapp_consent_at,
      withdrawnAt: member.whatsapp_consent_withdrawn_at,
      active: state.state === "confirmed",
    });
  }
  return consents;
}

function latest(a: Date | null, b: Date | null): Date | null {
  if (!a) return b;
  if (!b) return a;
  return a > b ? a : b;
}

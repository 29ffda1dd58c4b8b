import type { Kysely } from "kysely";
import { ensureSelfMember } from "../core/family/ensure-self-member";
import { birthYearFromAge } from "../core/family/member-age";
import type { Relation } from "../core/family/relations";
import type { Database } from "../db/schema";
import { DEMO_PATIENT_PHONE } from "./demo-sample-requests";

type DemoMember = { relation: Relation; name: string; age: number; gender: "Male" | "Female"; whatsapp?: string };

const DAY_MS = 24 * 60 * 60 * 1000;

/** Issue #27: the demo patient books for her parents in another town. */
const PARENTS: DemoMember[] = [
  // Her own WhatsApp, asked and confirmed by her YES (decision 0027): her orders' milestones reach her too.
  { relation: "Mother", name: "Anjali Ghosh", age: 67, gender: "Female", whatsapp: "9830098301" },
  { relation: "Father", name: "Subrata Ghosh", age: 72, gender: "Male" },
];

/**
 * Whose sample each demo order is, oldest first (the orders of seed/demo-sample-requests.ts in their order): every
 * member has orders in different states. The two visits the agents walk in the e2e tests stay the patient's own.
 */
const ORDER_MEMBERS: Relation[] = ["Mother", "Father", "Father", "Self", "Self", "Mother", "Self", "Mother"];

/**
 * The demo patient's family (Self, Mother 67, Father 72) and whose sample each of her demo orders is. Loaded once:
 * a demo account that already had members other than Self (even removed ones) is left as it is.
 */
export async function loadDemoFamily(tx: Kysely<Database>, now = new Date()): Promise<boolean> {
  const patient = await tx.selectFrom("users").select("id").where("phone", "=", DEMO_PATIENT_PHONE).executeTakeFirst();
  if (!patient) return false;
  const family = await tx.selectFrom("family_members").select("id").where("account_id", "=", patient.id).where("relation", "<>", "Self").limit(1).executeTakeFirst();
  if (family) return false;
  await ensureSelfMember(tx, patient.id, now);
  const self = await tx
    .selectFrom("family_members")
    .select(["id", "name"])
    .where("account_id", "=", patient.id)
    .where("relation", "=", "Self")
    .where("removed_at", "is", null)
    .executeTakeFirstOrThrow();
  const parents = await tx
    .insertInto("family_members")
    .values(
      PARENTS.map((member) => ({
        account_id: patient.id,
        name: member.name,
        relation: member.relation,
        birth_year: birthYearFromAge(member.age, now),
        gender: member.gender,
        whatsapp_phone: member.whatsapp ?? null,
        whatsapp_language: member.whatsapp ? ("bn" as const) : null,
        whatsapp_consent_asked_at: member.whatsapp ? new Date(now.getTime() - 3 * DAY_MS) : null,
        whatsapp_consent_at: member.whatsapp ? new Date(now.getTime() - 3 * DAY_MS + 20 * 60_000) : null,
      })),
    )
    .returning(["id", "relation"])
    .execute();
  // Issue #29: the mother's HbA1c is checked every 3 months; opted in long enough ago that a "Book again" reminder
  // reaches /dev/outbox at the reminder job's first run between 10:00 and 19:00 Kolkata time.
  const mother = parents.find((parent) => parent.relation === "Mother");
  if (mother) await tx.insertInto("repeat_test_reminders").values({ member_id: mother.id, test: "hba1c", opted_in_at: new Date(now.getTime() - 100 * DAY_MS) }).execute();
  const memberOf = (relation: Relation) => {
    if (relation === "Self") return { id: self.id };
    const member = PARENTS.find((parent) => parent.relation === relation);
    const row = parents.find((parent) => parent.relation === relation);
    return member && row ? { id: row.id, name: member.name, dob: String(member.age), gender: member.gender } : { id: self.id };
  };
  const orders = await tx.selectFrom("sample_requests").select("id").where("uid", "=", patient.id).where("member_id", "is", null).orderBy("id").limit(ORDER_MEMBERS.length).execute();
  for (const [index, order] of orders.entries()) {
    const { id, ...patientFields } = memberOf(ORDER_MEMBERS[index] ?? "Self");
    await tx.updateTable("sample_requests").set({ member_id: id, ...patientFields }).where("id", "=", order.id).execute();
  }
  return true;
}

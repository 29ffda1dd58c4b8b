import type { Kysely } from "kysely";
import { ensureSelfMember } from "../core/family/ensure-self-member";
import { birthYearFromAge } from "../core/family/member-age";
import type { Relation } from "../core/family/relations";
import type { Database } from "../db/schema";
import { DEMO_PATIENT_PHONE } from "./demo-sample-requests";

type DemoMember = { relation: Relation; name: string; age: number; gender: "Male" | "Female" };

/** Issue #27: the demo patient books for her parents in another town. */
const PARENTS: DemoMember[] = [
  { relation: "Mother", name: "Anjali Ghosh", age: 67, gender: "Female" },
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
    .values(PARENTS.map((member) => ({ account_id: patient.id, name: member.name, relation: member.relation, birth_year: birthYearFromAge(member.age, now), gender: member.gender })))
    .returning(["id", "relation"])
    .execute();
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

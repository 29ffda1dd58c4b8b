import type { Db } from "../../db/client";
import { ageOf } from "../family/member-age";
import type { RangePerson } from "./reference-range";

type Sex = RangePerson["sex"];

const sexOf = (value: string | null | undefined): Sex => (value === "Male" || value === "Female" || value === "Others" ? value : null);

/**
 * Whose ranges an order's values are read against, at the time of the sample: the family member booked for (their
 * sex and birth facts), else what the order itself says (its `dob` holds an age in years on older orders).
 */
export function resultPersonOf(
  order: { gender: string | null; dob: string | null },
  member: { gender: string | null; birth_date: string | null; birth_year: number | null } | null,
  at: Date,
): RangePerson {
  if (member) return { sex: sexOf(member.gender), ageYears: ageOf(member, at) };
  return { sex: sexOf(order.gender), ageYears: ageFromOrder(order.dob, at) };
}

function ageFromOrder(dob: string | null, at: Date): number | null {
  if (!dob) return null;
  const trimmed = dob.trim();
  if (/^\d{1,3}$/.test(trimmed)) return Number(trimmed);
  if (/^\d{4}-\d{2}-\d{2}$/.test(trimmed)) return ageOf({ birth_date: trimmed, birth_year: null }, at);
  return null;
}

/** The person of one order, read from its family member when it has one (in the caller's transaction when given one). */
export async function loadResultPerson(db: Db, order: { member_id: number | null; gender: string | null; dob: string | null }, at: Date): Promise<RangePerson> {
  const member = order.member_id
    ? await db.selectFrom("family_members").select(["gender", "birth_date", "birth_year"]).where("id", "=", order.member_id).executeTakeFirst()
    : undefined;
  return resultPersonOf(order, member ?? null, at);
}

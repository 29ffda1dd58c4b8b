import { sql } from "kysely";
import type { Db } from "../../db/client";
import { birthYearFromAge, MAX_AGE } from "./member-age";

/**
 * The account holder as the family's 'Self', made from the account (its name, age and gender, when known) the first
 * time they sign in. Safe to call on every sign-in and from two tabs at once: the one-Self index keeps a single row.
 */
export async function ensureSelfMember(db: Db, accountId: number, now: Date): Promise<void> {
  const account = await db.selectFrom("users").select(["name", "age", "gender"]).where("id", "=", accountId).executeTakeFirst();
  if (!account) return;
  const age = account.age !== null && /^\d{1,3}$/.test(account.age.trim()) ? Number(account.age.trim()) : null;
  await db
    .insertInto("family_members")
    .values({
      account_id: accountId,
      name: (account.name ?? "").trim().slice(0, 100),
      relation: "Self",
      birth_year: age !== null && age <= MAX_AGE ? birthYearFromAge(age, now) : null,
      gender: account.gender,
    })
    .onConflict((oc) => oc.column("account_id").where(sql.ref("relation"), "=", "Self").where("removed_at", "is", null).doNothing())
    .execute();
}

import type { Db } from "../../db/client";
import { AppError } from "../errors/app-error";
import { isUniqueViolation } from "../errors/unique-violation";
import { MAX_MEMBERS_PER_ACCOUNT, type FamilyMember } from "./family-member";
import type { MemberForm } from "./member-form";

/** Saves a new member for the account. There is one 'Self'; a family has at most MAX_MEMBERS_PER_ACCOUNT people. */
export async function addFamilyMember(db: Db, input: { accountId: number; form: MemberForm; now: Date }): Promise<FamilyMember> {
  const { accountId, form, now } = input;
  try {
    return await db.transaction().execute(async (tx) => {
      // The account row is the lock that makes the count and the insert one step for two tabs adding at once.
      await tx.selectFrom("users").select("id").where("id", "=", accountId).forUpdate().executeTakeFirstOrThrow();
      const { count } = await tx
        .selectFrom("family_members")
        .select((eb) => eb.fn.countAll<number>().as("count"))
        .where("account_id", "=", accountId)
        .where("removed_at", "is", null)
        .executeTakeFirstOrThrow();
      if (Number(count) >= MAX_MEMBERS_PER_ACCOUNT) throw new AppError("tooManyMembers", 409, { max: MAX_MEMBERS_PER_ACCOUNT });
      return tx
        .insertInto("family_members")
        .values({
          account_id: accountId,
          name: form.name,
          relation: form.relation,
          birth_date: form.birthDate,
          birth_year: form.birthYear,
          gender: form.gender,
          whatsapp_phone: form.whatsappPhone,
          guardian_confirmed_at: form.guardian ? now : null,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    });
  } catch (error) {
    if (isUniqueViolation(error, "family_members_one_self")) throw new AppError("memberSelfTaken", 409);
    throw error;
  }
}

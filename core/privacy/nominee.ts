import type { Db } from "../../db/client";
import { writeAudit } from "../audit/write-audit";
import { NOMINEE_ERROR, type NomineeForm, type NomineeRelation, NOMINEE_RELATIONS } from "./nominee-form";

export type Nominee = { name: string; relation: NomineeRelation; phone: string; createdAt: Date; updatedAt: Date };

const isRelation = (value: string): value is NomineeRelation => (NOMINEE_RELATIONS as readonly string[]).includes(value);

/** The account's nominee (DPDP Act 2023 s.14), or null. Only ever read by the account's own id, from the session. */
export async function getNominee(db: Db, accountId: number): Promise<Nominee | null> {
  const row = await db.selectFrom("nominees").select(["name", "relation", "phone", "created_at", "updated_at"]).where("account_id", "=", accountId).executeTakeFirst();
  if (!row) return null;
  return { name: row.name, relation: isRelation(row.relation) ? row.relation : "Other", phone: row.phone, createdAt: row.created_at, updatedAt: row.updated_at };
}

export type SaveNomineeResult = { ok: true; nominee: Nominee } | { ok: false; fieldErrors: Record<string, string> };

/**
 * Names the account's nominee, or changes them: one per account, the time of each step kept (the row's times, and an
 * audit row saying what was done; the audit holds no name or number, so an erasure leaves nothing of them there).
 * The account holder's own number cannot be their nominee's.
 */
export async function saveNominee(db: Db, input: { accountId: number; form: NomineeForm; now?: Date }): Promise<SaveNomineeResult> {
  const now = input.now ?? new Date();
  return db.transaction().execute(async (tx) => {
    const account = await tx.selectFrom("users").select("phone").where("id", "=", input.accountId).executeTakeFirstOrThrow();
    if (account.phone === input.form.phone) return { ok: false, fieldErrors: { phone: NOMINEE_ERROR.ownNumber } };
    const before = await tx.selectFrom("nominees").select("account_id").where("account_id", "=", input.accountId).forUpdate().executeTakeFirst();
    const row = await tx
      .insertInto("nominees")
      .values({ account_id: input.accountId, name: input.form.name, relation: input.form.relation, phone: input.form.phone, created_at: now, updated_at: now })
      .onConflict((oc) => oc.column("account_id").doUpdateSet({ name: input.form.name, relation: input.form.relation, phone: input.form.phone, updated_at: now }))
      .returning(["name", "relation", "phone", "created_at", "updated_at"])
      .executeTakeFirstOrThrow();
    await writeAudit(tx, { actorId: input.accountId, actor: "patient", action: before ? "nominee-changed" : "nominee-named", entity: "account", entityId: input.accountId, at: now });
    return { ok: true, nominee: { name: row.name, relation: input.form.relation, phone: row.phone, createdAt: row.created_at, updatedAt: row.updated_at } };
  });
}

/** Removes the account's nominee (nothing to do when there is none); the audit keeps when. */
export async function removeNominee(db: Db, input: { accountId: number; now?: Date }): Promise<boolean> {
  const now = input.now ?? new Date();
  return db.transaction().execute(async (tx) => {
    const removed = await tx.deleteFrom("nominees").where("account_id", "=", input.accountId).returning("account_id").executeTakeFirst();
    if (removed) await writeAudit(tx, { actorId: input.accountId, actor: "patient", action: "nominee-removed", entity: "account", entityId: input.accountId, at: now });
    return removed !== undefined;
  });
}

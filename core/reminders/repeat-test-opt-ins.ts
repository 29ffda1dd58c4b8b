import { z } from "zod";
import type { Db } from "../../db/client";
import { AppError } from "../errors/app-error";
import { REPEAT_TEST_KEYS, type RepeatTest } from "./repeat-tests";

/** The family page's repeat-reminder form: one checkbox per repeat test; an unticked box is not posted. */
export const repeatRemindersFormSchema = z.object({
  intent: z.literal("repeat-reminders", { error: "errors.badForm" }),
  hba1c: z.literal("on").optional(),
  tsh: z.literal("on").optional(),
  lipid: z.literal("on").optional(),
});

export type RepeatRemindersForm = z.output<typeof repeatRemindersFormSchema>;

export const chosenTests = (form: RepeatRemindersForm): RepeatTest[] => REPEAT_TEST_KEYS.filter((test) => form[test] === "on");

/** The repeat tests one of the account's members is opted in to; another account's member is not found. */
export async function listRepeatTestOptIns(db: Db, input: { accountId: number; memberId: number }): Promise<RepeatTest[]> {
  const rows = await db
    .selectFrom("repeat_test_reminders as r")
    .innerJoin("family_members as m", "m.id", "r.member_id")
    .select("r.test")
    .where("m.id", "=", input.memberId)
    .where("m.account_id", "=", input.accountId)
    .where("m.removed_at", "is", null)
    .execute();
  return REPEAT_TEST_KEYS.filter((test) => rows.some((row) => row.test === test));
}

/**
 * Opts one of the account's members in to exactly these repeat tests (opt-in only: nothing is chosen for anyone).
 * A test kept keeps its opt-in time and the due date it was last reminded for; a test taken off is deleted; a new
 * one starts from now. Another account's or a removed member is `memberNotFound` (404).
 */
export async function setRepeatTestOptIns(db: Db, input: { accountId: number; memberId: number; tests: readonly RepeatTest[]; now?: Date }): Promise<void> {
  const now = input.now ?? new Date();
  await db.transaction().execute(async (tx) => {
    const member = await tx.selectFrom("family_members").select("id").where("id", "=", input.memberId).where("account_id", "=", input.accountId).where("removed_at", "is", null).forUpdate().executeTakeFirst();
    if (!member) throw new AppError("memberNotFound", 404);
    const off = REPEAT_TEST_KEYS.filter((test) => !input.tests.includes(test));
    if (off.length > 0) await tx.deleteFrom("repeat_test_reminders").where("member_id", "=", member.id).where("test", "in", off).execute();
    if (input.tests.length > 0) {
      await tx
        .insertInto("repeat_test_reminders")
        .values(input.tests.map((test) => ({ member_id: member.id, test, opted_in_at: now })))
        .onConflict((oc) => oc.columns(["member_id", "test"]).doNothing())
        .execute();
    }
  });
}

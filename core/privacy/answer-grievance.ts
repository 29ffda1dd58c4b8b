import type { Db } from "../../db/client";
import { formAlreadyDone, writeAudit } from "../audit/write-audit";
import { isLanguage } from "../i18n/language";
import type { MessageQueue } from "../messaging/message-queue";
import type { Messenger } from "../messaging/messenger";
import { GRIEVANCE_PATH_FOR_MESSAGES } from "./grievance-link";
import { GRIEVANCE_COLUMNS, grievanceOf, type Grievance } from "./grievances";

/** A grievance as staff see it: with the last four digits of the account's number, so staff can tell callers apart; never the whole number ("" once erased). */
export type StaffGrievance = Grievance & { phoneEnd: string };

/** The console's list: open grievances first (the one due soonest on top), then the latest answered ones. */
export async function listGrievancesForStaff(db: Db): Promise<StaffGrievance[]> {
  const select = () => db.selectFrom("grievances").innerJoin("users", "users.id", "grievances.account_id").select([...GRIEVANCE_COLUMNS, "users.phone"]);
  const [open, answered] = await Promise.all([
    select().where("grievances.status", "=", "open").orderBy("grievances.due_at").limit(200).execute(),
    select().where("grievances.status", "=", "answered").orderBy("grievances.answered_at", "desc").limit(50).execute(),
  ]);
  return [...open, ...answered].map((row) => ({ ...grievanceOf(row), phoneEnd: row.phone.startsWith("erased-") ? "" : row.phone.slice(-4) }));
}

export type AnswerGrievanceDeps = { db: Db; messenger: Messenger; messageQueue: MessageQueue; publicUrl: string; onMessageError?: (error: unknown) => void };

/**
 * An admin answers a grievance (a second answer replaces the first, both in the audit trail). The answer, the audit
 * row (with the form's key: the same form posted twice answers once) and the WhatsApp message telling the patient are
 * written in one transaction; the message is queued after the commit. The message names the ticket and links to the
 * grievance page, where the patient reads the answer after logging in: no answer text goes to WhatsApp.
 * Answers false when there is no such grievance (the page answers 404).
 */
export async function answerGrievance(deps: AnswerGrievanceDeps, input: { grievanceId: number; answer: string; actorId: number; formKey: string; now?: Date }): Promise<boolean> {
  const now = input.now ?? new Date();
  const messageId = await deps.db.transaction().execute(async (tx) => {
    const row = await tx
      .selectFrom("grievances")
      .innerJoin("users", "users.id", "grievances.account_id")
      .select(["grievances.number", "grievances.answer", "grievances.language", "users.phone", "users.erased_at"])
      .where("grievances.id", "=", input.grievanceId)
      .forUpdate()
      .executeTakeFirst();
    if (!row) return undefined;
    if (await formAlreadyDone(tx, { entity: "grievance", entityId: input.grievanceId }, input.formKey)) return null;
    await tx.updateTable("grievances").set({ status: "answered", answer: input.answer, answered_by: input.actorId, answered_at: now }).where("id", "=", input.grievanceId).execute();
    await writeAudit(tx, {
      actorId: input.actorId,
      actor: "admin",
      action: "grievance-answered",
      entity: "grievance",
      entityId: input.grievanceId,
      before: { answer: row.answer },
      after: { answer: input.answer },
      formKey: input.formKey,
      at: now,
    });
    if (row.erased_at) return null;
    return deps.messenger.store(
      { to: row.phone, template: "grievance_answered", language: isLanguage(row.language) ? row.language : "en", params: { number: row.number, link: `${deps.publicUrl}${GRIEVANCE_PATH_FOR_MESSAGES}` } },
      tx,
    );
  });
  if (messageId === undefined) return false;
  if (messageId !== null) await deps.messageQueue.enqueue(messageId).catch((error: unknown) => deps.onMessageError?.(error));
  return true;
}

import { sql } from "kysely";
import type { Db } from "../../db/client";
import type { GrievanceStatus } from "../../db/schema";
import { kolkataDay } from "../time/kolkata-day";
import { GRIEVANCE_ERROR, GRIEVANCE_TOPICS, type GrievanceForm, type GrievanceTopic } from "./grievance-form";

const DAY_MS = 86_400_000;

/** The ticket number a person can read out on the phone: G-2026-000123 (the year in Kolkata, then the row's number). */
export function grievanceNumber(id: number, createdAt: Date): string {
  return `G-${kolkataDay(createdAt).date.slice(0, 4)}-${String(id).padStart(6, "0")}`;
}

export type Grievance = {
  id: number;
  number: string;
  topic: GrievanceTopic;
  text: string;
  orderId: number | null;
  status: GrievanceStatus;
  answer: string | null;
  answeredAt: Date | null;
  dueAt: Date;
  createdAt: Date;
};

const isTopic = (value: string): value is GrievanceTopic => (GRIEVANCE_TOPICS as readonly string[]).includes(value);

const COLUMNS = ["id", "number", "topic", "text", "order_id", "status", "answer", "answered_at", "due_at", "created_at"] as const;
/** A grievance's columns, as a query joined to another table names them. */
export const GRIEVANCE_COLUMNS = COLUMNS.map((column) => `grievances.${column}` as const);
type Row = { id: number; number: string; topic: string; text: string; order_id: number | null; status: GrievanceStatus; answer: string | null; answered_at: Date | null; due_at: Date; created_at: Date };

export function grievanceOf(row: Row): Grievance {
  return {
    id: row.id,
    number: row.number,
    topic: isTopic(row.topic) ? row.topic : "other",
    text: row.text,
    orderId: row.order_id,
    status: row.status,
    answer: row.answer,
    answeredAt: row.answered_at,
    dueAt: row.due_at,
    createdAt: row.created_at,
  };
}

export type CreateGrievanceResult = { ok: true; grievance: Grievance; repeated: boolean } | { ok: false; fieldErrors: Record<string, string> };

/**
 * Records a patient's grievance and gives its ticket number at once, with the date it will be answered by (`answerDays`
 * from now, GRIEVANCE_ANSWER_DAYS). An order named must be the account's own: another account's, or one that does not
 * exist, is the same field message. The same form posted twice (its key) is one ticket.
 */
export async function createGrievance(
  db: Db,
  input: { accountId: number; form: GrievanceForm; language: string; answerDays: number; now?: Date },
): Promise<CreateGrievanceResult> {
  const now = input.now ?? new Date();
  const { form } = input;
  if (form.order !== undefined) {
    const own = await db.selectFrom("sample_requests").select("id").where("id", "=", form.order).where("uid", "=", input.accountId).executeTakeFirst();
    if (!own) return { ok: false, fieldErrors: { order: GRIEVANCE_ERROR.order } };
  }
  const earlier = await findByFormKey(db, input.accountId, form.formKey);
  if (earlier) return { ok: true, grievance: earlier, repeated: true };
  const { id } = await sql<{ id: string }>`select nextval(pg_get_serial_sequence('grievances', 'id')) as id`.execute(db).then((result) => result.rows[0]!);
  const inserted = await db
    .insertInto("grievances")
    .values({
      id: Number(id),
      number: grievanceNumber(Number(id), now),
      account_id: input.accountId,
      order_id: form.order ?? null,
      topic: form.topic,
      text: form.text,
      language: input.language,
      due_at: new Date(now.getTime() + input.answerDays * DAY_MS),
      form_key: form.formKey,
      created_at: now,
    })
    .onConflict((oc) => oc.columns(["account_id", "form_key"]).doNothing())
    .returning(COLUMNS)
    .executeTakeFirst();
  if (inserted) return { ok: true, grievance: grievanceOf(inserted), repeated: false };
  // Two posts of the same form at the same moment: the other one made the ticket.
  const made = await findByFormKey(db, input.accountId, form.formKey);
  if (!made) throw new Error("a grievance refused as a repeat cannot be found");
  return { ok: true, grievance: made, repeated: true };
}

async function findByFormKey(db: Db, accountId: number, formKey: string): Promise<Grievance | null> {
  const row = await db.selectFrom("grievances").select(COLUMNS).where("account_id", "=", accountId).where("form_key", "=", formKey).executeTakeFirst();
  return row ? grievanceOf(row) : null;
}

/** The account's own grievances, newest first, with their status and answers. */
export async function listMyGrievances(db: Db, accountId: number): Promise<Grievance[]> {
  const rows = await db.selectFrom("grievances").select(COLUMNS).where("account_id", "=", accountId).orderBy("id", "desc").limit(100).execute();
  return rows.map(grievanceOf);
}

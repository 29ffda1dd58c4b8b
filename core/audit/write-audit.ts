import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";

export type AuditEntry = {
  actorId?: number | null;
  actor: string;
  action: string;
  entity: string;
  entityId: string | number;
  before?: unknown;
  after?: unknown;
  /** A staff form's key: the same form posted again finds this row (and the unique index refuses a second). */
  formKey?: string;
  at?: Date;
};

const rowOf = (entry: AuditEntry) => ({
  actor_id: entry.actorId ?? null,
  actor: entry.actor,
  action: entry.action,
  entity: entry.entity,
  entity_id: String(entry.entityId),
  before: entry.before === undefined ? null : JSON.stringify(entry.before),
  after: entry.after === undefined ? null : JSON.stringify(entry.after),
  form_key: entry.formKey ?? null,
  ...(entry.at ? { at: entry.at } : {}),
});

/** One audit row, written with the caller's transaction so it stands or falls with the change it records. */
export async function writeAudit(db: Kysely<Database>, entry: AuditEntry): Promise<void> {
  await db.insertInto("audit_log").values(rowOf(entry)).execute();
}

/** Several audit rows in one statement (a staff list page's reads, one per order shown); none for an empty list. */
export async function writeAudits(db: Kysely<Database>, entries: AuditEntry[]): Promise<void> {
  if (entries.length === 0) return;
  await db.insertInto("audit_log").values(entries.map(rowOf)).execute();
}

/** Whether a staff form with this key was already done on this entity: the same form posted twice is done once. */
export async function formAlreadyDone(db: Kysely<Database>, entity: { entity: string; entityId: string | number }, formKey: string | undefined): Promise<boolean> {
  if (!formKey) return false;
  const done = await db
    .selectFrom("audit_log")
    .select("id")
    .where("entity", "=", entity.entity)
    .where("entity_id", "=", String(entity.entityId))
    .where("form_key", "=", formKey)
    .executeTakeFirst();
  return done !== undefined;
}

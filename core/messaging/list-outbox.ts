import type { Db } from "../../db/client";
import { renderMessage } from "./templates";
import { renderChatContent } from "./chat-content";

export type OutboxEntry = { id: number; to: string; text: string; template: string; state: string; error: string | null; createdAt: Date };

/** The newest messages as their recipients would read them (demo mode's /dev/outbox). */
export async function listOutbox(db: Db, options: { limit?: number; to?: string } = {}): Promise<OutboxEntry[]> {
  let query = db
    .selectFrom("messages")
    .select(["id", "to", "template", "language", "params", "state", "error", "created_at", "content"])
    .orderBy("id", "desc")
    .limit(options.limit ?? 50);
  if (options.to) query = query.where("to", "=", options.to);
  const rows = await query.execute();
  return rows.map((row) => ({
    id: row.id,
    to: row.to,
    template: row.template,
    text: row.content ? renderChatContent(row.content) : renderMessage(row.template, row.language, row.params),
    state: row.state,
    error: row.error,
    createdAt: row.created_at,
  }));
}

import type { Db } from "../../db/client";
import { findVisitRequests } from "../orders/assign-agent-to-visit";

export type VisitMate = { id: number; name: string };

/** The other requests one agent visit would cover with this one (same address and slot), for the admin's form. */
export async function listVisitMates(db: Db, orderId: number): Promise<VisitMate[]> {
  const others = (await findVisitRequests(db, orderId)).filter((id) => id !== orderId);
  if (others.length === 0) return [];
  const rows = await db.selectFrom("sample_requests").select(["id", "name"]).where("id", "in", others).orderBy("id").execute();
  return rows.map((row) => ({ id: row.id, name: row.name }));
}

import type { Kysely } from "kysely";
import { hashPassword } from "../core/auth/password";
import type { Database, Role } from "../db/schema";

/** Demo mode only (README): the staff a newcomer logs in as at /login to walk an order through the console. */
export const DEMO_STAFF = [
  { phone: "9000000001", role: "admin", name: "Anita Sen", password: "demo-admin-2026" },
  { phone: "9000000002", role: "lab", name: "Bikash Pal", password: "demo-lab-2026" },
  { phone: "9000000003", role: "agent", name: "Rahul Das", password: "demo-agent-2026" },
  { phone: "9000000004", role: "agent", name: "Sumit Roy", password: "demo-agent-2026" },
] as const satisfies readonly { phone: string; role: Role; name: string; password: string }[];

export type DemoStaffIds = { admin: number; lab: number; agents: [number, number]; labId: number | null };

/** The demo staff, created when the demo admin does not exist yet; the lab user works for `labId`. Null when they existed. */
export async function loadDemoStaff(tx: Kysely<Database>, labId: number | null): Promise<DemoStaffIds | null> {
  const existing = await tx.selectFrom("users").select("id").where("phone", "=", DEMO_STAFF[0].phone).executeTakeFirst();
  if (existing) return null;
  const ids: number[] = [];
  for (const member of DEMO_STAFF) {
    const row = await tx
      .insertInto("users")
      .values({
        phone: member.phone,
        role: member.role,
        name: member.name,
        password_hash: await hashPassword(member.password),
        lab_id: member.role === "lab" ? labId : null,
      })
      .onConflict((oc) => oc.column("phone").doNothing())
      .returning("id")
      .executeTakeFirst();
    ids.push(row?.id ?? 0);
  }
  return { admin: ids[0] ?? 0, lab: ids[1] ?? 0, agents: [ids[2] ?? 0, ids[3] ?? 0], labId };
}

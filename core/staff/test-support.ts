import { randomInt } from "node:crypto";
import type { Db } from "../../db/client";
import type { Role } from "../../db/schema";

const phone = () => `9${String(randomInt(0, 1_000_000_000)).padStart(9, "0")}`;

export async function createStaff(db: Db, role: Exclude<Role, "patient">, options: { name?: string; labId?: number | null } = {}) {
  return db
    .insertInto("users")
    .values({ phone: phone(), role, name: options.name ?? `Test ${role}`, lab_id: options.labId ?? null })
    .returning(["id", "phone", "name"])
    .executeTakeFirstOrThrow();
}

export async function createLab(db: Db): Promise<number> {
  const { id } = await db.insertInto("hospitals").values({ type: "Lab", name: `Test Lab ${randomInt(0, 1_000_000)}` }).returning("id").executeTakeFirstOrThrow();
  return id;
}

/** An order as the console leaves it after assigning an agent: lab set, agent for a day and time. */
export async function createAssignedOrder(
  db: Db,
  input: { agentId: number; labId: number; date: string; time: string; status?: string; paid?: boolean; uid?: number; patientPhone?: string; agentOtp?: number },
): Promise<number> {
  const uid = input.uid ?? (await db.insertInto("users").values({ phone: phone(), name: "Test Patient" }).returning("id").executeTakeFirstOrThrow()).id;
  const { id } = await db
    .insertInto("sample_requests")
    .values({
      uid,
      phone: input.patientPhone ?? phone(),
      alternate_phone: "9800011122",
      name: "Test Patient",
      address: "12, Park Street",
      village: "Park Circus",
      city: "Kolkata",
      pincode: "700016",
      lat: 22.5726,
      lon: 88.3639,
      amount_paise: 95_000,
      tests: JSON.stringify([{ test_name: "Lipid Profile", amount_paise: 95_000 }]),
      status: input.status ?? "Agent Assigned",
      payment_status: input.paid ? "Success" : "Pending",
      lab_id: input.labId,
      lab_name: "Test Lab",
      agent_id: input.agentId,
      agent_name: "Rahul Das",
      agent_assign_date: input.date,
      agent_assign_time: input.time,
      agent_otp: input.agentOtp ?? 123456,
      date: `${input.date} 1st Half`,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return id;
}

import type { Kysely } from "kysely";
import { writeAudits } from "../core/audit/write-audit";
import { STAFF_READ_ACTIONS } from "../core/privacy/list-staff-reads";
import { createGrievance } from "../core/privacy/grievances";
import type { Database } from "../db/schema";
import { DEMO_STAFF } from "./demo-staff";
import { DEMO_PATIENT_PHONE } from "./demo-sample-requests";

const HOUR_MS = 3_600_000;
/** The demo lab user (seed/demo-staff.ts). */
const DEMO_LAB_PHONE = DEMO_STAFF.find((member) => member.role === "lab")!.phone;

/**
 * Issue #34 in the demo: the demo patient's "Who opened my data" lists the reads of her reported order (the sample
 * collector's visit page, the lab's list and its report download), and the console's grievances has her open one
 * about that order. Loaded once: when that order has no staff read yet.
 */
export async function loadDemoPrivacy(tx: Kysely<Database>, now = new Date()): Promise<boolean> {
  const patient = await tx.selectFrom("users").select("id").where("phone", "=", DEMO_PATIENT_PHONE).executeTakeFirst();
  if (!patient) return false;
  const order = await tx
    .selectFrom("sample_requests")
    .select(["id", "agent_id"])
    .where("uid", "=", patient.id)
    .where("status", "=", "Report Generated")
    .orderBy("id")
    .executeTakeFirst();
  if (!order) return false;
  const read = await tx
    .selectFrom("audit_log")
    .select("id")
    .where("entity", "=", "sample_request")
    .where("entity_id", "=", String(order.id))
    .where("action", "in", [...STAFF_READ_ACTIONS])
    .executeTakeFirst();
  if (read) return false;
  const lab = await tx.selectFrom("users").select("id").where("phone", "=", DEMO_LAB_PHONE).executeTakeFirst();
  const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * HOUR_MS);
  await writeAudits(tx, [
    ...(order.agent_id ? [{ actorId: order.agent_id, actor: "agent", action: "request.view", entity: "sample_request", entityId: order.id, at: at(72) }] : []),
    ...(lab ? [
      { actorId: lab.id, actor: "lab", action: "request.list", entity: "sample_request", entityId: order.id, at: at(50) },
      { actorId: lab.id, actor: "lab", action: "report.download", entity: "sample_request", entityId: order.id, at: at(48) },
    ] : []),
  ]);
  await createGrievance(tx, {
    accountId: patient.id,
    form: { topic: "report", text: "My mother's report came a day later than the page said. Please tell me why.", order: order.id, formKey: "demo-grievance-report" },
    language: "en",
    answerDays: 7,
    now: at(20),
  });
  return true;
}

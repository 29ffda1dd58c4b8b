import { randomInt } from "node:crypto";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Db } from "../../db/client";
import { localFileStorage } from "../files/local-file-storage";
import { recordingInvoicePrintQueue } from "../invoices/invoice-print-queue";
import { recordingMessageQueue } from "../messaging/message-queue";
import { outboxMessenger } from "../messaging/outbox-messenger";
import { TEST_SECRET } from "../payments/test-support";
import type { Actor, OrderDeps } from "./order-deps";

export const TEST_SUPPORT_PHONE = "9800000000";

/** Order deps on the outbox and a temporary folder; `messageQueue.queued` lists what was handed to the job. */
export function testOrderDeps(db: Db): OrderDeps & { messageQueue: ReturnType<typeof recordingMessageQueue>; invoicePrints: ReturnType<typeof recordingInvoicePrintQueue> } {
  return {
    db,
    messenger: outboxMessenger(db),
    messageQueue: recordingMessageQueue(),
    invoicePrints: recordingInvoicePrintQueue(),
    storage: localFileStorage(mkdtempSync(path.join(os.tmpdir(), "nikat-orders-"))),
    publicUrl: "https://nikat.test",
    secret: TEST_SECRET,
    supportPhone: TEST_SUPPORT_PHONE,
  };
}

const phone = () => `9${String(randomInt(0, 1_000_000_000)).padStart(9, "0")}`;

export async function createStaff(db: Db, role: Actor["role"], options: { name?: string; labId?: number | null } = {}): Promise<Actor> {
  const { id } = await db
    .insertInto("users")
    .values({ phone: phone(), role, name: options.name ?? `Test ${role}`, lab_id: options.labId ?? null })
    .returning("id")
    .executeTakeFirstOrThrow();
  return { id, role, labId: options.labId ?? null };
}

export async function createLab(db: Db, prices: { testId: number; pricePaise: number }[] = []): Promise<number> {
  const { id } = await db
    .insertInto("hospitals")
    .values({ type: "Lab", name: `Lab ${randomInt(1_000_000)}`, phone: "9830011111", address: "1 Lab Road", lat: 22.57, lon: 88.36, test_time: "24 hours", status: "Active" })
    .returning("id")
    .executeTakeFirstOrThrow();
  if (prices.length > 0) await db.insertInto("lab_tests").values(prices.map((p) => ({ lab_id: id, test_id: p.testId, price_paise: p.pricePaise }))).execute();
  return id;
}

/** A fresh request as the booking leaves it: Pending Confirmation, its slot, its language, the agent code 123456. */
export async function createRequest(
  db: Db,
  options: { labId?: number | null; slot?: string; language?: string; status?: string; agentId?: number | null } = {},
): Promise<{ id: number; uid: number; phone: string }> {
  const patientPhone = phone();
  const patient = await db.insertInto("users").values({ phone: patientPhone, name: "Mitali Ghosh" }).returning("id").executeTakeFirstOrThrow();
  const { id } = await db
    .insertInto("sample_requests")
    .values({
      uid: patient.id,
      phone: patientPhone,
      name: "Mitali Ghosh",
      address: "22 Hazra Road",
      city: "Kolkata",
      pincode: "700026",
      date: options.slot ?? "2030-01-15 1st Half",
      lab_id: options.labId ?? null,
      lab_name: options.labId ? "Test Lab" : null,
      agent_id: options.agentId ?? null,
      status: options.status ?? "Pending Confirmation",
      language: options.language ?? "en",
      agent_otp: 123456,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return { id, uid: patient.id, phone: patientPhone };
}

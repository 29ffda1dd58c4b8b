import { randomInt } from "node:crypto";
import type { Db } from "../../db/client";
import { isAppError } from "../errors/app-error";
import { recordingInvoicePrintQueue } from "../invoices/invoice-print-queue";
import { recordingMessageQueue } from "../messaging/message-queue";
import { outboxMessenger } from "../messaging/outbox-messenger";
import type { PaymentGateway } from "./gateway";
import type { PaymentDeps } from "./payment-deps";
import { sandboxGateway } from "./sandbox-gateway";

export const TEST_SECRET = "test-secret-that-is-long-enough-for-hmac";

/** Payment deps on the sandbox; `messageQueue.queued` lists the messages handed to the send-message job. */
export function testPaymentDeps(
  db: Db,
  gateway?: PaymentGateway,
): PaymentDeps & { messageQueue: ReturnType<typeof recordingMessageQueue>; invoicePrints: ReturnType<typeof recordingInvoicePrintQueue> } {
  return {
    db,
    gateway: gateway ?? sandboxGateway({ db, secret: TEST_SECRET }),
    messenger: outboxMessenger(db),
    messageQueue: recordingMessageQueue(),
    invoicePrints: recordingInvoicePrintQueue(),
    secret: TEST_SECRET,
    publicUrl: "https://nikat.test",
  };
}

export async function createPatient(db: Db): Promise<{ id: number; phone: string }> {
  const phone = `9${String(randomInt(0, 1_000_000_000)).padStart(9, "0")}`;
  const { id } = await db.insertInto("users").values({ phone, name: "Test Patient" }).returning("id").executeTakeFirstOrThrow();
  return { id, phone };
}

/** A priced sample request, as staff would leave it after confirming tests and amount. */
export async function createOrder(
  db: Db,
  patient: { id: number; phone: string },
  options: { amountPaise?: number | null; status?: string } = {},
): Promise<number> {
  const amount = options.amountPaise === undefined ? 95_000 : options.amountPaise;
  const { id } = await db
    .insertInto("sample_requests")
    .values({
      uid: patient.id,
      phone: patient.phone,
      name: "Test Patient",
      amount_paise: amount,
      status: options.status ?? (amount === null ? "Pending Confirmation" : "Confirmed"),
      tests: JSON.stringify(amount === null ? [] : [{ test_name: "Complete Blood Count (CBC)", amount_paise: 35_000 }, { test_name: "Lipid Profile", amount_paise: 60_000 }]),
      lat: 22.5726,
      lon: 88.3639,
      address: "12, Park Street, Kolkata",
      lab_name: "Test Lab",
      agent_otp: 123456,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return id;
}

export async function messagesTo(db: Db, phone: string) {
  return db.selectFrom("messages").select(["id", "template", "language", "params", "state"]).where("to", "=", phone).orderBy("id").execute();
}

/** What a call was refused with, as "<status> <code>" ("no error" when it was not); any other error is thrown on. */
export async function errorCode(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    if (isAppError(error)) return `${error.status} ${error.code}`;
    throw error;
  }
  return "no error";
}

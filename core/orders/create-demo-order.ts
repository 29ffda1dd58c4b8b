import { randomInt } from "node:crypto";
import type { Db } from "../../db/client";
import { slotValue } from "../booking/slots";

/**
 * Demo mode only: a confirmed, priced home-collection order for the logged-in patient, as staff would leave it
 * after confirming tests and amount, so Pay Now can be tried before the booking form and the operations console exist.
 */
export async function createDemoOrder(db: Db, user: { id: number; phone: string; name: string | null }, options: { stage?: "confirmed" | "pending" } = {}): Promise<number> {
  const pending = options.stage === "pending";
  const { id } = await db
    .insertInto("sample_requests")
    .values({
      uid: user.id,
      phone: user.phone,
      name: user.name ?? "Demo Patient",
      address: "12, Park Street",
      city: "Kolkata",
      state: "West Bengal",
      pincode: "700016",
      lat: 22.5535,
      lon: 88.3529,
      ...(pending
        ? { tests: "[]", status: "Pending Confirmation", date: slotValue("tomorrow-1", new Date()) }
        : {
            amount_paise: 95_000,
            tests: JSON.stringify([
              { test_name: "Complete Blood Count (CBC)", amount_paise: 35_000 },
              { test_name: "Lipid Profile", amount_paise: 60_000 },
            ]),
            status: "Confirmed",
            lab_status: "Accepted",
            lab_name: "Demo Diagnostics, Park Street",
            date: "Tomorrow 1st Half",
          }),
      agent_otp: randomInt(0, 1_000_000),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return id;
}

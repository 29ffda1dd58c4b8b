import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import type { MessageState } from "../../db/schema";
import { testDb } from "../../db/test-support/test-db";
import { applyDeliveryStatus, applyDeliveryStatuses, deliveryStatusesOf } from "./apply-delivery-status";

const db = testDb();

async function message(state: MessageState = "sent") {
  const providerId = `wamid.${randomUUID()}`;
  const { id } = await db
    .insertInto("messages")
    .values({ to: "9000000001", template: "login_code", language: "en", params: JSON.stringify({ code: "111111" }), provider: "whatsapp-cloud", provider_id: providerId, state })
    .returning("id")
    .executeTakeFirstOrThrow();
  return { id, providerId };
}

async function row(id: number) {
  return db.selectFrom("messages").select(["state", "error_code", "error"]).where("id", "=", id).executeTakeFirstOrThrow();
}

describe("applyDeliveryStatus", () => {
  it("marks a sent message delivered, and read counts as delivered", async () => {
    const a = await message();
    const b = await message();
    expect(await applyDeliveryStatus(db, { id: a.providerId, status: "delivered" })).toBe(1);
    expect(await applyDeliveryStatus(db, { id: b.providerId, status: "read" })).toBe(1);
    expect(await row(a.id)).toMatchObject({ state: "delivered", error_code: null });
    expect(await row(b.id)).toMatchObject({ state: "delivered" });
  });

  it("marks a failed message with the provider's error", async () => {
    const m = await message();
    const changed = await applyDeliveryStatus(db, {
      id: m.providerId,
      status: "failed",
      errors: [{ code: 131047, title: "Re-engagement message", message: "Re-engagement message", error_data: { details: "More than 24 hours have passed" } }],
    });
    expect(changed).toBe(1);
    expect(await row(m.id)).toEqual({ state: "failed", error_code: "131047", error: "Re-engagement message: More than 24 hours have passed" });
  });

  it("never moves a message backwards", async () => {
    const m = await message();
    expect(await applyDeliveryStatus(db, { id: m.providerId, status: "delivered" })).toBe(1);
    expect(await applyDeliveryStatus(db, { id: m.providerId, status: "sent" })).toBe(0);
    expect(await applyDeliveryStatus(db, { id: m.providerId, status: "read" })).toBe(0);
    expect(await applyDeliveryStatus(db, { id: m.providerId, status: "failed", errors: [{ code: 131026 }] })).toBe(0);
    expect(await row(m.id)).toMatchObject({ state: "delivered", error_code: null });

    const failed = await message("failed");
    expect(await applyDeliveryStatus(db, { id: failed.providerId, status: "delivered" })).toBe(0);
    expect(await row(failed.id)).toMatchObject({ state: "failed" });
  });

  it("ignores unknown messages and unknown statuses", async () => {
    const m = await message();
    expect(await applyDeliveryStatus(db, { id: "wamid.nobody", status: "delivered" })).toBe(0);
    expect(await applyDeliveryStatus(db, { id: m.providerId, status: "deleted" })).toBe(0);
    expect(await applyDeliveryStatus(db, { id: "", status: "delivered" })).toBe(0);
    expect(await row(m.id)).toMatchObject({ state: "sent" });
  });

  it("applies a batch in order and counts the rows it changed", async () => {
    const a = await message();
    const b = await message();
    const changed = await applyDeliveryStatuses(db, [
      { id: a.providerId, status: "sent" },
      { id: a.providerId, status: "delivered" },
      { id: a.providerId, status: "read" },
      { id: b.providerId, status: "failed", errors: [{ code: 131051, title: "Unsupported message type" }] },
    ]);
    expect(changed).toBe(2);
    expect(await row(a.id)).toMatchObject({ state: "delivered" });
    expect(await row(b.id)).toMatchObject({ state: "failed", error_code: "131051", error: "Unsupported message type" });
  });
});

describe("deliveryStatusesOf", () => {
  it("reads entry[].changes[].value.statuses[] and skips everything else", () => {
    const payload = {
      object: "whatsapp_business_account",
      entry: [
        {
          id: "WABA",
          changes: [
            { field: "messages", value: { messaging_product: "whatsapp", messages: [{ from: "919000000001", id: "wamid.in", type: "text" }] } },
            {
              field: "messages",
              value: {
                statuses: [
                  { id: "wamid.1", status: "delivered", recipient_id: "919000000001", timestamp: "1700000000" },
                  { id: "wamid.2", status: "failed", recipient_id: "919000000002", errors: [{ code: 131026, title: "Message undeliverable", extra: 1 }] },
                  { status: "read" },
                ],
              },
            },
          ],
        },
      ],
    };
    expect(deliveryStatusesOf(payload)).toEqual([
      { id: "wamid.1", status: "delivered", errors: [] },
      { id: "wamid.2", status: "failed", errors: [{ code: 131026, title: "Message undeliverable", message: undefined, error_data: { details: undefined } }] },
    ]);
    expect(deliveryStatusesOf(null)).toEqual([]);
    expect(deliveryStatusesOf({ entry: "nope" })).toEqual([]);
  });
});

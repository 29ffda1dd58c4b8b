import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { testDb } from "../../db/test-support/test-db";
import { randomPhone } from "../auth/test-support";
import { isAppError } from "../errors/app-error";
import { fullSlots, takeSlotPlace } from "./slot-capacity";

const db = testDb();
const SLOT = "2026-11-27 1st Half";

async function lab(visitsPerSlot?: number) {
  const { id } = await db
    .insertInto("hospitals")
    .values({ type: "Lab", name: `Slot Lab ${randomBytes(3).toString("hex")}`, ...(visitsPerSlot === undefined ? {} : { visits_per_slot: visitsPerSlot }) })
    .returning("id")
    .executeTakeFirstOrThrow();
  return id;
}

async function patient() {
  const phone = randomPhone();
  const { id } = await db.insertInto("users").values({ phone }).returning("id").executeTakeFirstOrThrow();
  return { id, phone };
}

/** A booking as create-sample-request makes it: the place is taken and the row written in one transaction. */
async function book(labId: number, slot = SLOT): Promise<"booked" | "full"> {
  const who = await patient();
  try {
    await db.transaction().execute(async (tx) => {
      await takeSlotPlace(tx, labId, slot);
      await tx.insertInto("sample_requests").values({ uid: who.id, phone: who.phone, name: "Anita Roy", lab_id: labId, date: slot }).execute();
    });
    return "booked";
  } catch (error) {
    if (isAppError(error) && error.code === "slotFull" && error.status === 409) return "full";
    throw error;
  }
}

describe("slots with capacity", () => {
  it("takes 20 visits per slot unless the admin set another number", async () => {
    const id = await lab();
    const row = await db.selectFrom("hospitals").select("visits_per_slot").where("id", "=", id).executeTakeFirstOrThrow();
    expect(row.visits_per_slot).toBe(20);
  });

  it("gives exactly the last 10 places to 50 bookings racing for them", async () => {
    const labId = await lab(12);
    expect([await book(labId), await book(labId)]).toEqual(["booked", "booked"]);
    const outcomes = await Promise.all(Array.from({ length: 50 }, () => book(labId)));
    const booked = outcomes.filter((o) => o === "booked").length;
    console.info(`capacity race: ${booked} booked, ${outcomes.length - booked} refused as full`);
    expect(booked).toBe(10);
    const { count } = await db.selectFrom("sample_requests").select((eb) => eb.fn.countAll<number>().as("count")).where("lab_id", "=", labId).executeTakeFirstOrThrow();
    expect(Number(count)).toBe(12);
  });

  it("shows a slot full for the picker, counts only that lab and slot, and frees a place when a request is cancelled", async () => {
    const labId = await lab(2);
    const otherLab = await lab(2);
    const otherSlot = "2026-11-27 2nd Half";
    await book(labId);
    await book(otherLab);
    await book(labId, otherSlot);
    expect(await fullSlots(db, [labId, otherLab], [SLOT, otherSlot])).toEqual(new Map());
    await book(labId);
    expect(await fullSlots(db, [labId, otherLab], [SLOT, otherSlot])).toEqual(new Map([[labId, new Set([SLOT])]]));
    expect(await book(labId)).toBe("full");
    await book(otherLab);
    expect(await fullSlots(db, [labId, otherLab], [SLOT, otherSlot])).toEqual(new Map([[labId, new Set([SLOT])], [otherLab, new Set([SLOT])]]));
    await db.updateTable("sample_requests").set({ status: "Cancelled" }).where("lab_id", "=", labId).where("date", "=", SLOT).where("id", "=", db.selectFrom("sample_requests").select((eb) => eb.fn.max("id").as("id")).where("lab_id", "=", labId)).execute();
    expect(await fullSlots(db, [labId, otherLab], [SLOT])).toEqual(new Map([[otherLab, new Set([SLOT])]]));
    expect(await book(labId)).toBe("booked");
  });

  it("keeps a lab closed to home visits full in every slot", async () => {
    const labId = await lab(0);
    const openLab = await lab(1);
    expect(await fullSlots(db, [labId, openLab], [SLOT])).toEqual(new Map([[labId, new Set([SLOT])]]));
    expect(await book(labId)).toBe("full");
  });
});

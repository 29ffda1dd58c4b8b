import type { Db } from "../../db/client";
import { fullSlots } from "./slot-capacity";
import { slotValue, type Slot } from "./slots";

/**
 * For the picker: the slots (as the form names them) each of these labs has no place left in, by lab id; a lab with
 * room in every slot is left out. Read without a lock: the booking takes its place under one (takeSlotPlace).
 */
export async function fullSlotsAtLabs(db: Db, labIds: readonly number[], slots: readonly Slot[], now: Date): Promise<Record<number, Slot[]>> {
  const stored = new Map(slots.map((slot) => [slotValue(slot, now), slot]));
  const byLab: Record<number, Slot[]> = {};
  for (const [labId, full] of await fullSlots(db, labIds, [...stored.keys()])) {
    byLab[labId] = [...full].map((value) => stored.get(value)).filter((slot): slot is Slot => slot !== undefined);
  }
  return byLab;
}

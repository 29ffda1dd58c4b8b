import { z } from "zod";
import type { Db } from "../../db/client";
import { AppError } from "../errors/app-error";
import { formAlreadyDone, writeAudit } from "../audit/write-audit";

/** The most home visits one lab can be given per half-day slot (the column's own check says the same). */
export const VISITS_PER_SLOT_MAX = 500;
/** More labs than the console lists on one page. */
const LABS_MAX = 500;

export type LabCapacity = { id: number; name: string; city: string | null; visitsPerSlot: number };

/** Every active lab with its home visits per half-day slot (issue #27; 0 takes no home visits), by city and name. */
export async function listLabCapacities(db: Db): Promise<LabCapacity[]> {
  const rows = await db
    .selectFrom("hospitals")
    .select(["id", "name", "city", "visits_per_slot"])
    .where("type", "=", "Lab")
    .where("status", "=", "Active")
    .orderBy("city")
    .orderBy("name")
    .limit(LABS_MAX)
    .execute();
  return rows.map((row) => ({ id: row.id, name: row.name, city: row.city, visitsPerSlot: row.visits_per_slot }));
}

const INTENT_ERROR = "errors.badForm";
const CAPACITY_ERROR = "errors.visitsPerSlotInvalid";

/** /staff/labs: one lab's visits per slot, a whole number from 0 to VISITS_PER_SLOT_MAX. */
export const labCapacityFormSchema = z.object({
  intent: z.literal("capacity", { error: INTENT_ERROR }),
  formKey: z.string({ error: INTENT_ERROR }).regex(/^[A-Za-z0-9-]{8,64}$/, { error: INTENT_ERROR }),
  labId: z.string({ error: INTENT_ERROR }).regex(/^[1-9]\d{0,15}$/, { error: INTENT_ERROR }).transform(Number),
  visitsPerSlot: z
    .string({ error: CAPACITY_ERROR })
    .trim()
    .regex(/^\d{1,3}$/, { error: CAPACITY_ERROR })
    .transform(Number)
    .refine((value) => value <= VISITS_PER_SLOT_MAX, { error: CAPACITY_ERROR }),
});

/**
 * Sets a lab's visits per slot, audited with the number before and after. Bookings already holding places keep them:
 * a lowered number only stops new bookings into slots that are now full. A form posted twice is done once.
 */
export async function setVisitsPerSlot(db: Db, input: { labId: number; visitsPerSlot: number; actorId: number; formKey: string }): Promise<void> {
  await db.transaction().execute(async (tx) => {
    if (await formAlreadyDone(tx, { entity: "hospital", entityId: input.labId }, input.formKey)) return;
    const lab = await tx.selectFrom("hospitals").select("visits_per_slot").where("id", "=", input.labId).where("type", "=", "Lab").forUpdate().executeTakeFirst();
    if (!lab) throw new AppError("labUnknown", 404);
    await tx.updateTable("hospitals").set({ visits_per_slot: input.visitsPerSlot }).where("id", "=", input.labId).execute();
    await writeAudit(tx, {
      actorId: input.actorId,
      actor: "admin",
      action: "lab.visitsPerSlot",
      entity: "hospital",
      entityId: input.labId,
      before: { visits_per_slot: lab.visits_per_slot },
      after: { visits_per_slot: input.visitsPerSlot },
      formKey: input.formKey,
    });
  });
}

import type { Db } from "../../db/client";
import { ensureSelfMember } from "../family/ensure-self-member";

export type ChatPatient = { id: number; phone: string };

/** The patient account whose own number this is (a staff account's number has none here; an erased one is gone). */
export async function patientAt(db: Db, phone: string): Promise<ChatPatient | null> {
  const row = await db.selectFrom("users").select(["id", "phone"]).where("phone", "=", phone).where("role", "=", "patient").where("erased_at", "is", null).executeTakeFirst();
  return row ?? null;
}

/**
 * The account a booking from WhatsApp is made for: the number's own, made now when it has none. Writing from the
 * number on WhatsApp proves it as the login code does on the web; a staff member's number books nothing here.
 */
export async function patientForBooking(db: Db, phone: string, now: Date): Promise<ChatPatient | null> {
  await db.insertInto("users").values({ phone, role: "patient" }).onConflict((oc) => oc.column("phone").doNothing()).execute();
  const patient = await patientAt(db, phone);
  if (patient) await ensureSelfMember(db, patient.id, now);
  return patient;
}

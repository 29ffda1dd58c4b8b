import type { Db } from "../../db/client";
import type { Role } from "../../db/schema";
import { AppError } from "../errors/app-error";
import { hashPassword } from "./password";
import { checkNewPassword } from "./password-policy";
import { parseIndianMobile } from "../phone/indian-mobile";
import { revokeOtherSessions } from "./sessions";
import { isStaffRole } from "./staff-session-policy";

export const ROLES: readonly Role[] = ["patient", "agent", "lab", "admin"];

/**
 * Creates a staff or patient account, or updates its role, name and password when the phone exists. A lab user
 * works for one lab (`labId`, a lab in `hospitals`): the console shows them that lab's samples only.
 */
export async function createOrUpdateUser(db: Db, input: { phone: string; role: Role; name?: string; password?: string; labId?: number }) {
  const phone = parseIndianMobile(input.phone);
  if (!phone) throw new AppError("phone");
  if (!ROLES.includes(input.role)) throw new AppError("role");
  if (input.password !== undefined) checkNewPassword(input.password, input.password);
  if (input.role === "lab") {
    const lab = input.labId === undefined ? undefined : await db.selectFrom("hospitals").select("id").where("id", "=", input.labId).where("type", "=", "Lab").executeTakeFirst();
    if (!lab) throw new AppError("labUnknown");
  }
  const labId = input.role === "lab" ? (input.labId ?? null) : null;
  const passwordHash = input.password === undefined ? undefined : await hashPassword(input.password);
  const account = await db
    .insertInto("users")
    .values({ phone, role: input.role, name: input.name ?? null, password_hash: passwordHash ?? null, lab_id: labId })
    .onConflict((oc) =>
      oc.column("phone").doUpdateSet((eb) => ({
        role: input.role,
        name: input.name ?? eb.ref("users.name"),
        password_hash: passwordHash ?? eb.ref("users.password_hash"),
        lab_id: labId,
        updated_at: new Date(),
      })),
    )
    .returning(["id", "phone", "role"])
    .executeTakeFirstOrThrow();
  // A number made staff may hold sessions opened by a WhatsApp code alone (as a patient): they end, and the console is
  // reached only through the staff sign-in's two steps (issue #25).
  if (isStaffRole(account.role)) await revokeOtherSessions(db, account.id, undefined);
  return account;
}

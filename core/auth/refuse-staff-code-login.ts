import type { Db } from "../../db/client";
import { AppError } from "../errors/app-error";
import { isStaffRole } from "./staff-session-policy";

/**
 * Issue #25 (H1): a WhatsApp code alone never opens a staff account. The refusal says only that this number signs in
 * with its password (not which role it has), and no code is sent or checked for it.
 */
export async function refuseStaffCodeLogin(db: Db, phone: string): Promise<void> {
  const user = await db.selectFrom("users").select("role").where("phone", "=", phone).executeTakeFirst();
  if (user && isStaffRole(user.role)) throw new AppError("staffUsePassword", 403);
}

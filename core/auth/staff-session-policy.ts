import type { Role } from "../../db/schema";

/** Issue #25: a staff session ends after 8 hours without a request, and a staff member signs in again every day. */
export const STAFF_SESSION_IDLE_MS = 8 * 3_600_000;
export const STAFF_SESSION_ABSOLUTE_MS = 24 * 3_600_000;

/** Every role but patient opens the staff console, so signs in with password and a second factor. */
export const isStaffRole = (role: Role): boolean => role !== "patient";

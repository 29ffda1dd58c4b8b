import { AppError } from "../errors/app-error";
import type { AuthDeps } from "./auth-deps";
import { verifyAgainstDummy, verifyPassword } from "./password";
import { parseIndianMobile, PHONE_LENGTH } from "../phone/indian-mobile";
import type { Language } from "../i18n/language";
import { ensureSelfMember } from "../family/ensure-self-member";
import { cancelErasureAtLogin } from "../privacy/erasure-request";
import { createSession } from "./sessions";
import { isStaffRole } from "./staff-session-policy";
import { startStaffSignIn, type PendingStaffSignIn } from "./staff-sign-in";

const WINDOW_MS = 15 * 60_000;
const TRIES_PER_PHONE = 5;
const TRIES_PER_IP = 30;

export type PasswordLoginResult = { kind: "session"; userId: number; token: string; expiresAt: Date; erasureCancelled: boolean } | ({ kind: "second-factor" } & PendingStaffSignIn);

/**
 * Spec 000 §4 password login. A patient is signed in; staff (issue #25) get a pending sign-in waiting for their second
 * factor, never a session. Wrong phone or password is the same 'credentials' error (no hint
 * which one was wrong, and the same time spent either way); tries are limited per phone and per IP, and a right
 * password clears its phone's count.
 */
export async function passwordLogin(
  deps: Pick<AuthDeps, "db" | "rateLimiter" | "secret" | "messenger">,
  input: { phone: string; password: string; ip: string; userAgent?: string; language?: Language; redirectTo?: string },
): Promise<PasswordLoginResult> {
  const typed = input.phone.trim();
  // Spec 000 §5: more than 10 characters that are no mobile number is 'Please enter a valid phone number'; anything
  // shorter matches no account but still spends the tries and the time of a real check (errors.credentials).
  const phone = parseIndianMobile(typed) ?? typed;
  if (phone.length > PHONE_LENGTH) throw new AppError("phone");

  const byIp = await deps.rateLimiter.hit(`pwd-ip:${input.ip}`, TRIES_PER_IP, WINDOW_MS);
  const byPhone = await deps.rateLimiter.hit(`pwd-phone:${phone}`, TRIES_PER_PHONE, WINDOW_MS);
  if (!byIp.allowed || !byPhone.allowed) {
    const waitMs = Math.max(byIp.retryAfterMs, byPhone.retryAfterMs);
    throw new AppError("tooManyAttempts", 429, { minutes: Math.ceil(waitMs / 60_000) });
  }

  const user = await deps.db.selectFrom("users").select(["id", "password_hash", "role"]).where("phone", "=", phone).executeTakeFirst();
  const valid = user?.password_hash ? await verifyPassword(user.password_hash, input.password) : await verifyAgainstDummy(input.password);
  if (!user || !valid) throw new AppError("credentials", 401);
  // Only wrong passwords count toward the phone's lock: a right one starts its count again (issue #30: an admin who
  // signed in on several devices was locked out). Every try was counted before the check, so guesses made at the
  // same time as a right password still spend the budget.
  await deps.rateLimiter.clear(`pwd-phone:${phone}`);

  if (isStaffRole(user.role)) {
    const pending = await startStaffSignIn(deps, { userId: user.id, language: input.language ?? "en", redirectTo: input.redirectTo });
    return { kind: "second-factor", ...pending };
  }
  await ensureSelfMember(deps.db, user.id, new Date());
  // Issue #34: a login during the cooling-off of a deletion request cancels it.
  const erasureCancelled = await cancelErasureAtLogin(deps.db, user.id);
  const session = await createSession(deps.db, { userId: user.id, ip: input.ip, userAgent: input.userAgent });
  return { kind: "session", userId: user.id, erasureCancelled, ...session };
}

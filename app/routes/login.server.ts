import { redirect, type AppLoadContext } from "react-router";
import { flashCookie, loginCookies, withCookies } from "../lib/session.server";

/** Login and reset errors shown by the field they are about; the rest at the form's top. */
export const AUTH_ERROR_FIELDS = {
  phone: "phone",
  codeMalformed: "code",
  codeWrong: "code",
  codeExpired: "code",
  codeLocked: "code",
} as const;

/**
 * After a successful login: session + display cookies, a one-time toast, and back to where the user was. Staff
 * with nowhere else to go land on /staff, which opens their role's console.
 */
export async function finishLogin(context: AppLoadContext, session: { token: string; expiresAt: Date }, redirectTo: string, flash: string) {
  const user = await context.core.findSessionUser(session.token);
  if (!user) throw new Error("a session that was just created cannot be found");
  const to = redirectTo === "/" && user.role !== "patient" ? "/staff" : redirectTo;
  return redirect(to, withCookies([...loginCookies(context, session), flashCookie(context, flash)]));
}

import { data, redirect, type AppLoadContext } from "react-router";
import { findSessionUser } from "../../core/auth/sessions";
import { isAppError } from "../../core/errors/app-error";
import { flashCookie, loginCookies, withCookies } from "./session.server";

export type AuthActionData = {
  intent: string;
  stage?: "code";
  phone?: string;
  resendAfterSeconds?: number;
  error?: string;
  details?: Record<string, string | number>;
  done?: string;
};

/** Turns a business error into action data the form shows; anything unexpected becomes the generic server error. */
export function authFailure(intent: string, error: unknown, extra: Partial<AuthActionData> = {}) {
  if (isAppError(error)) return data<AuthActionData>({ intent, error: error.code, details: error.details, ...extra }, { status: error.status });
  console.error(error);
  return data<AuthActionData>({ intent, error: "server", ...extra }, { status: 500 });
}

/** After a successful login: session + display cookies, a one-time toast, and back to where the user was. */
export async function finishLogin(context: AppLoadContext, session: { token: string; expiresAt: Date }, redirectTo: string, flash: string) {
  const user = await findSessionUser(context.db, session.token);
  if (!user) throw new Error("a session that was just created cannot be found");
  return redirect(redirectTo, withCookies([...loginCookies(context, session, user), flashCookie(context, flash)]));
}

import { sql } from "kysely";
import type { CodePurpose } from "../../db/schema";
import { AppError } from "../errors/app-error";
import type { Language } from "../i18n/language";
import type { AuthDeps } from "./auth-deps";
import { CODE_TTL_MS, generateCode, hashCode, MAX_CODES_PER_PHONE_PER_HOUR, RESEND_COOLDOWN_MS } from "./login-code";
import { parseIndianMobile } from "../phone/indian-mobile";
import { refuseStaffCodeLogin } from "./refuse-staff-code-login";
import { reportWhatsAppNotFound } from "./report-whatsapp-not-found";

const HOUR_MS = 3_600_000;
const CODES_PER_IP_PER_HOUR = 30;

export type RequestLoginCodeInput = {
  phone: string;
  purpose: CodePurpose;
  language: Language;
  ip: string;
  browserId?: string;
  pageUrl?: string;
};

/**
 * Sends a fresh six-digit code on WhatsApp (spec 000 §4 OTP login, §7 calls 2 and 4). The answer is
 * the same whether or not the number has an account. Errors are AppErrors with a translated code.
 */
export async function requestLoginCode(deps: AuthDeps, input: RequestLoginCodeInput): Promise<{ phone: string; resendAfterSeconds: number }> {
  const phone = parseIndianMobile(input.phone);
  if (!phone) throw new AppError("phone");

  const perIp = await deps.rateLimiter.hit(`code-ip:${input.ip}`, CODES_PER_IP_PER_HOUR, HOUR_MS);
  if (!perIp.allowed) throw new AppError("tooManyRequests", 429, { minutes: Math.ceil(perIp.retryAfterMs / 60_000) });
  if (input.purpose === "login") await refuseStaffCodeLogin(deps.db, phone);

  const code = generateCode();
  const now = new Date();
  const { codeId, resetMessageId } = await deps.db.transaction().execute(async (tx) => {
    // One request per phone at a time, so two quick taps cannot slip past the cooldown together.
    await sql`select pg_advisory_xact_lock(hashtext(${`login-code:${phone}`}))`.execute(tx);
    const recent = await tx
      .selectFrom("login_codes")
      .select(["created_at"])
      .where("phone", "=", phone)
      .where("created_at", ">", new Date(now.getTime() - HOUR_MS))
      .orderBy("created_at", "desc")
      .execute();
    const last = recent[0];
    if (last && now.getTime() - last.created_at.getTime() < RESEND_COOLDOWN_MS) {
      throw new AppError("resendTooSoon", 429, { seconds: Math.ceil((RESEND_COOLDOWN_MS - (now.getTime() - last.created_at.getTime())) / 1000) });
    }
    if (recent.length >= MAX_CODES_PER_PHONE_PER_HOUR) {
      // The wait is told in minutes: a number may have another code once the oldest counted one is an hour old.
      const freedAt = recent[MAX_CODES_PER_PHONE_PER_HOUR - 1]!.created_at.getTime() + HOUR_MS;
      throw new AppError("tooManyCodes", 429, { minutes: Math.max(1, Math.ceil((freedAt - now.getTime()) / 60_000)) });
    }
    // A new code replaces every earlier one for this phone and purpose.
    await tx
      .updateTable("login_codes")
      .set({ consumed_at: now })
      .where("phone", "=", phone)
      .where("purpose", "=", input.purpose)
      .where("consumed_at", "is", null)
      .execute();
    const inserted = await tx
      .insertInto("login_codes")
      .values({
        phone,
        purpose: input.purpose,
        code_hash: hashCode(deps.secret, phone, input.purpose, code),
        expires_at: new Date(now.getTime() + CODE_TTL_MS),
        ip: input.ip,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    if (input.purpose !== "password_reset") return { codeId: inserted.id, resetMessageId: null };
    // Staff passwords are not reset by a WhatsApp code (issue #25: with the code as their second step, WhatsApp alone
    // would open the console); the admin sets them. The answer is the same.
    // The reset message is stored only when the number has an account, by one statement that costs the same either
    // way, in the same commit as the code (so both answers also wait for one disk flush, not one or two).
    const stored = await sql<{ id: number }>`
      insert into messages ("to", template, language, params, provider)
      select ${phone}, 'password_reset_code', ${input.language}, ${JSON.stringify({ code })}::jsonb, ${deps.messenger.provider}
      from users where phone = ${phone} and role = 'patient'
      returning id
    `.execute(tx);
    return { codeId: inserted.id, resetMessageId: stored.rows[0]?.id ?? null };
  });

  if (input.purpose === "password_reset") {
    // The reset code goes out after the answer, through the message queue: waiting for WhatsApp here would let
    // anyone tell by the time taken which numbers have an account. A number without one gets an empty job, so
    // both answers cost the same work.
    await deps.messageQueue.enqueue(resetMessageId);
    return { phone, resendAfterSeconds: RESEND_COOLDOWN_MS / 1000 };
  }

  // A login code is sent while the patient waits: when WhatsApp refuses the number, the page must say so.
  const result = await deps.messenger.send({ to: phone, template: "login_code", language: input.language, params: { code } });
  if (!result.ok) {
    // A code that never arrived is forgotten: it must not start the resend wait nor count among the hour's codes.
    await deps.db.deleteFrom("login_codes").where("id", "=", codeId).execute();
    await reportWhatsAppNotFound(deps, { phone, browserId: input.browserId, pageUrl: input.pageUrl });
    throw new AppError("notOnWhatsApp");
  }
  return { phone, resendAfterSeconds: RESEND_COOLDOWN_MS / 1000 };
}

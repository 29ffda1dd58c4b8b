import { describe, expect, it } from "vitest";
import { testDb } from "../../db/test-support/test-db";
import { AppError } from "../errors/app-error";
import { RESEND_COOLDOWN_MS } from "./login-code";
import { requestLoginCode } from "./request-login-code";
import { findSessionUser } from "./sessions";
import { ageCodes, lastCodeSentTo, randomClientAddress, randomPhone, testAuthDeps } from "./test-support";
import { verifyLoginCode } from "./verify-login-code";

const db = testDb();
const deps = testAuthDeps(db);
const ask = (phone: string, ip = "198.51.100.1") => requestLoginCode(deps, { phone, purpose: "login", language: "bn", ip });
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error("expected an AppError");
    },
    (error: unknown) => {
      if (!(error instanceof AppError)) throw error;
      return { code: error.code, details: error.details };
    },
  );

describe("WhatsApp one-time-code login", () => {
  it("sends a code through the outbox, in the visitor's language, and logs in with it, creating the account once", async () => {
    const phone = randomPhone();
    expect(await ask(phone)).toEqual({ phone, resendAfterSeconds: 30 });
    const message = await db.selectFrom("messages").selectAll().where("to", "=", phone).executeTakeFirstOrThrow();
    expect(message).toMatchObject({ template: "login_code", language: "bn", state: "sent", provider: "outbox" });
    const stored = await db.selectFrom("login_codes").select("code_hash").where("phone", "=", phone).executeTakeFirstOrThrow();
    const code = await lastCodeSentTo(db, phone);
    expect(stored.code_hash).not.toContain(code);

    const first = await verifyLoginCode(deps, { phone, code });
    expect(first.created).toBe(true);
    const user = await findSessionUser(db, first.token);
    expect(user).toMatchObject({ id: first.userId, phone, role: "patient", hasPassword: false });

    await ageCodes(db, phone, RESEND_COOLDOWN_MS + 1_000);
    await ask(phone);
    const second = await verifyLoginCode(deps, { phone, code: await lastCodeSentTo(db, phone) });
    expect(second).toMatchObject({ userId: first.userId, created: false });
    expect(second.token).not.toBe(first.token);
    // The family's 'Self' exists from the first sign-in, once however often they sign in.
    const selves = await db.selectFrom("family_members").select("relation").where("account_id", "=", first.userId).execute();
    expect(selves).toEqual([{ relation: "Self" }]);
  });

  it("gives the same answer for a number with and without an account", async () => {
    const known = randomPhone();
    await ask(known);
    await verifyLoginCode(deps, { phone: known, code: await lastCodeSentTo(db, known) });
    await ageCodes(db, known, RESEND_COOLDOWN_MS + 1_000);
    const unknown = randomPhone();
    expect(await ask(known)).toEqual({ phone: known, resendAfterSeconds: 30 });
    expect(await ask(unknown)).toEqual({ phone: unknown, resendAfterSeconds: 30 });
  });

  it("takes a number the way people write it (0 or 91 in front, spaces, dashes) and keeps the 10 digits", async () => {
    const phone = randomPhone();
    const written = `0${phone.slice(0, 5)}-${phone.slice(5)}`;
    expect(await ask(written)).toEqual({ phone, resendAfterSeconds: 30 });
    const logged = await verifyLoginCode(deps, { phone: `91 ${phone.slice(0, 5)} ${phone.slice(5)}`, code: await lastCodeSentTo(db, phone) });
    expect(await findSessionUser(db, logged.token)).toMatchObject({ phone });
  });

  it("refuses a phone that is not a 10-digit Indian mobile", async () => {
    expect(await failure(ask("12345"))).toMatchObject({ code: "phone" });
    expect(await failure(ask("98765432101"))).toMatchObject({ code: "phone" });
  });

  it("counts wrong tries and kills the code at the fifth", async () => {
    const phone = randomPhone();
    await ask(phone);
    const code = await lastCodeSentTo(db, phone);
    const wrong = code === "000000" ? "111111" : "000000";
    for (const left of [4, 3, 2, 1]) {
      expect(await failure(verifyLoginCode(deps, { phone, code: wrong }))).toEqual({ code: "codeWrong", details: { attemptsLeft: left } });
    }
    expect(await failure(verifyLoginCode(deps, { phone, code: wrong }))).toMatchObject({ code: "codeLocked" });
    expect(await failure(verifyLoginCode(deps, { phone, code }))).toMatchObject({ code: "codeLocked" });
  });

  it("refuses an empty, short or non-digit code without counting it as one of the five tries", async () => {
    const phone = randomPhone();
    await ask(phone);
    const code = await lastCodeSentTo(db, phone);
    for (const malformed of ["", "12", "abcdef", "1234567", "12345a"]) {
      expect(await failure(verifyLoginCode(deps, { phone, code: malformed }))).toMatchObject({ code: "codeMalformed" });
    }
    const wrong = code === "000000" ? "111111" : "000000";
    // Only the well-formed wrong code counts: four tries are still left after it.
    expect(await failure(verifyLoginCode(deps, { phone, code: wrong }))).toEqual({ code: "codeWrong", details: { attemptsLeft: 4 } });
    expect((await verifyLoginCode(deps, { phone, code: ` ${code.slice(0, 3)} ${code.slice(3)} ` })).token).toBeTruthy();
  });

  it("lets a code live 5 minutes", async () => {
    const phone = randomPhone();
    await ask(phone);
    const code = await lastCodeSentTo(db, phone);
    await ageCodes(db, phone, 5 * 60_000 + 1_000);
    expect(await failure(verifyLoginCode(deps, { phone, code }))).toMatchObject({ code: "codeExpired" });
  });

  it("makes a resend wait 30 seconds and replaces the earlier code", async () => {
    const phone = randomPhone();
    await ask(phone);
    const old = await lastCodeSentTo(db, phone);
    const tooSoon = await failure(ask(phone));
    expect(tooSoon.code).toBe("resendTooSoon");
    expect(Number(tooSoon.details.seconds)).toBeGreaterThan(25);

    await ageCodes(db, phone, RESEND_COOLDOWN_MS + 1_000);
    await ask(phone);
    const fresh = await lastCodeSentTo(db, phone);
    if (old !== fresh) expect(await failure(verifyLoginCode(deps, { phone, code: old }))).toMatchObject({ code: "codeWrong" });
    expect((await verifyLoginCode(deps, { phone, code: fresh })).userId).toBeGreaterThan(0);
  });

  it("sends at most 5 codes an hour to one phone", async () => {
    const phone = randomPhone();
    for (let i = 0; i < 5; i += 1) {
      await ask(phone, `198.51.100.${10 + i}`);
      await ageCodes(db, phone, RESEND_COOLDOWN_MS + 1_000);
    }
    // The oldest of the five is 5 × 31 s old: the number may have another code in 58 minutes, and is told so.
    expect(await failure(ask(phone, "198.51.100.99"))).toMatchObject({ code: "tooManyCodes", details: { minutes: Math.ceil((3_600_000 - 5 * (RESEND_COOLDOWN_MS + 1_000)) / 60_000) } });
    await ageCodes(db, phone, 3_600_000);
    expect(await ask(phone, "198.51.100.99")).toMatchObject({ phone });
  });

  it("limits code requests per IP address", async () => {
    const ip = randomClientAddress();
    for (let i = 0; i < 30; i += 1) await ask(randomPhone(), ip);
    expect(await failure(ask(randomPhone(), ip))).toMatchObject({ code: "tooManyRequests" });
  });
});

describe("a number that is not on WhatsApp", () => {
  it("gets the spec's message, a whatsapp_not_found record and a report to the internal number; the code is dead", async () => {
    const phone = randomPhone();
    const offline = testAuthDeps(db, [phone]);
    const error = await failure(requestLoginCode(offline, { phone, purpose: "login", language: "en", ip: "198.51.100.2", browserId: "b-1", pageUrl: "http://x/login" }));
    expect(error.code).toBe("notOnWhatsApp");

    const report = await db.selectFrom("whatsapp_not_found").selectAll().where("phone", "=", phone).executeTakeFirstOrThrow();
    expect(report).toMatchObject({ msg: `WhatsApp not found for: ${phone}`, to: "9000000009", browser_id: "b-1", page_url: "http://x/login", instant: true });
    expect(report.date).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);

    const alert = await db.selectFrom("messages").selectAll().where("to", "=", "9000000009").where("template", "=", "whatsapp_not_found").orderBy("id", "desc").executeTakeFirstOrThrow();
    expect(alert.params).toEqual({ phone });
    const failed = await db.selectFrom("messages").selectAll().where("to", "=", phone).executeTakeFirstOrThrow();
    expect(failed).toMatchObject({ state: "failed", error_code: "131026" });

    const live = await db.selectFrom("login_codes").select("id").where("phone", "=", phone).where("consumed_at", "is", null).execute();
    expect(live).toHaveLength(0);
  });

  it("does not start the resend wait: asking again at once gets the same answer, and a code once the number works", async () => {
    const phone = randomPhone();
    const offline = testAuthDeps(db, [phone]);
    const askOffline = () => requestLoginCode(offline, { phone, purpose: "login", language: "en", ip: "198.51.100.3" });
    expect((await failure(askOffline())).code).toBe("notOnWhatsApp");
    expect((await failure(askOffline())).code).toBe("notOnWhatsApp");
    // The patient fixed WhatsApp (or the provider's refusal was passing): the code comes at once, no 'Please wait'.
    expect(await requestLoginCode(deps, { phone, purpose: "login", language: "en", ip: "198.51.100.3" })).toEqual({ phone, resendAfterSeconds: 30 });
    const sent = await db.selectFrom("messages").select("state").where("to", "=", phone).where("template", "=", "login_code").orderBy("id", "desc").executeTakeFirstOrThrow();
    expect(sent.state).toBe("sent");
  });
});

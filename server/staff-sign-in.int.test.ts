import { randomInt } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { generate } from "otplib";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOrUpdateUser } from "../core/auth/create-user";
import { hashCode } from "../core/auth/login-code";
import { confirmTotpSetup, startTotpSetup, totpState } from "../core/auth/totp-setup";
import { lastCodeSentTo, randomClientAddress } from "../core/auth/test-support";
import type { Role } from "../db/schema";
import { testDb } from "../db/test-support/test-db";
import enCommon from "../app/i18n/locales/en/common.json" with { type: "json" };
import { startInProcessApp } from "./test-support/in-process-app";
import type { Services } from "./services";

const db = testDb();
let app: FastifyInstance;
let services: Services;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ app, services, close } = await startInProcessApp(db));
}, 180_000);
afterAll(async () => close?.());

const PASSWORD = "a long staff password 2026";
const FORM = { "content-type": "application/x-www-form-urlencoded" };

/** A browser: its own cookie jar and client address (the password step is limited per address). */
function browser() {
  const jar = new Map<string, string>();
  const ip = randomClientAddress();
  const remember = (setCookie: string | string[] | undefined) => {
    for (const line of [setCookie ?? []].flat()) {
      const [pair] = line.split(";");
      const [name, ...value] = pair!.split("=");
      if (/max-age=0|expires=thu, 01 jan 1970/i.test(line)) jar.delete(name!.trim());
      else jar.set(name!.trim(), value.join("="));
    }
  };
  const cookie = () => [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
  return {
    jar,
    async get(url: string) {
      const response = await app.inject({ method: "GET", url, headers: { cookie: cookie() }, remoteAddress: ip });
      remember(response.headers["set-cookie"]);
      return response;
    },
    async post(url: string, fields: Record<string, string>) {
      const response = await app.inject({ method: "POST", url, headers: { ...FORM, cookie: cookie() }, remoteAddress: ip, payload: new URLSearchParams(fields).toString() });
      remember(response.headers["set-cookie"]);
      return response;
    },
  };
}

async function staffMember(role: Exclude<Role, "patient">) {
  const phone = `8${String(randomInt(0, 1_000_000_000)).padStart(9, "0")}`;
  let labId: number | undefined;
  if (role === "lab") {
    labId = (await db.insertInto("hospitals").values({ type: "Lab", name: "Sign-in Lab", status: "Active" }).returning("id").executeTakeFirstOrThrow()).id;
  }
  const user = await createOrUpdateUser(db, { phone, role, password: PASSWORD, labId });
  return { id: user.id, phone };
}

const codesSentTo = async (phone: string) => (await db.selectFrom("messages").select("id").where("to", "=", phone).where("template", "=", "login_code").execute()).length;
const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");
const STAFF_PAGE = { admin: "/staff/requests", lab: "/staff/lab", agent: "/staff/agent" } as const;

/** Phone and password at /login: staff are sent to the second step, with its cookie and no session. */
async function passwordStep(who: { phone: string }, password = PASSWORD) {
  const b = browser();
  const response = await b.post("/login", { intent: "password-login", phone: who.phone, password });
  return { b, response };
}

describe("a WhatsApp code alone never opens a staff account (review H1)", () => {
  it.each(["admin", "lab", "agent"] as const)("refuses the code login for %s with a translated message and sends no code", async (role) => {
    const who = await staffMember(role);
    const b = browser();
    const asked = await b.post("/login", { intent: "request-code", phone: who.phone });
    expect(asked.statusCode).toBe(403);
    expect(asked.body).toContain(enCommon.errors.staffUsePassword);
    expect(await codesSentTo(who.phone)).toBe(0);

    // Without a live code, the code step answers as for any number without one (no way to list staff numbers).
    const none = await b.post("/login", { intent: "verify-code", phone: who.phone, code: "123456" });
    expect(none.statusCode).toBe(400);
    expect(none.body).toContain(enCommon.errors.codeExpired);
    // A live login code for the phone (one sent before the fix, say) is not looked at: the password is asked for.
    await db.insertInto("login_codes").values({ phone: who.phone, purpose: "login", code_hash: hashCode(services.auth.secret, who.phone, "login", "123456"), expires_at: new Date(Date.now() + 60_000) }).execute();
    const verified = await b.post("/login", { intent: "verify-code", phone: who.phone, code: "123456" });
    expect(verified.statusCode).toBe(403);
    expect(verified.body).toContain(enCommon.errors.staffUsePassword);
    expect(b.jar.has("nikat_session")).toBe(false);
    expect((await b.get(STAFF_PAGE[role])).statusCode).toBe(404);
  });

  it("refuses in Hindi and Bengali too", async () => {
    const who = await staffMember("admin");
    const { default: hi } = await import("../app/i18n/locales/hi/common.json", { with: { type: "json" } });
    const { default: bn } = await import("../app/i18n/locales/bn/common.json", { with: { type: "json" } });
    for (const [lang, text] of [["hi", hi.errors.staffUsePassword], ["bn", bn.errors.staffUsePassword]] as const) {
      const b = browser();
      b.jar.set("lang", lang);
      const asked = await b.post("/login", { intent: "request-code", phone: who.phone });
      expect(asked.statusCode).toBe(403);
      expect(asked.body).toContain(text);
    }
  });

  it("the review's reproduction: the outbox's code opens nothing without this browser's password step", async () => {
    const who = await staffMember("admin");
    const { b: staffBrowser } = await passwordStep(who);
    const code = await lastCodeSentTo(db, who.phone);
    // The public outbox shows the code (demo mode); another browser has it but not the password step.
    expect((await app.inject({ method: "GET", url: `/dev/outbox?to=${who.phone}` })).body).toContain(code);
    const attacker = browser();
    // The second step's code is no login code: the code login knows nothing of it.
    const asLoginCode = await attacker.post("/login", { intent: "verify-code", phone: who.phone, code });
    expect(asLoginCode.statusCode).toBe(400);
    expect(asLoginCode.body).toContain(enCommon.errors.codeExpired);
    const forged = await attacker.post("/login/verify", { code });
    expect(forged.statusCode).toBe(400);
    expect(forged.body).toContain(enCommon.errors.signInExpired);
    expect(attacker.jar.has("nikat_session")).toBe(false);
    expect((await attacker.get("/staff/requests")).statusCode).toBe(404);
    // The browser that gave the password is not harmed by the attempt.
    const done = await staffBrowser.post("/login/verify", { code });
    expect(done.statusCode).toBe(302);
  });
});

describe("staff sign in with password and a second factor", () => {
  it.each(["admin", "lab", "agent"] as const)("%s: the password alone does not open /staff; password + WhatsApp code does", async (role) => {
    const who = await staffMember(role);
    const { b, response } = await passwordStep(who);
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe("/login/verify");
    expect(b.jar.has("nikat_session")).toBe(false);
    expect(b.jar.has("nikat_sign_in")).toBe(true);
    expect(String(response.headers["set-cookie"])).toMatch(/nikat_sign_in=[^;]+;[^,]*HttpOnly/i);
    expect((await b.get("/staff")).statusCode).toBe(404);
    expect((await b.get(STAFF_PAGE[role])).statusCode).toBe(404);

    const page = await b.get("/login/verify");
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('data-testid="second-factor-method"');
    expect(page.body).not.toContain(who.phone);

    const done = await b.post("/login/verify", { code: await lastCodeSentTo(db, who.phone) });
    expect(done.statusCode).toBe(302);
    expect(done.headers.location).toBe("/staff");
    expect(b.jar.has("nikat_session")).toBe(true);
    expect(b.jar.has("nikat_sign_in")).toBe(false);
    expect((await b.get(STAFF_PAGE[role])).statusCode).toBe(200);
    // The pending sign-in is spent: its code cannot open a second session.
    expect((await b.post("/login/verify", { code: await lastCodeSentTo(db, who.phone) })).statusCode).toBe(400);
  });

  it("asks those with an authenticator app for its code, sends no WhatsApp code, and takes each code once", async () => {
    const who = await staffMember("admin");
    await startTotpSetup(services.auth, who.id);
    const state = await totpState(services.auth, who.id, "Nikat");
    if (state.enabled || !state.setup) throw new Error("a setup was started");
    const secret = state.setup.secret;
    const earlier = new Date(Date.now() - 60_000);
    await confirmTotpSetup(services.auth, who.id, await generate({ secret, epoch: Math.floor(earlier.getTime() / 1000) }), earlier);
    const stored = await db.selectFrom("users").select("totp_secret").where("id", "=", who.id).executeTakeFirstOrThrow();
    expect(stored.totp_secret).not.toContain(secret);

    const { b } = await passwordStep(who);
    expect(await codesSentTo(who.phone)).toBe(0);
    expect((await b.get("/login/verify")).body).toContain("authenticator");
    const code = await generate({ secret });
    const done = await b.post("/login/verify", { code });
    expect(done.statusCode).toBe(302);
    expect((await b.get("/staff/requests")).statusCode).toBe(200);

    // The same code a second time, in a new sign-in, is refused.
    const again = await passwordStep(who);
    expect((await again.b.post("/login/verify", { code })).statusCode).toBe(400);
  });

  it("allows five wrong codes, then the pending sign-in is over and even the right code is refused", async () => {
    const who = await staffMember("agent");
    const { b } = await passwordStep(who);
    const code = await lastCodeSentTo(db, who.phone);
    for (let left = 4; left >= 1; left -= 1) {
      const wrong = await b.post("/login/verify", { code: otherCode(code) });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.body).toContain(enCommon.errors.codeWrong_other.replace("{{count}}", String(left)).replace(/ tries left\.$/, left === 1 ? " try left." : " tries left."));
    }
    const last = await b.post("/login/verify", { code: otherCode(code) });
    expect(last.body).toContain(enCommon.errors.signInExpired);
    const right = await b.post("/login/verify", { code });
    expect(right.statusCode).toBe(400);
    expect(b.jar.has("nikat_session")).toBe(false);
  });

  it("ends the pending sign-in after its minutes", async () => {
    const who = await staffMember("lab");
    const { b } = await passwordStep(who);
    await db.updateTable("staff_sign_ins").set({ expires_at: new Date(Date.now() - 1000) }).where("user_id", "=", who.id).execute();
    const late = await b.post("/login/verify", { code: await lastCodeSentTo(db, who.phone) });
    expect(late.statusCode).toBe(400);
    expect(late.body).toContain(enCommon.errors.signInExpired);
    expect((await b.get("/login/verify")).body).toContain('data-testid="second-factor-expired"');
  });

  it("binds each code to the browser whose password step it was sent for", async () => {
    const who = await staffMember("admin");
    const first = await passwordStep(who);
    const firstCode = await lastCodeSentTo(db, who.phone);
    const second = await passwordStep(who);
    const secondCode = await lastCodeSentTo(db, who.phone);
    expect(secondCode).not.toBe("");
    if (firstCode !== secondCode) expect((await first.b.post("/login/verify", { code: secondCode })).statusCode).toBe(400);
    expect((await second.b.post("/login/verify", { code: secondCode })).statusCode).toBe(302);
    expect((await first.b.post("/login/verify", { code: firstCode })).statusCode).toBe(302);
  });
});

/** A staff member signed in through both steps, in a browser of their own. */
async function signedIn(role: Exclude<Role, "patient">, userAgent?: string) {
  const who = await staffMember(role);
  const { b } = await passwordStep(who);
  const done = userAgent
    ? await app.inject({
        method: "POST",
        url: "/login/verify",
        headers: { ...FORM, "user-agent": userAgent, cookie: `nikat_sign_in=${b.jar.get("nikat_sign_in")}` },
        payload: new URLSearchParams({ code: await lastCodeSentTo(db, who.phone) }).toString(),
      })
    : await b.post("/login/verify", { code: await lastCodeSentTo(db, who.phone) });
  expect(done.statusCode).toBe(302);
  const token = userAgent ? /nikat_session=([^;]+)/.exec(String(done.headers["set-cookie"]))![1]! : b.jar.get("nikat_session")!;
  const session = await db.selectFrom("sessions").select(["id", "expires_at"]).where("user_id", "=", who.id).orderBy("id", "desc").executeTakeFirstOrThrow();
  return { ...who, cookie: `nikat_session=${token}`, sessionId: session.id, expiresAt: session.expires_at };
}

const getAs = (cookie: string, url: string) => app.inject({ method: "GET", url, headers: { cookie } });
const postAs = (cookie: string, url: string, fields: Record<string, string>) => app.inject({ method: "POST", url, headers: { ...FORM, cookie }, payload: new URLSearchParams(fields).toString() });

describe("staff sessions are shorter", () => {
  it("end after 8 idle hours and a day after sign-in; a patient's do not", async () => {
    const idle = await signedIn("admin");
    expect(idle.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(24 * 3_600_000);
    expect((await getAs(idle.cookie, "/staff/requests")).statusCode).toBe(200);
    await sql`update sessions set last_seen_at = now() - interval '8 hours 1 minute' where id = ${idle.sessionId}`.execute(db);
    expect((await getAs(idle.cookie, "/staff/requests")).statusCode).toBe(404);

    const old = await signedIn("agent");
    // Seen a minute ago, but signed in 24 hours ago (and its own expiry moved out, so the role's rule is what holds).
    await sql`update sessions set created_at = now() - interval '24 hours 1 minute', last_seen_at = now() - interval '1 minute', expires_at = now() + interval '10 days' where id = ${old.sessionId}`.execute(db);
    expect((await getAs(old.cookie, "/staff/agent")).statusCode).toBe(404);

    const patientPhone = `8${String(randomInt(0, 1_000_000_000)).padStart(9, "0")}`;
    await createOrUpdateUser(db, { phone: patientPhone, role: "patient", password: PASSWORD });
    const p = browser();
    expect((await p.post("/login", { intent: "password-login", phone: patientPhone, password: PASSWORD })).statusCode).toBe(302);
    const patientSession = await db.selectFrom("sessions").innerJoin("users", "users.id", "sessions.user_id").select("sessions.id").where("users.phone", "=", patientPhone).executeTakeFirstOrThrow();
    await sql`update sessions set created_at = now() - interval '3 days', last_seen_at = now() - interval '2 days' where id = ${patientSession.id}`.execute(db);
    const account = await p.get("/account/password");
    expect(account.statusCode).toBe(200);
  });
});

describe("the admin's list of staff sessions", () => {
  it("shows who, role, start, last seen and device, without secrets, and a revoked session stops on its next request", async () => {
    const admin = await signedIn("admin");
    const agent = await signedIn("agent", "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36");
    await db.updateTable("users").set({ name: "Rahul Field" }).where("id", "=", agent.id).execute();
    expect((await getAs(agent.cookie, "/staff/agent")).statusCode).toBe(200);

    const list = await getAs(admin.cookie, "/staff/sessions");
    expect(list.statusCode).toBe(200);
    expect(list.body).toContain("Rahul Field");
    expect(list.body).toContain(`data-session="${agent.sessionId}"`);
    expect(list.body).toMatch(/Chrome[^<]*Android/);
    const tokenHashes = await db.selectFrom("sessions").select("token_hash").where("user_id", "in", [admin.id, agent.id]).execute();
    for (const { token_hash } of tokenHashes) expect(list.body).not.toContain(token_hash);
    expect(list.body).not.toContain(agent.cookie.split("=")[1]);
    const formKey = /name="formKey" value="([^"]+)"/.exec(list.body)![1]!;

    const revoked = await postAs(admin.cookie, "/staff/sessions", { intent: "revoke", sessionId: String(agent.sessionId), formKey, seen: String(agent.sessionId) });
    expect(revoked.statusCode).toBe(302);
    expect((await getAs(agent.cookie, "/staff/agent")).statusCode).toBe(404);
    // Posted twice (a double tap), the second does nothing and is no error.
    expect((await postAs(admin.cookie, "/staff/sessions", { intent: "revoke", sessionId: String(agent.sessionId), formKey, seen: String(agent.sessionId) })).statusCode).toBe(302);
    expect((await getAs(admin.cookie, "/staff/sessions")).body).not.toContain(`data-session="${agent.sessionId}"`);
    expect((await getAs(admin.cookie, "/staff/requests")).statusCode).toBe(200);
  });

  it("is not there for anyone but an admin, and their posts revoke nothing", async () => {
    const target = await signedIn("admin");
    const lab = await signedIn("lab");
    const agent = await signedIn("agent");
    const patientPhone = `8${String(randomInt(0, 1_000_000_000)).padStart(9, "0")}`;
    await createOrUpdateUser(db, { phone: patientPhone, role: "patient", password: PASSWORD });
    const p = browser();
    await p.post("/login", { intent: "password-login", phone: patientPhone, password: PASSWORD });
    const patientCookie = `nikat_session=${p.jar.get("nikat_session")}`;
    for (const cookie of [lab.cookie, agent.cookie, patientCookie, ""]) {
      expect((await getAs(cookie, "/staff/sessions")).statusCode).toBe(404);
      expect((await postAs(cookie, "/staff/sessions", { intent: "revoke", sessionId: String(target.sessionId), formKey: "abcdefgh1234", seen: String(target.sessionId) })).statusCode).toBe(404);
    }
    expect((await getAs(target.cookie, "/staff/requests")).statusCode).toBe(200);
  });
});

describe("a staff member's authenticator app", () => {
  it("is set up from the link or the typed key, turned on by one right code, and turned off only with one", async () => {
    const agent = await signedIn("agent");
    const off = await getAs(agent.cookie, "/staff/authenticator");
    expect(off.statusCode).toBe(200);
    expect(off.body).toContain('data-testid="authenticator-off"');
    expect((await postAs(agent.cookie, "/staff/authenticator", { intent: "start" })).statusCode).toBe(302);

    const setup = await getAs(agent.cookie, "/staff/authenticator");
    expect(setup.body).toContain('data-testid="authenticator-setup"');
    expect(setup.body).toMatch(/href="otpauth:\/\/totp\/[^"]*secret=[A-Z2-7]+/);
    expect(setup.body).toMatch(/<svg[^>]*>[\s\S]*<path/);
    const secret = /secret=([A-Z2-7]+)/.exec(setup.body)![1]!;
    // The key to type is the link's secret, in groups of four.
    expect(setup.body).toContain(secret.replace(/(.{4})/g, "$1 ").trim());
    // Not yet on: the next sign-in still asks for the WhatsApp code.
    expect((await passwordStep(agent)).b.jar.has("nikat_sign_in")).toBe(true);
    expect(await codesSentTo(agent.phone)).toBe(2);

    const wrong = await postAs(agent.cookie, "/staff/authenticator", { intent: "confirm", code: otherCode(await generate({ secret })) });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body).toContain(enCommon.errors.totpWrong);
    const onCode = await generate({ secret });
    const on = await postAs(agent.cookie, "/staff/authenticator", { intent: "confirm", code: onCode });
    expect(on.statusCode).toBe(302);
    const shown = await getAs(agent.cookie, "/staff/authenticator");
    expect(shown.body).toContain('data-testid="authenticator-on"');
    expect(shown.body).not.toContain(secret);

    const next = await passwordStep(agent);
    expect(await codesSentTo(agent.phone)).toBe(2);
    expect((await next.b.get("/login/verify")).body).toContain("authenticator");

    expect((await postAs(agent.cookie, "/staff/authenticator", { intent: "remove", code: otherCode(await generate({ secret })) })).statusCode).toBe(400);
    // The code that turned it on is spent: it cannot turn it off (that very code: a fresh one may be the next 30 s's).
    expect((await postAs(agent.cookie, "/staff/authenticator", { intent: "remove", code: onCode })).statusCode).toBe(400);
    expect((await db.selectFrom("users").select("totp_enabled_at").where("id", "=", agent.id).executeTakeFirstOrThrow()).totp_enabled_at).not.toBeNull();
    const later = Math.floor(Date.now() / 1000) + 30;
    expect((await postAs(agent.cookie, "/staff/authenticator", { intent: "remove", code: await generate({ secret, epoch: later }) })).statusCode).toBe(302);
    expect((await db.selectFrom("users").select(["totp_enabled_at", "totp_secret"]).where("id", "=", agent.id).executeTakeFirstOrThrow())).toEqual({ totp_enabled_at: null, totp_secret: null });
  });

  it("is not there for a patient or a visitor", async () => {
    expect((await getAs("", "/staff/authenticator")).statusCode).toBe(404);
    expect((await postAs("", "/staff/authenticator", { intent: "start" })).statusCode).toBe(404);
  });
});

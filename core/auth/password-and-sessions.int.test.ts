import { describe, expect, it } from "vitest";
import { testDb } from "../../db/test-support/test-db";
import { AppError } from "../errors/app-error";
import { changePassword } from "./change-password";
import { createOrUpdateUser } from "./create-user";
import { hashCode } from "./login-code";
import { verifyPassword } from "./password";
import { passwordLogin } from "./password-login";
import { requestLoginCode } from "./request-login-code";
import { resetPasswordWithCode } from "./reset-password";
import { createSession, findSessionUser, revokeSession, SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from "./sessions";
import { lastCodeSentTo, randomPhone, testAuthDeps } from "./test-support";

const db = testDb();
const deps = testAuthDeps(db);
const codeOf = (promise: Promise<unknown>) => promise.then(() => "no error", (error: unknown) => (error instanceof AppError ? error.code : String(error)));
const login = (phone: string, password: string, ip = "198.51.100.40") => passwordLogin(deps, { phone, password, ip });
/** The signed-in account of a patient's password login (staff get no session from a password). */
const sessionUserId = async (phone: string, password: string, ip: string) => {
  const result = await login(phone, password, ip);
  if (result.kind !== "session") throw new Error(`expected a session, got ${result.kind}`);
  return result.userId;
};

describe("phone and password login", () => {
  it("logs a patient in, asks staff for their second factor, and refuses wrong credentials with one message", async () => {
    const patientPhone = randomPhone();
    const patient = await createOrUpdateUser(db, { phone: patientPhone, role: "patient", password: "a long patient password" });
    const session = await login(patientPhone, "a long patient password");
    if (session.kind !== "session") throw new Error("a patient's password opens a session");
    expect((await findSessionUser(db, session.token))?.id).toBe(patient.id);
    const family = (accountId: number) => db.selectFrom("family_members").select("relation").where("account_id", "=", accountId).execute();
    expect(await family(patient.id)).toEqual([{ relation: "Self" }]);

    const phone = randomPhone();
    const admin = await createOrUpdateUser(db, { phone, role: "admin", password: "a long staff password" });
    const staff = await login(phone, "a long staff password");
    expect(staff).toMatchObject({ kind: "second-factor", method: "whatsapp" });
    expect(await findSessionUser(db, staff.token)).toBeNull();
    expect(await family(admin.id)).toEqual([]);
    expect(await codeOf(login(phone, "wrong password"))).toBe("credentials");
    expect(await codeOf(login(randomPhone(), "a long staff password"))).toBe("credentials");
  });

  it("ends the sessions a number had before it was made staff (opened by a WhatsApp code alone)", async () => {
    const phone = randomPhone();
    const { id } = await createOrUpdateUser(db, { phone, role: "patient" });
    const asPatient = await createSession(db, { userId: id });
    expect((await findSessionUser(db, asPatient.token))?.role).toBe("patient");
    await createOrUpdateUser(db, { phone, role: "admin", password: "a long staff password" });
    expect(await findSessionUser(db, asPatient.token)).toBeNull();
  });

  it("makes a lab user only for a lab that exists, and keeps which lab", async () => {
    expect(await codeOf(createOrUpdateUser(db, { phone: randomPhone(), role: "lab", password: "a long lab password" }))).toBe("labUnknown");
    expect(await codeOf(createOrUpdateUser(db, { phone: randomPhone(), role: "lab", password: "a long lab password", labId: 987_654_321 }))).toBe("labUnknown");
    const lab = await db.insertInto("hospitals").values({ type: "Lab", name: "Staff Test Lab" }).returning("id").executeTakeFirstOrThrow();
    const user = await createOrUpdateUser(db, { phone: randomPhone(), role: "lab", password: "a long lab password", labId: lab.id });
    expect(await db.selectFrom("users").select("lab_id").where("id", "=", user.id).executeTakeFirstOrThrow()).toEqual({ lab_id: lab.id });
  });

  it("refuses a phone of more than 10 characters", async () => {
    expect(await codeOf(login("98765432101", "whatever"))).toBe("phone");
  });

  it("locks a phone after 5 tries in 15 minutes", async () => {
    const phone = randomPhone();
    await createOrUpdateUser(db, { phone, role: "agent", password: "the right password" });
    for (let i = 0; i < 5; i += 1) expect(await codeOf(login(phone, "nope nope", `198.51.100.${50 + i}`))).toBe("credentials");
    expect(await codeOf(login(phone, "the right password", "198.51.100.60"))).toBe("tooManyAttempts");
  });

  it("counts only wrong passwords: right ones in a row never lock, and a right one starts the count again", async () => {
    const phone = randomPhone();
    await createOrUpdateUser(db, { phone, role: "patient", password: "the right password" });
    for (let i = 0; i < 8; i += 1) expect(await sessionUserId(phone, "the right password", `198.51.100.${80 + i}`)).toBeGreaterThan(0);
    for (let i = 0; i < 4; i += 1) expect(await codeOf(login(phone, "nope nope", "198.51.100.90"))).toBe("credentials");
    expect(await sessionUserId(phone, "the right password", "198.51.100.91")).toBeGreaterThan(0);
    for (let i = 0; i < 5; i += 1) expect(await codeOf(login(phone, "nope nope", "198.51.100.92"))).toBe("credentials");
    expect(await codeOf(login(phone, "the right password", "198.51.100.93"))).toBe("tooManyAttempts");
  });

  it("lets a signed-in user set a first password, then change it only with the current one", async () => {
    const phone = randomPhone();
    const { id } = await createOrUpdateUser(db, { phone, role: "patient" });
    await changePassword(db, { userId: id, currentPassword: "", password: "first password", confirmation: "first password", keepSessionToken: undefined });
    expect(await codeOf(changePassword(db, { userId: id, currentPassword: "wrong", password: "second password", confirmation: "second password", keepSessionToken: undefined }))).toBe("currentPasswordWrong");
    const keep = await createSession(db, { userId: id });
    const other = await createSession(db, { userId: id });
    await changePassword(db, { userId: id, currentPassword: "first password", password: "second password", confirmation: "second password", keepSessionToken: keep.token });
    expect(await findSessionUser(db, keep.token)).not.toBeNull();
    expect(await findSessionUser(db, other.token)).toBeNull();
    expect(await sessionUserId(phone, "second password", "198.51.100.70")).toBe(id);
  });
});

describe("password reset with a WhatsApp code", () => {
  it("sets the new password and signs out every device", async () => {
    const phone = randomPhone();
    const { id } = await createOrUpdateUser(db, { phone, role: "patient", password: "forgotten password" });
    const before = await createSession(db, { userId: id });
    await requestLoginCode(deps, { phone, purpose: "password_reset", language: "hi", ip: "198.51.100.80" });
    const code = await lastCodeSentTo(db, phone);
    expect(await codeOf(resetPasswordWithCode(deps, { phone, code, password: "brand new password", confirmation: "brand new pasword" }))).toBe("passwordMismatch");
    await resetPasswordWithCode(deps, { phone, code, password: "brand new password", confirmation: "brand new password" });
    expect(await findSessionUser(db, before.token)).toBeNull();
    expect(await sessionUserId(phone, "brand new password", "198.51.100.81")).toBe(id);
    expect(await codeOf(resetPasswordWithCode(deps, { phone, code, password: "again a password", confirmation: "again a password" }))).toBe("codeExpired");
  });

  it("sends no reset code to a staff number, with the same answer: WhatsApp alone must not reset a staff password", async () => {
    for (const role of ["admin", "lab", "agent"] as const) {
      const phone = randomPhone();
      const labId = role === "lab" ? (await db.insertInto("hospitals").values({ type: "Lab", name: "Reset Lab" }).returning("id").executeTakeFirstOrThrow()).id : undefined;
      const { id } = await createOrUpdateUser(db, { phone, role, password: "the staff password", labId });
      expect(await requestLoginCode(deps, { phone, purpose: "password_reset", language: "en", ip: `198.51.100.${90 + ["admin", "lab", "agent"].indexOf(role)}` })).toEqual({ phone, resendAfterSeconds: 30 });
      expect(await db.selectFrom("messages").select("id").where("to", "=", phone).execute()).toHaveLength(0);
      // Even a code that got through (one from before) does not change a staff password.
      const code = await db.selectFrom("login_codes").select("id").where("phone", "=", phone).executeTakeFirstOrThrow();
      await db.updateTable("login_codes").set({ code_hash: hashCode(deps.secret, phone, "password_reset", "246810") }).where("id", "=", code.id).execute();
      expect(await codeOf(resetPasswordWithCode(deps, { phone, code: "246810", password: "taken over password", confirmation: "taken over password" }))).toBe("codeExpired");
      const user = await db.selectFrom("users").select("password_hash").where("id", "=", id).executeTakeFirstOrThrow();
      expect(await verifyPassword(user.password_hash!, "the staff password")).toBe(true);
    }
  });

  it("answers the same for a number without an account, and sends it nothing", async () => {
    const phone = randomPhone();
    expect(await requestLoginCode(deps, { phone, purpose: "password_reset", language: "en", ip: "198.51.100.82" })).toEqual({ phone, resendAfterSeconds: 30 });
    expect(await db.selectFrom("messages").select("id").where("to", "=", phone).execute()).toHaveLength(0);
  });
});

describe("sessions", () => {
  it("end at logout, after 7 idle days, after 30 days in all, and ignore junk tokens", async () => {
    const { id } = await createOrUpdateUser(db, { phone: randomPhone(), role: "patient" });
    const live = await createSession(db, { userId: id });
    expect((await findSessionUser(db, live.token))?.id).toBe(id);
    await revokeSession(db, live.token);
    expect(await findSessionUser(db, live.token)).toBeNull();

    const idle = await createSession(db, { userId: id, now: new Date(Date.now() - SESSION_IDLE_MS - 60_000) });
    expect(await findSessionUser(db, idle.token)).toBeNull();

    const old = await createSession(db, { userId: id });
    expect(await findSessionUser(db, old.token, new Date(Date.now() + SESSION_ABSOLUTE_MS + 60_000))).toBeNull();

    for (const junk of [undefined, "", "x".repeat(500), "not-a-token", live.token.slice(1)]) {
      expect(await findSessionUser(db, junk)).toBeNull();
    }
  });

  it("store only a hash of the token", async () => {
    const { id } = await createOrUpdateUser(db, { phone: randomPhone(), role: "patient" });
    const { token } = await createSession(db, { userId: id });
    const rows = await db.selectFrom("sessions").select("token_hash").where("user_id", "=", id).execute();
    expect(rows[0]?.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]?.token_hash).not.toContain(token);
  });
});

import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { testDb } from "../../db/test-support/test-db";
import { randomPhone } from "../auth/test-support";
import { listBookingMembers } from "../booking/booking-members";
import { createSampleRequest } from "../booking/create-sample-request";
import { sampleRequestSchema } from "../booking/sample-request-schema";
import { isAppError } from "../errors/app-error";
import { localFileStorage } from "../files/local-file-storage";
import { recordingMessageQueue } from "../messaging/message-queue";
import { outboxMessenger } from "../messaging/outbox-messenger";
import { memberMilestone } from "../family/member-milestones";
import { listConsents } from "./list-consents";
import { withdrawConsent } from "./withdraw-consent";

const db = testDb();
const root = await fs.mkdtemp(path.join(os.tmpdir(), "nikat-consent-test-"));
afterAll(() => fs.rm(root, { recursive: true, force: true }));
const storage = localFileStorage(root);
/** 10:00 in Kolkata: every slot is open. */
const morning = new Date("2026-11-25T10:00:00+05:30");
const given = new Date("2026-11-01T10:00:00Z");

async function account() {
  const phone = randomPhone();
  const { id } = await db.insertInto("users").values({ phone, health_data_consent_at: given }).returning("id").executeTakeFirstOrThrow();
  return { id, phone };
}

const booking = (who: { id: number; phone: string }, extra: Record<string, string> = {}) =>
  createSampleRequest(
    { db, storage, messenger: outboxMessenger(db), messageQueue: recordingMessageQueue() },
    {
      patient: who,
      form: sampleRequestSchema.parse({ name: "Anita Roy", age: "67", gender: "Female", village: "Behala", address: "14 Diamond Harbour Road", city: "Kolkata", pincode: "700034", slot: "tomorrow-1", requestKey: randomBytes(16).toString("hex"), ...extra }),
      prescription: null,
      language: "en",
      now: morning,
      priced: { amountPaise: 35_000, tests: [{ test_name: "CBC", amount_paise: 35_000 }], trackingUrl: (id) => `https://nikat.example/trace/test/${id}` },
    },
  );

const codeOf = (promise: Promise<unknown>) => promise.then(() => "none", (error: unknown) => (isAppError(error) ? error.code : "other"));

describe("consents", () => {
  it("withdraws the health-data consent with its time: no booking is taken until it is given again on the booking form", async () => {
    const who = await account();
    expect(await listConsents(db, who.id)).toEqual([{ kind: "health_data", givenAt: given, withdrawnAt: null, active: true }]);
    expect((await booking(who)).ok).toBe(true);

    const at = new Date("2026-11-26T06:00:00Z");
    await withdrawConsent(db, { accountId: who.id, consent: { kind: "health_data" }, now: at });
    expect(await listConsents(db, who.id)).toEqual([{ kind: "health_data", givenAt: null, withdrawnAt: at, active: false }]);
    expect(await db.selectFrom("consent_withdrawals").select(["consent", "member_id", "given_at", "withdrawn_at"]).where("account_id", "=", who.id).execute()).toEqual([
      { consent: "health_data", member_id: null, given_at: given, withdrawn_at: at },
    ]);
    // Withdrawn already: nothing left to withdraw, nothing recorded twice.
    expect(await codeOf(withdrawConsent(db, { accountId: who.id, consent: { kind: "health_data" } }))).toBe("consentNotFound");

    // What stops: a booking without the consent is refused by its consent box …
    const refused = await booking(who, { name: "Gopal Ghosh", age: "72", gender: "Male" });
    expect(refused).toMatchObject({ ok: false, fieldErrors: { consent: "errors.bookingConsent" } });
    // … and giving it again there books, and stands again.
    expect(await booking(who, { consent: "on", name: "Gopal Ghosh", age: "72", gender: "Male" })).toMatchObject({ ok: true });
    expect((await listConsents(db, who.id))[0]).toMatchObject({ kind: "health_data", active: true, withdrawnAt: at });
  });

  it("withdraws the guardian's consent for a child: a child the account is not the parent of cannot be booked until confirmed again", async () => {
    const who = await account();
    const other = await account();
    const { id: memberId } = await db
      .insertInto("family_members")
      .values({ account_id: who.id, name: "Riya", relation: "Other", birth_year: 2020, gender: "Female", guardian_confirmed_at: given })
      .returning("id")
      .executeTakeFirstOrThrow();
    expect((await listBookingMembers(db, who.id, morning)).find((m) => m.id === memberId)?.bookable).toBe(true);
    expect(await listConsents(db, who.id)).toContainEqual({ kind: "guardian", memberId, memberName: "Riya", givenAt: given, withdrawnAt: null, active: true });

    // Another account cannot withdraw it.
    expect(await codeOf(withdrawConsent(db, { accountId: other.id, consent: { kind: "guardian", memberId } }))).toBe("consentNotFound");
    await withdrawConsent(db, { accountId: who.id, consent: { kind: "guardian", memberId } });
    expect((await listBookingMembers(db, who.id, morning)).find((m) => m.id === memberId)?.bookable).toBe(false);
    expect(await listConsents(db, who.id)).toContainEqual(expect.objectContaining({ kind: "guardian", memberId, active: false, withdrawnAt: expect.any(Date) }));
    const audit = await db.selectFrom("audit_log").select(["action", "entity", "entity_id"]).where("actor_id", "=", who.id).where("action", "=", "consent.withdraw").execute();
    expect(audit).toEqual([{ action: "consent.withdraw", entity: "family_member", entity_id: String(memberId) }]);
  });

  it("lists a member's own WhatsApp messages once they said YES, and ends them from here as their STOP would: the order messages stop going to their number", async () => {
    const who = await account();
    const stranger = await account();
    const yes = new Date("2026-11-10T08:00:00Z");
    const memberPhone = randomPhone();
    const { id: memberId } = await db
      .insertInto("family_members")
      .values({ account_id: who.id, name: "Bela Roy", relation: "Mother", gender: "Female", birth_year: 1958, whatsapp_phone: memberPhone, whatsapp_consent_asked_at: given, whatsapp_consent_at: yes })
      .returning("id")
      .executeTakeFirstOrThrow();
    const order = { id: 1, phone: who.phone, date: null, member_id: memberId };
    const milestone = () => db.transaction().execute((tx) => memberMilestone(tx, { order, template: "sample_collected", language: "en" }));
    expect((await milestone())?.to).toBe(memberPhone);
    expect(await listConsents(db, who.id)).toContainEqual({ kind: "member_whatsapp", memberId, memberName: "Bela Roy", givenAt: yes, withdrawnAt: null, active: true });

    // Another account cannot end it.
    expect(await codeOf(withdrawConsent(db, { accountId: stranger.id, consent: { kind: "member_whatsapp", memberId } }))).toBe("consentNotFound");
    const at = new Date("2026-11-26T06:00:00Z");
    await withdrawConsent(db, { accountId: who.id, consent: { kind: "member_whatsapp", memberId }, now: at });
    expect(await milestone()).toBeNull();
    expect(await listConsents(db, who.id)).toContainEqual({ kind: "member_whatsapp", memberId, memberName: "Bela Roy", givenAt: yes, withdrawnAt: at, active: false });
    expect(await db.selectFrom("consent_withdrawals").select(["consent", "member_id", "given_at"]).where("account_id", "=", who.id).where("consent", "=", "member_whatsapp").execute()).toEqual([
      { consent: "member_whatsapp", member_id: memberId, given_at: yes },
    ]);
    expect(await codeOf(withdrawConsent(db, { accountId: who.id, consent: { kind: "member_whatsapp", memberId } }))).toBe("consentNotFound");
  });
});

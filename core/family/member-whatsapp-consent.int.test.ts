import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { testDb } from "../../db/test-support/test-db";
import { randomPhone } from "../auth/test-support";
import { createSampleRequest } from "../booking/create-sample-request";
import { sampleRequestSchema } from "../booking/sample-request-schema";
import { inboundRepliesOf } from "../messaging/inbound-replies";
import { renderMessage } from "../messaging/templates";
import { assignAgent } from "../orders/assign-agent";
import { collectSample } from "../orders/collect-sample";
import { uploadReport } from "../orders/upload-report";
import { createLab, createStaff, testOrderDeps } from "../orders/test-support";
import { simplePdf } from "../files/simple-pdf";
import { acceptPaymentWebhook } from "../payments/accept-payment-webhook";
import { decideSandboxPayment } from "../payments/sandbox-gateway";
import { startPayment } from "../payments/start-payment";
import { TEST_SECRET, testPaymentDeps } from "../payments/test-support";
import { addFamilyMember } from "./add-family-member";
import { applyConsentReplies } from "./apply-consent-replies";
import { askWhatsAppConsent } from "./ask-whatsapp-consent";
import { whatsappConsentOf } from "./member-whatsapp-consent";
import { updateFamilyMember } from "./update-family-member";
import type { MemberForm } from "./member-form";

const db = testDb();
const orderDeps = testOrderDeps(db);
const paymentDeps = testPaymentDeps(db);
const askDeps = { db, messenger: orderDeps.messenger, messageQueue: orderDeps.messageQueue };
/** 10:00 in Kolkata: 'tomorrow-1' is "2026-11-26 1st Half". */
const now = new Date("2026-11-25T10:00:00+05:30");

async function account(name: string | null = "Sourav Ghosh") {
  const phone = randomPhone();
  const { id } = await db.insertInto("users").values({ phone, name, health_data_consent_at: now }).returning("id").executeTakeFirstOrThrow();
  return { id, phone };
}

const memberForm = (whatsappPhone: string | null, name = "Mitali Ghosh"): MemberForm => ({
  name,
  relation: "Mother",
  birthDate: null,
  birthYear: 1959,
  gender: "Female",
  whatsappPhone,
  guardian: false,
});

/** A member saved with their own number and asked, as the family page does. */
async function askedMember(owner: { id: number }, whatsapp = randomPhone()) {
  const member = await addFamilyMember(db, { accountId: owner.id, form: memberForm(whatsapp), now });
  await askWhatsAppConsent(askDeps, { accountId: owner.id, memberId: member.id, language: "bn", now });
  return { id: member.id, whatsapp };
}

let replies = 0;
/** A webhook payload with one incoming text, as Meta sends it (the number with its country code). */
function replyPayload(from: string, text: string, options: { id?: string; at?: Date; type?: "text" | "button" } = {}) {
  const message = {
    from: `91${from}`,
    id: options.id ?? `wamid.reply${++replies}${randomBytes(4).toString("hex")}`,
    timestamp: String(Math.floor((options.at ?? new Date(now.getTime() + 60_000)).getTime() / 1000)),
    ...(options.type === "button" ? { type: "button", button: { payload: text, text } } : { type: "text", text: { body: text } }),
  };
  return { object: "whatsapp_business_account", entry: [{ changes: [{ field: "messages", value: { messages: [message] } }] }] };
}
const reply = (payload: unknown) => applyConsentReplies(db, inboundRepliesOf(payload, new Date(now.getTime() + 3_600_000)));

const memberRow = (id: number) => db.selectFrom("family_members").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
const messagesTo = (phone: string) => db.selectFrom("messages").select(["template", "language", "params", "request_id"]).where("to", "=", phone).orderBy("id").execute();

/** A booking from the basket or a package: priced by the server, Confirmed at once, no prescription. */
async function pricedBooking(owner: { id: number; phone: string }, memberId: number, labId: number, slot = "tomorrow-1") {
  const form = sampleRequestSchema.parse({
    village: "Behala",
    address: "14 Diamond Harbour Road",
    city: "Kolkata",
    pincode: "700034",
    slot,
    labId: String(labId),
    memberId: String(memberId),
    requestKey: randomBytes(16).toString("hex"),
  });
  const created = await createSampleRequest(
    { db, storage: orderDeps.storage, messenger: orderDeps.messenger, messageQueue: orderDeps.messageQueue },
    {
      patient: owner,
      form,
      prescription: null,
      language: "en",
      now,
      priced: { tests: [{ test_name: "Full body checkup", amount_paise: 149_900 }], amountPaise: 149_900, trackingUrl: (id) => `https://nikat.test/trace/test/${id}` },
    },
  );
  if (!created.ok) throw new Error(`refused: ${JSON.stringify(created.fieldErrors)}`);
  return created.id;
}

describe("a member's consent to WhatsApp milestones", () => {
  it("asks once on the number saved, again only for a new number, and never the account's own number", async () => {
    const me = await account();
    const mother = await askedMember(me);
    expect(await messagesTo(mother.whatsapp)).toEqual([
      { template: "member_whatsapp_consent", language: "bn", params: { name: "Mitali Ghosh", owner: "Sourav Ghosh" }, request_id: null },
    ]);
    expect(whatsappConsentOf(await memberRow(mother.id))).toMatchObject({ state: "asked" });

    // Saved again with the same number: not asked again.
    await updateFamilyMember(db, { accountId: me.id, memberId: mother.id, form: memberForm(mother.whatsapp, "Mitali Ghosh Dutta"), now });
    expect(await askWhatsAppConsent(askDeps, { accountId: me.id, memberId: mother.id, language: "bn", now })).toBeNull();
    expect(await messagesTo(mother.whatsapp)).toHaveLength(1);

    // A new number starts from nothing and is asked once.
    const newNumber = randomPhone();
    await updateFamilyMember(db, { accountId: me.id, memberId: mother.id, form: memberForm(newNumber), now });
    expect(whatsappConsentOf(await memberRow(mother.id))).toEqual({ state: "none" });
    await askWhatsAppConsent(askDeps, { accountId: me.id, memberId: mother.id, language: "hi", now });
    expect((await messagesTo(newNumber)).map((m) => m.template)).toEqual(["member_whatsapp_consent"]);

    // An account without a name is named by its number's last digits; its own number is never asked.
    const nameless = await account(null);
    const father = await askedMember(nameless);
    expect((await messagesTo(father.whatsapp))[0]?.params).toEqual({ name: "Mitali Ghosh", owner: `XXXXXX${nameless.phone.slice(-4)}` });
    const self = await addFamilyMember(db, { accountId: nameless.id, form: { ...memberForm(nameless.phone), relation: "Spouse" }, now });
    expect(await askWhatsAppConsent(askDeps, { accountId: nameless.id, memberId: self.id, language: "en", now })).toBeNull();
    // Another account cannot make us ask someone else's member.
    expect(await askWhatsAppConsent(askDeps, { accountId: me.id, memberId: self.id, language: "en", now })).toBeNull();
  });

  it("sends no milestone before the member's YES, every milestone after it (without the account holder's links), and none after STOP", async () => {
    const me = await account();
    const mother = await askedMember(me);
    const tests = await db.selectFrom("tests").select("id").where("active", "=", true).limit(1).execute();
    const lab = await createLab(db, tests.map((test) => ({ testId: test.id, pricePaise: 149_900 })));
    const admin = await createStaff(db, "admin");
    const agent = await createStaff(db, "agent");
    const labUser = await createStaff(db, "lab", { labId: lab });

    // Before the reply: the booking is confirmed for the account holder only.
    const before = await pricedBooking(me, mother.id, lab);
    expect((await messagesTo(mother.whatsapp)).map((m) => m.template)).toEqual(["member_whatsapp_consent"]);
    expect((await messagesTo(me.phone)).map((m) => [m.template, m.request_id])).toEqual([["tests_confirmed", before]]);

    const yesAt = new Date(now.getTime() + 120_000);
    expect(await reply(replyPayload(mother.whatsapp, "হ্যাঁ", { at: yesAt }))).toBe(1);
    expect(whatsappConsentOf(await memberRow(mother.id))).toEqual({ state: "confirmed", at: yesAt });

    // After it: Order Confirmed, Payment Confirmed, Sample Collected, Report Generated.
    const order = await pricedBooking(me, mother.id, lab, "tomorrow-2");
    const started = await startPayment(paymentDeps, { userId: me.id, requestId: order, language: "en", origin: "https://nikat.test" });
    const attempt = await db.selectFrom("payments").select("merchant_order_id").where("id", "=", started.attemptId).executeTakeFirstOrThrow();
    const decided = await decideSandboxPayment({ db, secret: TEST_SECRET }, attempt.merchant_order_id, "success");
    if (!decided?.callback) throw new Error("no callback");
    await acceptPaymentWebhook(paymentDeps, decided.callback);
    await assignAgent(orderDeps, { orderId: order, actor: admin, agentId: agent.id, date: "2026-11-26", time: "14:30", now });
    const { agent_otp } = await db.selectFrom("sample_requests").select("agent_otp").where("id", "=", order).executeTakeFirstOrThrow();
    await collectSample(orderDeps, { orderId: order, actor: agent, code: String(agent_otp).padStart(6, "0"), now });
    await uploadReport(orderDeps, { orderId: order, actor: labUser, file: simplePdf(["Report"]), now });

    const toMember = (await messagesTo(mother.whatsapp)).filter((m) => m.request_id === order);
    expect(toMember.map((m) => m.template)).toEqual(["member_order_confirmed", "member_payment_confirmed", "member_sample_collected", "member_report_ready"]);
    expect(toMember[0]?.params).toEqual({ name: "Mitali Ghosh", order: String(order), slot: "26/11/2026, দুপুর (দ্বিতীয় ভাগ)" });
    for (const message of toMember) {
      expect(message.language).toBe("bn");
      const text = renderMessage(message.template, message.language, message.params);
      // No tracking, invoice or report link, no amount, no agent code: those stay with the account that booked.
      expect(text, message.template).not.toMatch(/https?:|\/trace\/|\/invoice|₹|1,499|agent/i);
    }
    // The account holder still has every message, with its links.
    expect((await messagesTo(me.phone)).filter((m) => m.request_id === order).map((m) => m.template)).toEqual(["tests_confirmed", "payment_confirmed", "agent_assigned", "sample_collected", "report_ready"]);
    // Agent assigned is not a milestone for the member: it carries the visit time meant for whoever opens the door.
    expect(toMember.some((m) => m.template.includes("agent"))).toBe(false);

    const stopAt = new Date(now.getTime() + 600_000);
    expect(await reply(replyPayload(mother.whatsapp, "STOP", { at: stopAt, type: "button" }))).toBe(1);
    expect(whatsappConsentOf(await memberRow(mother.id))).toEqual({ state: "withdrawn", at: stopAt });
    const after = await pricedBooking(me, mother.id, lab, "today-2");
    expect((await messagesTo(mother.whatsapp)).filter((m) => m.request_id === after)).toEqual([]);
    expect((await messagesTo(me.phone)).filter((m) => m.request_id === after).map((m) => m.template)).toEqual(["tests_confirmed"]);
  });

  it("matches a reply by its number to the members asked there: another account's member and unasked numbers are unaffected", async () => {
    const me = await account();
    const them = await account();
    const mine = await askedMember(me);
    const theirs = await askedMember(them);
    expect(await reply(replyPayload(mine.whatsapp, "YES"))).toBe(1);
    expect(whatsappConsentOf(await memberRow(mine.id)).state).toBe("confirmed");
    expect(whatsappConsentOf(await memberRow(theirs.id)).state).toBe("asked");

    // A number nobody asked, words that are not an answer, and a STOP from a stranger change nothing.
    const stranger = randomPhone();
    expect(await reply(replyPayload(stranger, "YES"))).toBe(0);
    expect(await reply(replyPayload(theirs.whatsapp, "who is this?"))).toBe(0);
    expect(await reply(replyPayload(stranger, "STOP"))).toBe(0);
    expect(whatsappConsentOf(await memberRow(theirs.id)).state).toBe("asked");
    expect(await db.selectFrom("member_whatsapp_replies").select("member_id").where("member_id", "=", theirs.id).execute()).toEqual([]);

    // A member saved without asking (no request stored) is not pending: their YES is ignored too.
    const unasked = await addFamilyMember(db, { accountId: them.id, form: memberForm(randomPhone()), now });
    expect(await reply(replyPayload(unasked.whatsapp_phone ?? "", "YES"))).toBe(0);
    expect(whatsappConsentOf(await memberRow(unasked.id)).state).toBe("none");

    // A reply sent before the request (an old message delivered late) is not an answer to it.
    const late = await askedMember(them);
    expect(await reply(replyPayload(late.whatsapp, "YES", { at: new Date(now.getTime() - 60_000) }))).toBe(0);
    expect(whatsappConsentOf(await memberRow(late.id)).state).toBe("asked");
  });

  it("records each reply once: the same webhook delivered again, or a YES delivered again after STOP, changes nothing", async () => {
    const me = await account();
    const mother = await askedMember(me);
    const yes = replyPayload(mother.whatsapp, "yes", { id: "wamid.same-yes", at: new Date(now.getTime() + 60_000) });
    expect(await reply(yes)).toBe(1);
    expect(await reply(yes)).toBe(0);
    const confirmed = await memberRow(mother.id);
    expect(confirmed.whatsapp_consent_at).toEqual(new Date(now.getTime() + 60_000));

    expect(await reply(replyPayload(mother.whatsapp, "stop", { at: new Date(now.getTime() + 120_000) }))).toBe(1);
    expect(await reply(yes)).toBe(0);
    expect(whatsappConsentOf(await memberRow(mother.id)).state).toBe("withdrawn");
    expect(await db.selectFrom("member_whatsapp_replies").select(["answer", "replied_at"]).where("member_id", "=", mother.id).orderBy("replied_at").execute()).toEqual([
      { answer: "yes", replied_at: new Date(now.getTime() + 60_000) },
      { answer: "stop", replied_at: new Date(now.getTime() + 120_000) },
    ]);
  });
});

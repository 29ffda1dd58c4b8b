import { describe, expect, it } from "vitest";
import { testDb } from "../../db/test-support/test-db";
import { randomPhone } from "../auth/test-support";
import { inboundRepliesOf } from "../messaging/inbound-replies";
import { renderMessage } from "../messaging/templates";
import { assignAgent } from "../orders/assign-agent";
import { startVisit } from "../orders/start-visit";
import { createLab, createRequest, createStaff, testOrderDeps } from "../orders/test-support";
import { applyReminderStops, getReminderSetting, setReminders } from "./reminder-stops";
import { listRepeatTestOptIns, setRepeatTestOptIns } from "./repeat-test-opt-ins";
import { storeRepeatTestReminders } from "./store-repeat-test-reminders";
import { storeVisitEveReminders } from "./store-visit-eve-reminders";

const db = testDb();
const deps = testOrderDeps(db);
const ist = (text: string) => new Date(`${text}+05:30`);

const messagesAbout = (requestId: number) => db.selectFrom("messages").select(["to", "template", "language", "params", "created_at"]).where("request_id", "=", requestId).orderBy("id").execute();
const messagesTo = (phone: string) => db.selectFrom("messages").select(["template", "language", "params"]).where("to", "=", phone).orderBy("id").execute();

async function orderWithTests(slot: string, tests: string[], options: { language?: string; status?: string } = {}) {
  const order = await createRequest(db, { slot, language: options.language, status: options.status ?? "Confirmed" });
  await db
    .updateTable("sample_requests")
    .set({ tests: JSON.stringify(tests.map((test_name) => ({ test_name, amount_paise: 10_000 }))) })
    .where("id", "=", order.id)
    .execute();
  return order;
}

describe("the evening before a visit", () => {
  // A day of its own: other tests' orders are never on it.
  const visitDay = "2031-03-11";

  it("reminds tomorrow's visit from 20:00 Kolkata time, once, with the fasting its tests need, in the order's language", async () => {
    const order = await orderWithTests(`${visitDay} 1st Half`, ["Complete Blood Count (CBC)", "Lipid Profile"], { language: "hi" });
    const later = await orderWithTests("2031-03-12 1st Half", ["Lipid Profile"]);

    await storeVisitEveReminders(deps, ist("2031-03-10T19:59:00"));
    expect(await messagesAbout(order.id)).toEqual([]);

    await storeVisitEveReminders(deps, ist("2031-03-10T20:00:00"));
    const [reminder, ...more] = await messagesAbout(order.id);
    expect(more).toEqual([]);
    expect(reminder).toMatchObject({ to: order.phone, template: "visit_eve_reminder_fasting", language: "hi", params: { order: String(order.id), hours: "10", slot: "11/03/2031, सुबह (पहला हिस्सा)" } });
    expect(renderMessage(reminder!.template, "hi", reminder!.params)).toContain("10 घंटे");
    // The day after tomorrow's visit waits for its own evening.
    expect(await messagesAbout(later.id)).toEqual([]);

    // The job again (ten minutes later, another process): nothing twice.
    await storeVisitEveReminders(deps, ist("2031-03-10T20:10:00"));
    expect(await messagesAbout(order.id)).toHaveLength(1);
  });

  it("says no fasting is needed when none of the tests needs it", async () => {
    const order = await orderWithTests(`${visitDay} 2nd Half`, ["Complete Blood Count (CBC)"]);
    await storeVisitEveReminders(deps, ist("2031-03-10T21:30:00"));
    expect(await messagesAbout(order.id)).toMatchObject([{ template: "visit_eve_reminder", params: { slot: "11/03/2031, 2nd Half" } }]);
  });

  it("is not sent after 22:00, nor for a cancelled order, nor to an account that stopped reminders", async () => {
    const late = await orderWithTests("2031-03-14 1st Half", ["Lipid Profile"]);
    await storeVisitEveReminders(deps, ist("2031-03-13T22:00:00"));
    expect(await messagesAbout(late.id)).toEqual([]);

    const cancelled = await orderWithTests("2031-03-15 1st Half", ["Lipid Profile"], { status: "Cancelled" });
    const stopped = await orderWithTests("2031-03-15 1st Half", ["Lipid Profile"]);
    await setReminders(db, { accountId: stopped.uid, on: false });
    await storeVisitEveReminders(deps, ist("2031-03-14T20:00:00"));
    expect(await messagesAbout(cancelled.id)).toEqual([]);
    expect(await messagesAbout(stopped.id)).toEqual([]);
  });

  it("reminds a visit moved to another day again, on its new eve", async () => {
    const order = await orderWithTests("2031-03-17 1st Half", ["Lipid Profile"]);
    await storeVisitEveReminders(deps, ist("2031-03-16T20:00:00"));
    await db.updateTable("sample_requests").set({ date: "2031-03-19 2nd Half" }).where("id", "=", order.id).execute();
    await storeVisitEveReminders(deps, ist("2031-03-18T20:00:00"));
    expect((await messagesAbout(order.id)).map((m) => m.params.slot)).toEqual(["17/03/2031, 1st Half", "19/03/2031, 2nd Half"]);
  });
});

describe("the agent on the way", () => {
  it("tells the patient the moment the agent starts, with the agent's first name only", async () => {
    const admin = await createStaff(db, "admin");
    const agent = await createStaff(db, "agent", { name: "Rahul Kumar Das" });
    const lab = await createLab(db);
    const order = await createRequest(db, { labId: lab, status: "Confirmed", language: "bn" });
    await assignAgent(deps, { orderId: order.id, actor: admin, agentId: agent.id, date: "2030-01-15", time: "08:30", now: ist("2030-01-14T12:00:00") });
    const start = ist("2030-01-15T08:05:00");
    await startVisit(deps, { orderId: order.id, actor: agent, now: start });
    const onTheWay = (await messagesAbout(order.id)).filter((m) => m.template === "visit_on_the_way");
    expect(onTheWay).toMatchObject([{ to: order.phone, language: "bn", params: { agent: "Rahul", order: String(order.id), link: `https://nikat.test/trace/test/${order.id}` } }]);
    expect(renderMessage("visit_on_the_way", "bn", onTheWay[0]!.params)).not.toContain("Das");
  });

  it("is not sent to an account that stopped reminders; the start itself is unchanged", async () => {
    const admin = await createStaff(db, "admin");
    const agent = await createStaff(db, "agent", { name: "Rahul Das" });
    const order = await createRequest(db, { labId: await createLab(db), status: "Confirmed" });
    await assignAgent(deps, { orderId: order.id, actor: admin, agentId: agent.id, date: "2030-01-15", time: "08:30", now: ist("2030-01-14T12:00:00") });
    await setReminders(db, { accountId: order.uid, on: false });
    await startVisit(deps, { orderId: order.id, actor: agent, now: ist("2030-01-15T08:05:00") });
    expect((await messagesAbout(order.id)).map((m) => m.template)).toEqual(["agent_assigned"]);
    expect(await db.selectFrom("sample_requests").select("agent_status").where("id", "=", order.id).executeTakeFirstOrThrow()).toEqual({ agent_status: "On the way" });
  });
});

async function familyWithMember() {
  const phone = randomPhone();
  const account = await db.insertInto("users").values({ phone, name: "Sourav Ghosh" }).returning("id").executeTakeFirstOrThrow();
  const member = await db.insertInto("family_members").values({ account_id: account.id, name: "Mitali Ghosh", relation: "Mother", birth_year: 1958 }).returning("id").executeTakeFirstOrThrow();
  return { accountId: account.id, phone, memberId: member.id };
}

async function reportFor(family: { accountId: number; phone: string; memberId: number }, tests: string[], reportedAt: Date, language = "en") {
  await db
    .insertInto("sample_requests")
    .values({
      uid: family.accountId,
      member_id: family.memberId,
      phone: family.phone,
      name: "Mitali Ghosh",
      address: "22 Hazra Road",
      city: "Kolkata",
      date: "2026-08-26 1st Half",
      status: "Report Generated",
      report_date: reportedAt,
      language,
      tests: JSON.stringify(tests.map((test_name) => ({ test_name, amount_paise: 10_000 }))),
    })
    .execute();
}

describe("repeat-test reminders", () => {
  it("are opt-in: a member with reports but no opt-in hears nothing", async () => {
    const family = await familyWithMember();
    await reportFor(family, ["HbA1c (Glycated Haemoglobin)"], ist("2026-01-10T12:00:00"));
    await storeRepeatTestReminders(deps, ist("2026-11-26T12:00:00"));
    expect(await messagesTo(family.phone)).toEqual([]);
  });

  it("remind HbA1c 3 months after its report, at 10:00 Kolkata time, once, with a Book again link for the member", async () => {
    const family = await familyWithMember();
    await reportFor(family, ["Complete Blood Count (CBC)", "HbA1c (Glycated Haemoglobin)"], ist("2026-08-26T18:00:00"), "bn");
    await setRepeatTestOptIns(db, { accountId: family.accountId, memberId: family.memberId, tests: ["hba1c", "lipid"], now: ist("2026-09-01T09:00:00") });

    await storeRepeatTestReminders(deps, ist("2026-11-26T09:59:00"));
    await storeRepeatTestReminders(deps, ist("2026-11-25T12:00:00"));
    expect(await messagesTo(family.phone)).toEqual([]);

    await storeRepeatTestReminders(deps, ist("2026-11-26T10:00:00"));
    expect(await messagesTo(family.phone)).toEqual([
      { template: "repeat_test_due", language: "bn", params: { name: "Mitali Ghosh", tests: "HbA1c", link: `https://nikat.test/?for=${family.memberId}#booking` } },
    ]);
    await storeRepeatTestReminders(deps, ist("2026-11-26T10:10:00"));
    expect(await messagesTo(family.phone)).toHaveLength(1);
  });

  it("send at most one a month per member, listing every test due then", async () => {
    const family = await familyWithMember();
    await reportFor(family, ["HbA1c (Glycated Haemoglobin)"], ist("2026-05-01T12:00:00"));
    await reportFor(family, ["TSH (Thyroid Stimulating Hormone)"], ist("2026-05-20T12:00:00"));
    await setRepeatTestOptIns(db, { accountId: family.accountId, memberId: family.memberId, tests: ["hba1c", "tsh"], now: ist("2026-05-02T09:00:00") });
    // HbA1c due 1 August; TSH due 20 November; the HbA1c done again on 10 August is due again 10 November.
    await storeRepeatTestReminders(deps, ist("2026-08-01T10:00:00"));
    await reportFor(family, ["HbA1c (Glycated Haemoglobin)"], ist("2026-08-10T12:00:00"));
    await storeRepeatTestReminders(deps, ist("2026-08-20T12:00:00"));
    await storeRepeatTestReminders(deps, ist("2026-11-10T10:00:00"));
    // 20 November: TSH is due, but HbA1c was reminded ten days ago: it waits a month from then.
    await storeRepeatTestReminders(deps, ist("2026-11-20T10:00:00"));
    expect((await messagesTo(family.phone)).map((m) => m.params.tests)).toEqual(["HbA1c", "HbA1c"]);
    await storeRepeatTestReminders(deps, ist("2026-12-10T10:00:00"));
    expect((await messagesTo(family.phone)).map((m) => m.params.tests)).toEqual(["HbA1c", "HbA1c", "TSH"]);
  });

  it("stop when the account says STOP on WhatsApp, and start again from My data", async () => {
    const family = await familyWithMember();
    await reportFor(family, ["Lipid Profile"], ist("2025-10-01T12:00:00"));
    await setRepeatTestOptIns(db, { accountId: family.accountId, memberId: family.memberId, tests: ["lipid"], now: ist("2025-10-02T09:00:00") });
    const stop = { entry: [{ changes: [{ value: { messages: [{ id: `wamid.${family.phone}`, from: `91${family.phone}`, timestamp: "1790000000", type: "text", text: { body: "Stop" } }] } }] }] };
    expect(await applyReminderStops(db, inboundRepliesOf(stop, ist("2026-11-26T10:00:00")))).toBe(1);
    expect(await getReminderSetting(db, family.accountId)).toMatchObject({ on: false });

    await storeRepeatTestReminders(deps, ist("2026-11-26T12:00:00"));
    expect(await messagesTo(family.phone)).toEqual([]);

    await setReminders(db, { accountId: family.accountId, on: true });
    expect(await listRepeatTestOptIns(db, { accountId: family.accountId, memberId: family.memberId })).toEqual(["lipid"]);
    await storeRepeatTestReminders(deps, ist("2026-11-26T12:10:00"));
    expect((await messagesTo(family.phone)).map((m) => m.params.tests)).toEqual(["Lipid Profile"]);
  });

  it("are chosen only for the account's own members", async () => {
    const family = await familyWithMember();
    const other = await familyWithMember();
    await expect(setRepeatTestOptIns(db, { accountId: other.accountId, memberId: family.memberId, tests: ["hba1c"] })).rejects.toMatchObject({ code: "memberNotFound" });
    expect(await listRepeatTestOptIns(db, { accountId: other.accountId, memberId: family.memberId })).toEqual([]);
    await setRepeatTestOptIns(db, { accountId: family.accountId, memberId: family.memberId, tests: ["hba1c", "tsh"] });
    await setRepeatTestOptIns(db, { accountId: family.accountId, memberId: family.memberId, tests: ["tsh"] });
    expect(await listRepeatTestOptIns(db, { accountId: family.accountId, memberId: family.memberId })).toEqual(["tsh"]);
  });
});

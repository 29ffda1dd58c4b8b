import fs from "node:fs/promises";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomUUID } from "node:crypto";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { randomPhone } from "../../core/auth/test-support";
import { localFileStorage } from "../../core/files/local-file-storage";
import { recordingMessageQueue } from "../../core/messaging/message-queue";
import { outboxMessenger } from "../../core/messaging/outbox-messenger";
import { signatureOf } from "../../core/messaging/receive-whatsapp-webhook";
import { CHAT_REPLY, type ChatContent } from "../../core/messaging/chat-content";
import { metaMessagePayload, type SimulatedMessage } from "../../core/whatsapp-chat/chat-simulator";
import type { ChatDeps } from "../../core/whatsapp-chat/handle-chat-messages";
import { closeChat, listOpenChats, replyInChat } from "../../core/whatsapp-chat/staff-chats";
import { memoryMedia } from "../../core/whatsapp-chat/whatsapp-media";
import { testDb } from "../../db/test-support/test-db";
import { slotValue } from "../../core/booking/slots";
import { loadTestCatalogue } from "../../core/catalog/load-test-catalogue";
import { whatsAppChatTexts } from "../whatsapp-chat-texts";
import { whatsAppWebhookRoutes } from "./whatsapp-webhook";

const db = testDb();
const APP_SECRET = "chat-test-secret";
const storage = localFileStorage(mkdtempSync(path.join(os.tmpdir(), "nikat-chat-")));
const media = memoryMedia();
const messenger = outboxMessenger(db);
const queue = recordingMessageQueue();
const photo = new Uint8Array(await fs.readFile(new URL("../../core/files/test-files/photo.jpg", import.meta.url)));

const clock = new Date();
/** The server's clock for a test that needs one of its own (the messages' own times stay real). */
let serverNow: Date | undefined;
const chat: ChatDeps = {
  now: () => serverNow ?? new Date(),
  db,
  storage,
  messenger,
  messageQueue: queue,
  media,
  texts: whatsAppChatTexts,
  trackingUrl: (id) => `https://nikat.test/trace/test/${id}`,
  booking: { db, storage, messenger, messageQueue: queue },
};

let app: FastifyInstance;
beforeAll(async () => {
  await loadTestCatalogue(db);
  app = Fastify({ logger: false });
  await app.register(whatsAppWebhookRoutes, { db, appSecret: APP_SECRET, verifyToken: "t", chat });
});
afterAll(async () => app.close());

/** Sends one message as Meta would (signed), returns the replies stored for the number since. */
async function say(phone: string, message: SimulatedMessage, id = `wamid.${randomUUID()}`): Promise<ChatContent[]> {
  const before = await lastMessageId();
  const body = metaMessagePayload(phone, message, clock, id);
  const response = await app.inject({ method: "POST", url: "/webhooks/whatsapp", headers: { "content-type": "application/json", "x-hub-signature-256": signatureOf(Buffer.from(body), APP_SECRET) }, payload: body });
  expect(response.statusCode).toBe(200);
  const rows = await db.selectFrom("messages").select(["content"]).where("to", "=", phone).where("template", "=", CHAT_REPLY).where("id", ">", before).orderBy("id").execute();
  return rows.map((row) => row.content!);
}

async function lastMessageId(): Promise<number> {
  const row = await db.selectFrom("messages").select((eb) => eb.fn.max("id").as("id")).executeTakeFirst();
  return Number(row?.id ?? 0);
}

function choices(content: ChatContent | undefined): { id: string; title: string }[] {
  if (content?.kind === "buttons") return content.buttons;
  if (content?.kind === "list") return content.rows;
  return [];
}

const tap = (content: ChatContent | undefined, id: string): SimulatedMessage => {
  const found = choices(content).find((choice) => choice.id === id);
  if (!found) throw new Error(`no choice ${id} in ${JSON.stringify(content)}`);
  return { type: content?.kind === "list" ? "list" : "button", id: found.id, title: found.title };
};

async function toMenu(phone: string, language: "en" | "hi" | "bn" = "en"): Promise<ChatContent[]> {
  const first = await say(phone, { type: "text", body: "Hi" });
  expect(first).toHaveLength(1);
  expect(choices(first[0]).map((c) => c.title)).toEqual(["বাংলা", "हिन्दी", "English"]);
  return say(phone, tap(first[0], `lang:${language}`));
}

async function patientWithMember(phone: string) {
  const { id } = await db.insertInto("users").values({ phone, role: "patient", name: "Rina Sen" }).returning("id").executeTakeFirstOrThrow();
  const member = await db
    .insertInto("family_members")
    .values({ account_id: id, name: "Mother Sen", relation: "Mother", birth_year: 1955, gender: "Female" })
    .returning("id")
    .executeTakeFirstOrThrow();
  return { accountId: id, memberId: member.id };
}

describe("a WhatsApp conversation through the signed webhook", () => {
  it("asks a new number's language with three buttons, remembers it, and shows the menu in it", async () => {
    const phone = randomPhone();
    const menu = await toMenu(phone, "bn");
    expect(menu).toHaveLength(1);
    expect(menu[0]).toMatchObject({ kind: "list", body: "আমরা কীভাবে সাহায্য করতে পারি?" });
    expect(choices(menu[0]).map((c) => c.id)).toEqual(["menu:book", "menu:track", "menu:reports", "menu:person", "menu:language"]);
    for (const row of choices(menu[0])) expect(Array.from(row.title).length).toBeLessThanOrEqual(24);
    // Remembered: the next hello goes straight to the menu, in Bengali.
    const again = await say(phone, { type: "text", body: "hello" });
    expect(again[0]).toMatchObject({ kind: "list", body: "আমরা কীভাবে সাহায্য করতে পারি?" });
    const row = await db.selectFrom("whatsapp_chats").select(["language", "step"]).where("phone", "=", phone).executeTakeFirstOrThrow();
    expect(row).toEqual({ language: "bn", step: "menu" });
  });

  it("does nothing twice when Meta delivers the same message again", async () => {
    const phone = randomPhone();
    const id = `wamid.${randomUUID()}`;
    const first = await say(phone, { type: "text", body: "Hi" }, id);
    expect(first).toHaveLength(1);
    const replay = await say(phone, { type: "text", body: "Hi" }, id);
    expect(replay).toEqual([]);
    const kept = await db.selectFrom("whatsapp_chat_inbound").select("provider_message_id").where("phone", "=", phone).execute();
    expect(kept).toHaveLength(1);
  });

  it("books from a prescription photo: member, slot from a list, the known address, one stored order, never two", async () => {
    const phone = randomPhone();
    const { accountId, memberId } = await patientWithMember(phone);
    await db
      .updateTable("family_members")
      .set({ last_address: JSON.stringify({ village: "Behala", address: "14 Diamond Harbour Road", city: "Kolkata", pincode: "700034", state: "West Bengal" }) })
      .where("id", "=", memberId)
      .execute();
    const menu = await toMenu(phone);
    const who = await say(phone, tap(menu[0], "menu:book"));
    expect(who[0]).toMatchObject({ kind: "list", body: "Who is this test for?" });
    expect(choices(who[0]).map((c) => c.title)).toContain("Mother Sen");

    const askPhoto = await say(phone, tap(who[0], `who:${memberId}`));
    expect(askPhoto[0]).toMatchObject({ kind: "buttons", body: "Please send a clear photo of the prescription, or choose a health package." });
    // Typing instead of a photo asks again.
    expect((await say(phone, { type: "text", body: "here" }))[0]).toMatchObject({ body: "Please send the prescription as a photo." });

    const slots = await say(phone, { type: "image", mediaId: media.put(photo, "image/jpeg"), mime: "image/jpeg" });
    expect(slots[0]).toMatchObject({ kind: "list", body: "When should we come to collect the sample?" });
    for (const row of choices(slots[0])) expect(Array.from(row.title).length).toBeLessThanOrEqual(24);
    const slot = choices(slots[0]).find((row) => row.id.endsWith("tomorrow-2"))!;

    const address = await say(phone, { type: "list", id: slot.id, title: slot.title });
    expect(address[0]).toMatchObject({ kind: "buttons" });
    expect((address[0] as { body: string }).body).toContain("14 Diamond Harbour Road");

    // Halfway, the person goes back to the menu and chooses Book again: the same booking resumes.
    await say(phone, { type: "text", body: "menu" });
    const resumed = await say(phone, { type: "list", id: "menu:book", title: "Book a test" });
    expect(resumed[0]).toMatchObject({ kind: "text", body: "Let us continue your booking." });
    expect(resumed[1]).toMatchObject({ kind: "buttons" });

    const confirm = await say(phone, tap(resumed[1], "address:same"));
    expect(confirm[0]).toMatchObject({ kind: "buttons" });
    expect((confirm[0] as { body: string }).body).toContain("Mother Sen");
    const confirmTap = tap(confirm[0], "book:confirm");

    const done = await say(phone, confirmTap);
    const orders = await db.selectFrom("sample_requests").selectAll().where("uid", "=", accountId).execute();
    expect(orders).toHaveLength(1);
    const order = orders[0]!;
    expect(done[0]).toMatchObject({ kind: "text", body: `Booked! Your order number is #${order.id}. We will confirm the tests and the amount with you.` });
    expect(order).toMatchObject({ member_id: memberId, name: "Mother Sen", address: "14 Diamond Harbour Road", city: "Kolkata", pincode: "700034", prescription_type: "image/jpeg", language: "en" });
    expect(order.prescription).toMatch(/^prescription\//);
    expect(await storage.get(order.prescription!)).not.toBeNull();
    // The web form's own message about the booking went to the account's number.
    const received = await db.selectFrom("messages").select("template").where("to", "=", phone).where("request_id", "=", order.id).where("template", "=", "sample_request_received").execute();
    expect(received).toHaveLength(1);

    // The old Confirm button tapped again (a new message) books nothing more.
    await say(phone, confirmTap);
    expect(await db.selectFrom("sample_requests").select("id").where("uid", "=", accountId).execute()).toHaveLength(1);
  });

  it("books the day and half the person chose, even when they confirm after midnight, and asks again for one that has passed", async () => {
    const phone = randomPhone();
    const { accountId, memberId } = await patientWithMember(phone);
    await db
      .updateTable("family_members")
      .set({ last_address: JSON.stringify({ village: "Behala", address: "14 Diamond Harbour Road", city: "Kolkata", pincode: "700034", state: "West Bengal" }) })
      .where("id", "=", memberId)
      .execute();
    const lateEvening = new Date("2030-03-10T17:30:00Z"); // 23:00 in Kolkata, 10 March
    const afterMidnight = new Date("2030-03-10T19:00:00Z"); // 00:30 in Kolkata, 11 March
    const bookUntilConfirm = async (slotId: string) => {
      serverNow = lateEvening;
      const menu = await say(phone, { type: "text", body: "menu" });
      const who = await say(phone, tap(menu[0], "menu:book"));
      await say(phone, tap(who[0], `who:${memberId}`));
      const slots = await say(phone, { type: "image", mediaId: media.put(photo, "image/jpeg"), mime: "image/jpeg" });
      const address = await say(phone, tap(slots[0], slotId));
      return say(phone, tap(address[0], "address:same"));
    };
    try {
      await toMenu(phone);
      // Tomorrow's second half, chosen at 23:00, is today's second half at 00:30: the same visit is booked.
      const confirm = await bookUntilConfirm("slot:tomorrow-2");
      expect((confirm[0] as { body: string }).body).toContain("11/03/2030");
      serverNow = afterMidnight;
      await say(phone, tap(confirm[0], "book:confirm"));
      const order = await db.selectFrom("sample_requests").select("date").where("uid", "=", accountId).executeTakeFirstOrThrow();
      expect(order.date).toBe("2030-03-11 2nd Half");

      // Tomorrow's first half, chosen at 23:00, can no longer be booked at 00:30 (its morning visits are planned): asked again.
      const again = await bookUntilConfirm("slot:tomorrow-1");
      serverNow = afterMidnight;
      const asked = await say(phone, tap(again[0], "book:confirm"));
      expect(asked[0]).toMatchObject({ kind: "text", body: "That time can no longer be booked. Please choose another." });
      expect(asked[1]).toMatchObject({ kind: "list", body: "When should we come to collect the sample?" });
      expect(await db.selectFrom("sample_requests").select("id").where("uid", "=", accountId).execute()).toHaveLength(1);
    } finally {
      serverNow = undefined;
    }
  });

  it("asks before booking the same person again in the same slot, and books again only on that answer", async () => {
    const phone = randomPhone();
    const { accountId, memberId } = await patientWithMember(phone);
    await db
      .updateTable("family_members")
      .set({ last_address: JSON.stringify({ village: "Behala", address: "14 Diamond Harbour Road", city: "Kolkata", pincode: "700034", state: "West Bengal" }) })
      .where("id", "=", memberId)
      .execute();
    const bookUntilConfirm = async () => {
      const menu = await say(phone, { type: "text", body: "menu" });
      const who = await say(phone, tap(menu[0], "menu:book"));
      await say(phone, tap(who[0], `who:${memberId}`));
      const slots = await say(phone, { type: "image", mediaId: media.put(photo, "image/jpeg"), mime: "image/jpeg" });
      const address = await say(phone, tap(slots[0], "slot:tomorrow-2"));
      return say(phone, tap(address[0], "address:same"));
    };
    await toMenu(phone);
    await say(phone, tap((await bookUntilConfirm())[0], "book:confirm"));
    const second = await say(phone, tap((await bookUntilConfirm())[0], "book:confirm"));
    expect(second[0]).toMatchObject({
      kind: "buttons",
      body: "This person already has an order in this slot for some of the same tests (or for tests not confirmed yet). You can see it with Track my order. Book again anyway?",
    });
    expect(choices(second[0]).map((c) => c.id)).toEqual(["book:again", "book:cancel"]);
    expect(await db.selectFrom("sample_requests").select("id").where("uid", "=", accountId).execute()).toHaveLength(1);
    const done = await say(phone, tap(second[0], "book:again"));
    const orders = await db.selectFrom("sample_requests").select("id").where("uid", "=", accountId).orderBy("id").execute();
    expect(orders).toHaveLength(2);
    expect(done[0]).toMatchObject({ kind: "text", body: `Booked! Your order number is #${orders[1]!.id}. We will confirm the tests and the amount with you.` });
  });

  it("takes a prescription photo sent at the menu as the start of a booking, and does not ask for it again", async () => {
    const phone = randomPhone();
    const { accountId, memberId } = await patientWithMember(phone);
    await toMenu(phone);
    const who = await say(phone, { type: "image", mediaId: media.put(photo, "image/jpeg"), mime: "image/jpeg" });
    expect(who[0]).toEqual({ kind: "text", body: "Thank you, we have the prescription." });
    expect(who[1]).toMatchObject({ kind: "list", body: "Who is this test for?" });
    const slots = await say(phone, tap(who[1], `who:${memberId}`));
    expect(slots[0]).toMatchObject({ kind: "list", body: "When should we come to collect the sample?" });
    await say(phone, tap(slots[0], choices(slots[0])[0]!.id));
    const confirm = await say(phone, { type: "text", body: "7 Park Street, Kolkata 700001" });
    await say(phone, tap(confirm[0], "book:confirm"));
    const order = await db.selectFrom("sample_requests").selectAll().where("uid", "=", accountId).executeTakeFirstOrThrow();
    expect(order).toMatchObject({ member_id: memberId, prescription_type: "image/jpeg" });
  });

  it("books for someone new who types their name and age, and takes an address typed with its pincode", async () => {
    const phone = randomPhone();
    const menu = await toMenu(phone, "hi");
    const who = await say(phone, tap(menu[0], "menu:book"));
    await say(phone, tap(who[0], "who:new"));
    expect((await say(phone, { type: "text", body: "Gita Devi" }))[0]).toMatchObject({ body: "कृपया उनकी उम्र (साल में) लिखें।" });
    expect((await say(phone, { type: "text", body: "sixty" }))[0]).toMatchObject({ body: "कृपया उम्र अंकों में लिखें, जैसे 62।" });
    const gender = await say(phone, { type: "text", body: "71" });
    const photoAsk = await say(phone, tap(gender.at(-1), "gender:Female"));
    expect(photoAsk[0]).toMatchObject({ kind: "buttons" });
    const slots = await say(phone, { type: "image", mediaId: media.put(photo, "image/jpeg"), mime: "image/jpeg" });
    const address = await say(phone, tap(slots[0], choices(slots[0])[0]!.id));
    expect(address[0]).toMatchObject({ kind: "text", body: "कृपया 6 अंकों के पिनकोड के साथ पूरा पता लिखें, या अपनी लोकेशन भेजें।" });
    expect((await say(phone, { type: "text", body: "7 Park Street" }))[0]).toMatchObject({ body: "कृपया पता 6 अंकों के पिनकोड के साथ लिखें, जैसे: 12 लेक रोड, कोलकाता 700029।" });
    expect((await say(phone, { type: "location", lat: 22.55, lon: 88.35 }))[0]).toMatchObject({ body: "लोकेशन के लिए धन्यवाद। कृपया मकान और गली भी 6 अंकों के पिनकोड के साथ लिखें।" });
    const confirm = await say(phone, { type: "text", body: "7 Park Street, Kolkata 700001" });
    await say(phone, tap(confirm[0], "book:confirm"));
    const account = await db.selectFrom("users").select("id").where("phone", "=", phone).executeTakeFirstOrThrow();
    const order = await db.selectFrom("sample_requests").selectAll().where("uid", "=", account.id).executeTakeFirstOrThrow();
    expect(order).toMatchObject({ name: "Gita Devi", gender: "Female", address: "7 Park Street, Kolkata 700001", pincode: "700001", language: "hi" });
    expect(order.lat).toBeCloseTo(22.55);
  });

  it("books for a child only after the parent's or guardian's consent: a son in the family, and someone new under 18", async () => {
    const phone = randomPhone();
    const { accountId } = await patientWithMember(phone);
    const { id: sonId } = await db
      .insertInto("family_members")
      .values({ account_id: accountId, name: "Rohan Sen", relation: "Son", birth_year: new Date().getFullYear() - 8, gender: "Male" })
      .returning("id")
      .executeTakeFirstOrThrow();
    const menu = await toMenu(phone);
    const who = await say(phone, tap(menu[0], "menu:book"));
    const guardian = await say(phone, tap(who[0], `who:${sonId}`));
    expect(guardian[0]).toMatchObject({ kind: "buttons", body: "This person is under 18. Are you their parent or legal guardian, and do you agree to this test for them?" });
    // Anything but the consent asks again; nothing goes further without it.
    expect((await say(phone, { type: "text", body: "ok" }))[0]).toMatchObject({ body: "This person is under 18. Are you their parent or legal guardian, and do you agree to this test for them?" });
    const askPhoto = await say(phone, tap(guardian[0], "guardian:yes"));
    expect(askPhoto[0]).toMatchObject({ body: "Please send a clear photo of the prescription, or choose a health package." });
    const slots = await say(phone, { type: "image", mediaId: media.put(photo, "image/jpeg"), mime: "image/jpeg" });
    await say(phone, tap(slots[0], choices(slots[0])[0]!.id));
    const confirm = await say(phone, { type: "text", body: "7 Park Street, Kolkata 700001" });
    await say(phone, tap(confirm[0], "book:confirm"));
    const order = await db.selectFrom("sample_requests").selectAll().where("uid", "=", accountId).executeTakeFirstOrThrow();
    expect(order).toMatchObject({ member_id: sonId, name: "Rohan Sen" });
    expect(order.guardian_consent_at).not.toBeNull();

    // Someone new whose typed age is under 18 is asked the same before the photo.
    const again = await say(phone, { type: "list", id: "menu:book", title: "Book a test" });
    await say(phone, tap(again[0], "who:new"));
    await say(phone, { type: "text", body: "Mitu Das" });
    const gender = await say(phone, { type: "text", body: "12" });
    const asked = await say(phone, tap(gender[0], "gender:Female"));
    expect(asked[0]).toMatchObject({ kind: "buttons", body: "This person is under 18. Are you their parent or legal guardian, and do you agree to this test for them?" });
    expect(choices(asked[0]).map((c) => c.id)).toEqual(["guardian:yes", "book:cancel"]);
  });

  it("lets a new number book for itself: 'You' is offered, what the account does not know is asked, and the booking is the account holder's own", async () => {
    const phone = randomPhone();
    const menu = await toMenu(phone);
    const who = await say(phone, tap(menu[0], "menu:book"));
    const account = await db.selectFrom("users").select("id").where("phone", "=", phone).executeTakeFirstOrThrow();
    const self = await db.selectFrom("family_members").select("id").where("account_id", "=", account.id).where("relation", "=", "Self").executeTakeFirstOrThrow();
    expect(choices(who[0])).toEqual([
      { id: `who:${self.id}`, title: "You" },
      { id: "who:new", title: "Someone else" },
    ]);
    expect((await say(phone, tap(who[0], `who:${self.id}`)))[0]).toMatchObject({ body: "Please type the person's full name." });
    await say(phone, { type: "text", body: "Anjali Roy" });
    const gender = await say(phone, { type: "text", body: "58" });
    await say(phone, tap(gender[0], "gender:Female"));
    const slots = await say(phone, { type: "image", mediaId: media.put(photo, "image/jpeg"), mime: "image/jpeg" });
    await say(phone, tap(slots[0], choices(slots[0])[0]!.id));
    const confirm = await say(phone, { type: "text", body: "7 Park Street, Kolkata 700001" });
    expect((confirm[0] as { body: string }).body).toContain("For: Anjali Roy");
    await say(phone, tap(confirm[0], "book:confirm"));
    const order = await db.selectFrom("sample_requests").selectAll().where("uid", "=", account.id).executeTakeFirstOrThrow();
    expect(order).toMatchObject({ member_id: self.id, name: "Anjali Roy", dob: "58", gender: "Female" });
  });

  it("books a health package at a chosen lab, priced by the server, holding the lab's place in the slot", async () => {
    const phone = randomPhone();
    const { accountId, memberId } = await patientWithMember(phone);
    const menu = await toMenu(phone);
    const who = await say(phone, tap(menu[0], "menu:book"));
    const ask = await say(phone, tap(who[0], `who:${memberId}`));
    // A lab of this test's own, the cheapest for the package (its own price): first in the lists.
    const heart = await db.selectFrom("tests").select("id").where("slug", "=", "heart-care-package").executeTakeFirstOrThrow();
    const { id: labId } = await db.insertInto("hospitals").values({ type: "Lab", name: `000 Chat Lab ${randomUUID().slice(0, 6)}`, status: "Active" }).returning("id").executeTakeFirstOrThrow();
    await db.insertInto("lab_tests").values({ lab_id: labId, test_id: heart.id, price_paise: 100 }).execute();
    const packages = await say(phone, tap(ask[0], "book:package"));
    expect(packages[0]).toMatchObject({ kind: "list", body: "Which health package?" });
    const labs = await say(phone, tap(packages[0], `package:${heart.id}`));
    expect(labs[0]).toMatchObject({ kind: "list", body: "Which lab? The price depends on the lab." });
    const lab = choices(labs[0])[0]!;
    expect(lab.id).toBe(`lab:${labId}`);
    // The lab is full in tomorrow's second half: that slot is not offered.
    const tomorrow2 = slotValue("tomorrow-2", new Date());
    const { visits_per_slot } = await db.selectFrom("hospitals").select("visits_per_slot").where("id", "=", labId).executeTakeFirstOrThrow();
    const { taken } = await db.selectFrom("sample_requests").select((eb) => eb.fn.countAll<number>().as("taken")).where("lab_id", "=", labId).where("date", "=", tomorrow2).where("status", "<>", "Cancelled").executeTakeFirstOrThrow();
    const filler = await db.insertInto("users").values({ phone: randomPhone(), role: "patient" }).returning("id").executeTakeFirstOrThrow();
    for (let i = Number(taken); i < visits_per_slot; i += 1) {
      await db.insertInto("sample_requests").values({ uid: filler.id, phone: "9000000000", name: "Filler", date: tomorrow2, lab_id: labId, agent_otp: 1, village: "v", address: "a", city: "c" }).execute();
    }
    try {
      const slots = await say(phone, tap(labs[0], lab.id));
      expect(choices(slots[0]).map((c) => c.id)).not.toContain("slot:tomorrow-2");
      const address = await say(phone, tap(slots[0], "slot:tomorrow-1"));
      const confirm = await say(phone, { type: "text", body: "3 Lake Road, Kolkata 700019" });
      expect((confirm[0] as { body: string }).body).toContain(`Package: `);
      void address;
      const done = await say(phone, tap(confirm[0], "book:confirm"));
      const order = await db.selectFrom("sample_requests").selectAll().where("uid", "=", accountId).executeTakeFirstOrThrow();
      expect(order).toMatchObject({ lab_id: labId, status: "Confirmed", prescription: null, amount_paise: 100, accepted_amount_paise: 100 });
      // Priced already: the answer says the amount and where to pay, not that the tests and amount are still to come.
      expect(done).toEqual([
        { kind: "text", body: `Booked! Your order number is #${order.id}: ₹1 in all. You can pay online here, or pay at collection: https://nikat.test/trace/test/${order.id}` },
      ]);
    } finally {
      await db.deleteFrom("sample_requests").where("uid", "=", filler.id).execute();
    }
  });

  it("refuses a file that is no image with the upload rule's own text and keeps asking for the photo", async () => {
    const phone = randomPhone();
    const menu = await toMenu(phone);
    const who = await say(phone, tap(menu[0], "menu:book"));
    await say(phone, tap(who[0], "who:new"));
    await say(phone, { type: "text", body: "Asha" });
    const gender = await say(phone, { type: "text", body: "40" });
    await say(phone, tap(gender[0], "gender:Female"));
    const refused = await say(phone, { type: "image", mediaId: media.put(new TextEncoder().encode("not an image"), "image/jpeg"), mime: "image/jpeg" });
    expect(refused[0]!.kind).toBe("text");
    expect((refused[0] as { body: string }).body).toMatch(/^We could not use this file: /);
    expect(refused[1]).toMatchObject({ body: "Please send a clear photo of the prescription, or choose a health package." });
    const gone = await say(phone, { type: "image", mediaId: "unknown-media", mime: "image/jpeg" });
    expect(gone[0]).toMatchObject({ body: "We could not receive the photo. Please send it again." });
  });

  it("starts again from the menu after the 24-hour window, the language kept and the half booking gone", async () => {
    const phone = randomPhone();
    const menu = await toMenu(phone);
    const who = await say(phone, tap(menu[0], "menu:book"));
    await say(phone, tap(who[0], "who:new"));
    // The last message was sent 24 hours and a minute ago.
    await db.updateTable("whatsapp_chats").set({ last_inbound_at: new Date(Date.now() - 24 * 60 * 60 * 1000 - 60_000) }).where("phone", "=", phone).execute();
    {
      const after = await say(phone, { type: "text", body: "Gita" });
      expect(after.map((c) => c.kind)).toEqual(["text", "list"]);
      expect(after[0]).toMatchObject({ body: "Sorry, we did not understand. Please choose from the menu." });
      const row = await db.selectFrom("whatsapp_chats").select(["language", "step", "draft"]).where("phone", "=", phone).executeTakeFirstOrThrow();
      expect(row).toEqual({ language: "en", step: "menu", draft: {} });
      // Book now starts a new booking (no "continue").
      const fresh = await say(phone, { type: "list", id: "menu:book", title: "Book a test" });
      expect(fresh[0]).toMatchObject({ body: "Who is this test for?" });
    }
  });

  it("tracks the account's open orders with their step", async () => {
    const phone = randomPhone();
    const { accountId } = await patientWithMember(phone);
    const { id } = await db
      .insertInto("sample_requests")
      .values({ uid: accountId, phone, name: "Mother Sen", date: "2030-01-02 1st Half", status: "Confirmed", agent_otp: 1234, village: "Behala", address: "x", city: "Kolkata" })
      .returning("id")
      .executeTakeFirstOrThrow();
    const menu = await toMenu(phone);
    const track = await say(phone, tap(menu[0], "menu:track"));
    expect(track[0]).toMatchObject({ kind: "text" });
    expect((track[0] as { body: string }).body).toContain(`#${id} · Mother Sen · 02/01/2030, 1st Half · Order Confirmed`);
    expect((track[0] as { body: string }).body).toContain(`https://nikat.test/trace/test/${id}`);
    // Someone else's number sees none of it.
    const stranger = randomPhone();
    const theirMenu = await toMenu(stranger);
    expect((await say(stranger, tap(theirMenu[0], "menu:track")))[0]).toMatchObject({ body: "There is no open order for this number." });
  });

  it("sends the latest report as a document only after a yes, once", async () => {
    const phone = randomPhone();
    const { accountId } = await patientWithMember(phone);
    const key = await storage.put(new TextEncoder().encode("%PDF-1.4 report"), { kind: "report", owner: accountId });
    const { id } = await db
      .insertInto("sample_requests")
      .values({ uid: accountId, phone, name: "Mother Sen", date: "2030-01-02 1st Half", status: "Report Generated", agent_otp: 1234, village: "Behala", address: "x", city: "Kolkata", report: key, report_type: "application/pdf" })
      .returning("id")
      .executeTakeFirstOrThrow();
    const menu = await toMenu(phone);
    const ask = await say(phone, tap(menu[0], "menu:reports"));
    expect(ask[0]).toMatchObject({ kind: "buttons", body: `The report of order #${id} (Mother Sen) is ready. Shall we send it here as a PDF?` });
    const yes = tap(ask[0], "report:yes");
    const sent = await say(phone, yes);
    expect(sent).toEqual([{ kind: "document", fileKey: key, filename: `nikat-report-${id}.pdf`, mime: "application/pdf", caption: `Report of order #${id} – Nikat` }]);
    const audits = await db.selectFrom("audit_log").select("action").where("entity", "=", "sample_request").where("entity_id", "=", String(id)).execute();
    expect(audits.map((a) => a.action)).toEqual(["report.download"]);
    // The old Yes tapped again sends nothing more.
    expect((await say(phone, yes)).some((c) => c.kind === "document")).toBe(false);
  });

  it("STOP opts the number out of everything but the replies to its own messages; START brings it back", async () => {
    const phone = randomPhone();
    await toMenu(phone);
    const stopped = await say(phone, { type: "text", body: "STOP" });
    expect(stopped[0]).toMatchObject({ body: "You will get no more messages from Nikat on WhatsApp. Send START to get them again." });
    const template = await messenger.send({ to: phone, template: "grievance_answered", language: "en", params: { number: "G-1", link: "https://x" } });
    expect(template).toMatchObject({ ok: false, retryable: false });
    expect(await db.selectFrom("messages").select(["state", "error_code"]).where("id", "=", template.messageId).executeTakeFirstOrThrow()).toEqual({ state: "failed", error_code: "opted_out" });
    // A message of their own still gets its answer, and the login code they asked for still goes.
    expect(await say(phone, { type: "text", body: "menu" })).toHaveLength(1);
    expect(await messenger.send({ to: phone, template: "login_code", language: "en", params: { code: "123456" } })).toMatchObject({ ok: true });
    const back = await say(phone, { type: "text", body: "START" });
    expect(back[0]).toMatchObject({ body: "Welcome back. You will get messages from Nikat again." });
    expect(await messenger.send({ to: phone, template: "grievance_answered", language: "en", params: { number: "G-1", link: "https://x" } })).toMatchObject({ ok: true });
  });

  it("hands the conversation to staff: the bot stays quiet, staff reply from the console, and closing gives it back", async () => {
    const phone = randomPhone();
    const { id: staffId } = await db.insertInto("users").values({ phone: randomPhone(), role: "admin" }).returning("id").executeTakeFirstOrThrow();
    const menu = await toMenu(phone);
    const handover = await say(phone, tap(menu[0], "menu:person"));
    expect(handover).toEqual([{ kind: "text", body: "A person from our team will reply here as soon as possible." }]);
    expect(await say(phone, { type: "text", body: "My mother needs a test tomorrow" })).toEqual([]);
    expect(await say(phone, { type: "text", body: "menu" })).toEqual([]);

    const open = (await listOpenChats(db, { staffId, now: clock })).find((c) => c.phone === phone);
    expect(open?.lines.map((l) => l.from)).toContain("person");
    expect(open?.lines.map((l) => l.text)).toContain("My mother needs a test tomorrow");

    const deps = { db, messenger, messageQueue: queue, texts: whatsAppChatTexts };
    expect(await replyInChat(deps, { staffId, phone, text: "We will call you at 5 pm.", now: clock })).toBe("sent");
    const reply = await db.selectFrom("messages").select("content").where("to", "=", phone).orderBy("id", "desc").executeTakeFirstOrThrow();
    expect(reply.content).toEqual({ kind: "text", body: "We will call you at 5 pm." });

    expect(await closeChat(deps, { staffId, phone, now: clock })).toBe(true);
    expect(await closeChat(deps, { staffId, phone, now: clock })).toBe(false);
    expect(await replyInChat(deps, { staffId, phone, text: "late", now: clock })).toBe("closed");
    expect((await say(phone, { type: "text", body: "menu" }))[0]).toMatchObject({ kind: "list" });
    expect((await listOpenChats(db, { staffId, now: clock })).some((c) => c.phone === phone)).toBe(false);
  });

  it("gives a family member's YES to the consent request no answer (decision 0027)", async () => {
    const owner = randomPhone();
    const memberPhone = randomPhone();
    const { accountId } = await patientWithMember(owner);
    await db
      .insertInto("family_members")
      .values({ account_id: accountId, name: "Father", relation: "Father", birth_year: 1950, whatsapp_phone: memberPhone, whatsapp_consent_asked_at: new Date(clock.getTime() - 60_000) })
      .execute();
    expect(await say(memberPhone, { type: "text", body: "YES" })).toEqual([]);
    // Anything else they write is a conversation.
    expect(await say(memberPhone, { type: "text", body: "Hi" })).toHaveLength(1);
  });
});

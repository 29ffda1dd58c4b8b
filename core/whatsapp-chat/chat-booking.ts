import { randomBytes } from "node:crypto";
import type { Db } from "../../db/client";
import type { MemberAddress } from "../../db/schema";
import { formatAddress } from "../geo/format-address";
import { listBookingMembers } from "../booking/booking-members";
import { createSampleRequest, type CreateSampleRequestDeps } from "../booking/create-sample-request";
import { sampleRequestSchema } from "../booking/sample-request-schema";
import { SOMEONE_ELSE } from "../booking/booking-person-choices";
import { MAX_ADDRESS_LENGTH } from "../booking/sample-request-limits";
import { MAX_LENGTH } from "../forms/field-limits";
import { ADULT_AGE, MAX_AGE } from "../family/member-age";
import { slotText } from "../booking/slot-names";
import { availableSlots, isSlot, slotValue, type Slot } from "../booking/slots";
import { fullSlotsAtLabs } from "../booking/full-slots-at-labs";
import { formatRupees } from "../format/format";
import { chatPackages, packageLabs } from "./chat-packages";
import { readStoredFile } from "../files/read-stored-file";
import { sanitiseUpload } from "../files/sanitise-upload";
import { findPincode, nearestPincode } from "../geo/pincode-lookup";
import type { Language } from "../i18n/language";
import type { ChatContent } from "../messaging/chat-content";
import { patientAt, patientForBooking } from "./chat-account";
import { CHOICE, mainMenu, text } from "./chat-menus";
import type { ChatDraft, ChatState } from "./chat-state";
import type { ChatTexts } from "./chat-texts";
import type { ChatInbound } from "./inbound-chat-messages";
import type { WhatsAppMedia } from "./whatsapp-media";

export type BookingDeps = { db: Db; texts: ChatTexts; media: WhatsAppMedia; booking: CreateSampleRequestDeps; trackingUrl: (orderId: number) => string };
type Turn = { state: ChatState; replies: ChatContent[] };
type T = (key: string, values?: Record<string, string | number>) => string;

const BOOKING_STEPS = ["book_who", "book_name", "book_age", "book_gender", "book_guardian", "book_prescription", "book_package", "book_lab", "book_slot", "book_address", "book_address_text", "book_confirm", "book_duplicate"] as const;
type BookingStep = (typeof BOOKING_STEPS)[number];
export const bookingStep = (step: string): step is BookingStep => (BOOKING_STEPS as readonly string[]).includes(step);

/**
 * "Book a test" from the menu. A booking begun in this window is taken up where it stopped (the same draft and the
 * same request key, so it can never be stored twice); otherwise a new one starts, for the number's own account
 * (made now if the number has none). A prescription photo sent outside a booking starts one with it, so it is not asked
 * for again.
 */
export async function startBooking(deps: BookingDeps, state: ChatState, language: Language, phone: string, now: Date, photo?: ChatInbound): Promise<Turn> {
  const t: T = (key, values) => deps.texts(language, key, values);
  const patient = await patientForBooking(deps.db, phone, now);
  if (!patient) return { state: { ...state, step: "menu" }, replies: [text(t("unknown")), mainMenu(deps.texts, language)] };
  const resumed = state.draft.requestKey !== undefined;
  const started: ChatDraft = resumed ? state.draft : { requestKey: randomBytes(16).toString("hex") };
  const kept = photo ? await readPrescription(deps, started, photo, { accountId: patient.id, t }) : undefined;
  const draft = kept?.draft ?? started;
  const step = nextStep(draft);
  const prompt = await promptFor(deps, step, draft, language, patient.id, now);
  const photoAnswer = kept ? [text(kept.problem ?? t("book.photoReceived"))] : [];
  return { state: { ...state, step, draft }, replies: [...(resumed ? [text(t("book.resumed"))] : []), ...photoAnswer, ...prompt] };
}

/** An answer within the booking: kept when it is valid, then the next question; otherwise the same question again. */
export async function continueBooking(deps: BookingDeps, state: ChatState, language: Language, message: ChatInbound, now: Date): Promise<Turn> {
  const t: T = (key, values) => deps.texts(language, key, values);
  const patient = await patientAt(deps.db, message.from);
  if (!patient || !bookingStep(state.step)) return { state: { ...state, step: "menu", draft: {} }, replies: [mainMenu(deps.texts, language)] };
  const step = state.step;
  const answer = await readAnswer(deps, step, state.draft, message, { accountId: patient.id, now, t });
  if (answer.cancel) {
    await forgetPrescription(deps, state.draft);
    return { state: { ...state, step: "menu", draft: {} }, replies: [text(t("book.cancelled")), mainMenu(deps.texts, language)] };
  }
  if (answer.confirm) return book(deps, { ...state, draft: answer.draft ?? state.draft }, language, patient, now);
  const draft = answer.draft ?? state.draft;
  const next = answer.nextStep ?? nextStep(draft);
  const prompt = await promptFor(deps, next, draft, language, patient.id, now);
  return { state: { ...state, step: next, draft }, replies: [...(answer.problem ? [text(answer.problem)] : []), ...prompt] };
}

type Answer = { draft?: ChatDraft; problem?: string; nextStep?: BookingStep; confirm?: boolean; cancel?: boolean };

async function readAnswer(
  deps: BookingDeps,
  step: BookingStep,
  draft: ChatDraft,
  message: ChatInbound,
  context: { accountId: number; now: Date; t: T },
): Promise<Answer> {
  const { t } = context;
  const choice = message.kind === "choice" ? message.choice : undefined;
  const typed = message.kind === "text" ? message.text.trim() : "";
  if (choice === CHOICE.cancel) return { cancel: true };
  switch (step) {
    case "book_who": {
      const person = { minor: undefined, guardianConsent: undefined, memberNeeds: undefined, name: undefined, age: undefined, gender: undefined };
      if (choice === CHOICE.someoneElse) return { draft: { ...draft, ...person, memberId: null } };
      const id = choice?.startsWith("who:") ? Number(choice.slice(4)) : NaN;
      const member = (await bookableMembers(deps.db, context.accountId, context.now)).find((entry) => entry.id === id);
      if (!member) return {};
      const memberNeeds = (["name", "age", "gender"] as const).filter((field) => (field === "name" ? !member.name : member[field] === null));
      return { draft: { ...draft, ...person, memberId: id, minor: member.minor, memberNeeds } };
    }
    case "book_name":
      if (typed.length === 0) return {};
      return typed.length > 100 ? { problem: t("book.nameBad") } : { draft: { ...draft, name: typed } };
    case "book_age":
      return /^\d{1,3}$/.test(typed) && Number(typed) <= MAX_AGE
        ? { draft: { ...draft, age: String(Number(typed)), minor: Number(typed) < ADULT_AGE, guardianConsent: undefined } }
        : { problem: t("book.ageBad") };
    case "book_gender": {
      const gender = choice?.startsWith("gender:") ? choice.slice(7) : "";
      return gender === "Male" || gender === "Female" || gender === "Others" ? { draft: { ...draft, gender } } : {};
    }
    case "book_guardian":
      return choice === CHOICE.guardianYes ? { draft: { ...draft, guardianConsent: true } } : {};
    case "book_prescription":
      if (choice === CHOICE.choosePackage) return { nextStep: "book_package" };
      return readPrescription(deps, draft, message, context);
    case "book_package": {
      const id = choice?.startsWith("package:") ? Number(choice.slice(8)) : NaN;
      if (!Number.isInteger(id)) return { nextStep: "book_package" };
      const labs = await packageLabs(deps.db, id);
      return labs.length > 0 ? { draft: { ...draft, packageId: id, labId: undefined } } : { problem: t("book.packageGone"), nextStep: "book_package" };
    }
    case "book_lab": {
      const id = choice?.startsWith("lab:") ? Number(choice.slice(4)) : NaN;
      const labs = draft.packageId ? await packageLabs(deps.db, draft.packageId) : [];
      return labs.some((lab) => lab.id === id) ? { draft: { ...draft, labId: id } } : { nextStep: "book_lab" };
    }
    case "book_slot": {
      const slot = choice?.startsWith("slot:") ? choice.slice(5) : "";
      if (!isSlot(slot)) return {};
      return (await openSlots(deps.db, draft, context.now)).includes(slot) ? { draft: { ...draft, slot: slotValue(slot, context.now) } } : { problem: t("book.slotGone") };
    }
    case "book_address":
    case "book_address_text": {
      if (message.kind === "location" && message.location) {
        const pinned: ChatDraft = { ...draft, lat: message.location.lat, lon: message.location.lon };
        return pinned.address ? { draft: pinned } : { draft: pinned, problem: t("book.pinNeedsAddress"), nextStep: "book_address_text" };
      }
      if (step === "book_address" && choice === CHOICE.sameAddress) {
        const known = await knownAddress(deps.db, context.accountId, draft.memberId ?? null);
        return known ? { draft: { ...draft, address: known } } : { nextStep: "book_address_text" };
      }
      if (step === "book_address" && choice === CHOICE.otherAddress) return { nextStep: "book_address_text" };
      if (!typed) return { nextStep: step };
      const address = await typedAddress(deps.db, typed, draft);
      return address ? { draft: { ...draft, address } } : { problem: t("book.addressBad"), nextStep: "book_address_text" };
    }
    case "book_confirm":
      return choice === CHOICE.confirm ? { confirm: true } : {};
    case "book_duplicate":
      return choice === CHOICE.bookAgain ? { confirm: true, draft: { ...draft, confirmDuplicate: true } } : {};
  }
}

/** The photo, fetched from WhatsApp and checked by the same rule as an upload on the web form, kept until the booking. */
async function readPrescription(deps: BookingDeps, draft: ChatDraft, message: ChatInbound, context: { accountId: number; t: T }): Promise<Answer> {
  const { t } = context;
  if (message.kind !== "image" || !message.media) return { problem: t("book.prescriptionNeeded"), nextStep: "book_prescription" };
  const downloaded = await deps.media.download(message.media.id);
  if (!downloaded.ok) return { problem: t(downloaded.reason === "too_large" ? "book.prescriptionTooLarge" : "book.prescriptionFailed"), nextStep: "book_prescription" };
  const checked = await sanitiseUpload(downloaded.bytes, "prescription");
  if (!checked.ok) return { problem: t("book.prescriptionBad", { reason: t(`common:errors.${checked.code}`) }), nextStep: "book_prescription" };
  const key = await deps.booking.storage.put(checked.bytes, { kind: "prescription", owner: context.accountId });
  await forgetPrescription(deps, draft);
  // A photo sent after a package was chosen is what the booking is for now: the package goes.
  return { draft: { ...draft, prescriptionKey: key, packageId: undefined, labId: undefined } };
}

/** The booking through the web form's own use case: the same rules, records and messages (createSampleRequest). */
async function book(deps: BookingDeps, state: ChatState, language: Language, patient: { id: number; phone: string }, now: Date): Promise<Turn> {
  const t: T = (key, values) => deps.texts(language, key, values);
  const { draft } = state;
  const prescription = draft.prescriptionKey ? await readStoredFile(deps.booking.storage, draft.prescriptionKey) : null;
  const lab = draft.packageId && draft.labId ? (await packageLabs(deps.db, draft.packageId)).find((entry) => entry.id === draft.labId) : undefined;
  const slot = chosenSlot(draft, now);
  if (draft.slot && !slot) {
    const again: ChatDraft = { ...draft, slot: undefined };
    return { state: { ...state, step: "book_slot", draft: again }, replies: [text(t("book.slotGone")), ...(await promptFor(deps, "book_slot", again, language, patient.id, now))] };
  }
  if ((!prescription && !lab) || !slot || !draft.address) {
    const missing: ChatDraft = { ...draft, ...(prescription ? {} : { prescriptionKey: undefined }), ...(lab ? {} : { packageId: undefined, labId: undefined }) };
    const step = nextStep(missing);
    return { state: { ...state, step, draft: missing }, replies: await promptFor(deps, step, missing, language, patient.id, now) };
  }
  // The form the web page would post, parsed by the web form's own schema: the same limits and rules.
  const parsed = sampleRequestSchema.safeParse({
    memberId: draft.memberId ? String(draft.memberId) : SOMEONE_ELSE,
    // For a member, what their row holds wins (resolveBookingPerson): only what it lacks was asked.
    name: draft.name,
    age: draft.age,
    gender: draft.gender,
    ...(draft.guardianConsent ? { guardianConsent: "on" } : {}),
    ...(draft.confirmDuplicate ? { confirmDuplicate: "on" } : {}),
    village: draft.address.village,
    address: draft.address.address,
    city: draft.address.city,
    pincode: draft.address.pincode ?? "",
    state: draft.address.state ?? "",
    slot,
    ...(lab ? { labId: String(lab.id) } : {}),
    ...(draft.lat !== undefined && draft.lon !== undefined ? { lat: String(draft.lat), lon: String(draft.lon), deviceLocation: "on" } : {}),
    consent: "on",
    requestKey: draft.requestKey,
  });
  const created = parsed.success
    ? await createSampleRequest(deps.booking, {
        patient,
        form: parsed.data,
        prescription: lab ? null : prescription,
        language,
        now,
        // A package is priced by the server now, at the chosen lab (the one price rule), as a basket booking is.
        ...(lab ? { priced: { tests: [{ test_name: lab.packageName, amount_paise: lab.pricePaise }], amountPaise: lab.pricePaise, trackingUrl: deps.trackingUrl } } : {}),
      })
    : { ok: false as const, fieldErrors: { [String(parsed.error.issues[0]?.path[0] ?? "")]: parsed.error.issues[0]?.message ?? "errors.bookingInvalid" } };
  if (created.ok) {
    await forgetPrescription(deps, draft);
    const done = lab ? t("book.donePackage", { id: created.id, amount: formatRupees(lab.pricePaise), link: deps.trackingUrl(created.id) }) : t("book.done", { id: created.id });
    return { state: { ...state, step: "menu", draft: {} }, replies: [text(done)] };
  }
  const [field, key] = Object.entries(created.fieldErrors)[0] ?? ["", "errors.bookingInvalid"];
  const reason = t(`common:${key}`);
  if (field === "confirmDuplicate") return { state: { ...state, step: "book_duplicate" }, replies: await promptFor(deps, "book_duplicate", draft, language, patient.id, now) };
  if (field === "slot") {
    const again: ChatDraft = { ...draft, slot: undefined };
    return { state: { ...state, step: "book_slot", draft: again }, replies: [text(t("book.refused", { reason })), ...(await promptFor(deps, "book_slot", again, language, patient.id, now))] };
  }
  await forgetPrescription(deps, draft);
  return { state: { ...state, step: "menu", draft: {} }, replies: [text(t("book.refused", { reason })), mainMenu(deps.texts, language)] };
}

function nextStep(draft: ChatDraft): BookingStep {
  if (draft.memberId === undefined) return "book_who";
  const asked = draft.memberId === null ? ["name", "age", "gender"] : (draft.memberNeeds ?? []);
  if (asked.includes("name") && !draft.name) return "book_name";
  if (asked.includes("age") && !draft.age) return "book_age";
  if (asked.includes("gender") && !draft.gender) return "book_gender";
  if (draft.minor && !draft.guardianConsent) return "book_guardian";
  if (draft.packageId && !draft.labId) return "book_lab";
  if (!draft.prescriptionKey && !draft.packageId) return "book_prescription";
  if (!draft.slot) return "book_slot";
  if (!draft.address) return "book_address";
  return "book_confirm";
}

async function promptFor(deps: BookingDeps, step: BookingStep, draft: ChatDraft, language: Language, accountId: number, now: Date): Promise<ChatContent[]> {
  const t: T = (key, values) => deps.texts(language, key, values);
  const cancel = { id: CHOICE.cancel, title: t("book.cancelButton") };
  switch (step) {
    case "book_who": {
      const members = await bookableMembers(deps.db, accountId, now);
      return [
        {
          kind: "list",
          body: t("book.who"),
          button: t("book.whoButton"),
          rows: [...members.slice(0, 9).map((member) => ({ id: CHOICE.member(member.id), title: member.name || t("book.you") })), { id: CHOICE.someoneElse, title: t("book.someoneElse") }],
        },
      ];
    }
    case "book_name":
      return [text(t("book.name"))];
    case "book_age":
      return [text(t("book.age"))];
    case "book_gender":
      return [
        {
          kind: "buttons",
          body: t("book.gender"),
          buttons: [
            { id: CHOICE.gender.Female, title: t("book.female") },
            { id: CHOICE.gender.Male, title: t("book.male") },
            { id: CHOICE.gender.Others, title: t("book.other") },
          ],
        },
      ];
    case "book_guardian":
      return [{ kind: "buttons", body: t("book.guardian"), buttons: [{ id: CHOICE.guardianYes, title: t("book.guardianYes") }, cancel] }];
    case "book_prescription":
      return [{ kind: "buttons", body: t("book.prescription"), buttons: [{ id: CHOICE.choosePackage, title: t("book.choosePackage") }] }];
    case "book_package": {
      const offers = await chatPackages(deps.db);
      return [
        {
          kind: "list",
          body: t("book.package"),
          button: t("book.packageButton"),
          rows: offers.map((offer) => ({ id: CHOICE.package(offer.id), title: offer.name, description: t("book.from", { price: formatRupees(offer.fromPaise) }) })),
        },
      ];
    }
    case "book_lab": {
      const labs = draft.packageId ? await packageLabs(deps.db, draft.packageId) : [];
      return [
        {
          kind: "list",
          body: t("book.lab"),
          button: t("book.labButton"),
          rows: labs.map((lab) => ({ id: CHOICE.lab(lab.id), title: lab.name, description: formatRupees(lab.pricePaise) })),
        },
      ];
    }
    case "book_slot":
      return [
        {
          kind: "list",
          body: t("book.slot"),
          button: t("book.slotButton"),
          rows: (await openSlots(deps.db, draft, now)).map((slot) => ({ id: CHOICE.slot(slot), title: slotText(slotValue(slot, now), language) })),
        },
      ];
    case "book_address": {
      const known = await knownAddress(deps.db, accountId, draft.memberId ?? null);
      if (!known) return [text(t("book.addressAsk"))];
      return [
        {
          kind: "buttons",
          body: t("book.address", { address: addressLine(known) }),
          buttons: [
            { id: CHOICE.sameAddress, title: t("book.sameAddress") },
            { id: CHOICE.otherAddress, title: t("book.otherAddress") },
          ],
        },
      ];
    }
    case "book_address_text":
      return [text(t("book.addressAsk"))];
    case "book_confirm": {
      const memberName = draft.memberId ? (await bookableMembers(deps.db, accountId, now)).find((member) => member.id === draft.memberId)?.name : undefined;
      const name = memberName || (draft.name ?? "");
      const slot = draft.slot ? slotText(draft.slot, language) : "";
      const lab = draft.packageId ? (await packageLabs(deps.db, draft.packageId)).find((entry) => entry.id === draft.labId) : undefined;
      const what = lab ? t("book.whatPackage", { name: lab.packageName, price: formatRupees(lab.pricePaise), lab: lab.name }) : t("book.whatPhoto");
      return [
        {
          kind: "buttons",
          body: t("book.confirm", { name, slot, address: draft.address ? addressLine(draft.address) : "", what }),
          buttons: [{ id: CHOICE.confirm, title: t("book.confirmButton") }, cancel],
        },
      ];
    }
    case "book_duplicate":
      return [{ kind: "buttons", body: t("book.duplicate"), buttons: [{ id: CHOICE.bookAgain, title: t("book.bookAgain") }, cancel] }];
  }
}

/**
 * The slots that can still be booked (decision 0022), less those the chosen lab has no place left in: a package's lab
 * is held to its visits per slot when the booking is stored (takeSlotPlace), as on the web form.
 */
async function openSlots(db: Db, draft: ChatDraft, now: Date): Promise<Slot[]> {
  const slots = availableSlots(now);
  if (!draft.labId) return slots.slice(0, 10);
  const full = new Set((await fullSlotsAtLabs(db, [draft.labId], slots, now))[draft.labId] ?? []);
  return slots.filter((slot) => !full.has(slot)).slice(0, 10);
}

/**
 * The chosen visit by the name it has now ("tomorrow" chosen before midnight is "today" after it), or null when it can
 * no longer be booked (then it is asked again).
 */
function chosenSlot(draft: ChatDraft, now: Date): Slot | null {
  return availableSlots(now).find((slot) => slotValue(slot, now) === draft.slot) ?? null;
}

/**
 * Members the account may book for here (what a member's row lacks is asked): a child only by its parent or confirmed
 * guardian, who is then asked for their consent to this booking (the web form's checkbox).
 */
async function bookableMembers(db: Db, accountId: number, now: Date) {
  const members = await listBookingMembers(db, accountId, now);
  return members.filter((member) => member.bookable);
}

/** Where the member was last visited, else the account's newest booking's address. */
async function knownAddress(db: Db, accountId: number, memberId: number | null): Promise<MemberAddress | null> {
  if (memberId) {
    const member = await db.selectFrom("family_members").select("last_address").where("id", "=", memberId).where("account_id", "=", accountId).executeTakeFirst();
    if (member?.last_address) return member.last_address;
  }
  const last = await db
    .selectFrom("sample_requests")
    .select(["village", "address", "city", "pincode", "state"])
    .where("uid", "=", accountId)
    .orderBy("id", "desc")
    .limit(1)
    .executeTakeFirst();
  return last && last.address && last.city ? { village: last.village ?? last.city, address: last.address, city: last.city, pincode: last.pincode, state: last.state } : null;
}

/**
 * A typed address needs a pincode we know (its place names the village and city), or a pin shared before (the
 * pincode nearest to it).
 */
async function typedAddress(db: Db, typed: string, draft: ChatDraft): Promise<MemberAddress | null> {
  const pincode = /(?:^|\D)([1-9]\d{5})(?:\D|$)/.exec(typed)?.[1];
  const place = pincode ? await findPincode(db, pincode) : draft.lat !== undefined && draft.lon !== undefined ? await nearestPincode(db, { lat: draft.lat, lon: draft.lon }) : null;
  if (!place) return null;
  return {
    village: place.address.slice(0, MAX_LENGTH.city),
    address: typed.slice(0, MAX_ADDRESS_LENGTH),
    city: (place.city || place.district).slice(0, MAX_LENGTH.city),
    pincode: place.pincode,
    state: place.state.slice(0, MAX_LENGTH.city),
  };
}

function addressLine(address: MemberAddress): string {
  return formatAddress([address.address, address.village, address.city, address.pincode]) ?? "";
}

async function forgetPrescription(deps: BookingDeps, draft: ChatDraft): Promise<void> {
  if (draft.prescriptionKey) await deps.booking.storage.delete(draft.prescriptionKey).catch(() => {});
}

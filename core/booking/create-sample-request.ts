import { randomInt } from "node:crypto";
import type { Db } from "../../db/client";
import { sanitiseUpload } from "../files/sanitise-upload";
import type { FileStorage } from "../files/file-storage";
import type { Language } from "../i18n/language";
import { reportFailure, type FailureLog } from "../errors/report-failure";
import type { MessageQueue } from "../messaging/message-queue";
import type { Messenger } from "../messaging/messenger";
import { sessionProblems, BOOKING_ERROR, type SampleRequestForm } from "./sample-request-schema";
import { slotText } from "./slot-names";
import { availableSlots, slotValue } from "./slots";
import { writeAudit } from "../audit/write-audit";
import { labCopy, type LabToCopy } from "./lab-copy";
import { locateBooking } from "./locate-booking";
import type { Point } from "../geo/distance";
import { pricedColumns, pricedMessage, type PricedBooking } from "./priced-booking";
import { findDuplicateBooking, PERSON_ERROR, rememberMemberAddress, resolveBookingPerson, saveBookedPerson, type BookingPerson } from "./booking-person";
import { takeSlotPlace } from "./slot-capacity";
import { isAppError } from "../errors/app-error";
import { memberMilestone } from "../family/member-milestones";

/** messageId: the WhatsApp message stored with the request (null for a repeated post, which sends nothing). */
export type CreatedSampleRequest = { ok: true; id: number; repeated: boolean; messageId: number | null };
/**
 * A booking refused by field, as every use case answers a form's problems (the doctor's appointment too): each
 * field's message key (common namespace `errors`) and the answer's status; the action hands them to fieldProblems.
 */
export type RefusedSampleRequest = { ok: false; status: number; fieldErrors: Record<string, string> };
const refused = (status: number, fieldErrors: Record<string, string>): RefusedSampleRequest => ({ ok: false, status, fieldErrors });

export type CreateSampleRequestDeps = {
  db: Db;
  storage: FileStorage;
  /** Only its store: the message is stored with the request and sent by the job queue. */
  messenger: Pick<Messenger, "store">;
  messageQueue: MessageQueue;
  log?: FailureLog;
};

type Patient = { id: number; phone: string };

/**
 * Spec 001 §3.1, §4, §5, §7 Create booking, given the form its schema parsed (sampleRequestSchema, once, by the
 * action): checks the form's rules that need the session, the slot (again, by the clock now) and the
 * prescription (by its bytes, metadata stripped), stores the file, then in one transaction the request with the
 * spec's initial states, the patient's consent, an audit row and the WhatsApp message in the patient's language
 * (stored in the same commit, so a crash after it never loses the message); the message's id is queued after the
 * commit and sent by a job, whose failure never undoes the booking. The same form posted again (same request key) stores
 * nothing and sends nothing: it answers with the first request.
 */
export async function createSampleRequest(
  deps: CreateSampleRequestDeps,
  options: { patient: Patient; form: SampleRequestForm; prescription: Uint8Array | null; language: Language; now: Date; priced?: PricedBooking },
): Promise<CreatedSampleRequest | RefusedSampleRequest> {
  const { db } = deps;
  const { patient, form, now } = options;
  const earlier = await requestWithKey(db, patient.id, form.requestKey);
  if (earlier) return { ok: true, id: earlier, repeated: true, messageId: null };

  const user = await db.selectFrom("users").select(["health_data_consent_at"]).where("id", "=", patient.id).executeTakeFirstOrThrow();
  const fieldErrors = sessionProblems(form, { patientPhone: patient.phone, consentNeeded: user.health_data_consent_at === null });
  // A booking the server priced (basket or package) needs no prescription; one sent with it is checked all the same.
  const file = options.priced && !options.prescription?.length ? null : await sanitiseUpload(options.prescription, "prescription");
  if (file && !file.ok) fieldErrors.prescription = `errors.${file.code}`;
  if ((file && !file.ok) || Object.keys(fieldErrors).length > 0) {
    const status = file && !file.ok && Object.keys(fieldErrors).length === 1 ? file.status : 400;
    return refused(status, fieldErrors);
  }
  if (!availableSlots(now).includes(form.slot)) return refused(409, { slot: "errors.bookingSlotClosed" });
  const lab = form.labId === null ? null : await findLab(db, form.labId);
  if (form.labId !== null && !lab) return refused(400, { labId: BOOKING_ERROR.lab });
  const who = await resolveBookingPerson(db, { accountId: patient.id, form, now });
  if (!who.ok) return refused(who.status, who.fieldErrors);
  const person = who.person;
  const duplicate = form.confirmDuplicate
    ? null
    : await findDuplicateBooking(db, { accountId: patient.id, person, slotValue: slotValue(form.slot, now), tests: options.priced?.tests.map((test) => test.test_name) ?? null });
  // The same form sent twice at once: the copy that lost the race answers with the first request, as a repeat does.
  if (duplicate && form.requestKey && duplicate.requestKey === form.requestKey) return { ok: true, id: duplicate.id, repeated: true, messageId: null };
  if (duplicate) return refused(409, { confirmDuplicate: PERSON_ERROR.duplicate });
  const pin = await locateBooking(db, form);

  const key = file ? await deps.storage.put(file.bytes, { kind: "prescription", owner: patient.id }) : null;
  let stored: { id: number; repeated: boolean; messageId: number | null; memberMessageId: number | null };
  try {
    stored = await storeRequest(db, {
      patient,
      form,
      lab,
      pin,
      prescription: file && key ? { key, type: file.mime } : null,
      priced: options.priced,
      language: options.language,
      now,
      consentGiven: user.health_data_consent_at,
      messenger: deps.messenger,
      person,
    });
  } catch (error) {
    if (key) await deps.storage.delete(key).catch(() => {});
    if (isAppError(error) && error.code === "slotFull") return refused(409, { slot: "errors.slotFull" });
    throw error;
  }
  if (stored.repeated) {
    if (key) await deps.storage.delete(key).catch(() => {});
    return { ok: true, id: stored.id, repeated: true, messageId: null };
  }
  // The message row is committed with the request, so the patient waits for that one commit only: the job is queued
  // without waiting, and a queue that is down only delays the message (the row stays queued), never undoes the booking.
  void deps.messageQueue.enqueue(stored.messageId).catch((error: unknown) => reportFailure(deps, error, "booking message not queued"));
  if (stored.memberMessageId !== null) void deps.messageQueue.enqueue(stored.memberMessageId).catch((error: unknown) => reportFailure(deps, error, "member's booking message not queued"));
  if (person.saveAs) {
    // The booking stands whatever happens to the saving: the family may have filled up since the form was checked.
    await saveBookedPerson(db, { accountId: patient.id, requestId: stored.id, person, address: addressOf(form), now }).catch((error: unknown) =>
      reportFailure(deps, error, "booked person not saved as a family member"),
    );
  }
  return { ok: true, id: stored.id, repeated: false, messageId: stored.messageId };
}

/** The schema already turned a key not of our format into none (a NUL reached PostgreSQL as a 500). */
async function requestWithKey(db: Db, uid: number, requestKey: string | undefined): Promise<number | null> {
  if (!requestKey) return null;
  const row = await db.selectFrom("sample_requests").select("id").where("request_key", "=", requestKey).where("uid", "=", uid).executeTakeFirst();
  return row?.id ?? null;
}

function findLab(db: Db, id: number): Promise<LabToCopy | undefined> {
  return db
    .selectFrom("hospitals")
    .select(["id", "name", "email", "phone", "map", "address", "test_time"])
    .where("id", "=", id)
    .where("type", "=", "Lab")
    .where("status", "=", "Active")
    .executeTakeFirst();
}

async function storeRequest(
  db: Db,
  input: {
    patient: Patient;
    form: SampleRequestForm;
    lab: LabToCopy | null | undefined;
    pin: Point | null;
    prescription: { key: string; type: string } | null;
    priced: PricedBooking | undefined;
    language: Language;
    now: Date;
    consentGiven: Date | null;
    messenger: Pick<Messenger, "store">;
    person: BookingPerson;
  },
): Promise<{ id: number; repeated: boolean; messageId: number | null; memberMessageId: number | null }> {
  const { patient, form, lab, now, person } = input;
  const consentAt = input.consentGiven ?? now;
  return db.transaction().execute(async (tx) => {
    // A lab chosen now is held to its visits per slot here; 'No choice' is held when staff assign the lab (assignLab).
    if (lab) await takeSlotPlace(tx, lab.id, slotValue(form.slot, now));
    const inserted = await tx
      .insertInto("sample_requests")
      .values({
        uid: patient.id,
        phone: patient.phone,
        name: person.name,
        dob: person.age,
        gender: person.gender,
        member_id: person.member?.id ?? null,
        guardian_consent_at: person.guardianConsent ? now : null,
        guardian_name: form.guardianName ?? null,
        village: form.village,
        address: form.address,
        city: form.city,
        state: form.state ?? null,
        pincode: form.pincode ?? null,
        alternate_phone: form.alternatePhone ?? null,
        note: form.note ?? null,
        date: slotValue(form.slot, now),
        lat: input.pin?.lat ?? null,
        lon: input.pin?.lon ?? null,
        prescription: input.prescription?.key ?? null,
        prescription_type: input.prescription?.type ?? null,
        // ARCHITECTURE.md §2: the code that proves the agent met the patient comes from a secure generator.
        agent_otp: randomInt(0, 1_000_000),
        ...labCopy(lab),
        request_key: form.requestKey ?? null,
        language: input.language,
        consent_at: consentAt,
        ...pricedColumns(input.priced),
      })
      .onConflict((oc) => oc.column("request_key").where("request_key", "is not", null).doNothing())
      .returning("id")
      .executeTakeFirst();
    if (!inserted) {
      const first = await tx.selectFrom("sample_requests").select("id").where("request_key", "=", form.requestKey ?? "").executeTakeFirstOrThrow();
      return { id: first.id, repeated: true, messageId: null, memberMessageId: null };
    }
    if (!input.consentGiven) {
      await tx.updateTable("users").set({ health_data_consent_at: consentAt }).where("id", "=", patient.id).where("health_data_consent_at", "is", null).execute();
    }
    if (person.member) await rememberMemberAddress(tx, person.member.id, addressOf(form));
    // The address form is filled from the profile next time (spec 000 §4 step 3): keep what the patient told us first,
    // about themselves (a parent booked by name must not make the parent's name and age the account's).
    if (person.member?.relation === "Self" || (!person.member && !person.saveAs)) await tx
      .updateTable("users")
      .set((eb) => ({
        name: eb.fn.coalesce("name", eb.val(person.name)),
        gender: eb.fn.coalesce("gender", eb.val(person.gender)),
        age: eb.fn.coalesce("age", eb.val(person.age)),
        address: eb.fn.coalesce("address", eb.val(form.address)),
        city: eb.fn.coalesce("city", eb.val(form.city)),
        pincode: eb.fn.coalesce("pincode", eb.val(form.pincode ?? null)),
        state: eb.fn.coalesce("state", eb.val(form.state ?? null)),
      }))
      .where("id", "=", patient.id)
      .execute();
    await writeAudit(tx, {
      actorId: patient.id,
      actor: "patient",
      action: "sample_request.create",
      entity: "sample_request",
      entityId: inserted.id,
      after: { status: input.priced ? "Confirmed" : "Pending Confirmation", amount_paise: input.priced?.amountPaise ?? null, slot: slotValue(form.slot, now), lab_id: lab?.id ?? null, consent_at: consentAt.toISOString() },
    });
    const messageId = await input.messenger.store(
      {
        to: patient.phone,
        ...(input.priced
          ? pricedMessage(input.priced, { id: inserted.id, name: person.name })
          : { template: "sample_request_received" as const, params: { name: person.name, id: String(inserted.id), slot: slotText(slotValue(form.slot, now), input.language) } }),
        language: input.language,
        requestId: inserted.id,
      },
      tx,
    );
    // Booked at a price, it is confirmed at once: a member who agreed on WhatsApp hears of it too (without its links).
    const copy = input.priced
      ? await memberMilestone(tx, {
          order: { id: inserted.id, member_id: person.member?.id ?? null, phone: patient.phone, date: slotValue(form.slot, now) },
          template: "tests_confirmed",
          language: input.language,
        })
      : null;
    const memberMessageId = copy ? await input.messenger.store(copy, tx) : null;
    return { id: inserted.id, repeated: false, messageId, memberMessageId };
  });
}

const addressOf = (form: SampleRequestForm) => ({ village: form.village, address: form.address, city: form.city, pincode: form.pincode ?? null, state: form.state ?? null });

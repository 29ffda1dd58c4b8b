import { describe, expect, it } from "vitest";
import { parseForm } from "../forms/parse-form";
import { pharmacyAppointmentSchemaAt, PHARMACY_APPOINTMENT_ERROR } from "./pharmacy-appointment-schema";
import { slotsLeftOn } from "./pharmacy-appointment-slots";

// 10:30 am on 14 March 2026 in India (05:00 UTC).
const now = new Date("2026-03-14T10:30:00+05:30");
const schema = pharmacyAppointmentSchemaAt(() => now);
const form = (values: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries({ name: "Rina Das", email: "rina@example.com", phone: "", date: "2026-03-15", time: "09:00", reason: "", ...values })) data.set(name, value);
  return parseForm(schema, data);
};

describe("pharmacy appointment form (spec 001 §5)", () => {
  it("needs name, email, date and slot; phone and reason are optional", () => {
    expect(form({})).toEqual({ success: true, data: { name: "Rina Das", email: "rina@example.com", phone: undefined, date: "2026-03-15", time: "09:00", reason: undefined } });
    const empty = form({ name: " ", email: "", date: "", time: "" });
    expect(empty.success ? {} : empty.fieldErrors).toEqual({ name: "errors.required", email: "errors.required", date: "errors.required", time: PHARMACY_APPOINTMENT_ERROR.time });
  });

  it("checks the e-mail address and the phone when given, keeping what was typed", () => {
    const bad = form({ email: "rina.example.com", phone: "12345" });
    expect(bad.success).toBe(false);
    if (!bad.success) {
      expect(bad.fieldErrors).toEqual({ email: "errors.email", phone: "errors.phone" });
      expect(bad.values.email).toBe("rina.example.com");
    }
    expect(form({ phone: "+91 98300 12345" })).toMatchObject({ success: true, data: { phone: "9830012345" } });
  });

  it("offers only the spec's slots", () => {
    expect(form({ time: "12:00" })).toMatchObject({ success: false, fieldErrors: { time: PHARMACY_APPOINTMENT_ERROR.time } });
    for (const time of ["09:00", "10:00", "11:00", "14:00", "15:00"]) expect(form({ time }).success, time).toBe(true);
  });

  it("refuses a past date, a slot already gone today, a date too far ahead and a date that does not exist", () => {
    expect(form({ date: "2026-03-13" })).toMatchObject({ success: false, fieldErrors: { date: PHARMACY_APPOINTMENT_ERROR.datePast } });
    expect(form({ date: "2026-03-14", time: "10:00" })).toMatchObject({ success: false, fieldErrors: { time: PHARMACY_APPOINTMENT_ERROR.slotPast } });
    expect(form({ date: "2026-03-14", time: "11:00" }).success).toBe(true);
    expect(form({ date: "2026-05-14" })).toMatchObject({ success: false, fieldErrors: { date: PHARMACY_APPOINTMENT_ERROR.dateTooFar } });
    expect(form({ date: "2026-02-30" })).toMatchObject({ success: false, fieldErrors: { date: PHARMACY_APPOINTMENT_ERROR.date } });
  });

  it("judges 'today' in India: 11:50 pm UTC on the 13th is already the 14th there", () => {
    const lateUtc = pharmacyAppointmentSchemaAt(() => new Date("2026-03-13T23:50:00Z"));
    const data = new FormData();
    for (const [name, value] of Object.entries({ name: "A", email: "a@b.in", date: "2026-03-14", time: "09:00" })) data.set(name, value);
    expect(parseForm(lateUtc, data).success).toBe(true);
    data.set("date", "2026-03-13");
    expect(parseForm(lateUtc, data)).toMatchObject({ success: false, fieldErrors: { date: PHARMACY_APPOINTMENT_ERROR.datePast } });
  });

  it("lists the slots left on a date", () => {
    expect(slotsLeftOn("2026-03-14", now)).toEqual(["11:00", "14:00", "15:00"]);
    expect(slotsLeftOn("2026-03-15", now)).toHaveLength(5);
    expect(slotsLeftOn("2026-03-13", now)).toEqual([]);
  });
});

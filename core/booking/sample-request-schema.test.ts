import { describe, expect, it } from "vitest";
import { fieldErrorsOf } from "../forms/parse-form";
import { sampleRequestSchema, sessionProblems } from "./sample-request-schema";

const values = (extra: Record<string, string> = {}) => ({
  name: "Anita Roy",
  age: "67",
  gender: "Female",
  village: "Behala",
  address: "14 Diamond Harbour Road",
  city: "Kolkata",
  slot: "tomorrow-1",
  ...extra,
});

describe("sampleRequestSchema", () => {
  it("names every field's own problem at once", () => {
    const parsed = sampleRequestSchema.safeParse(values({ name: "", age: "150", gender: "X", pincode: "12" }));
    expect(parsed.success).toBe(false);
    if (parsed.success) return;
    expect(fieldErrorsOf(parsed.error)).toEqual({
      name: "errors.required",
      age: "errors.bookingAge",
      gender: "errors.bookingGender",
      pincode: "errors.bookingPincode",
    });
  });
});

describe("sessionProblems", () => {
  const patientPhone = "9830012345";

  it("refuses the patient's own number as the alternate, and a missing consent before the first booking", () => {
    const form = sampleRequestSchema.parse(values({ alternatePhone: "+91 98300 12345" }));
    expect(sessionProblems(form, { patientPhone, consentNeeded: true })).toEqual({
      alternatePhone: "errors.bookingAlternateSame",
      consent: "errors.bookingConsent",
    });
  });

  it("accepts another alternate number, consent given, or consent not needed any more", () => {
    expect(sessionProblems(sampleRequestSchema.parse(values({ alternatePhone: "9830099999", consent: "on" })), { patientPhone, consentNeeded: true })).toEqual({});
    expect(sessionProblems(sampleRequestSchema.parse(values()), { patientPhone, consentNeeded: false })).toEqual({});
  });
});

import { describe, expect, it } from "vitest";
import { contactFormSchema } from "./contact-form-schema";
import { MAX_LENGTH } from "../forms/form-fields";
import { parseForm } from "../forms/parse-form";

const valid = {
  firstName: "  Rina ",
  lastName: "Das",
  email: " rina.das@example.in ",
  phone: "+91 98300 12345",
  subject: "Home collection in Raiganj",
  message: "Can someone collect my mother's blood sample tomorrow morning?",
  consent: "on",
};

function form(values: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(values)) data.append(name, value);
  return data;
}

function errorsOf(values: Record<string, string>) {
  const result = parseForm(contactFormSchema, form(values));
  return result.success ? {} : result.fieldErrors;
}

describe("contactFormSchema", () => {
  it("accepts a complete message, trimmed, with the phone as 10 digits", () => {
    const result = parseForm(contactFormSchema, form(valid));
    expect(result).toEqual({
      success: true,
      data: {
        firstName: "Rina",
        lastName: "Das",
        email: "rina.das@example.in",
        phone: "9830012345",
        subject: "Home collection in Raiganj",
        message: "Can someone collect my mother's blood sample tomorrow morning?",
        consent: true,
      },
    });
  });

  it("treats an empty last name and phone as not given", () => {
    const result = parseForm(contactFormSchema, form({ ...valid, lastName: " ", phone: "" }));
    expect(result.success && result.data).toMatchObject({ lastName: undefined, phone: undefined });
  });

  it("asks for every required field when the form is empty", () => {
    expect(errorsOf({})).toEqual({
      firstName: "errors.required",
      email: "errors.required",
      subject: "errors.required",
      message: "errors.required",
      consent: "errors.consent",
    });
  });

  it("treats blanks as empty", () => {
    expect(errorsOf({ ...valid, firstName: "   " })).toEqual({ firstName: "errors.required" });
  });

  it("refuses a malformed e-mail address", () => {
    expect(errorsOf({ ...valid, email: "rina@" })).toEqual({ email: "errors.email" });
  });

  it("refuses a phone that is not an Indian mobile number", () => {
    expect(errorsOf({ ...valid, phone: "12345" })).toEqual({ phone: "errors.phone" });
  });

  it("refuses a message too short to act on", () => {
    expect(errorsOf({ ...valid, message: "Hi" })).toEqual({ message: "errors.tooShort" });
  });

  it("refuses over-long fields", () => {
    expect(
      errorsOf({
        ...valid,
        firstName: "a".repeat(MAX_LENGTH.name + 1),
        lastName: "a".repeat(MAX_LENGTH.name + 1),
        subject: "a".repeat(MAX_LENGTH.subject + 1),
        message: "a".repeat(MAX_LENGTH.message + 1),
        email: `${"a".repeat(MAX_LENGTH.email)}@example.in`,
      }),
    ).toEqual({
      firstName: "errors.tooLong",
      lastName: "errors.tooLong",
      subject: "errors.tooLong",
      message: "errors.tooLong",
      email: "errors.tooLong",
    });
  });

  it("requires the consent box to be ticked", () => {
    const { consent: _consent, ...withoutConsent } = valid;
    expect(errorsOf(withoutConsent)).toEqual({ consent: "errors.consent" });
    expect(errorsOf({ ...valid, consent: "off" })).toEqual({ consent: "errors.consent" });
  });

  it("returns what was typed so the form can show it again", () => {
    const result = parseForm(contactFormSchema, form({ ...valid, email: "nope" }));
    expect(result.success).toBe(false);
    if (!result.success) expect(result.values).toMatchObject({ firstName: "  Rina ", email: "nope", consent: "on" });
  });
});

import { describe, expect, it } from "vitest";
import { MAX_LENGTH } from "../forms/form-fields";
import { PARTNER_CATEGORIES } from "./partner-categories";
import { partnerRegistrationSchema } from "./partner-registration-schema";

const valid = {
  name: "Maa Tara Pathology (Sujit Roy)",
  email: "maatara@example.in",
  phone: "0 94340 11223",
  category: "laboratory",
  city: " Raiganj ",
  message: "We have two collection centres and a phlebotomist.",
};

function errorsOf(values: Record<string, unknown>) {
  const result = partnerRegistrationSchema.safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
}

describe("partnerRegistrationSchema", () => {
  it("accepts a registration, trimmed, with the phone as 10 digits", () => {
    expect(partnerRegistrationSchema.parse(valid)).toEqual({ ...valid, phone: "9434011223", city: "Raiganj" });
  });

  it.each(PARTNER_CATEGORIES)("accepts the category %s", (category) => {
    expect(errorsOf({ ...valid, category })).toEqual({});
  });

  it("lets the message be left out", () => {
    expect(partnerRegistrationSchema.parse({ ...valid, message: "" }).message).toBe("");
    const { message: _message, ...withoutMessage } = valid;
    expect(partnerRegistrationSchema.parse(withoutMessage).message).toBe("");
  });

  it("asks for every required field when empty", () => {
    expect(errorsOf({})).toEqual({
      name: "errors.required",
      email: "errors.required",
      phone: "errors.required",
      category: "errors.required",
      city: "errors.required",
    });
    expect(errorsOf({ ...valid, phone: "  " })).toEqual({ phone: "errors.required" });
  });

  it("refuses an unknown category", () => {
    expect(errorsOf({ ...valid, category: "spa" })).toEqual({ category: "errors.required" });
  });

  it("refuses a malformed e-mail and a phone that is not an Indian mobile", () => {
    expect(errorsOf({ ...valid, email: "maatara@", phone: "03523 252525" })).toEqual({ email: "errors.email", phone: "errors.phone" });
  });

  it("refuses over-long fields", () => {
    expect(
      errorsOf({
        ...valid,
        name: "a".repeat(MAX_LENGTH.name + 1),
        city: "a".repeat(MAX_LENGTH.city + 1),
        message: "a".repeat(MAX_LENGTH.message + 1),
        phone: "9".repeat(MAX_LENGTH.phone + 1),
      }),
    ).toEqual({ name: "errors.tooLong", city: "errors.tooLong", message: "errors.tooLong", phone: "errors.phone" });
  });
});

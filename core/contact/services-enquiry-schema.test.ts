import { describe, expect, it } from "vitest";
import { MAX_LENGTH } from "../forms/form-fields";
import { servicesEnquirySchema } from "./services-enquiry-schema";

const valid = { name: " Sunrise Diagnostics ", email: "hr@sunrise.example.in", message: "We would like a health camp for 120 staff in March." };

function errorsOf(values: Record<string, unknown>) {
  const result = servicesEnquirySchema.safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
}

describe("servicesEnquirySchema", () => {
  it("accepts a name, an e-mail and a message, trimmed", () => {
    expect(servicesEnquirySchema.parse(valid)).toEqual({ ...valid, name: "Sunrise Diagnostics" });
  });

  it("asks for every field when empty", () => {
    expect(errorsOf({})).toEqual({ name: "errors.required", email: "errors.required", message: "errors.required" });
    expect(errorsOf({ name: "", email: " ", message: "" })).toEqual({
      name: "errors.required",
      email: "errors.required",
      message: "errors.required",
    });
  });

  it("refuses a malformed e-mail address", () => {
    expect(errorsOf({ ...valid, email: "hr at sunrise" })).toEqual({ email: "errors.email" });
  });

  it("refuses a message that is too short or too long", () => {
    expect(errorsOf({ ...valid, message: "Call me" })).toEqual({ message: "errors.tooShort" });
    expect(errorsOf({ ...valid, message: "a".repeat(MAX_LENGTH.message + 1) })).toEqual({ message: "errors.tooLong" });
  });

  it("refuses an over-long name", () => {
    expect(errorsOf({ ...valid, name: "a".repeat(MAX_LENGTH.name + 1) })).toEqual({ name: "errors.tooLong" });
  });
});

import { describe, expect, it } from "vitest";
import { z } from "zod";
import { contactFormSchema } from "../contact/contact-form-schema";
import { pharmacyAppointmentSchema } from "../appointments/pharmacy-appointment-schema";
import { echoValues, schemaFields } from "./schema-fields";
import { MAX_LENGTH } from "./form-fields";

describe("schemaFields", () => {
  it("reads each field's own limit from the schema", () => {
    const fields = schemaFields(contactFormSchema);
    expect(Object.fromEntries(fields)).toEqual({
      firstName: MAX_LENGTH.name,
      lastName: MAX_LENGTH.name,
      email: MAX_LENGTH.email,
      phone: MAX_LENGTH.phone,
      subject: MAX_LENGTH.subject,
      message: MAX_LENGTH.message,
      // A checkbox: "on" or "true".
      consent: 4,
    });
  });

  it("sees through refinements, enums and unions on intent", () => {
    expect(schemaFields(pharmacyAppointmentSchema).get("time")).toBe(5);
    const union = z.discriminatedUnion("intent", [
      z.object({ intent: z.literal("request-code"), phone: z.string().max(20) }),
      z.object({ intent: z.literal("verify-code"), phone: z.string().max(20), code: z.string().max(6) }),
    ]);
    expect(Object.fromEntries(schemaFields(union))).toEqual({ intent: 12, phone: 20, code: 6 });
  });
});

describe("echoValues", () => {
  it("gives back only the schema's fields, each cut to its limit, never more", () => {
    const form = new FormData();
    form.set("firstName", "R".repeat(5_000_000));
    form.set("message", "m".repeat(10_000));
    form.set("injected", "x".repeat(1000));
    form.set("consent", "on".repeat(1000));
    const values = echoValues(contactFormSchema, form);
    expect(Object.keys(values).sort()).toEqual(["consent", "firstName", "message"]);
    expect(values.firstName).toHaveLength(MAX_LENGTH.name);
    expect(values.message).toHaveLength(MAX_LENGTH.message);
    expect(values.consent).toBe("onon");
  });

  it("never echoes the fields it is told to omit (passwords)", () => {
    const form = new FormData();
    form.set("phone", "9830012345");
    form.set("password", "secret-secret");
    expect(echoValues(z.object({ phone: z.string().max(20), password: z.string().max(128) }), form, ["password"])).toEqual({ phone: "9830012345" });
  });
});

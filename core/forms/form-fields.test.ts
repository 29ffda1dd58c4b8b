import { describe, expect, it } from "vitest";
import { z } from "zod";
import { contactFormSchema } from "../contact/contact-form-schema";
import { partnerRegistrationSchema } from "../contact/partner-registration-schema";
import { servicesEnquirySchema } from "../contact/services-enquiry-schema";
import { doctorAppointmentSchema } from "../appointments/doctor-appointment-schema";
import { pharmacyAppointmentSchemaAt } from "../appointments/pharmacy-appointment-schema";
import { hasControlCharacters, stripControlCharacters } from "./control-characters";
import { FIELD_ERROR, messageText, optionalText, requiredText } from "./form-fields";
import { parseForm } from "./parse-form";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

describe("control characters in text fields", () => {
  it("refuses a NUL and other control characters in one-line fields with a field message", () => {
    for (const bad of ["Ri\u0000na", "\u0000", "Rina\u0007", "Ri\tna", "Ri\nna", "Rina\u007F", "Rina\u0085x"]) {
      const result = z.object({ name: requiredText(80) }).safeParse({ name: bad });
      expect(result.success, JSON.stringify(bad)).toBe(false);
      expect(result.error?.issues[0]?.message, JSON.stringify(bad)).toBe(FIELD_ERROR.controlCharacters);
    }
    expect(z.object({ city: optionalText(80) }).safeParse({ city: "Sil\u0000iguri" }).error?.issues[0]?.message).toBe(FIELD_ERROR.controlCharacters);
  });

  it("keeps tabs and line breaks in multi-line fields, refuses the rest there too", () => {
    expect(messageText().safeParse("Line one\r\nLine two\tindented").success).toBe(true);
    expect(messageText().safeParse("Line one\u0000 and more text").error?.issues[0]?.message).toBe(FIELD_ERROR.controlCharacters);
  });

  it("accepts ordinary Hindi and Bengali text and trims around it", () => {
    expect(requiredText(80).parse("  रीना दास ")).toBe("रीना दास");
    expect(requiredText(80).parse("রিনা দাস")).toBe("রিনা দাস");
  });

  it("is a field message in every form that stores text (contact, services, partner, doctor and pharmacy appointments)", () => {
    const nul = "a\u0000b";
    const contact = parseForm(contactFormSchema, form({ firstName: nul, email: "a@b.in", subject: "Hi", message: "A long enough message", consent: "on" }));
    expect(contact.success ? null : contact.fieldErrors.firstName).toBe(FIELD_ERROR.controlCharacters);
    const services = parseForm(servicesEnquirySchema, form({ name: "Tea Estate", email: "a@b.in", message: `Health camp ${nul} please` }));
    expect(services.success ? null : services.fieldErrors.message).toBe(FIELD_ERROR.controlCharacters);
    const partner = parseForm(partnerRegistrationSchema, form({ name: "Maa Tara", category: "pharmacy", phone: "9830012345", email: "a@b.in", city: nul }));
    expect(partner.success ? null : partner.fieldErrors.city).toBe(FIELD_ERROR.controlCharacters);
    const doctor = parseForm(doctorAppointmentSchema, form({ chamberId: "1", name: nul, phone: "9830012345", date: "2030-01-01", time: "10:00" }));
    expect(doctor.success ? null : doctor.fieldErrors.name).toBe(FIELD_ERROR.controlCharacters);
    const pharmacy = parseForm(pharmacyAppointmentSchemaAt(() => new Date("2030-01-01T03:00:00Z")), form({ name: "Rina", email: "a@b.in", date: "2030-01-02", time: "10:00", reason: nul }));
    expect(pharmacy.success ? null : pharmacy.fieldErrors.reason).toBe(FIELD_ERROR.controlCharacters);
  });
});

describe("control characters in searches", () => {
  it("count as nothing", () => {
    expect(stripControlCharacters("a\u0000b")).toBe("ab");
    expect(stripControlCharacters("para\u0007cetamol\u009F")).toBe("paracetamol");
    expect(hasControlCharacters("plain text")).toBe(false);
  });
});

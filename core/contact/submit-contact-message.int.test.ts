import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { testDb } from "../../db/test-support/test-db";
import {
  contactMessageOfContactForm,
  contactMessageOfPartnerRegistration,
  contactMessageOfServicesEnquiry,
} from "./contact-message-of";
import { contactFormSchema } from "./contact-form-schema";
import { partnerRegistrationSchema } from "./partner-registration-schema";
import { servicesEnquirySchema } from "./services-enquiry-schema";
import { submitContactMessage, type ContactMessageInput } from "./submit-contact-message";

const db = testDb();

function uniqueEmail(): string {
  return `visitor-${randomUUID()}@example.in`;
}

async function rowOf(id: number) {
  return db.selectFrom("contact_messages").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
}

describe("submitContactMessage", () => {
  it("stores a contact-page message with every field and returns its id", async () => {
    const email = uniqueEmail();
    const form = contactFormSchema.parse({
      firstName: "Rina",
      lastName: "Das",
      email,
      phone: "+91 98300 12345",
      subject: "Report not received",
      message: "My father's report from Tuesday has not arrived yet.",
      consent: "on",
    });
    const before = new Date();
    const id = await submitContactMessage(db, contactMessageOfContactForm(form, "bn"));

    expect(id).toBeGreaterThan(0);
    const row = await rowOf(id);
    expect(row).toMatchObject({
      source: "contact",
      first_name: "Rina",
      last_name: "Das",
      email,
      phone: "9830012345",
      subject: "Report not received",
      message: "My father's report from Tuesday has not arrived yet.",
      consent: true,
      language: "bn",
    });
    expect(row.created_at.getTime()).toBeGreaterThanOrEqual(before.getTime() - 5_000);
  });

  it("stores a services enquiry with the optional columns empty", async () => {
    const email = uniqueEmail();
    const form = servicesEnquirySchema.parse({ name: "Sunrise Tea Estate HR", email, message: "A health camp for 300 workers, please." });
    const row = await rowOf(await submitContactMessage(db, contactMessageOfServicesEnquiry(form, "hi")));
    expect(row).toMatchObject({
      source: "services",
      first_name: "Sunrise Tea Estate HR",
      last_name: null,
      email,
      phone: null,
      subject: null,
      consent: false,
      language: "hi",
    });
  });

  it("stores a partner registration with its category and city in the subject", async () => {
    const email = uniqueEmail();
    const form = partnerRegistrationSchema.parse({
      name: "Maa Tara Pathology",
      email,
      phone: "094340 11223",
      category: "laboratory",
      city: "Raiganj",
      message: "",
    });
    const row = await rowOf(await submitContactMessage(db, contactMessageOfPartnerRegistration(form, "en")));
    expect(row).toMatchObject({
      source: "partner",
      first_name: "Maa Tara Pathology",
      phone: "9434011223",
      subject: "category: laboratory; city: Raiganj",
      message: "",
      language: "en",
    });
  });

  it("gives each message its own id", async () => {
    const input: ContactMessageInput = { source: "contact", firstName: "A", email: uniqueEmail(), message: "Twice the same words.", consent: true, language: "en" };
    const first = await submitContactMessage(db, input);
    const second = await submitContactMessage(db, input);
    expect(second).not.toBe(first);
  });

  it("fails, storing nothing, when the database refuses the row", async () => {
    const email = uniqueEmail();
    const input = { source: "newsletter", firstName: "A", email, message: "Not a known source.", consent: false, language: "en" };
    await expect(submitContactMessage(db, input as unknown as ContactMessageInput)).rejects.toThrow();
    const rows = await db.selectFrom("contact_messages").select("id").where("email", "=", email).execute();
    expect(rows).toEqual([]);
  });
});

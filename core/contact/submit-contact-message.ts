import type { Db } from "../../db/client";
import type { ContactSource } from "../../db/schema";
import type { Language } from "../i18n/language";

export type ContactMessageInput = {
  source: ContactSource;
  firstName: string;
  lastName?: string;
  email: string;
  /** 10 digits, already normalised by the form's schema. */
  phone?: string;
  subject?: string;
  message: string;
  consent: boolean;
  /** The page's language, so the team can reply in it. */
  language: Language;
};

/** Stores one message from the contact, services or partner form and returns its id. */
export async function submitContactMessage(db: Db, input: ContactMessageInput): Promise<number> {
  const row = await db
    .insertInto("contact_messages")
    .values({
      source: input.source,
      first_name: input.firstName,
      last_name: input.lastName ?? null,
      email: input.email,
      phone: input.phone ?? null,
      subject: input.subject ?? null,
      message: input.message,
      consent: input.consent,
      language: input.language,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

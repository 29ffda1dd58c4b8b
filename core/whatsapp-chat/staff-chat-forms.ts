import { z } from "zod";
import { MAX_LENGTH } from "../forms/field-limits";

const FORM_KEY = z.string({ error: "errors.badForm" }).regex(/^[A-Za-z0-9-]{8,64}$/, { error: "errors.badForm" });

/** Staff's reply in a handed-over WhatsApp conversation, or its closing (/staff/chats); a reply needs its text. */
export const staffChatFormSchema = z
  .object({
    intent: z.enum(["reply", "close"], { error: "errors.badForm" }),
    phone: z.string({ error: "errors.badForm" }).regex(/^[6-9]\d{9}$/, { error: "errors.badForm" }),
    text: z.string().trim().max(MAX_LENGTH.message, { error: "errors.tooLong" }).optional(),
    formKey: FORM_KEY,
  })
  .refine((form) => form.intent !== "reply" || Boolean(form.text), { path: ["text"], error: "errors.required" });

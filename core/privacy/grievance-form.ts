import { z } from "zod";
import { MAX_LENGTH, messageText, optionalText } from "../forms/form-fields";

/** What a grievance is about (the form's choices; the page names them in the visitor's language). */
export const GRIEVANCE_TOPICS = ["data", "report", "booking", "payment", "staff", "other"] as const;
export type GrievanceTopic = (typeof GRIEVANCE_TOPICS)[number];

export const GRIEVANCE_ERROR = {
  topic: "rights:errors.grievanceTopic",
  order: "rights:errors.grievanceOrder",
  answer: "rights:errors.grievanceAnswer",
} as const;

const FORM_KEY = z.string({ error: "errors.badForm" }).regex(/^[A-Za-z0-9-]{8,64}$/, { error: "errors.badForm" });

/** The patient's grievance: a topic, what happened, and the order it is about when there is one. */
export const grievanceFormSchema = z.object({
  topic: z.enum(GRIEVANCE_TOPICS, { error: GRIEVANCE_ERROR.topic }),
  text: messageText(),
  order: optionalText(20).pipe(
    z
      .string()
      .regex(/^[1-9]\d{0,15}$/, { error: GRIEVANCE_ERROR.order })
      .transform(Number)
      .optional(),
  ),
  /** The render's key: the same form posted twice is one ticket. */
  formKey: FORM_KEY,
});

export type GrievanceForm = z.output<typeof grievanceFormSchema>;

/** The admin's answer in the console; the form's key makes a double post answer once. */
export const answerGrievanceFormSchema = z.object({
  intent: z.literal("answer", { error: "errors.badForm" }),
  grievanceId: z.string({ error: "errors.badForm" }).regex(/^[1-9]\d{0,15}$/, { error: "errors.badForm" }),
  answer: z
    .string({ error: GRIEVANCE_ERROR.answer })
    .trim()
    .min(1, { error: GRIEVANCE_ERROR.answer, abort: true })
    .max(MAX_LENGTH.message, { error: "errors.tooLong" }),
  formKey: FORM_KEY,
  seen: z.string({ error: "errors.badForm" }).max(40, { error: "errors.badForm" }),
});

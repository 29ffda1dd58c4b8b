import { z } from "zod";

const BAD_FORM = "errors.badForm";

/**
 * The "My data" page's forms, told apart by `intent`: "Prepare my data" (no fields), withdrawing the account's
 * health-data consent, and withdrawing the guardian's consent for one member. Each is a button; a post that is none
 * of them is a bad form.
 */
export const myDataFormSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({ intent: z.literal("prepare-export") }),
    z.object({ intent: z.literal("withdraw-health-data") }),
    // WhatsApp reminders (issue #29, core/reminders/reminder-stops.ts): stopped and turned on again from here.
    z.object({ intent: z.literal("stop-reminders") }),
    z.object({ intent: z.literal("restart-reminders") }),
    z.object({
      intent: z.enum(["withdraw-guardian", "withdraw-member-whatsapp"]),
      memberId: z.string({ error: BAD_FORM }).regex(/^[1-9]\d{0,15}$/, { error: BAD_FORM }).transform(Number),
    }),
  ],
  { error: BAD_FORM },
);

export type MyDataForm = z.output<typeof myDataFormSchema>;

import { z } from "zod";

/** The erase page's confirmation: the last four digits of the account's own number, typed. */
export const erasureFormSchema = z.object({
  lastDigits: z
    .string({ error: "rights:errors.lastDigits" })
    .trim()
    .regex(/^\d{4}$/, { error: "rights:errors.lastDigits" }),
});

export const ERASURE_ERROR = { wrongDigits: "rights:errors.lastDigitsWrong" } as const;

import { z } from "zod";

/** The sandbox page's one field: the payer's choice (its three buttons). Anything else is not this form. */
export const sandboxChoiceSchema = z.object({
  choice: z.enum(["success", "failure", "cancel"], { message: "errors.badForm" }),
});

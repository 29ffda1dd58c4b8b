import { z } from "zod";

const INTENT_ERROR = "errors.badForm";

/** /staff/sessions: end one staff session. The form's key makes a double post do the work once. */
export const revokeSessionFormSchema = z.object({
  intent: z.literal("revoke", { error: INTENT_ERROR }),
  sessionId: z.string({ error: INTENT_ERROR }).regex(/^[1-9]\d{0,15}$/, { error: INTENT_ERROR }),
  formKey: z.string({ error: INTENT_ERROR }).regex(/^[A-Za-z0-9-]{8,64}$/, { error: INTENT_ERROR }),
  seen: z.string({ error: INTENT_ERROR }).max(40, { error: INTENT_ERROR }),
});

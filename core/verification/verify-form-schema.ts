import { z } from "zod";
import { FIELD_ERROR } from "../forms/form-fields";
import { normaliseVerificationCode } from "./verification-code";

export const VERIFICATION_CODE_SHAPE = "errors.verificationCodeShape";

/** /verify's form: the code printed on a report or invoice, as typed (spaces, dashes, lower case are fine); parsed to its stored form. */
export const verifyFormSchema = z.object({
  verification: z
    .string({ error: FIELD_ERROR.required })
    .trim()
    .min(1, { error: FIELD_ERROR.required, abort: true })
    .max(40, { error: VERIFICATION_CODE_SHAPE, abort: true })
    .transform((typed, context) => {
      const code = normaliseVerificationCode(typed);
      if (code === null) {
        context.addIssue({ code: "custom", message: VERIFICATION_CODE_SHAPE });
        return z.NEVER;
      }
      return code;
    }),
});

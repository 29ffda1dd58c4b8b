import { z } from "zod";
import { hasControlCharacters } from "./control-characters";

/**
 * A form's `redirectTo`: the page to return to after it. Anything too long or with control characters counts as not
 * given (the action then returns home); whether it stays on this site is app/lib/safe-redirect.ts's question.
 */
export const returnPathField = z
  .string()
  .max(500)
  .refine((value) => !hasControlCharacters(value))
  .optional()
  .catch(undefined);

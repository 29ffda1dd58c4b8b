import { z } from "zod";
import { hasControlCharacters } from "../forms/control-characters";

/** The globe's form: the language shown now (any other value counts as the default) and the page to return to. */
export const languageFormSchema = z.object({
  current: z.string().max(5).optional().catch(undefined),
  redirectTo: z
    .string()
    .max(500)
    .refine((value) => !hasControlCharacters(value))
    .optional()
    .catch(undefined),
});

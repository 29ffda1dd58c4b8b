import { z } from "zod";
import { returnPathField } from "../forms/return-path-field";

/** The globe's form: the language shown now (any other value counts as the default) and the page to return to. */
export const languageFormSchema = z.object({
  current: z.string().max(5).optional().catch(undefined),
  redirectTo: returnPathField,
});

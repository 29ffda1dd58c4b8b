import { z } from "zod";
import { returnPathField } from "../forms/return-path-field";

/** The prompt's close button without JavaScript (POST /location/later): only the page to return to. */
export const locationLaterFormSchema = z.object({ redirectTo: returnPathField });

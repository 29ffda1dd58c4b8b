import { z } from "zod";
import { optionalText } from "../forms/form-fields";

const filter = (max: number) => z.string().max(max).optional().catch(undefined);

/**
 * The console's queue filters, posted (issue #34): the search text may be a phone number or a name, so it never
 * travels in the address. The other filters are not personal and go on into the results page's address, where a
 * malformed one is left out (app/routes/staff/requests.tsx).
 */
export const queueSearchFormSchema = z.object({
  q: optionalText(80),
  status: filter(40),
  day: filter(10),
  lab: filter(16),
  area: filter(80),
  payment: filter(10),
});

export type QueueSearchForm = z.output<typeof queueSearchFormSchema>;

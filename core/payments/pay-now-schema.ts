import { z } from "zod";

/**
 * Pay Now's form has no fields: the order is in the address and the amount always comes from the order, never
 * from the browser. Anything else posted is ignored.
 */
export const payNowSchema = z.object({});

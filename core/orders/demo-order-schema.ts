import { z } from "zod";

/**
 * /dev/demo-order's form is one button: the order is made for the logged-in patient. `stage=pending` makes a new
 * request as the booking leaves it (no lab, not priced) for the operations console to take through its steps.
 */
export const demoOrderSchema = z.object({ stage: z.enum(["confirmed", "pending"]).optional().catch(undefined) });

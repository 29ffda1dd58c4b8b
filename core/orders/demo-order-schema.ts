import { z } from "zod";

/** /dev/demo-order's form is one button: no fields, the order is made for the logged-in patient. */
export const demoOrderSchema = z.object({});

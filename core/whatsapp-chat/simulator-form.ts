import { z } from "zod";

/** One thing typed or tapped in the demo's chat simulator (/dev/whatsapp). */
export const simulatorFormSchema = z.object({
  phone: z.string({ error: "errors.phone" }).trim().regex(/^[6-9]\d{9}$/, { error: "errors.phone" }),
  intent: z.enum(["text", "tap", "image", "location"], { error: "errors.badForm" }),
  body: z.string().trim().max(1000, { error: "errors.tooLong" }).optional(),
  choiceId: z.string().max(200).optional(),
  choiceTitle: z.string().max(100).optional(),
  choiceKind: z.enum(["button", "list"]).optional(),
  lat: z.coerce.number().min(-90).max(90).optional(),
  lon: z.coerce.number().min(-180).max(180).optional(),
});

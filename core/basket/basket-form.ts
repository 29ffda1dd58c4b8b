import { z } from "zod";

const slug = z.string().regex(/^[a-z0-9-]{1,80}$/, { error: "errors.testUnknown" });

/** The basket's buttons (issue #27): add a test or package of a lab (starting a new basket when asked), remove one, empty it. */
export const basketFormSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("add"),
    labId: z.string().regex(/^[1-9]\d{0,14}$/, { error: "errors.labUnknown" }).transform(Number),
    slug,
    startNew: z.string().optional().transform((text) => text === "1"),
    /** "Book this test": straight on to the booking form. */
    book: z.string().optional().transform((text) => text === "1"),
    back: z.string().max(2000).optional(),
  }),
  z.object({ intent: z.literal("remove"), slug, back: z.string().max(2000).optional() }),
  z.object({ intent: z.literal("empty"), back: z.string().max(2000).optional() }),
]);

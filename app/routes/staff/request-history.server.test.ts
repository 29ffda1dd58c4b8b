import { describe, expect, it } from "vitest";
import { historySentences } from "./request-history.server";

describe("historySentences", () => {
  it("words a change as a sentence in English", () => {
    expect(historySentences("en", [{ field: "status", before: "Pending Confirmation", after: "Confirmed" }], 0)).toEqual([
      "Status changed from Pending Confirmation to Confirmed.",
    ]);
    expect(historySentences("en", [{ field: "amount_paise", before: null, after: 95_000 }], 0)).toEqual(["Amount changed from — to ₹950."]);
    expect(historySentences("en", [{ field: "status", before: "Confirmed", after: null }], 2)).toEqual(["Status removed (was Confirmed).", "and 2 more changes."]);
  });

  for (const lang of ["hi", "bn"] as const) {
    it(`${lang}: no stored English value, field name or ISO time is left`, () => {
      const sentences = historySentences(
        lang,
        [
          { field: "status", before: "Confirmed", after: "Paid" },
          { field: "payment_method", before: null, after: "Gateway" },
          { field: "payment_status", before: "Pending", after: "Success" },
          { field: "agent_status", before: "Assigned", after: "On the way" },
          { field: "cancelled_by", after: "patient" },
          { field: "error_code", after: "PAYMENT_ERROR" },
          { field: "tests", before: [], after: [{ test_name: "Complete Blood Count (CBC)", amount_paise: 35_000 }] },
          { field: "sample_collected_at", before: null, after: "2026-11-25T04:30:00.000Z" },
          { field: "some_new_column", after: 3 },
        ],
        0,
      );
      const text = sentences.join(" ");
      // Short capital forms (the catalogue's "CBC") are part of the Hindi and Bengali test names; times say am and pm.
      expect(text.match(/\b(?=[A-Za-z]*[a-z])[A-Za-z]{3,}\b/g)).toBeNull();
      expect(text).not.toContain("PAYMENT_ERROR");
      expect(text).toContain("25/11/2026");
    });
  }
});

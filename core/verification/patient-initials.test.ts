import { describe, expect, it } from "vitest";
import { patientInitials } from "./patient-initials";

describe("patientInitials", () => {
  it("keeps the first letter of each word of the name", () => {
    expect(patientInitials("Anita Rani Das")).toBe("A. R. D.");
    expect(patientInitials("  rahul   das ")).toBe("R. D.");
    expect(patientInitials("S.K. Ghosh")).toBe("S. K. G.");
  });

  it("keeps a letter of another script whole, with its sign", () => {
    expect(patientInitials("সুমিতা দাস")).toBe("সু. দা.");
    // A conjunct with its vowel sign is one letter as a reader sees it (Unicode 15.1 grapheme clusters).
    expect(patientInitials("प्रिया शर्मा")).toBe("प्रि. श.");
  });

  it("gives nothing for an erased or empty name", () => {
    expect(patientInitials("")).toBe("");
    expect(patientInitials(" - ")).toBe("");
  });
});

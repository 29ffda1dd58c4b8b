import { describe, expect, it } from "vitest";
import { formatVerificationCode, newVerificationCode, normaliseVerificationCode, VERIFICATION_ALPHABET, VERIFICATION_CODE_LENGTH } from "./verification-code";

describe("verification codes", () => {
  it("are 10 characters of an alphabet with no I, L, O or U: 50 random bits", () => {
    expect(VERIFICATION_ALPHABET).toHaveLength(32);
    expect(VERIFICATION_ALPHABET).not.toMatch(/[ILOU]/);
    expect(VERIFICATION_CODE_LENGTH * Math.log2(VERIFICATION_ALPHABET.length)).toBe(50);
    for (let i = 0; i < 200; i++) expect(newVerificationCode()).toMatch(/^[0-9A-HJKMNP-TV-Z]{10}$/);
  });

  it("are random: no repeats, and every character turns up in every place", () => {
    const codes = Array.from({ length: 5000 }, () => newVerificationCode());
    expect(new Set(codes).size).toBe(codes.length);
    for (let place = 0; place < VERIFICATION_CODE_LENGTH; place++) expect(new Set(codes.map((code) => code[place])).size).toBe(32);
  });

  it("are shown in two groups of five", () => {
    expect(formatVerificationCode("7K3QMX9D2P")).toBe("7K3QM-X9D2P");
  });

  it("read what people type: any case, spaces and dashes, O for 0, I and L for 1", () => {
    expect(normaliseVerificationCode("7K3QM-X9D2P")).toBe("7K3QMX9D2P");
    expect(normaliseVerificationCode(" 7k3qm x9d2p ")).toBe("7K3QMX9D2P");
    expect(normaliseVerificationCode("7K3QM–X9D2P")).toBe("7K3QMX9D2P");
    expect(normaliseVerificationCode("O1ILo-ABCDE")).toBe("01110ABCDE");
  });

  it("refuse what cannot be a code", () => {
    expect(normaliseVerificationCode("")).toBeNull();
    expect(normaliseVerificationCode("7K3QM-X9D2")).toBeNull();
    expect(normaliseVerificationCode("7K3QM-X9D2PP")).toBeNull();
    expect(normaliseVerificationCode("7K3QM-X9D2U")).toBeNull();
    expect(normaliseVerificationCode("7K3QM/X9D2P")).toBeNull();
    expect(normaliseVerificationCode("१२३४५६७८९०")).toBeNull();
  });
});

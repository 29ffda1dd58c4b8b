import { describe, expect, it } from "vitest";
import { hasHiddenCharacters, isCleanText, isCleanUrlEncoded } from "./hidden-characters";

const bytes = (text: string) => new TextEncoder().encode(text);

describe("hidden characters", () => {
  it.each(["q=%00", "%00=x", "a=1&q=abc%00def", "q=%01", "q=%1F", "q=%0B", "q=%ED%A0%80", "q=%C3", "q=%FF", "area=%00", "requestKey=abc\u0000", "q=\u0007"])("refuses %s", (text) => {
    expect(isCleanUrlEncoded(bytes(text))).toBe(false);
  });

  it.each(["", "q=", "q=Raiganj", "q=a+b", "q=100%", "q=%zz", "q=%E0%A4%B9%E0%A4%BF", "note=line%0D%0Anext%09tab", "a&b=&=c", "q=%E2%82%B9950"])("accepts %s", (text) => {
    expect(isCleanUrlEncoded(bytes(text))).toBe(true);
  });

  it("checks raw text bytes and decoded strings", () => {
    expect(isCleanText(bytes("Mitali Ghosh\r\n22 Hazra Road\t"))).toBe(true);
    expect(isCleanText(new Uint8Array([0x41, 0x00]))).toBe(false);
    expect(isCleanText(new Uint8Array([0xed, 0xa0, 0x80]))).toBe(false);
    expect(hasHiddenCharacters("a\u0000")).toBe(true);
    expect(hasHiddenCharacters("a\ud800b")).toBe(true);
    expect(hasHiddenCharacters("😀 হ্যাঁ")).toBe(false);
  });
});

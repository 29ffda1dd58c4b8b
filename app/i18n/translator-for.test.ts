import { describe, expect, it } from "vitest";
import { translatorFor } from "./translator-for";

const common = { nav: { home: "Home" } };

describe("page translators", () => {
  it("gives every render of a language the same translator, and another for another language", () => {
    expect(translatorFor("en", { common })).toBe(translatorFor("en", { common }));
    expect(translatorFor("hi", { common })).not.toBe(translatorFor("en", { common }));
    expect(translatorFor("hi", { common }).language).toBe("hi");
  });
});

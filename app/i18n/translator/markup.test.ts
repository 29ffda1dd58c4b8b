import { describe, expect, it } from "vitest";
import { parseMarkup } from "./markup";

describe("parseMarkup", () => {
  it("reads plain text as itself", () => {
    expect(parseMarkup("No tags here.")).toEqual(["No tags here."]);
    expect(parseMarkup("")).toEqual([]);
  });

  it("reads named parts, nested and side by side", () => {
    expect(parseMarkup("Read our <privacy>Privacy Policy</privacy>.")).toEqual(["Read our ", { name: "privacy", children: ["Privacy Policy"] }, "."]);
    expect(parseMarkup("<b>Bold <mail>a@b.in</mail></b> <terms>T</terms>")).toEqual([
      { name: "b", children: ["Bold ", { name: "mail", children: ["a@b.in"] }] },
      " ",
      { name: "terms", children: ["T"] },
    ]);
  });

  it("keeps a tag that does not close, or closes nothing, as written", () => {
    expect(parseMarkup("a <b>bold")).toEqual(["a ", "<b>", "bold"]);
    expect(parseMarkup("a </b> c")).toEqual(["a ", "</b>", " c"]);
  });
});

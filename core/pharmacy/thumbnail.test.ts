import { describe, expect, it } from "vitest";
import { thumbnailSrc } from "./thumbnail";

describe("thumbnail of a pharmacy", () => {
  it("is the src of the first item of the JSON list, as a path on our site", () => {
    expect(thumbnailSrc('[{"src":"/img/places/pharmacy-1.svg"},{"src":"/img/other.png"}]')).toBe("/img/places/pharmacy-1.svg");
    expect(thumbnailSrc('[{"src":"uploads/shop_front.JPG","alt":"x"}]')).toBe("/uploads/shop_front.JPG");
  });

  it("is the placeholder (null) when empty, 'null' or malformed", () => {
    for (const value of [null, undefined, "", "  ", "null", "[]", "{}", "[null]", '[{"alt":"x"}]', '[{"src":42}]', '{"src":"/a.png"}', "[{src:/a.png}]", "/img/a.png", '[{"src":""}]']) {
      expect(thumbnailSrc(value), String(value)).toBeNull();
    }
  });

  it("refuses addresses outside our site and odd paths", () => {
    for (const src of ["https://tracker.example/p.png", "//evil.example/a.png", "javascript:alert(1)", "/img/../secret.png", "/img/a.png?x=1", "/img/a b.png", "/img/a.html"]) {
      expect(thumbnailSrc(JSON.stringify([{ src }])), src).toBeNull();
    }
  });
});

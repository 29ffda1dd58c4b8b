import { serialize } from "cookie";
import { describe, expect, it } from "vitest";
import { cookieText } from "./browser-cookie";
import { cookieOptions, expiredCookieOptions } from "../../core/session/cookie-options";
import { languageCookie } from "../../core/session/language-cookie";

describe("cookie options", () => {
  it("every cookie is whole-site and SameSite=Lax, Secure over HTTPS, httpOnly only when asked", () => {
    expect(cookieOptions(60, { secure: true })).toEqual({ path: "/", maxAge: 60, sameSite: "lax", secure: true, httpOnly: false });
    expect(cookieOptions(null, { secure: false, httpOnly: true })).toEqual({ path: "/", sameSite: "lax", secure: false, httpOnly: true });
  });

  it("a deleted cookie keeps the same attributes and has expired", () => {
    expect(serialize("city", "", expiredCookieOptions({ secure: true }))).toBe("city=; Max-Age=0; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Secure; SameSite=Lax");
  });

  it("the browser writes the same cookie the server would (without httpOnly, which a script cannot set)", () => {
    const options = cookieOptions(86_400, { secure: true });
    const server = serialize("location_asked", "1", options).split("; ").sort();
    expect(cookieText("location_asked", "1", options).split("; ").sort()).toEqual(server);
    expect(cookieText("location_asked", "1", cookieOptions(null, { secure: false }))).toBe("location_asked=1; Path=/; SameSite=Lax");
    const gone = cookieOptions(0, { secure: false });
    expect(cookieText("flash", "", gone).split("; ").sort()).toEqual(serialize("flash", "", gone).split("; ").sort());
  });

  it("the lang cookie lasts one day (spec 000 §9)", () => {
    expect(languageCookie("bn", { secure: false })).toEqual({ name: "lang", value: "bn", options: cookieOptions(86_400, { secure: false }) });
  });
});

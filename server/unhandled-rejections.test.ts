import { describe, expect, it, vi } from "vitest";
import { unhandledRejectionHandler } from "./unhandled-rejections";

describe("unhandled rejections", () => {
  it("a database that went away while pg-boss saved a job's state is logged, and the server stays up", () => {
    const log = { error: vi.fn() };
    const terminated = Object.assign(new Error("terminating connection due to administrator command"), { code: "57P01" });
    expect(() => unhandledRejectionHandler(log)(terminated)).not.toThrow();
    expect(log.error).toHaveBeenCalledOnce();
    // Through reportFailure: the code, never the message (a database error's text can quote a row).
    expect(log.error).toHaveBeenCalledWith(expect.objectContaining({ errorCode: "57P01" }), expect.any(String));
    expect(JSON.stringify(log.error.mock.calls)).not.toContain("administrator command");
  });

  it("any other rejection still ends the process (thrown as an uncaught exception)", () => {
    const log = { error: vi.fn() };
    const bug = new TypeError("x is not a function");
    expect(() => unhandledRejectionHandler(log)(bug)).toThrow(bug);
    expect(log.error).not.toHaveBeenCalled();
  });
});

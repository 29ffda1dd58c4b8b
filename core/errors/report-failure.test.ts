import { describe, expect, it, vi } from "vitest";
import { AppError } from "./app-error";
import { reportFailure } from "./report-failure";

describe("reportFailure", () => {
  it("logs what failed with the error's name and code through the request's logger, never its message", () => {
    const log = { error: vi.fn() };
    const error = Object.assign(new Error('null value in column "phone" violates not-null constraint: 9830012345 Rina Das'), { code: "23502" });
    reportFailure({ log }, error, "contact message not stored");
    expect(log.error).toHaveBeenCalledTimes(1);
    const [fields, message] = log.error.mock.calls[0] as [Record<string, unknown>, string];
    expect(message).toBe("contact message not stored");
    expect(fields).toMatchObject({ what: "contact message not stored", errorName: "Error", errorCode: "23502" });
    expect(JSON.stringify(fields)).not.toMatch(/9830012345|Rina/);
  });

  it("names an AppError by its code", () => {
    const log = { error: vi.fn() };
    reportFailure({ log }, new AppError("codeWrong", 400, { attemptsLeft: 3 }), "login");
    expect(log.error.mock.calls[0]?.[0]).toMatchObject({ errorName: "AppError", errorCode: "codeWrong" });
  });

  it("writes one JSON line to standard error when there is no logger", () => {
    const write = vi.spyOn(process.stderr, "write").mockImplementation(() => true);
    reportFailure(undefined, new TypeError("secret 123456"), "script");
    expect(write).toHaveBeenCalledTimes(1);
    const line = String(write.mock.calls[0]?.[0]);
    expect(JSON.parse(line)).toMatchObject({ level: "error", what: "script", errorName: "TypeError" });
    expect(line).not.toContain("123456");
    write.mockRestore();
  });
});

import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";

describe("the Grievance Officer and the answer time (issue #34)", () => {
  it("has safe demo defaults: a name that says it is a demo, the support number, 7 days", () => {
    expect(loadConfig({ SUPPORT_PHONE: "9812345678" }).privacy).toEqual({
      grievanceOfficer: { name: "Grievance Officer (demo)", email: "grievance@nikat.in", phone: "9812345678" },
      grievanceAnswerDays: 7,
    });
  });

  it("takes the configured officer and days", () => {
    const config = loadConfig({ GRIEVANCE_OFFICER_NAME: "Priya Sen", GRIEVANCE_OFFICER_EMAIL: "dpo@example.in", GRIEVANCE_OFFICER_PHONE: "9830099999", GRIEVANCE_ANSWER_DAYS: "15" });
    expect(config.privacy).toEqual({ grievanceOfficer: { name: "Priya Sen", email: "dpo@example.in", phone: "9830099999" }, grievanceAnswerDays: 15 });
  });

  it.each([
    [{ GRIEVANCE_ANSWER_DAYS: "0" }, "GRIEVANCE_ANSWER_DAYS"],
    [{ GRIEVANCE_ANSWER_DAYS: "91" }, "GRIEVANCE_ANSWER_DAYS"],
    [{ GRIEVANCE_OFFICER_EMAIL: "not an address" }, "GRIEVANCE_OFFICER_EMAIL"],
    [{ GRIEVANCE_OFFICER_PHONE: "12345" }, "GRIEVANCE_OFFICER_PHONE"],
  ])("refuses %o, naming the variable", (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`^Invalid environment variable ${name}: `));
  });
});

import { describe, expect, it } from "vitest";
import { personalDataIn } from "./personal-data-in-log";

/** Lines the e2e run's server wrote (a request, a failure without its request, a job's counts). */
const CLEAN = [
  "{\"level\":30,\"time\":1795728534052,\"pid\":16794,\"hostname\":\"vm\",\"reqId\":\"57529e21-337a-4734-a06d-1adf5617d723\",\"method\":\"GET\",\"path\":\"/trace/test/16.data\",\"status\":200,\"ms\":313,\"msg\":\"request\"}",
  "{\"level\":50,\"time\":1795728524148,\"pid\":16794,\"hostname\":\"vm\",\"reqId\":\"66005c34-d134-4d59-bcdc-17872108dcd5\",\"err\":{\"type\":\"Error\",\"message\":\"premature close\",\"stack\":\"Error: premature close\\n    at onclosenexttick (/work/main/node_modules/end-of-stream/index.js:56:86)\\n    at process.processTicksAndRejections (node:internal/process/task_queues:77:11)\"},\"msg\":\"premature close\"}",
  "{\"level\":30,\"time\":1795728526932,\"pid\":16794,\"hostname\":\"vm\",\"checked\":0,\"finished\":0,\"requeued\":0,\"outcomeUnknown\":0,\"refundsChecked\":0,\"refunded\":0,\"invoicePrints\":2,\"msg\":\"payments reconciled\"}"
];

describe("personal data in a log line", () => {
  it("finds none in what the server writes about requests, failures and jobs", () => {
    for (const line of CLEAN) expect(personalDataIn(line), line).toBeNull();
  });

  it("finds a phone number, a name, an address, a code and a secret's field", () => {
    const line = (fields: Record<string, unknown>) => JSON.stringify({ level: 30, time: 1795728524148, pid: 16794, reqId: "66005c34-d134-4d59-bcdc-17872108dcd5", ...fields });
    expect(personalDataIn(line({ msg: "sent", to: "9830098300" }))).toBe("a phone number");
    expect(personalDataIn(line({ msg: "booking for Anita Das" }))).toBe("a name");
    expect(personalDataIn(line({ msg: "visit at 22 Hazra Road" }))).toBe("an address");
    expect(personalDataIn(line({ msg: "login code 042917 sent" }))).toBe("a code");
    expect(personalDataIn(line({ msg: "login", password: "x" }))).toBe("a secret's field");
    expect(personalDataIn(line({ msg: "login", session: "abc" }))).toBe("a secret's field");
  });

  it("does not take a longer run of digits for a phone number", () => {
    expect(personalDataIn('{"time":17957285241480}')).toBeNull();
    expect(personalDataIn('{"path":"/trace/test/98300983001"}')).toBeNull();
  });
});

import { describe, expect, it } from "vitest";
import type { FormFailure } from "../../lib/form-result";
import { visitRefusal } from "./visit-refusal";

const refused = (problems: Partial<Pick<FormFailure, "fieldErrors" | "formError">>): FormFailure => ({ ok: false, fieldErrors: {}, values: {}, ...problems });

describe("visitRefusal", () => {
  it("says a locked visit once: in the locked box, not again at the top", () => {
    expect(visitRefusal(refused({ formError: "errors.agentCodeLocked" }), { lockedBoxShown: true })).toEqual({});
  });

  it("says the lock at the top when the box is not shown", () => {
    expect(visitRefusal(refused({ formError: "errors.agentCodeLocked" }), { lockedBoxShown: false })).toEqual({ top: "errors.agentCodeLocked" });
  });

  it("puts a wrong code by its field and another refusal at the top", () => {
    expect(visitRefusal(refused({ fieldErrors: { code: "errors.agentCodeWrong" } }), { lockedBoxShown: false })).toEqual({ code: "errors.agentCodeWrong", paymentMethod: undefined });
    expect(visitRefusal(refused({ formError: "errors.orderChanged" }), { lockedBoxShown: true })).toEqual({ top: "errors.orderChanged" });
    expect(visitRefusal(null, { lockedBoxShown: true })).toEqual({});
  });
});

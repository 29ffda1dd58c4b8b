import { describe, expect, it } from "vitest";
import { mapPhonePeState, readPhonePeOrderStatus } from "./phonepe-status";

const now = new Date("2026-11-24T10:00:00Z");

describe("mapPhonePeState", () => {
  it("maps every documented state, and anything else to pending", () => {
    expect(mapPhonePeState("COMPLETED", null, now)).toBe("completed");
    expect(mapPhonePeState("FAILED", null, now)).toBe("failed");
    expect(mapPhonePeState("PENDING", null, now)).toBe("pending");
    for (const unknown of ["SUCCESS", "PAYMENT_SUCCESS", "completed", "", null, undefined, 7, {}]) {
      expect(mapPhonePeState(unknown, null, now)).toBe("pending");
    }
  });

  it("is expired once a pending order is past its expireAt, but a completed one stays completed", () => {
    const past = now.getTime() - 1;
    expect(mapPhonePeState("PENDING", past, now)).toBe("expired");
    expect(mapPhonePeState("COMPLETED", past, now)).toBe("completed");
    expect(mapPhonePeState("PENDING", now.getTime() + 60_000, now)).toBe("pending");
  });
});

describe("readPhonePeOrderStatus", () => {
  it("reads amount and the completed payment's transaction id", () => {
    const status = readPhonePeOrderStatus(
      {
        orderId: "OMO123",
        state: "COMPLETED",
        amount: 95000,
        expireAt: now.getTime() + 1,
        paymentDetails: [
          { transactionId: "OM1", state: "FAILED", errorCode: "PAYMENT_ERROR" },
          { transactionId: "OM2", state: "COMPLETED", amount: 95000 },
        ],
      },
      now,
    );
    expect(status).toMatchObject({ state: "completed", amountPaise: 95000, providerOrderId: "OMO123", transactionId: "OM2", providerState: "COMPLETED" });
  });

  it("keeps the error code of a failed order and survives a body that is not an object", () => {
    expect(readPhonePeOrderStatus({ state: "FAILED", errorCode: "TXN_AUTO_FAILED", amount: 100 }, now)).toMatchObject({ state: "failed", errorCode: "TXN_AUTO_FAILED" });
    expect(readPhonePeOrderStatus("<html>", now)).toMatchObject({ state: "pending", amountPaise: null, providerState: "UNKNOWN" });
  });
});

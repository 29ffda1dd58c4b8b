import { describe, expect, it } from "vitest";
import { canDownloadInvoice, canDownloadReport, canPay } from "./order-actions";
import { trackerOf, trackerStepIndex } from "./tracker-steps";

const states = (status: string, payment_status = "Pending") => trackerOf({ status, payment_status }).steps.map((s) => s.state);

describe("tracker", () => {
  it("gives every status its step index", () => {
    expect(trackerStepIndex("Pending Confirmation")).toBe(0);
    expect(trackerStepIndex("Confirmed")).toBe(1);
    expect(trackerStepIndex("Paid")).toBe(2);
    expect(trackerStepIndex("Agent Assigned")).toBe(2);
    expect(trackerStepIndex("Sample Collected")).toBe(3);
    expect(trackerStepIndex("Report Generated")).toBe(4);
    expect(trackerStepIndex("Cancelled")).toBe(0);
    expect(trackerStepIndex("something new")).toBe(0);
  });

  it("colours earlier steps done, the current one current, later ones to do", () => {
    expect(states("Pending Confirmation")).toEqual(["todo", "todo", "todo", "todo"]);
    expect(states("Confirmed")).toEqual(["current", "todo", "todo", "todo"]);
    expect(states("Paid", "Success")).toEqual(["done", "current", "todo", "todo"]);
    expect(states("Agent Assigned", "Success")).toEqual(["done", "current", "todo", "todo"]);
    expect(states("Sample Collected", "Success")).toEqual(["done", "done", "current", "todo"]);
    expect(states("Report Generated", "Success")).toEqual(["done", "done", "done", "current"]);
  });

  it("never draws Payment Confirmed reached while payment_status is not Success", () => {
    expect(states("Agent Assigned", "Pending")).toEqual(["done", "todo", "todo", "todo"]);
    expect(states("Paid", "Pending")).toEqual(["done", "todo", "todo", "todo"]);
    expect(states("Sample Collected", "Pending")).toEqual(["done", "todo", "current", "todo"]);
  });

  it("says when an order is cancelled", () => {
    expect(trackerOf({ status: "Cancelled", payment_status: "Pending" }).cancelled).toBe(true);
    expect(trackerOf({ status: "Paid", payment_status: "Success" }).cancelled).toBe(false);
  });
});

describe("buttons", () => {
  const order = { status: "Confirmed", payment_status: "Pending", amount_paise: 95_000, invoice_number: null };
  it("offers Pay Now only with an amount set and payment pending", () => {
    expect(canPay(order)).toBe(true);
    expect(canPay({ ...order, amount_paise: null })).toBe(false);
    expect(canPay({ ...order, payment_status: "Success" })).toBe(false);
    expect(canPay({ ...order, status: "Cancelled" })).toBe(false);
  });
  it("offers Download Report only when the report is generated", () => {
    expect(canDownloadReport(order)).toBe(false);
    expect(canDownloadReport({ ...order, status: "Report Generated" })).toBe(true);
  });
  it("offers Download Invoice only when payment_status is Success", () => {
    expect(canDownloadInvoice(order)).toBe(false);
    expect(canDownloadInvoice({ ...order, payment_status: "Success", invoice_number: 3 })).toBe(true);
  });
});

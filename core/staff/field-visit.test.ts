import { describe, expect, it } from "vitest";
import { doorMethodOf, fieldVisitOf, type FieldRow } from "./field-visit";

const row = (payment: Partial<FieldRow>): FieldRow => ({
  id: 4,
  status: "Sample Collected",
  name: "Gopal Ghosh",
  phone: "9830098300",
  alternate_phone: null,
  address: "12 College Para",
  village: null,
  city: "Raiganj",
  pincode: "733134",
  lat: null,
  lon: null,
  tests: [{ test_name: "CBC", amount_paise: 95_000 }],
  amount_paise: 95_000,
  payment_status: "Pending",
  payment_method: null,
  payment_amount_paise: null,
  agent_name: "Sumit",
  agent_assign_date: "2026-11-26",
  agent_assign_time: "08:00",
  agent_started_at: null,
  sample_collected_at: null,
  code_attempts: 0,
  code_locked_at: null,
  lab_name: null,
  report: null,
  lab_report_generated_at: null,
  note: null,
  patient_note: null,
  updated_at: new Date("2026-11-26T03:00:00Z"),
  ...payment,
});

describe("the agent's payment line facts (fieldVisitOf)", () => {
  it("names the door method a stored payment_method stands for, and none for an online payment", () => {
    expect(doorMethodOf("Cash")).toBe("cash");
    expect(doorMethodOf("UPI at collection")).toBe("upi");
    expect(doorMethodOf("Gateway")).toBeNull();
    expect(doorMethodOf(null)).toBeNull();
  });

  it("after cash at the door: paid, and what was taken (not 'paid online')", () => {
    const visit = fieldVisitOf(row({ payment_status: "Success", payment_method: "Cash", payment_amount_paise: 95_000 }));
    expect(visit.paid).toBe(true);
    expect(visit.amountDuePaise).toBe(0);
    expect(visit.collectedAtDoor).toEqual({ method: "cash", amount: "₹950" });
  });

  it("after UPI at the door, the amount paid is the one shown", () => {
    const visit = fieldVisitOf(row({ payment_status: "Success", payment_method: "UPI at collection", payment_amount_paise: 90_000 }));
    expect(visit.collectedAtDoor).toEqual({ method: "upi", amount: "₹900" });
  });

  it("paid online or not yet paid: nothing was taken at the door", () => {
    expect(fieldVisitOf(row({ payment_status: "Success", payment_method: "Gateway", payment_amount_paise: 95_000 })).collectedAtDoor).toBeNull();
    const unpaid = fieldVisitOf(row({ payment_method: "Cash" }));
    expect(unpaid.collectedAtDoor).toBeNull();
    expect(unpaid.amountDue).toBe("₹950");
  });
});

describe("the visit's address", () => {
  it("gives the agent the address with the locality and city typed twice written once", () => {
    const visit = fieldVisitOf(row({ address: "12 School Road, Mohanbati, Raiganj", village: "Mohanbati", city: "Raiganj", pincode: "733134" }));
    expect(visit.address).toBe("12 School Road, Mohanbati, Raiganj, 733134");
    expect(visit.mapsUrl).toContain(encodeURIComponent("12 School Road, Mohanbati, Raiganj, 733134"));
  });
});

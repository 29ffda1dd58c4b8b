import { describe, expect, it } from "vitest";
import { fieldVisitOf, type FieldRow } from "./field-visit";

const row = (address: Partial<Pick<FieldRow, "address" | "village" | "city" | "pincode">>): FieldRow =>
  ({
    id: 7,
    status: "Confirmed",
    name: "Mitali Ghosh",
    phone: "9830098300",
    alternate_phone: null,
    address: null,
    village: null,
    city: null,
    pincode: null,
    lat: null,
    lon: null,
    tests: [],
    amount_paise: 0,
    payment_status: "Pending",
    payment_method: null,
    agent_name: null,
    agent_assign_date: null,
    agent_assign_time: null,
    agent_started_at: null,
    sample_collected_at: null,
    code_attempts: 0,
    code_locked_at: null,
    lab_name: null,
    report: null,
    lab_report_generated_at: null,
    note: null,
    patient_note: null,
    updated_at: new Date("2026-11-26T04:00:00Z"),
    ...address,
  }) as FieldRow;

describe("fieldVisitOf", () => {
  it("gives the agent the address with the locality and city typed twice written once", () => {
    const visit = fieldVisitOf(row({ address: "12 School Road, Mohanbati, Raiganj", village: "Mohanbati", city: "Raiganj", pincode: "733134" }));
    expect(visit.address).toBe("12 School Road, Mohanbati, Raiganj, 733134");
    expect(visit.mapsUrl).toContain(encodeURIComponent("12 School Road, Mohanbati, Raiganj, 733134"));
  });
});

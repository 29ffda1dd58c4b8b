import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../i18n/language";
import type { DataExport } from "./data-export-format";
import { exportSummaryHtml, type ResultsText } from "./export-summary";

/** The results catalogue's words, as the host gives them (here only the ones the summary asks for). */
const RESULT_WORDS: Record<string, string> = { "view.title": "Test values", "view.range": "Normal range: {{range}}", "view.rangeBoth": "{{low}} to {{high}}", "flags.low": "Low", "flags.normal": "Normal", "answers.nil": "Nil" };
const resultsText: ResultsText = (key, values = {}) => (RESULT_WORDS[key] ?? `[${key}]`).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));

const data: DataExport = {
  format: "nikat-data-export",
  version: 1,
  generatedAt: "2026-11-26T06:00:00.000Z",
  language: "en",
  account: { id: 1, phone: "9830012345", name: `<img src=x onerror="alert(1)">`, gender: null, age: null, address: null, city: null, state: null, pincode: null, country: "India", createdAt: "2026-11-01T06:00:00.000Z" },
  familyMembers: [{ id: 5, name: "Riya & co", relation: "Daughter", birthDate: null, birthYear: 2019, gender: "Female", whatsappPhone: null, whatsappConsentAt: null, guardianConfirmedAt: null, lastAddress: null, removedAt: null, createdAt: "2026-11-01T06:00:00.000Z" }],
  orders: [
    {
      id: 42,
      createdAt: "2026-11-02T06:00:00.000Z",
      status: "Report Generated",
      memberId: 5,
      patient: { name: "Riya & co", gender: "Female", age: "7", guardianName: null, phone: "9830012345", alternatePhone: null },
      address: { address: "12 Park Street", village: null, city: "Kolkata", state: null, pincode: "700016" },
      slot: "2026-11-03 1st Half",
      serviceType: "BLOOD TEST",
      note: null,
      tests: [{ name: "CBC", amountPaise: 35_050 }],
      amountPaise: 35_050,
      acceptedAmountPaise: null,
      payment: { status: "Success", method: "Online", paidPaise: 35_050, duePaise: null, transactionId: null, invoiceNumber: 3, invoiceDate: null },
      lab: { name: "Medicare Pathology", phone: null, address: null },
      sampleCollectedAt: null,
      reportStatus: "Generated",
      consentAt: "2026-11-02T06:00:00.000Z",
      guardianConsentAt: "2026-11-02T06:00:00.000Z",
      cancelled: null,
      refundStatus: null,
      results: [
        { parameter: "haemoglobin", loinc: "718-7", name: "Haemoglobin", value: 10.9, code: null, unit: "g/dL", range: { low: 11.5, high: 15.5 }, flag: "low", publishedAt: "2026-11-05T06:00:00.000Z", corrections: [] },
        { parameter: "urine-glucose", loinc: "5792-7", name: "Urine sugar", value: null, code: "nil", unit: null, range: null, flag: "normal", publishedAt: "2026-11-05T06:00:00.000Z", corrections: [] },
      ],
      statusHistory: [{ at: "2026-11-02T06:00:00.000Z", by: "patient", action: "sample_request.create", statusBefore: null, statusAfter: "Pending Confirmation" }],
    },
  ],
  payments: [],
  refunds: [],
  appointmentRequests: [],
  messages: [],
  consents: [{ kind: "guardian", memberId: 5, givenAt: "2026-11-02T06:00:00.000Z", withdrawnAt: null, active: true }],
  consentWithdrawals: [],
  staffReads: [{ at: "2026-11-03T06:00:00.000Z", role: "lab", firstName: "Sima", what: "report", orderId: 42 }],
  files: [
    { path: "files/order-42/report.pdf", kind: "report", orderId: 42, type: "application/pdf", size: 900 },
    { path: "files/order-42/prescription.jpg", kind: "prescription", orderId: 42, type: "image/jpeg", size: null },
  ],
};

describe("the export's summary page", () => {
  it("escapes everything people typed", () => {
    const html = exportSummaryHtml(data, "en", resultsText);
    expect(html).not.toContain("<img");
    expect(html).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
    expect(html).toContain("Riya &amp; co");
  });

  it("shows the orders with rupees, the steps, the staff reads and links the files it holds", () => {
    const html = exportSummaryHtml(data, "en", resultsText);
    expect(html).toContain("Order #42");
    expect(html).toContain("CBC (₹350.50)");
    expect(html).toContain("Lab (Sima), Report, Order #42");
    expect(html).toContain('<a href="files/order-42/report.pdf">');
    // A file no longer stored is named, not linked.
    expect(html).not.toContain('href="files/order-42/prescription.jpg"');
    expect(html).toContain("As parent or guardian of Riya &amp; co");
  });

  it("lists the test values with their range and flag, in the catalogue's words", () => {
    const html = exportSummaryHtml(data, "en", resultsText);
    expect(html).toContain("<h4>Test values</h4>");
    expect(html).toContain("<li>Haemoglobin: 10.9 g/dL · Normal range: 11.5 to 15.5 g/dL · Low</li>");
    expect(html).toContain("<li>Urine sugar: Nil · Normal</li>");
    expect(html).not.toContain("[");
  });

  it.each(LANGUAGES)("is written in %s, statuses and relations too", (language) => {
    const html = exportSummaryHtml(data, language, resultsText);
    expect(html).toContain(`<html lang="${language}">`);
    if (language === "en") return;
    // No English words of ours left: only the data people typed and the file names.
    for (const english of ["My data", "Order #", "Report Generated", "Daughter", "Who opened", "Consents"]) expect(html, english).not.toContain(english);
  });
});

import { describe, expect, it } from "vitest";
import { parseResultsCsv, RESULTS_CSV_MAX_ROWS } from "./parse-results-csv";

const csv = (text: string) => new TextEncoder().encode(text);

describe("parseResultsCsv", () => {
  it("reads rows by slug or LOINC code, columns in any order, a BOM, CRLF, quotes and comment lines", () => {
    const parsed = parseResultsCsv(csv('\uFEFFUnit,Parameter,Value,Confirmed\r\n# CBC of order 1042\r\ng/dL,haemoglobin,"13,5",\r\n10*5/uL,777-3,2.4,yes\r\n'));
    expect(parsed).toEqual({
      ok: true,
      values: [
        { parameter: "haemoglobin", typed: "13,5", unit: "g/dL", sure: false },
        { parameter: "platelet-count", typed: "2.4", unit: "10*5/uL", sure: true },
      ],
    });
  });

  it("leaves the unit out when the column is missing or blank (the parameter's own unit is taken)", () => {
    expect(parseResultsCsv(csv("parameter,value\ntsh,2.1\n"))).toEqual({ ok: true, values: [{ parameter: "tsh", typed: "2.1", sure: false }] });
  });

  it("names the problem and its line: no header, an unknown parameter, a parameter twice, too many rows, nothing", () => {
    expect(parseResultsCsv(csv("haemoglobin,13.5\n"))).toEqual({ ok: false, problem: "csvHeader", line: 1 });
    expect(parseResultsCsv(csv("parameter,value\nhaemoglobin,13\nsugar,99\n"))).toEqual({ ok: false, problem: "csvUnknownParameter", line: 3 });
    expect(parseResultsCsv(csv("parameter,value\nhaemoglobin,13\n718-7,13.1\n"))).toEqual({ ok: false, problem: "csvTwice", line: 3 });
    expect(parseResultsCsv(csv(""))).toEqual({ ok: false, problem: "csvEmpty" });
    expect(parseResultsCsv(csv(`parameter,value\n${"tsh,2\n".repeat(RESULTS_CSV_MAX_ROWS + 1)}`))).toMatchObject({ ok: false });
    expect(parseResultsCsv(csv('parameter,value\n"haemoglobin,13\n'))).toMatchObject({ ok: false, problem: "csvUnreadable" });
  });
});

import { parse } from "csv-parse/sync";
import { RESULT_PARAMETERS } from "./parameters";
import type { EnteredValue } from "./save-result-values";

/** Rows one upload may carry: every parameter of the largest package, with room to spare. */
export const RESULTS_CSV_MAX_ROWS = 200;
export const RESULTS_CSV_MAX_BYTES = 64 * 1024;

export type ResultsCsvProblem = "csvEmpty" | "csvHeader" | "csvUnreadable" | "csvTooManyRows" | "csvUnknownParameter" | "csvTwice";

export type ParsedResultsCsv = { ok: true; values: EnteredValue[] } | { ok: false; problem: ResultsCsvProblem; line?: number };

const byName = new Map(RESULT_PARAMETERS.flatMap((parameter) => [[parameter.slug, parameter.slug] as const, [parameter.loinc, parameter.slug] as const]));
const YES = new Set(["yes", "y", "1", "true"]);

/**
 * The lab's values as a CSV file (format: docs/results-csv.md): a header row naming `parameter` and `value`, and
 * optionally `unit` and `confirmed`, in any order; one row per parameter, named by its slug or its LOINC code.
 * Lines starting with # are comments. Parsed with csv-parse (quotes, a byte-order mark, CRLF). Whether a value
 * itself is right is for saveResultValues to say, by the parameter's field.
 */
export function parseResultsCsv(bytes: Uint8Array): ParsedResultsCsv {
  let lines: string[][];
  try {
    lines = parse(Buffer.from(bytes), { bom: true, comment: "#", skip_empty_lines: true, trim: true, relax_column_count: true, to_line: RESULTS_CSV_MAX_ROWS + 50 }) as string[][];
  } catch {
    return { ok: false, problem: "csvUnreadable" };
  }
  const [header, ...rows] = lines;
  if (!header) return { ok: false, problem: "csvEmpty" };
  const column = (name: string) => header.findIndex((cell) => cell.trim().toLowerCase() === name);
  const [parameterAt, valueAt, unitAt, confirmedAt] = ["parameter", "value", "unit", "confirmed"].map(column) as [number, number, number, number];
  if (parameterAt < 0 || valueAt < 0) return { ok: false, problem: "csvHeader", line: 1 };
  if (rows.length === 0) return { ok: false, problem: "csvEmpty" };
  if (rows.length > RESULTS_CSV_MAX_ROWS) return { ok: false, problem: "csvTooManyRows" };
  const values: EnteredValue[] = [];
  const seen = new Set<string>();
  for (const [index, row] of rows.entries()) {
    // Lines count the header as line 1; comment lines are not counted.
    const line = index + 2;
    const slug = byName.get((row[parameterAt] ?? "").toLowerCase());
    if (!slug) return { ok: false, problem: "csvUnknownParameter", line };
    if (seen.has(slug)) return { ok: false, problem: "csvTwice", line };
    seen.add(slug);
    const unit = unitAt >= 0 ? (row[unitAt] ?? "") : "";
    values.push({ parameter: slug, typed: row[valueAt] ?? "", ...(unit ? { unit } : {}), sure: confirmedAt >= 0 && YES.has((row[confirmedAt] ?? "").toLowerCase()) });
  }
  return { ok: true, values };
}

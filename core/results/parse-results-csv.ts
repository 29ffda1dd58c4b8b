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
  let rows: Record<string, string>[];
  try {
    rows = parse(Buffer.from(bytes), {
      bom: true,
      columns: (header: string[]) => header.map((name) => name.trim().toLowerCase()),
      comment: "#",
      skip_empty_lines: true,
      trim: true,
      relax_column_count: true,
      to_line: RESULTS_CSV_MAX_ROWS + 50,
    }) as Record<string, string>[];
  } catch (error) {
    const line = (error as { lines?: number }).lines;
    return { ok: false, problem: "csvUnreadable", ...(typeof line === "number" ? { line } : {}) };
  }
  if (rows.length === 0) return { ok: false, problem: "csvEmpty" };
  if (!("parameter" in rows[0]!) || !("value" in rows[0]!)) return { ok: false, problem: "csvHeader", line: 1 };
  if (rows.length > RESULTS_CSV_MAX_ROWS) return { ok: false, problem: "csvTooManyRows" };
  const values: EnteredValue[] = [];
  const seen = new Set<string>();
  for (const [index, row] of rows.entries()) {
    const slug = byName.get((row.parameter ?? "").toLowerCase());
    // Row numbers count the header as line 1; comment lines are not counted.
    if (!slug) return { ok: false, problem: "csvUnknownParameter", line: index + 2 };
    if (seen.has(slug)) return { ok: false, problem: "csvTwice", line: index + 2 };
    seen.add(slug);
    values.push({ parameter: slug, typed: row.value ?? "", ...(row.unit ? { unit: row.unit } : {}), sure: YES.has((row.confirmed ?? "").toLowerCase()) });
  }
  return { ok: true, values };
}

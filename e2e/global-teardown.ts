import fs from "node:fs";
import { personalDataIn } from "../test-support/personal-data-in-log";
import { SERVER_LOG } from "../playwright.config";

/**
 * Issue #34, privacy by default: the server's whole log of the end-to-end run (every request at info, every warning
 * and failure, standard error) holds none of the personal data the run typed into its forms.
 */
export default function scanServerLog(): void {
  if (!fs.existsSync(SERVER_LOG)) throw new Error(`the server's log of the run is missing (${SERVER_LOG}): nothing was scanned`);
  const lines = fs.readFileSync(SERVER_LOG, "utf8").split("\n").filter((line) => line.trim() !== "");
  const requests = lines.filter((line) => line.includes('"msg":"request"')).length;
  const found = lines.flatMap((line, index) => {
    const what = personalDataIn(line);
    return what ? [`line ${index + 1}: ${what}: ${line.slice(0, 300)}`] : [];
  });
  console.log(`[e2e] personal data scan of the server's log: ${lines.length} lines, ${requests} requests, ${found.length} with personal data`);
  if (requests === 0) throw new Error("the server's log of the run has no request lines: the scan read nothing the run did");
  if (found.length > 0) throw new Error(`personal data in the server's log:\n${found.slice(0, 20).join("\n")}`);
}

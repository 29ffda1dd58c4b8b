import fs from "node:fs";
import path from "node:path";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { historyChanges } from "../../../core/staff/history-changes";
import { Translator } from "../../i18n/translator/translator";
import { RequestHistoryEntry, type HistoryEntryView } from "./request-history";

const dir = path.join(import.meta.dirname, "../../i18n/locales");
const catalogs = (lang: string) =>
  Object.fromEntries(fs.readdirSync(path.join(dir, lang)).map((file) => [file.replace(/\.json$/, ""), JSON.parse(fs.readFileSync(path.join(dir, lang, file), "utf8")) as Record<string, unknown>]));

const entries: HistoryEntryView[] = [
  { id: 1, at: "26/11/2026, 9:05 am", who: "Anita Sen", role: "admin", action: "order.confirmTests", changes: historyChanges({ status: "Pending Confirmation", amount_paise: null }, { status: "Confirmed", amount_paise: 95_000 }) },
  { id: 2, at: "26/11/2026, 9:20 am", who: null, role: "payment-job", action: "payment.failed", changes: historyChanges({ status: "Confirmed", payment_status: "Pending" }, { attempt: 4, error_code: "PAYMENT_ERROR" }) },
  { id: 3, at: "27/11/2026, 8:50 am", who: "Rahul Das", role: "agent", action: "order.startVisit", changes: historyChanges({ agent_started_at: null }, { agent_started_at: "2026-11-27T03:20:00.000Z", agent_status: "On the way" }) },
  { id: 4, at: "27/11/2026, 9:30 am", who: "Rahul Das", role: "agent", action: "order.collectSample", changes: historyChanges({ status: "Agent Assigned", payment_method: null }, { status: "Sample Collected", payment_method: "Cash", payment_status: "Success" }) },
];

const render = (lang: "en" | "hi" | "bn") => {
  const t = new Translator(lang, catalogs(lang)).fixedT("staff");
  // The words a reader sees, without the markup's attributes.
  return entries.map((entry) => renderToStaticMarkup(createElement(RequestHistoryEntry, { entry, t })).replace(/<[^>]+>/g, " ")).join("\n");
};

describe("a request's history on the staff page", () => {
  it("tells each change as an English sentence with a Kolkata time", () => {
    const html = render("en");
    expect(html).toContain("by the automatic payment check, 26/11/2026, 9:20 am");
    expect(html).toContain("by Anita Sen (office), 26/11/2026, 9:05 am");
    expect(html).toContain("Status changed from Pending Confirmation to Confirmed.");
    expect(html).toContain("Amount set to ₹950.");
    expect(html).toMatch(/The sample collector set out on 27\/11\/2026, 8:50\sam\./);
    expect(html).toContain("Paid by cash.");
  });

  it.each(["en", "hi", "bn"] as const)("shows no field dump, ISO time, missing text or English value in %s", (lang) => {
    const html = render(lang);
    expect(html).not.toMatch(/\w+: .* → |→ —|status:|\d{4}-\d{2}-\d{2}T|⟦/);
    if (lang !== "en") expect(html).not.toMatch(/Confirmed|Pending|Sample Collected|Cash|payment-job|\(admin\)|\(agent\)/);
  });
});

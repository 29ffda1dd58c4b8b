import { formatDate, formatDateTime, formatRupees } from "../format/format";
import { formatAddress } from "../geo/format-address";
import type { Language } from "../i18n/language";
import { unitLabel } from "../results/unit-label";
import type { DataExport, ExportedResult } from "./data-export-format";
import { PAYMENT_STATE_TEXTS, RELATION_TEXTS, STATUS_TEXTS, SUMMARY_TEXTS } from "./export-summary-texts";

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
/** Everything in the summary came from people (names, notes, addresses): escaped, every time. */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

const fill = (text: string, values: Record<string, string>) => text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? "");
const when = (value: string | null) => (value ? formatDateTime(value) : "");
const money = (paise: number | null) => (paise === null ? "" : formatRupees(paise));

/** The results catalogue's words in the summary's language (app/i18n/locales/{lang}/results.json), from the host. */
export type ResultsText = (key: string, values?: Record<string, string | number>) => string;

const FLAG_KEYS: Record<NonNullable<ExportedResult["flag"]>, string> = { low: "flags.low", "in-range": "flags.inRange", high: "flags.high", normal: "flags.normal", abnormal: "flags.abnormal" };

/** "Haemoglobin: 11.2 g/dL · Normal range: 12 to 15.5 g/dL · Low", as the tracking page words it. */
function resultLine(r: ExportedResult, resultsText: ResultsText): string {
  const unit = unitLabel(r.unit);
  const shown = r.code !== null ? resultsText(`answers.${r.code}`) : [r.value === null ? "" : String(r.value), unit].filter(Boolean).join(" ");
  const range = r.range && (r.range.low !== null || r.range.high !== null) ? r.range : null;
  const span = range
    ? range.low !== null && range.high !== null
      ? resultsText("view.rangeBoth", { low: range.low, high: range.high })
      : range.low !== null
        ? resultsText("view.rangeFrom", { low: range.low })
        : resultsText("view.rangeUpTo", { high: range.high ?? "" })
    : null;
  const parts = [`${r.name}: ${shown}`, span ? resultsText("view.range", { range: [span, unit].filter(Boolean).join(" ") }) : "", r.flag ? resultsText(FLAG_KEYS[r.flag]) : ""];
  return parts.filter(Boolean).join(" · ");
}

/**
 * summary.html of the export: the same data as data.json, for a person, in the language they asked in. A page with
 * no script, no outside address and its style inline, so it opens the same from the archive on any phone.
 */
export function exportSummaryHtml(data: DataExport, language: Language, resultsText: ResultsText): string {
  const t = SUMMARY_TEXTS[language];
  const e = escapeHtml;
  const statusText = (status: string | null) => (status ? (STATUS_TEXTS[language][status] ?? status) : "");
  const paymentText = (state: string) => PAYMENT_STATE_TEXTS[language][state] ?? state;
  const byText = (actor: string) => (t.by as Record<string, string>)[actor] ?? actor;
  const list = (items: string[]) => (items.length === 0 ? `<p>${e(t.none)}</p>` : `<ul>${items.join("")}</ul>`);
  const row = (label: string, value: string | number | null | undefined) => (value === null || value === undefined || value === "" ? "" : `<tr><th>${e(label)}</th><td>${e(String(value))}</td></tr>`);
  const a = data.account;
  const address = (parts: (string | null)[]) => formatAddress(parts);

  const orders = data.orders.map((o) => {
    const files = data.files.filter((f) => f.orderId === o.id);
    return `<section class="card"><h3>${e(fill(t.order, { id: String(o.id) }))}</h3><table>${[
      row(t.placed, when(o.createdAt)),
      row(t.for, o.patient.name),
      row(t.status, statusText(o.status)),
      row(t.tests, o.tests.map((test) => (test.amountPaise === null ? test.name : `${test.name} (${money(test.amountPaise)})`)).join(", ")),
      row(t.amount, money(o.amountPaise)),
      row(t.payment, [paymentText(o.payment.status), money(o.payment.paidPaise)].filter(Boolean).join(", ")),
      row(t.lab, o.lab?.name ?? null),
      row(t.address, address([o.address.address, o.address.village, o.address.city, o.address.pincode])),
    ].join("")}</table>
${o.results.length > 0 ? `<h4>${e(resultsText("view.title"))}</h4>${list(o.results.map((r) => `<li>${e(resultLine(r, resultsText))}${r.corrections.length > 0 ? ` (${e(t.corrected)})` : ""}</li>`))}` : ""}
<h4>${e(t.steps)}</h4>${list(o.statusHistory.map((h) => `<li>${e(when(h.at))}: ${e(byText(h.by))}${h.statusAfter && h.statusAfter !== h.statusBefore ? ` → ${e(statusText(h.statusAfter))}` : ""}</li>`))}
${files.length > 0 ? `<h4>${e(t.files)}</h4>${list(files.map((f) => (f.size === null ? `<li>${e(f.path)} (${e(t.missing)})</li>` : `<li><a href="${e(f.path)}">${e(f.path)}</a></li>`)))}` : ""}</section>`;
  });

  const consents = data.consents.map((c) => {
    const member = data.familyMembers.find((m) => m.id === c.memberId);
    const title = c.kind === "health_data" ? t.healthData : fill(t.guardian, { name: member?.name ?? "" });
    const parts = [c.givenAt ? fill(t.given, { date: when(c.givenAt) }) : "", c.withdrawnAt ? fill(t.withdrawn, { date: when(c.withdrawnAt) }) : "", c.active ? t.stands : t.notStanding].filter(Boolean);
    return `<li><strong>${e(title)}</strong>: ${e(parts.join(" · "))}</li>`;
  });

  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${e(t.title)}</title>
<style>
body{font-family:"Noto Sans","Noto Sans Devanagari","Noto Sans Bengali",system-ui,sans-serif;margin:0 auto;max-width:46rem;padding:1rem;color:#0f172a;line-height:1.5}
h1{font-size:1.5rem}h2{font-size:1.2rem;margin-top:2rem;border-bottom:1px solid #cbd5e1}h3{font-size:1.05rem;margin:0 0 .5rem}h4{font-size:.95rem;margin:.75rem 0 .25rem}
table{border-collapse:collapse;width:100%}th{text-align:left;vertical-align:top;padding:.2rem .75rem .2rem 0;color:#475569;font-weight:600;width:35%}td{padding:.2rem 0;overflow-wrap:anywhere}
.card{border:1px solid #e2e8f0;border-radius:.75rem;padding:.75rem;margin:.75rem 0}ul{padding-left:1.2rem}li{margin:.2rem 0;overflow-wrap:anywhere}
</style>
</head>
<body>
<h1>${e(t.title)}</h1>
<p>${e(fill(t.intro, { date: when(data.generatedAt) }))}</p>
<h2>${e(t.account)}</h2>
<table>${[row(t.name, a.name), row(t.phone, a.phone), row(t.gender, a.gender), row(t.age, a.age), row(t.address, address([a.address, a.city, a.state, a.pincode])), row(t.since, formatDate(a.createdAt))].join("")}</table>
<h2>${e(t.family)}</h2>
${list(data.familyMembers.map((m) => `<li><strong>${e(m.name)}</strong> (${e(RELATION_TEXTS[language][m.relation] ?? m.relation)})${m.birthDate ? ` · ${e(t.birth)}: ${e(m.birthDate)}` : m.birthYear ? ` · ${e(t.birth)}: ${m.birthYear}` : ""}${m.whatsappPhone ? ` · ${e(t.whatsapp)}: ${e(m.whatsappPhone)}` : ""}${m.removedAt ? ` · ${e(fill(t.removed, { date: formatDate(m.removedAt) }))}` : ""}</li>`))}
<h2>${e(t.orders)}</h2>
${orders.length === 0 ? `<p>${e(t.none)}</p>` : orders.join("\n")}
<h2>${e(t.payments)}</h2>
${list(data.payments.map((p) => `<li>${e(when(p.createdAt))}: ${e(fill(t.order, { id: String(p.orderId) }))}, ${e(money(p.amountPaise))}, ${e(paymentText(p.state))}</li>`))}
<h2>${e(t.consents)}</h2>
${list(consents)}
<h2>${e(t.reads)}</h2>
<p>${e(t.readsIntro)}</p>
${list(data.staffReads.map((r) => `<li>${e(when(r.at))}: ${e(t.roles[r.role])}${r.firstName ? ` (${e(r.firstName)})` : ""}, ${e(t.what[r.what])}, ${e(fill(t.order, { id: String(r.orderId) }))}</li>`))}
<h2>${e(t.messages)}</h2>
${list(data.messages.map((m) => `<li>${e(when(m.createdAt))}: ${e(m.text)}</li>`))}
</body>
</html>
`;
}

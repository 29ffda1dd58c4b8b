import { decodePDFRawStream, PDFArray, PDFDocument, PDFName, PDFRawStream } from "pdf-lib";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import bnVerify from "../app/i18n/locales/bn/verify.json" with { type: "json" };
import enVerify from "../app/i18n/locales/en/verify.json" with { type: "json" };
import hiVerify from "../app/i18n/locales/hi/verify.json" with { type: "json" };
import { createSession } from "../core/auth/sessions";
import { simplePdf } from "../core/files/simple-pdf";
import type { FileStorage } from "../core/files/file-storage";
import { createLab, createRequest } from "../core/orders/test-support";
import { nextInvoiceNumber } from "../core/payments/next-invoice-number";
import { formatVerificationCode } from "../core/verification/verification-code";
import { VERIFICATIONS_PER_IP_PER_HOUR } from "../core/verification/verify-budget";
import { testDb } from "../db/test-support/test-db";
import { startInProcessApp } from "./test-support/in-process-app";

const db = testDb();
let app: FastifyInstance;
let storage: FileStorage;
let close: () => Promise<void>;
const lab: { report: string; reportBytes: Uint8Array; order: number; owner: string; invoice: number } = { report: "", reportBytes: new Uint8Array(), order: 0, owner: "", invoice: 0 };
const TEXTS = { en: enVerify, hi: hiVerify, bn: bnVerify } as const;
const logLines: string[] = [];

beforeAll(async () => {
  ({ app, storage, close } = await startInProcessApp(db, { env: { LOG_LEVEL: "info" }, logStream: { write: (line) => void logLines.push(line) } }));
  const labId = await createLab(db);
  const order = await createRequest(db, { labId, status: "Report Generated" });
  lab.order = order.id;
  lab.reportBytes = simplePdf(["SALT LAKE DIAGNOSTICS", "Haemoglobin 10.8 g/dL"]);
  lab.report = await storage.put(lab.reportBytes, { kind: "report", owner: order.uid });
  lab.invoice = await nextInvoiceNumber(db);
  await db
    .updateTable("sample_requests")
    .set({
      name: "Mitali Rani Ghosh",
      report: lab.report,
      report_status: "Generated",
      report_date: new Date("2026-11-20T06:00:00Z"),
      tests: JSON.stringify([{ test_name: "Complete Blood Count (CBC)", amount_paise: 40_000 }]),
      payment_status: "Success",
      invoice_number: lab.invoice,
      invoice_date: new Date("2026-11-18T08:00:00Z"),
      amount_paise: 40_000,
    })
    .where("id", "=", order.id)
    .execute();
  lab.owner = `nikat_session=${(await createSession(db, { userId: order.uid })).token}`;
}, 180_000);
afterAll(async () => close?.());

let address = 0;
/** Each test looks codes up from an address of its own: the budget is per address. */
const ownAddress = () => `203.0.113.${(address += 1)}`;
const get = (url: string, options: { cookie?: string; ip?: string; lang?: string } = {}) =>
  app.inject({ method: "GET", url, remoteAddress: options.ip ?? ownAddress(), headers: { cookie: [options.cookie, options.lang ? `lang=${options.lang}` : ""].filter(Boolean).join("; ") } });
/** What a reader sees: the page's text without its markup. */
const shown = (html: string) => html.replace(/<script[\s\S]*?<\/script>/g, "").replace(/<[^>]+>/g, " ").replace(/&#x27;|&#39;/g, "'");

async function pageText(pdf: PDFDocument): Promise<string> {
  const contents = pdf.getPage(0).node.get(PDFName.of("Contents"));
  const refs = contents instanceof PDFArray ? contents.asArray() : [contents];
  return refs
    .map((ref) => pdf.context.lookup(ref))
    .map((stream) => (stream instanceof PDFRawStream ? Buffer.from(decodePDFRawStream(stream).decode()).toString("latin1") : ""))
    .map((source) => source + [...source.matchAll(/<([0-9A-Fa-f]+)>\s*Tj/g)].map((match) => Buffer.from(match[1]!, "hex").toString("latin1")).join("\n"))
    .join("\n");
}

async function downloadReportCode(): Promise<string> {
  const response = await get(`/trace/test/${lab.order}/report`, { cookie: lab.owner });
  expect(response.statusCode).toBe(200);
  const text = await pageText(await PDFDocument.load(response.rawPayload));
  const code = /Verification code {2}([0-9A-Z]{5}-[0-9A-Z]{5})/.exec(text)?.[1];
  expect(code).toBeDefined();
  return code!;
}

describe("the report's verification code", () => {
  it("is printed below the first page of the owner's download, the same each time, and the stored lab file stays as it was", async () => {
    const response = await get(`/trace/test/${lab.order}/report`, { cookie: lab.owner });
    expect(response.headers["content-type"]).toBe("application/pdf");
    expect(response.headers["content-disposition"]).toBe(`attachment; filename="report-${lab.order}.pdf"`);
    expect(Number(response.headers["content-length"])).toBe(response.rawPayload.byteLength);
    const pdf = await PDFDocument.load(response.rawPayload);
    expect(pdf.getPage(0).getMediaBox().height).toBeGreaterThan(842);
    expect(await pageText(pdf)).toContain("Haemoglobin 10.8 g/dL");
    const code = await downloadReportCode();
    expect(await downloadReportCode()).toBe(code);
    const stored = await storage.get(lab.report);
    expect(Buffer.concat(await stored!.stream.toArray())).toEqual(Buffer.from(lab.reportBytes));
  });

  it("opens a page that shows only the lab, the date, the tests and the initials", async () => {
    const code = await downloadReportCode();
    const response = await get(`/verify/${code}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toMatch(/no-store/);
    const text = shown(response.body);
    expect(text).toContain(enVerify.found.report);
    expect(text).toContain("Test Lab");
    expect(text).toContain("20/11/2026");
    expect(text).toContain("Complete Blood Count (CBC)");
    expect(text).toContain("M. R. G.");
    expect(text).not.toMatch(/Mitali|Ghosh|Hazra|700026/);
    const phone = (await db.selectFrom("sample_requests").select("phone").where("id", "=", lab.order).executeTakeFirstOrThrow()).phone;
    expect(response.body).not.toContain(phone);
    // As typed or scanned: lower case, without the dash.
    expect((await get(`/verify/${code.toLowerCase().replace("-", "")}`)).statusCode).toBe(200);
    // The code opens this page: the request's log line names /verify/:code, never the code.
    const logged = logLines.join("\n");
    expect(logged).toContain('"path":"/verify/:code"');
    for (const form of [code, code.replace("-", ""), code.toLowerCase().replace("-", "")]) expect(logged).not.toContain(form);
  });
});

describe("the invoice's verification code", () => {
  it("is on the owner's invoice with its QR code, and opens the invoice's check", async () => {
    const response = await get(`/invoice/${lab.invoice}`, { cookie: lab.owner });
    expect(response.statusCode).toBe(200);
    const code = /data-testid="invoice-verification-code"[^>]*>([0-9A-Z]{5}-[0-9A-Z]{5})</.exec(response.body)?.[1];
    expect(code).toBeDefined();
    expect(response.body).toMatch(/<div[^>]*role="img"[^>]*><svg/);
    const check = await get(`/verify/${code}`);
    expect(check.statusCode).toBe(200);
    expect(shown(check.body)).toContain(enVerify.found.invoice);
    expect(shown(check.body)).toContain("18/11/2026");
  });
});

describe("/verify", () => {
  it.each(["en", "hi", "bn"] as const)("answers an unknown or malformed code with a translated 404 that asks again (%s)", async (lang) => {
    for (const url of ["/verify/0000000000", "/verify/00000-00000", "/verify/not-a-code", `/verify/${"9".repeat(200)}`]) {
      const response = await get(url, { lang });
      expect(response.statusCode, url).toBe(404);
      expect(shown(response.body)).toContain(TEXTS[lang].notFound.title);
      expect(response.body).toContain('name="verification"');
    }
  });

  it("takes a typed code to its page, and keeps a code of the wrong shape with a translated message", async () => {
    const code = await downloadReportCode();
    const post = (verification: string, lang = "en") =>
      app.inject({ method: "POST", url: "/verify", remoteAddress: ownAddress(), headers: { "content-type": "application/x-www-form-urlencoded", cookie: `lang=${lang}` }, payload: new URLSearchParams({ verification }).toString() });
    const good = await post(` ${code.toLowerCase()} `);
    expect(good.statusCode).toBe(302);
    expect(good.headers.location).toBe(`/verify/${code.replace("-", "")}`);
    const bad = await post("7K3QM-X9D2", "hi");
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain("7K3QM-X9D2");
    expect(shown(bad.body)).toContain("यह वेरिफ़िकेशन कोड नहीं है");
    expect((await get("/verify", { lang: "bn" })).statusCode).toBe(200);
  });

  it(`refuses more than ${VERIFICATIONS_PER_IP_PER_HOUR} look-ups an hour from one address, right or wrong, with a translated 429`, async () => {
    const code = formatVerificationCode((await downloadReportCode()).replace("-", ""));
    const ip = ownAddress();
    for (let i = 0; i < VERIFICATIONS_PER_IP_PER_HOUR; i++) expect((await get(`/verify/${i % 2 ? code : "0000000000"}`, { ip })).statusCode).not.toBe(429);
    const refused = await get(`/verify/${code}`, { ip, lang: "bn" });
    expect(refused.statusCode).toBe(429);
    expect(shown(refused.body)).toContain(bnVerify.tooMany.title);
    expect(refused.body).not.toContain("Test Lab");
    // Another address is not held back.
    expect((await get(`/verify/${code}`)).statusCode).toBe(200);
  });
});

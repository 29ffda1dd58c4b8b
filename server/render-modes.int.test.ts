import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createSession } from "../core/auth/sessions";
import { loadMissingDemoData } from "../seed/load-demo-data";
import { testDb } from "../db/test-support/test-db";
import { withoutDrawnData } from "../app/render/drawn-on-server";
import { handoffInPage } from "../test-support/handoff-in-page";
import { startInProcessApp } from "./test-support/in-process-app";

const db = testDb();
const apps: Partial<Record<"whole" | "stock", FastifyInstance>> = {};
const closers: (() => Promise<void>)[] = [];
let patientCookie = "";
let staffCookie = "";
let orderPath = "";
let doctorPath = "";

beforeAll(async () => {
  await loadMissingDemoData(db);
  for (const mode of ["whole", "stock"] as const) {
    const { app, close } = await startInProcessApp(db, { env: { RENDER_MODE: mode } });
    apps[mode] = app;
    closers.push(close);
  }
  const patient = await db.selectFrom("users").select("id").where("phone", "=", "9830098300").executeTakeFirstOrThrow();
  patientCookie = `nikat_session=${(await createSession(db, { userId: patient.id })).token}`;
  const admin = await db.selectFrom("users").select("id").where("role", "=", "admin").orderBy("id").executeTakeFirstOrThrow();
  staffCookie = `nikat_session=${(await createSession(db, { userId: admin.id, staff: true })).token}`;
  const order = await db.selectFrom("sample_requests").select("id").where("uid", "=", patient.id).orderBy("id").executeTakeFirstOrThrow();
  orderPath = `/trace/test/${order.id}`;
  const doctor = await db.selectFrom("doctors").select("id").orderBy("id").executeTakeFirstOrThrow();
  doctorPath = `/doctor/${doctor.id}/profile`;
}, 240_000);
afterAll(async () => {
  for (const close of closers) await close();
});

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0" };
const decode = (text: string) =>
  text.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (whole, name: string) =>
    name.startsWith("#x") || name.startsWith("#X")
      ? String.fromCodePoint(parseInt(name.slice(2), 16))
      : name.startsWith("#")
        ? String.fromCodePoint(Number(name.slice(1)))
        : (ENTITIES[name] ?? whole),
  );

/** The text a visitor reads: the body's text, without scripts, styles, templates and comments, spaces collapsed. */
export function visibleText(html: string): string[] {
  const body = html.slice(html.indexOf("<body"));
  return body
    .replace(/<(script|style|template)\b[^>]*>[\s\S]*?<\/\1>/gi, " ")
    .replace(/<!--[\s\S]*?-->/g, "")
    .split(/<[^>]+>/)
    .map((piece) => decode(piece).replace(/\s+/g, " ").trim())
    .filter(Boolean);
}

const attribute = (tag: string, name: string) => {
  const match = new RegExp(`\\s${name}(?:="([^"]*)")?(?=[\\s/>])`, "i").exec(tag);
  return match ? decode(match[1] ?? "") : undefined;
};

/** Every form field as the browser would post it: its element, name, type and value (a select's chosen option). */
export function formFields(html: string): string[] {
  const fields: string[] = [];
  for (const match of html.matchAll(/<(input|button|textarea|select)\b[^>]*>([\s\S]*?<\/select>)?/gi)) {
    const [tag, name = "", options = ""] = match;
    const element = name.toLowerCase();
    const chosen = element === "select" ? (/<option\b[^>]*\sselected(?:="")?[^>]*>/i.exec(options)?.[0] ?? /<option\b[^>]*>/i.exec(options)?.[0] ?? "") : "";
    const value = element === "select" ? attribute(chosen, "value") : attribute(tag, "value");
    fields.push(`${element} name=${attribute(tag, "name")} type=${attribute(tag, "type")} value=${value} checked=${attribute(tag, "checked") !== undefined}`);
  }
  return fields;
}

const LANGUAGES = ["en", "hi", "bn"] as const;

type Visit = { path: () => string; who: "visitor" | "patient" | "staff" };
const VISITS: Visit[] = [
  { path: () => "/", who: "visitor" },
  { path: () => "/doctors", who: "visitor" },
  { path: () => "/pharmacy", who: "visitor" },
  { path: () => doctorPath, who: "visitor" },
  { path: () => "/track-order", who: "visitor" },
  { path: () => "/login", who: "visitor" },
  { path: () => "/", who: "patient" },
  { path: () => orderPath, who: "patient" },
  { path: () => "/track-order", who: "patient" },
  { path: () => "/staff/requests", who: "staff" },
];

/**
 * /doctors shows doctors in a random order: every page gets the same "random" number. One number, not a sequence:
 * React Router runs the page's loaders together, so which loader asks first depends on the database's timing.
 */
function sameRandomNumbers() {
  vi.spyOn(Math, "random").mockReturnValue(0.42);
}

async function page(mode: "whole" | "stock", path: string, lang: string, who: Visit["who"]) {
  sameRandomNumbers();
  const session = who === "patient" ? patientCookie : who === "staff" ? staffCookie : "";
  const cookie = [`lang=${lang}`, session].filter(Boolean).join("; ");
  const answer = await apps[mode]!.inject({ method: "GET", url: path, headers: { cookie, "accept-encoding": "identity" } });
  return { status: answer.statusCode, html: answer.body };
}

/** The data with what each render makes anew (a form's one-time key, the time it was drawn) set to one value. */
const samePerRender = (data: unknown): unknown =>
  JSON.parse(JSON.stringify(data, (key, value: unknown) => (key === "requestKey" || key === "nowIso" ? "(per render)" : value)));

/**
 * RENDER_MODE=stock serves pages through React Router's ordinary streaming entry; the default, "whole", through
 * app/render/ (docs/decisions/0018-render-machinery.md). A visitor must not be able to tell them apart.
 */
describe("the two render modes", () => {
  const cases = LANGUAGES.flatMap((lang) => VISITS.map((visit) => ({ lang, visit })));

  it.each(cases)("show the same text and form fields: %#", async ({ lang, visit }) => {
    const path = visit.path();
    // The first whole page renders its same-for-everyone parts and keeps them; the second has them put in.
    await page("whole", path, lang, visit.who);
    await new Promise((resolve) => setImmediate(resolve));
    // One clock for both: /doctors ranks by the next chamber open from now, and a boundary passed between the two
    // renders listed other doctors in each (seen once in CI).
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
    const [whole, stock] = await (async () => {
      try {
        return [await page("whole", path, lang, visit.who), await page("stock", path, lang, visit.who)];
      } finally {
        vi.useRealTimers();
      }
    })();
    const label = `${path} in ${lang}, as ${visit.who}`;
    expect(whole.status, label).toBe(200);
    expect(stock.status, label).toBe(200);
    expect(whole.html, label).toContain(`<html lang="${lang}"`);
    expect(visibleText(whole.html).length, label).toBeGreaterThan(20);
    expect(visibleText(whole.html), label).toEqual(visibleText(stock.html));
    expect(formFields(whole.html), label).toEqual(formFields(stock.html));
    // And React Router in the browser reads the same data from both: the whole mode's is plain JSON written back into
    // React Router's line in the page (app/render/handoff-as-json.server.ts), the stock mode's React Router's own;
    // the whole mode's without the data of parts kept as the server drew them (drawn-on-server.ts), their mark alone.
    expect(whole.html, label).toContain("streamController.enqueue((function(v){");
    expect(samePerRender(await handoffInPage(whole.html)), label).toEqual(samePerRender(withoutDrawnData(await handoffInPage(stock.html))));
  });

  it("covers at least 15 addresses, logged in and out, in every language", () => {
    expect(cases.length).toBeGreaterThanOrEqual(15);
    expect(new Set(cases.map((entry) => entry.visit.who))).toEqual(new Set(["visitor", "patient", "staff"]));
  });
});

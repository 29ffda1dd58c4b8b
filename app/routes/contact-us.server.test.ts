import type { AppLoadContext } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { contactMessageOfServicesEnquiry } from "../../core/contact/contact-message-of";
import { servicesEnquirySchema } from "../../core/contact/services-enquiry-schema";
import { coreForPages } from "../../core/core-for-pages";
import { readEveryTime } from "../../core/reference-reads/recent-reads";
import type { RateLimiter } from "../../core/rate-limit/rate-limiter";
import { handleContactForm } from "./contact-us.server";

type Answer = { data: unknown; init: ResponseInit | null };
/** The action's answer as data (these forms never redirect). */
async function answerOf(result: Promise<unknown>): Promise<Answer> {
  const answer = await result;
  if (answer instanceof Response) throw new Error("expected data, got a Response");
  return answer as Answer;
}

function post(fields: Record<string, string>): Request {
  return new Request("http://localhost/services", { method: "POST", body: new URLSearchParams(fields) });
}

/** Core for the pages over just enough of Kysely's insert chain for the action; `fail` makes the database refuse. */
function fakeCore({ fail }: { fail: boolean }) {
  const inserted: unknown[] = [];
  const db = {
    insertInto: () => ({
      values: (row: unknown) => ({
        returning: () => ({
          executeTakeFirstOrThrow: async () => {
            if (fail) throw Object.assign(new Error("connection refused"), { code: "ECONNREFUSED" });
            inserted.push(row);
            return { id: inserted.length };
          },
        }),
      }),
    }),
  };
  return { core: coreForPages(db as unknown as Parameters<typeof coreForPages>[0], readEveryTime), inserted };
}

/** Counts per key in memory: the limiter's own behaviour is tested on PostgreSQL and Redis in core/rate-limit. */
function memoryLimiter(): RateLimiter {
  const hits = new Map<string, number>();
  return {
    hit: async (key, limit) => {
      hits.set(key, (hits.get(key) ?? 0) + 1);
      return { allowed: (hits.get(key) ?? 0) <= limit, retryAfterMs: 0 };
    },
    clear: async (key) => {
      hits.delete(key);
    },
  };
}

function run(fields: Record<string, string>, { fail = false, rateLimiter = memoryLimiter(), log = { error: vi.fn() } } = {}) {
  const { core, inserted } = fakeCore({ fail });
  const context = { core, lang: "hi", clientIp: "198.51.100.9", auth: { rateLimiter }, log } as unknown as AppLoadContext;
  const result = answerOf(handleContactForm({ request: post(fields), context, schema: servicesEnquirySchema, toMessage: contactMessageOfServicesEnquiry }));
  return { result, inserted };
}

const valid = { name: "Sunrise Tea Estate", email: "hr@sunrise.example.in", message: "A health camp for 300 workers, please." };

describe("handleContactForm", () => {
  it("stores a valid message in the page's language and answers ok", async () => {
    const { result, inserted } = run(valid);
    const answer = await result;
    expect(answer.data).toEqual({ ok: true });
    expect(answer.init?.status ?? 200).toBe(200);
    expect(inserted).toEqual([expect.objectContaining({ source: "services", first_name: "Sunrise Tea Estate", language: "hi" })]);
  });

  it("answers 400 with each field's error key and everything typed, storing nothing", async () => {
    const { result, inserted } = run({ name: "Rina", email: "rina@", message: "Hi" });
    const answer = await result;
    expect(answer.init?.status).toBe(400);
    expect(answer.data).toEqual({
      ok: false,
      fieldErrors: { email: "errors.email", message: "errors.tooShort" },
      values: { name: "Rina", email: "rina@", message: "Hi" },
    });
    expect(inserted).toEqual([]);
  });

  it("answers with errors.server and keeps the input when the database fails, logging through the request's logger", async () => {
    const log = { error: vi.fn() };
    const answer = await run(valid, { fail: true, log }).result;
    expect(answer.init?.status).toBe(500);
    expect(answer.data).toEqual({ ok: false, fieldErrors: {}, formError: "errors.server", values: valid });
    // Only the error's name and code are logged, never the visitor's details.
    expect(log.error).toHaveBeenCalledWith(expect.objectContaining({ what: "contact message not stored", errorCode: "ECONNREFUSED" }), "contact message not stored");
    expect(JSON.stringify(log.error.mock.calls)).not.toContain("Sunrise");
  });

  it("answers 415 with a translated message for a body that is not a form, storing nothing", async () => {
    const { core, inserted } = fakeCore({ fail: false });
    const request = new Request("http://localhost/services", { method: "POST", body: "{}", headers: { "content-type": "application/json" } });
    const answer = await answerOf(handleContactForm({ request, context: { core, lang: "en", clientIp: "198.51.100.9", auth: { rateLimiter: memoryLimiter() } } as unknown as AppLoadContext, schema: servicesEnquirySchema, toMessage: contactMessageOfServicesEnquiry }));
    expect(answer.init?.status).toBe(415);
    expect(answer.data).toEqual({ ok: false, fieldErrors: {}, formError: "errors.unsupportedMediaType", values: {} });
    expect(inserted).toEqual([]);
  });

  it("refuses the 11th message from one address in an hour, keeping what was typed and storing nothing more", async () => {
    const rateLimiter = memoryLimiter();
    for (let i = 0; i < 10; i += 1) expect((await run(valid, { rateLimiter }).result).init?.status ?? 200).toBe(200);
    const { result, inserted } = run(valid, { rateLimiter });
    const answer = await result;
    expect(answer.init?.status).toBe(429);
    expect(answer.data).toMatchObject({ ok: false, formError: "errors.tooManyMessages", values: { name: valid.name } });
    expect(inserted).toHaveLength(0);
  });
});

import { data, type AppLoadContext } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { AppError } from "../../core/errors/app-error";
import { requiredText } from "../../core/forms/form-fields";
import { formAction } from "./form-action.server";

const schema = z.object({ name: requiredText(20), phone: z.string().max(10).optional() });
const context = { log: { error: vi.fn() } } as unknown as AppLoadContext;

type Answer = { data: Record<string, unknown>; init: ResponseInit | null };
async function send(request: Request, options: { run?: () => Promise<object>; maxBytes?: number; budget?: () => Promise<void> } = {}) {
  const run = vi.fn(options.run ?? (async () => ({ stored: true })));
  const answer = await formAction({ request, context, schema, what: "test form", run, maxBytes: options.maxBytes, budget: options.budget });
  if (answer instanceof Response) throw new Error("expected data");
  return { answer: answer as unknown as Answer, run };
}

const post = (body: BodyInit, headers: Record<string, string> = {}) => new Request("http://localhost/form", { method: "POST", body, headers });

/** A body that arrives in chunks without a Content-Length, as a chunked upload does. */
function streamed(chunks: number, chunkSize: number) {
  let sent = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent++ >= chunks) controller.close();
      else controller.enqueue(new TextEncoder().encode(sent === 1 ? "name=" : "a".repeat(chunkSize)));
    },
  });
  return new Request("http://localhost/form", { method: "POST", body, headers: { "content-type": "application/x-www-form-urlencoded" }, duplex: "half" } as RequestInit);
}

describe("formAction", () => {
  it("parses an url-encoded or multipart form with the schema and calls the core function once", async () => {
    const { answer, run } = await send(post(new URLSearchParams({ name: "Rina", phone: "9830012345" })));
    expect(answer.data).toEqual({ ok: true, stored: true });
    expect(run).toHaveBeenCalledWith({ name: "Rina", phone: "9830012345" }, { file: null, values: { name: "Rina", phone: "9830012345" } });
    const multipart = new FormData();
    multipart.set("name", "Rina");
    expect((await send(post(multipart))).answer.data).toEqual({ ok: true, stored: true });
  });

  it.each([
    ["application/json", "{}"],
    ["text/plain", "name=Rina"],
    ["application/xml", "<form><name>Rina</name></form>"],
    ["", "name=Rina"],
  ])("answers 415 with a translated message for %j, without calling the core function", async (type, body) => {
    const { answer, run } = await send(post(body, type ? { "content-type": type } : {}));
    expect(answer.init?.status).toBe(415);
    expect(answer.data).toEqual({ ok: false, fieldErrors: {}, formError: "errors.unsupportedMediaType", values: {} });
    expect(run).not.toHaveBeenCalled();
  });

  it.each([
    ["no boundary", "multipart/form-data"],
    ["a wrong boundary", "multipart/form-data; boundary=nothing-like-this"],
  ])("answers 400 for multipart with %s", async (_name, type) => {
    const { answer, run } = await send(post('--real\r\nContent-Disposition: form-data; name="name"\r\n\r\nRina\r\n--real--\r\n', { "content-type": type }));
    expect(answer.init?.status).toBe(400);
    expect(answer.data).toMatchObject({ ok: false, formError: "errors.badForm" });
    expect(run).not.toHaveBeenCalled();
  });

  it("answers 413 from the declared length, before reading the body", async () => {
    const request = post("name=Rina", { "content-type": "application/x-www-form-urlencoded", "content-length": String(17 * 1024) });
    const { answer } = await send(request);
    expect(answer.init?.status).toBe(413);
    expect(answer.data).toMatchObject({ formError: "errors.payloadTooLarge" });
    expect(request.bodyUsed).toBe(false);
  });

  it("answers 413 as soon as a body without a length passes the cap, reading no further", async () => {
    const request = streamed(1_000, 4096);
    const { answer } = await send(request, { maxBytes: 16 * 1024 });
    expect(answer.init?.status).toBe(413);
  });

  it("echoes only the schema's fields, each cut to its own limit", async () => {
    const { answer } = await send(post(new URLSearchParams({ name: "R".repeat(5000), phone: "9".repeat(300), other: "x".repeat(300) })));
    expect(answer.init?.status).toBe(400);
    expect(answer.data).toEqual({ ok: false, fieldErrors: { name: "errors.tooLong", phone: expect.any(String) }, values: { name: "R".repeat(20), phone: "9".repeat(10) } });
  });

  it("spends the budget before parsing and answers 429 when it is spent", async () => {
    const { answer, run } = await send(post(new URLSearchParams({ name: "Rina" })), {
      budget: async () => {
        throw new AppError("tooManyMessages", 429);
      },
    });
    expect(answer.init?.status).toBe(429);
    expect(answer.data).toMatchObject({ formError: "errors.tooManyMessages", values: { name: "Rina" } });
    expect(run).not.toHaveBeenCalled();
  });

  it("turns the core function's AppError into its message and status, with its details", async () => {
    const { answer } = await send(post(new URLSearchParams({ name: "Rina" })), {
      run: async () => {
        throw new AppError("codeWrong", 400, { attemptsLeft: 3 });
      },
    });
    expect(answer.init?.status).toBe(400);
    expect(answer.data).toEqual({ ok: false, fieldErrors: {}, formError: "errors.codeWrong", details: { attemptsLeft: 3 }, values: { name: "Rina" } });
  });

  it("answers errors.server for an unexpected failure, reporting it without the visitor's data", async () => {
    const { answer } = await send(post(new URLSearchParams({ name: "Rina" })), {
      run: async () => {
        throw new Error("insert failed for Rina");
      },
    });
    expect(answer.init?.status).toBe(500);
    expect(answer.data).toMatchObject({ formError: "errors.server", values: { name: "Rina" } });
    expect(JSON.stringify((context.log.error as ReturnType<typeof vi.fn>).mock.calls)).not.toContain("Rina");
  });

  it("leaves a thrown data() or Response to React Router, unreported", async () => {
    const logged = vi.fn();
    const own = { log: { error: logged } } as unknown as AppLoadContext;
    const request = () => formAction({ request: post(new URLSearchParams({ name: "Rina" })), context: own, schema, what: "test form", run: async () => Promise.reject(thrown) });
    let thrown: unknown = data("gone", { status: 404 });
    await expect(request()).rejects.toBe(thrown);
    thrown = new Response(null, { status: 303, headers: { location: "/" } });
    await expect(request()).rejects.toBe(thrown);
    expect(logged).not.toHaveBeenCalled();
  });
});

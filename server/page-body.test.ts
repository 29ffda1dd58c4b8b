import type { IncomingMessage, ServerResponse } from "node:http";
import { PassThrough } from "node:stream";
import { EventEmitter } from "node:events";
import { describe, expect, it } from "vitest";
import type { ServerBuild } from "react-router";
import { createPageRequest, declaredLengthOver, pageBodyLimitFor } from "./page-body";

function fakeRequest(headers: Record<string, string> = {}) {
  const body = new PassThrough();
  return Object.assign(body, { method: "POST", url: "/contact-us", headers: { host: "localhost", ...headers } }) as unknown as IncomingMessage & PassThrough;
}
const fakeResponse = () => Object.assign(new EventEmitter(), { writableFinished: false }) as unknown as ServerResponse;

describe("page bodies at the host", () => {
  it("passes a body within the cap through unchanged, pulled as it is read", async () => {
    const req = fakeRequest({ "content-type": "application/x-www-form-urlencoded" });
    const request = createPageRequest(req, fakeResponse(), { protocol: "http:", maxBytes: 1024 });
    req.end("name=Rina&city=Raiganj");
    expect(await request.text()).toBe("name=Rina&city=Raiganj");
  });

  it("fails the read with a 413 AppError once more than the cap has arrived, without a declared length", async () => {
    const req = fakeRequest();
    const request = createPageRequest(req, fakeResponse(), { protocol: "http:", maxBytes: 64 * 1024 });
    const reader = request.body!.getReader();
    let read = 0;
    const chunk = Buffer.alloc(16 * 1024, "a");
    const writing = (async () => {
      for (let i = 0; i < 100 && !req.destroyed; i += 1) {
        if (!req.write(chunk)) await new Promise((resolve) => setTimeout(resolve, 1));
      }
    })();
    const failure = await (async () => {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return null;
        read += value.byteLength;
      }
    })().catch((error: unknown) => error);
    expect(failure).toMatchObject({ name: "AppError", code: "payloadTooLarge", status: 413 });
    expect(read).toBeLessThanOrEqual(64 * 1024);
    req.destroy();
    await writing;
  });

  it("refuses by declared length", () => {
    expect(declaredLengthOver({ "content-length": String(50 * 1024 * 1024) }, 64 * 1024)).toBe(true);
    expect(declaredLengthOver({ "content-length": "100" }, 64 * 1024)).toBe(false);
    expect(declaredLengthOver({}, 64 * 1024)).toBe(false);
  });

  it("takes a route's cap from its module's handle, for the page and its .data twin, and the default elsewhere", () => {
    const route = (id: string, path: string | undefined, module: object, extra: object = {}) => ({ id, path, parentId: id === "root" ? undefined : "root", module, ...extra });
    const build = {
      routes: {
        root: route("root", "", {}),
        home: route("home", undefined, {}, { index: true }),
        upload: route("upload", "upload/:id", { handle: { maxBodyBytes: 12 * 1024 * 1024 } }),
        uploadReport: route("uploadReport", "upload/:id/report", {}),
        anything: route("anything", "/:ty/:ct", {}),
        broken: route("broken", "broken", { handle: { maxBodyBytes: "lots" } }),
      },
    } as unknown as ServerBuild;
    for (const path of ["/upload/7", "/upload/7.data", "/upload/7/"]) expect(pageBodyLimitFor(build, path), path).toBe(12 * 1024 * 1024);
    for (const path of ["/", "/_root.data", "/upload/7/report", "/upload", "/at/kolkata", "/broken", "/no/such/page/here"]) expect(pageBodyLimitFor(build, path), path).toBe(64 * 1024);
  });
});

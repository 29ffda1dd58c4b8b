// OTEL_EXPORTER_OTLP_ENDPOINT set: `npm start` (built, in a child process, as production runs it) sends its spans by
// OTLP over HTTP to a receiver in this test, with no query string and no phone number in them (decision 0023).
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freshDatabase } from "../db/test-support/fresh-database";

const root = path.resolve(import.meta.dirname, "..");
const PHONE = "9876501234";
const QUERY_SECRET = "query-secret-7f3a";

type OtlpValue = { stringValue?: string; intValue?: string | number };
type OtlpSpan = { name: string; parentSpanId?: string; attributes?: { key: string; value: OtlpValue }[] };
const attribute = (span: OtlpSpan, key: string) => {
  const value = span.attributes?.find((a) => a.key === key)?.value;
  return value?.stringValue ?? value?.intValue;
};

const bodies: string[] = [];
const spans = () =>
  bodies.flatMap((body) => (JSON.parse(body) as { resourceSpans: { scopeSpans: { spans: OtlpSpan[] }[] }[] }).resourceSpans.flatMap((r) => r.scopeSpans.flatMap((s) => s.spans)));

let receiver: http.Server;
let app: ChildProcess | undefined;
let base = "";
let dropDatabase = async () => {};
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "nikat-tracing-"));

async function freePort(): Promise<number> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function until<T>(what: string, probe: () => Promise<T | undefined> | T | undefined, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = await Promise.resolve()
      .then(probe)
      .catch(() => undefined);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`${what}: not seen within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

beforeAll(async () => {
  receiver = http.createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")));
    request.on("end", () => {
      if (request.url === "/v1/traces") bodies.push(body);
      response.writeHead(200, { "content-type": "application/json" }).end("{}");
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  const receiverPort = (receiver.address() as AddressInfo).port;

  const buildDir = path.join(tmp, "build");
  // Its own build, as `npm start` would make it, so a build or e2e server in use elsewhere is left alone.
  const build = spawn("npm", ["run", "build"], { cwd: root, env: { ...process.env, BUILD_DIR: buildDir }, stdio: "ignore" });
  const status = await new Promise<number | null>((resolve) => build.once("exit", resolve));
  if (status !== 0) throw new Error("npm run build failed");
  const database = await freshDatabase();
  dropDatabase = database.drop;
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  app = spawn(process.execPath, [path.join(root, "scripts/start.mjs")], {
    cwd: root,
    env: {
      ...process.env,
      BUILD_DIR: buildDir,
      NODE_ENV: "production",
      APP_ENV: "demo",
      HOST: "127.0.0.1",
      PORT: String(port),
      DATA_DIR: path.join(tmp, "data"),
      DATABASE_URL: database.url,
      SHUTDOWN_DRAIN_SECONDS: "0",
      LOG_LEVEL: "warn",
      OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${receiverPort}`,
      OTEL_BSP_SCHEDULE_DELAY: "200",
    },
    stdio: "ignore",
  });
  await until("the app ready", async () => (await fetch(`${base}/readyz`)).ok, 180_000);
}, 600_000);

afterAll(async () => {
  if (app && app.exitCode === null) {
    const exited = new Promise((resolve) => app!.once("exit", resolve));
    app.kill("SIGTERM");
    await exited;
  }
  await dropDatabase().catch(() => {});
  await new Promise((resolve) => receiver?.close(resolve));
  fs.rmSync(tmp, { recursive: true, force: true });
}, 60_000);

describe("tracing with OTEL_EXPORTER_OTLP_ENDPOINT", () => {
  it("exports a page request's span by its route pattern with its request id, and its database queries under it", async () => {
    const page = await fetch(`${base}/doctors?phone=${PHONE}&token=${QUERY_SECRET}`, { headers: { "x-request-id": "trace-test-1" } });
    expect(page.status).toBe(200);
    // A phone number sent in a form: the login code's queries carry it as a bound value.
    const login = await fetch(`${base}/login`, { method: "POST", body: new URLSearchParams({ intent: "request-code", phone: PHONE, redirectTo: "/" }), headers: { "x-forwarded-for": "203.0.113.9" } });
    expect(login.status).toBeLessThan(500);

    const server = await until("the page's server span", () => spans().find((span) => attribute(span, "nikat.request_id") === "trace-test-1"), 20_000);
    expect(server.name).toBe("GET /doctors/*");
    expect(attribute(server, "http.route")).toBe("/doctors/*");
    expect(Number(attribute(server, "http.status_code") ?? attribute(server, "http.response.status_code"))).toBe(200);
    const query = await until("a database query span", () => spans().find((span) => attribute(span, "db.system") === "postgresql" || attribute(span, "db.system.name") === "postgresql"), 20_000);
    expect(query.parentSpanId).toBeTruthy();
    await until("the login's spans", () => spans().find((span) => span.name === "POST /login/*" || span.name === "POST /login"), 20_000);

    const everything = bodies.join("\n");
    expect(everything).not.toContain(QUERY_SECRET);
    expect(everything).not.toContain(PHONE);
    expect(everything).not.toContain("203.0.113.9");
  }, 60_000);
});

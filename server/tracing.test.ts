import type { ReadableSpan } from "@opentelemetry/sdk-trace-node";
import { describe, expect, it } from "vitest";
import { scrubbedSpan } from "./tracing";

describe("scrubbedSpan (decision 0023: nothing personal leaves the process)", () => {
  it("keeps the allowed attributes only, and drops error messages from events and the status", () => {
    const span = {
      name: "GET /doctors/*",
      attributes: {
        "http.method": "GET",
        "http.status_code": 200,
        "http.route": "/doctors/*",
        "nikat.request_id": "abc",
        "http.target": "/doctors?phone=9876501234",
        "http.url": "http://example.in/doctors?phone=9876501234",
        "net.peer.ip": "203.0.113.9",
        "http.user_agent": "Mozilla/5.0",
        "db.statement": "select * from users where phone = $1",
        "db.user": "nikat",
      },
      events: [{ name: "exception", time: [0, 0], attributes: { "exception.type": "23505", "exception.message": "Key (phone)=(9876501234) already exists" } }],
      status: { code: 2, message: "Key (phone)=(9876501234) already exists" },
      spanContext: () => ({ traceId: "t", spanId: "s", traceFlags: 1 }),
    } as unknown as ReadableSpan;

    const scrubbed = scrubbedSpan(span);

    expect(scrubbed.attributes).toEqual({ "http.method": "GET", "http.status_code": 200, "http.route": "/doctors/*", "nikat.request_id": "abc", "db.statement": "select * from users where phone = $1" });
    expect(scrubbed.events[0]!.attributes).toEqual({ "exception.type": "23505" });
    expect(scrubbed.status).toEqual({ code: 2 });
    expect(scrubbed.name).toBe("GET /doctors/*");
    expect(scrubbed.spanContext().spanId).toBe("s");
    expect(JSON.stringify({ ...scrubbed, attributes: scrubbed.attributes, events: scrubbed.events, status: scrubbed.status })).not.toContain("9876501234");
  });
});

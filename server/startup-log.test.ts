import { describe, expect, it } from "vitest";
import { startupLine } from "./startup-log";

describe("start-up lines", () => {
  it("are JSON in production, with pino's level numbers", () => {
    const line = startupLine('Redis unreachable (connect ECONNREFUSED): "quoted"', { json: true, now: new Date(1_700_000_000_000) });
    expect(JSON.parse(line)).toEqual({ level: 30, time: 1_700_000_000_000, pid: process.pid, msg: 'Redis unreachable (connect ECONNREFUSED): "quoted"' });
    expect(JSON.parse(startupLine("PORT 3000 is in use", { json: true, level: "error" })).level).toBe(50);
    expect(line).not.toContain("\n");
  });

  it("stay plain for a person in demo mode", () => {
    expect(startupLine("embedded PostgreSQL is up on 127.0.0.1", { json: false })).toBe("[nikat] embedded PostgreSQL is up on 127.0.0.1");
  });
});

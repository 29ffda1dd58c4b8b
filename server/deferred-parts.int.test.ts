import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDb } from "../db/test-support/test-db";
import { startInProcessApp } from "./test-support/in-process-app";

const db = testDb();
let app: FastifyInstance;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ app, close } = await startInProcessApp(db));
}, 120_000);
afterAll(async () => close());

/**
 * The booking form, the hospitals block, the support banner and the footer load their code after the page is
 * interactive (app/render/hydrate-later.tsx), but the server must send them in place and visible: a phone without
 * JavaScript, or still waiting for it, reads and posts them as plain HTML.
 */
describe("parts of a page hydrated later", () => {
  it.each(["/", "/bn"])("are in the HTML of %s in place, not hidden for a script to reveal", async (url) => {
    const html = (await app.inject({ method: "GET", url })).body;
    // React's marks of a boundary sent unfinished (<!--$?-->) or moved to the end hidden (<div hidden id="S:…">).
    expect(html).not.toContain("<!--$?-->");
    expect(html).not.toMatch(/<div hidden id="S:/);
    const booking = html.indexOf('id="booking"');
    const footer = html.indexOf("<footer");
    expect(booking).toBeGreaterThan(html.indexOf('id="labs"'));
    expect(footer).toBeGreaterThan(booking);
    expect(html.indexOf("<script", footer)).toBeGreaterThan(footer);
    expect(html).toContain("<!--$-->");
  });
});

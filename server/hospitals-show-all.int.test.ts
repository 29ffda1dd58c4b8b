import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDb } from "../db/test-support/test-db";
import { HOSPITAL_CARDS } from "../app/components/hospitals/hospitals-block-data";
import { startInProcessApp } from "./test-support/in-process-app";

const db = testDb();
let app: FastifyInstance;
let close: () => Promise<void>;

beforeAll(async () => {
  // Enough pinned hospitals for a 'Show all' (other test files may add more: counts below are relative).
  for (let i = 0; i < HOSPITAL_CARDS + 4; i += 1) {
    await db
      .insertInto("hospitals")
      .values({ type: "Hospital", name: `ShowAll Hospital ${i}`, lat: 23.5 + i / 100, lon: 88.9, map: `23.5,88.9`, is_open: "Yes", open_time: "00:00", close_time: "23:59", pin: true, rating: 4.5, rated_by: 10 })
      .execute();
  }
  ({ app, close } = await startInProcessApp(db));
}, 120_000);
afterAll(async () => close());

const cards = (html: string) => html.match(/data-testid="hospital-card"/g)?.length ?? 0;
const restLinks = (html: string) => html.slice(html.indexOf('id="hospitals"')).split("</section>")[0]?.match(/<li><a [^>]*href="\/chamber\/\d+"/g)?.length ?? 0;

/** Spec 001 §2.6 at scale (100 pinned hospitals): the cards come with the page, the rest only when asked for. */
describe("the hospitals block's 'Show all'", () => {
  it("sends the cards and a link that asks for the rest, not the rest itself", async () => {
    const html = (await app.inject({ method: "GET", url: "/" })).body;
    expect(cards(html)).toBe(HOSPITAL_CARDS);
    expect(restLinks(html)).toBe(0);
    expect(html).toMatch(/<a[^>]*href="\/\?hospitals=all#hospitals"/);
  });

  it("lists every other pinned hospital when asked, keeping the page's other parameters", async () => {
    const html = (await app.inject({ method: "GET", url: "/?hospitals=all" })).body;
    expect(cards(html)).toBe(HOSPITAL_CARDS);
    expect(restLinks(html)).toBeGreaterThanOrEqual(4);
    expect(html).not.toMatch(/href="[^"]*hospitals=all#hospitals"/);
    expect((await app.inject({ method: "GET", url: "/services?x=1" })).body).toMatch(/href="\/services\?x=1&amp;hospitals=all#hospitals"/);
  });
});

import fs from "node:fs/promises";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSession } from "../core/auth/sessions";
import { randomPhone } from "../core/auth/test-support";
import { SESSION_COOKIE } from "../core/auth/session-cookie";
import { distanceKm } from "../core/geo/distance";
import { findPincode } from "../core/geo/pincode-lookup";
import { getStaffRequestOptions } from "../core/staff/get-staff-request";
import { getAgentVisit } from "../core/staff/list-agent-day";
import { testDb } from "../db/test-support/test-db";
import { startInProcessApp } from "./test-support/in-process-app";

/**
 * Issue #27: an address in 700026 was pinned at 700001, the place in the top bar. The booking is located by its own
 * address: the pin the agent opens and the distances the admin sees come from what the patient typed.
 */
const db = testDb();
let app: FastifyInstance;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ app, close } = await startInProcessApp(db));
}, 120_000);
afterAll(async () => close?.());

const photo = new Uint8Array(await fs.readFile(new URL("../core/files/test-files/photo.jpg", import.meta.url)));
const dalhousie = (await findPincode(db, "700001"))!;
/** Gariahat: a pincode whose centre in the extract is its own. */
const gariahat = (await findPincode(db, "700019"))!;
/** The top bar says 700001: the cookies the location dialog stores (core/geo/chosen-location.ts). */
const topBarAt700001 = `selected_by=user; lat=${dalhousie.lat}; lon=${dalhousie.lon}; lng=${dalhousie.lon}; address=${encodeURIComponent(dalhousie.address)}; city=Kolkata; state=${encodeURIComponent("West Bengal")}; pincode=700001`;

async function patientCookie(): Promise<{ id: number; cookie: string }> {
  const { id } = await db.insertInto("users").values({ phone: randomPhone() }).returning("id").executeTakeFirstOrThrow();
  const { token } = await createSession(db, { userId: id });
  return { id, cookie: `${SESSION_COOKIE}=${token}; lang=en; ${topBarAt700001}` };
}

/** The form as the page sent it before the fix: its hidden lat/lon held the top bar's place. */
async function book(extra: Record<string, string>): Promise<{ lat: number | null; lon: number | null; id: number }> {
  const who = await patientCookie();
  const form = new FormData();
  const values = { name: "Anita Roy", age: "67", gender: "Female", village: "Kalighat", address: "3 Rashbehari Avenue", city: "Kolkata", slot: "tomorrow-2", consent: "on" };
  for (const [name, value] of Object.entries({ ...values, lat: String(dalhousie.lat), lon: String(dalhousie.lon), ...extra })) form.set(name, value);
  form.set("prescription", new File([photo as Uint8Array<ArrayBuffer>], "p.jpg", { type: "image/jpeg" }));
  const request = new Request("http://form.invalid/", { method: "POST", body: form });
  const response = await app.inject({
    method: "POST",
    url: "/booking/sample-request",
    headers: { cookie: who.cookie, "content-type": request.headers.get("content-type")!, accept: "application/json" },
    payload: Buffer.from(await request.arrayBuffer()),
  });
  expect(response.statusCode).toBe(200);
  return db.selectFrom("sample_requests").select(["id", "lat", "lon"]).where("uid", "=", who.id).executeTakeFirstOrThrow();
}

describe("a booking is located by its own address", () => {
  it("pincode 700019 while the top bar says 700001: the pin is 700019's, and the admin's nearest labs are measured from there", async () => {
    const stored = await book({ pincode: "700019" });
    expect(stored.lat).toBeCloseTo(gariahat.lat, 5);
    expect(stored.lon).toBeCloseTo(gariahat.lon, 5);
    expect(distanceKm({ lat: stored.lat!, lon: stored.lon! }, dalhousie)).toBeGreaterThan(2);

    const near = await db
      .insertInto("hospitals")
      .values({ type: "Lab", status: "Active", name: "Lab at Gariahat", city: "Kolkata", lat: gariahat.lat + 0.001, lon: gariahat.lon })
      .returning("id")
      .executeTakeFirstOrThrow();
    const options = await getStaffRequestOptions(db, { lab_id: null, lat: stored.lat, lon: stored.lon, city: "Kolkata", tests: [] });
    const shown = options.labs.find((lab) => lab.id === near.id);
    expect(shown?.distanceKm).toBeLessThan(0.5);
    await db.deleteFrom("hospitals").where("id", "=", near.id).execute();
  });

  it("the phone's position is used only when the patient chose it for this address", async () => {
    const here = { lat: "22.5201", lon: "88.3472" };
    const chosen = await book({ pincode: "700026", deviceLocation: "on", ...here });
    expect([chosen.lat, chosen.lon]).toEqual([22.5201, 88.3472]);
    const notChosen = await book({ pincode: "700019", ...here });
    expect(notChosen.lat).toBeCloseTo(gariahat.lat, 5);
  });

  it("700026, whose centre in the extract is Kolkata's (700001's too): no pin, and the agent's map searches the typed address", async () => {
    expect([(await findPincode(db, "700026"))?.lat, (await findPincode(db, "700026"))?.lon]).toEqual([dalhousie.lat, dalhousie.lon]);
    const stored = await book({ pincode: "700026" });
    expect(stored).toMatchObject({ lat: null, lon: null });
    const agent = await db.insertInto("users").values({ phone: randomPhone(), role: "agent" }).returning("id").executeTakeFirstOrThrow();
    await db.updateTable("sample_requests").set({ agent_id: agent.id }).where("id", "=", stored.id).execute();
    const visit = await getAgentVisit(db, { agentId: agent.id, orderId: stored.id });
    expect(visit?.mapsUrl).toBe(`https://www.google.com/maps/search/?api=1&query=${encodeURIComponent("3 Rashbehari Avenue, Kalighat, Kolkata, 700026")}`);
  });

  it("no pincode, or one we do not know: no pin rather than the top bar's", async () => {
    expect(await book({})).toMatchObject({ lat: null, lon: null });
    expect(await book({ pincode: "999999" })).toMatchObject({ lat: null, lon: null });
  });
});

import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { testDb } from "../../db/test-support/test-db";
import { createPatient } from "../payments/test-support";
import { deleteEndedSignIns } from "./delete-ended-sign-ins";

const db = testDb();
const DAY_MS = 24 * 3_600_000;

describe("deleteEndedSignIns", () => {
  it("deletes the sessions and login codes that ended more than 90 days ago, and keeps the rest", async () => {
    const now = new Date("2026-11-25T12:00:00Z");
    const ago = (days: number) => new Date(now.getTime() - days * DAY_MS);
    const patient = await createPatient(db);
    const session = (name: string, expires: Date, revoked: Date | null = null) => ({
      token_hash: `${name}-${randomBytes(8).toString("hex")}`,
      user_id: patient.id,
      created_at: ago(200),
      last_seen_at: ago(200),
      expires_at: expires,
      revoked_at: revoked,
      ip: "203.0.113.77",
    });
    await db
      .insertInto("sessions")
      .values([session("oldexpired", ago(91)), session("oldrevoked", ago(-10), ago(91)), session("recent", ago(89)), session("live", ago(-20))])
      .execute();
    const code = (days: number) => ({ phone: patient.phone, purpose: "login" as const, code_hash: randomBytes(8).toString("hex"), expires_at: ago(days), created_at: ago(days), ip: "203.0.113.77" });
    await db.insertInto("login_codes").values([code(120), code(91), code(30)]).execute();

    const deleted = await deleteEndedSignIns(db, { now, batchSize: 1 });

    expect(deleted).toEqual({ sessions: 2, loginCodes: 2 });
    const sessions = await db.selectFrom("sessions").select("token_hash").where("user_id", "=", patient.id).execute();
    expect(sessions.map((row) => row.token_hash.split("-")[0]).sort()).toEqual(["live", "recent"]);
    const codes = await db.selectFrom("login_codes").select("expires_at").where("phone", "=", patient.phone).execute();
    expect(codes.map((row) => row.expires_at.getTime())).toEqual([ago(30).getTime()]);
  });
});

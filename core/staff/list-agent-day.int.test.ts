import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { testDb } from "../../db/test-support/test-db";
import { getAgentVisit, listAgentDay } from "./list-agent-day";
import { createAssignedOrder, createLab, createStaff } from "./test-support";

const db = testDb();
const TODAY = "2026-11-25";

describe("an agent's day", () => {
  it("lists today's and tomorrow's visits in slot order, today's collected ones as done, nothing else", async () => {
    const agent = await createStaff(db, "agent");
    const other = await createStaff(db, "agent");
    const labId = await createLab(db);
    const late = await createAssignedOrder(db, { agentId: agent.id, labId, date: TODAY, time: "14:30" });
    const early = await createAssignedOrder(db, { agentId: agent.id, labId, date: TODAY, time: "08:00", paid: true });
    const collected = await createAssignedOrder(db, { agentId: agent.id, labId, date: TODAY, time: "09:00", status: "Sample Collected" });
    const next = await createAssignedOrder(db, { agentId: agent.id, labId, date: "2026-11-26", time: "12:00" });
    // Not on the page: yesterday's, the day after tomorrow's, tomorrow's already collected, cancelled, another agent's.
    await createAssignedOrder(db, { agentId: agent.id, labId, date: "2026-11-24", time: "08:00" });
    await createAssignedOrder(db, { agentId: agent.id, labId, date: "2026-11-27", time: "08:00" });
    await createAssignedOrder(db, { agentId: agent.id, labId, date: "2026-11-26", time: "08:00", status: "Sample Collected" });
    await createAssignedOrder(db, { agentId: agent.id, labId, date: TODAY, time: "10:00", status: "Cancelled" });
    await createAssignedOrder(db, { agentId: other.id, labId, date: TODAY, time: "08:00" });
    await db.updateTable("sample_requests").set({ agent_started_at: new Date(), code_locked_at: new Date() }).where("id", "=", late).execute();

    const day = await listAgentDay(db, { agentId: agent.id, today: TODAY });
    expect(day.today.map((visit) => visit.id)).toEqual([early, collected, late]);
    expect(day.tomorrow.map((visit) => visit.id)).toEqual([next]);
    expect(day.today[0]).toMatchObject({
      name: "Test Patient",
      address: "12, Park Street, Park Circus, Kolkata, 700016",
      mapsUrl: "https://www.google.com/maps/search/?api=1&query=22.5726,88.3639",
      callLinks: [expect.objectContaining({ href: expect.stringMatching(/^tel:\+919\d{9}$/) }), { phone: "9800011122", href: "tel:+919800011122" }],
      tests: ["Lipid Profile"],
      amountDuePaise: 0,
      paid: true,
      date: "25/11/2026",
      time: "8:00 am",
      started: false,
      locked: false,
      done: false,
    });
    expect(day.today[1]).toMatchObject({ done: true });
    expect(day.today[2]).toMatchObject({ amountDuePaise: 95_000, amountDue: "₹950", time: "2:30 pm", started: true, locked: true });
    // The agent code never leaves the server through these pages.
    expect(JSON.stringify(day)).not.toContain("123456");
  });

  it("finds one visit for its own agent only", async () => {
    const agent = await createStaff(db, "agent");
    const other = await createStaff(db, "agent");
    const id = await createAssignedOrder(db, { agentId: agent.id, labId: await createLab(db), date: TODAY, time: "08:00" });
    expect(await getAgentVisit(db, { agentId: agent.id, orderId: id })).toMatchObject({ id });
    expect(await getAgentVisit(db, { agentId: other.id, orderId: id })).toBeUndefined();
  });

  it("is read through the (agent_id, agent_assign_date, agent_assign_time) index", async () => {
    await db.transaction().execute(async (tx) => {
      await sql`set local enable_seqscan = off`.execute(tx);
      const plan = await sql<{ "QUERY PLAN": string }>`explain select id from sample_requests where agent_id = 1 and agent_assign_date >= '2026-11-25' and agent_assign_date <= '2026-11-26' order by agent_assign_date, agent_assign_time, id`.execute(tx);
      const text = plan.rows.map((row) => row["QUERY PLAN"]).join("\n");
      expect(text).toContain("sample_requests_agent_slot");
      // The day is a range of the index, not a filter over all of the agent's visits ever.
      expect(text).toMatch(/Index Cond: \(\(agent_id = 1\) AND \(agent_assign_date >= /);
    });
  });
});

import { describe, expect, it } from "vitest";
import { testDb } from "../../db/test-support/test-db";
import { getLabSample, LAB_PAGE_SIZE, listLabSamples } from "./list-lab-samples";
import { createAssignedOrder, createLab, createStaff } from "./test-support";

const db = testDb();
const NOW = new Date("2026-11-25T06:00:00Z");
const hoursAgo = (hours: number) => new Date(NOW.getTime() - hours * 3_600_000);

async function sampleOrder(labId: number, agentId: number, set: { status: string; collected?: Date; reported?: Date }) {
  const id = await createAssignedOrder(db, { agentId, labId, date: "2026-11-24", time: "08:00", status: set.status });
  await db
    .updateTable("sample_requests")
    .set({ sample_collected_at: set.collected ?? null, lab_report_generated_at: set.reported ?? null, report: set.reported ? "reports/x.pdf" : null })
    .where("id", "=", id)
    .execute();
  return id;
}

describe("a lab's samples", () => {
  it("puts waiting samples first (longest waiting on top), then recent reports (newest first); only its own", async () => {
    const labId = await createLab(db);
    const otherLab = await createLab(db);
    const agent = await createStaff(db, "agent");
    const newer = await sampleOrder(labId, agent.id, { status: "Sample Collected", collected: hoursAgo(1) });
    const older = await sampleOrder(labId, agent.id, { status: "Sample Collected", collected: hoursAgo(20) });
    const reportOld = await sampleOrder(labId, agent.id, { status: "Report Generated", collected: hoursAgo(50), reported: hoursAgo(40) });
    const reportNew = await sampleOrder(labId, agent.id, { status: "Report Generated", collected: hoursAgo(30), reported: hoursAgo(2) });
    // Not listed: a report from long ago, an order still to collect, another lab's sample.
    await sampleOrder(labId, agent.id, { status: "Report Generated", collected: hoursAgo(24 * 40), reported: hoursAgo(24 * 39) });
    await sampleOrder(labId, agent.id, { status: "Agent Assigned" });
    await sampleOrder(otherLab, agent.id, { status: "Sample Collected", collected: hoursAgo(30) });

    const list = await listLabSamples(db, { labId, readerId: agent.id, now: NOW });
    expect(list.items.map((item) => item.id)).toEqual([older, newer, reportNew, reportOld]);
    expect(list.hasMore).toBe(false);
    expect(list.items[0]).toMatchObject({ status: "Sample Collected", name: "Test Patient", tests: ["Lipid Profile"], hasReport: false, collectedAt: "24/11/2026, 3:30 pm" });
    expect(list.items[2]).toMatchObject({ status: "Report Generated", hasReport: true, reportAt: "25/11/2026, 9:30 am" });
  });

  it("pages", async () => {
    const labId = await createLab(db);
    const agent = await createStaff(db, "agent");
    for (let i = 0; i < LAB_PAGE_SIZE + 2; i++) await sampleOrder(labId, agent.id, { status: "Sample Collected", collected: hoursAgo(100 - i) });
    const first = await listLabSamples(db, { labId, readerId: agent.id, now: NOW });
    const second = await listLabSamples(db, { labId, readerId: agent.id, page: 2, now: NOW });
    expect(first.items).toHaveLength(LAB_PAGE_SIZE);
    expect(first.hasMore).toBe(true);
    expect(second.items).toHaveLength(2);
    expect(second.hasMore).toBe(false);
    expect(new Set([...first.items, ...second.items].map((item) => item.id)).size).toBe(LAB_PAGE_SIZE + 2);
  });

  it("finds one sample for its own lab only, and only once collected", async () => {
    const labId = await createLab(db);
    const otherLab = await createLab(db);
    const agent = await createStaff(db, "agent");
    const id = await sampleOrder(labId, agent.id, { status: "Sample Collected", collected: hoursAgo(1) });
    const notYet = await sampleOrder(labId, agent.id, { status: "Agent Assigned" });
    expect(await getLabSample(db, { labId, readerId: agent.id, orderId: id })).toMatchObject({ id });
    expect(await getLabSample(db, { labId: otherLab, readerId: agent.id, orderId: id })).toBeUndefined();
    expect(await getLabSample(db, { labId, readerId: agent.id, orderId: notYet })).toBeUndefined();
  });
});

import { describe, expect, it } from "vitest";
import { testDb } from "../../db/test-support/test-db";
import { listStaffReads } from "../privacy/list-staff-reads";
import { getAgentVisit, listAgentDay } from "./list-agent-day";
import { getLabSample, listLabSamples } from "./list-lab-samples";
import { createAssignedOrder, createLab, createStaff } from "./test-support";

const db = testDb();
const TODAY = "2026-11-25";

async function patient() {
  const { id } = await db.insertInto("users").values({ phone: `7${String(Date.now()).slice(-9)}`, name: "Mita Roy" }).returning("id").executeTakeFirstOrThrow();
  return id;
}

const readsOf = (orderId: number) =>
  db.selectFrom("audit_log").select(["actor", "actor_id", "action"]).where("entity", "=", "sample_request").where("entity_id", "=", String(orderId)).orderBy("id").execute();

describe("staff reads of patients' details on the field pages are audited (issue #34)", () => {
  it("the agent's day writes a read for every visit it shows, and the visit's own page another; the patient sees them", async () => {
    const agent = await createStaff(db, "agent", { name: "Rahul Das" });
    const labId = await createLab(db);
    const uid = await patient();
    const shown = await createAssignedOrder(db, { agentId: agent.id, labId, date: TODAY, time: "08:00", uid });
    const notShown = await createAssignedOrder(db, { agentId: agent.id, labId, date: "2026-11-20", time: "08:00", uid });

    await listAgentDay(db, { agentId: agent.id, today: TODAY });
    expect(await readsOf(shown)).toEqual([{ actor: "agent", actor_id: agent.id, action: "request.list" }]);
    expect(await readsOf(notShown)).toEqual([]);

    await getAgentVisit(db, { agentId: agent.id, orderId: notShown });
    expect(await readsOf(notShown)).toEqual([{ actor: "agent", actor_id: agent.id, action: "request.view" }]);

    const reads = await listStaffReads(db, uid);
    expect(reads.map((read) => [read.orderId, read.role, read.firstName, read.what]).sort()).toEqual(
      [
        [shown, "agent", "Rahul", "request"],
        [notShown, "agent", "Rahul", "request"],
      ].sort(),
    );
  });

  it("another agent's visit is neither shown nor recorded as read", async () => {
    const agent = await createStaff(db, "agent");
    const other = await createStaff(db, "agent");
    const id = await createAssignedOrder(db, { agentId: agent.id, labId: await createLab(db), date: TODAY, time: "08:00" });
    expect(await getAgentVisit(db, { agentId: other.id, orderId: id })).toBeUndefined();
    await listAgentDay(db, { agentId: other.id, today: TODAY });
    expect(await readsOf(id)).toEqual([]);
  });

  it("the lab's list writes a read for every sample on the page shown, by the lab user; the sample's page another", async () => {
    const labId = await createLab(db);
    const labUser = await createStaff(db, "lab", { name: "Sunita Pal", labId });
    const agent = await createStaff(db, "agent");
    const uid = await patient();
    const collected = await createAssignedOrder(db, { agentId: agent.id, labId, date: TODAY, time: "08:00", uid, status: "Sample Collected" });
    const notYet = await createAssignedOrder(db, { agentId: agent.id, labId, date: TODAY, time: "09:00", uid });

    await listLabSamples(db, { labId, readerId: labUser.id });
    expect(await readsOf(collected)).toEqual([{ actor: "lab", actor_id: labUser.id, action: "request.list" }]);
    expect(await readsOf(notYet)).toEqual([]);

    await getLabSample(db, { labId, readerId: labUser.id, orderId: collected });
    expect((await readsOf(collected)).map((row) => row.action)).toEqual(["request.list", "request.view"]);
    expect(await getLabSample(db, { labId, readerId: labUser.id, orderId: notYet })).toBeUndefined();
    expect(await readsOf(notYet)).toEqual([]);

    const reads = await listStaffReads(db, uid);
    expect(reads).toHaveLength(2);
    expect(reads.every((read) => read.role === "lab" && read.firstName === "Sunita" && read.what === "request" && read.orderId === collected)).toBe(true);
  });
});

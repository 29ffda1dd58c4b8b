import { describe, expect, it } from "vitest";
import { testDb } from "../../db/test-support/test-db";
import { assignAgentToVisit, findVisitRequests } from "./assign-agent-to-visit";
import { createLab, createRequest, createStaff, testOrderDeps } from "./test-support";

const db = testDb();
const deps = testOrderDeps(db);

/** A confirmed request at an address and slot (as a family's bookings leave them once staff confirm). */
async function confirmedAt(labId: number | null, address: string, slot = "2030-02-10 1st Half") {
  const request = await createRequest(db, { labId, slot, status: "Confirmed" });
  await db.updateTable("sample_requests").set({ address, amount_paise: 50_000 }).where("id", "=", request.id).execute();
  return request.id;
}

describe("one visit for several members", () => {
  it("finds the requests at one address and slot, and assigns the agent to each with its own message", async () => {
    const labId = await createLab(db);
    const admin = await createStaff(db, "admin");
    const agent = await createStaff(db, "agent", { name: "Sumit Roy" });
    const address = `Flat ${Date.now()}, 14 Diamond Harbour Road`;
    const mother = await confirmedAt(labId, address);
    const father = await confirmedAt(labId, address.toUpperCase().replace(",", ""));
    const neighbour = await confirmedAt(labId, `${address} B`);
    const otherDay = await confirmedAt(labId, address, "2030-02-11 1st Half");

    expect(await findVisitRequests(db, mother)).toEqual([mother, father]);
    const outcomes = await assignAgentToVisit(deps, { orderId: mother, actor: admin, agentId: agent.id, date: "2030-02-10", time: "09:30", formKey: "visit-form-1" });
    expect(outcomes).toEqual([
      { orderId: mother, outcome: "assigned" },
      { orderId: father, outcome: "assigned" },
    ]);
    const rows = await db.selectFrom("sample_requests").select(["id", "status", "agent_id"]).where("id", "in", [mother, father, neighbour, otherDay]).orderBy("id").execute();
    expect(rows.map((row) => [row.id, row.status, row.agent_id])).toEqual([
      [mother, "Agent Assigned", agent.id],
      [father, "Agent Assigned", agent.id],
      [neighbour, "Confirmed", null],
      [otherDay, "Confirmed", null],
    ]);
    const messages = await db.selectFrom("messages").select("request_id").where("template", "=", "agent_assigned").where("request_id", "in", [mother, father]).execute();
    expect(messages).toHaveLength(2);

    // The same form posted again assigns nothing twice.
    await assignAgentToVisit(deps, { orderId: mother, actor: admin, agentId: agent.id, date: "2030-02-10", time: "09:30", formKey: "visit-form-1" });
    expect(await db.selectFrom("messages").select("id").where("template", "=", "agent_assigned").where("request_id", "in", [mother, father]).execute()).toHaveLength(2);
  });

  it("assigns the others when one request of the visit cannot take the agent, and says which", async () => {
    const labId = await createLab(db);
    const admin = await createStaff(db, "admin");
    const agent = await createStaff(db, "agent");
    const address = `House ${Date.now()}, Hazra Road`;
    const first = await confirmedAt(labId, address);
    const noLab = await confirmedAt(null, address);
    expect(await assignAgentToVisit(deps, { orderId: first, actor: admin, agentId: agent.id, date: "2030-02-10", time: "10:00" })).toEqual([
      { orderId: first, outcome: "assigned" },
      { orderId: noLab, outcome: "refused", code: "labNeeded" },
    ]);
  });
});

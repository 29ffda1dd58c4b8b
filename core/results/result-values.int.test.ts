import { describe, expect, it } from "vitest";
import { testDb } from "../../db/test-support/test-db";
import { isAppError } from "../errors/app-error";
import { simplePdf } from "../files/simple-pdf";
import { renderMessage } from "../messaging/templates";
import { uploadReport } from "../orders/upload-report";
import { createLab, createRequest, createStaff, testOrderDeps } from "../orders/test-support";
import { listStaffReads } from "../privacy/list-staff-reads";
import { getMyHealth } from "./get-my-health";
import { getLabResultEntry } from "./lab-result-entry";
import { getOrderResults } from "./order-results";
import { publishedResultsForOrder } from "./published-results-for-order";
import { saveResultValues, type EnteredValue } from "./save-result-values";

const db = testDb();
const deps = testOrderDeps(db);

const CBC = [{ test_name: "Complete Blood Count (CBC)", amount_paise: 35_000 }];

/** An order whose sample is at the lab: a woman of 40 who booked a CBC. */
async function collectedOrder(tests: unknown = CBC) {
  const lab = await createLab(db);
  const labUser = await createStaff(db, "lab", { labId: lab });
  const order = await createRequest(db, { labId: lab, status: "Sample Collected" });
  await db
    .updateTable("sample_requests")
    .set({ tests: JSON.stringify(tests), gender: "Female", dob: "40", sample_collected_at: new Date("2030-01-15T05:00:00Z") })
    .where("id", "=", order.id)
    .execute();
  return { lab, labUser, order };
}

const typed = (parameter: string, value: string, extra: Partial<EnteredValue> = {}): EnteredValue => ({ parameter, typed: value, sure: false, ...extra });

async function refusal(promise: Promise<unknown>) {
  try {
    await promise;
    return "no error";
  } catch (error) {
    if (!isAppError(error)) throw error;
    return `${error.code} ${error.status}`;
  }
}

describe("the lab's values, published only with the report PDF", () => {
  it("exports the family member's birth date, or their birth year alone, for an order booked for them", async () => {
    const { labUser, order } = await collectedOrder();
    const member = await db.insertInto("family_members").values({ account_id: order.uid, name: "Anjali Ghosh", relation: "Mother", birth_year: 1963, gender: "Female" }).returning("id").executeTakeFirstOrThrow();
    await db.updateTable("sample_requests").set({ member_id: member.id }).where("id", "=", order.id).execute();
    await saveResultValues(deps, { orderId: order.id, actor: labUser, values: [typed("haemoglobin", "11.9")] });
    await uploadReport(deps, { orderId: order.id, actor: labUser, file: simplePdf(["CBC"]) });
    const patientOf = async () => (await publishedResultsForOrder(db, { accountId: order.uid, orderId: order.id, displayName: (slug) => slug }))?.patient;
    expect(await patientOf()).toMatchObject({ name: "Anjali Ghosh", sex: "Female", birthDate: "1963" });
    await db.updateTable("family_members").set({ birth_date: "1963-04-09" }).where("id", "=", member.id).execute();
    expect((await patientOf())?.birthDate).toBe("1963-04-09");
  });

  it("keeps values as drafts the patient cannot read, and publishes them with the upload, whose message counts those outside the range", async () => {
    const { labUser, order } = await collectedOrder();
    const saved = await saveResultValues(deps, { orderId: order.id, actor: labUser, formKey: "values-form-1", values: [typed("haemoglobin", "10,4"), typed("wbc-count", "7.2"), typed("platelet-count", "2.1", { unit: "10*5/uL" })] });
    expect(saved).toMatchObject({ ok: true, saved: 3, corrected: 0, published: false });

    expect(await getOrderResults(db, { userId: order.uid, orderId: order.id })).toBeUndefined();
    const drafts = await db.selectFrom("result_values").select(["parameter", "value_number", "unit", "published_at"]).where("request_id", "=", order.id).orderBy("parameter").execute();
    expect(drafts).toEqual([
      { parameter: "haemoglobin", value_number: 10.4, unit: "g/dL", published_at: null },
      { parameter: "platelet-count", value_number: 2.1, unit: "10*5/uL", published_at: null },
      { parameter: "wbc-count", value_number: 7.2, unit: "10*3/uL", published_at: null },
    ]);

    const now = new Date("2030-01-16T06:00:00Z");
    await uploadReport(deps, { orderId: order.id, actor: labUser, file: simplePdf(["CBC"]), now });
    const results = await getOrderResults(db, { userId: order.uid, orderId: order.id });
    const values = results?.tests.flatMap((test) => test.values) ?? [];
    expect(values.map((value) => [value.parameter.slug, value.shown, value.unit, value.flag])).toEqual([
      ["haemoglobin", "10.4", "g/dL", "low"],
      ["wbc-count", "7.2", "10*3/uL", "in-range"],
      // Lakhs per mm³ as the lab printed it, the range converted to it (150–410 thousand).
      ["platelet-count", "2.1", "10*5/uL", "in-range"],
    ]);
    expect(values[2]?.range).toEqual({ low: 1.5, high: 4.1, basis: "exact" });

    const message = await db.selectFrom("messages").select(["template", "params", "language"]).where("request_id", "=", order.id).orderBy("id", "desc").executeTakeFirstOrThrow();
    expect(message.template).toBe("report_ready_values");
    const text = renderMessage("report_ready_values", "en", message.params as Record<string, string>);
    expect(text).toContain("Values outside the normal range: 1 of 3");
    expect(text).not.toMatch(/haemoglobin|10\.4/i);
  });

  it("an order with no values keeps the plain report-ready message", async () => {
    const { labUser, order } = await collectedOrder();
    await uploadReport(deps, { orderId: order.id, actor: labUser, file: simplePdf(["CBC"]) });
    const message = await db.selectFrom("messages").select("template").where("request_id", "=", order.id).orderBy("id", "desc").executeTakeFirstOrThrow();
    expect(message.template).toBe("report_ready");
    expect(await getOrderResults(db, { userId: order.uid, orderId: order.id })).toBeUndefined();
  });

  it("refuses by field: no number, a unit of another quantity, a parameter the tests do not report, an implausible value until confirmed", async () => {
    const { labUser, order } = await collectedOrder();
    const answer = await saveResultValues(deps, {
      orderId: order.id,
      actor: labUser,
      values: [typed("haemoglobin", "13.x"), typed("wbc-count", "7", { unit: "mg/dL" }), typed("tsh", "2.1"), typed("platelet-count", "15000")],
    });
    expect(answer).toEqual({
      ok: false,
      fieldErrors: {
        "v-haemoglobin": "staffField:values.errors.notANumber",
        "v-wbc-count": "staffField:values.errors.unit",
        "v-tsh": "staffField:values.errors.notOfOrder",
        "v-platelet-count": "staffField:values.errors.confirm",
      },
    });
    expect(await db.selectFrom("result_values").select("id").where("request_id", "=", order.id).execute()).toEqual([]);
    const confirmed = await saveResultValues(deps, { orderId: order.id, actor: labUser, values: [typed("platelet-count", "15000", { sure: true })] });
    expect(confirmed).toMatchObject({ ok: true, saved: 1 });
  });

  it("a correction after publishing keeps the old value, publishes the new one at once and tells the patient", async () => {
    const { labUser, order } = await collectedOrder();
    await saveResultValues(deps, { orderId: order.id, actor: labUser, values: [typed("haemoglobin", "10.4")] });
    await uploadReport(deps, { orderId: order.id, actor: labUser, file: simplePdf(["CBC"]) });
    const corrected = await saveResultValues(deps, { orderId: order.id, actor: labUser, formKey: "correction-1", values: [typed("haemoglobin", "12.4")] });
    expect(corrected).toMatchObject({ ok: true, saved: 1, corrected: 1, published: true });
    // The same form posted again does nothing more.
    expect(await saveResultValues(deps, { orderId: order.id, actor: labUser, formKey: "correction-1", values: [typed("haemoglobin", "12.4")] })).toMatchObject({ repeated: true });

    const history = await db.selectFrom("result_value_corrections").select(["parameter", "old_value_number", "old_unit", "corrected_by", "old_entered_by"]).where("request_id", "=", order.id).execute();
    expect(history).toEqual([{ parameter: "haemoglobin", old_value_number: 10.4, old_unit: "g/dL", corrected_by: labUser.id, old_entered_by: labUser.id }]);
    const results = await getOrderResults(db, { userId: order.uid, orderId: order.id });
    const haemoglobin = results?.tests[0]?.values[0];
    expect(haemoglobin).toMatchObject({ shown: "12.4", flag: "in-range" });
    expect(haemoglobin?.corrections.map((c) => c.shown)).toEqual(["10.4"]);
    // "My health" shows the latest value with the same history.
    await db.insertInto("family_members").values({ account_id: order.uid, name: "Mitali Ghosh", relation: "Self", birth_year: 1990, gender: "Female" }).execute();
    const health = await getMyHealth(db, { userId: order.uid });
    expect(health.parameters.map((parameter) => [parameter.slug, parameter.latest.shown, parameter.latest.corrections.map((c) => c.shown)])).toEqual([["haemoglobin", "12.4", ["10.4"]]]);
    // The export says the value was corrected (FHIR status "corrected").
    const exported = await publishedResultsForOrder(db, { accountId: order.uid, orderId: order.id, displayName: (slug) => slug });
    expect(exported?.values.map((value) => [value.parameter, value.value, value.corrected])).toEqual([["haemoglobin", 12.4, true]]);
    const templates = (await db.selectFrom("messages").select("template").where("request_id", "=", order.id).orderBy("id").execute()).map((m) => m.template);
    expect(templates.filter((t) => t === "results_corrected")).toHaveLength(1);
  });

  it("only the owner reads published values; another lab's user cannot enter or read them", async () => {
    const { labUser, lab, order } = await collectedOrder();
    await saveResultValues(deps, { orderId: order.id, actor: labUser, values: [typed("haemoglobin", "13.1")] });
    await uploadReport(deps, { orderId: order.id, actor: labUser, file: simplePdf(["CBC"]) });

    const other = await createRequest(db);
    expect(await getOrderResults(db, { userId: other.uid, orderId: order.id })).toBeUndefined();
    expect(await publishedResultsForOrder(db, { accountId: other.uid, orderId: order.id, displayName: (slug) => slug })).toBeUndefined();

    const otherLab = await createLab(db);
    const stranger = await createStaff(db, "lab", { labId: otherLab });
    expect(await refusal(saveResultValues(deps, { orderId: order.id, actor: stranger, values: [typed("haemoglobin", "9")] }))).toBe("order_not_found 404");
    expect(await getLabResultEntry(db, { labId: otherLab, userId: stranger.id, orderId: order.id })).toBeUndefined();

    const entry = await getLabResultEntry(db, { labId: lab, userId: labUser.id, orderId: order.id });
    expect(entry?.tests[0]?.fields.find((field) => field.slug === "haemoglobin")).toMatchObject({ saved: "13.1", savedUnit: "g/dL", published: true });
    // The lab's read of saved values is in the patient's "who opened my data".
    expect((await listStaffReads(db, order.uid)).map((read) => [read.role, read.what])).toContainEqual(["lab", "results"]);
  });

  it("gives the published values of an order in the export's typed shape", async () => {
    const { labUser, order } = await collectedOrder([{ test_name: "Lipid Profile", amount_paise: 60_000 }]);
    await saveResultValues(deps, { orderId: order.id, actor: labUser, values: [typed("ldl-cholesterol", "162"), typed("hdl-cholesterol", "1.2", { unit: "mmol/L" })] });
    expect(await publishedResultsForOrder(db, { accountId: order.uid, orderId: order.id, displayName: (slug) => slug })).toBeUndefined();
    await uploadReport(deps, { orderId: order.id, actor: labUser, file: simplePdf(["Lipids"]) });
    const published = await publishedResultsForOrder(db, { accountId: order.uid, orderId: order.id, displayName: (slug) => `name of ${slug}` });
    expect(published).toMatchObject({ orderId: order.id, labName: "Test Lab", patient: { name: "Mitali Ghosh", sex: "Female", ageYears: 40 } });
    expect(published?.reportDate).toBeInstanceOf(Date);
    // The order holds an age, no birth date: none is exported.
    expect(published?.patient.birthDate).toBeNull();
    expect(published?.values).toEqual([
      { parameter: "ldl-cholesterol", loinc: "13457-7", displayName: "name of ldl-cholesterol", value: 162, code: null, unit: "mg/dL", rangeLow: null, rangeHigh: 100, flag: "high", far: false, corrected: false },
      // HDL for a woman: 50 mg/dL or more, shown in the lab's mmol/L.
      { parameter: "hdl-cholesterol", loinc: "2085-9", displayName: "name of hdl-cholesterol", value: 1.2, code: null, unit: "mmol/L", rangeLow: 1.3, rangeHigh: null, flag: "low", far: false, corrected: false },
    ]);
  });
});

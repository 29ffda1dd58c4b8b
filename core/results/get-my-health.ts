import type { Db } from "../../db/client";
import type { Relation } from "../../db/schema";
import { formatDate } from "../format/format";
import { RESULT_PARAMETERS } from "./parameters";
import { correctionsOf, type ShownCorrection } from "./order-results";
import { readResultValue, type ReadValue } from "./read-result-value";
import { resultPersonOf } from "./result-person";
import { trendOf } from "./result-trend";

export type HealthTrend = {
  unit: string;
  /** Oldest first: the order, the day of the sample, the value in the trend's unit. */
  points: { orderId: number; on: string; value: number }[];
  /** Latest less the one before, in the trend's unit; "+0.4", "-12", "0". */
  change: string;
  direction: "up" | "down" | "same";
  /** Values in a unit that cannot be joined with the latest one (left out of the chart). */
  leftOut: number;
};

export type HealthParameter = {
  slug: string;
  /** The latest value, with what it was before each correction the lab made (oldest first). */
  latest: ReadValue & { orderId: number; on: string; corrections: ShownCorrection[] };
  trend: HealthTrend | null;
};

export type MyHealth = {
  members: { id: number; name: string; relation: Relation }[];
  /** The member shown; null when the account has nobody yet. */
  memberId: number | null;
  parameters: HealthParameter[];
  generalRange: boolean;
};

const catalogueOrder = new Map(RESULT_PARAMETERS.map((parameter, index) => [parameter.slug, index]));

/**
 * "My health": one family member's published values across all their reported orders of this account, each
 * parameter's latest value read against the range for the member's age and sex at that sample, and its trend when it
 * has two or more numeric values. Only the account's own members and orders; a member id of another account (or
 * none) shows the first member (Self). Orders booked before family members existed (no member) count as Self's.
 */
export async function getMyHealth(db: Db, input: { userId: number; memberId?: number | null }): Promise<MyHealth> {
  const members = await db
    .selectFrom("family_members")
    .select(["id", "name", "relation", "gender", "birth_date", "birth_year"])
    .where("account_id", "=", input.userId)
    .where("removed_at", "is", null)
    .orderBy((eb) => eb.case().when("relation", "=", "Self").then(0).else(1).end())
    .orderBy("id")
    .execute();
  const member = members.find((candidate) => candidate.id === input.memberId) ?? members[0];
  const list = members.map(({ id, name, relation }) => ({ id, name, relation }));
  if (!member) return { members: list, memberId: null, parameters: [], generalRange: false };

  const rows = await db
    .selectFrom("result_values as rv")
    .innerJoin("sample_requests as sr", "sr.id", "rv.request_id")
    .select(["rv.id", "rv.parameter", "rv.value_number", "rv.value_code", "rv.unit", "sr.id as order_id", "sr.gender", "sr.dob", "sr.sample_collected_at", "sr.report_date", "sr.lab_report_generated_at"])
    .where("sr.uid", "=", input.userId)
    .where("sr.status", "=", "Report Generated")
    .where((eb) => (member.relation === "Self" ? eb.or([eb("sr.member_id", "=", member.id), eb("sr.member_id", "is", null)]) : eb("sr.member_id", "=", member.id)))
    .where("rv.published_at", "is not", null)
    .execute();

  // Oldest first, so each parameter's list below is in time order and its last value the latest.
  const read = rows
    .flatMap((row) => {
      const at = row.sample_collected_at ?? row.report_date ?? row.lab_report_generated_at;
      if (!at) return [];
      const person = resultPersonOf(row, member, at);
      const value = readResultValue({ parameter: row.parameter, valueNumber: row.value_number, valueCode: row.value_code, unit: row.unit }, person);
      return value ? [{ id: row.id, person, value: { ...value, orderId: row.order_id, at } }] : [];
    })
    .sort((a, b) => a.value.at.getTime() - b.value.at.getTime() || a.value.orderId - b.value.orderId);
  const bySlug = new Map<string, typeof read>();
  for (const entry of read) bySlug.set(entry.value.parameter.slug, [...(bySlug.get(entry.value.parameter.slug) ?? []), entry]);
  const corrections = await correctionsOf(
    db,
    [...bySlug.values()].map((entries) => {
      const latest = entries[entries.length - 1]!;
      return { id: latest.id, parameter: latest.value.parameter.slug, person: latest.person };
    }),
  );

  const parameters = [...bySlug.entries()]
    .sort(([a], [b]) => (catalogueOrder.get(a) ?? 0) - (catalogueOrder.get(b) ?? 0))
    .map(([slug, entries]): HealthParameter => {
      const ordered = entries.map((entry) => entry.value);
      const latest = entries[entries.length - 1]!;
      const numeric = ordered.flatMap((value) => (value.valueNumber !== null && value.unit !== null ? [{ orderId: value.orderId, at: value.at, valueNumber: value.valueNumber, unit: value.unit }] : []));
      const trend = numeric.length >= 2 ? trendOf(slug, numeric) : null;
      return {
        slug,
        latest: { ...latest.value, on: formatDate(latest.value.at), corrections: corrections.get(latest.id) ?? [] },
        trend:
          trend && trend.points.length >= 2 && trend.change !== null
            ? {
                unit: trend.unit,
                points: trend.points.map((point) => ({ orderId: point.orderId, on: formatDate(point.at), value: point.value })),
                change: trend.change > 0 ? `+${trend.change}` : String(trend.change),
                direction: trend.change > 0 ? "up" : trend.change < 0 ? "down" : "same",
                leftOut: trend.leftOut,
              }
            : null,
      };
    });
  return { members: list, memberId: member.id, parameters, generalRange: parameters.some((parameter) => parameter.latest.range?.basis === "union") };
}

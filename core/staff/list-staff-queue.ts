import type { Db } from "../../db/client";
import { parseIndianMobile } from "../phone/indian-mobile";
import { isIsoDate } from "../time/kolkata-day";

export const QUEUE_PAGE_SIZE = 20;

/** The queue's payment filter: the order's payment_status, or a cancelled paid order whose refund is still to make. */
export const QUEUE_PAYMENT_FILTERS = ["Pending", "Success", "refund"] as const;
export type QueuePaymentFilter = (typeof QUEUE_PAYMENT_FILTERS)[number];

export type StaffQueueFilters = {
  status?: string;
  /** yyyy-mm-dd: the slot's day (sample_requests.date is "2026-11-25 1st Half"). */
  day?: string;
  labId?: number;
  /** 6 digits: the pincode; anything else: the city, whatever its case. */
  area?: string;
  payment?: QueuePaymentFilter;
  /** A request id (digits, up to 9), a phone number, or the start of the patient's name. */
  q?: string;
  /** The last id of the page before: the next page is older. */
  before?: number;
  limit?: number;
};

export type StaffQueueRow = {
  id: number;
  createdAt: Date;
  name: string;
  phone: string;
  slot: string | null;
  status: string;
  paymentStatus: string;
  amountPaise: number | null;
  labName: string | null;
  agentName: string | null;
  codeLocked: boolean;
  paymentFlag: string | null;
  refundDue: boolean;
};

export type StaffQueuePage = { rows: StaffQueueRow[]; nextBefore: number | null };

/** What the search box holds, read the way staff type it. */
export type QueueSearch = { id: number } | { phone: string } | { namePrefix: string } | null;

export function readQueueSearch(text: string | undefined): QueueSearch {
  const q = (text ?? "").trim();
  if (!q) return null;
  if (/^\d{1,9}$/.test(q)) return { id: Number(q) };
  const phone = parseIndianMobile(q);
  if (phone) return { phone };
  return { namePrefix: q.toLowerCase().slice(0, 60) };
}

/** LIKE's own characters, taken literally in a name. */
const likeLiteral = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The admin queue: newest first (id desc), one page at a time by id cursor. Each filter is written as the
 * equality or prefix its migration 0012 index (column, id desc) answers, so PostgreSQL walks that index from
 * the newest and stops after a page: day → the slot's two stored values, area → pincode or lower(city), search
 * → id, phone or lower(name) prefix, 'refund' → orders whose refund is due (a partial index of their own: they are few).
 */
export async function listStaffQueue(db: Db, filters: StaffQueueFilters = {}): Promise<StaffQueuePage> {
  const limit = pageSize(filters);
  const found = await staffQueueQuery(db, filters).execute();
  const rows = found.slice(0, limit).map(
    (row): StaffQueueRow => ({
      id: row.id,
      createdAt: row.created_at,
      name: row.name,
      phone: row.phone,
      slot: row.date,
      status: row.status,
      paymentStatus: row.payment_status,
      amountPaise: row.amount_paise,
      labName: row.lab_name,
      agentName: row.agent_name,
      codeLocked: row.code_locked_at !== null,
      paymentFlag: row.payment_flag,
      refundDue: row.refund_status === "Due",
    }),
  );
  return { rows, nextBefore: found.length > limit ? (rows.at(-1)?.id ?? null) : null };
}

const pageSize = (filters: StaffQueueFilters): number => Math.min(Math.max(filters.limit ?? QUEUE_PAGE_SIZE, 1), 100);

/**
 * The queue's one query (a page and one more row, to know whether there is a next page); exported for the plan test.
 * A day is two stored slots ("… 1st Half", "… 2nd Half"): each half is read newest first from the (date, id desc)
 * index and stopped after a page, then the two short lists are merged. An `in` list over both would make PostgreSQL
 * fetch and sort the whole day (about 2,700 rows at 1,000,000 requests) for every page.
 */
export function staffQueueQuery(db: Db, filters: StaffQueueFilters) {
  const limit = pageSize(filters);
  if (filters.day && isIsoDate(filters.day)) {
    const day = filters.day;
    const half = (value: string) => filteredQuery(db, filters, limit).where("date", "=", `${day} ${value} Half`);
    return db
      .selectFrom((eb) => eb.selectFrom(half("1st").as("first_half")).selectAll().unionAll(eb.selectFrom(half("2nd").as("second_half")).selectAll()).as("day"))
      .selectAll()
      .orderBy("id", "desc")
      .limit(limit + 1);
  }
  return filteredQuery(db, filters, limit);
}

function filteredQuery(db: Db, filters: StaffQueueFilters, limit: number) {
  let query = db
    .selectFrom("sample_requests")
    .select([
      "id",
      "created_at",
      "name",
      "phone",
      "date",
      "status",
      "payment_status",
      "amount_paise",
      "lab_name",
      "agent_name",
      "code_locked_at",
      "payment_flag",
      "refund_status",
    ])
    .orderBy("id", "desc")
    .limit(limit + 1);

  if (filters.status) query = query.where("status", "=", filters.status);
  if (filters.labId !== undefined) query = query.where("lab_id", "=", filters.labId);
  const area = filters.area?.trim();
  if (area) {
    query = /^\d{6}$/.test(area) ? query.where("pincode", "=", area) : query.where((eb) => eb(eb.fn("lower", ["city"]), "=", area.toLowerCase()));
  }
  if (filters.payment === "refund") query = query.where("refund_status", "=", "Due");
  else if (filters.payment) query = query.where("payment_status", "=", filters.payment);
  const search = readQueueSearch(filters.q);
  if (search && "id" in search) query = query.where("id", "=", search.id);
  else if (search && "phone" in search) query = query.where("phone", "=", search.phone);
  else if (search) query = query.where((eb) => eb(eb.fn("lower", ["name"]), "like", `${likeLiteral(search.namePrefix)}%`));
  if (filters.before !== undefined) query = query.where("id", "<", filters.before);

  return query;
}

import type { Insertable } from "kysely";
import type { TraceTable } from "../../db/schema";
import { formatDate, formatTime } from "../format/format";
import type { Language } from "../i18n/language";
import { truncateIp } from "../privacy/truncate-ip";
import { deviceTypeOf } from "./device-type";

export type PageView = {
  browserId: string;
  language: Language;
  userAgent: string | null | undefined;
  ip: string;
  path: string;
  at?: Date;
};

export type PageViewRow = Insertable<TraceTable>;

const MAX_PATH_LENGTH = 2_000;

/** Spec 000 §3 visitor trace: one row per page view, every field derived on the server. */
export function pageViewRow(view: PageView, now: Date = new Date()): PageViewRow {
  const at = view.at ?? now;
  return {
    browser_id: view.browserId,
    language: view.language,
    device_type: deviceTypeOf(view.userAgent),
    // Visits are kept for statistics only (docs/decisions/0017): the network, never the household's address.
    ip: truncateIp(view.ip),
    date: formatDate(at),
    time: formatTime(at),
    current_page: view.path.slice(0, MAX_PATH_LENGTH),
    sync_time: at,
  };
}

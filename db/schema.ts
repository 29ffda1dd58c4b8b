import type { ColumnType, Generated } from "kysely";

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;

export type HospitalType = "Lab" | "Pharmacy" | "Hospital";

export interface HospitalsTable {
  id: Generated<number>;
  type: HospitalType;
  name: string;
  about: string | null;
  email: string | null;
  phone: string | null;
  address: string | null;
  city: string | null;
  pincode: string | null;
  /** "lat,lon" as the spec stores it; lat/lon below are the parsed, indexed copy. */
  map: string | null;
  lat: number | null;
  lon: number | null;
  test_time: string | null;
  thumbnail: string | null;
  is_open: ColumnType<string, string | undefined, string>;
  open_time: string | null;
  close_time: string | null;
  rating: ColumnType<number | null, number | null | undefined, number | null>;
  rated_by: ColumnType<number, number | undefined, number>;
  pin: ColumnType<boolean, boolean | undefined, boolean>;
  status: ColumnType<string, string | undefined, string>;
  created_at: CreatedAt;
}

export interface TraceTable {
  id: Generated<string>;
  browser_id: string;
  language: string;
  device_type: string;
  ip: string;
  date: string;
  time: string;
  current_page: string;
  sync_time: ColumnType<Date, Date | string, never>;
}

export type ContactSource = "contact" | "services" | "partner";

export interface ContactMessagesTable {
  id: Generated<number>;
  source: ContactSource;
  first_name: string;
  last_name: string | null;
  email: string;
  phone: string | null;
  subject: string | null;
  message: string;
  consent: boolean;
  language: string;
  created_at: CreatedAt;
}

export interface Database {
  hospitals: HospitalsTable;
  trace: TraceTable;
  contact_messages: ContactMessagesTable;
}

import type { ColumnType, Generated } from "kysely";

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;

export type HospitalType = "Lab" | "Pharmacy" | "Hospital";

export interface HospitalsTable {
  id: Generated<number>;
  type: HospitalType;
  name: string;
  about: string | null;
  /** The provider's own Hindi and Bengali 'about' texts, when given (migration 0011). */
  about_hi: string | null;
  about_bn: string | null;
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
  slug: string | null;
  /** Home visits the lab makes per half-day slot (issue #27); 0 closes booking with this lab. */
  visits_per_slot: ColumnType<number, number | undefined, number>;
  created_at: CreatedAt;
}

export interface PincodesTable {
  pincode: string;
  /** Place names under this pincode, most common first, joined with "|". */
  places: string;
  sub_district: string | null;
  district: string;
  state: string;
  lat: number;
  lon: number;
}

export interface TestsTable {
  id: Generated<number>;
  slug: string;
  name: string;
  aliases: ColumnType<string, string | undefined, string>;
  price_paise: number;
  sample_type: string;
  fasting_hours: ColumnType<number, number | undefined, number>;
  turnaround_hours: number;
  active: ColumnType<boolean, boolean | undefined, boolean>;
}

export interface LabTestsTable {
  lab_id: number;
  test_id: number;
  price_paise: number;
}

/** The catalogue tests a health package is made of (migration 0024). */
/** A visitor's basket (migration 0028): tests of one lab, found by the hash of an httpOnly cookie's token. */
export interface VisitorBasketsTable {
  token_hash: string;
  lab_id: number;
  test_slugs: string[];
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

export interface PackageTestsTable {
  package_id: number;
  test_id: number;
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

export type Role = "patient" | "agent" | "lab" | "admin";
export type Gender = "Male" | "Female" | "Others";

export interface UsersTable {
  id: Generated<number>;
  phone: string;
  name: string | null;
  gender: Gender | null;
  age: string | null;
  address: string | null;
  city: string | null;
  state: string | null;
  pincode: string | null;
  country: ColumnType<string, string | undefined, string>;
  role: ColumnType<Role, Role | undefined, Role>;
  password_hash: string | null;
  /** When the patient accepted the booking's health-data notice (migration 0009); null: not yet. */
  health_data_consent_at: Date | null;
  /** The lab a lab user works for (migration 0012); null for everyone else. */
  lab_id: number | null;
  /** A staff member's authenticator secret, encrypted (migration 0014); totp_enabled_at null until its first code is confirmed. */
  totp_secret: ColumnType<string | null, string | null | undefined, string | null>;
  totp_enabled_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  totp_last_step: ColumnType<number | null, number | null | undefined, number | null>;
  /** When the account was erased (migration 0034): its phone is then `erased-<id>` and its personal fields are empty. */
  erased_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** When the account stopped WhatsApp reminders (migration 0046); null: reminders go out. */
  reminders_stopped_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface SessionsTable {
  id: Generated<number>;
  token_hash: string;
  user_id: number;
  created_at: CreatedAt;
  last_seen_at: ColumnType<Date, Date | string | undefined, Date | string>;
  expires_at: ColumnType<Date, Date | string, Date | string>;
  revoked_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  ip: string | null;
  user_agent: string | null;
}

export type SecondFactor = "whatsapp" | "totp";

/** A staff password step waiting for its second factor (migration 0014), bound to its browser's cookie by the hash. */
export interface StaffSignInsTable {
  id: Generated<number>;
  token_hash: string;
  user_id: number;
  method: SecondFactor;
  code_hash: string | null;
  attempts: ColumnType<number, number | undefined, number>;
  redirect_to: string | null;
  created_at: CreatedAt;
  expires_at: ColumnType<Date, Date | string, Date | string>;
  completed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export type CodePurpose = "login" | "password_reset";

export interface LoginCodesTable {
  id: Generated<number>;
  phone: string;
  purpose: CodePurpose;
  code_hash: string;
  attempts: ColumnType<number, number | undefined, number>;
  created_at: CreatedAt;
  expires_at: ColumnType<Date, Date | string, Date | string>;
  consumed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  ip: string | null;
}

/** sending: claimed and handed to the provider, outcome not recorded yet (migration 0021, decision 0016). */
export type MessageState = "queued" | "sending" | "sent" | "delivered" | "failed";

export interface MessagesTable {
  id: Generated<number>;
  to: string;
  template: string;
  language: ColumnType<string, string | undefined, string>;
  params: ColumnType<Record<string, string>, string, string>;
  state: ColumnType<MessageState, MessageState | undefined, MessageState>;
  attempts: ColumnType<number, number | undefined, number>;
  provider: string;
  provider_id: string | null;
  error_code: string | null;
  error: string | null;
  /** The order the message is about (migration 0012): staff see its delivery on the request's page. */
  request_id: number | null;
  /** A conversation's reply (migration 0043): its text, buttons, list or document; null for a template message. */
  content: ColumnType<ChatContent | null, string | null | undefined, string | null>;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface WhatsappNotFoundTable {
  id: Generated<number>;
  phone: string;
  browser_id: string | null;
  page_url: string | null;
  date: string;
  time: string;
  instant: ColumnType<boolean, boolean | undefined, boolean>;
  to: string | null;
  msg: string;
  created_at: CreatedAt;
}

export interface RateLimitsTable {
  key: string;
  window_started_at: ColumnType<Date, Date | string, Date | string>;
  hits: number;
}

export interface SpecialistTable {
  id: Generated<number>;
  name: string;
  slug: string;
}

export interface DoctorsTable {
  id: Generated<number>;
  name: string;
  about: string | null;
  about_hi: string | null;
  about_bn: string | null;
  degree: string | null;
  speciality: string | null;
  hospital: string | null;
  /** A file name under /img/doctors/ when longer than 4 characters (spec 001 §2.3); else the placeholder. */
  thumbnail: string | null;
  rating: ColumnType<number | null, number | null | undefined, number | null>;
  rating_by: ColumnType<number, number | undefined, number>;
  status: ColumnType<string, string | undefined, string>;
  search_text: ColumnType<string, never, never>;
  search_vector: ColumnType<string, never, never>;
  created_at: CreatedAt;
}

export type Weekday = "sunday" | "monday" | "tuesday" | "wednesday" | "thursday" | "friday" | "saturday";

export interface ChambersTable {
  id: Generated<number>;
  did: number;
  oid: number | null;
  status: ColumnType<string, string | undefined, string>;
  pincode: string | null;
  address: string | null;
  lat: number | null;
  lon: number | null;
  fee_paise: number | null;
  /** The doctor's speciality, kept in step by triggers (for the speciality's nearest-chamber index). */
  speciality: ColumnType<string | null, never, never>;
  /** The doctor's search words, kept in step by triggers. */
  search_vector: ColumnType<string | null, never, never>;
  /** JSON text {is_open, start_time, end_time}; empty, {} or malformed means closed. */
  sunday: string | null;
  monday: string | null;
  tuesday: string | null;
  wednesday: string | null;
  thursday: string | null;
  friday: string | null;
  saturday: string | null;
  created_at: CreatedAt;
}

export interface AppointmentRequestsTable {
  id: Generated<number>;
  doctor_id: number | null;
  chamber_id: number | null;
  hospital_id: number | null;
  user_id: number | null;
  name: string;
  email: string | null;
  phone: string | null;
  /** yyyy-mm-dd, the patient's day in Asia/Kolkata. */
  date: ColumnType<string, string, string>;
  /** HH:MM, 24-hour. */
  time: string;
  reason: string | null;
  language: string;
  status: ColumnType<string, string | undefined, string>;
  request_key: string | null;
  created_at: CreatedAt;
}

export interface DoctorWordsTable {
  word: string;
  ndoc: ColumnType<number, number | undefined, number>;
}

export interface SampleRequestsTable {
  id: Generated<number>;
  uid: number;
  phone: string;
  name: string;
  gender: Gender | null;
  dob: string | null;
  guardian_name: string | null;
  village: string | null;
  alternate_phone: string | null;
  address: string | null;
  city: string | null;
  state: string | null;
  note: string | null;
  pincode: string | null;
  prescription: string | null;
  date: string | null;
  report: string | null;
  payment_time: string | null;
  payment_method: string | null;
  vehicle_no: string | null;
  agent_name: string | null;
  agent_assigned: string | null;
  agent_assign_date: string | null;
  agent_assign_time: string | null;
  agent_report_time: string | null;
  agent_response_time: string | null;
  agent_status: string | null;
  patient_note: string | null;
  lab_name: string | null;
  lab_email: string | null;
  lab_phone: string | null;
  lab_map: string | null;
  lab_address: string | null;
  expected_time: string | null;
  lab_response_time: string | null;
  lab_report_time: string | null;
  method: string | null;
  country: ColumnType<string, string | undefined, string>;
  status: ColumnType<string, string | undefined, string>;
  report_status: ColumnType<string, string | undefined, string>;
  payment_status: ColumnType<string, string | undefined, string>;
  payment_date: ColumnType<string, string | undefined, string>;
  service_type: ColumnType<string, string | undefined, string>;
  lab_status: ColumnType<string, string | undefined, string>;
  lab_assigned: ColumnType<string, string | undefined, string>;
  /** Integer paise; null is the spec's 'N/A' (not priced yet). */
  amount_paise: number | null;
  /** JSON list of {test_name, amount_paise} (spec 001 §3.1's {test_name, amount}, the price in paise: migration 0022). */
  tests: ColumnType<{ test_name: string; amount_paise: number | null }[], string | undefined, string>;
  lat: number | null;
  lon: number | null;
  report_date: Date | null;
  payment_lat: number | null;
  payment_lon: number | null;
  payment_amount_paise: number | null;
  due_amount_paise: number | null;
  agent_id: number | null;
  agent_otp: number | null;
  lab_id: number | null;
  lab_report_generated_at: Date | null;
  transaction_id: string | null;
  transaction_pnr: string | null;
  transaction_date: string | null;
  transaction_time: string | null;
  /** Held for staff: 'amount_mismatch', 'paid_twice', 'paid_after_cancel'. */
  payment_flag: string | null;
  invoice_number: number | null;
  invoice_date: Date | null;
  /** The name the invoice was issued with, once the patient corrected the order's name after it (migration 0051); null: `name`. */
  invoice_name: string | null;
  /** The form's request key: one request per form, however often it is posted (migration 0009). */
  request_key: string | null;
  /** The patient's language when booking; messages about the request use it. */
  language: ColumnType<string, string | undefined, string>;
  /** The prescription's type as its bytes say (image/jpeg, application/pdf, …). */
  prescription_type: string | null;
  /** When the patient accepted the health-data notice for this booking. */
  consent_at: Date | null;
  /** Wrong agent codes entered at the door (migration 0012); locked at AGENT_CODE_MAX_TRIES until staff unlock. */
  code_attempts: ColumnType<number, number | undefined, number>;
  code_locked_at: Date | null;
  /** Why staff changed the amount from the sum of the tests' prices. */
  amount_reason: string | null;
  agent_started_at: Date | null;
  sample_collected_at: Date | null;
  cancel_reason: string | null;
  /** 'patient' or a staff role. */
  cancelled_by: string | null;
  cancelled_at: Date | null;
  /** 'Due' when a paid order is cancelled, 'Refunded' once paid back. */
  refund_status: string | null;
  report_type: string | null;
  /** Whose sample it is: one of the booking account's family members (migration 0024); null for older orders. */
  member_id: number | null;
  /** For a member under 18: when the booking account confirmed it consents as their parent or guardian. */
  guardian_consent_at: Date | null;
  /** The amount the patient agreed to (booked at a shown price, or accepted a changed one); null when staff priced it alone. */
  accepted_amount_paise: number | null;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export type PaymentState = "pending" | "completed" | "failed" | "expired";

/** One row per gateway attempt (migration 0010). */
export interface PaymentsTable {
  id: Generated<number>;
  request_id: number;
  uid: number;
  gateway: string;
  merchant_order_id: string;
  amount_paise: number;
  state: ColumnType<PaymentState, PaymentState | undefined, PaymentState>;
  language: ColumnType<string, string | undefined, string>;
  provider_order_id: string | null;
  provider_transaction_id: string | null;
  provider_state: string | null;
  error_code: string | null;
  paid_amount_paise: number | null;
  raw_status: ColumnType<unknown, string | null | undefined, string | null>;
  redirect_url: string | null;
  expires_at: ColumnType<Date, Date | string, Date | string>;
  last_checked_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  next_check_at: ColumnType<Date, Date | string | undefined, Date | string>;
  checks: ColumnType<number, number | undefined, number>;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
  finished_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** An attempt closed at the door while the gateway still called it pending is asked about until then (migration 0015). */
  recheck_until: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export type RefundState = "due" | "processing" | "refunded";
export type RefundCause = "cancelled" | "paid_twice" | "paid_after_cancel" | "amount_mismatch";

/** A sum owed back to a patient (migration 0015): made through the gateway's refund API or recorded by hand. */
export interface RefundsTable {
  id: Generated<number>;
  request_id: number;
  payment_id: number | null;
  amount_paise: number;
  cause: RefundCause;
  state: ColumnType<RefundState, RefundState | undefined, RefundState>;
  method: "gateway" | "manual" | null;
  merchant_refund_id: string | null;
  provider_refund_id: string | null;
  provider_state: string | null;
  error_code: string | null;
  raw_status: ColumnType<unknown, string | null | undefined, string | null>;
  reference: string | null;
  refunded_paise: number | null;
  /** yyyy-mm-dd. */
  refunded_on: ColumnType<string | null, string | null | undefined, string | null>;
  next_check_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
  finished_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

/** The sandbox gateway's refunds: what a real provider keeps on its side. */
export interface SandboxRefundsTable {
  merchant_refund_id: string;
  merchant_order_id: string;
  refund_id: string;
  amount_paise: number;
  state: ColumnType<"PENDING" | "COMPLETED" | "FAILED", "PENDING" | "COMPLETED" | "FAILED" | undefined, "PENDING" | "COMPLETED" | "FAILED">;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** The sandbox gateway's own ledger: what a real provider keeps on its side. */
export interface SandboxPaymentsTable {
  merchant_order_id: string;
  order_id: string;
  amount_paise: number;
  state: ColumnType<"PENDING" | "COMPLETED" | "FAILED", "PENDING" | "COMPLETED" | "FAILED" | undefined, "PENDING" | "COMPLETED" | "FAILED">;
  error_code: string | null;
  transaction_id: string | null;
  payment_mode: string | null;
  redirect_url: string;
  expire_at: ColumnType<Date, Date | string, Date | string>;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface InvoiceCountersTable {
  series: string;
  last_number: number;
}

export interface AuditLogTable {
  id: Generated<number>;
  actor_id: number | null;
  /** 'patient', 'gateway', 'payment-job', a staff role… */
  actor: string;
  action: string;
  entity: string;
  entity_id: string;
  before: ColumnType<unknown, string | null | undefined, never>;
  after: ColumnType<unknown, string | null | undefined, never>;
  /** The staff form's key (migration 0012): the same form posted twice finds its first audit row and does nothing. */
  form_key: string | null;
  at: ColumnType<Date, Date | string | undefined, never>;
}

/** Shared links to an order's invoice (migration 0037): a random token known by its SHA-256 only, with an expiry (decision 0030). */
export interface InvoiceLinksTable {
  id: Generated<number>;
  request_id: number;
  token_hash: string;
  created_at: ColumnType<Date, Date | undefined, never>;
  expires_at: ColumnType<Date, Date, Date>;
  revoked_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

/** The code each report PDF and invoice carries, checked at /verify (migration 0042, decision 0033). */
export interface VerificationCodesTable {
  code: string;
  request_id: number;
  kind: "report" | "invoice";
  /** The report's stored file key, or the invoice number. */
  document: string;
  dated: Date;
  created_at: ColumnType<Date, Date | undefined, never>;
}

/** The console's request searches (migration 0048): what a staff member typed, kept an hour under a token known by its SHA-256 only. */
export interface StaffSearchesTable {
  token_hash: string;
  staff_id: number;
  query: string;
  expires_at: Date;
}

/** Invoice PDFs printed once and kept in the file storage, one per invoice and language (migration 0020). */
export interface InvoiceFilesTable {
  invoice_number: number;
  language: string;
  file_key: string;
  /** SHA-256 of the bytes, hex: the download's ETag. */
  sha256: string;
  size: number;
  created_at: ColumnType<Date, Date | undefined, never>;
}

export type Relation = "Self" | "Mother" | "Father" | "Spouse" | "Son" | "Daughter" | "Grandparent" | "Other";

/** The people an account books for (migration 0024). */
export interface FamilyMembersTable {
  id: Generated<number>;
  account_id: number;
  name: string;
  relation: Relation;
  birth_date: ColumnType<string | null, string | null | undefined, string | null>;
  /** Null only for 'Self' before the account holder gave an age. */
  birth_year: number | null;
  gender: Gender | null;
  whatsapp_phone: string | null;
  /** When the member said yes on WhatsApp to the milestone messages (migration 0029: with the asked and withdrawn times). */
  whatsapp_consent_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  whatsapp_consent_asked_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  whatsapp_consent_withdrawn_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  whatsapp_language: "en" | "hi" | "bn" | null;
  guardian_confirmed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  last_address: ColumnType<MemberAddress | null, string | null | undefined, string | null>;
  removed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** A member's reply on WhatsApp that gave or withdrew their consent (migration 0029), once per message and member. */
export interface MemberWhatsappRepliesTable {
  provider_message_id: string;
  member_id: number;
  answer: "yes" | "stop";
  replied_at: Date;
  received_at: ColumnType<Date, Date | undefined, never>;
}

/**
 * A reply inside WhatsApp's 24-hour service window (migration 0043): free text, up to 3 reply buttons, a list of
 * up to 10 rows, or a stored file sent as a document. Ids come back in the webhook when a button or row is tapped.
 */
export type ChatContent =
  | { kind: "text"; body: string }
  | { kind: "buttons"; body: string; buttons: { id: string; title: string }[] }
  | { kind: "list"; body: string; button: string; rows: { id: string; title: string; description?: string }[] }
  | { kind: "document"; fileKey: string; filename: string; mime: string; caption: string };

/** Where a WhatsApp conversation is, per number (migration 0043, decision 0034). */
export interface WhatsappChatsTable {
  phone: string;
  language: "en" | "hi" | "bn" | null;
  step: ColumnType<string, string | undefined, string>;
  draft: ColumnType<Record<string, unknown>, string | undefined, string>;
  last_inbound_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  opted_out_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  handed_over_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

/** Each message a person sent us in a conversation, once by WhatsApp's id (migration 0043). */
export interface WhatsappChatInboundTable {
  provider_message_id: string;
  phone: string;
  text: string;
  sent_at: Date;
  received_at: ColumnType<Date, Date | undefined, never>;
}

/** The evening-before reminder stored for an order's visit (migration 0046): once per order and slot. */
export interface VisitEveRemindersTable {
  request_id: number;
  slot: string;
  message_id: number | null;
  stored_at: ColumnType<Date, Date | undefined, never>;
}

export type RepeatTest = "hba1c" | "tsh" | "lipid";

/** A member's opt-in to a repeat-test reminder (migration 0046), with the due date it was last reminded for. */
export interface RepeatTestRemindersTable {
  member_id: number;
  test: RepeatTest;
  opted_in_at: Date;
  reminded_for: ColumnType<Date | null, Date | null | undefined, Date | null>;
  reminded_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

export type MemberAddress = { village: string; address: string; city: string; pincode: string | null; state: string | null };

export type DataExportState = "preparing" | "ready" | "failed";

/** An archive of everything held about an account (migration 0031): built by a job, downloadable by its owner for 7 days. */
export interface DataExportsTable {
  id: Generated<number>;
  account_id: number;
  state: ColumnType<DataExportState, DataExportState | undefined, DataExportState>;
  language: string;
  file_key: string | null;
  size: ColumnType<number | null, number | null | undefined, number | null>;
  attempts: ColumnType<number, number | undefined, number>;
  requested_at: ColumnType<Date, Date | string | undefined, Date | string>;
  ready_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  expires_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export type ConsentKind = "health_data" | "guardian" | "member_whatsapp";

/** A consent withdrawn, with when it had been given and when it was withdrawn (migration 0032). */
export interface ConsentWithdrawalsTable {
  id: Generated<number>;
  account_id: number;
  consent: ConsentKind;
  member_id: number | null;
  given_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  withdrawn_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export type ErasureState = "pending" | "erasing" | "cancelled" | "done";

/** A request to delete an account (migration 0034): pending for the cooling-off, cancelled by a login, done by the job. */
export interface AccountErasuresTable {
  id: Generated<number>;
  account_id: number;
  state: ColumnType<ErasureState, ErasureState | undefined, ErasureState>;
  requested_at: ColumnType<Date, Date | string, never>;
  due_at: ColumnType<Date, Date | string, never>;
  cancelled_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** The final WhatsApp message, once sent: a job tried again does not send it twice. */
  final_message_id: ColumnType<number | null, number | null | undefined, number | null>;
  done_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

/** The person an account holder names to exercise their rights on their death or incapacity (migration 0035). */
export interface NomineesTable {
  account_id: number;
  name: string;
  relation: string;
  phone: string;
  created_at: ColumnType<Date, Date | string | undefined, never>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export type GrievanceStatus = "open" | "answered";

/** A patient's grievance (migration 0036): a ticket number at once, an answer by an admin. */
export interface GrievancesTable {
  id: Generated<number>;
  number: string;
  account_id: number;
  order_id: number | null;
  topic: string;
  text: string;
  language: string;
  status: ColumnType<GrievanceStatus, GrievanceStatus | undefined, GrievanceStatus>;
  answer: string | null;
  answered_by: number | null;
  answered_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  due_at: ColumnType<Date, Date | string, Date | string>;
  form_key: string;
  created_at: ColumnType<Date, Date | string | undefined, never>;
}

/** One reported value of an order (migration 0039): a draft until the report PDF publishes it (issue #28). */
export interface ResultValuesTable {
  id: Generated<number>;
  request_id: number;
  member_id: number | null;
  /** A slug of core/results/parameters.ts. */
  parameter: string;
  value_number: number | null;
  value_code: string | null;
  /** UCUM, as the lab printed it; null for a coded answer. */
  unit: string | null;
  entered_by: number | null;
  entered_at: ColumnType<Date, Date | undefined, Date>;
  published_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

/** A published value as it was before a correction (migration 0039): who entered it, who changed it and when. */
export interface ResultValueCorrectionsTable {
  id: Generated<number>;
  result_value_id: number;
  request_id: number;
  parameter: string;
  old_value_number: number | null;
  old_value_code: string | null;
  old_unit: string | null;
  old_entered_by: number | null;
  old_entered_at: Date;
  corrected_by: number | null;
  corrected_at: ColumnType<Date, Date | undefined, never>;
}

export interface Database {
  result_values: ResultValuesTable;
  result_value_corrections: ResultValueCorrectionsTable;
  data_exports: DataExportsTable;
  consent_withdrawals: ConsentWithdrawalsTable;
  account_erasures: AccountErasuresTable;
  nominees: NomineesTable;
  grievances: GrievancesTable;
  family_members: FamilyMembersTable;
  sample_requests: SampleRequestsTable;
  invoice_files: InvoiceFilesTable;
  invoice_links: InvoiceLinksTable;
  verification_codes: VerificationCodesTable;
  staff_searches: StaffSearchesTable;
  payments: PaymentsTable;
  refunds: RefundsTable;
  sandbox_refunds: SandboxRefundsTable;
  sandbox_payments: SandboxPaymentsTable;
  invoice_counters: InvoiceCountersTable;
  audit_log: AuditLogTable;
  doctor_words: DoctorWordsTable;
  specialist: SpecialistTable;
  doctors: DoctorsTable;
  chambers: ChambersTable;
  appointment_requests: AppointmentRequestsTable;
  pincodes: PincodesTable;
  tests: TestsTable;
  lab_tests: LabTestsTable;
  package_tests: PackageTestsTable;
  visitor_baskets: VisitorBasketsTable;
  member_whatsapp_replies: MemberWhatsappRepliesTable;
  whatsapp_chats: WhatsappChatsTable;
  whatsapp_chat_inbound: WhatsappChatInboundTable;
  visit_eve_reminders: VisitEveRemindersTable;
  repeat_test_reminders: RepeatTestRemindersTable;
  users: UsersTable;
  sessions: SessionsTable;
  login_codes: LoginCodesTable;
  staff_sign_ins: StaffSignInsTable;
  messages: MessagesTable;
  whatsapp_not_found: WhatsappNotFoundTable;
  rate_limits: RateLimitsTable;
  hospitals: HospitalsTable;
  trace: TraceTable;
  contact_messages: ContactMessagesTable;
}

// A virtual patient for the load, crash and database-restart benches (issue #16): plain HTTP as a browser without
// JavaScript makes it, one cookie jar and one client address each, every request timed into a Recorder.
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "../..");
const PRESCRIPTION = fs.readFileSync(path.join(root, "core/files/test-files/photo.jpg"));
const REQUEST_TIMEOUT_MS = 30_000;

/** Latencies by kind of request and every answer's status, for the summary and the budgets. */
export class Recorder {
  constructor() {
    this.samples = new Map();
    this.statuses = new Map();
    this.failures = [];
    this.refusals = new Map();
    this.answeredWell = new Map();
    this.started = performance.now();
  }

  add(kind, ms, status, method, pathname) {
    // By kind for the budgets, and by route (ids and queries left out) to see which one is slow.
    const route = `${method} ${pathname.split("?")[0].replace(/\/\d+/g, "/:id").replace(/\/sandbox\/pay\/[^/]+/, "/sandbox/pay/:order")}`;
    for (const key of [kind, route]) {
      if (!this.samples.has(key)) this.samples.set(key, []);
      this.samples.get(key).push(ms);
    }
    this.statuses.set(status, (this.statuses.get(status) ?? 0) + 1);
    if (status >= 200 && status < 400) this.answeredWell.set(kind, (this.answeredWell.get(kind) ?? 0) + 1);
    if (status >= 400 || status === 0) this.refusals.set(`${route} → ${status || "no answer"}`, (this.refusals.get(`${route} → ${status || "no answer"}`) ?? 0) + 1);
    if (status >= 500 || status === 0) this.failures.push(`${method} ${pathname} → ${status || "no answer"}`);
  }

  /** Every route's figures, slowest p99 first. */
  routes() {
    return [...this.samples.keys()].filter((key) => key.includes(" ")).map((route) => ({ route, ...this.summary(route) })).sort((a, b) => b.p99 - a.p99);
  }

  /** Requests of this kind answered 2xx or 3xx: the work that was done, not only asked for. */
  succeeded(kind) {
    return this.answeredWell.get(kind) ?? 0;
  }

  count(predicate) {
    let total = 0;
    for (const [status, n] of this.statuses) if (predicate(status)) total += n;
    return total;
  }

  summary(kind) {
    const sorted = [...(this.samples.get(kind) ?? [])].sort((a, b) => a - b);
    const at = (q) => (sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]);
    return { n: sorted.length, p50: at(0.5), p95: at(0.95), p99: at(0.99), max: sorted.at(-1) ?? NaN };
  }

  get total() {
    return this.count(() => true);
  }
}

const cookiePairs = (response) => response.headers.getSetCookie().map((line) => line.split(";")[0]);

/** One patient's browser: its cookies, its address (the server trusts 127.0.0.1's X-Forwarded-For), its recorder. */
export class VirtualPatient {
  constructor({ base, phone, clientIp, recorder, payable = [] }) {
    this.base = base;
    this.phone = phone;
    this.clientIp = clientIp;
    this.recorder = recorder;
    this.payable = [...payable];
    this.cookies = new Map([["lang", "en"], ["location_asked", "1"]]);
    this.bookings = [];
    this.payments = [];
  }

  get loggedIn() {
    return this.cookies.has("nikat_session");
  }

  keep(response) {
    for (const pair of cookiePairs(response)) {
      const at = pair.indexOf("=");
      const name = pair.slice(0, at);
      const value = pair.slice(at + 1);
      if (value === "") this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  async request(kind, method, pathname, { body, headers = {} } = {}) {
    const started = performance.now();
    let status = 0;
    try {
      const response = await fetch(new URL(pathname, this.base), {
        method,
        body,
        redirect: "manual",
        headers: { cookie: [...this.cookies].map(([n, v]) => `${n}=${v}`).join("; "), "x-forwarded-for": this.clientIp, "accept-encoding": "gzip", ...headers },
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      status = response.status;
      this.keep(response);
      const text = await response.text();
      return { status, text, location: response.headers.get("location") };
    } catch (error) {
      return { status: 0, text: "", error };
    } finally {
      this.recorder.add(kind, performance.now() - started, status, method, pathname);
    }
  }

  page(pathname) {
    return this.request("page", "GET", pathname);
  }

  form(pathname, fields, kind = "action") {
    return this.request(kind, "POST", pathname, { body: new URLSearchParams(fields), headers: { "content-type": "application/x-www-form-urlencoded" } });
  }

  /** The login form: a code asked for, read from demo mode's WhatsApp outbox, then verified. */
  async logIn() {
    await this.page("/login");
    const asked = await this.form("/login", { intent: "request-code", phone: this.phone, redirectTo: "/" });
    if (asked.status !== 200) return false;
    const outbox = await this.request("outbox", "GET", `/dev/outbox?to=${this.phone}`);
    const code = outbox.text.match(/data-testid="outbox-text"[^>]*>[^<]*?(\d{6})/)?.[1];
    if (!code) return false;
    const verified = await this.form("/login", { intent: "verify-code", phone: this.phone, code, redirectTo: "/" });
    return verified.status === 302 && this.loggedIn;
  }

  /**
   * A booking with a small prescription photo, as the page's script sends it; the attempt is kept for the checks.
   * Each is for another member of the family (Load Patient AA, AB, …): the same person in the same slot again is
   * refused as a duplicate (409), which a family booking several people does not meet.
   */
  async book() {
    const n = this.bookings.length;
    const person = `Load Patient ${String.fromCharCode(65 + (Math.floor(n / 26) % 26))}${String.fromCharCode(65 + (n % 26))}`;
    const attempt = { requestKey: randomBytes(12).toString("hex"), person, id: undefined, acknowledged: false };
    this.bookings.push(attempt);
    await this.send(attempt);
    return attempt.id;
  }

  /** The same booking sent again with its key, as a patient does after an error: the server keeps one per key. */
  async send(attempt) {
    const form = new FormData();
    const values = { name: attempt.person, age: "64", gender: "Female", village: "Behala", address: "14 Diamond Harbour Road", city: "Kolkata", pincode: "700034", slot: "tomorrow-2", consent: "on", requestKey: attempt.requestKey };
    for (const [name, value] of Object.entries(values)) form.set(name, value);
    form.set("prescription", new File([PRESCRIPTION], "prescription.jpg", { type: "image/jpeg" }));
    const answer = await this.request("booking", "POST", "/booking/sample-request", { body: form, headers: { accept: "application/json" } });
    if (answer.status !== 200) return answer.status;
    const id = JSON.parse(answer.text).id;
    if (Number.isInteger(id)) Object.assign(attempt, { id, acknowledged: true });
    return answer.status;
  }

  /** Pay Now on an order staff have priced, the sandbox's 'success', then the page the gateway returns to. */
  async pay(orderId) {
    const payment = { orderId, acknowledged: false };
    this.payments.push(payment);
    const started = await this.request("action", "POST", `/trace/test/${orderId}/pay`, { body: new URLSearchParams({}), headers: { accept: "application/json", "content-type": "application/x-www-form-urlencoded" } });
    if (started.status !== 200) return payment;
    const redirectUrl = new URL(JSON.parse(started.text).redirectUrl, this.base);
    await this.page(redirectUrl.pathname);
    const decided = await this.form(redirectUrl.pathname, { choice: "success" });
    if (decided.status !== 302 || !decided.location) return payment;
    payment.acknowledged = true;
    const back = new URL(decided.location, this.base);
    await this.page(back.pathname + back.search);
    return payment;
  }

  /** The mixed path of issue #16: browse, log in, book, look at My Lab Tests and the order, pay one priced order. */
  async journey({ think, stopAt }) {
    const step = async (work) => {
      if (Date.now() >= stopAt) return false;
      await work();
      await think();
      return true;
    };
    if (!(await step(() => this.page("/")))) return;
    if (!(await step(() => this.page("/doctors")))) return;
    if (!(await step(() => this.page("/pharmacy")))) return;
    if (!this.loggedIn && !(await step(() => this.logIn()))) return;
    if (!this.loggedIn) return;
    let id;
    if (!(await step(async () => (id = await this.book())))) return;
    if (!(await step(() => this.page("/")))) return;
    if (id && !(await step(() => this.page(`/trace/test/${id}`)))) return;
    const orderId = this.payable.shift();
    if (orderId) await step(() => this.pay(orderId));
  }
}

/** Uniform think time between steps, so a user is a person reading, not a connection firing. */
export const thinkTime = (minMs, maxMs) => () => new Promise((resolve) => setTimeout(resolve, minMs + Math.random() * (maxMs - minMs)));

/** A private address per virtual patient, so per-address limits treat them as the different people they are. */
export const clientAddress = (n) => `10.${60 + (Math.floor(n / 65_536) % 100)}.${Math.floor(n / 256) % 256}.${n % 256}`;

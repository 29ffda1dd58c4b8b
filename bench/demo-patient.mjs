// The demo patient (9830098300, in the demo data) logged in the way a patient does: a code asked for with the login
// form, read from demo mode's /dev/outbox, then verified. A phone may ask for 5 codes an hour, so the session is kept
// in the system's temporary folder, per server address, and reused while the server still accepts it.
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";

const DEMO_PATIENT = "9830098300";
const cookiesOf = (response) => response.headers.getSetCookie().map((line) => line.split(";")[0]);
/**
 * A returning patient's cookies: without the one-time message of the login ("OTP verified", the flash cookie a page
 * clears once shown). Kept, every measured page showed that toast and loaded the toast library for it.
 */
const returning = (cookie) => cookie.split("; ").filter((pair) => !pair.startsWith("flash=")).join("; ");

/** The patient's cookie header and the tracking page of one of their orders (found on the home page). */
async function tracking(base, cookie) {
  const home = await (await fetch(new URL("/", base), { headers: { cookie } })).text();
  const order = home.match(/\/trace\/test\/(\d+)/)?.[1];
  return order ? { cookie, path: `/trace/test/${order}` } : null;
}

export async function demoPatient(base) {
  const saved = path.join(os.tmpdir(), `nikat-bench-session-${new URL(base).port || "80"}.txt`);
  const kept = await fs.readFile(saved, "utf8").catch(() => "");
  const reused = kept ? await tracking(base, returning(kept)) : null;
  if (reused) return reused;

  const post = (cookies, form) =>
    fetch(new URL("/login", base), {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded", cookie: cookies.join("; ") },
      body: new URLSearchParams(form),
    });
  let cookies = cookiesOf(await fetch(new URL("/login", base)));
  for (let attempt = 1; ; attempt += 1) {
    const requested = await post(cookies, { intent: "request-code", phone: DEMO_PATIENT, redirectTo: "/" });
    cookies = [...cookies, ...cookiesOf(requested)];
    if (requested.status === 200) break;
    const reason = (await requested.text()).match(/errors\.(resendTooSoon|tooManyCodes)/)?.[1];
    if (reason === "tooManyCodes") throw new Error("the demo patient has asked for 5 login codes this hour: wait, or use a server with a fresh DATA_DIR");
    // A code asked for a moment ago (an earlier run) must age 30 s before the next, as for a patient.
    if (requested.status !== 429 || attempt === 3) throw new Error(`asking for a login code answered ${requested.status}`);
    await new Promise((resolve) => setTimeout(resolve, 31_000));
  }
  const outbox = await (await fetch(new URL(`/dev/outbox?to=${DEMO_PATIENT}`, base))).text();
  const code = outbox.match(/text-lg[^>]*>[^<]*?\b(\d{6})\b/)?.[1];
  if (!code) throw new Error("no login code in /dev/outbox: is the server in demo mode?");
  const verified = await post(cookies, { intent: "verify-code", phone: DEMO_PATIENT, code, redirectTo: "/" });
  if (verified.status !== 302 && verified.status !== 303) throw new Error(`login answered ${verified.status}`);
  const cookie = returning([...cookiesOf(verified).filter((c) => !c.endsWith("=")), "location_asked=1"].join("; "));
  const patient = await tracking(base, cookie);
  if (!patient) throw new Error("the demo patient has no order on the home page");
  await fs.writeFile(saved, cookie, { mode: 0o600 });
  return patient;
}

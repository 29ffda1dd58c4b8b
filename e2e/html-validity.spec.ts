import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { LANGS, LOCATION_ASKED_COOKIE, type Lang } from "./support";

/** The main pages as the server sends them (what the W3C Nu HTML checker and WhatsApp's preview read). */
const PAGES: readonly { url: string; status?: number }[] = [
  { url: "/" },
  { url: "/?labs=all" },
  { url: "/at/Raiganj" },
  { url: "/lab/Raiganj/test/lipid-profile" },
  { url: "/test" },
  { url: "/doctors" },
  { url: "/doctor/1/profile" },
  { url: "/speciality/Cardiology" },
  { url: "/search/heart" },
  { url: "/pharmacy" },
  { url: "/chamber/55" },
  { url: "/chamber/136" },
  { url: "/services" },
  { url: "/track-order" },
  { url: "/login" },
  { url: "/login/verify" },
  { url: "/forgot-password" },
  { url: "/location" },
  { url: "/contact-us" },
  { url: "/about-us" },
  { url: "/faq" },
  { url: "/partners" },
  { url: "/register/partner" },
  { url: "/vip" },
  { url: "/help-and-support" },
  { url: "/privacy-policy" },
  { url: "/no-such-page", status: 404 },
];

/** Pages whose text differs by language enough to check again in hi and bn (database texts, dates, plurals). */
const IN_EVERY_LANGUAGE = new Set(["/", "/doctor/1/profile", "/chamber/55", "/chamber/136", "/login", "/contact-us"]);

const VNU_JAR = path.resolve(import.meta.dirname, "../node_modules/vnu-jar/build/dist/vnu.jar");

type VnuMessage = { type: string; subType?: string; url?: string; lastLine?: number; message: string; extract?: string };

test.describe("HTML validity (W3C Nu HTML checker)", () => {
  // One JVM start for every page: the checker needs a few seconds to warm up, then reads the pages in one go.
  test.setTimeout(120_000);

  test("the main pages have no HTML errors", async ({ request }) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "nikat-vnu-"));
    const files = new Map<string, string>();
    try {
      for (const { url, status = 200 } of PAGES) {
        const langs: readonly Lang[] = IN_EVERY_LANGUAGE.has(url) ? LANGS : ["en"];
        for (const lang of langs) {
          const response = await request.get(url, { headers: { cookie: `lang=${lang}; ${LOCATION_ASKED_COOKIE}=1` } });
          expect(response.status(), `${url} (${lang})`).toBe(status);
          const file = path.join(dir, `${files.size}.html`);
          fs.writeFileSync(file, await response.body());
          files.set(path.basename(file), `${url} (${lang})`);
        }
      }

      const run = spawnSync("java", ["-jar", VNU_JAR, "--format", "json", "--errors-only", ...[...files.keys()].map((name) => path.join(dir, name))], {
        encoding: "utf8",
        maxBuffer: 64 * 1024 * 1024,
      });
      expect(run.error, "java runs the checker (.ci/run installs a JRE where it is missing)").toBeUndefined();
      // The checker writes its JSON report to stderr, and exits 1 when it found errors.
      const report = JSON.parse(run.stderr || "{}") as { messages?: VnuMessage[] };
      expect(report.messages, `the checker answered: ${run.stderr.slice(0, 500)}`).toBeDefined();
      const errors = (report.messages ?? [])
        .filter((message) => message.type === "error" || message.subType === "fatal")
        .map((message) => `${files.get(path.basename(message.url ?? "")) ?? message.url}: ${message.message} [${(message.extract ?? "").trim().slice(0, 120)}]`);
      expect(errors).toEqual([]);
      expect(run.status, "the checker exits cleanly").toBe(0);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

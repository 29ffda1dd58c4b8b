import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";

/** Demo mode without SESSION_SECRET: a secret generated once and kept in DATA_DIR, so restarts keep codes and links valid. */
export async function loadOrCreateSecret(dataDir: string): Promise<string> {
  const file = path.join(dataDir, "session-secret");
  try {
    const existing = (await fs.readFile(file, "utf8")).trim();
    if (existing.length >= 32) return existing;
  } catch {
    // first start: fall through and create it
  }
  const secret = randomBytes(48).toString("base64url");
  await fs.mkdir(dataDir, { recursive: true });
  await fs.writeFile(file, secret, { mode: 0o600 });
  return secret;
}

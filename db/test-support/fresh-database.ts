import { randomBytes } from "node:crypto";
import pg from "pg";
import { inject } from "vitest";

/**
 * A new, empty database (not migrated) on the test server, for tests that need a database of their own: an
 * empty one, or one they wipe. `drop` removes it.
 */
export async function freshDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const serverUrl = inject("databaseUrl");
  const name = `nikat_fresh_${Date.now()}_${randomBytes(3).toString("hex")}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) };
}

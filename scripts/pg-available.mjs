// Exits 0 when the PostgreSQL at the given URL accepts a connection within 3 s, else 1.
import pg from "pg";

const client = new pg.Client({ connectionString: process.argv[2], connectionTimeoutMillis: 3_000 });
try {
  await client.connect();
  await client.query("select 1");
  await client.end();
  process.exit(0);
} catch {
  process.exit(1);
}

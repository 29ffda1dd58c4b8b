import { createHash, randomBytes } from "node:crypto";
import { sql } from "kysely";
import type { Db } from "../../db/client";
import { AppError } from "../errors/app-error";
import { MAX_BASKET_TESTS } from "../catalog/price-basket";

/** A basket not touched for this long is gone: a visitor coming back a month later starts again. */
export const BASKET_DAYS = 30;

export type VisitorBasket = { labId: number; slugs: string[] };

/** The cookie holds only a random token; the table keeps its hash, so a leaked table row opens no basket. */
const hashOf = (token: string) => createHash("sha256").update(token).digest("hex");
const TOKEN = /^[A-Za-z0-9_-]{32}$/;

export const newBasketToken = (): string => randomBytes(24).toString("base64url");

/** The visitor's basket, or null: no token, a token not of our making, an emptied or an old basket. */
export async function readBasket(db: Db, token: string | undefined): Promise<VisitorBasket | null> {
  if (!token || !TOKEN.test(token)) return null;
  const row = await db
    .selectFrom("visitor_baskets")
    .select(["lab_id", "test_slugs"])
    .where("token_hash", "=", hashOf(token))
    .where("updated_at", ">", sql<Date>`now() - make_interval(days => ${BASKET_DAYS})`)
    .executeTakeFirst();
  return row && row.test_slugs.length > 0 ? { labId: Number(row.lab_id), slugs: row.test_slugs } : null;
}

/**
 * Adds a catalogue test or package of a lab. A basket holds one lab's tests (one visit, one lab's prices): a test
 * of another lab is refused (`basketOtherLab`) unless the visitor chose to start a new basket with it. The lab and
 * the test must be real and active; the price is never stored, it is read again whenever the basket is shown.
 */
export async function addToBasket(db: Db, input: { token: string; labId: number; slug: string; startNew: boolean }): Promise<VisitorBasket> {
  if (!TOKEN.test(input.token)) throw new AppError("badForm", 400);
  const [lab, test] = await Promise.all([
    db.selectFrom("hospitals").select("id").where("id", "=", input.labId).where("type", "=", "Lab").where("status", "=", "Active").executeTakeFirst(),
    db.selectFrom("tests").select("slug").where("slug", "=", input.slug).where("active", "=", true).executeTakeFirst(),
  ]);
  if (!lab) throw new AppError("labUnknown", 400);
  if (!test) throw new AppError("testUnknown", 400);
  const current = await readBasket(db, input.token);
  if (current && current.labId !== input.labId && !input.startNew) throw new AppError("basketOtherLab", 409, { labId: current.labId });
  const kept = current && current.labId === input.labId ? current.slugs : [];
  const slugs = kept.includes(test.slug) ? kept : [...kept, test.slug];
  if (slugs.length > MAX_BASKET_TESTS) throw new AppError("tooLong", 400);
  await save(db, input.token, { labId: input.labId, slugs });
  return { labId: input.labId, slugs };
}

export async function removeFromBasket(db: Db, token: string, slug: string): Promise<void> {
  const current = await readBasket(db, token);
  if (!current) return;
  await save(db, token, { labId: current.labId, slugs: current.slugs.filter((kept) => kept !== slug) });
}

/** After a booking made from it, or when the visitor empties it. */
export async function emptyBasket(db: Db, token: string | undefined): Promise<void> {
  if (!token || !TOKEN.test(token)) return;
  await db.deleteFrom("visitor_baskets").where("token_hash", "=", hashOf(token)).execute();
}

async function save(db: Db, token: string, basket: VisitorBasket): Promise<void> {
  await db
    .insertInto("visitor_baskets")
    .values({ token_hash: hashOf(token), lab_id: basket.labId, test_slugs: basket.slugs, updated_at: new Date() })
    .onConflict((oc) => oc.column("token_hash").doUpdateSet({ lab_id: basket.labId, test_slugs: basket.slugs, updated_at: new Date() }))
    .execute();
  // Each write also clears baskets nobody came back to (by the age index), so the table does not grow for ever.
  await db.deleteFrom("visitor_baskets").where("updated_at", "<", sql<Date>`now() - make_interval(days => ${BASKET_DAYS})`).execute();
}

import { sql, type Kysely } from "kysely";

/**
 * The tests of an order (`sample_requests.tests`, JSON) kept each price in rupees (`amount`, possibly
 * fractional) while every other amount is integer paise: each item's `amount` becomes `amount_paise`. A price
 * that was not a number (the spec's 'N/A') becomes null. Orders are read with either key only through
 * core/orders/ordered-test.ts, which knows the new one.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    update sample_requests
       set tests = (select coalesce(jsonb_agg(
                      (item - 'amount') || jsonb_build_object('amount_paise',
                        case when jsonb_typeof(item -> 'amount') = 'number' then round((item ->> 'amount')::numeric * 100)::bigint end)
                      order by position), '[]'::jsonb)
                      from jsonb_array_elements(tests) with ordinality as t(item, position))
     where jsonb_typeof(tests) = 'array' and jsonb_array_length(tests) > 0`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    update sample_requests
       set tests = (select coalesce(jsonb_agg(
                      (item - 'amount_paise') || jsonb_build_object('amount',
                        case when jsonb_typeof(item -> 'amount_paise') = 'number' then (item ->> 'amount_paise')::numeric / 100 end)
                      order by position), '[]'::jsonb)
                      from jsonb_array_elements(tests) with ordinality as t(item, position))
     where jsonb_typeof(tests) = 'array' and jsonb_array_length(tests) > 0`.execute(db);
}

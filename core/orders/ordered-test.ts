/**
 * One test of an order as `sample_requests.tests` stores it (spec 001 §3.1's {test_name, amount}), with the price
 * in integer paise like every other amount (migration 0022); null is the spec's 'N/A'.
 */
export type OrderedTest = { test_name: string; amount_paise: number | null };

/** The stored tests as the pages show them; anything malformed reads as no name or no price, never as a wrong price. */
export function orderedTestsOf(tests: unknown): { name: string; amountPaise: number | null }[] {
  return (Array.isArray(tests) ? tests : []).map((test: Partial<Record<keyof OrderedTest, unknown>> | null) => {
    const paise = test?.amount_paise;
    return { name: String(test?.test_name ?? ""), amountPaise: typeof paise === "number" && Number.isInteger(paise) && paise >= 0 ? paise : null };
  });
}

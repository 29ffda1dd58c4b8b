import { TEST_CATALOGUE } from "../catalog/test-catalogue";
import { orderedTestsOf } from "../orders/ordered-test";
import { parametersOfTest, type ResultParameter } from "./parameters";

/** One booked test and the parameters its report carries (none for a test the catalogue has no values for). */
export type TestParameters = { testSlug: string | null; testName: string; parameters: ResultParameter[] };

const bySlugOrName = new Map(TEST_CATALOGUE.flatMap((test) => [[test.name.toLowerCase(), test.slug] as const, [test.slug, test.slug] as const]));

/**
 * The parameters the lab enters for an order, grouped by its booked tests (orders store the English test name).
 * A parameter two tests share (the CBC and a haemoglobin test) is asked once, under the first.
 */
export function parametersOfOrder(tests: unknown): TestParameters[] {
  const asked = new Set<string>();
  return orderedTestsOf(tests).map(({ name }) => {
    const testSlug = bySlugOrName.get(name.trim().toLowerCase()) ?? null;
    const parameters = (testSlug ? parametersOfTest(testSlug) : []).filter((parameter) => !asked.has(parameter.slug));
    for (const parameter of parameters) asked.add(parameter.slug);
    return { testSlug, testName: name, parameters };
  });
}

/** The slugs an order may hold values for. */
export function parameterSlugsOfOrder(tests: unknown): Set<string> {
  return new Set(parametersOfOrder(tests).flatMap((test) => test.parameters.map((parameter) => parameter.slug)));
}

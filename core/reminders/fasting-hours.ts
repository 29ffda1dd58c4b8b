import { TEST_CATALOGUE } from "../catalog/test-catalogue";

const FASTING_BY_NAME = new Map(TEST_CATALOGUE.map((test) => [test.name.toLowerCase(), test.fastingHours]));

/**
 * The fasting a visit needs: the longest the catalogue asks for among the order's tests (a package's own figure is
 * already its longest part's). A test the catalogue does not know (staff typed it) asks for none here: the lab
 * tells the patient when it confirms the tests.
 */
export function fastingHoursOf(testNames: readonly string[]): number {
  return Math.max(0, ...testNames.map((name) => FASTING_BY_NAME.get(name.trim().toLowerCase()) ?? 0));
}

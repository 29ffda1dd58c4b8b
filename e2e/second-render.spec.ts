import { expect, test } from "@playwright/test";
import { actAsVisitor, signInDemoPatient } from "./accounts-support";

/**
 * Issue #31: after a page has loaded, React Router fetches the routes of its links and renders the page again. That
 * render must not reach what cannot have changed: on the family page it re-rendered every field of the member form
 * (a commit of 20-26 ms on this machine's start, docs/performance.md, session 22). React's devtools hook (a stand-in
 * installed before the page's scripts) reports each commit; the fields must not be among the elements it updates.
 */
test("the family page's second render leaves the member form's fields alone", async ({ page, baseURL }) => {
  await page.addInitScript(() => {
    type Fiber = { tag: number; type: unknown; flags: number; child: Fiber | null; sibling: Fiber | null };
    const commits: string[][] = [];
    Object.assign(window, { __commits: commits });
    const UPDATE = 4;
    const HOST_ELEMENT = 5;
    Object.assign(window, {
      __REACT_DEVTOOLS_GLOBAL_HOOK__: {
        supportsFiber: true,
        renderers: new Map(),
        inject: () => 1,
        checkDCE: () => undefined,
        onScheduleFiberRoot: () => undefined,
        onCommitFiberUnmount: () => undefined,
        onPostCommitFiberRoot: () => undefined,
        onCommitFiberRoot(_renderer: number, root: { current: Fiber }) {
          const updated: string[] = [];
          const stack: (Fiber | null)[] = [root.current.child];
          while (stack.length > 0) {
            const fiber = stack.pop();
            if (!fiber) continue;
            if (fiber.tag === HOST_ELEMENT && fiber.flags & UPDATE && typeof fiber.type === "string") updated.push(fiber.type);
            stack.push(fiber.child, fiber.sibling);
          }
          commits.push(updated);
        },
      },
    });
  });
  await signInDemoPatient(page, baseURL!, "/account/family");
  // A first load (a login may have arrived here by a navigation), and React Router's fetch of its links' routes.
  const routesFetched = page.waitForResponse((response) => new URL(response.url()).pathname === "/__manifest");
  await page.goto("/account/family");
  await expect(page.locator("#member-form input").first()).toBeVisible();
  await actAsVisitor(page);
  await routesFetched;
  const reported = () => page.evaluate(() => (window as unknown as { __commits: string[][] }).__commits);
  await expect.poll(async () => (await reported()).flat().length, { message: "the render after the routes came updated some elements (the header's links)" }).toBeGreaterThan(0);
  await page.evaluate(() => new Promise((done) => requestIdleCallback(() => done(null))));
  const commits = await reported();
  expect(commits.length, "the stand-in hook saw React's commits").toBeGreaterThan(1);
  const fields = commits.flat().filter((tag) => ["input", "select", "option", "label", "textarea", "fieldset"].includes(tag));
  expect(fields, "form fields updated after the page loaded").toEqual([]);
});

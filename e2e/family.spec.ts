import { expect, test, type Page } from "@playwright/test";
import { button, freshPhone, otpLogin, scriptlessCopy, SLOW, text, signInDemoPatient } from "./accounts-support";
import { LANGS, settledReader, type Lang } from "./support";

/** Issue #27 at 360 px: the family page (add, edit, a child's guardian, remove) in each language, without scripts too, and My Lab Tests by member. */
const family = (lang: Lang, key: string, values: Record<string, string | number> = {}) => text(lang, key, values, "family");

async function logInTo(page: Page, lang: Lang, phone: string, path: string) {
  await page.goto(path);
  await expect(page).toHaveURL(/\/login\?redirectTo=/);
  await otpLogin(page, lang, phone, (url) => url.pathname + url.search === path);
}

function memberForm(page: Page) {
  return page.locator("#member-form form");
}

async function fillMember(page: Page, lang: Lang, member: { name: string; relation: string; age: string; gender: "Male" | "Female" }) {
  const form = memberForm(page);
  await form.locator('[name="name"]').fill(member.name);
  await form.locator('[name="relation"]').selectOption(member.relation);
  await form.locator('[name="age"]').fill(member.age);
  await form.getByLabel(family(lang, `form.genders.${member.gender}`), { exact: true }).check();
}

function card(page: Page, name: string) {
  return page.getByTestId("family-member").filter({ hasText: name });
}

for (const lang of LANGS) {
  test(`${lang}: add a mother, edit her, a child needs the guardian's word, remove the child`, async ({ page, baseURL }) => {
    test.setTimeout(60_000);
    await settledReader(page.context(), baseURL!, lang);
    await logInTo(page, lang, freshPhone(), "/account/family");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(family(lang, "title"));
    // 'Self' is there from the first login, and cannot be removed.
    await expect(page.getByTestId("family-member")).toHaveCount(1);
    await expect(page.getByTestId("family-member").getByRole("link", { name: family(lang, "list.remove") })).toHaveCount(0);
    await expect(page.getByRole("banner").locator('a[href="/account/family"]').first()).toBeAttached();

    await fillMember(page, lang, { name: "Anita Das", relation: "Mother", age: "67", gender: "Female" });
    await button(memberForm(page), family(lang, "form.add")).click();
    await expect(page.getByRole("status")).toHaveText(family(lang, "done.added", { name: "Anita Das" }), SLOW);
    await expect(card(page, "Anita Das")).toContainText(text(lang, "relations.Mother"));
    await expect(card(page, "Anita Das")).toContainText(family(lang, "list.age_other", { count: 67 }));

    await expect(memberForm(page).locator('[name="name"]'), "a saved member's form starts empty again").toHaveValue("");
    await card(page, "Anita Das").getByRole("link", { name: family(lang, "list.editName", { name: "Anita Das" }) }).click();
    await expect(page).toHaveURL(/\/account\/family\/\d+/);
    await expect(memberForm(page).locator('[name="age"]')).toHaveValue("67");
    await memberForm(page).locator('[name="age"]').fill("68");
    await memberForm(page).locator('[name="whatsapp"]').fill("98300 11111");
    await button(memberForm(page), family(lang, "form.save")).click();
    await expect(page.getByRole("status")).toHaveText(family(lang, "done.saved", { name: "Anita Das" }), SLOW);
    await expect(card(page, "Anita Das")).toContainText(family(lang, "list.age_other", { count: 68 }));
    await expect(card(page, "Anita Das")).toContainText("9830011111");

    // A child who is not the account holder's son or daughter: refused by the field until the guardian box is ticked, nothing typed lost.
    await fillMember(page, lang, { name: "Rohan Pal", relation: "Other", age: "12", gender: "Male" });
    await button(memberForm(page), family(lang, "form.add")).click();
    await expect(memberForm(page).getByText(text(lang, "errors.guardianConsentNeeded"), { exact: true })).toBeVisible(SLOW);
    await expect(memberForm(page).locator('[name="name"]')).toHaveValue("Rohan Pal");
    await expect(memberForm(page).locator('[name="age"]')).toHaveValue("12");
    await memberForm(page).locator('[name="guardian"]').check();
    await button(memberForm(page), family(lang, "form.add")).click();
    await expect(card(page, "Rohan Pal")).toBeVisible(SLOW);

    await card(page, "Rohan Pal").getByRole("link", { name: family(lang, "list.removeName", { name: "Rohan Pal" }) }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(family(lang, "remove.title", { name: "Rohan Pal" }));
    await button(page.locator("main"), family(lang, "remove.confirm")).click();
    await expect(page.getByRole("status")).toHaveText(family(lang, "done.removed"), SLOW);
    await expect(card(page, "Rohan Pal")).toHaveCount(0);
    await expect(page.getByTestId("family-member")).toHaveCount(2);
  });
}

test("without JavaScript: a refused add keeps what was typed, then the member is added", async ({ browser, page, baseURL }) => {
  test.setTimeout(60_000);
  await settledReader(page.context(), baseURL!, "bn");
  await logInTo(page, "bn", freshPhone(), "/account/family");
  const context = await scriptlessCopy(browser, page, baseURL!, "bn");
  try {
    const plain = await context.newPage();
    await plain.goto("/account/family");
    await fillMember(plain, "bn", { name: "Anita Das", relation: "Mother", age: "", gender: "Female" });
    await button(memberForm(plain), family("bn", "form.add")).click();
    await expect(memberForm(plain).getByText(text("bn", "errors.memberAgeOrBirth"), { exact: true })).toBeVisible(SLOW);
    await expect(memberForm(plain).locator('[name="name"]')).toHaveValue("Anita Das");
    await expect(memberForm(plain).locator('[name="relation"]')).toHaveValue("Mother");
    await memberForm(plain).locator('[name="age"]').fill("67");
    await button(memberForm(plain), family("bn", "form.add")).click();
    await expect(plain.getByRole("status")).toHaveText(family("bn", "done.added", { name: "Anita Das" }), SLOW);
    await expect(card(plain, "Anita Das")).toContainText(family("bn", "list.age_other", { count: 67 }));
  } finally {
    await context.close();
  }
});

test("My Lab Tests says whose sample each order is and shows one member's orders", async ({ page, baseURL }) => {
  test.setTimeout(60_000);
  await settledReader(page.context(), baseURL!, "en");
  await signInDemoPatient(page, baseURL!, "/#booking");
  const booking = page.locator("#booking");
  const cards = booking.getByTestId("request-card");
  await expect(cards.filter({ hasText: "Anjali Ghosh · Mother" }).first()).toBeVisible(SLOW);
  // The father's orders are older than the first page (newest first): his own list shows them.
  await booking.getByTestId("member-filter").filter({ hasText: "Subrata Ghosh" }).click();
  await expect(page).toHaveURL(/[?&]member=\d+/);
  await expect(cards.first()).toContainText("Subrata Ghosh · Father", SLOW);
  await booking.getByTestId("member-filter").filter({ hasText: "Anjali Ghosh" }).click();
  await expect(page).toHaveURL(/[?&]member=\d+/);
  await expect(booking.getByTestId("member-filter").filter({ hasText: "Anjali Ghosh" })).toHaveAttribute("aria-current", "true");
  await expect(cards.first()).toBeVisible(SLOW);
  const count = await cards.count();
  expect(count).toBeGreaterThan(1);
  for (let index = 0; index < count; index++) await expect(cards.nth(index)).toContainText("Anjali Ghosh · Mother");
  // The tracking page of one of her orders says whose sample it is too.
  await cards.first().click();
  await expect(page.getByTestId("sample-for")).toHaveText("Anjali Ghosh · Mother", SLOW);
});

import { expect, test } from "@playwright/test";

test.describe("health", () => {
  test("/healthz answers ok", async ({ request }) => {
    const response = await request.get("/healthz");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/^application\/json/);
    expect(response.headers()["cache-control"]).toContain("no-store");
    expect(await response.json()).toMatchObject({ status: "ok" });
  });

  test("/readyz answers ok with the database up", async ({ request }) => {
    const response = await request.get("/readyz");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/^application\/json/);
    expect(await response.json()).toMatchObject({ status: "ok", database: "up" });
  });
});

import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../config";
import { seoFileRoutes } from "./seo-files";

async function fetchSeoFile(env: Record<string, string>, url: string, host: string) {
  const app = Fastify();
  await app.register(seoFileRoutes, { config: loadConfig(env) });
  const response = await app.inject({ url, headers: { host } });
  await app.close();
  return { body: response.body, cacheControl: response.headers["cache-control"] };
}

describe("sitemap.xml and robots.txt", () => {
  it.each(["/sitemap.xml", "/robots.txt"])("%s in demo without PUBLIC_URL: a forged Host is never kept by a cache", async (url) => {
    const forged = await fetchSeoFile({}, url, "evil.example");
    expect(forged.body).toContain("http://evil.example/");
    expect(forged.cacheControl).toBe("no-store");
  });

  it.each(["/sitemap.xml", "/robots.txt"])("%s with PUBLIC_URL: names only PUBLIC_URL and may be cached", async (url) => {
    const file = await fetchSeoFile({ PUBLIC_URL: "https://nikat.example" }, url, "evil.example");
    expect(file.body).toContain("https://nikat.example/");
    expect(file.body).not.toContain("evil.example");
    expect(file.cacheControl).toBe("public, max-age=3600");
  });
});

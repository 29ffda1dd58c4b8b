import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { existsSync } from "node:fs";
import sharp from "sharp";
import { WEB_MANIFEST_PATH, webManifestRoutes } from "./web-manifest";

describe("the web app manifest (issue #29)", () => {
  it("is served as application/manifest+json with what Chrome's install criteria ask for", async () => {
    const app = Fastify({ logger: false });
    await app.register(webManifestRoutes, { brandName: "Nikat" });
    const response = await app.inject({ method: "GET", url: WEB_MANIFEST_PATH });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^application\/manifest\+json/);
    const manifest = response.json();
    expect(manifest).toMatchObject({ name: "Nikat", short_name: "Nikat", start_url: "/", display: "standalone", theme_color: "#0f766e" });
    const sizes = (purpose: string) => manifest.icons.filter((icon: { purpose: string }) => icon.purpose === purpose).map((icon: { sizes: string }) => icon.sizes);
    expect(sizes("any")).toEqual(["192x192", "512x512"]);
    expect(sizes("maskable")).toContain("512x512");
    await app.close();
  });

  it("names icons that exist, at their stated sizes", async () => {
    const app = Fastify({ logger: false });
    await app.register(webManifestRoutes, { brandName: "Nikat" });
    const manifest = (await app.inject({ method: "GET", url: WEB_MANIFEST_PATH })).json();
    for (const icon of manifest.icons as { src: string; sizes: string }[]) {
      const file = `public${icon.src}`;
      expect(existsSync(file), file).toBe(true);
      const { width, height, format } = await sharp(file).metadata();
      expect(`${width}x${height}`, file).toBe(icon.sizes);
      expect(format).toBe("png");
    }
    await app.close();
  });
});

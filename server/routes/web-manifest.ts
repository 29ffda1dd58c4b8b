import type { FastifyPluginAsync } from "fastify";

/** The path the document head links (app/root.tsx) and the service worker precaches. */
export const WEB_MANIFEST_PATH = "/manifest.webmanifest";
/** The brand's teal (Tailwind teal-700, the favicon's pin): the installed app's title bar. */
export const THEME_COLOUR = "#0f766e";

/**
 * The web app manifest (issue #29): what Chrome on Android needs to offer "Install app", named after the configured
 * brand, opening the home page (My Lab Tests once logged in) in its own window. Icons are in public/icons/
 * (scripts/make-app-icons.mjs).
 */
export function webManifest(brandName: string) {
  return {
    id: "/",
    name: brandName,
    short_name: brandName,
    description: `${brandName}: blood tests with sample collection at home, order tracking and reports.`,
    start_url: "/",
    scope: "/",
    display: "standalone",
    orientation: "portrait",
    theme_color: THEME_COLOUR,
    background_color: "#ffffff",
    icons: [
      { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
      { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
      { src: "/icons/maskable-192.png", sizes: "192x192", type: "image/png", purpose: "maskable" },
      { src: "/icons/maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
  };
}

export const webManifestRoutes: FastifyPluginAsync<{ brandName: string }> = async (app, { brandName }) => {
  const body = JSON.stringify(webManifest(brandName));
  app.get(WEB_MANIFEST_PATH, async (_request, reply) => {
    reply.header("Cache-Control", "public, max-age=3600").type("application/manifest+json; charset=utf-8");
    return body;
  });
};

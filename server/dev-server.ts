import http from "node:http";
import type { FastifyServerOptions } from "fastify";
import type { ServerBuild } from "react-router";

export type DevServer = {
  build: () => Promise<ServerBuild>;
  serverFactory: NonNullable<FastifyServerOptions["serverFactory"]>;
  close: () => Promise<void>;
};

/**
 * `npm run dev`: Vite compiles the app on demand (with hot reload) instead of the optimised build. Vite's
 * middleware answers its own requests (modules, styles, public files) in front of Fastify and passes the rest
 * on; its hot-reload socket shares our HTTP server, so no second port is taken.
 */
export async function startDevServer(root: string, options: { hmr?: boolean } = {}): Promise<DevServer> {
  const { createServer } = await import("vite");
  const httpServer = http.createServer();
  const vite = await createServer({
    root,
    configFile: `${root}/vite.config.ts`,
    appType: "custom",
    server: { middlewareMode: true, hmr: options.hmr === false ? false : { server: httpServer } },
  });
  return {
    build: () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
    serverFactory: (handler) => {
      httpServer.on("request", (request, response) => vite.middlewares(request, response, () => handler(request, response)));
      return httpServer;
    },
    close: () => vite.close(),
  };
}

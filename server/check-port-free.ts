import net from "node:net";

/**
 * Fails at once (with the listen error, e.g. EADDRINUSE) when PORT is taken, before the database is started and
 * filled, so a second start answers in a moment instead of after the migrations. The real listen still decides.
 */
export function checkPortFree(port: number, host: string): Promise<void> {
  if (port === 0) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(port, host, () => probe.close(() => resolve()));
  });
}

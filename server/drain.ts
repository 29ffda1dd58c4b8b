/**
 * The time between SIGTERM and closing the server: /readyz answers 503 so the load balancer stops sending new
 * requests, while the process keeps serving what still arrives (a balancer notices only at its next check) and
 * asks keep-alive clients to reconnect elsewhere. Ctrl-C in a terminal skips it; a second signal ends it early.
 */
export type Drain = {
  readonly draining: boolean;
  /** Starts draining and resolves after `ms`, or at once when `end()` is called. */
  begin: (ms: number) => Promise<void>;
  end: () => void;
};

export function createDrain(): Drain {
  let draining = false;
  let finish: (() => void) | undefined;
  return {
    get draining() {
      return draining;
    },
    begin(ms) {
      draining = true;
      return new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, ms);
        finish = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    },
    end() {
      finish?.();
    },
  };
}

import type { FastifyInstance, RouteHandlerMethod } from 'fastify';

/**
 * Work a shutdown waits for before anything closes. The server's own close waits only for open
 * connections, so a handler whose caller has left (an analysis of a closed tab, a stream whose reader
 * went away) would still be running when the database and the pools close, and fail with a 500 in the
 * log. Every route handler is followed until it returns, and work a handler leaves running after it
 * answers is handed to `track` (the streamed analysis).
 */
export class InFlight {
  private readonly running = new Set<Promise<void>>();

  /** Follows `work` until it settles (its result and its error stay the caller's). */
  track(work: PromiseLike<unknown>): void {
    const followed: Promise<void> = Promise.resolve(work)
      .then(
        () => undefined,
        () => undefined,
      )
      .finally(() => this.running.delete(followed));
    this.running.add(followed);
  }

  get size(): number {
    return this.running.size;
  }

  /** Resolves once nothing followed is running, including work started while waiting. */
  async settle(): Promise<void> {
    while (this.running.size > 0) await Promise.all([...this.running]);
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Route handlers and the work they leave running: a shutdown waits for them (platform/shutdown.ts). */
    inFlight: InFlight;
  }
}

const isThenable = (value: unknown): value is PromiseLike<unknown> =>
  typeof value === 'object' && value !== null && typeof (value as { then?: unknown }).then === 'function';

/**
 * Follows every route registered after this call (call it before the routes) and makes `close()` wait
 * for them first: `preClose` runs before the server stops and before any `onClose` hook closes the
 * database or the worker pools. New requests meanwhile get Fastify's 503.
 */
export const registerInFlight = (app: FastifyInstance): void => {
  const inFlight = new InFlight();
  app.decorate('inFlight', inFlight);
  app.addHook('onRoute', (route) => {
    const handler = route.handler as (this: FastifyInstance, ...args: Parameters<RouteHandlerMethod>) => unknown;
    route.handler = function (this: FastifyInstance, request, reply) {
      const result = handler.call(this, request, reply);
      if (isThenable(result)) inFlight.track(result);
      return result;
    } as RouteHandlerMethod;
  });
  app.addHook('preClose', async () => {
    if (inFlight.size > 0) app.log.info({ inFlight: inFlight.size }, 'waiting for requests in flight');
    await inFlight.settle();
  });
};

/**
 * Closes the app (requests in flight finish, then its onClose hooks: the queue, the pools) and only
 * then `closeLast` (the database): Fastify runs a root's onClose hooks last-registered first, so a
 * database closed by a hook added after `buildApp` would close before the jobs that use it stop.
 */
export const shutdownApp = async (app: FastifyInstance, closeLast: () => Promise<void>): Promise<void> => {
  try {
    await app.close();
  } finally {
    await closeLast();
  }
};

/**
 * Graceful shutdown on SIGTERM / SIGINT for the server and the worker alike: `shutdownApp`, then the
 * process exits; past `timeoutMs` it exits anyway.
 */
export const closeOnSignals = (app: FastifyInstance, timeoutMs: number, message: string, closeLast: () => Promise<void>): void => {
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, message);
    const timer = setTimeout(() => {
      app.log.error('shutdown timed out; exiting');
      process.exit(1);
    }, timeoutMs);
    timer.unref();
    shutdownApp(app, closeLast)
      .then(() => process.exit(0))
      .catch((error: unknown) => {
        app.log.error({ err: error }, 'error during shutdown');
        process.exit(1);
      });
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));
};

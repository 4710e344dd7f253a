import type { FastifyInstance } from 'fastify';

/**
 * Graceful shutdown on SIGTERM / SIGINT for the server and the worker alike: the app is closed (jobs in
 * flight finish, the database closes) and the process exits; past `timeoutMs` it exits anyway.
 */
export const closeOnSignals = (app: FastifyInstance, timeoutMs: number, message: string): void => {
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
    app
      .close()
      .then(() => process.exit(0))
      .catch((error: unknown) => {
        app.log.error({ err: error }, 'error during shutdown');
        process.exit(1);
      });
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));
};

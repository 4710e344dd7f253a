import Fastify, { type FastifyInstance } from 'fastify';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { InFlight, registerInFlight, shutdownApp } from './shutdown';

const deferred = <T = void>() => {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
};

/** A stand-in for the database: a query after close fails, as PGlite's does. */
const fakeDatabase = () => {
  const db = {
    closed: false,
    query: () => {
      if (db.closed) throw new Error('database closed');
      return 'stored';
    },
    close: async () => {
      db.closed = true;
    },
  };
  return db;
};

/** A few turns of the event loop: enough for a close that does not wait to close the database (no clock involved). */
const letTheCloseRun = async (closed: Promise<void>) => {
  for (let turn = 0; turn < 5; turn += 1) await Promise.race([closed, new Promise((resolve) => setImmediate(resolve))]);
};

/** Resolves when the app logs `message` (the shutdown says when it starts waiting). */
const logWatcher = (message: string) => {
  const seen = deferred();
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      if (chunk.toString().includes(message)) seen.resolve();
      done();
    },
  });
  return { seen: seen.promise, stream };
};

/**
 * A route whose handler waits for the test, then uses the database; the test's caller sends the
 * request and leaves once the handler has started, and the server has seen it leave.
 */
const slowRoute = (app: FastifyInstance, db: ReturnType<typeof fakeDatabase>) => {
  const started = deferred();
  const callerGone = deferred();
  const release = deferred();
  const outcome = deferred<string>();
  app.post('/slow', async (_request, reply) => {
    reply.raw.once('close', () => callerGone.resolve());
    started.resolve();
    await release.promise;
    try {
      const result = db.query();
      outcome.resolve(result);
      return { result };
    } catch (error) {
      outcome.resolve((error as Error).message);
      throw error;
    }
  });
  const callAndLeave = async () => {
    const { port } = app.server.address() as AddressInfo;
    const req = httpRequest({ host: '127.0.0.1', port, method: 'POST', path: '/slow', headers: { 'content-type': 'application/json' } });
    req.on('error', () => undefined);
    req.end('{}');
    await started.promise;
    req.destroy();
    await callerGone.promise;
  };
  return { callAndLeave, release: release.resolve, outcome: outcome.promise };
};

/**
 * Shuts down while work is running: the shutdown says it is waiting and goes no further (the database
 * stays open), the work finishes with the database, and only then does the database close.
 */
const shutDownWhileWorking = async (
  app: FastifyInstance,
  db: ReturnType<typeof fakeDatabase>,
  waiting: Promise<void>,
  release: () => void,
  outcome: Promise<string>,
) => {
  const closed = shutdownApp(app, db.close);
  await waiting;
  await letTheCloseRun(closed);
  expect(db.closed).toBe(false);
  release();
  expect(await outcome).toBe('stored');
  await closed;
  expect(db.closed).toBe(true);
};

describe('graceful shutdown', () => {
  it('without following the handlers, the database closes under a handler whose caller has left (the bug)', async () => {
    const app = Fastify({ logger: false });
    const db = fakeDatabase();
    app.addHook('onClose', db.close);
    const route = slowRoute(app, db);
    await app.listen({ host: '127.0.0.1', port: 0 });
    await route.callAndLeave();
    // The connection is gone, so the server's close does not wait: the database closes first.
    await app.close();
    route.release();
    expect(await route.outcome).toBe('database closed');
  });

  it('waits for a handler whose caller has left before closing the database', async () => {
    const log = logWatcher('waiting for requests in flight');
    const app = Fastify({ logger: { level: 'info', stream: log.stream } });
    registerInFlight(app);
    const db = fakeDatabase();
    const route = slowRoute(app, db);
    await app.listen({ host: '127.0.0.1', port: 0 });
    await route.callAndLeave();
    await shutDownWhileWorking(app, db, log.seen, route.release, route.outcome);
  });

  it('waits for work a handler leaves running after it answers (a streamed analysis)', async () => {
    const log = logWatcher('waiting for requests in flight');
    const app = Fastify({ logger: { level: 'info', stream: log.stream } });
    registerInFlight(app);
    const db = fakeDatabase();
    const release = deferred();
    const outcome = deferred<string>();
    app.get('/stream', async (_request, reply) => {
      app.inFlight.track(
        release.promise.then(() => {
          try {
            outcome.resolve(db.query());
          } catch (error) {
            outcome.resolve((error as Error).message);
          }
        }),
      );
      return reply.send('started');
    });
    await app.ready();
    expect((await app.inject({ method: 'GET', url: '/stream' })).body).toBe('started');
    await shutDownWhileWorking(app, db, log.seen, release.resolve, outcome.promise);
  });

  it("closes the database after the app's own onClose hooks (the queue, the pools), which Fastify runs last-registered first", async () => {
    const app = Fastify({ logger: false });
    const order: string[] = [];
    app.addHook('onClose', async () => {
      order.push('pools closed');
    });
    await shutdownApp(app, async () => {
      order.push('database closed');
    });
    expect(order).toEqual(['pools closed', 'database closed']);
  });

  it('settles work started while it waits, and a failure does not stop the wait', async () => {
    const inFlight = new InFlight();
    const second = deferred();
    let secondDone = false;
    inFlight.track(
      Promise.reject(new Error('handler failed')).finally(() =>
        inFlight.track(
          second.promise.then(() => {
            secondDone = true;
          }),
        ),
      ),
    );
    const settled = inFlight.settle();
    second.resolve();
    await settled;
    expect(secondDone).toBe(true);
    expect(inFlight.size).toBe(0);
  });
});

import type { FastifyRateLimitOptions, FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { rateLimitCounters, type Database } from '@debtshield/db';
import { lt, sql } from 'drizzle-orm';

type Counter = { current: number; ttl: number };

/**
 * Adds one hit to `key` and answers the window's count and what is left of it: one statement, so
 * instances counting the same address at the same moment never lose a hit. A window that ended
 * starts again at `now` with this hit.
 */
export const countHit = async (db: Database, key: string, windowMs: number, now = new Date()): Promise<Counter> => {
  const windowEnds = new Date(now.getTime() - windowMs);
  const result = await db
    .insert(rateLimitCounters)
    .values({ key, windowStart: now, hits: 1 })
    .onConflictDoUpdate({
      target: rateLimitCounters.key,
      set: {
        hits: sql`case when ${rateLimitCounters.windowStart} <= ${windowEnds} then 1 else ${rateLimitCounters.hits} + 1 end`,
        windowStart: sql`case when ${rateLimitCounters.windowStart} <= ${windowEnds} then ${now} else ${rateLimitCounters.windowStart} end`,
      },
    })
    .returning({ hits: rateLimitCounters.hits, windowStart: rateLimitCounters.windowStart });
  const row = result[0];
  if (!row) throw new Error('rate limit counter: nothing returned');
  return { current: row.hits, ttl: Math.max(0, row.windowStart.getTime() + windowMs - now.getTime()) };
};

/** Counters whose window ended long ago (the purge job). */
export const purgeRateLimitCounters = async (db: Database, now: Date, olderThanMs = 24 * 60 * 60 * 1000): Promise<number> => {
  const gone = await db
    .delete(rateLimitCounters)
    .where(lt(rateLimitCounters.windowStart, new Date(now.getTime() - olderThanMs)))
    .returning({ key: rateLimitCounters.key });
  return gone.length;
};

/**
 * A store for @fastify/rate-limit that counts in the database (issue 29): every API instance on one
 * PostgreSQL counts an address together, so two instances allow what one allows. The plugin makes
 * one child per route with its own limit (the analysis route); its keys carry the route.
 */
export const databaseRateLimitStore = (db: Database): FastifyRateLimitStoreCtor => {
  class DatabaseStore implements FastifyRateLimitStore {
    constructor(
      _options: FastifyRateLimitOptions,
      private readonly prefix = 'global',
    ) {}

    incr(key: string, callback: (error: Error | null, result?: Counter) => void, timeWindow?: number): void {
      const windowMs = timeWindow ?? 60_000;
      countHit(db, `${this.prefix}|${key}`, windowMs).then(
        (counter) => callback(null, counter),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    // The plugin passes the route's merged options, with the route itself as `routeInfo`.
    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      const info = (routeOptions as { routeInfo?: { method?: unknown; url?: unknown } }).routeInfo;
      const route = info?.url ? `${String(info.method)} ${String(info.url)}` : 'route';
      return new DatabaseStore({}, route);
    }
  }
  return DatabaseStore;
};

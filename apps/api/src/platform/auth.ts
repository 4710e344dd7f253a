import { createHash, randomBytes } from 'node:crypto';
import { preparedPerDatabase, purchases, sessions, users, type Database } from '@debtshield/db';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { accountColumns, accountFromRows, type AccountWithProfile } from '../modules/accounts/accounts.repository';
import { AppError } from './errors';

export type AuthUser = {
  id: string;
  email: string;
  name: string | null;
};

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, from the bearer token; null when anonymous. */
    user: AuthUser | null;
    /**
     * The signed-in user's account and profile, read with the session on routes whose config asks
     * for it (`withAccount`); undefined on other routes, null when anonymous.
     */
    account: AccountWithProfile | null | undefined;
  }
  interface FastifyContextConfig {
    /** The auth hook reads the caller's account and profile in the same statement as the session (request.account). */
    withAccount?: boolean;
  }
}

/** SHA-256 of a secret token, hex: what is stored instead of the token. */
export const hashToken = (token: string): string => createHash('sha256').update(token, 'utf8').digest('hex');

/** 32 random bytes as base64url: session tokens, download ids, access keys. */
export const randomToken = (): string => randomBytes(32).toString('base64url');

/** The bearer token of a request, when it carries a well-formed one. */
export const bearerToken = (request: FastifyRequest): string | null => {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+([A-Za-z0-9._~+/=-]{16,200})$/.exec(header.trim());
  return match?.[1] ?? null;
};

/** A live session (not revoked, not expired at `now`, an ISO timestamp) by its token's hash. */
const liveSession = () => and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql.placeholder('now')));

/** The user of a live session. */
const sessionUser = preparedPerDatabase((db) =>
  db
    .select({ id: users.id, email: users.email, name: users.name })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(liveSession())
    .limit(1)
    .prepare('session_user'),
);

/**
 * The user of a live session with their account and profile in the same statement (one row a
 * purchase, or one without): the same session rule, and the same account `loadAccountWithProfile` reads.
 */
const sessionUserWithAccount = preparedPerDatabase((db) =>
  db
    .select({ id: users.id, email: users.email, ...accountColumns })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(purchases, eq(purchases.userId, users.id))
    .where(liveSession())
    .prepare('session_user_with_account'),
);

/**
 * Resolves `request.user` from `Authorization: Bearer <token>` on every /api request (read from the
 * database each time); on a route whose config has `withAccount`, `request.account` too, from the same statement.
 */
export const registerAuth = (app: FastifyInstance): void => {
  app.decorateRequest('user', null);
  app.decorateRequest('account', undefined);
  app.addHook('preHandler', async (request) => {
    const withAccount = request.routeOptions.config?.withAccount === true;
    const token = bearerToken(request);
    if (!token) {
      if (withAccount) request.account = null;
      return;
    }
    const values = { tokenHash: hashToken(token), now: new Date().toISOString() };
    if (!withAccount) {
      const [row] = await sessionUser(app.db.db).execute(values);
      request.user = row ?? null;
      return;
    }
    const rows = await sessionUserWithAccount(app.db.db).execute(values);
    const first = rows[0];
    request.user = first ? { id: first.id, email: first.email, name: first.name } : null;
    request.account = accountFromRows(rows);
  });
};

/** The signed-in user, or a 401 a person can act on. */
export const requireUser = (request: FastifyRequest): AuthUser => {
  if (!request.user) throw new AppError('unauthenticated', 'Please sign in to continue.');
  return request.user;
};

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Opens a session: a random opaque token for the client, only its hash in the database.
 * Works inside a transaction too (pass the transaction as `db`).
 */
export const createSession = async (db: Database, userId: string, ttlDays: number, now = new Date()): Promise<{ token: string; expiresAt: Date }> => {
  const token = randomToken();
  const expiresAt = new Date(now.getTime() + ttlDays * DAY_MS);
  await db.insert(sessions).values({ userId, tokenHash: hashToken(token), createdAt: now, expiresAt });
  return { token, expiresAt };
};

/** Revokes the session of this token (idempotent); returns whether a live session was revoked. */
export const revokeSession = async (db: Database, token: string, now = new Date()): Promise<boolean> => {
  const revoked = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return revoked.length > 0;
};

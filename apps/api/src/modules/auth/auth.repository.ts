import { randomUUID } from 'node:crypto';
import { LOGIN_CODE_MAX_ATTEMPTS, LOGIN_CODE_TTL_MINUTES, LOGIN_RATE_WINDOW_MINUTES } from '@debtshield/contracts';
import { loginCodes, mailOutbox, users, type Database } from '@debtshield/db';
import { and, lte, count, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { AuthUser } from '../../platform/auth';
import { hashLoginCode } from './login-code';

const MINUTE_MS = 60 * 1000;
const DAY_MS = 24 * 60 * MINUTE_MS;
/** Outbox mail (development only) is kept a week. */
export const OUTBOX_KEEP_DAYS = 7;

export type LoginCodeRow = typeof loginCodes.$inferSelect;

/**
 * How many codes were asked for within the rate window: for this email from this client address (the
 * pair: a flood from someone else's address does not lock the owner out), for this email from anywhere,
 * and from this client address for any email.
 */
export const countRecentCodes = async (db: Database, email: string, ipHash: string, now: Date): Promise<{ byPair: number; byEmail: number; byIp: number }> => {
  const since = new Date(now.getTime() - LOGIN_RATE_WINDOW_MINUTES * MINUTE_MS);
  const recent = gt(loginCodes.createdAt, since);
  const [byPair] = await db
    .select({ n: count() })
    .from(loginCodes)
    .where(and(eq(loginCodes.email, email), eq(loginCodes.ipHash, ipHash), recent));
  const [byEmail] = await db
    .select({ n: count() })
    .from(loginCodes)
    .where(and(eq(loginCodes.email, email), recent));
  const [byIp] = await db
    .select({ n: count() })
    .from(loginCodes)
    .where(and(eq(loginCodes.ipHash, ipHash), recent));
  return { byPair: byPair?.n ?? 0, byEmail: byEmail?.n ?? 0, byIp: byIp?.n ?? 0 };
};

/**
 * Stores a new code for an email (hashed, with the hash of the link's secret) and consumes every
 * earlier unconsumed one: only the newest code works.
 */
export const insertLoginCode = async (
  db: Database,
  input: { email: string; code: string; linkHash: string; ipHash: string },
  now: Date,
): Promise<{ id: string; expiresAt: Date }> => {
  const id = randomUUID();
  const expiresAt = new Date(now.getTime() + LOGIN_CODE_TTL_MINUTES * MINUTE_MS);
  await db.transaction(async (tx) => {
    await tx
      .update(loginCodes)
      .set({ consumedAt: now })
      .where(and(eq(loginCodes.email, input.email), isNull(loginCodes.consumedAt)));
    await tx.insert(loginCodes).values({
      id,
      email: input.email,
      codeHash: hashLoginCode(id, input.code),
      linkHash: input.linkHash,
      ipHash: input.ipHash,
      createdAt: now,
      expiresAt,
    });
  });
  return { id, expiresAt };
};

/** Makes a code unusable (its mail could not be sent). It still counts toward the rate limits. */
export const consumeLoginCode = async (db: Database, id: string, now: Date): Promise<void> => {
  await db
    .update(loginCodes)
    .set({ consumedAt: now })
    .where(and(eq(loginCodes.id, id), isNull(loginCodes.consumedAt)));
};

/** The newest unconsumed, unexpired code of an email. */
export const findLiveCode = async (db: Database, email: string, now: Date): Promise<LoginCodeRow | undefined> => {
  const [row] = await db
    .select()
    .from(loginCodes)
    .where(and(eq(loginCodes.email, email), isNull(loginCodes.consumedAt), gt(loginCodes.expiresAt, now)))
    .orderBy(desc(loginCodes.createdAt))
    .limit(1);
  return row;
};

/**
 * Counts one wrong try, atomically and only while tries remain. Returns the tries used now, or
 * null when none were left (or the code went meanwhile).
 */
/**
 * Takes one try of a code, atomically, BEFORE the code is compared: of any number of guesses at once,
 * only LOGIN_CODE_MAX_ATTEMPTS get a try. Returns the tries used with this one, or null when none is left.
 */
export const takeTry = async (db: Database, id: string, now: Date): Promise<number | null> => {
  const [row] = await db
    .update(loginCodes)
    .set({ attempts: sql`${loginCodes.attempts} + 1` })
    .where(and(eq(loginCodes.id, id), isNull(loginCodes.consumedAt), gt(loginCodes.expiresAt, now), lt(loginCodes.attempts, LOGIN_CODE_MAX_ATTEMPTS)))
    .returning({ attempts: loginCodes.attempts });
  return row?.attempts ?? null;
};

export const recordWrongTry = async (db: Database, id: string): Promise<number | null> => {
  const [row] = await db
    .update(loginCodes)
    .set({ attempts: sql`${loginCodes.attempts} + 1` })
    .where(and(eq(loginCodes.id, id), isNull(loginCodes.consumedAt), lt(loginCodes.attempts, LOGIN_CODE_MAX_ATTEMPTS)))
    .returning({ attempts: loginCodes.attempts });
  return row?.attempts ?? null;
};

/**
 * Uses a code up, atomically: of two verifications at once only one gets the row. Returns the
 * email it was for, or null when it was already used, expired or locked.
 */
export const consumeCodeById = async (db: Database, id: string, now: Date): Promise<string | null> => {
  const [row] = await db
    .update(loginCodes)
    .set({ consumedAt: now })
    // The try was taken before the code was compared (takeTry), so the last allowed try may use it.
    .where(and(eq(loginCodes.id, id), isNull(loginCodes.consumedAt), gt(loginCodes.expiresAt, now), lte(loginCodes.attempts, LOGIN_CODE_MAX_ATTEMPTS)))
    .returning({ email: loginCodes.email });
  return row?.email ?? null;
};

/** Uses up the code whose link secret hashes to `linkHash` (single use, same expiry). */
export const consumeCodeByLink = async (db: Database, linkHash: string, now: Date): Promise<string | null> => {
  const [row] = await db
    .update(loginCodes)
    .set({ consumedAt: now })
    .where(and(eq(loginCodes.linkHash, linkHash), isNull(loginCodes.consumedAt), gt(loginCodes.expiresAt, now)))
    .returning({ email: loginCodes.email });
  return row?.email ?? null;
};

/** The user of an email, created on first sign-in (emails are unique and stored lower-cased). */
export const upsertUserByEmail = async (db: Database, email: string): Promise<AuthUser> => {
  await db.insert(users).values({ email }).onConflictDoNothing({ target: users.email });
  const [user] = await db.select({ id: users.id, email: users.email, name: users.name }).from(users).where(eq(users.email, email)).limit(1);
  if (!user) throw new Error('user missing right after its upsert');
  return user;
};

/** Dev outbox, newest first, optionally only the mail to one address. */
export const listOutbox = async (db: Database, to: string | undefined, limit = 100) =>
  db
    .select()
    .from(mailOutbox)
    .where(to ? eq(mailOutbox.to, to) : undefined)
    .orderBy(desc(mailOutbox.createdAt))
    .limit(limit);

/**
 * Scheduled purge: login codes that expired and left the rate window (they no longer count) and
 * outbox mail older than a week. Idempotent.
 */
export const purgeLoginCodesAndOutbox = async (db: Database, now: Date): Promise<{ loginCodes: number; mail: number }> => {
  const rateWindowStart = new Date(now.getTime() - LOGIN_RATE_WINDOW_MINUTES * MINUTE_MS);
  const codes = await db
    .delete(loginCodes)
    .where(and(lt(loginCodes.expiresAt, now), lt(loginCodes.createdAt, rateWindowStart)))
    .returning({ id: loginCodes.id });
  const mail = await db
    .delete(mailOutbox)
    .where(lt(mailOutbox.createdAt, new Date(now.getTime() - OUTBOX_KEEP_DAYS * DAY_MS)))
    .returning({ id: mailOutbox.id });
  return { loginCodes: codes.length, mail: mail.length };
};

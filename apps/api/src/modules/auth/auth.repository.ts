import { randomUUID } from 'node:crypto';
import { LOGIN_CODE_MAX_ATTEMPTS, LOGIN_CODE_TTL_MINUTES, LOGIN_RATE_WINDOW_MINUTES } from '@debtshield/contracts';
import { loginCodes, loginDevices, mailOutbox, users, type Database } from '@debtshield/db';
import { and, lte, count, desc, eq, gt, isNull, lt, sql, type SQL } from 'drizzle-orm';
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
  // The shared budget of an email counts the codes strangers asked for, not those of its known browsers.
  const [byEmail] = await db
    .select({ n: count() })
    .from(loginCodes)
    .where(and(eq(loginCodes.email, email), isNull(loginCodes.deviceId), recent));
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
  input: { email: string; code: string; linkHash: string; ipHash: string; deviceId?: string | null },
  now: Date,
): Promise<{ id: string; expiresAt: Date }> => {
  const deviceId = input.deviceId ?? null;
  const id = randomUUID();
  const expiresAt = new Date(now.getTime() + LOGIN_CODE_TTL_MINUTES * MINUTE_MS);
  await db.transaction(async (tx) => {
    // Only the newest code of the same requester works: a code a stranger asks for never withdraws
    // the one a known browser asked for.
    await tx
      .update(loginCodes)
      .set({ consumedAt: now })
      .where(and(eq(loginCodes.email, input.email), sameDevice(deviceId), isNull(loginCodes.consumedAt)));
    await tx.insert(loginCodes).values({
      id,
      deviceId,
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

const sameDevice = (deviceId: string | null): SQL => (deviceId ? eq(loginCodes.deviceId, deviceId) : isNull(loginCodes.deviceId));

/** The newest unconsumed, unexpired code of an email asked for by this known browser (or by no known browser). */
export const findLiveCode = async (db: Database, email: string, now: Date, deviceId: string | null = null): Promise<LoginCodeRow | undefined> => {
  const [row] = await db
    .select()
    .from(loginCodes)
    .where(and(eq(loginCodes.email, email), sameDevice(deviceId), isNull(loginCodes.consumedAt), gt(loginCodes.expiresAt, now)))
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

/**
 * Code guesses for an email in the last 24 hours by browsers that never signed in to it: the daily
 * guess budget (decision 023). Codes are kept a day for this count (purgeLoginCodesAndOutbox).
 */
export const guessesToday = async (db: Database, email: string, now: Date): Promise<number> => {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${loginCodes.attempts}), 0)::int` })
    .from(loginCodes)
    .where(and(eq(loginCodes.email, email), isNull(loginCodes.deviceId), gt(loginCodes.createdAt, new Date(now.getTime() - DAY_MS))));
  return row?.n ?? 0;
};

/** How long a browser that signed in stays known. */
export const DEVICE_TTL_DAYS = 180;

/** Remembers a browser that signed in to this email (only its token's hash is stored). */
export const insertLoginDevice = async (db: Database, email: string, tokenHash: string, now: Date): Promise<void> => {
  await db.insert(loginDevices).values({ email, tokenHash, createdAt: now, expiresAt: new Date(now.getTime() + DEVICE_TTL_DAYS * DAY_MS) });
};

/** The known browser of this token for this email (not expired), or null. */
export const findLoginDevice = async (db: Database, email: string, tokenHash: string, now: Date): Promise<string | null> => {
  const [row] = await db
    .select({ id: loginDevices.id })
    .from(loginDevices)
    .where(and(eq(loginDevices.tokenHash, tokenHash), eq(loginDevices.email, email), gt(loginDevices.expiresAt, now)))
    .limit(1);
  return row?.id ?? null;
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
 * Scheduled purge: login codes that expired and are a day old (they no longer count), browsers no longer known, and
 * outbox mail older than a week. Idempotent.
 */
export const purgeLoginCodesAndOutbox = async (db: Database, now: Date): Promise<{ loginCodes: number; mail: number }> => {
  // A code is kept a day (after its rate window and its expiry): the daily guess budget counts it.
  const countedUntil = new Date(now.getTime() - Math.max(DAY_MS, LOGIN_RATE_WINDOW_MINUTES * MINUTE_MS));
  const codes = await db
    .delete(loginCodes)
    .where(and(lt(loginCodes.expiresAt, now), lt(loginCodes.createdAt, countedUntil)))
    .returning({ id: loginCodes.id });
  await db.delete(loginDevices).where(lt(loginDevices.expiresAt, now));
  const mail = await db
    .delete(mailOutbox)
    .where(lt(mailOutbox.createdAt, new Date(now.getTime() - OUTBOX_KEEP_DAYS * DAY_MS)))
    .returning({ id: mailOutbox.id });
  return { loginCodes: codes.length, mail: mail.length };
};

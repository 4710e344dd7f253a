import type { Database } from '@debtshield/db';
import { preparedPerDatabase, purchases, users } from '@debtshield/db';
import type { AccountState } from '@debtshield/plans';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { normalizePurchaseName } from '@debtshield/plans';

/** A user's account (what the access rules need) and the details their letters print (the profile). */
export type AccountWithProfile = { state: AccountState; name: string | null; mailingAddress: string | null };

/** The columns of a user's account and profile, with one purchase joined (left join: null columns without one). */
export const accountColumns = {
  planType: users.planType,
  planExpiresAt: users.planExpiresAt,
  debtScansUsed: users.debtScansUsed,
  creditScansUsed: users.creditScansUsed,
  name: users.name,
  mailingAddress: users.mailingAddress,
  purchaseName: purchases.name,
  purchasedAt: purchases.purchasedAt,
  refundedAt: purchases.refundedAt,
};

type AccountRow = {
  planType: string;
  planExpiresAt: Date | null;
  debtScansUsed: number;
  creditScansUsed: number;
  name: string | null;
  mailingAddress: string | null;
  purchaseName: string | null;
  purchasedAt: Date | null;
  refundedAt: Date | null;
};

/** The account read from the rows of `accountColumns` (one a purchase, or one without); null without a row. */
export const accountFromRows = (rows: readonly AccountRow[]): AccountWithProfile | null => {
  const user = rows[0];
  if (!user) return null;
  return {
    state: {
      planType: user.planType,
      planExpiresAt: user.planExpiresAt,
      debtScansUsed: user.debtScansUsed,
      creditScansUsed: user.creditScansUsed,
      purchases: rows.flatMap((p) =>
        p.purchaseName === null ? [] : [{ name: p.purchaseName, purchasedAt: p.purchasedAt ?? undefined, refunded: p.refundedAt !== null }],
      ),
    },
    name: user.name,
    mailingAddress: user.mailingAddress,
  };
};

/**
 * The account and the profile in one round trip: the user's row with each purchase joined (one
 * row a purchase, or one row without). Null when there is no such user.
 */
const accountWithProfile = preparedPerDatabase((db) =>
  db
    .select(accountColumns)
    .from(users)
    .leftJoin(purchases, eq(purchases.userId, users.id))
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare('account_with_profile'),
);

export const loadAccountWithProfile = async (db: Database, userId: string): Promise<AccountWithProfile | null> =>
  accountFromRows(await accountWithProfile(db).execute({ userId }));

/** What the access rules need to know about a user: plan, purchases, expiry and scan counts (one query). */
export const loadAccountState = async (db: Database, userId: string): Promise<AccountState | null> => (await loadAccountWithProfile(db, userId))?.state ?? null;

/**
 * Uses one debt scan if one is left, atomically (two analyses at once cannot both use the last
 * scan). Returns whether a scan was used.
 */
export const consumeDebtScan = async (db: Database, userId: string, scansBought: number): Promise<boolean> => {
  const updated = await db
    .update(users)
    .set({ debtScansUsed: sql`${users.debtScansUsed} + 1`, updatedAt: new Date() })
    .where(and(eq(users.id, userId), sql`${users.debtScansUsed} < ${scansBought}`))
    .returning({ id: users.id });
  return updated.length === 1;
};

/**
 * Uses one credit-report read if one is left, atomically (like consumeDebtScan): a credit_single
 * purchase pays for one report read. Returns whether a read was used.
 */
export const consumeCreditScan = async (db: Database, userId: string, scansBought: number): Promise<boolean> => {
  const updated = await db
    .update(users)
    .set({ creditScansUsed: sql`${users.creditScansUsed} + 1`, updatedAt: new Date() })
    .where(and(eq(users.id, userId), sql`${users.creditScansUsed} < ${scansBought}`))
    .returning({ id: users.id });
  return updated.length === 1;
};

/** The oldest single-scan purchase of a user that is not refunded: what a scan-paid analysis is tied to. */
export const activeScanPurchaseId = async (db: Database, userId: string): Promise<string | null> => {
  const rows = await db
    .select({ id: purchases.id, name: purchases.name })
    .from(purchases)
    .where(and(eq(purchases.userId, userId), isNull(purchases.refundedAt)))
    .orderBy(asc(purchases.purchasedAt));
  return rows.find((r) => normalizePurchaseName(r.name) === 'debt_scan')?.id ?? null;
};

/** Whether a purchase still stands (exists and is not refunded). */
export const purchaseStands = async (db: Database, purchaseId: string): Promise<boolean> => {
  const [row] = await db
    .select({ id: purchases.id })
    .from(purchases)
    .where(and(eq(purchases.id, purchaseId), isNull(purchases.refundedAt)))
    .limit(1);
  return row !== undefined;
};

/** Which of these purchases of one user still stand (exist, are the user's, and are not refunded). */
export const standingPurchaseIds = async (db: Database, userId: string, purchaseIds: readonly string[]): Promise<Set<string>> => {
  if (purchaseIds.length === 0) return new Set();
  const rows = await db
    .select({ id: purchases.id })
    .from(purchases)
    .where(and(eq(purchases.userId, userId), inArray(purchases.id, [...purchaseIds]), isNull(purchases.refundedAt)));
  return new Set(rows.map((r) => r.id));
};

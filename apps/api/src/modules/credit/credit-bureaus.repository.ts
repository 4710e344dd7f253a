import { CREDIT_BUREAUS, CREDIT_MESSAGES, creditBureauRefusal, type CreditBureau } from '@debtshield/contracts';
import type { Database } from '@debtshield/db';
import { creditDisputeBureaus, users } from '@debtshield/db';
import { computeAccess, UNLIMITED } from '@debtshield/plans';
import { asc, eq } from 'drizzle-orm';
import { AppError } from '../../platform/errors';
import { loadAccountState } from '../accounts/accounts.repository';

const isBureau = (value: string): value is CreditBureau => (CREDIT_BUREAUS as readonly string[]).includes(value);

/** The bureaus a person's letters already went to under a counted plan, oldest first. */
export const coveredBureaus = async (db: Database, userId: string): Promise<CreditBureau[]> =>
  (
    await db
      .select({ bureau: creditDisputeBureaus.bureau })
      .from(creditDisputeBureaus)
      .where(eq(creditDisputeBureaus.userId, userId))
      .orderBy(asc(creditDisputeBureaus.claimedAt), asc(creditDisputeBureaus.bureau))
  )
    .map((r) => r.bureau)
    .filter(isBureau);

export type BureauClaim =
  | { ok: true }
  | { ok: false; noCreditAccess: true }
  | { ok: false; noCreditAccess: false; bureausPaid: number; covered: CreditBureau[]; refused: CreditBureau[] };

/**
 * Claims the bureaus a dispute letter is asked for, under the person's plan (decision 043), in one
 * transaction: the user's row is locked (SELECT … FOR UPDATE, as the Done-for-you mail quota does),
 * then the plan and the bureaus already covered are read, and the new bureaus are recorded only when
 * they fit what was bought. Letters asked for at once queue on the lock, so a single-bureau plan can
 * never cover two bureaus. Bureaus already covered can be written to again. Unlimited plans claim
 * nothing.
 */
export const claimDisputeBureaus = async (db: Database, userId: string, asked: readonly CreditBureau[], now: Date = new Date()): Promise<BureauClaim> =>
  db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const access = computeAccess(await loadAccountState(tx, userId), now);
    if (!access.canAccessCredit) return { ok: false as const, noCreditAccess: true as const };
    const bureausPaid = access.creditDisputeBureausLimit;
    if (bureausPaid === UNLIMITED) return { ok: true as const };
    const covered = await coveredBureaus(tx, userId);
    const fresh = [...new Set(asked)].filter((b) => !covered.includes(b));
    if (fresh.length === 0) return { ok: true as const };
    if (covered.length + fresh.length > bureausPaid) return { ok: false as const, noCreditAccess: false as const, bureausPaid, covered, refused: fresh };
    await tx
      .insert(creditDisputeBureaus)
      .values(fresh.map((bureau) => ({ userId, bureau, claimedAt: now })))
      .onConflictDoNothing();
    return { ok: true as const };
  });

/** Claims the bureaus, or refuses with the 402 that names the plan and what would allow the letter. */
export const claimBureausOrRefuse = async (db: Database, userId: string, asked: readonly CreditBureau[]): Promise<void> => {
  const claim = await claimDisputeBureaus(db, userId, asked);
  if (claim.ok) return;
  if (claim.noCreditAccess) throw new AppError('payment_required', CREDIT_MESSAGES.requiresPlan);
  throw new AppError('payment_required', creditBureauRefusal(claim));
};

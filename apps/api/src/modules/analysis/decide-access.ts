import type { Database } from '@debtshield/db';
import { computeAccess, type AccessFlags, type AccountState } from '@debtshield/plans';
import type { AuthUser } from '../../platform/auth';
import { activeScanPurchaseId, consumeDebtScan, loadAccountState, purchaseStands, standingPurchaseIds } from '../accounts/accounts.repository';
import type { AnalysisRow } from './analysis.repository';
import type { AccessBlock, AccessLevel } from './present-analysis';

export const SCAN_USED_UP_MESSAGE = "You've used your single scan. Upgrade for unlimited access!";

export type AccessDecision = {
  level: AccessLevel;
  flags: AccessFlags;
  block: AccessBlock;
  /** The single-scan purchase a new analysis used, when it used one. */
  paidPurchaseId?: string | null;
};

/**
 * Decides, on the server, what one new analysis may show. Unlimited plans see everything; a
 * single-scan purchase is used up by this analysis (atomically); anyone else gets the preview.
 */
export const decideAccess = async (
  db: Database,
  user: AuthUser | null,
  now: Date,
  /** The user's account when the caller has read it already in this request (one round trip saved). */
  preloaded?: AccountState | null,
): Promise<AccessDecision> => {
  const account = user ? (preloaded !== undefined ? preloaded : await loadAccountState(db, user.id)) : null;
  let flags = computeAccess(account, now);
  let level: AccessLevel = 'preview';
  let upgradeRequired = false;
  let message: string | null = null;
  let paidPurchaseId: string | null = null;

  if (user && account) {
    if (flags.hasUnlimitedDebtScans) level = 'full';
    else if (flags.remainingDebtScans > 0) {
      const bought = flags.remainingDebtScans + flags.debtScansUsed;
      if (await consumeDebtScan(db, user.id, bought)) {
        level = 'full';
        paidPurchaseId = await activeScanPurchaseId(db, user.id);
        flags = computeAccess({ ...account, debtScansUsed: flags.debtScansUsed + 1 }, now);
      }
    }
    if (level === 'preview' && flags.hasDebtScan) {
      upgradeRequired = true;
      message = SCAN_USED_UP_MESSAGE;
    }
  }

  const full = level === 'full';
  return {
    level,
    flags,
    paidPurchaseId,
    block: {
      is_logged_in: user !== null,
      has_access: full,
      can_view_full_letter: full,
      can_download: full,
      can_enhance: flags.canEnhance,
      scans_remaining: flags.remainingDebtScans,
      upgrade_required: upgradeRequired,
      message,
    },
  };
};

/**
 * The access of a stored analysis, decided now, when it is read (not when it was made): full for its
 * signed-in owner while the owner's plan gives unlimited scans, or while the single scan it used is
 * not refunded; a preview otherwise (an analysis not yet attached to an account is always a preview).
 */
export const readAccess = async (
  db: Database,
  row: Pick<AnalysisRow, 'userId' | 'paidPurchaseId'>,
  user: AuthUser | null,
  now: Date = new Date(),
): Promise<AccessDecision> => {
  const owner = user !== null && row.userId === user.id;
  const flags = computeAccess(user ? await loadAccountState(db, user.id) : null, now);
  const full = owner && (flags.hasUnlimitedDebtScans || (row.paidPurchaseId !== null && (await purchaseStands(db, row.paidPurchaseId))));
  return {
    level: full ? 'full' : 'preview',
    flags,
    block: {
      is_logged_in: user !== null,
      has_access: full,
      can_view_full_letter: full,
      can_download: full,
      can_enhance: flags.canEnhance,
      scans_remaining: flags.remainingDebtScans,
      upgrade_required: false,
      message: null,
    },
  };
};

/**
 * The same decision as readAccess for many analyses of one owner at once (the history, its combos and
 * the power letter): which of them are read in full now. A refund or a lapsed plan turns an analysis
 * back into a preview here too, so the history never shows what the analysis itself would hide.
 */
export const historyAccess = async (
  db: Database,
  user: AuthUser,
  rows: readonly Pick<AnalysisRow, 'paidPurchaseId'>[],
  now: Date = new Date(),
): Promise<(row: Pick<AnalysisRow, 'paidPurchaseId'>) => boolean> => {
  const flags = computeAccess(await loadAccountState(db, user.id), now);
  if (flags.hasUnlimitedDebtScans) return () => true;
  const paid = [...new Set(rows.map((r) => r.paidPurchaseId).filter((id): id is string => id !== null))];
  const standing = await standingPurchaseIds(db, user.id, paid);
  return (row) => row.paidPurchaseId !== null && standing.has(row.paidPurchaseId);
};

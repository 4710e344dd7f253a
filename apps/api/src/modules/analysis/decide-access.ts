import type { Database } from '@debtshield/db';
import { computeAccess, type AccessFlags } from '@debtshield/plans';
import type { AuthUser } from '../../platform/auth';
import { consumeDebtScan, loadAccountState } from '../accounts/accounts.repository';
import type { AccessBlock, AccessLevel } from './present-analysis';

export const SCAN_USED_UP_MESSAGE = "You've used your single scan. Upgrade for unlimited access!";

export type AccessDecision = { level: AccessLevel; flags: AccessFlags; block: AccessBlock };

/**
 * Decides, on the server, what one new analysis may show. Unlimited plans see everything; a
 * single-scan purchase is used up by this analysis (atomically); anyone else gets the preview.
 */
export const decideAccess = async (db: Database, user: AuthUser | null, now: Date): Promise<AccessDecision> => {
  const account = user ? await loadAccountState(db, user.id) : null;
  let flags = computeAccess(account, now);
  let level: AccessLevel = 'preview';
  let upgradeRequired = false;
  let message: string | null = null;

  if (user && account) {
    if (flags.hasUnlimitedDebtScans) level = 'full';
    else if (flags.remainingDebtScans > 0) {
      const bought = flags.remainingDebtScans + flags.debtScansUsed;
      if (await consumeDebtScan(db, user.id, bought)) {
        level = 'full';
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

/** The access of an analysis made earlier: its level was decided (and paid for) when it was made. */
export const storedAccess = (level: AccessLevel, user: AuthUser | null, flags: AccessFlags): AccessBlock => ({
  is_logged_in: user !== null,
  has_access: level === 'full',
  can_view_full_letter: level === 'full',
  can_download: level === 'full',
  can_enhance: flags.canEnhance,
  scans_remaining: flags.remainingDebtScans,
  upgrade_required: false,
  message: null,
});

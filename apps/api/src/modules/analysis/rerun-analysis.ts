import { redactDeep, type Lang } from '@debtshield/analyzer';
import type { AnalyzeResponse, Answers, FlowType } from '@debtshield/contracts';
import type { Database } from '@debtshield/db';
import type { AuthUser } from '../../platform/auth';
import { hashToken } from '../../platform/auth';
import { AppError } from '../../platform/errors';
import { activeScanPurchaseId, consumeDebtScan, loadAccountState } from '../accounts/accounts.repository';
import { computeAccess } from '@debtshield/plans';
import { mismatchesForLetter } from '../credit/letter-mismatches';
import { presentLetter } from '../letters/present-letter';
import { attachAnalysis, findAnalysis, updateAnalysisAnswers, type AnalysisRow, type StoredExtraction } from './analysis.repository';
import { documentFromStored } from './analyze-letter';
import { deriveAnalysis } from './derive-analysis';
import { readAccess } from './decide-access';
import { presentAnalysis } from './present-analysis';
import { presentEnhancement } from './present-enhancement';
import { profileConsumer } from '../accounts/profile';

export const ANALYSIS_EXPIRED_MESSAGE =
  'This analysis has expired: letters are deleted within 1 hour of upload. Please upload the letter again to answer its questions.';

const NOT_FOUND = 'We could not find this analysis.';

/**
 * An analysis the caller may use: a signed-in user's only by that user; one made before signing in
 * only by the browser holding its secret (`key`, sent as X-Analysis-Key). Anything else is 'not
 * found', so ids cannot be probed.
 */
export const requireOwnAnalysis = async (db: Database, id: string, user: AuthUser | null, key?: string | null): Promise<AnalysisRow> => {
  const row = await findAnalysis(db, id);
  if (!row) throw new AppError('not_found', NOT_FOUND);
  if (row.userId !== null) {
    if (row.userId !== user?.id) throw new AppError('not_found', NOT_FOUND);
  } else if (!key || !row.ownerKeyHash || hashToken(key) !== row.ownerKeyHash) throw new AppError('not_found', NOT_FOUND);
  return row;
};

/** Letter text is kept for an hour: past it (even before the purge job runs) the analysis cannot be read again. */
const storedText = (row: AnalysisRow, now: Date): string => {
  if (!row.textMasked || (row.textExpiresAt !== null && row.textExpiresAt.getTime() <= now.getTime()))
    throw new AppError('not_found', ANALYSIS_EXPIRED_MESSAGE);
  return row.textMasked;
};

/**
 * A stored analysis presented for the caller's access now (GET /api/analysis/{id}); with `answers`,
 * re-run with them first and stored (POST /api/analysis/{id}/answers).
 */
export const presentStoredAnalysis = async ({
  db,
  row,
  user,
  answers,
  now = new Date(),
  lang = 'en',
  analysisKey = null,
  disputeId = null,
}: {
  db: Database;
  row: AnalysisRow;
  user: AuthUser | null;
  answers?: Answers;
  /** A reading job's answer (reading-jobs.ts): the browser's key and the dispute of the upload, said once like a direct analysis. */
  analysisKey?: string | null;
  disputeId?: string | null;
  now?: Date;
  /** Language of the sentences (Accept-Language): the stored analysis is language-neutral and read in either. */
  lang?: Lang;
}): Promise<AnalyzeResponse> => {
  const text = storedText(row, now);
  const merged: Answers = { ...(row.answers as Answers), ...(answers ? redactDeep(answers) : {}), state: row.state as Answers['state'] };
  const doc = documentFromStored(text, row.extraction as StoredExtraction);
  // The owner's profile signs the response letter (issue 27); anyone else reads it with the blanks.
  const consumer = user && row.userId === user.id ? await profileConsumer(db, user.id) : undefined;
  const derived = deriveAnalysis(doc, {
    ...(consumer ? { consumer } : {}),
    state: row.state,
    answers: merged,
    today: now.toISOString().slice(0, 10),
    userLetterText: row.userLetterMasked,
    lang,
  });
  if (answers) await updateAnalysisAnswers(db, row.id, merged, derived.summary);

  const access = await readAccess(db, row, user, now);
  const full = access.level === 'full';
  const creditMismatches = user && full && row.userId === user.id ? await mismatchesForLetter(db, user.id, row.id, derived.summary) : [];
  return presentAnalysis(derived.body, {
    analysisId: row.id,
    creditMismatches,
    flowType: row.flowType as FlowType,
    level: access.level,
    access: access.block,
    letter: presentLetter(derived.letter, full, lang),
    enhancement: derived.enhancement && presentEnhancement(derived.enhancement, full && access.flags.canEnhance, lang),
    disputeId,
    analysisKey,
    lang,
  });
};

/** Re-runs the rules of a stored analysis with the user's answers (spec: answering refreshes the findings). */
export const rerunAnalysis = async (options: {
  db: Database;
  id: string;
  user: AuthUser | null;
  key?: string | null;
  answers: Answers;
  now?: Date;
  lang?: Lang;
}): Promise<AnalyzeResponse> => {
  const row = await requireOwnAnalysis(options.db, options.id, options.user, options.key);
  return presentStoredAnalysis({ ...options, row });
};

/**
 * Attaches an analysis made before signing in to the signed-in account that holds its secret (at
 * sign-in or after a purchase). If the account has a single scan left and no unlimited plan, the scan
 * pays for this analysis. Already the account's own: nothing changes. Returns it as the account sees it now.
 */
export const claimAnalysis = async ({
  db,
  id,
  user,
  key,
  now = new Date(),
  lang = 'en',
}: {
  db: Database;
  id: string;
  user: AuthUser;
  key: string | null;
  now?: Date;
  lang?: Lang;
}): Promise<AnalyzeResponse> => {
  let row = await requireOwnAnalysis(db, id, user, key);
  if (row.userId === null) {
    storedText(row, now);
    const account = await loadAccountState(db, user.id);
    const flags = computeAccess(account, now);
    let paidPurchaseId: string | null = null;
    if (!flags.hasUnlimitedDebtScans && flags.remainingDebtScans > 0 && (await consumeDebtScan(db, user.id, flags.remainingDebtScans + flags.debtScansUsed))) {
      paidPurchaseId = await activeScanPurchaseId(db, user.id);
    }
    await attachAnalysis(db, row.id, user.id, paidPurchaseId);
    row = (await findAnalysis(db, row.id)) ?? row;
  }
  return presentStoredAnalysis({ db, row, user, now, lang });
};

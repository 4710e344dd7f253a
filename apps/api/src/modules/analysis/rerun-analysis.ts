import type { AnalyzeResponse, Answers, FlowType } from '@debtshield/contracts';
import type { Database } from '@debtshield/db';
import { computeAccess } from '@debtshield/plans';
import type { AuthUser } from '../../platform/auth';
import { AppError } from '../../platform/errors';
import { loadAccountState } from '../accounts/accounts.repository';
import { presentLetter } from '../letters/present-letter';
import { findAnalysis, updateAnalysisAnswers, type AnalysisRow, type StoredExtraction } from './analysis.repository';
import { documentFromStored } from './analyze-letter';
import { deriveAnalysis } from './derive-analysis';
import { storedAccess } from './decide-access';
import { presentAnalysis, type AccessLevel } from './present-analysis';
import { presentEnhancement } from './present-enhancement';

export const ANALYSIS_EXPIRED_MESSAGE =
  'This analysis has expired: letters are deleted within 1 hour of upload. Please upload the letter again to answer its questions.';

/**
 * An analysis the caller may use: anonymous analyses are reached by their (random, unguessable)
 * id; a signed-in user's only by that user. Anything else is 'not found', so ids cannot be probed.
 */
export const requireOwnAnalysis = async (db: Database, id: string, user: AuthUser | null): Promise<AnalysisRow> => {
  const row = await findAnalysis(db, id);
  if (!row || (row.userId !== null && row.userId !== user?.id)) throw new AppError('not_found', 'We could not find this analysis.');
  return row;
};

/** Re-runs the rules of a stored analysis with the user's answers (spec: answering refreshes the findings). */
export const rerunAnalysis = async ({
  db,
  id,
  user,
  answers,
  now = new Date(),
}: {
  db: Database;
  id: string;
  user: AuthUser | null;
  answers: Answers;
  now?: Date;
}): Promise<AnalyzeResponse> => {
  const row = await requireOwnAnalysis(db, id, user);
  if (!row.textMasked) throw new AppError('not_found', ANALYSIS_EXPIRED_MESSAGE);
  const merged: Answers = { ...(row.answers as Answers), ...answers, state: row.state as Answers['state'] };
  const doc = documentFromStored(row.textMasked, row.extraction as StoredExtraction);
  const derived = deriveAnalysis(doc, { state: row.state, answers: merged, today: now.toISOString().slice(0, 10), userLetterText: row.userLetterMasked });
  await updateAnalysisAnswers(db, row.id, merged, derived.summary);

  const level = row.accessLevel as AccessLevel;
  const full = level === 'full';
  const flags = computeAccess(user ? await loadAccountState(db, user.id) : null, now);
  return presentAnalysis(derived.body, {
    analysisId: row.id,
    flowType: row.flowType as FlowType,
    level,
    access: storedAccess(level, user, flags),
    letter: presentLetter(derived.letter, full),
    enhancement: derived.enhancement && presentEnhancement(derived.enhancement, full && flags.canEnhance),
    disputeId: null,
  });
};

import { computeSolStatus } from '@debtshield/analyzer';
import type { IsoDate } from '@debtshield/clocks';
import type { LawsuitFacts } from '@debtshield/contracts';
import { analyses, disputeEvents, disputes, type Database } from '@debtshield/db';
import type { DebtKnowledge } from '@debtshield/lawsuits';
import { and, desc, eq } from 'drizzle-orm';
import { collectorKey } from '../intel/collector-key';
import type { AnalysisSummary } from '../letters/letter-inputs';

/**
 * What DebtShield already knows of a sued debt (issue 28 part 3): the facts the person entered, and
 * for a signed-in person their own records: the tracker's dispute (a written validation dispute and
 * whether verification came) and the analyses of the collector's letters (amounts, the original
 * creditor, the last payment, FDCPA findings, and the person's answer whether the time limit to sue
 * had passed, decision 264). Read for the owner only.
 */

/** Letters that dispute the debt under 1692g(b) (as the tracker counts them). */
const DISPUTE_LETTERS = new Set(['validation_request', 'dispute', 'original_creditor_request']);
const ANALYSES_READ = 50;

type Own = {
  validationDispute: DebtKnowledge['validationDispute'];
  summaries: AnalysisSummary[];
  disputeId: string | null;
  /** The person's answer on those analyses whether the time limit to sue had passed (`debtPastLimitationPeriod`, decision 254). */
  pastLimitationPeriod: boolean | null;
};

const firstValue = <T>(values: (T | undefined | null)[]): T | null => values.find((v) => v !== undefined && v !== null) ?? null;

/** The answer whether the time limit to sue had passed, from an analysis's stored answers. */
const answeredPast = (answers: unknown): boolean | null => {
  const value = (answers as Record<string, unknown> | null)?.debtPastLimitationPeriod;
  return typeof value === 'boolean' ? value : null;
};

const readOwn = async (db: Database, userId: string, facts: LawsuitFacts): Promise<Own> => {
  let validationDispute: DebtKnowledge['validationDispute'] = null;
  let disputeId: string | null = null;
  const summaries: AnalysisSummary[] = [];
  // The answer of the analysis named first, then of the dispute's, then of this collector's others, newest first.
  const answers: (boolean | null)[] = [];
  if (facts.dispute_id) {
    const [d] = await db
      .select({ id: disputes.id, letterKind: disputes.letterKind, summary: analyses.summary, answers: analyses.answers })
      .from(disputes)
      .leftJoin(analyses, eq(analyses.id, disputes.analysisId))
      .where(and(eq(disputes.id, facts.dispute_id), eq(disputes.userId, userId)))
      .limit(1);
    if (d) {
      disputeId = d.id;
      if (d.summary) summaries.push(d.summary as AnalysisSummary);
      answers.push(answeredPast(d.answers));
      const events = await db.select().from(disputeEvents).where(eq(disputeEvents.disputeId, d.id));
      const sent = events.filter((e) => e.type === 'letter_sent').sort((a, b) => (a.occurredOn < b.occurredOn ? -1 : 1))[0];
      if (sent && DISPUTE_LETTERS.has(d.letterKind ?? ''))
        validationDispute = {
          sentOn: sent.occurredOn,
          verified: events.some((e) => e.type === 'reply_received' && (e.data as Record<string, unknown>).verified === true),
        };
    }
  }
  // The person's analyses of this collector's letters (the plaintiff's name, or the analysis named).
  const rows = await db
    .select({ id: analyses.id, summary: analyses.summary, answers: analyses.answers })
    .from(analyses)
    .where(eq(analyses.userId, userId))
    .orderBy(desc(analyses.createdAt))
    .limit(ANALYSES_READ);
  const plaintiffKey = facts.plaintiff ? collectorKey(facts.plaintiff) : null;
  for (const r of rows) {
    const s = r.summary as AnalysisSummary;
    const named = r.id === facts.analysis_id;
    const sameCollector = plaintiffKey !== null && s.collectorName !== null && collectorKey(s.collectorName) === plaintiffKey;
    if ((named || sameCollector) && !summaries.includes(s)) summaries.push(s);
    if (named) answers.unshift(answeredPast(r.answers));
    else if (sameCollector) answers.push(answeredPast(r.answers));
  }
  return { validationDispute, summaries, disputeId, pastLimitationPeriod: firstValue(answers) };
};

export type Knowledge = { knowledge: DebtKnowledge; disputeId: string | null; analysesRead: number };

export const gatherKnowledge = async (db: Database, userId: string | null, facts: LawsuitFacts, servedOnFallback: IsoDate): Promise<Knowledge> => {
  const own: Own = userId ? await readOwn(db, userId, facts) : { validationDispute: null, summaries: [], disputeId: null, pastLimitationPeriod: null };
  // The collector's letters only: a court paper (the summons itself) is not a letter about the debt.
  const letters = own.summaries.filter((s) => s.courtPaper !== true);
  const filedOn = facts.filed_on ?? servedOnFallback;
  const lastPayment = facts.last_payment_date ?? firstValue(letters.map((s) => s.facts.lastPaymentDate?.value));
  const chargeOff = firstValue(letters.map((s) => s.facts.chargeOffDate?.value));
  // What the person says on the lawsuit form, else what they answered on their analyses; a date settles it over either.
  const pastLimitationPeriod = facts.past_limitation_period ?? own.pastLimitationPeriod;
  const sol = computeSolStatus({
    state: facts.state,
    today: filedOn,
    ...(lastPayment ? { lastPaymentDate: lastPayment } : {}),
    ...(chargeOff ? { chargeOffDate: chargeOff } : {}),
    ...(pastLimitationPeriod !== null ? { pastLimitationPeriod } : {}),
  });
  // Only the amounts a letter labels as the balance due (not every figure it prints).
  const amounts = letters.flatMap((s) => (s.facts.balances ?? []).map((a) => Math.round(a.value * 100)));
  const findingIds = [...new Set(letters.flatMap((s) => s.findings.map((f) => f.id)))];
  const latestLetter =
    letters
      .map((s) => s.letterDate)
      .filter((d): d is string => d !== null)
      .sort()
      .at(-1) ?? null;
  return {
    knowledge: {
      state: facts.state,
      filedOn,
      plaintiff: facts.plaintiff ?? null,
      originalCreditor: facts.original_creditor ?? firstValue(letters.map((s) => s.facts.originalCreditor?.value)),
      sol: { status: sol.status, years: sol.years, runsOutOn: sol.runsOutOn ?? null, basis: sol.basis, fromAnswer: sol.fromAnswer === true },
      validationDispute: own.validationDispute,
      amountClaimedCents: facts.amount_claimed == null ? null : Math.round(facts.amount_claimed * 100),
      letterAmountsCents: amounts,
      identityTheftReported: facts.identity_theft ?? null,
      bankruptcyDischarge: facts.bankruptcy_discharged == null ? null : { discharged: facts.bankruptcy_discharged, dischargedOn: null },
      arbitrationClause: facts.arbitration_clause ?? null,
      letterFindings: { ruleIds: findingIds, latestLetterDate: latestLetter },
    },
    disputeId: own.disputeId,
    analysesRead: letters.length,
  };
};

import type { DisputeSummary } from '@debtshield/contracts';
import { collectorKey } from '../intel/collector-key';

/**
 * A collector's reply judged as a reply to a dispute (issue 15): did it verify (what it says it
 * encloses), do the amount and creditor match the first letter, did it keep collecting without
 * verifying, which likely violations does it bring. Pure: the reply's text and facts in (read by the
 * analyzer's extract and rules), a judgment and the smart action of spec 001 §4 out. What verification
 * must contain is unsettled between courts (legal reference §5.1), so the judgment says what it read
 * and never claims more.
 */

export type ReplyFacts = {
  text: string;
  amount: number | null;
  creditors: string[];
  /** Rule ids the analyzer found in the reply. */
  findings: { id: string; title: string; citation: string }[];
  ocrConfidence: number;
};

export type OriginalFacts = { amount: number | null; creditors: string[]; letterKind: string | null };

export type ReplyJudgment = {
  verified: boolean;
  enclosed: string[];
  amount_matches: boolean | null;
  creditor_matches: boolean | null;
  demands_payment: boolean;
  kept_collecting: boolean;
  new_violations: string[];
  ocr_confidence: number;
};

const ENCLOSURES: [string, RegExp][] = [
  ['account statements', /\b(account|billing|monthly|periodic) statements?\b/i],
  ['the signed agreement', /\b(signed|original|credit(or)?|cardholder) (agreement|contract|application)\b/i],
  ['an itemization', /\bitemi[sz]ation\b/i],
  ['a copy of a judgment', /\bcopy of (the |a )?judgment\b/i],
  ['the chain of ownership', /\b(bill of sale|chain of title|assignment of (the )?(debt|account))\b/i],
];
const VERIFICATION_WORDS =
  /\b(verification|validation) of (the |this |your )?(debt|account|balance)\b|\b(we have|has been) (verified|validated)\b|\benclosed (is|are|please find)\b/i;
const PAYMENT_DEMAND =
  /\b(please (remit|pay)|payment (is )?(due|required|expected)|pay (the|this|your) (full )?(balance|amount|debt)|balance (is )?due|amount due|make (a|your) payment|to avoid (further|additional|legal))\b/i;

const sameAmount = (a: number, b: number) => Math.round(a * 100) === Math.round(b * 100);

export const judgeReply = (reply: ReplyFacts, original: OriginalFacts, originalFindingIds: readonly string[] = []): ReplyJudgment => {
  const enclosed = ENCLOSURES.filter(([, re]) => re.test(reply.text)).map(([label]) => label);
  const verified = enclosed.length >= 2 || (enclosed.length >= 1 && VERIFICATION_WORDS.test(reply.text));
  const demandsPayment = PAYMENT_DEMAND.test(reply.text);
  const keys = (names: string[]) => new Set(names.map(collectorKey).filter(Boolean));
  const replyCreditors = keys(reply.creditors);
  const originalCreditors = keys(original.creditors);
  return {
    verified,
    enclosed,
    amount_matches: reply.amount === null || original.amount === null ? null : sameAmount(reply.amount, original.amount),
    creditor_matches: replyCreditors.size === 0 || originalCreditors.size === 0 ? null : [...replyCreditors].some((c) => originalCreditors.has(c)),
    demands_payment: demandsPayment,
    kept_collecting: demandsPayment && !verified,
    new_violations: [...new Set(reply.findings.map((f) => f.id))].filter((id) => !originalFindingIds.includes(id)),
    ocr_confidence: reply.ocrConfidence,
  };
};

/** "a, b and c". */
const listWords = (words: readonly string[]): string => (words.length < 2 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`);

export type ReplyAction = DisputeSummary['smart_action'] & { letter: 'continued_dispute' | null };

/** The smart action a judged reply calls for, most serious first. */
export const replyAction = (j: ReplyJudgment, findings: ReplyFacts['findings']): ReplyAction => {
  if (j.kept_collecting)
    return {
      status: 'violation',
      urgency: 'critical',
      action: 'prepare_failure_notice',
      message: 'The reply demands payment without verifying the debt.',
      next_steps: ['Send the prepared letter: you still dispute the debt and verification was not provided.', 'Keep the reply and the envelope.'],
      legal_impact: 'After a timely written dispute the collector must stop collecting until it mails verification (15 U.S.C. 1692g(b); 12 CFR 1006.38(d)(2)).',
      letter: 'continued_dispute',
    };
  if (j.new_violations.length > 0)
    return {
      status: 'violation',
      urgency: 'high',
      action: 'file_complaints',
      message: `The reply shows ${j.new_violations.length} likely new violation${j.new_violations.length === 1 ? '' : 's'}.`,
      next_steps: ['Review the violations found in the reply.', 'Consider a CFPB complaint with the reply attached.'],
      legal_impact: findings
        .filter((f) => j.new_violations.includes(f.id))
        .map((f) => f.citation)
        .filter((v, i, a) => a.indexOf(v) === i)
        .join('; '),
      letter: null,
    };
  if (!j.verified)
    return {
      status: 'violation',
      urgency: 'high',
      action: 'dispute_validation',
      message: 'The reply does not appear to verify the debt.',
      next_steps: ['Send the prepared letter disputing the inadequate response.'],
      legal_impact: 'Collection may not resume until verification is mailed (15 U.S.C. 1692g(b)). Courts differ on what verification must contain.',
      letter: 'continued_dispute',
    };
  if (j.amount_matches === false || j.creditor_matches === false)
    return {
      status: 'violation',
      urgency: 'high',
      action: 'dispute_validation',
      message: `The verification does not match the first letter (${[j.amount_matches === false ? 'amount' : null, j.creditor_matches === false ? 'creditor' : null].filter(Boolean).join(' and ')}).`,
      next_steps: ['Send the prepared letter naming what does not match.'],
      legal_impact: 'A collector may not misrepresent the amount or the creditor of a debt (15 U.S.C. 1692e(2)(A)); 1692g(b) requires verification.',
      letter: 'continued_dispute',
    };
  return {
    status: 'action_needed',
    urgency: 'normal',
    action: 'wait',
    message: `The reply appears to verify the debt (it mentions ${listWords(j.enclosed)}). Check it against your records.`,
    next_steps: ['Compare the enclosures with your own records.', 'If something is wrong, dispute it in writing.'],
    legal_impact: 'Once verification is mailed, collection may resume (15 U.S.C. 1692g(b)).',
    letter: null,
  };
};

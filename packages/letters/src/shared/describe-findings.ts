import type { LetterFinding } from '../inputs';
import { asSentenceStart, present, shortQuote } from './clean-text';

/** Findings about the amount claimed (legal-reference §1.1 itemization checks and §1.5). */
export const AMOUNT_FINDING_IDS: ReadonlySet<string> = new Set([
  'vn_itemization_arithmetic',
  'vn_itemization_table',
  'vn_amount_on_itemization_date',
  'vn_current_amount',
  'vn_itemization_date',
  'amounts_contradictory',
  'unauthorized_fees_or_interest',
  'pay_to_pay_fee',
  'interest_accrual_not_disclosed',
  'interest_increase_language_false',
  'misstated_legal_status',
  'collector_compensation_misstated',
]);

/** Findings about a time-barred debt (legal-reference §1.6). */
export const TIME_BARRED_FINDING_IDS: ReadonlySet<string> = new Set([
  'time_barred_suit_threat',
  'time_barred_no_disclosure_federal',
  'time_barred_state_disclosure_missing',
]);

/** One finding per id, in the order given. */
export const uniqueFindings = (findings: readonly LetterFinding[] | undefined): LetterFinding[] => {
  const seen = new Set<string>();
  return (findings ?? []).filter((f) => {
    if (seen.has(f.id) || !present(f.citation) || !present(f.title)) return false;
    seen.add(f.id);
    return true;
  });
};

/** 'Your letter states: "..."' with up to two short quotes, or '' when the finding has none. */
export const quoteEvidence = (finding: LetterFinding): string => {
  const quotes = finding.evidence
    .map((e) => shortQuote(e.text))
    .filter((q) => q.length > 0)
    .slice(0, 2);
  if (quotes.length === 0) return '';
  const last = quotes[quotes.length - 1] ?? '';
  return `Your letter states: ${quotes.map((q) => `"${q}"`).join(' and ')}${/[.!?]$/.test(last) ? '' : '.'}`;
};

/**
 * One numbered line for a finding, for the collector to read: the problem, the collector's own
 * words, and the citation. 'appears to violate' only for a confident objective finding; 'may
 * violate' otherwise. The finding's `message` is written for the user and stays out.
 */
export const describeFinding = (finding: LetterFinding, n: number): string => {
  const confident = finding.kind === 'objective' && finding.confidence !== 'low';
  const quote = quoteEvidence(finding);
  const verdict = `This ${confident ? 'appears to violate' : 'may violate'} ${present(finding.citation) ?? ''}.`;
  return [`${n}. ${asSentenceStart(finding.title)}.`, quote, verdict].filter((s) => s.length > 0).join(' ');
};

/** A paragraph listing findings under an intro line, or undefined when there are none. */
export const findingsParagraph = (findings: readonly LetterFinding[], intro: string): string | undefined => {
  const unique = uniqueFindings(findings);
  if (unique.length === 0) return undefined;
  return [intro, ...unique.map((f, i) => describeFinding(f, i + 1))].join('\n');
};

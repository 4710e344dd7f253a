import { testText } from '../../text/prefilter';
import { onForgetLetter } from '../../text/last-letter';
/**
 * What a rule assumes when a gate question of legal-reference §0.2 is unknown (null), in one wording
 * per gate for every rule: the engine groups assumptions by their text, so the user reads each once.
 * `engine/gates.ts` (describeGates) explains the unknown gates in the same terms.
 */
export const GATE_ASSUMPTIONS = {
  /** Gate 1 (debt collector) unknown, and the letter does not call itself one. */
  debtCollector:
    'Assumed the sender is a debt collector (a collection agency, debt buyer or collection law firm), not the original creditor collecting in its own name.',
  /** Gate 1 unknown, and the letter calls itself a debt collector. */
  debtCollectorSelfDescribed: 'Assumed the sender is a debt collector (the letter calls itself one).',
  /** Gate 2 (consumer debt) unknown. */
  consumerDebt: 'Assumed the debt is a consumer debt (for personal, family or household purposes).',
  /** Gate 3 (validation notice) unknown, and the letter carries validation information. */
  validationNotice: 'Assumed this letter is the validation notice (it carries validation information such as dispute rights).',
  /** Gate 4 (Regulation F) unknown, and the rule applies Regulation F. */
  regF: 'Assumed the letter is dated on or after November 30, 2021 (Regulation F applies).',
} as const;

/** Words by which a letter calls its sender a debt collector. */
const SELF_DESCRIBED_COLLECTOR = /\b(?:debt collector|collection agency|attempt(?:ing)? to collect a debt|cobrador de deudas|agencia de cobr\w+)\b/i;

/** The gate-1 assumption for this letter: the sender is assumed to be a debt collector. */
let memo: { text: string; assumption: string } | undefined;
onForgetLetter(() => {
  memo = undefined;
});
export const debtCollectorAssumption = (text: string): string => {
  if (memo?.text !== text)
    memo = { text, assumption: testText(SELF_DESCRIBED_COLLECTOR, text) ? GATE_ASSUMPTIONS.debtCollectorSelfDescribed : GATE_ASSUMPTIONS.debtCollector };
  return memo.assumption;
};

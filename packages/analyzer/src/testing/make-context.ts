import { documentFromText } from '../engine/analyze';
import type { Facts, Gates, IsoDate, RuleContext, SolStatus, UserAnswers } from '../types';
import { buildFacts } from './build-facts';

/** `today` of a test context or fixture run unless given (fixed, so results do not move with the clock). */
export const TEST_TODAY: IsoDate = '2025-06-01';

/** Gates as the engine leaves them when the letter settles nothing. */
export const unknownGates = (overrides: Partial<Gates> = {}): Gates => ({
  isDebtCollector: null,
  isConsumerDebt: null,
  isValidationNotice: null,
  letterDate: null,
  isRegF: null,
  state: null,
  isConsumerFinancialProduct: null,
  isCourtPleading: false,
  followsModelForm: false,
  ...overrides,
});

/** Gates of a settled case: a Regulation F validation notice from a debt collector, on a consumer financial product. */
export const noticeGates = (overrides: Partial<Gates> = {}): Gates =>
  unknownGates({ isDebtCollector: true, isConsumerDebt: true, isValidationNotice: true, isRegF: true, isConsumerFinancialProduct: true, ...overrides });

export type ContextInput = {
  facts?: Partial<Facts>;
  /** Laid over `baseGates`. */
  gates?: Partial<Gates>;
  /** The gates to start from (default: every gate unknown). */
  baseGates?: Gates;
  answers?: UserAnswers;
  today?: IsoDate;
  sol?: SolStatus;
  /** The language the person reads (default: unset, i.e. English). */
  readerLang?: 'en' | 'es';
};

/**
 * A RuleContext for `text` with explicit facts, gates and answers: no facts stage and no gate
 * derivation, so a rule test says exactly what the rule is given. Empty facts and unknown gates
 * unless overridden.
 */
export const makeContext = (text: string, input: ContextInput = {}): RuleContext => {
  const doc = documentFromText(text);
  const ctx: RuleContext = {
    doc,
    text: doc.text,
    facts: buildFacts(input.facts),
    gates: { ...(input.baseGates ?? unknownGates()), ...input.gates },
    answers: input.answers ?? {},
    today: input.today ?? TEST_TODAY,
    ...(input.readerLang ? { readerLang: input.readerLang } : {}),
  };
  return input.sol ? { ...ctx, sol: input.sol } : ctx;
};

/** Options of the §1.1 (validation-notice) helpers: settled `noticeGates` unless `unknown`. */
export type NoticeContextInput = Omit<ContextInput, 'baseGates'> & { unknown?: boolean };

/** makeContext starting from `noticeGates()`, or from unknown gates with `unknown: true`. */
export const noticeContext = (text: string, input: NoticeContextInput = {}): RuleContext => {
  const { unknown, ...rest } = input;
  return makeContext(text, { ...rest, baseGates: unknown ? unknownGates() : noticeGates() });
};

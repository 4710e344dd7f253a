import { documentFromText } from '../../engine/analyze';
import type { Facts, Gates, IsoDate, RuleContext, SolStatus, UserAnswers } from '../../types';

/** Test helper: a RuleContext from text with explicit facts, gates and answers (no facts stage). */
export type ContextInput = {
  facts?: Partial<Facts>;
  gates?: Partial<Gates>;
  answers?: UserAnswers;
  today?: IsoDate;
  sol?: SolStatus;
};

export const emptyFacts = (): Facts => ({
  accountNumbers: [],
  itemization: {},
  amounts: [],
  settlementOffers: [],
  language: 'en',
  debtTypeHints: [],
});

export const unknownGates = (): Gates => ({
  isDebtCollector: null,
  isConsumerDebt: null,
  isValidationNotice: null,
  letterDate: null,
  isRegF: null,
  state: null,
  isConsumerFinancialProduct: null,
  isCourtPleading: false,
  followsModelForm: false,
});

export const makeContext = (text: string, input: ContextInput = {}): RuleContext => {
  const doc = documentFromText(text);
  const ctx: RuleContext = {
    doc,
    text: doc.text,
    facts: { ...emptyFacts(), ...input.facts },
    gates: { ...unknownGates(), ...input.gates },
    answers: input.answers ?? {},
    today: input.today ?? '2025-06-01',
  };
  return input.sol ? { ...ctx, sol: input.sol } : ctx;
};

/** A Fact whose span is the first occurrence of `quote` in `text`. */
export const factAt = <T>(text: string, quote: string, value: T) => {
  const start = text.indexOf(quote);
  if (start < 0) throw new Error(`"${quote}" not in text`);
  return { value, span: { start, end: start + quote.length, text: quote } };
};

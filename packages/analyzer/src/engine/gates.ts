import type { ExtractedDocument, Facts, Gates, UserAnswers } from '../types';

/** Answers the gate questions of legal-reference §0.2. (Stub: the engine replaces this.) */
export const deriveGates = (_doc: ExtractedDocument, facts: Facts, answers: UserAnswers): Gates => ({
  isDebtCollector: answers.senderIsOriginalCreditor === undefined ? null : !answers.senderIsOriginalCreditor,
  isConsumerDebt: answers.isConsumerDebt ?? null,
  isValidationNotice: null,
  letterDate: facts.letterDate?.value ?? null,
  isRegF: facts.letterDate ? facts.letterDate.value >= '2021-11-30' : null,
  state: answers.state ?? null,
  isConsumerFinancialProduct: null,
  isCourtPleading: false,
  followsModelForm: false,
});

import { describe, expect, it } from 'vitest';
// Type-only and erased at run time: the package does not depend on the analyzer's code, but tsc
// checks here that the analyzer's own objects fit the inputs as they are.
import type { Facts, Finding, SolStatus, Span } from '../../analyzer/src/types';
import { generateTimeBarredLetter } from './generate-time-barred-letter';
import { generateValidationRequest } from './generate-validation-request';
import type { LetterFacts, LetterFinding, LetterSol } from './inputs';
import { findAdmissions } from './testing/fixtures';

const span = (text: string, start = 0): Span => ({ start, end: start + text.length, text });

const facts: Facts = {
  collector: {
    name: { value: 'Lakeside Recovery Group', span: span('Lakeside Recovery Group') },
    address: { lines: ['200 Lake St', 'Chicago, IL 60601'], span: span('200 Lake St') },
  },
  currentCreditor: { value: 'Acme Card Services', span: span('Acme Card Services') },
  accountNumbers: [{ masked: '****9921', last4: '9921', kind: 'account', span: span('****9921') }],
  letterDate: { value: '2026-01-15', span: span('January 15, 2026') },
  itemization: { currentAmount: { value: 812.5, span: span('$812.50') } },
  amounts: [{ value: 812.5, span: span('$812.50') }],
  settlementOffers: [],
  language: 'en',
  debtTypeHints: [],
};

const finding: Finding = {
  id: 'threat_legal_action_unintended',
  title: 'Lawsuit or "legal action" threatened without intent or right',
  citation: '15 U.S.C. 1692e(5); 12 CFR 1006.18(c)(1)',
  kind: 'judgment',
  section: '1.4',
  description: 'A collector may not threaten action it does not intend to take.',
  severity: 7,
  value: 1000,
  status: 'flag',
  message: 'This letter threatens legal action.',
  evidence: [span('we may pursue all legal remedies available', 120)],
  confidence: 'medium',
};

const sol: SolStatus = { status: 'likely_expired', state: 'IL', years: 5, runsOutOn: '2025-06-01', basis: 'counted from the last payment date', notes: [] };

// Compile-time: the analyzer's shapes are assignable to the letters' inputs.
const asFacts: LetterFacts = facts;
const asFinding: LetterFinding = finding;
const asSol: LetterSol = sol;

describe("analyzer output fits the letters' inputs", () => {
  it("writes a letter straight from the analyzer's Facts, Finding and SolStatus", () => {
    const letter = generateValidationRequest({ date: '2026-01-20', facts: asFacts, findings: [asFinding], sol: asSol });
    expect(letter.body).toContain('Lakeside Recovery Group\n200 Lake St\nChicago, IL 60601');
    expect(letter.body).toContain('RE: Account ending in 9921');
    expect(letter.body).toContain(
      'Your letter states: "we may pursue all legal remedies available". This may violate 15 U.S.C. 1692e(5); 12 CFR 1006.18(c)(1).',
    );
    expect(letter.body).toContain('the amount you claim, $812.50');
    expect(letter.body).not.toContain(finding.message);
    const barred = generateTimeBarredLetter({ date: '2026-01-20', facts, findings: [finding], sol });
    expect(barred.paragraphs[0]).toContain('statute of limitations in Illinois: the limitations period appears to have ended on June 1, 2025');
    expect(findAdmissions(barred.body)).toEqual([]);
  });
});

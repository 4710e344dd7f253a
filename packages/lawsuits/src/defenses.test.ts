import { describe, expect, it } from 'vitest';
import { possibleDefenses, type DebtKnowledge } from './defenses';

const base: DebtKnowledge = {
  state: 'CA',
  filedOn: '2024-03-11',
  plaintiff: 'Midland Credit Management, Inc.',
  originalCreditor: 'Synchrony Bank',
  sol: { status: 'within', years: 4, runsOutOn: '2025-06-01', basis: 'last payment' },
  validationDispute: null,
  amountClaimedCents: null,
  letterAmountsCents: [],
  identityTheftReported: null,
  bankruptcyDischarge: null,
  arbitrationClause: null,
  letterFindings: { ruleIds: [], latestLetterDate: null },
};
const ids = (k: DebtKnowledge) => possibleDefenses(k).map((d) => `${d.id}:${d.strength}`);

describe('possibleDefenses', () => {
  it('points to the statute of limitations only when the period ran out before the suit', () => {
    expect(ids(base)).toContain('statute_of_limitations:check');
    const expired = possibleDefenses({
      ...base,
      sol: { status: 'likely_expired', years: 4, runsOutOn: '2023-01-05', basis: 'last payment on 5 January 2019' },
    });
    expect(expired[0]).toMatchObject({
      id: 'statute_of_limitations',
      strength: 'points_to_it',
      facts: [{ kind: 'sol_ran_out', runsOutOn: '2023-01-05', filedOn: '2024-03-11' }],
    });
  });

  it('asks a debt buyer for its chain of assignment', () => {
    expect(ids(base)).toContain('standing_debt_buyer:points_to_it');
    expect(ids({ ...base, plaintiff: 'Synchrony Bank', originalCreditor: 'Synchrony Bank' })).not.toContain('standing_debt_buyer:points_to_it');
    expect(ids({ ...base, plaintiff: 'LVNV Funding LLC', originalCreditor: null })).toContain('standing_debt_buyer:points_to_it');
  });

  it('raises what DebtShield knows: an unanswered dispute, other amounts, identity theft, a discharge, arbitration, letter findings', () => {
    const all = ids({
      ...base,
      validationDispute: { sentOn: '2023-11-02', verified: false },
      amountClaimedCents: 241_837,
      letterAmountsCents: [198_000, 241_837],
      identityTheftReported: true,
      bankruptcyDischarge: { discharged: true, dischargedOn: '2022-05-01' },
      arbitrationClause: true,
      letterFindings: { ruleIds: ['threat_legal_action_unintended'], latestLetterDate: '2023-10-01' },
    });
    for (const id of [
      'validation_not_answered',
      'amount_differs',
      'identity_theft',
      'bankruptcy_discharge',
      'arbitration',
      'fdcpa_counterclaim',
      'require_proof',
    ])
      expect(all).toContain(`${id}:points_to_it`);
  });

  it('does not raise what it does not know, and marks an old letter finding for checking (one year, 1692k(d))', () => {
    const none = ids({
      ...base,
      plaintiff: null,
      arbitrationClause: false,
      validationDispute: { sentOn: '2023-11-02', verified: true },
      amountClaimedCents: 5000,
      letterAmountsCents: [5000],
    });
    expect(none).toEqual(['statute_of_limitations:check', 'require_proof:points_to_it']);
    expect(ids({ ...base, letterFindings: { ruleIds: ['x'], latestLetterDate: '2022-01-01' } })).toContain('fdcpa_counterclaim:check');
  });

  it('never promises: every answer text is a statement for the court to weigh, not an outcome', () => {
    for (const d of possibleDefenses({ ...base, arbitrationClause: true, identityTheftReported: true }))
      expect(d.answerText).not.toMatch(/\b(?:will win|guarantee|certainly)\b/i);
  });
});

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

  it('points to the time bar the person answered had passed, with no date counted and none invented (decision 264)', () => {
    const basis = 'You answered that the time limit to sue on this debt has passed. No date was counted: this status rests on your answer, not on the dates.';
    const [sol] = possibleDefenses({ ...base, state: 'TX', sol: { status: 'likely_expired', years: 4, runsOutOn: null, basis, fromAnswer: true } });
    expect(sol).toMatchObject({
      id: 'statute_of_limitations',
      strength: 'points_to_it',
      facts: [{ kind: 'sol_answered_past', state: 'TX', years: 4, filedOn: '2024-03-11', basis }],
      citation: '12 CFR 1006.26(b); 15 U.S.C. 1692e(2)(A), 1692f',
    });
    // What to gather first is what told the person so; then the records that give the court a date.
    expect(sol?.proof).toEqual(['time_bar_source', 'last_payment_record', 'charge_off_date', 'no_payment_since']);
    // The only date it carries is the suit's own.
    expect(JSON.stringify(sol).match(/\d{4}-\d{2}-\d{2}/g)).toEqual(['2024-03-11']);
    expect(sol?.facts[0]).not.toHaveProperty('runsOutOn');
    expect(sol?.answerText).not.toMatch(/\d/);
    expect(sol?.answerText).toContain('barred by the applicable statute of limitations');
    // A state with no period in the table keeps the answer and says no period.
    const dc = possibleDefenses({ ...base, state: 'DC', sol: { status: 'likely_expired', years: null, runsOutOn: null, basis, fromAnswer: true } })[0];
    expect(dc).toMatchObject({ strength: 'points_to_it', facts: [{ kind: 'sol_answered_past', state: 'DC', years: null }] });
  });

  it('says the person answered the time limit had not passed, and leaves it to check; a run-out with no date and no answer is not guessed', () => {
    const basis =
      'You answered that the time limit to sue on this debt has not passed. No date was counted: this status rests on your answer, not on the dates.';
    expect(possibleDefenses({ ...base, sol: { status: 'within', years: 4, runsOutOn: null, basis, fromAnswer: true } })[0]).toMatchObject({
      strength: 'check',
      facts: [{ kind: 'sol_answered_within', state: 'CA', years: 4 }],
    });
    expect(possibleDefenses({ ...base, sol: { status: 'likely_expired', years: 4, runsOutOn: null, basis: 'x' } })[0]).toMatchObject({
      strength: 'check',
      facts: [{ kind: 'sol_unknown' }],
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

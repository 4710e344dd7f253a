import { describe, expect, it } from 'vitest';
import { buildFacts, fact, noSpan } from '../testing';
import { computeSolStatus } from '../sol/compute-sol-status';
import type { Gates, SolStatus } from '../types';
import { computeDeadlines } from './compute-deadlines';
import { computeUrgency } from './compute-urgency';
import { DEFAULT_STRATEGY, DEFAULT_SUCCESS_PROBABILITY, type StrategyFinding, recommendStrategy } from './recommend-strategy';
import { type ScoredFinding, severityScore } from './severity-score';
import { settlementOptions } from './settlement-options';
import { totalValue } from './total-value';

const TODAY = '2025-06-02';

const gates = (overrides: Partial<Gates> = {}): Gates => ({
  isDebtCollector: true,
  isConsumerDebt: null,
  isValidationNotice: true,
  letterDate: null,
  isRegF: null,
  state: 'CA',
  isConsumerFinancialProduct: null,
  isCourtPleading: false,
  followsModelForm: false,
  ...overrides,
});

const unknownSol: SolStatus = computeSolStatus({ state: 'CA', today: TODAY });

const finding = (overrides: Partial<ScoredFinding> = {}): ScoredFinding => ({
  severity: 8,
  kind: 'objective',
  confidence: 'high',
  level: 'violation',
  ...overrides,
});

describe('severityScore', () => {
  it('is 0 with no findings and follows the documented formula', () => {
    expect(severityScore([])).toBe(0);
    expect(severityScore([finding()])).toBe(33); // 100 × (1 − e^(−8/20))
    expect(severityScore([finding(), finding(), finding()])).toBe(70);
  });

  it('weights judgment, low confidence and info findings less', () => {
    const objective = severityScore([finding()]);
    expect(severityScore([finding({ kind: 'judgment' })])).toBeLessThan(objective);
    expect(severityScore([finding({ confidence: 'low' })])).toBeLessThan(objective);
    expect(severityScore([finding({ level: 'info' })])).toBeLessThan(objective);
  });

  it('has diminishing returns and stays below 100', () => {
    const many = Array.from({ length: 40 }, () => finding({ severity: 10 }));
    expect(severityScore(many)).toBeLessThanOrEqual(100);
    const one = severityScore([finding()]);
    const two = severityScore([finding(), finding()]);
    expect(two - one).toBeLessThan(one);
  });
});

describe('totalValue', () => {
  it('never claims more than the $1,000 statutory maximum per action', () => {
    expect(totalValue([1000, 1000, 1000])).toMatchObject({ totalValue: 1000, uncappedSum: 3000, cap: 1000 });
    expect(totalValue([250])).toMatchObject({ totalValue: 250 });
    expect(totalValue([])).toMatchObject({ totalValue: 0 });
  });
});

describe('settlementOptions', () => {
  it('offers 30, 40 and 50% of a known amount, in cents', () => {
    expect(settlementOptions(2284.56)).toEqual([
      { percentage: 30, amount: 685.37, savings: 1599.19 },
      { percentage: 40, amount: 913.82, savings: 1370.74 },
      { percentage: 50, amount: 1142.28, savings: 1142.28 },
    ]);
  });

  it('invents nothing without an amount', () => {
    expect(settlementOptions(undefined)).toEqual([]);
    expect(settlementOptions(0)).toEqual([]);
  });
});

describe('computeDeadlines', () => {
  it('lists the stated end date, the earliest lawful one, the dispute window and the FDCPA date, in date order', () => {
    const facts = buildFacts({ letterDate: fact('2025-03-03'), validationEndDate: fact('2025-04-02') });
    const list = computeDeadlines({ facts, gates: gates(), answers: {}, sol: unknownSol, today: '2025-03-10', hasFindings: true });
    expect(list.map((d) => [d.kind, d.date, d.daysLeft])).toEqual([
      ['validation_end_date', '2025-04-02', 23],
      ['dispute_window', '2025-04-02', 23],
      ['earliest_lawful_validation_end_date', '2025-04-09', 30],
      ['fdcpa_claim', '2026-02-01', 328],
    ]);
    expect(list.every((d) => d.label && d.source)).toBe(true);
  });

  it('counts the dispute window from the received date when the user gives it', () => {
    const facts = buildFacts({ letterDate: fact('2025-03-03') });
    const list = computeDeadlines({ facts, gates: gates(), answers: { receivedDate: '2025-03-12' }, sol: unknownSol, today: TODAY, hasFindings: false });
    expect(list.find((d) => d.kind === 'dispute_window')).toMatchObject({ date: '2025-04-11', source: expect.stringContaining('received') });
  });

  it('adds the SOL run-out, reporting end and offer deadline', () => {
    const sol = computeSolStatus({ state: 'TX', firstDelinquencyDate: '2022-01-01', today: TODAY });
    const facts = buildFacts({ settlementOffers: [{ deadline: fact('2025-06-30'), span: noSpan }] });
    const kinds = computeDeadlines({ facts, gates: gates(), answers: {}, sol, today: TODAY, hasFindings: false }).map((d) => d.kind);
    expect(kinds).toEqual(['settlement_offer', 'sol_runs_out', 'credit_reporting_ends']);
  });
});

describe('computeUrgency', () => {
  it('is low with nothing pressing, high with a close end date or a threat', () => {
    expect(computeUrgency({ deadlines: [], sol: unknownSol, gates: gates(), findingIds: [] }).level).toBe('low');
    const close = computeDeadlines({
      facts: buildFacts({ validationEndDate: fact('2025-06-06') }),
      gates: gates(),
      answers: {},
      sol: unknownSol,
      today: TODAY,
      hasFindings: false,
    });
    const u = computeUrgency({ deadlines: close, sol: unknownSol, gates: gates(), findingIds: [] });
    expect(u).toMatchObject({ level: 'high', messages: [{ level: 'high', message: '4 days left to dispute in writing (June 6, 2025).' }] });
    expect(computeUrgency({ deadlines: [], sol: unknownSol, gates: gates(), findingIds: ['threat_arrest_or_criminal'] }).level).toBe('high');
    expect(computeUrgency({ deadlines: [], sol: unknownSol, gates: gates({ isCourtPleading: true }), findingIds: [] }).level).toBe('critical');
  });
});

describe('computeUrgency writes its dates for a person (decision 251)', () => {
  it('names the settlement offer deadline and a later dispute window as long dates', () => {
    const deadlines = computeDeadlines({
      facts: buildFacts({ validationEndDate: fact('2025-06-14'), settlementOffers: [{ deadline: fact('2025-06-07'), span: noSpan }] }),
      gates: gates(),
      answers: {},
      sol: unknownSol,
      today: TODAY,
      hasFindings: false,
    });
    const messages = computeUrgency({ deadlines, sol: unknownSol, gates: gates(), findingIds: [] }).messages.map((m) => m.message);
    expect(messages).toContain('12 days left to dispute in writing (June 14, 2025).');
    expect(messages).toContain('The settlement offer in the letter ends in 5 days (June 7, 2025); you do not have to accept it to keep your rights.');
  });

  it('says the last day and one day as such', () => {
    const urgencyOf = (end: string, offer: string) =>
      computeUrgency({
        deadlines: computeDeadlines({
          facts: buildFacts({ validationEndDate: fact(end), settlementOffers: [{ deadline: fact(offer), span: noSpan }] }),
          gates: gates(),
          answers: {},
          sol: unknownSol,
          today: TODAY,
          hasFindings: false,
        }),
        sol: unknownSol,
        gates: gates(),
        findingIds: [],
      }).messages.map((m) => m.message);
    expect(urgencyOf('2025-06-02', '2025-06-03')).toEqual(
      expect.arrayContaining([
        'Today is the last day to dispute in writing (June 2, 2025).',
        'The settlement offer in the letter ends in 1 day (June 3, 2025); you do not have to accept it to keep your rights.',
      ]),
    );
    expect(urgencyOf('2025-06-03', '2025-06-02')).toEqual(
      expect.arrayContaining([
        '1 day left to dispute in writing (June 3, 2025).',
        'The settlement offer in the letter ends today (June 2, 2025); you do not have to accept it to keep your rights.',
      ]),
    );
  });
});

describe('recommendStrategy', () => {
  const base = { sol: unknownSol, gates: gates(), facts: buildFacts(), deadlines: [] as ReturnType<typeof computeDeadlines> };
  const f = (id: string, overrides: Partial<StrategyFinding> = {}): StrategyFinding => ({
    id,
    kind: 'objective',
    confidence: 'high',
    level: 'violation',
    ...overrides,
  });

  it('defaults to a debt validation request at 75%, named an estimate', () => {
    const s = recommendStrategy({ ...base, findings: [] });
    expect(s).toMatchObject({
      recommendedStrategy: DEFAULT_STRATEGY,
      template: 'validation',
      successProbability: DEFAULT_SUCCESS_PROBABILITY,
      successProbabilityIsEstimate: true,
      settlementOptions: [],
    });
    expect(s.successProbabilityBasis).toMatch(/estimate/);
  });

  it('raises the estimate by 5 per clear objective violation, at most 3, bounded to 90', () => {
    const four = ['a', 'b', 'c', 'd'].map((id) => f(id));
    expect(recommendStrategy({ ...base, findings: four }).successProbability).toBe(90);
    expect(recommendStrategy({ ...base, findings: [f('a', { kind: 'judgment' })] }).successProbability).toBe(75);
    expect(recommendStrategy({ ...base, gates: gates({ isDebtCollector: false }), findings: [] }).successProbability).toBe(65);
  });

  it('answers a time-barred debt with the time-barred response', () => {
    const sol = computeSolStatus({ state: 'CA', lastPaymentDate: '2015-01-01', today: TODAY });
    expect(recommendStrategy({ ...base, sol, findings: [] }).template).toBe('statute');
  });

  it('chooses cease for abuse and dispute for amount problems once the validation period is over', () => {
    const later = { ...base, gates: gates({ isValidationNotice: false }) };
    expect(recommendStrategy({ ...later, findings: [f('obscene_or_abusive_language')] }).template).toBe('cease');
    expect(recommendStrategy({ ...later, findings: [f('amounts_contradictory')] }).template).toBe('dispute');
    expect(recommendStrategy({ ...later, findings: [] }).template).toBe('validation');
  });

  it('suggests settlement for a clean later letter that makes an offer, with options from the stated balance', () => {
    const facts = buildFacts({ settlementOffers: [{ span: noSpan }], itemization: { currentAmount: fact(1000) } });
    const s = recommendStrategy({ ...base, gates: gates({ isValidationNotice: false }), facts, findings: [], answers: { verificationReceived: true } });
    expect(s).toMatchObject({ template: 'settlement', debtAmount: 1000, settlementOptions: [{ percentage: 30, amount: 300, savings: 700 }, {}, {}] });
  });

  it('keeps validation first while the validation period is open', () => {
    const deadlines = computeDeadlines({
      facts: buildFacts({ validationEndDate: fact('2025-07-01') }),
      gates: gates(),
      answers: {},
      sol: unknownSol,
      today: TODAY,
      hasFindings: true,
    });
    const s = recommendStrategy({ ...base, deadlines, findings: [f('threat_violence')] });
    expect(s.template).toBe('validation');
    // A date in a sentence is written for a person (decision 251); the deadline keeps its ISO date.
    expect(s.explanation).toMatch(/until July 1, 2025, the end date the letter gives/);
    expect(s.explanation).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    expect(deadlines.find((d) => d.kind === 'validation_end_date')?.date).toBe('2025-07-01');
  });

  describe("follows the law's order (issue 27): validation while the period runs, cease after it, settlement after verification", () => {
    // A first letter dated two months ago: the 30 days counted from the letter date have passed, but
    // they run from receipt, so the period is not known to be over.
    const oldFirstLetter = (answers: Record<string, string>) =>
      computeDeadlines({ facts: buildFacts({ letterDate: fact('2025-04-01') }), gates: gates(), answers, sol: unknownSol, today: TODAY, hasFindings: true });

    it('answers a first letter that threatens arrest with a validation request, and says why the cease waits', () => {
      const s = recommendStrategy({ ...base, deadlines: oldFirstLetter({}), findings: [f('threat_arrest_or_criminal')] });
      expect(s.template).toBe('validation');
      expect(s.explanation).toMatch(/run from the day you received the letter/);
      expect(s.explanation).toMatch(/send that after this dispute/);
    });

    it("keeps validation first for threats while the period is open by the letter's own end date", () => {
      const deadlines = computeDeadlines({
        facts: buildFacts({ validationEndDate: fact('2025-06-20') }),
        gates: gates(),
        answers: {},
        sol: unknownSol,
        today: TODAY,
        hasFindings: true,
      });
      expect(recommendStrategy({ ...base, deadlines, findings: [f('threat_arrest_or_criminal')] }).template).toBe('validation');
    });

    it("proposes the cease once the period is known to be over (received date given, or the letter's end date passed)", () => {
      const answers = { receivedDate: '2025-04-03' };
      const s = recommendStrategy({ ...base, deadlines: oldFirstLetter(answers), answers, findings: [f('threat_arrest_or_criminal')] });
      expect(s.template).toBe('cease');
      expect(s.explanation).toMatch(/validation period is over/);
      const ended = computeDeadlines({
        facts: buildFacts({ validationEndDate: fact('2025-05-01') }),
        gates: gates(),
        answers: {},
        sol: unknownSol,
        today: TODAY,
        hasFindings: true,
      });
      expect(recommendStrategy({ ...base, deadlines: ended, findings: [f('threat_violence')] }).template).toBe('cease');
    });

    it('moves past validation once the person has disputed', () => {
      const s = recommendStrategy({ ...base, answers: { disputeSentDate: '2025-05-01' }, findings: [f('obscene_or_abusive_language')] });
      expect(s.template).toBe('cease');
    });

    it('asks for verification before any settlement', () => {
      const facts = buildFacts({ settlementOffers: [{ span: noSpan }], itemization: { currentAmount: fact(1000) } });
      const first = recommendStrategy({ ...base, facts, findings: [] });
      expect(first.template).toBe('validation');
      expect(first.explanation).toMatch(/settlement comes after verification/);
      const later = recommendStrategy({ ...base, gates: gates({ isValidationNotice: false }), facts, findings: [] });
      expect(later.template).toBe('validation');
      expect(later.explanation).toMatch(/Before you pay or promise anything/);
    });
  });
});

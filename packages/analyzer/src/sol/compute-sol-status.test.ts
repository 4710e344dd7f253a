import { describe, expect, it } from 'vitest';
import { computeSolStatus } from './compute-sol-status';
import { reportingPeriodEnd } from './reporting-period';
import { SOL_TABLE, SOL_YEARS_BY_STATE, STATE_ENTRIES, STATE_NAMES, getSolYears } from './sol-table';
import { hasRecognizedTimeBarredDisclosure, timeBarredDisclosureRulesFor } from './time-barred-disclosures';

const TODAY = '2025-06-02';

describe('the product SOL table (spec 000 §9)', () => {
  it('gives exactly the spec years', () => {
    const spec: Record<number, string> = {
      3: 'AL, DE, LA, MD, MS, NH, NC, SC',
      4: 'CA, PA, TX',
      5: 'AR, FL, ID, IL, IA, KS, KY, MO, MT, NE, OK, VA',
      10: 'WV, WY',
      6: 'AK, AZ, CO, CT, GA, HI, IN, ME, MA, MI, MN, NV, NJ, NM, NY, ND, OH, OR, RI, SD, TN, UT, VT, WA, WI',
    };
    for (const row of SOL_TABLE) expect(row.states.join(', ')).toBe(spec[row.years]);
  });

  it('covers the 50 states once each and leaves DC out', () => {
    const states = SOL_TABLE.flatMap((r) => r.states);
    expect(new Set(states).size).toBe(50);
    expect(states).toHaveLength(50);
    expect(Object.keys(STATE_NAMES).filter((s) => !(s in SOL_YEARS_BY_STATE))).toEqual(['DC']);
    expect(getSolYears('DC')).toBeNull();
    expect(getSolYears('ZZ')).toBeNull();
    expect(getSolYears('NY')).toBe(6);
    expect(STATE_ENTRIES).toHaveLength(50);
    expect(STATE_ENTRIES.find((e) => e.code === 'WV')).toEqual({ code: 'WV', name: 'West Virginia', solYears: 10 });
  });
});

describe('computeSolStatus', () => {
  it('asks for the state when it is unknown', () => {
    const s = computeSolStatus({ lastPaymentDate: '2015-01-01', today: TODAY });
    expect(s).toMatchObject({ status: 'unknown', state: null, years: null, question: { id: 'state', type: 'state' } });
  });

  it('asks for the last payment date when no date is known', () => {
    const s = computeSolStatus({ state: 'TX', today: TODAY });
    expect(s).toMatchObject({ status: 'unknown', years: 4, question: { id: 'lastPaymentDate', text: 'When did you last make a payment on this debt?' } });
    expect(s.runsOutOn).toBeUndefined();
  });

  it('is within the period before the run-out date, and says which date it used', () => {
    const s = computeSolStatus({ state: 'CA', lastPaymentDate: '2022-03-15', today: TODAY });
    expect(s).toMatchObject({ status: 'within', years: 4, runsOutOn: '2026-03-15' });
    expect(s.basis).toContain('last payment date (March 15, 2022)');
    expect(s.question).toBeUndefined();
  });

  it("calls a debt past the period 'likely expired', never expired, on the run-out day itself", () => {
    const s = computeSolStatus({ state: 'CA', lastPaymentDate: '2021-06-02', today: TODAY });
    expect(s).toMatchObject({ status: 'likely_expired', runsOutOn: '2025-06-02' });
    expect(s.notes.join(' ')).toMatch(/1006\.26\(b\)/);
    expect(s.notes.join(' ')).toMatch(/less than six months ago/);
    expect(s.question?.id).toBe('acknowledgedDebtInWriting');
  });

  it('counts from the latest known date (conservative) and names the others', () => {
    const s = computeSolStatus({ state: 'FL', firstDelinquencyDate: '2018-01-10', chargeOffDate: '2018-07-10', lastPaymentDate: '2017-12-01', today: TODAY });
    expect(s.runsOutOn).toBe('2023-07-10');
    expect(s.basis).toMatch(/^Counted from the charge-off date \(July 10, 2018\), the latest of the dates known/);
    expect(s.basis).toContain('also the last payment date, December 1, 2017');
  });

  it('asks for the last payment when only a charge-off date made it look expired', () => {
    const s = computeSolStatus({ state: 'FL', chargeOffDate: '2015-07-10', today: TODAY });
    expect(s).toMatchObject({ status: 'likely_expired', question: { id: 'lastPaymentDate' } });
  });

  it('turns an expired-looking debt into unknown after a written acknowledgment', () => {
    const s = computeSolStatus({ state: 'CA', lastPaymentDate: '2015-01-01', acknowledgedDebtInWriting: true, today: TODAY });
    expect(s.status).toBe('unknown');
    expect(s.notes.join(' ')).toMatch(/acknowledged the debt in writing/);
    expect(s.notes.join(' ')).toMatch(/Cal\. Code Civ\. Proc\. 360/);
  });

  it('ignores dates in the future and invalid dates, saying so', () => {
    const s = computeSolStatus({ state: 'TX', lastPaymentDate: '2030-01-01', chargeOffDate: '2019-13-45', today: TODAY });
    expect(s.status).toBe('unknown');
    expect(s.notes.join(' ')).toMatch(/in the future and was ignored/);
    expect(s.notes.join(' ')).toMatch(/not a valid date/);
  });

  it('warns when the period runs out soon', () => {
    const s = computeSolStatus({ state: 'TX', lastPaymentDate: '2021-09-01', today: TODAY });
    expect(s.status).toBe('within');
    expect(s.notes[0]).toMatch(/runs out soon: in 91 days/);
  });

  it('shows the shorter New York consumer-credit period as a note without changing the status', () => {
    const s = computeSolStatus({ state: 'NY', lastPaymentDate: '2021-01-01', today: TODAY });
    expect(s).toMatchObject({ status: 'within', years: 6, runsOutOn: '2027-01-01' });
    expect(s.notes.join(' ')).toContain('Under the 3-year period for consumer credit transactions (CPLR 214-i), it would have run out on January 1, 2024.');
  });

  it('brackets DC between the 3 years reported and the 6 presumed', () => {
    expect(computeSolStatus({ state: 'DC', lastPaymentDate: '2023-01-01', today: TODAY })).toMatchObject({ status: 'within', years: null });
    expect(computeSolStatus({ state: 'DC', lastPaymentDate: '2021-01-01', today: TODAY })).toMatchObject({ status: 'unknown', runsOutOn: '2027-01-01' });
    expect(computeSolStatus({ state: 'DC', lastPaymentDate: '2018-01-01', today: TODAY })).toMatchObject({ status: 'likely_expired', runsOutOn: '2024-01-01' });
  });

  it('lists the state time-barred disclosure rule when the debt is likely expired', () => {
    const s = computeSolStatus({ state: 'WV', lastPaymentDate: '2010-01-01', today: TODAY });
    expect(s.status).toBe('likely_expired');
    expect(s.notes.join(' ')).toMatch(/West Virginia requires a time-barred-debt notice \(W\. Va\. Code 46A-2-128\(f\)/);
  });

  it('computes the FCRA reporting limit from the first delinquency, separately from the SOL', () => {
    const s = computeSolStatus({ state: 'WY', firstDelinquencyDate: '2016-01-15', today: TODAY });
    expect(s.status).toBe('within');
    expect(s.reportingEndsOn).toBe('2023-07-13');
    expect(reportingPeriodEnd('2016-01-15')).toBe('2023-07-13');
  });
});

describe('time-barred disclosures (legal-reference §4.3)', () => {
  it('lists the states the reference names', () => {
    for (const s of ['CA', 'NY', 'TX', 'NM', 'WV', 'MA', 'CT', 'NC']) expect(timeBarredDisclosureRulesFor(s).length).toBeGreaterThan(0);
    expect(timeBarredDisclosureRulesFor('FL')).toEqual([]);
    expect(timeBarredDisclosureRulesFor(null)).toEqual([]);
  });

  it('recognises the prescribed California wording', () => {
    expect(
      hasRecognizedTimeBarredDisclosure(
        'CA',
        'The law limits how long you can be sued on a debt. Because of the age of your debt, we will not sue you for it.',
      ),
    ).toBe(true);
    expect(hasRecognizedTimeBarredDisclosure('CA', 'Because of the age of your debt, we will not sue you.')).toBe(false);
    expect(hasRecognizedTimeBarredDisclosure('TX', 'The law limits how long you can be sued on a debt.')).toBe(false);
  });
});

describe("the person's answer whether the time limit to sue has passed (decision 254)", () => {
  it('settles a status no date can count: likely expired or within, with no run-out date and nothing more to ask', () => {
    const past = computeSolStatus({ state: 'TX', pastLimitationPeriod: true, today: TODAY });
    expect(past).toMatchObject({ status: 'likely_expired', state: 'TX', years: 4, fromAnswer: true });
    expect(past.runsOutOn).toBeUndefined();
    expect(past.question).toBeUndefined();
    expect(past.basis).toMatch(/^You answered that the time limit to sue on this debt has passed\. No date was counted/);
    expect(past.notes.join(' ')).toMatch(/Texas requires a time-barred-debt notice/);
    const notPast = computeSolStatus({ state: 'TX', pastLimitationPeriod: false, today: TODAY });
    expect(notPast).toMatchObject({ status: 'within', years: 4, fromAnswer: true });
    expect(notPast.runsOutOn).toBeUndefined();
  });
  it('settles it where the state is not known', () => {
    expect(computeSolStatus({ pastLimitationPeriod: true, today: TODAY })).toMatchObject({ status: 'likely_expired', state: null, years: null });
  });
  it('gives way to a date that settles the count, and says the contradiction', () => {
    const inside = computeSolStatus({ state: 'TX', lastPaymentDate: '2024-01-15', pastLimitationPeriod: true, today: TODAY });
    expect(inside.status).toBe('within');
    expect(inside.runsOutOn).toBe('2028-01-15');
    expect(inside.fromAnswer).toBeUndefined();
    expect(inside.notes[0]).toMatch(
      /^You answered that the time limit to sue on this debt has passed, but counted from the dates known it runs out on January 15, 2028/,
    );
    const old = computeSolStatus({ state: 'TX', lastPaymentDate: '2012-01-15', pastLimitationPeriod: false, today: TODAY });
    expect(old.status).toBe('likely_expired');
    expect(old.notes[0]).toMatch(/has not passed, but counted from the dates known it ran out on January 15, 2016/);
  });
});

describe("the letter's own words that the debt is past the time to sue (decision 545)", () => {
  const said = 'Because of the age of your debt, we will not sue you for it.';
  it('settle a status no date counts: likely expired from the letter, with no run-out date and nothing more to ask', () => {
    const sol = computeSolStatus({ state: 'TX', letterSaysTimeBarred: said, today: TODAY });
    expect(sol).toMatchObject({ status: 'likely_expired', state: 'TX', years: 4, fromLetter: true });
    expect(sol.fromAnswer).toBeUndefined();
    expect(sol.runsOutOn).toBeUndefined();
    expect(sol.question).toBeUndefined();
    expect(sol.basis).toBe(
      'The letter itself says this debt is past the time to sue ("Because of the age of your debt, we will not sue you for it."). No date was counted: this status rests on the collector\'s own words. If you know the date of your last payment, give it to check the count.',
    );
    expect(sol.notes.join(' ')).toMatch(/Texas requires a time-barred-debt notice/);
    expect(computeSolStatus({ letterSaysTimeBarred: said, today: TODAY })).toMatchObject({ status: 'likely_expired', state: null, fromLetter: true });
  });
  it("give way to a date that settles the count and to the person's own answer", () => {
    const dated = computeSolStatus({ state: 'TX', lastPaymentDate: '2024-01-15', letterSaysTimeBarred: said, today: TODAY });
    expect(dated).toMatchObject({ status: 'within', runsOutOn: '2028-01-15' });
    expect(dated.fromLetter).toBeUndefined();
    const answered = computeSolStatus({ state: 'TX', pastLimitationPeriod: false, letterSaysTimeBarred: said, today: TODAY });
    expect(answered).toMatchObject({ status: 'within', fromAnswer: true });
    expect(answered.fromLetter).toBeUndefined();
  });
});

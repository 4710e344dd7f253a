import { describe, expect, it } from 'vitest';
import { ANSWER_RULES } from './answer-deadlines/table';
import { EXEMPTION_IDS, exemptionsFor, FEDERAL_PROTECTIONS, federalWeeklyGarnishmentLimitCents, STATE_EXEMPTIONS, type ExemptionFact } from './exemptions';
import { helpFor, NATIONAL_HELP, STATE_HELP } from './help-directory';

describe('the lawyer and legal-aid directory', () => {
  it('has every state and DC, each with its bar, and the national finders always', () => {
    expect(STATE_HELP.map((s) => s.state).sort()).toEqual(ANSWER_RULES.map((r) => r.state).sort());
    for (const s of STATE_HELP) {
      expect(s.bar.length).toBeGreaterThan(5);
      if (s.legalHelp) expect(s.legalHelp.url).toMatch(/^https:\/\//);
    }
    expect(NATIONAL_HELP.map((n) => n.id)).toEqual(['lsc_find_legal_aid', 'lawhelp', 'aba_lawyer_referral', 'naca']);
    expect(helpFor('tx')).toMatchObject({ state: { bar: 'State Bar of Texas' }, checkedOnline: false });
  });
});

describe('garnishment exemptions', () => {
  it('always carries the federal protections with citations', () => {
    expect(FEDERAL_PROTECTIONS.find((p) => p.id === 'federal_benefits_in_bank')?.citation).toContain('31 CFR Part 212');
    expect(FEDERAL_PROTECTIONS.find((p) => p.id === 'federal_wage_limit')?.citation).toContain('15 U.S.C. 1673');
    expect(exemptionsFor('NH').state?.wage.id).toBe('nh_50x_federal_minimum_protected');
    expect(exemptionsFor('co').state?.wage).toMatchObject({ id: 'co_consumer_credit_25_percent_over_30x_state_minimum', check: { kind: 'rule_text' } });
    expect(exemptionsFor('HI').state?.wage).toMatchObject({ id: 'hi_5_10_20_percent_monthly_tiers', values: { amount: 100 } });
    expect(exemptionsFor('RI').state?.wage.id).toBe('ri_federal_plus_relief_year');
    expect(exemptionsFor('dc').state?.wage.id).toBe('dc_25_percent_of_excess_over_40x');
    expect(exemptionsFor('tx').state?.wage.id).toBe('tx_current_wages_exempt');
  });

  const facts: [string, ExemptionFact][] = STATE_EXEMPTIONS.flatMap((e) =>
    (
      [
        ['wage', e.wage],
        ['bank', e.bank],
        ['homestead', e.homestead],
      ] as const
    ).flatMap(([what, f]) => (f ? [[`${e.state} ${what}`, f] as [string, ExemptionFact]] : [])),
  );

  it.each(facts)('%s: a citation, and verified with a quote, an address and a date, or plainly marked unverified', (_, f) => {
    expect(EXEMPTION_IDS).toContain(f.id);
    expect(f.citation).toMatch(/\d/);
    if (f.check.status === 'unverified') {
      if (f.check.searched !== null) expect(f.check.searched.length).toBeGreaterThan(30);
      return;
    }
    expect(f.check.quote.length).toBeGreaterThan(15);
    expect(f.check.source).toMatch(/^https?:\/\/[A-Za-z0-9.-]+\.[A-Za-z]{2,}(\/|$)/);
    expect(f.check.sourceTitle.length).toBeGreaterThan(10);
    // A figure shown to the reader must be one the quote states.
    if (f.values?.amount !== undefined) expect(f.check.quote).toContain(`$${f.values.amount.toLocaleString('en-US')}`);
  });

  it('has each state and DC once, and the wage rule of the biggest states beyond the first ten verified', () => {
    const states = STATE_EXEMPTIONS.map((e) => e.state);
    expect(new Set(states).size).toBe(states.length);
    expect([...states].sort()).toEqual(ANSWER_RULES.map((r) => r.state).sort());
    for (const state of ['CA', 'TX', 'FL', 'NY', 'PA', 'IL', 'OH', 'GA', 'MI', 'NJ', 'VA', 'AZ', 'TN', 'IN', 'MO', 'WI'])
      expect(exemptionsFor(state).state?.wage.check.status, state).toBe('verified');
  });

  it('computes the federal weekly limit (lesser of 25% or the excess over 30 × $7.25)', () => {
    expect(federalWeeklyGarnishmentLimitCents(21_750)).toBe(0);
    expect(federalWeeklyGarnishmentLimitCents(25_000)).toBe(3_250);
    expect(federalWeeklyGarnishmentLimitCents(100_000)).toBe(25_000);
  });
});

import { describe, expect, it } from 'vitest';
import { check, loadFixtures, MODEL_FORM_B1, quotes, runFixture } from '../../testing';
import { rule } from './rule';

const letter = (body: string): string =>
  `Acme Collection Agency\nPO Box 1, Dallas, TX 75201\n\nMay 1, 2019\n\nYour account has been placed with our office for collection. ${body}\n\nThis communication is from a debt collector.`;

describe('postdated_check_solicitation', () => {
  it('flags a postdated-check request tied to criminal prosecution, quoting both sentences', () => {
    const r = check(rule, letter('Send us three post-dated checks. If any check bounces, we will press charges.'));
    expect(r.status).toBe('flag');
    if (r.status !== 'flag') return;
    expect(quotes(r)).toEqual(['Send us three post-dated checks.', 'If any check bounces, we will press charges.']);
    expect(r.confidence).toBe('high');
    expect(r.message).toMatch(/1692f\(3\)/);
  });

  it('flags a threat to deposit a postdated check before its date', () => {
    const r = check(rule, letter('Please send a postdated check for June 30. Postdated checks are deposited upon receipt.'));
    expect(r.status).toBe('flag');
    if (r.status === 'flag') expect(r.message).toMatch(/1692f\(4\)/);
  });

  it('passes a bare request for postdated checks, with the notice rule explained', () => {
    const r = check(rule, letter('You may send postdated checks for each monthly payment. We will not deposit any check before its date.'));
    expect(r.status).toBe('pass');
    if (r.status === 'pass') expect(r.assumptions?.join(' ')).toMatch(/3 to 10 business days/);
  });

  it('does not flag letters without postdated checks, or with negated criminal language', () => {
    expect(check(rule, letter('A returned check may be referred for criminal prosecution.')).status).toBe('pass');
    expect(check(rule, letter('Send postdated checks if you like. Not paying a debt is not a crime and we will never threaten criminal charges.')).status).toBe(
      'pass',
    );
  });

  it('is not applicable to original creditors', () => {
    expect(check(rule, letter('Send post-dated checks or we will press charges.'), { gates: { isDebtCollector: false } }).status).toBe('not_applicable');
  });

  it('does not flag the CFPB Model Form B-1', () => {
    expect(check(rule, MODEL_FORM_B1).status).toBe('pass');
  });

  describe('fixtures', () => {
    for (const c of loadFixtures(import.meta.dirname)) {
      it(c.name, () => {
        expect(runFixture(rule, c).status === 'flag').toBe(c.flagged);
      });
    }
  });
});

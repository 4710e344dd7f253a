import { describe, expect, it } from 'vitest';
import { checkNotice, fixtureSuite, MODEL_FORM_B1, quotes } from '../../testing';
import { rule } from './rule';

const notice = (body: string): string => `ABC RECOVERY, INC.
P.O. Box 12
Austin, TX 78701

Dear Ms. Lee:

ABC Recovery is a debt collector. We are trying to collect a debt that you owe to Zed Bank.
${body}
Unless you dispute this debt within 30 days after receiving this notice, we will assume it is valid.`;

describe('vn_current_amount', () => {
  it('accepts the usual ways of stating the amount', () => {
    for (const body of [
      'Total amount of the debt now: $2,284.56',
      'Balance Due: $1,874.22',
      'You owe $642.00.',
      'Saldo actual: $642.00',
      'The amount of the debt is $1,200.',
    ])
      expect(checkNotice(rule, notice(body)).status, body).toBe('pass');
  });

  it('flags a letter that gives only a settlement amount, quoting it', () => {
    const r = checkNotice(rule, notice('We will accept $500.00 to settle this account if paid by May 1, 2025.'));
    expect(r.status).toBe('flag');
    expect(quotes(r)).toEqual(['$500.00']);
  });

  it('does not take the itemization-date balance for the current amount', () => {
    expect(checkNotice(rule, notice('As of January 2, 2024, you owed: $2,234.56')).status).toBe('flag');
  });

  it('flags a letter with no amount, under 1692g(a)(1) before Regulation F', () => {
    const r = checkNotice(rule, notice('Please call us.'), { gates: { isRegF: false } });
    expect(r.status).toBe('flag');
    if (r.status === 'flag') {
      expect(r.evidence).toEqual([]);
      expect(r.message).toMatch(/15 U\.S\.C\. 1692g\(a\)\(1\)/);
    }
  });

  it('flags an undated notice that states the amount due "today" (may, the split named), not in the 9th Circuit (Bergida), not the model form\'s own words', () => {
    const undated = notice('The amount due today is $812.40. Call or write to us by July 20, 2023, to dispute all or part of the debt.');
    const r = checkNotice(rule, undated, { unknown: true });
    expect(r.status === 'flag' && r.confidence).toBe('low');
    if (r.status === 'flag') expect(r.message).toMatch(/Bergida/);
    const nv = checkNotice(rule, undated, { unknown: true, gates: { state: 'NV' } });
    expect(nv.status).toBe('pass');
    expect(checkNotice(rule, `June 2, 2023\n\n${undated}`, { unknown: true }).status).toBe('pass');
    expect(checkNotice(rule, MODEL_FORM_B1, { unknown: true }).status).toBe('pass');
  });

  it('passes the CFPB Model Form B-1', () => {
    expect(checkNotice(rule, MODEL_FORM_B1, { unknown: true }).status).toBe('pass');
  });
});

fixtureSuite(rule, import.meta.dirname);

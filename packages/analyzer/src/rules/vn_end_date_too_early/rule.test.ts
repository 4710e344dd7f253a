import { describe, expect, it } from 'vitest';
import { earliestEndDate } from '../_validation-notice/dates';
import { checkNotice, fixtureSuite, MODEL_FORM_B1, quotes } from '../../testing';
import { rule } from './rule';

const notice = (letterDate: string, endDate: string): string => `ABC RECOVERY, INC.
P.O. Box 12
Austin, TX 78701

${letterDate}

Ann Lee
5 Oak St
Waco, TX 76701

ABC Recovery is a debt collector. We are trying to collect a debt that you owe to Zed Bank.

Call or write to us by ${endDate}, to dispute all or part of the debt. If you do not, we will assume that our information is correct.
If you write to us by ${endDate}, we must stop collection on any amount you dispute until we send you information that shows you owe the debt.`;

describe('earliestEndDate (legal-reference §1.1 worked examples)', () => {
  it('Mon 3 Mar 2025 -> receipt Mon 10 Mar -> end on or after 9 Apr 2025', () => {
    expect(earliestEndDate('2025-03-03')).toEqual({ receipt: '2025-03-10', end: '2025-04-09' });
  });
  it('Mon 24 Nov 2025 (Thanksgiving 27 Nov) -> receipt Tue 2 Dec -> end on or after 1 Jan 2026', () => {
    expect(earliestEndDate('2025-11-24')).toEqual({ receipt: '2025-12-02', end: '2026-01-01' });
  });
});

describe('vn_end_date_too_early', () => {
  it('flags an end date 30 days after the letter date, quoting the dates', () => {
    const r = checkNotice(rule, notice('March 3, 2025', 'April 2, 2025'));
    expect(r.status).toBe('flag');
    expect(quotes(r)).toEqual(['March 3, 2025', 'April 2, 2025']);
    if (r.status === 'flag') expect(r.message).toMatch(/cannot end before April 9, 2025\. The stated date is 7 days early/);
  });

  it('passes the minimum and any later date', () => {
    expect(checkNotice(rule, notice('March 3, 2025', 'April 9, 2025')).status).toBe('pass');
    expect(checkNotice(rule, notice('March 3, 2025', 'May 1, 2025')).status).toBe('pass');
  });

  it('does not flag a date that is early only if an observed holiday is counted', () => {
    // Christmas 2022 and New Year 2023 fell on Sundays (observed Mon 26 Dec and Mon 2 Jan).
    const r = checkNotice(rule, notice('December 23, 2022', 'January 31, 2023'));
    expect(r.status).toBe('pass');
    if (r.status === 'pass') expect(r.assumptions?.join(' ')).toMatch(/observed weekday/);
  });

  it('uses the letter date from the gates or the facts', () => {
    const text = notice('', 'April 2, 2025');
    expect(checkNotice(rule, text, { gates: { letterDate: '2025-03-03' } }).status).toBe('flag');
    expect(checkNotice(rule, text, { gates: { letterDate: '2025-02-01' } }).status).toBe('pass');
  });

  it('does not apply to undated letters, notices without an end date, or pre-2021 letters', () => {
    expect(checkNotice(rule, notice('', 'April 2, 2025')).status).toBe('not_applicable');
    expect(checkNotice(rule, notice('March 3, 2025', 'April 2, 2025'), { gates: { isRegF: false } }).status).toBe('not_applicable');
  });

  it('passes the CFPB Model Form B-1 (undated)', () => {
    expect(checkNotice(rule, MODEL_FORM_B1, { unknown: true }).status).not.toBe('flag');
  });
});

fixtureSuite(rule, import.meta.dirname);

describe('vn_end_date_too_early with a labelled end date', () => {
  it('checks a labelled validation end date', () => {
    const text = `ABC RECOVERY\nP.O. Box 12\nAustin, TX 78701\n\nMarch 3, 2025\n\nValidation End Date: 04/02/2025\n\nIf you notify us in writing on or before the validation end date that you dispute the debt, we must stop collection until we send you verification of the debt.`;
    const r = checkNotice(rule, text);
    expect(r.status).toBe('flag');
    expect(quotes(r)).toEqual(['March 3, 2025', '04/02/2025']);
  });
});

import { describe, expect, it } from 'vitest';
import { parseCreditReport } from '../parse/parse-credit-report';
import { HARBOR_TRANSUNION as transunion, harborExperian as experian, pagesOf } from '../test-helpers';
import { findErrors, INNOCENT } from './find-errors';

describe('comparing the bureaus', () => {
  it('the same account reported differently by two bureaus: a finding with both values and both pages, and why it might be innocent', () => {
    const ex = parseCreditReport(pagesOf(experian('Collection account', '03/02/2020')));
    const tu = parseCreditReport(pagesOf(transunion));
    expect(ex.bureau?.value).toBe('experian');
    expect(tu.bureau?.value).toBe('transunion');
    const { findings } = findErrors([ex, tu]);
    const mismatches = findings.filter((f) => f.kind === 'bureau_mismatch');
    expect(mismatches.map((f) => f.summary)).toEqual([
      'HARBOR BANK is reported with a different date closed on experian (2020-03-02) and on transunion (2018-05-24).',
      'HARBOR BANK is reported as "Collection account" on experian and as "Current Account" on transunion.',
    ]);
    for (const f of mismatches) {
      expect(f.items).toEqual(['experian:acct-1', 'transunion:acct-1']);
      expect(f.proof.map((p) => p.bureau)).toEqual(['experian', 'transunion']);
      expect(f.proof.every((p) => p.evidence && p.evidence.page === 1 && p.evidence.text.length > 0)).toBe(true);
      expect(f.section).toMatch(/611/);
      expect(f.innocent).toContain(INNOCENT.bureau_mismatch);
    }
  });

  it('the same account reported alike (wording aside) is no finding', () => {
    const ex = parseCreditReport(pagesOf(experian('Open. Never late.', '05/24/2018')));
    const tu = parseCreditReport(pagesOf(transunion));
    expect(findErrors([ex, tu]).findings).toEqual([]);
  });

  it('a copy that prints no date is not judged against today: the date is asked', () => {
    const old = [
      'Accounts with Adverse Information',
      'NORTHWIND BANK 5555****',
      'Account Information',
      'Pay Status                       >Charged Off<',
      'Balance                                 $900',
      'Estimated month and year this item will be removed        02/2019',
    ].join('\n');
    const report = parseCreditReport(pagesOf([old]), { bureau: 'transunion' });
    expect(report.reportDate).toBeUndefined();
    expect(report.questions.map((q) => q.field)).toContain('reportDate');
    expect(findErrors([report]).findings.filter((f) => f.kind === 'obsolete')).toEqual([]);
    // Given the date (the person's answer), the item is judged on it.
    const judged = findErrors([report], { asOf: '2024-04-25' }).findings.find((f) => f.kind === 'obsolete');
    expect(judged?.innocent).toBe(INNOCENT.obsolete);
  });
});

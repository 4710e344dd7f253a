import { describe, expect, it } from 'vitest';
import { findErrors } from '../find/find-errors';
import { parseCreditReport } from '../parse/parse-credit-report';
import { pagesOf } from '../test-helpers';
import { FEDERAL_MEDICAL_POSITION, STATE_MEDICAL_LAWS } from './medical-debt';

const report = (balance: string, status: string) =>
  parseCreditReport(
    pagesOf([
      [
        'EQUIFAX  Annual Credit Report',
        'Report Date: 06/10/2025',
        'COLLECTIONS',
        'SUMMIT RECOVERY GROUP',
        'Account Number: XXXXXXXX4444   Account Type: Collection Agency',
        `Account Status: ${status}`,
        'Original Creditor: LAKESIDE MEDICAL GROUP',
        `Balance: ${balance}`,
        'Date of 1st Delinquency: 01/15/2024',
      ].join('\n'),
    ]),
  );

describe('medical debt: the bureaus’ policy and the law, each said as what it is', () => {
  it('a paid medical collection and one under $500: bureau policy, not law', () => {
    const paid = findErrors([report('$0', 'Paid collection')]).findings.filter((f) => f.kind === 'medical_bureau_policy');
    expect(paid).toHaveLength(1);
    expect(paid[0]!.summary).toContain('paid medical collection');
    expect(paid[0]!.section).toMatch(/^Bureau policy, not law/);
    const small = findErrors([report('$320', 'Collection account')]).findings.filter((f) => f.kind === 'medical_bureau_policy');
    expect(small.map((f) => f.summary)).toEqual([
      'SUMMIT RECOVERY GROUP is a medical collection under $500; since April 2023 the three bureaus do not report medical collections under $500.',
    ]);
    expect(small[0]!.innocent).toMatch(/not a law/);
    expect(findErrors([report('$1,320', 'Collection account')]).findings.filter((f) => f.kind.startsWith('medical'))).toEqual([]);
  });

  it('a state that forbids reporting medical debt: the statute and its date; none for a state without such a law', () => {
    const ct = findErrors([report('$1,320', 'Collection account')], { state: 'CT' }).findings.find((f) => f.kind === 'medical_state_law');
    expect(ct?.summary).toContain('CT law forbids reporting medical debt (Public Act 24-6, Conn. Gen. Stat. 20-7i; in effect July 1, 2024)');
    expect(ct?.section).toContain('20-7i');
    expect(findErrors([report('$1,320', 'Collection account')], { state: 'TX' }).findings.filter((f) => f.kind === 'medical_state_law')).toEqual([]);
    for (const law of STATE_MEDICAL_LAWS) expect(law.source.length).toBeGreaterThan(10);
  });

  it('says the federal position as it is: the CFPB rule was vacated in July 2025', () => {
    expect(FEDERAL_MEDICAL_POSITION).toContain('vacated');
    expect(FEDERAL_MEDICAL_POSITION).toContain('July 11, 2025');
  });
});

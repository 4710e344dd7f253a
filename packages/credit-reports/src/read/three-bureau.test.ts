import { describe, expect, it } from 'vitest';
import { findErrors } from '../find/find-errors';
import { pagesOf } from '../test-helpers';
import { parseCreditReports } from './read-report';

// A three-bureau monitoring report (one table, a column per bureau), as IdentityIQ-style prints lay it out.
const PAGE = [
  'Three Bureau Credit Report',
  'Account History',
  'NORTHWIND BANK',
  '                       TransUnion            Experian              Equifax',
  'Account #:             4412********          4412********          4412********',
  'Account Type:          Credit Card           Credit Card           Credit Card',
  'Account Status:        Open                  Open                  Open',
  'Payment Status:        Current               Late 30 Days          Current',
  'Balance:               $1,250                $1,250                $1,250',
  'Date Opened:           03/14/2019            03/14/2019            03/14/2019',
  'Date Reported:         05/31/2025            05/31/2025            05/31/2025',
  'LAKEVIEW AUTO',
  '                       TransUnion            Experian              Equifax',
  'Account #:             7731****              7731****              -',
  'Account Type:          Auto Loan             Auto Loan             -',
  'Payment Status:        Current               Current               -',
  'Balance:               $8,400                $8,400                -',
  'Date Opened:           07/01/2022            07/01/2022            -',
].join('\n');

describe('a three-bureau report', () => {
  it('reads one report per bureau column, each account with its own column’s values', () => {
    const reports = parseCreditReports(pagesOf([PAGE]));
    expect(reports.map((r) => r.bureau?.value)).toEqual(['transunion', 'experian', 'equifax']);
    const [tu, ex, eq] = reports;
    expect(tu!.accounts.map((a) => a.creditor.value)).toEqual(['NORTHWIND BANK', 'LAKEVIEW AUTO']);
    expect(eq!.accounts.map((a) => a.creditor.value)).toEqual(['NORTHWIND BANK']);
    expect(ex!.accounts[0]!.status?.printed).toBe('Late 30 Days');
    expect(tu!.accounts[0]!.status?.value).toBe('current');
    expect(ex!.accounts[1]!.balance?.value).toBe(8400);
    expect(ex!.accounts[1]!.balance?.evidence.text).toBe('$8,400');
  });

  it('the same account reported differently by two columns is a finding naming both bureaus', () => {
    const { findings } = findErrors(parseCreditReports(pagesOf([PAGE])));
    const diff = findings.filter((f) => f.kind === 'bureau_mismatch');
    expect(diff.map((f) => f.summary)).toEqual([
      'NORTHWIND BANK is reported as "Current" on transunion and as "Late 30 Days" on experian.',
      'NORTHWIND BANK is reported as "Late 30 Days" on experian and as "Current" on equifax.',
    ]);
  });
});

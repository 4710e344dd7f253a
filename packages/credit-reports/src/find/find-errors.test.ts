import { describe, expect, it } from 'vitest';
import { answersFor, scoreErrors } from '../accuracy';
import { pagesOf, parsedSynthetic } from '../test-helpers';
import { parseCreditReport } from '../parse/parse-credit-report';
import { BUREAUS, type ParsedCreditReport } from '../types';
import { findErrors, firstLateMonth } from './find-errors';

/** A report of accounts that are all right: a current card, a paid loan, a sold debt shown correctly. */
const CLEAN = [
  'EQUIFAX  Annual Credit Report',
  'Report Date: 10/01/2026',
  'PERSONAL INFORMATION',
  'Name: CASEY L DEMOLAND',
  'CREDIT ACCOUNTS',
  'NORTHWIND BANK',
  'Account Number: XXXXXXXXXXXX1111   Account Type: Credit Card',
  'Account Status: Pays As Agreed',
  'Balance: $420   Credit Limit: $5,000',
  'Amount Past Due: $0',
  'Date Opened: 01/10/2019   Date of Last Payment: 09/12/2026',
  'SUMMIT CARD SERVICES',
  'Account Number: XXXXXXXXXXXX2222   Account Type: Credit Card',
  'Account Status: Transferred Or Sold',
  'Balance: $0',
  'Amount Past Due: $0   Charge Off Amount: $1,500',
  'Date Opened: 01/10/2018   Date of Last Payment: 02/01/2023',
  'Date of 1st Delinquency: 03/01/2023',
  'COLLECTIONS',
  'PINECREST RECOVERY LLC',
  'Account Number: XXXXXXXXXXXX3333   Account Type: Collection Agency',
  'Account Status: Collection',
  'Original Creditor: SUMMIT CARD SERVICES',
  'Balance: $1,500',
  'Date Opened: 12/01/2023',
  'Date of 1st Delinquency: 03/01/2023',
  'INQUIRIES',
  'Company Name: NORTHWIND BANK   Inquiry Date: 05/01/2026',
].join('\n');

const clean = (): ParsedCreditReport => parseCreditReport(pagesOf([CLEAN]));

describe('findErrors', () => {
  it('finds no error in accounts that are right', () => {
    const { findings, toConfirm } = findErrors([clean()]);
    expect(findings).toEqual([]);
    expect(toConfirm.map((c) => c.kind)).toContain('inquiry');
  });

  for (const bureau of BUREAUS) {
    for (const index of [0, 1, 2]) {
      it(`${bureau} #${index}: finds every planted error, nothing else, and nothing on the right accounts`, () => {
        const { truth, parsed } = parsedSynthetic(bureau, index);
        const score = scoreErrors(truth, parsed);
        expect(score.missed).toEqual([]);
        expect(score.found).toBe(truth.planted.length);
        expect(score.falseFindings).toEqual([]);
        expect(score.findingsOnCorrectAccounts).toEqual([]);
      });
    }
  }

  it('gives each finding its FCRA section and the values that prove it, with their words', () => {
    const { truth, parsed } = parsedSynthetic('experian', 0);
    const { findings } = findErrors([parsed], { confirmations: answersFor(truth, parsed) });
    const obsolete = findings.find((f) => f.kind === 'obsolete')!;
    expect(obsolete.section).toMatch(/605\(a\)\(4\).*\(c\)\(1\)/);
    expect(obsolete.proof.map((p) => p.label)).toEqual(
      expect.arrayContaining(['Date of first delinquency (inferred)', 'Removal date printed', 'Reportable until (DOFD + 180 days + 7 years)']),
    );
    expect(obsolete.proof[0]!.evidence?.text).toMatch(/^[A-Z][a-z]{2} \d{4}$/);
    const duplicate = findings.find((f) => f.kind === 'duplicate')!;
    expect(duplicate.section).toContain('611');
    expect(duplicate.proof.filter((p) => p.label.includes('balance'))).toHaveLength(2);
  });

  it('asks about inquiries, personal data and "not mine" instead of asserting them', () => {
    const { truth, parsed } = parsedSynthetic('equifax', 0);
    const unanswered = findErrors([parsed]);
    expect(unanswered.findings.map((f) => f.kind)).not.toContain('inquiry_unauthorised');
    expect(unanswered.toConfirm.filter((c) => c.kind === 'inquiry')).toHaveLength(truth.inquiries.length);
    const answered = findErrors([parsed], { confirmations: { unauthorisedInquiries: ['equifax:inq-3'] } });
    expect(answered.findings.filter((f) => f.kind === 'inquiry_unauthorised').map((f) => f.items)).toEqual([['equifax:inq-3']]);
    expect(answered.findings.find((f) => f.kind === 'inquiry_unauthorised')!.section).toContain('604');

    const mixed = parsedSynthetic('transunion', 2);
    expect(findErrors([mixed.parsed]).findings.map((f) => f.kind)).not.toContain('not_mine');
    const notMine = findErrors([mixed.parsed], { confirmations: answersFor(mixed.truth, mixed.parsed) }).findings.find((f) => f.kind === 'not_mine')!;
    expect(notMine.section).toContain('605B');
  });

  it('never disputes an item the user confirms is accurate', () => {
    const { truth, parsed } = parsedSynthetic('equifax', 0);
    const before = findErrors([parsed], { confirmations: answersFor(truth, parsed) }).findings;
    const items = before.flatMap((f) => f.items);
    const after = findErrors([parsed], { confirmations: { ...answersFor(truth, parsed), accurate: items } });
    expect(before.length).toBeGreaterThan(0);
    expect(after.findings).toEqual([]);
    expect(after.toConfirm.map((c) => c.item)).not.toEqual(expect.arrayContaining(items));
  });

  it('finds a DOFD that differs between two bureaus for the same account', () => {
    const equifax = clean();
    // The same accounts as TransUnion reports them, with the collector's DOFD a year later.
    const reparsed = parseCreditReport(pagesOf([CLEAN.replace(/(PINECREST[\s\S]*)03\/01\/2023/, '$103/01/2024')]));
    const moved: ParsedCreditReport = { ...reparsed, bureau: { ...reparsed.bureau!, value: 'transunion' } };
    const { findings } = findErrors([equifax, moved]);
    // Within TransUnion (collector later than the original creditor) and across the bureaus.
    expect(findings.filter((f) => f.kind === 'reaged_dofd').map((f) => f.items)).toEqual([
      ['transunion:coll-1', 'transunion:acct-2'],
      ['transunion:coll-1', 'equifax:coll-1'],
    ]);
  });

  it('calls a current account with a late only a contradiction when the status month is late and no payment came after', () => {
    const ev = { page: 1, start: 0, end: 1, text: '' };
    const withHistory = (codes: string[], lastPayment?: string): ParsedCreditReport => {
      const report = clean();
      const [card, ...rest] = report.accounts;
      const history = codes.map((code, i) => ({ month: `2026-${String(i + 4).padStart(2, '0')}`, code: code as 'OK' }));
      const lastPaid = lastPayment ? { value: lastPayment, confidence: 1, evidence: ev } : undefined;
      return { ...report, accounts: [{ ...card!, paymentHistory: { value: history, confidence: 1, evidence: ev }, lastPayment: lastPaid }, ...rest] };
    };
    const contradictions = (r: ParsedCreditReport) => findErrors([r]).findings.filter((f) => f.kind === 'history_contradiction').length;
    // The status month (September) late and the last payment before it: the report contradicts itself.
    expect(contradictions(withHistory(['OK', 'OK', 'OK', 'OK', '30', '60'], '2026-07-10'))).toBe(1);
    // Late in the status month, but paid that month: a late since cured.
    expect(contradictions(withHistory(['OK', 'OK', 'OK', 'OK', 'OK', '30'], '2026-09-12'))).toBe(0);
    // A late two months before a month on time: brought current, nothing to dispute.
    expect(contradictions(withHistory(['OK', 'OK', 'OK', '30', 'OK', 'OK'], '2026-07-10'))).toBe(0);
  });

  it('reads the start of the delinquency from the grid only when the grid shows it', () => {
    const acct = (codes: string[]) => ({
      id: 'a',
      kind: 'account' as const,
      creditor: { value: 'X', confidence: 1, evidence: { page: 1, start: 0, end: 1, text: 'X' } },
      paymentHistory: {
        value: codes.map((code, i) => ({ month: `2025-${String(i + 1).padStart(2, '0')}`, code: code as 'OK' })),
        confidence: 1,
        evidence: { page: 1, start: 0, end: 1, text: '' },
      },
    });
    expect(firstLateMonth(acct(['OK', 'OK', '30', '60', 'CO']))).toBe('2025-03');
    expect(firstLateMonth(acct(['30', '60', 'CO']))).toBeUndefined();
    expect(firstLateMonth(acct(['OK', '30', 'OK', 'OK']))).toBeUndefined();
  });
});

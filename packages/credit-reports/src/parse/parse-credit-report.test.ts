import { extractDocument } from '@debtshield/analyzer';
import { describe, expect, it } from 'vitest';
import { precision, recall, scoreParse } from '../accuracy';
import { INFERRED_DOFD_NOTE } from '../dates';
import { generateReport } from '../generate/generate-report';
import { reportPages, textPdf } from '../generate/render-report';
import { pagesOf, parsedSynthetic } from '../test-helpers';
import { BUREAUS } from '../types';
import { twelveCodes } from '../read/read-report';
import { detectBureau, parseCreditReport, readMoney } from './parse-credit-report';

describe('parseCreditReport on each bureau layout', () => {
  for (const bureau of BUREAUS) {
    for (const index of [0, 1, 2]) {
      it(`${bureau} #${index}: reads every printed field`, () => {
        const { truth, parsed } = parsedSynthetic(bureau, index);
        const score = scoreParse(truth, parsed);
        expect(score.misses).toEqual([]);
        expect(precision(score.counts)).toBe(1);
        expect(recall(score.counts)).toBe(1);
        expect(parsed.bureau?.value).toBe(bureau);
        expect(parsed.questions).toEqual([]);
      });
    }
  }

  it('keeps account numbers as the last 4 only, even where Experian prints them whole', () => {
    const { truth, parsed } = parsedSynthetic('experian', 0);
    const json = JSON.stringify(parsed);
    for (const a of truth.accounts) {
      expect(json).not.toContain(a.accountNumber);
      expect(json).not.toContain(a.accountNumber.slice(0, 8));
      expect(parsed.accounts.find((p) => p.accountLast4?.value === a.accountNumber.slice(-4))).toBeDefined();
    }
    const acct = parsed.accounts[0]!;
    expect(acct.accountLast4!.evidence.text).toMatch(/^\*{12}\d{4}$/);
  });

  it('infers the DOFD from the removal date where only that is printed, and says so', () => {
    for (const bureau of ['experian', 'transunion'] as const) {
      const { truth, parsed } = parsedSynthetic(bureau, 0);
      const coll = parsed.accounts.find((a) => a.kind === 'collection')!;
      expect(coll.removalDate).toBeDefined();
      expect(coll.dofd?.inferred).toBe(INFERRED_DOFD_NOTE);
      expect(coll.dofd?.evidence).toEqual(coll.removalDate!.evidence);
      const t = truth.accounts.find((a) => a.id === 'coll-1')!;
      expect(Math.abs(new Date(coll.dofd!.value).getTime() - new Date(t.dofd!).getTime())).toBeLessThanOrEqual(31 * 86_400_000);
    }
    const { parsed } = parsedSynthetic('equifax', 0);
    const printed = parsed.accounts.find((a) => a.kind === 'collection')!.dofd!;
    expect(printed.inferred).toBeUndefined();
    expect(printed.evidence.text).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
  });

  it('keeps each value with its page and the exact words it came from', () => {
    const { parsed, pages } = parsedSynthetic('transunion', 1);
    for (const a of parsed.accounts) {
      for (const f of [a.creditor, a.balance, a.opened, a.status].filter((x) => x !== undefined)) {
        expect(pages[f.evidence.page - 1]!.slice(f.evidence.start, f.evidence.end)).toBe(f.evidence.text);
        expect(f.confidence).toBe(1);
      }
    }
  });

  it('asks rather than guesses when a value is garbled or the OCR is unsure', () => {
    const truth = generateReport('equifax', 0);
    const pages = reportPages(truth);
    const balance = truth.accounts[0]!.balance.toLocaleString('en-US');
    const garbled = pages.map((p, i) => (i === 0 ? p.replace(`Balance: $${balance}`, 'Balance: $2,O5G') : p));
    const parsed = parseCreditReport(pagesOf(garbled));
    expect(parsed.accounts[0]!.balance).toBeUndefined();
    expect(parsed.questions).toHaveLength(1);
    expect(parsed.questions[0]).toMatchObject({ field: 'balance', itemId: 'acct-1' });
    expect(parsed.questions[0]!.question).toContain('$2,O5G');

    // An OCR page whose words around the credit limit are unsure.
    const text = pages[0]!;
    const at = text.indexOf('Credit Limit: ') + 'Credit Limit: '.length;
    const end = text.indexOf('\n', at);
    const unsure = parseCreditReport([
      { index: 0, text, confidence: 0.9, words: [{ confidence: 0.3, start: at, end }] },
      ...pagesOf(pages.slice(1)).map((p) => ({ ...p, index: p.index + 1 })),
    ]);
    expect(unsure.accounts[0]!.creditLimit).toBeUndefined();
    expect(unsure.questions.map((q) => q.field)).toEqual(['creditLimit']);
  });

  it("reads another bureau's wording of an account field instead of taking it for a creditor", () => {
    const truth = generateReport('equifax', 0);
    const pages = reportPages(truth);
    const moved = pages.map((p, i) => (i === 0 ? p.replace('Account Status: Pays As Agreed', 'Pay Status: Current; Paid or paying as agreed') : p));
    const parsed = parseCreditReport(pagesOf(moved));
    expect(parsed.accounts.map((a) => a.creditor.value)).toEqual(parseCreditReport(pagesOf(pages)).accounts.map((a) => a.creditor.value));
    expect(parsed.accounts[0]!.status?.value).toBe('current');
  });

  it('detects the bureau, and asks when it cannot', () => {
    expect(detectBureau('Experian Personal Credit Report ... On record until Mar 2030')?.bureau).toBe('experian');
    expect(detectBureau('Estimated month and year this item will be removed: 03/2030 Pay Status')?.bureau).toBe('transunion');
    expect(detectBureau('a bank statement')).toBeUndefined();
    const parsed = parseCreditReport(pagesOf(['A bank statement\nBalance: $10']));
    expect(parsed.bureau).toBeUndefined();
    expect(parsed.questions[0]!.field).toBe('bureau');
    expect(parsed.warnings[0]).toContain('No accounts');
  });

  it('reads amounts as OCR gives them', () => {
    expect(readMoney('$1,234')).toBe(1234);
    expect(readMoney('S1.234')).toBe(1234);
    expect(readMoney('$12.50')).toBe(12.5);
    expect(readMoney('$1,2a4')).toBeUndefined();
  });

  it('reads a year of a payment grid, with cells OCR glued together, or asks', () => {
    expect(twelveCodes('OK OK OK 30 60 90 120 150 180 CO CO ND')).toEqual(['OK', 'OK', 'OK', '30', '60', '90', '120', '150', '180', 'CO', 'CO', 'ND']);
    expect(twelveCodes('OKOKOK XX X X X X X X X')?.slice(0, 4)).toEqual(['OK', 'OK', 'OK', 'ND']);
    expect(twelveCodes('6090 120 150 180 COX X X X X X')?.slice(0, 2)).toEqual(['60', '90']);
    expect(twelveCodes('OK OK OK')).toBeUndefined();
    expect(twelveCodes('OK OK OK OK OK OK OK OK OK OK OK 0Q')).toBeUndefined();
  });

  it('reads no-data dashes OCR ran together as one cell each, when that makes the twelve months', () => {
    const nd = (n: number) => Array<string>(n).fill('ND');
    // '- - - - - - - - -' read without its spaces: nine cells, not four '--' and a '-'.
    expect(twelveCodes('--------- OK OK OK')).toEqual([...nd(9), 'OK', 'OK', 'OK']);
    expect(twelveCodes('OK OK OK OK OK OK 306090 - - -')).toEqual([...Array<string>(6).fill('OK'), '30', '60', '90', ...nd(3)]);
    expect(twelveCodes('OKOK ——————————')).toEqual(['OK', 'OK', ...nd(10)]);
    // '--' cells printed with their spaces stay one cell each.
    expect(twelveCodes('-- -- -- -- -- -- -- -- -- OK OK OK')).toEqual([...nd(9), 'OK', 'OK', 'OK']);
    // Too few marks for twelve months however they are cut: asked.
    expect(twelveCodes('-- OK OK OK')).toBeUndefined();
  });

  it('reads a text PDF through the analyzer extract stage', async () => {
    const truth = generateReport('experian', 2);
    const bytes = await textPdf(reportPages(truth));
    const doc = await extractDocument([{ bytes, mimeType: 'application/pdf', name: 'experian.pdf' }]);
    const score = scoreParse(truth, parseCreditReport(doc.pages));
    expect(score.misses).toEqual([]);
  });
});

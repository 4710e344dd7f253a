import { describe, expect, it } from 'vitest';
import type { ReportPage } from '../types';
import { parseCreditReport } from './parse-credit-report';

/**
 * An OCR page built word by word: each line's words at 10 units a character, single spaces between
 * words (so a line is one cell unless it has a wider gap), and the confidence OCR gave each word.
 */
const ocrPage = (lines: ReadonlyArray<ReadonlyArray<string | [string, number]>>): ReportPage => {
  let text = '';
  const words: NonNullable<ReportPage['words']>[number][] = [];
  lines.forEach((line, y) => {
    let col = 0;
    for (const item of line) {
      const [word, confidence] = typeof item === 'string' ? [item, 0.95] : item;
      const start = text.length;
      text += `${word} `;
      words.push({ confidence, start, end: start + word.length, bbox: { x0: col * 10, x1: (col + word.length) * 10, y0: y * 30, y1: y * 30 + 20 } });
      col += word.length + 1;
    }
    text += '\n';
  });
  return { index: 0, text, confidence: 0.9, method: 'ocr', words };
};

const w = (s: string) => s.split(' ');

describe('OCR rows where two fields share a cell, and month names read with low confidence', () => {
  const page = ocrPage([
    w('TransUnion credit report'),
    w('PINECREST RECOVERY LLC'),
    w('Account Number ****9939 Account Type Collection'),
    w('Status Placed for collection Original Creditor SUMMIT CARD SERVICES'),
    w('Current Balance $1,069 Past Due $1,069'),
    // The label alone in its cell (a wide gap after it), its value and the next field together in the next.
    ['Remarks', '', '', '', 'Placed', 'for', 'collection', 'Date', 'Opened', 'Jan', '10,', '2025'],
    ['On', 'Record', 'Until', ['Oct', 0.31], '2031'],
    w('HARBOR CREDIT UNION'),
    w('Account Type Credit Card'),
    // The second label ends the cell; its value is the next cell, past a column's gap.
    ['Account', 'Number', '****4402', 'Past', 'Due', '', '', '', '$0'],
    ['Status', 'Transferred', 'or', 'sold', 'Charge-Off', 'Amount', ['$2,135', 0.47]],
    ['Remarks', 'Account', 'closed', 'at', 'Consumer', 'Request'],
  ]);
  const parsed = parseCreditReport([page]);
  const [collection, card] = parsed.accounts;

  it('cuts a cell at a capitalised label inside it, after the first label and its value', () => {
    expect(collection?.status?.value).toBe('collection');
    expect(collection?.originalCreditor?.value).toBe('SUMMIT CARD SERVICES');
    expect(collection?.remarks?.value).toBe('Placed for collection');
    expect(collection?.opened?.value).toBe('2025-01-10');
  });

  it('keeps a date whose only unsure word is a month name, and still asks about unsure digits', () => {
    expect(collection?.removalDate?.value).toBe('2031-10-01');
    expect(card?.chargeOffAmount).toBeUndefined();
    expect(card?.pastDue?.value).toBe(0);
    expect(card?.accountLast4?.value).toBe('4402');
    expect(parsed.questions.some((q) => q.field === 'chargeOffAmount' && q.itemId === card?.id)).toBe(true);
  });

  it('names an account by the sure heading after an unsure stray line, not by the stray line', () => {
    const stray = parseCreditReport([
      ocrPage([
        w('Equifax credit report'),
        [
          ['rT', 0.2],
          ['CRE', 0.3],
        ],
        w('BLUEFIELD AUTO FINANCE'),
        w('Account Type Auto Loan'),
        w('Status Paid Current Balance $646'),
        w('NORTHWIND BANK'),
        w('Account Type Credit Card'),
        w('Current Balance $20'),
      ]),
    ]);
    expect(stray.accounts.map((a) => a.creditor.value)).toEqual(['BLUEFIELD AUTO FINANCE', 'NORTHWIND BANK']);
    expect(stray.accounts[0]?.balance?.value).toBe(646);
  });

  it('does not cut a sentence at words that are not a label printed with capitals', () => {
    expect(card?.remarks?.value).toBe('Account closed at Consumer Request');
  });
});

import type { Facts } from '@debtshield/analyzer';
import { describe, expect, it } from 'vitest';
import { parsedSynthetic } from '../test-helpers';
import { crossCheckLetter, LETTER_SIDE_SECTION } from './cross-check-letter';

const span = (text: string) => ({ start: 0, end: text.length, text });

/** Letter facts about the synthetic report's first collection, as the analyzer would give them. */
const factsFor = (collector: string, originalCreditor: string, last4: string, amount: number, dofd?: string): Facts => ({
  collector: { name: { value: collector, span: span(collector) } },
  originalCreditor: { value: originalCreditor, span: span(originalCreditor) },
  accountNumbers: [{ masked: `****${last4}`, last4, kind: 'account', span: span(last4) }],
  itemization: { currentAmount: { value: amount, span: span(`$${amount}`) } },
  amounts: [],
  settlementOffers: [],
  language: 'en',
  debtTypeHints: [],
  ...(dofd ? { firstDelinquencyDate: { value: dofd, span: span(dofd) } } : {}),
});

describe('crossCheckLetter', () => {
  const { truth, parsed } = parsedSynthetic('equifax', 0);
  const coll = truth.accounts.find((a) => a.id === 'coll-1')!;

  it('finds nothing when the letter and the report agree', () => {
    expect(crossCheckLetter(factsFor(coll.creditor, coll.originalCreditor!, coll.accountNumber.slice(-4), coll.balance, coll.dofd), [parsed])).toEqual([]);
  });

  it('makes a finding on both sides when they disagree about the amount and the DOFD', () => {
    const later = `${Number(coll.dofd!.slice(0, 4)) + 1}${coll.dofd!.slice(4)}`;
    const findings = crossCheckLetter(factsFor(coll.creditor, coll.originalCreditor!, coll.accountNumber.slice(-4), coll.balance + 250, later), [parsed], {
      id: 'L1',
    });
    expect(findings.map((f) => f.side)).toEqual(['report', 'letter', 'report', 'letter']);
    expect(findings[0]!.items).toEqual(['equifax:coll-1', 'letter:L1']);
    expect(findings[1]!.section).toBe(LETTER_SIDE_SECTION);
    expect(findings[0]!.section).toContain('623');
    expect(findings[0]!.proof.map((p) => p.label)).toEqual(['Letter: amount', 'Report: balance']);
    expect(findings[2]!.summary).toContain('date of first delinquency');
    // Both sides carry the disagreement as data, for pages that render it in their language.
    expect(findings[1]!.mismatch).toMatchObject({
      field: 'amount',
      bureau: 'equifax',
      letter: 'L1',
      letterValue: `$${(coll.balance + 250).toLocaleString('en-US')}`,
      reportValue: `$${coll.balance.toLocaleString('en-US')}`,
    });
    expect(findings[1]!.mismatch!.evidence.page).toBeGreaterThan(0);
    expect(findings[3]!.mismatch).toMatchObject({ field: 'first_delinquency', letterValue: later, reportValue: coll.dofd });
  });

  it('leaves other debts alone (another account number)', () => {
    expect(crossCheckLetter(factsFor(coll.creditor, coll.originalCreditor!, '0000', coll.balance + 250), [parsed])).toEqual([]);
  });
});

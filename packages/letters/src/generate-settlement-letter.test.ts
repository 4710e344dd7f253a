import { describe, expect, it } from 'vitest';
import { generateSettlementLetter, PAY_FOR_DELETE_NOTE } from './generate-settlement-letter';
import { expectLetterLayout } from './testing/expect-letter';
import { BARE_INPUT, FULL_INPUT, findAdmissions } from './testing/fixtures';

describe('generateSettlementLetter', () => {
  const letter = generateSettlementLetter({ ...FULL_INPUT, offer: { percent: 40 } });

  it("offers X% of the balance the collector's letter states as full and final settlement, to that collector", () => {
    expectLetterLayout(letter);
    expect(letter.kind).toBe('settlement');
    expect(letter.body).toContain('Midwest Portfolio Recovery, LLC\nPO Box 4471\nColumbus, OH 43215');
    expect(letter.paragraphs[0]).toContain(
      'I offer $1,564.96 (40% of the balance stated in your letter, $3,912.40) as full and final settlement of this account',
    );
  });

  it('makes no admission of liability', () => {
    expect(letter.paragraphs[0]).toContain('Without admitting that I am liable for this account');
    expect(letter.body).toContain('It does not acknowledge that the debt is valid or that any amount is owed');
    expect(findAdmissions(letter.body)).toEqual([]);
  });

  it('puts the written agreement before any payment language', () => {
    const agreement = letter.body.indexOf('written agreement');
    const payment = letter.body.search(/\bpay(?:ment|ing|s)?\b/i);
    expect(agreement).toBeGreaterThan(0);
    expect(payment).toBeGreaterThan(agreement);
    expect(letter.body).toContain('Before any payment is made, I need a written agreement, on your letterhead and signed by your authorized representative');
  });

  it('asks the agreement to settle in full, stop collection and resale of the rest, and say how it will be reported', () => {
    expect(letter.body).toContain('1. $1,564.96 is accepted as full and final settlement of the account ending in 4471');
    expect(letter.body).toContain('no remaining balance will be sold or transferred for collection');
    expect(letter.body).toContain('how you will report the account to the consumer reporting agencies');
    expect(letter.body).toContain('on behalf of its owner (Harbor Bank, N.A.)');
  });

  it('asks for deletion carefully (may decline, must be accurate) and keeps the pay-for-delete caution in the notes', () => {
    expect(letter.body).toContain(
      'I also ask whether you will request that the consumer reporting agencies delete the account you reported. I understand that you may decline, and that anything you report must be accurate.',
    );
    expect(letter.body).not.toMatch(/guarantee|must delete|will delete/i);
    expect(letter.notes).toContain(PAY_FOR_DELETE_NOTE);
    expect(PAY_FOR_DELETE_NOTE).toContain('1681s-2(a)(1)');
  });

  it('pays only by means that give no account access, and sets a deadline for the agreement', () => {
    expect(letter.body).toContain("by cashier's check or money order. I will not give you access to any bank account or card");
    expect(letter.body).toContain('Please send the signed written agreement within 15 days of the date of this letter.');
    expect(letter.followUpDate).toBe('2026-03-20');
    const dated = generateSettlementLetter({ ...FULL_INPUT, offer: { amount: 1200 }, agreementDeadline: '2026-03-31' });
    expect(dated.body).toContain('Please send the signed written agreement by March 31, 2026.');
    expect(dated.followUpDate).toBe('2026-03-31');
  });

  it('offers a dollar amount as given, with its share of the balance', () => {
    const l = generateSettlementLetter({ ...FULL_INPUT, offer: { amount: 1500 } });
    expect(l.paragraphs[0]).toContain('I offer $1,500.00 (38.3% of the balance stated in your letter, $3,912.40)');
  });

  it('without a balance, a percentage stays a percentage; without an offer, a marked blank', () => {
    const pct = generateSettlementLetter({ ...BARE_INPUT, offer: { percent: 30 } });
    expect(pct.paragraphs[0]).toContain('I offer 30% of the balance your letter claims as full and final settlement');
    expect(pct.body).not.toMatch(/\$\d[\d,]*\.\d{2}/);
    const none = generateSettlementLetter({ ...BARE_INPUT, offer: {} });
    expect(none.paragraphs[0]).toContain('I offer [OFFER AMOUNT] as full and final settlement');
    const invalid = generateSettlementLetter({ ...BARE_INPUT, offer: { percent: 140 } });
    expect(invalid.paragraphs[0]).toContain('[OFFER AMOUNT]');
  });

  it('warns about revival unless the debt is known to be within the limitations period, plus the tax note', () => {
    expect(letter.notes[0]).toMatch(/^Revival risk/);
    const within = generateSettlementLetter({ ...FULL_INPUT, offer: { percent: 40 }, sol: { status: 'within', state: 'OH', years: 6 } });
    expect(within.notes.join(' ')).not.toContain('Revival risk');
    expect(letter.notes.join(' ')).toContain('1099-C');
  });

  it('is deterministic', () => {
    expect(generateSettlementLetter({ ...FULL_INPUT, offer: { percent: 40 } })).toEqual(letter);
  });
});

import { describe, expect, it } from 'vitest';
import { generateFurnisherDispute } from './generate-furnisher-dispute';
import { expectLetterLayout } from './testing/expect-letter';
import { CONSUMER, DATE, findAdmissions } from './testing/fixtures';

describe('generateFurnisherDispute', () => {
  const letter = generateFurnisherDispute({
    date: DATE,
    consumer: CONSUMER,
    furnisher: { name: 'Harbor Bank, N.A.', addressLines: 'Credit Bureau Disputes\nPO Box 100\nWilmington, DE 19801' },
    items: [
      { category: 'accounts', text: 'Balance shown as $3,962.40', creditor: 'Harbor Bank', accountNumber: '4111-1111-1111-4471' },
      { category: 'fraud', text: 'Card account opened in my name', creditor: 'Harbor Bank' },
      { category: 'oldDebts', text: 'Charge-off', creditor: 'Harbor Bank' },
    ],
    customization: { specificErrors: 'The balance includes fees I was never charged.', debtDate: '2018-02-10' },
  });

  it("goes to the furnisher's dispute address and cites 1681s-2(a)(8) and 12 CFR 1022.43", () => {
    expectLetterLayout(letter);
    expect(letter.kind).toBe('furnisher_dispute');
    expect(letter.body).toContain('March 5, 2026\n\nHarbor Bank, N.A.\nCredit Bureau Disputes\nPO Box 100\nWilmington, DE 19801');
    expect(letter.paragraphs[0]).toContain('Under 15 U.S.C. 1681s-2(a)(8) and 12 CFR 1022.43, please conduct a reasonable investigation');
    expect(letter.body).toContain('notify every consumer reporting agency to which you furnished it (12 CFR 1022.43(e); 15 U.S.C. 1681s-2(a)(2))');
  });

  it("shows only the last 4 of the account and the user's explanation", () => {
    expect(letter.body).toContain(
      '1. Harbor Bank, account ending in 4471: Balance shown as $3,962.40.\nWhat is wrong: The balance includes fees I was never charged.',
    );
    expect(letter.body).not.toContain('1111');
  });

  it('identity theft: the 1681s-2(a)(6)(B) bar; old debts: the delinquency date (1681s-2(a)(5))', () => {
    expect(letter.body).toContain('Under 15 U.S.C. 1681s-2(a)(6)(B)');
    expect(letter.body).toContain('The delinquency began on February 10, 2018.');
    expect(letter.body).toContain('(15 U.S.C. 1681s-2(a)(5))');
  });

  it('tells the user where to send it, to write in their own words, and to dispute with the bureaus too', () => {
    const notes = letter.notes.join(' ');
    expect(notes).toContain('12 CFR 1022.43(c)');
    expect(notes).toContain('credit repair organization');
    expect(notes).toContain('no right to sue the furnisher (15 U.S.C. 1681s-2(c))');
  });

  it('leaves a marked blank for an unknown furnisher, admits nothing, and is deterministic', () => {
    const bare = generateFurnisherDispute({ date: DATE, items: [{ category: 'accounts', text: 'Wrong balance' }] });
    expect(bare.body).toContain('[FURNISHER NAME]\n[FURNISHER ADDRESS FOR DISPUTES, AS SHOWN ON YOUR CREDIT REPORT]');
    expect(bare.body).toContain('What is wrong: [EXPLAIN WHAT IS WRONG WITH THIS ITEM AND WHY]');
    expect(findAdmissions(letter.body)).toEqual([]);
  });
});

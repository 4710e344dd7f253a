/**
 * Paraphrase families (decision 172) for `interest_accrual_not_disclosed`, `unauthorized_fees_or_interest` and the label
 * `implied_future_interest`: two kinds of statement about interest and charges to come, read in many wordings, against the
 * lawful ones. Written from the law, in our own sentences, never a letter's:
 *
 * - the creditor, by role or by name, said to be able to add interest or fees ("Pinecrest Bank may continue to add interest",
 *   "the bank continues to charge interest", "your creditor, Pinecrest Bank, reserves the right to add interest", "el banco
 *   podría cobrar intereses"): misleading where nothing can be added (Ortiz v. Advanced Call Center Technologies, E.D.N.Y.
 *   2019; Taylor v. Financial Recovery Services, 2d Cir. 2018; Boucher v. Finance System of Green Bay, 7th Cir. 2018), lawful
 *   where the balance grows (Kolbasyuk v. Capital Management Services, E.D.N.Y. 2019; Avila v. Riexinger, 2d Cir. 2016).
 *   Read as a growth claim: asked (`balanceCanIncrease`), flagged on "no", passed on "yes". A fee said to come "as provided in
 *   your agreement" names its authority: asked about the agreement, not flagged as unexplained;
 * - the balance said in the passive, with any subject that names what is owed, to be increased ("the amount shown may be
 *   periodically increased by accrued interest", "the sum due may be increased", "is subject to periodic increases") (Balke
 *   v. Alliance One, E.D.N.Y. 2017; Avila): the same.
 *
 * Must not flag: the creditor said not to add, or to have stopped adding, interest (Taylor); a fee for paying by card; "your
 * bank" (the consumer's own); a payment, a credit limit or a discount that may be increased; a balance that may be reduced; a
 * balance said not to be subject to increases.
 */
import { describe, expect, it } from 'vitest';
import { readBalanceGrowth } from './balance-growth';
import { laterLetter, ruleOutcome } from './test-letters';

// Growth said is judged by interest_increase_language_false since decision 219 (the Avila rule reads it as the disclosure).
const RULE = 'interest_increase_language_false';
const FEES = 'unauthorized_fees_or_interest';
/** A 2019 later letter to a New York consumer, with `body` as its words. */
const letter = (body: string): string =>
  laterLetter(body, { collector: 'Harbor Credit LLC', address: 'PO Box 9\nAlbany, NY 12207', consumerCity: 'Buffalo, NY 14201', date: 'May 5, 2019' });
const outcome = (body: string, balanceCanIncrease?: boolean) => ruleOutcome(RULE, letter(body), { state: 'NY', balanceCanIncrease } as never, '2019-05-10');
const fees = (body: string, contractAllowsCollectionFees?: boolean) =>
  ruleOutcome(FEES, letter(body), { state: 'NY', contractAllowsCollectionFees } as never, '2019-05-10');
const BALANCE = 'Balance: $1,250.00.';

const creditorAdds = [
  'Pinecrest Bank may continue to add interest.',
  'Your creditor, Pinecrest Bank, may charge interest on this balance.',
  'The bank may continue to assess interest.',
  'Your lender may begin charging interest again.',
  'Pinecrest Bank has the right to charge interest on this balance.',
  'Pinecrest Bank reserves the right to add interest.',
  'Pinecrest Bank continues to charge interest on this account.',
  'Pinecrest Bank is still adding interest to this account.',
  'Acme Funding LLC will add interest each month.',
  'El banco podría cobrar intereses.',
  'Pinecrest Bank puede seguir agregando intereses.',
];

const passiveGrowth = [
  'The amount shown above may be periodically increased due to the addition of accrued interest or other charges.',
  'The sum due may be increased by interest and other charges.',
  'This amount may be raised periodically by the addition of interest.',
  'Your account may from time to time be increased by accrued interest.',
  'The figure stated above could be augmented by interest.',
  'Your balance is subject to periodic increases.',
  'The amount you owe remains subject to further increases.',
];

describe('the creditor said to add interest (Ortiz; Taylor; Boucher; Kolbasyuk)', () => {
  it.each(creditorAdds)('read as growth, asked, flagged on "no", passed on "yes": %s', (body) => {
    const text = `${BALANCE} ${body}`;
    expect(readBalanceGrowth(letter(text)).claims.length).toBeGreaterThan(0);
    expect(outcome(text)).toBe('ask');
    expect(outcome(text, false)).toBe('flag');
    expect(outcome(text, true)).toBe('silent');
  });
  it.each([
    'Pinecrest Bank may continue to add interest and fees as provided in your agreement.',
    'Late fees may be added in accordance with the terms of your agreement.',
    'Su acreedor puede seguir agregando cargos según su contrato.',
  ])('a fee said to come under the agreement is asked about the agreement, not flagged from the words: %s', (body) => {
    const text = `${BALANCE} ${body}`;
    expect(fees(text)).toBe('ask');
    expect(fees(text, false)).toBe('flag');
    expect(fees(text, true)).toBe('silent');
  });
});

describe('the balance said in the passive to be increased (Balke; Avila; Boucher)', () => {
  it.each(passiveGrowth)('read as growth, asked, flagged on "no", passed on "yes": %s', (body) => {
    expect(readBalanceGrowth(letter(body)).claims.length).toBeGreaterThan(0);
    expect(outcome(body)).toBe('ask');
    expect(outcome(body, false)).toBe('flag');
    expect(outcome(body, true)).toBe('silent');
  });
});

describe('near misses: the lawful wordings and other amounts', () => {
  const lawful = [
    // the creditor said not to add, or to have stopped (Taylor)
    `${BALANCE} Pinecrest Bank will not add any interest or fees.`,
    `${BALANCE} Pinecrest Bank has stopped charging interest.`,
    `${BALANCE} El banco no cobrará intereses.`,
    `${BALANCE} El banco no podrá cobrar intereses.`,
    // other charges and other subjects
    `${BALANCE} Pinecrest Bank may charge a fee if you pay by card.`,
    `${BALANCE} Your bank may charge you a fee for a returned payment.`,
    `${BALANCE} Pinecrest Bank may report this account to the credit bureaus.`,
    'Your monthly payment may be increased if you ask for a shorter plan.',
    'Your credit limit may be increased after six months.',
    'The amount shown may be reduced by any payments you make.',
    'The discount offered may be increased if you call us this week.',
    'Your balance is not subject to further increases.',
  ];
  it.each(lawful)('read as no claim, and not flagged on "no": %s', (body) => {
    expect(readBalanceGrowth(letter(body)).claims).toEqual([]);
    expect(outcome(body, false)).not.toBe('flag');
    expect(fees(body, false)).not.toBe('flag');
  });
  it('the creditor said not to add, or to have stopped, is read as a static balance (Taylor)', () => {
    for (const body of [
      'Pinecrest Bank will not add any interest or fees.',
      'Pinecrest Bank has stopped charging interest.',
      'El banco no cobrará intereses.',
    ]) {
      const reading = readBalanceGrowth(letter(`${BALANCE} ${body}`));
      expect(reading.claims).toEqual([]);
      expect(reading.statics.length).toBeGreaterThan(0);
      expect(outcome(`${BALANCE} ${body}`, true)).toBe('silent');
    }
  });
});

/**
 * Paraphrase families (decision 170) for a stated amount whose make-up the letter leaves open: the balance is given and
 * then said only perhaps to hold charges ("may include", "might contain", "could reflect", "may have been added to",
 * "included in … may be", "it is possible that … includes", "possibly includes", "puede incluir", "es posible que …
 * incluya", "se pueden haber agregado … a su saldo"), or to hold them only where they apply ("where applicable", "if
 * permitted", "if any", "any applicable", "that may have accrued", "si corresponde"). The consumer cannot tell whether the
 * charges are in the figure or how much of it they are (15 U.S.C. 1692g(a)(1), 1692e(2)(A), 1692e(10); Weiss v. Zwicker &
 * Associates, E.D.N.Y. 2009; Carlin v. Davidson Fink, 2d Cir. 2017; Chuway v. National Action Financial, 7th Cir. 2004).
 * Read by `reading/amount-composition.ts`, judged by misstated_legal_status from the words alone.
 *
 * Lawful and kept silent (near misses): the Miller v. McCalla safe harbour (7th Cir. 2000), "your balance may increase"
 * (Avila v. Riexinger, 2d Cir. 2016), a definite make-up ("includes interest of $230.00"; "includes principal, interest and
 * fees": Wahl v. Midland, 7th Cir. 2009), an itemization that gives the charges their figures (Delgado v. Client Services,
 * N.D. Ill. 2018), what a later statement or a future referral may add, growth after the letter's date, a fee for one
 * way of paying, a payment, an offer or the records that "may include" something, a figure that may not reflect a recent
 * payment. Written from the law's categories, never from a court letter's words. Tests, not the measure.
 */
import { describe, expect, it } from 'vitest';
import type { UserAnswers } from '../index';
import { LABEL_RULES } from '../../corpus/court-letters';
import { CITY_IN, laterLetter, runRule } from './test-letters';

const STATUS = 'misstated_legal_status';
/** The rules that speak to a misleading amount, as the corpus counts them. */
const AMOUNT_RULES: readonly string[] = LABEL_RULES.misleading_amount ?? [];

/** A later letter (no validation notice) dated June 2, 2025, to a consumer in `state`, holding `body`. */
const later = (body: string, state: string): string =>
  laterLetter(body, { collector: 'Apex Recovery Group', address: 'PO Box 100\nDallas, TX 75201', consumerCity: CITY_IN[state]!, date: 'June 2, 2025' });
const run = (ruleId: string, body: string, state = 'NY', answers: UserAnswers = {}) =>
  runRule(ruleId, later(body, state), { allPagesUploaded: true, lastPaymentDate: '2024-06-01', ...answers }, state);
const notFlagged = (bodies: readonly string[], state = 'NY', answers: UserAnswers = {}): string[] =>
  bodies.filter((b) => !run(STATUS, b, state, answers).flagged);
const flagged = (bodies: readonly string[], state = 'NY', answers: UserAnswers = {}): string[] => bodies.filter((b) => run(STATUS, b, state, answers).flagged);

describe('a balance said only perhaps to hold charges (modal, in every tense and voice)', () => {
  const modal = [
    'As of the date of this letter, you owe $1,480.00. Your balance may include late charges and interest, if such charges are allowed under your account agreement.',
    'Balance: $1,480.00. The amount shown above may include interest, late fees and other charges.',
    'Your balance of $1,480.00 might include collection costs.',
    'This total could include fees assessed by the original creditor. Total due: $1,480.00.',
    'You owe $1,480.00. The balance may or may not include accrued interest.',
    'Amount due: $1,480.00. The figure above may reflect interest and fees charged by your creditor.',
    'Your balance may contain charges assessed by your creditor. Balance: $1,480.00.',
    'The balance due of $1,480.00 may be inclusive of late fees and interest.',
    'Your total of $1,480.00 may consist of principal, interest and fees.',
    // past modal, passive, inverted, adverb, impersonal
    'Your balance of $1,480.00 may have included delinquency charges applied by your creditor.',
    'Additional fees may have been added to your balance of $1,480.00.',
    'Balance due: $1,480.00. Late charges and interest may be included in the amount due.',
    'Balance due: $1,480.00. Included in your balance may be delinquency charges and interest.',
    'Your current balance of $1,480.00 possibly includes late fees.',
    'Balance: $1,480.00. It is possible that your balance includes fees and interest.',
    // layouts: a parenthesis, a footnote
    'Balance: $1,480.00 (may include interest and fees)',
    'Amount due: $1,480.00*\n\n*This amount may include interest, fees, and other charges.',
    // Spanish
    'Saldo actual: $1,480.00. Su saldo puede incluir cargos adicionales, como cargos por mora.',
    'El monto indicado de $1,480.00 podría incluir intereses y cargos.',
    'Saldo: $1,480.00. Es posible que su saldo incluya intereses y cargos por mora.',
    'Se pueden haber agregado cargos por mora a su saldo de $1,480.00.',
  ];
  it('must flag from the words alone', () => {
    expect(notFlagged(modal)).toEqual([]);
  });
  it('must flag whatever the consumer says of growth (the make-up is unknown either way)', () => {
    expect(notFlagged(modal, 'NY', { balanceCanIncrease: true })).toEqual([]);
    expect(notFlagged(modal, 'NY', { balanceCanIncrease: false })).toEqual([]);
  });
  it('must flag in the Seventh Circuit and elsewhere (low outside the Second and Seventh)', () => {
    expect(notFlagged(modal, 'IL')).toEqual([]);
    expect(notFlagged(modal.slice(0, 6), 'TX')).toEqual([]);
    expect(notFlagged(modal.slice(0, 6), 'CA')).toEqual([]);
  });
});

describe('a balance said to hold charges only where they apply (conditional)', () => {
  const conditional = [
    'Your balance of $1,480.00 includes late charges and interest, where applicable.',
    'Your balance of $1,480.00 includes any applicable fees and interest, if permitted by your agreement.',
    'Your balance of $1,480.00 includes interest, if any, and late fees, if any.',
    'Balance (including any applicable fees): $1,480.00',
    'Your balance of $1,480.00 includes any interest, late charges or other charges that may have accrued on your account.',
    'Su saldo de $1,480.00 incluye intereses y cargos por mora, si corresponde.',
    'Su saldo de $1,480.00 incluye los intereses y cargos que se hayan acumulado en su cuenta.',
  ];
  it('must flag from the words alone', () => {
    expect(notFlagged(conditional)).toEqual([]);
  });
});

describe('near misses: growth, a definite make-up, figures given, other subjects (must not flag)', () => {
  const lawful = [
    // Miller's safe harbour and Avila's disclosure: the figure is stated, and said to grow
    'As of the date of this letter, you owe $1,480.00. Because of interest, late charges, and other charges that may vary from day to day, the amount due on the day you pay may be greater. Hence, if you pay the amount shown above, an adjustment may be necessary after we receive your check, in which event we will inform you before depositing the check for collection.',
    'Saldo: $1,480.00. Debido a intereses, cargos por mora y otros cargos que pueden variar de un día a otro, el monto adeudado el día que pague puede ser mayor.',
    'Your balance is $1,480.00. Your balance may increase because of interest and fees.',
    'Your balance is $1,480.00. The amount due may be greater on the day you pay because interest accrues daily.',
    'Your balance is $1,480.00. The amount due on the day you pay may include interest that accrues after the date of this letter.',
    'Your balance is $1,480.00 and may include interest in the future if you do not pay.',
    // a definite make-up, or the charges given their figures
    'Your balance of $1,480.00 includes interest of $230.00 and late fees of $50.00.',
    'Your balance of $1,480.00 includes principal, interest and fees.',
    'Su saldo de $1,480.00 incluye intereses de $230.00.',
    'Your balance of $1,480.00 includes interest and fees as itemized below.\nPrincipal: $1,200.00\nInterest: $230.00\nFees: $50.00',
    'Your balance is $1,480.00. Your balance may include interest and fees.\nPrincipal: $1,200.00\nInterest: $230.00\nFees: $50.00',
    'Your balance of $1,480.00 includes interest and fees, if any, as shown below.\nInterest: $0.00\nFees: $0.00',
    'Your balance is $1,480.00. Your balance will not increase; no interest or fees will be added.',
    // what a later statement, a referral, a way of paying, a payment, an offer or the records may hold
    'Your balance is $1,480.00. If you do not pay, future statements may include interest and late fees.',
    "Your balance is $1,480.00. If your account is referred to an attorney, your balance may include attorney's fees.",
    'Saldo: $1,480.00. Si su cuenta se envía a un abogado, su saldo podría incluir honorarios.',
    'Your balance is $1,480.00. Your total may include a convenience fee if you pay by card; paying by mail is free.',
    'Your balance is $1,480.00. Your payment may include a processing fee if you pay by card; you may pay by mail at no charge.',
    'Your balance is $1,480.00. Payment options may include a payment plan or a settlement.',
    'Your balance is $1,480.00. This offer may include a waiver of future interest.',
    'Your balance is $1,480.00. Our records may include information from your creditor.',
    'Your balance is $1,480.00. If you recently made a payment, your balance may not reflect it.',
    'Your balance is $1,480.00. The balance may not include payments received after May 30, 2025.',
  ];
  it('misstated_legal_status must not flag them', () => {
    expect(flagged(lawful)).toEqual([]);
    expect(flagged(lawful, 'IL')).toEqual([]);
  });
  it('no amount rule flags the lawful anchors (Miller, Avila, a definite make-up, an itemization)', () => {
    const anchors = lawful.slice(0, 13);
    expect(AMOUNT_RULES).toContain(STATUS);
    const hits = anchors.flatMap((b) => AMOUNT_RULES.filter((r) => run(r, b).flagged).map((r) => `${r}: ${b}`));
    expect(hits).toEqual([]);
  });
});

describe('a figure "plus interest" in a caption, outweighed in the Ninth Circuit by a plain "you owe" of the same figure (interest_accrual_not_disclosed)', () => {
  /** A 2024 first letter from a law firm to a consumer in `city`, its caption `caption` and its opening `body`. */
  const captioned = (city: string, caption: string, body: string): string =>
    [
      'Harbor Legal Group\n200 Main St\nSan Jose, CA 95113',
      '',
      'September 13, 2024',
      '',
      `Maria Gomez\n12 Oak St\n${city}`,
      '',
      caption,
      '',
      'Dear Maria Gomez:',
      '',
      body,
      '',
      'Unless you, within thirty days after receipt of this notice, dispute the validity of the debt, or any portion thereof, the debt will be assumed to be valid by us.',
      '',
      'Sincerely,',
      'Harbor Legal Group',
    ].join('\n');
  const INTEREST = 'interest_accrual_not_disclosed';
  const answers: UserAnswers = { isFirstContact: true, lastPaymentDate: '2024-01-01', allPagesUploaded: true };
  const runIn = (state: string, body: string, caption = 'AMOUNT CLAIMED: $2,140.55 plus interest') =>
    runRule(INTEREST, captioned(CITY_IN[state]!, caption, body), answers, state, '2024-09-20');
  const plain = ['Our records show that you owe $2,140.55 to Pinecrest Bank. Please contact us.', 'You owe $2,140.55 on this account.'];
  it('must not flag in the Ninth Circuit where the letter says plainly that the same figure is owed (Valdez v. Hunt & Henriques)', () => {
    expect(plain.filter((b) => runIn('CA', b).flagged)).toEqual([]);
    expect(plain.filter((b) => runIn('AZ', b).flagged)).toEqual([]);
  });
  it('still flags elsewhere (Miller; McDowall), and in the Ninth where nothing plain is said or the "plus" is repeated', () => {
    expect(plain.filter((b) => !runIn('NY', b).flagged)).toEqual([]);
    expect(plain.filter((b) => !runIn('IL', b).flagged)).toEqual([]);
    expect(runIn('CA', 'Please contact us about this account.').flagged).toBe(true);
    expect(runIn('CA', 'You owe $2,140.55 plus interest to Pinecrest Bank.').flagged).toBe(true);
    expect(runIn('CA', 'You owe $1,980.00 on this account.').flagged).toBe(true);
  });
});

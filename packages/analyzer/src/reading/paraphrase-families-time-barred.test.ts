/**
 * Paraphrase families for time-barred debts (decision 093), written from the law, not from any letter of
 * the court corpus: 12 CFR 1006.26(b) (no suit and no threat of suit on a time-barred debt); the courts of
 * appeals that hold a settlement offer on such a debt, without saying the law bars suit and (where a payment
 * revives the debt) that a payment may revive it, can mislead (McMahon and Pantoja, 7th Cir.; Buchanan, 6th;
 * Daugherty, 5th; Tatis, 3d; Holzman, 11th), including for letters sent before they decided (Harper v.
 * Virginia Dept. of Taxation, 1993); and the lawful wordings (Huertas, 3d Cir. 2011: a bare request for
 * payment; the disclosure that the law bars suit with the revival warning; a state's prescribed notice; a
 * debt within the period). Variants: offer wordings, the ways letters date an old debt, tense and passive,
 * Spanish; near misses that must not flag.
 */
import { describe, expect, it } from 'vitest';
import { analyzeText, getRule, type UserAnswers } from '../index';
import { statedDebtAge } from './old-debt-signals';
import { settlementOfferSpans } from './settlement-offers';
import { laterLetter } from './test-letters';

const FEDERAL = 'time_barred_no_disclosure_federal';
const THREAT = 'time_barred_suit_threat';

/** A later collection letter (no validation notice) dated `date`, with `body` as its own words. */
const letter = (body: string, date = 'March 3, 2024'): string =>
  laterLetter(body, { collector: 'Harbor Point Recovery', address: 'PO Box 9\nChicago, IL 60601', consumerCity: 'Springfield, IL 62701', date });

type Outcome = 'flag' | 'ask' | 'silent';

const outcome = (ruleId: string, text: string, answers: UserAnswers, today = '2024-03-13'): Outcome => {
  const result = analyzeText(text, { answers: { allPagesUploaded: true, ...answers }, today, rules: [getRule(ruleId)!] });
  expect(result.errors).toEqual([]);
  if (result.findings.some((f) => f.id === ruleId)) return 'flag';
  return result.questions.some((q) => q.askedBy.includes(ruleId)) ? 'ask' : 'silent';
};

// ---------------------------------------------------------------------------------------------
// The ways letters date an old debt, and offer to take less for it

const OLD_DEBT = [
  'This account was charged off by Pinecrest Bank in 2011.',
  'Charge-off date: 03/2011',
  'Date of last payment: June 14, 2012',
  'Our records show you have not made a payment since May 2012.',
  'Your account has been delinquent since 2011.',
  'Fecha del último pago: marzo de 2012',
  'The account went into default on May 12, 2011.',
  'Fecha de castigo: 05/12/2011',
];
const RECENT_DEBT = ['Date of last payment: June 14, 2022', 'Our records show you have not made a payment since May 2022.'];

const OFFERS = [
  'We are willing to accept a reduced amount to settle this old debt: $400.00.',
  'We can offer you a 60% discount if you pay by April 30, 2024.',
  'Pay $400.00 and save 60% off your balance.',
  'Our client has authorized us to accept $400.00 as payment in full.',
  'A reduced payoff of $400.00 will be accepted if received by April 30, 2024.',
  'You may resolve this account for $400.00.',
  'We can set up a payment plan of $50.00 a month.',
  'You could pay it off in six monthly payments of $66.67.',
  'Settlement offer: $400.00.',
  'Le ofrecemos un descuento del 60% si paga antes del 30 de abril de 2024.',
  'Puede liquidar su cuenta por $400.00.',
  'Le ofrecemos un plan de pagos de $50.00 al mes.',
  // A plan read by its terms, whatever names it (decision 130's reader).
  'Monthly payments as low as $50.00 are available to you.',
  'You can take care of this balance for as little as $25.00 a month.',
  'Twelve easy payments of only $95.00 will close this account.',
  'Puede hacer pagos mensuales desde solo $50.00.',
];

describe('the offers a letter makes (reading)', () => {
  it.each(OFFERS)('reads an offer: %s', (offer) => {
    expect(settlementOfferSpans(offer).length).toBeGreaterThan(0);
  });
  it.each([
    'We cannot offer you a discount on this account.',
    'Please call us at 800-555-0100.',
    'The original creditor was Pinecrest Bank.',
    'You may dispute this debt.',
    // A figure by a date alone asks for payment; it offers nothing (Huertas).
    'Please pay $600.00 by June 30, 2024.',
    'Your last payment of $95.00 was received on March 3, 2024.',
  ])('reads no offer: %s', (text) => {
    expect(settlementOfferSpans(text)).toEqual([]);
  });
});

describe('time_barred_no_disclosure_federal: an offer on an old debt, in the circuits that decided (McMahon, Pantoja, Buchanan, Daugherty, Holzman)', () => {
  const variants = OLD_DEBT.flatMap((old, i) => OFFERS.filter((_, j) => (i + j) % 2 === 0).map((offer) => [old, offer] as const));
  it.each(variants)('flags: %s / %s', (old, offer) => {
    for (const state of ['IL', 'OH', 'TX', 'FL'])
      expect({ state, got: outcome(FEDERAL, letter(`${old}\n\n${offer}`), { state }) }).toEqual({ state, got: 'flag' });
  });

  it('flags a letter sent before the circuit decided: its reading of the statute governs earlier letters too (Harper)', () => {
    const text = letter(`This account was charged off by Pinecrest Bank in 2004.\n\n${OFFERS[0]}`, 'March 3, 2013');
    for (const state of ['IL', 'OH', 'TX', 'PA', 'FL']) expect({ state, got: outcome(FEDERAL, text, { state }, '2013-03-13') }).toEqual({ state, got: 'flag' });
  });

  it('flags an offer where the court of appeals has not decided, at low confidence, the split said', () => {
    const text = letter(`${OLD_DEBT[0]}\n\n${OFFERS[1]}`);
    const result = analyzeText(text, { answers: { state: 'CA', allPagesUploaded: true }, today: '2024-03-13', rules: [getRule(FEDERAL)!] });
    const finding = result.findings.find((f) => f.id === FEDERAL);
    expect(finding?.confidence).toBe('low');
    expect(finding?.assumptions.join(' ')).toMatch(/has not decided/);
  });

  it.each(RECENT_DEBT.flatMap((d) => OFFERS.slice(0, 4).map((o) => [d, o] as const)))(
    'does not flag an offer on a debt within the period: %s / %s',
    (recent, offer) => {
      expect(outcome(FEDERAL, letter(`${recent}\n\n${offer}`), { state: 'IL' })).toBe('silent');
    },
  );

  it('passes in the 8th Circuit (Freyermuth) and a bare request for payment in the 3d (Huertas) or an undecided circuit', () => {
    expect(outcome(FEDERAL, letter(`${OLD_DEBT[0]}\n\n${OFFERS[0]}`), { state: 'MN' })).toBe('silent');
    const bare = letter(`${OLD_DEBT[0]}\n\nPlease remit the balance of $1,000.00 to our office.`);
    for (const state of ['NJ', 'PA', 'CA', 'MD']) expect({ state, got: outcome(FEDERAL, bare, { state }) }).toEqual({ state, got: 'silent' });
    expect(outcome(FEDERAL, bare, { state: 'IL' })).toBe('flag');
  });

  it('asks when nothing in the words dates the debt, and says what points to an old one', () => {
    for (const words of [
      'We are willing to accept a reduced amount to settle this old debt.',
      'This debt is more than ten years old. We can offer you a 60% discount.',
    ]) {
      const result = analyzeText(letter(words), { answers: { state: 'IL', allPagesUploaded: true }, today: '2024-03-13', rules: [getRule(FEDERAL)!] });
      expect(result.questions.map((q) => q.id)).toContain('lastPaymentDate');
    }
    // A letter closing the file asks for nothing and flags nothing. (A mention of the original creditor in a letter that
    // says it is collecting the debt now asks the debt's age: decision 143.)
    expect(outcome(FEDERAL, letter('We have closed our file on this account.'), { state: 'IL' })).toBe('silent');
  });

  it("reads a stated age without settling the time bar (a debt's age is not the time since its last payment)", () => {
    expect(statedDebtAge('This debt is more than ten years old.')?.years).toBe(10);
    expect(statedDebtAge('a 12-year-old account')?.years).toBe(12);
    expect(statedDebtAge('Esta deuda tiene más de diez años.')?.years).toBe(10);
    expect(statedDebtAge('If this debt is ten years old, call us.')).toBeNull();
  });
});

// ---------------------------------------------------------------------------------------------
// The law-bars sentence without the revival warning (Pantoja: both halves; Buchanan; Daugherty)

const LAW_BARS = [
  'The law limits how long you can be sued on a debt. Because of the age of your debt, we will not sue you for it.',
  'Because of the age of your debt, our client cannot sue you for it.',
  'The statute of limitations on this debt has expired, so you cannot be sued for it.',
  'This debt is time-barred and cannot be collected in court.',
  'Debido a la antigüedad de su deuda, la ley no nos permite demandarle; ya no se le puede demandar.',
];
const REVIVAL_WARNINGS = [
  'If you make a payment, the time period for suing you may start over.',
  'In many circumstances, you can renew the debt and start the time period for the filing of a lawsuit against you if you make a payment or a written promise to pay.',
  'A payment on this debt could restart the statute of limitations.',
  'Any partial payment may revive the limitations period.',
];

describe('time_barred_no_disclosure_federal: the law-bars sentence without saying a payment may revive the debt', () => {
  it.each(LAW_BARS)('flags with an offer where a payment may revive the debt: %s', (bars) => {
    for (const state of ['IL', 'OH', 'FL', 'PA'])
      expect({ state, got: outcome(FEDERAL, letter(`${bars}\n\n${OFFERS[0]}`), { state }) }).toEqual({ state, got: 'flag' });
  });
  it.each(LAW_BARS)(
    'does not flag where nothing revives the debt (CA, NY, WI, MS), nor without an offer where no court of appeals requires more (3d, 10th): %s',
    (bars) => {
      // Decision 165: Wisconsin is in the 7th Circuit, where the law's general rule with, of this debt, only the promise "we
      // will not sue you" is not the law's bar (Pantoja; Perea), whether or not anything revives the debt.
      for (const state of ['CA', 'NY', 'WI', 'MS'])
        expect({ state, got: outcome(FEDERAL, letter(`${bars}\n\n${OFFERS[0]}`), { state }) }).toEqual({
          state,
          got: state === 'WI' && bars.includes('will not sue') ? 'flag' : 'silent',
        });
      for (const state of ['NJ', 'KS']) expect({ state, got: outcome(FEDERAL, letter(bars), { state }) }).toEqual({ state, got: 'silent' });
      // Decision 143: a letter collecting the debt without an offer, in a circuit that requires the revival warning (7th):
      // flagged at low confidence.
      const result = analyzeText(letter(bars), { answers: { state: 'IL', allPagesUploaded: true }, today: '2024-03-13', rules: [getRule(FEDERAL)!] });
      // (Decision 165: the law's general rule with only "we will not sue you" is judged as no disclosure there, medium.)
      expect(result.findings.map((f) => [f.id, f.confidence])).toEqual([[FEDERAL, bars.includes('will not sue') ? 'medium' : 'low']]);
    },
  );
  it.each(REVIVAL_WARNINGS)('does not flag the disclosure given whole: %s', (warning) => {
    // Decision 165: the first wording says of this debt only "we will not sue you": in the 7th Circuit (Illinois) a promise,
    // not the law's bar (Pantoja; Perea); in the 6th (Ohio) it is left as the disclosure.
    for (const bars of LAW_BARS.slice(0, 3)) {
      expect(outcome(FEDERAL, letter(`${bars} ${warning}\n\n${OFFERS[0]}`), { state: 'IL' }), bars).toBe(bars.includes('will not sue') ? 'flag' : 'silent');
      expect(outcome(FEDERAL, letter(`${bars} ${warning}\n\n${OFFERS[0]}`), { state: 'OH' }), bars).toBe('silent');
    }
  });
  it("does not flag West Virginia's prescribed notice given whole", () => {
    const wv =
      'The law limits how long you can be sued on a debt. Because of the age of your debt, Pinecrest Bank cannot sue you for it. If you do not pay the debt, we may report it to the credit reporting agencies as unpaid.';
    expect(outcome(FEDERAL, letter(`${wv}\n\n${OFFERS[0]}`), { state: 'WV' })).toBe('silent');
  });
  it('asks the state when it is not known (whether a payment revives the debt is state law)', () => {
    const noState = letter(`${LAW_BARS[1]}\n\n${OFFERS[0]}`).replace('Springfield, IL 62701', 'Springfield');
    expect(outcome(FEDERAL, noState, {})).toBe('ask');
  });
});

// ---------------------------------------------------------------------------------------------
// Threats of suit on a time-barred debt (12 CFR 1006.26(b)), however worded

const THREATS = [
  'If you do not pay, we may file a lawsuit against you.',
  'A lawsuit may be filed against you if this balance is not paid.',
  'Failure to respond may result in legal action.',
  'This account may be forwarded for legal review.',
  'Our client may consider its legal options.',
  'Your account is being reviewed for legal placement.',
  'Pay now to avoid a court judgment.',
  'You could be taken to court.',
  'We can pursue collection through the courts.',
  'This matter may be referred to an attorney in your area.',
  'We intend to seek a judgment against you.',
  'Si no paga, presentaremos una demanda.',
  'Podemos tomar medidas legales en su contra.',
  'Su cuenta puede ser enviada a un abogado.',
  'Podemos llevarle a la corte.',
];
const NOT_THREATS = [
  'Because of the age of your debt, we will not sue you for it.',
  'If you are sued on this debt, you may have a defense.',
  'We will not take legal action against you.',
  'We are not obligated to renew this offer.',
  'If you make a payment, the time period for filing a lawsuit against you may start over.',
  'If you dispute the debt in writing, we will obtain verification of the debt or a copy of the court judgment.',
  'This account is not under legal review.',
];

describe('time_barred_suit_threat: a threat of suit, in any words, on a debt past the period', () => {
  it.each(THREATS)('flags on an old debt: %s', (threat) => {
    expect(outcome(THREAT, letter(`${OLD_DEBT[0]}\n\n${threat}`), { state: 'IL' })).toBe('flag');
  });
  it.each(THREATS.slice(0, 6))('does not flag on a debt within the period, and asks when nothing dates it: %s', (threat) => {
    expect(outcome(THREAT, letter(`${RECENT_DEBT[0]}\n\n${threat}`), { state: 'IL' })).toBe('silent');
    expect(outcome(THREAT, letter(threat), { state: 'IL' })).toBe('ask');
  });
  it.each(NOT_THREATS)('does not read a threat in: %s', (words) => {
    expect(outcome(THREAT, letter(`${OLD_DEBT[0]}\n\n${words}`), { state: 'IL' })).toBe('silent');
  });
});

describe('a charge-off date alone: the period may have run from the default months before it', () => {
  it('asks the last payment where those months decide, and stays silent where they do not', () => {
    // Illinois, five years: charged off June 2019, letter of March 2024 (four years nine months later).
    const near = letter('This account was charged off on June 15, 2019.\n\nIf you do not pay, we may file a lawsuit against you.');
    expect(outcome(THREAT, near, { state: 'IL' })).toBe('ask');
    // The person's last payment counts, not the later charge-off: May 2019 runs to May 2024, June 2018 ran out in 2023.
    expect(outcome(THREAT, near, { state: 'IL', lastPaymentDate: '2019-05-10' })).toBe('silent');
    expect(outcome(THREAT, near, { state: 'IL', lastPaymentDate: '2018-06-10' })).toBe('flag');
    const far = letter('This account was charged off on June 15, 2022.\n\nIf you do not pay, we may file a lawsuit against you.');
    expect(outcome(THREAT, far, { state: 'IL' })).toBe('silent');
  });
});

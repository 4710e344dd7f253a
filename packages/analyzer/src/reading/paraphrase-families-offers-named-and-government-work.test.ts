/**
 * Paraphrase families (decision 109) for two kinds of sentence the readers missed in letters nobody tuned
 * to. (1) An offer named as such ("take advantage of this offer", "this offer expires…") and an invitation
 * to resolve an account with words between the determiner and the noun ("resolve your delinquent
 * account"): on a time-barred debt that is the settlement offer the courts of appeals judged (Holzman v.
 * Malcolm S. Gerald & Associates, 11th Cir. 2019; McMahon, Pantoja, Buchanan, Daugherty, Tatis). (2) A
 * collector presenting itself through the work it does for the government (the systems it provides to a
 * public body, the taxes or debts it collects for one, its standing as the government's contractor) on a
 * private creditor's debt: that implies affiliation with the government (Gammon v. GC Services, 7th Cir.
 * 1994; 15 U.S.C. 1692e(1), (9)). Variants: synonyms, tense, word order, passive, Spanish; near misses
 * that must not flag: an offer denied, "opportunity" without an offer, a debt owed to a public body
 * (Sheriff v. Gillie, 2016), an accurate private-contractor line, a disclaimer of affiliation, a denial,
 * and the licensing and complaint lines letters carry. Tests, not the measure.
 */
import { describe, expect, it } from 'vitest';
import { analyzeText, getRule, type UserAnswers } from '../index';
import { isRevivalWarning, paymentRequestSpans } from '../rules/_conduct-and-time-bar/phrases';
import { settlementOfferSpans } from './settlement-offers';
import { firstLetter, laterLetter, ruleOutcome, type RuleOutcome } from './test-letters';

const FEDERAL = 'time_barred_no_disclosure_federal';
const GOVERNMENT = 'government_affiliation_implied';

const outcome = (ruleId: string, text: string, answers: UserAnswers): RuleOutcome => ruleOutcome(ruleId, text, answers, '2024-03-13');

const later = (body: string, date = 'March 3, 2024'): string =>
  laterLetter(body, { collector: 'Harbor Point Recovery', address: 'PO Box 9\nMiami, FL 33101', consumerCity: 'Tampa, FL 33601', date });

// ---------------------------------------------------------------------------------------------
// (1) Offers named as such

const NAMED_OFFERS = [
  'Take advantage of this offer by calling us today.',
  'To take advantage of this special offer, call 800-555-0100.',
  'You may accept our offer by returning the coupon below.',
  'If you wish to accept this settlement offer, sign below.',
  'This offer expires on April 30, 2024.',
  'This offer is valid until April 30, 2024.',
  'Our offer is good for 30 days from the date of this letter.',
  'This offer may not be renewed if payment is not received in time.',
  'The above offer will remain open until April 30, 2024.',
  'Please respond to this offer by April 30, 2024.',
  'Aproveche esta oferta llamando hoy.',
  'Esta oferta vence el 30 de abril de 2024.',
];

const NOT_OFFERS = [
  'We cannot accept this offer.',
  'Take advantage of this opportunity to contact us.',
  'This is not an offer of credit.',
  'Please call us at 800-555-0100.',
  'Our office offers online account access.',
];

describe('an offer named as such is read as an offer', () => {
  it.each(NAMED_OFFERS)('reads an offer: %s', (offer) => {
    expect(settlementOfferSpans(offer).length).toBeGreaterThan(0);
  });
  it.each(NOT_OFFERS)('reads no offer: %s', (text) => {
    expect(settlementOfferSpans(text)).toEqual([]);
  });
});

describe('an invitation to resolve an account, with words between the determiner and the noun, is a request for payment', () => {
  it.each([
    'We want to help you resolve your delinquent account with Pinecrest Bank.',
    'Call us to resolve this past-due balance.',
    'We can help her resolve her outstanding debt.',
    'Let us help you resolve your unpaid account today.',
    'You can resolve the charged-off account online.',
  ])('reads a request: %s', (text) => {
    expect(paymentRequestSpans(text).length).toBeGreaterThan(0);
  });
  it.each(['We have not resolved the dispute you raised.', 'The matter of your address is resolved.'])('reads no request: %s', (text) => {
    expect(paymentRequestSpans(text)).toEqual([]);
  });
});

describe('the revival warning said as "the time to sue" starting again is read as the warning', () => {
  it.each([
    'If you make a payment, the time to sue may start again.',
    'A payment could cause the time to file a lawsuit to begin again.',
    'Any payment may reset the time in which you can be sued.',
  ])('reads a warning: %s', (text) => {
    expect(isRevivalWarning(text)).toBe(true);
  });
  it.each(['The time to sue on this debt has passed.', 'The time to file a lawsuit has expired.'])('reads no warning: %s', (text) => {
    expect(isRevivalWarning(text)).toBe(false);
  });
});

describe('time_barred_no_disclosure_federal: an offer named as such, on an old debt (Holzman, 11th Cir.; McMahon, Pantoja)', () => {
  const OLD = 'This account was charged off by Pinecrest Bank in 2011.';
  it.each(NAMED_OFFERS.filter((o) => !/oferta/.test(o)))('flags in the circuits that decided: %s', (offer) => {
    for (const state of ['FL', 'IL', 'OH', 'TX'])
      expect({ state, got: outcome(FEDERAL, later(`${OLD}\n\n${offer}`), { state }) }).toEqual({ state, got: 'flag' });
  });
  it('flags a Spanish offer on an old debt', () => {
    expect(outcome(FEDERAL, later(`Fecha de castigo: 05/12/2011\n\n${NAMED_OFFERS[10]}`), { state: 'FL' })).toBe('flag');
  });
  it('asks for the last payment when nothing in the words dates the debt', () => {
    expect(outcome(FEDERAL, later('We want to help you resolve your delinquent account. Take advantage of this offer today.'), { state: 'FL' })).toBe('ask');
  });
  it.each([
    ['a debt within the period', `Date of last payment: June 14, 2022\n\n${NAMED_OFFERS[0]}`, 'FL'],
    ['the 8th Circuit (Freyermuth)', `${OLD}\n\n${NAMED_OFFERS[0]}`, 'MN'],
    ['an opportunity that is no offer, in an undecided circuit', `${OLD}\n\nTake advantage of this opportunity to contact us.`, 'CA'],
    [
      'the law-bars disclosure with the revival warning',
      `${OLD}\n\nThe law limits how long you can be sued on a debt. Because of the age of your debt, we cannot sue you for it. If you make a payment, the time to sue may start again. ${NAMED_OFFERS[0]}`,
      'FL',
    ],
  ])('leaves alone: %s', (_, body, state) => {
    expect(outcome(FEDERAL, later(body), { state })).toBe('silent');
  });
});

// ---------------------------------------------------------------------------------------------
// (2) Credentials told as work for the government

const WORK = [
  'We provided the systems used by a major branch of the federal government to collect delinquent taxes.',
  'Our company supplies the collection software used by several state governments.',
  'We have designed the services that the IRS relies on to recover unpaid taxes.',
  'We collect delinquent taxes for the federal government and various state agencies.',
  'We have collected millions of debts on behalf of the U.S. Department of the Treasury.',
  'We are a longtime contractor for the Internal Revenue Service.',
  'We have been an official vendor to state governments for twenty years.',
  'We work closely with federal agencies to collect what is owed.',
  'We have been selected by the federal government to recover its receivables.',
  'The systems used by the federal government to collect taxes were built by our company.',
  'Proporcionamos los sistemas que usa el gobierno federal para cobrar impuestos.',
  'Cobramos impuestos para el gobierno estatal.',
  'Trabajamos con agencias federales.',
];

describe('government_affiliation_implied: a collector presented through its work for the government (Gammon, 7th Cir. 1994)', () => {
  it.each(WORK)('flags on a private creditor’s debt: %s', (body) => {
    const result = analyzeText(firstLetter(body), { answers: { state: 'IL' }, today: '2025-06-12', rules: [getRule(GOVERNMENT)!] });
    const finding = result.findings.find((f) => f.id === GOVERNMENT);
    expect(finding?.confidence).toBe('medium');
    expect(finding?.evidence.map((e) => e.text).join(' ')).toContain(body.slice(0, 20));
  });

  it.each([
    ['a denial', 'We have never provided services to the federal government.'],
    ['a denial of work', 'We do not work for any government agency.'],
    ['a disclaimer of affiliation', `${WORK[0]} We are not affiliated with any government agency.`],
    ['an accurate private contractor', `${WORK[3]} We are a private collection agency.`],
    ['a debt owed to a public body', 'We collect delinquent taxes for the County of Cook. This letter concerns your unpaid property taxes.'],
    ['a debt placed by a public body', 'This account was placed with us by the City of Springfield. We work closely with the city to collect what is owed.'],
    ['a licensing line', 'We are licensed by the Illinois Department of Financial and Professional Regulation.'],
    ['a complaint venue', 'You may contact the Consumer Financial Protection Bureau or your state Attorney General.'],
    ['federal law named', 'Federal law gives you certain rights.'],
    ['private clients only', 'We collect accounts for banks, hospitals and utilities across the country.'],
    ['a Spanish denial', 'No trabajamos para el gobierno.'],
  ])('leaves alone: %s', (_, body) => {
    const result = analyzeText(firstLetter(body), { answers: { state: 'IL' }, today: '2025-06-12', rules: [getRule(GOVERNMENT)!] });
    expect(result.findings.map((f) => f.id)).toEqual([]);
  });

  it('keeps the stronger finding when the letter also claims official status', () => {
    const result = analyzeText(firstLetter(`${WORK[0]} We are a government-approved collection agency.`), {
      answers: { state: 'IL' },
      today: '2025-06-12',
      rules: [getRule(GOVERNMENT)!],
    });
    expect(result.findings[0]?.confidence).toBe('high');
  });
});

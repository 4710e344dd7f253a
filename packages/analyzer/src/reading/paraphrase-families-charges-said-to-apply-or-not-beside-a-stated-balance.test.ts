/**
 * Paraphrase family for decision 414 (issue 26): a balance stated and then charges said only perhaps to apply to the account
 * ("As of the date of this letter, you owe $2387.23. Interest, late charges, and other charges may or may not be applicable to this
 * account.": Rozier v. Financial Recovery Systems, E.D.N.Y. 2011, development L695, motion to dismiss denied: it is unclear what the
 * amount of the debt is, including what, if any, additional charges will apply). It is decision 241's kind, charges owed only
 * "where applicable" or "if any" (Miller v. McCalla, Raymer, 7th Cir. 2000; Kalebaugh v. Berman & Rabin, D. Kan. 2014), said with
 * the modal pair. Read by `readChargesLeftUndetermined`, judged by misstated_legal_status. Must flag: the pair in its forms ("may or
 * may not apply", "might or might not be applicable", "may or may not be owed", Spanish "pueden o no ser aplicables"). Must not
 * flag: the Miller safe harbour, growth said for the future ("may or may not accrue after the date of this letter"), an offer
 * that may or may not be renewed, charges said not to apply, a balance said to be all that is owed. Tests, not the measure.
 */
import { describe, expect, it } from 'vitest';
import { CITY_IN, laterLetter, runRule } from './test-letters';

const later = (body: string, state: string): string =>
  laterLetter(body, { collector: 'Apex Recovery Group', address: 'PO Box 100\nDallas, TX 75201', consumerCity: CITY_IN[state]!, date: 'June 2, 2025' });
const flagged = (body: string, state = 'NY'): boolean =>
  runRule('misstated_legal_status', later(body, state), { allPagesUploaded: true, lastPaymentDate: '2024-06-01' }, state).flagged;

describe('charges said only perhaps to apply beside a stated balance', () => {
  it.each([
    'As of the date of this letter, you owe $2,387.23. Interest, late charges, and other charges may or may not be applicable to this account.',
    'You owe $2,387.23. Late fees and interest may or may not apply to your account.',
    'Balance due: $2,387.23. Collection costs might or might not be applicable.',
    'Your balance is $2,387.23. Additional fees and interest may or may not be owed on this account.',
    'Saldo: $2,387.23. Los intereses y cargos por mora pueden o no ser aplicables a esta cuenta.',
  ])('flags "%s"', (body) => {
    expect(flagged(body)).toBe(true);
  });
});

describe('near misses', () => {
  it.each([
    'As of the date of this letter, you owe $2,387.23. Because of interest, late charges, and other charges that may vary from day to day, the amount due on the day you pay may be greater.',
    'You owe $2,387.23. Interest may or may not accrue after the date of this letter, depending on your agreement.',
    'You owe $2,387.23. You may resolve this account for $1,200.00; we may or may not renew this offer.',
    'You owe $2,387.23. No interest, late charges or other charges apply to this account.',
    'You owe $2,387.23. This is the full amount owed; no further charges will be added.',
  ])('does not flag "%s"', (body) => {
    expect(flagged(body)).toBe(false);
  });
});

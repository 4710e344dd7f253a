/**
 * A later letter that repeats the validation period's end date from the collector's own earlier notice and names that notice's
 * date (issue 26, decision 493; instrument W398, a lawful near miss written from the law): "please put your dispute in writing by
 * April 30, 2025, the date given in our notice of March 10, 2025". The end date is the earlier notice's, so it is judged against
 * that notice's date (12 CFR 1006.34(b)(5): thirty days after the consumer receives the notice, receipt assumed no sooner than five
 * business days after it was sent), not against the later letter's. An end date the earlier notice gave too early is still
 * flagged; an end date the letter gives as its own is judged against its own date, as before. Read from the words alone (told the letter
 * is not the first, the notice's content rules do not judge it at all).
 */
import { describe, expect, it } from 'vitest';
import { runRule } from './test-letters';

const RULE = 'vn_end_date_too_early';
const laterLetter = (sentence: string, date = 'April 4, 2025'): string =>
  [
    'CASCO BAY CREDIT SERVICES\nPO Box 7719, Portland, ME 04112',
    date,
    'Mr. Wendell Thibodeau\n58 Munjoy St\nPortland, ME 04101',
    'Creditor: Back Cove Family Medicine\nAccount: XXXX3051\nBalance: $528.00',
    'Dear Mr. Thibodeau:',
    'Thank you for your call. We have noted the account as disputed and we will not treat the debt as valid while we look into it.',
    sentence,
    'Sincerely,\nCasco Bay Credit Services',
    'This communication is from a debt collector.',
  ].join('\n\n');
const flagged = (sentence: string): boolean => runRule(RULE, laterLetter(sentence), {}, 'ME', '2025-04-08').flagged;

/** End dates the earlier notice gave, on or after the earliest lawful end for a notice sent March 10, 2025 (April 16). */
const REPEATED_LAWFUL = [
  'If you would like written verification, please put your dispute in writing by April 30, 2025, the date given in our notice of March 10, 2025.',
  'You may still dispute the debt in writing by April 30, 2025, the date stated in our earlier letter dated March 10, 2025.',
  'To receive verification, write to us by April 30, 2025, which is the end date shown in our validation notice of March 10, 2025.',
  'Si desea una verificación por escrito, envíe su disputa antes del 30 de abril de 2025, la fecha indicada en nuestro aviso del 10 de marzo de 2025.',
];
/** The earlier notice's own date gave too little time (before April 16, 2025): still flagged. */
const REPEATED_TOO_EARLY = [
  'If you would like written verification, please put your dispute in writing by April 10, 2025, the date given in our notice of March 10, 2025.',
];
/** An end date the letter gives as its own, dated April 4, 2025 (earliest lawful end May 12, 2025): flagged, as before. */
const OWN_TOO_EARLY = ['If you notify us in writing by April 30, 2025 that you dispute the debt, we will obtain verification of the debt and mail it to you.'];

describe('an end date a later letter repeats from its earlier notice is judged against that notice’s date', () => {
  it.each(REPEATED_LAWFUL)('not flagged: %s', (sentence) => expect(flagged(sentence)).toBe(false));
  it.each([...REPEATED_TOO_EARLY, ...OWN_TOO_EARLY])('flagged: %s', (sentence) => expect(flagged(sentence)).toBe(true));
});

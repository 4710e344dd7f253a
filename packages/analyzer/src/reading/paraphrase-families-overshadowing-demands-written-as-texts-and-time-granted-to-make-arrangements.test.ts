/**
 * Paraphrase families for demands inside the validation period written the way text messages and short notices write
 * them (decision 266, issue 26; 15 U.S.C. 1692g(b); 12 CFR 1006.38(b)(1)), from the law, not from any letter of a corpus:
 * - the telegraphic due line with a time and no verb ("Balance due within 72 hrs", "Total due in 3 days", "Amount due by
 *   June 20"): a demand to pay by then, as "the balance is due within 72 hours" is;
 * - a reply by text demanded by a time under a step ("Text us back within 2 days or your account goes to our attorney",
 *   "legal dept"): a response demanded as "call us within two days or…" is (Savino v. Computer Credit, 2d Cir. 1998, and
 *   the step elsewhere);
 * - time granted to make arrangements ("We will give you until June 20 to make arrangements", "le damos hasta el 20 de
 *   junio para hacer arreglos de pago"): time granted to pay (decision 151; Bartlett v. Heibl, 7th Cir. 1997).
 * Each must flag in a first letter with the notice (period to July 14, 2025) and in a later letter while the first
 * notice's period runs. Near misses that must not flag: a due line with no time (a label), a due date after the period,
 * the opt-out line of a text, an invitation to text with questions, more time offered after the period. Tests, not the
 * measure.
 */
import { describe, expect, it } from 'vitest';
import { analyzeText, getRule } from '../index';
import { bareLetter, failing, firstLetter, OVERSHADOWING_RULES } from './test-letters';

const TODAY = '2025-06-12';

/** Whether an overshadowing rule flags `text` (every page in hand) for a Texas consumer with `answers`. */
const flags = (text: string, answers: Record<string, unknown> = {}): boolean =>
  analyzeText(text, {
    answers: { state: 'TX', allPagesUploaded: true, ...answers },
    today: TODAY,
    rules: OVERSHADOWING_RULES.map((id) => getRule(id)!),
  }).findings.length > 0;

const LATER = { isFirstContact: false, firstNoticeReceivedDate: '2025-06-05' };

describe('demands written as texts, and time granted to make arrangements', () => {
  const demands = [
    'Balance due within 72 hrs.',
    'URGENT: balance due in 72 hours. Call 800-555-0100.',
    'Total due in 3 days to keep this account out of collections.',
    'Amount now due by June 20, 2025.',
    'Please text us back within 2 days or your account goes to our attorney.',
    'Text back within 2 days or your acct goes to our legal dept.',
    'We will give you until June 20, 2025 to make arrangements.',
    'You are given ten days to make payment arrangements.',
    'Le damos hasta el 20 de junio de 2025 para hacer arreglos de pago.',
  ];
  it('flags each in a first letter with the notice', () => {
    expect(failing(demands, (d) => flags(firstLetter(d)))).toEqual([]);
  });
  it('flags each in a later letter while the first notice period runs', () => {
    expect(failing(demands, (d) => flags(bareLetter(d), LATER))).toEqual([]);
  });
  it('does not flag a due label, a date after the period, an opt-out line, an invitation to text, or time after the period', () => {
    const lawful = [
      'Balance due: $1,250.00.',
      'Total due by July 31, 2025.',
      'Reply STOP to opt out of text messages.',
      'You may text us back with any questions about your account.',
      'If you need more time, we can give you until August 15, 2025 to make arrangements.',
    ];
    expect(lawful.filter((l) => flags(firstLetter(l)))).toEqual([]);
  });
});

/**
 * Estimated charges a statement says are estimates not yet due (issue 26, session 55; open paraphrase P689, a false flag on a
 * lawful letter). Tests, not the measure.
 *
 * The law: an amount asked for that includes fees or costs not yet incurred, itemized as owed, misstates the debt (15 U.S.C.
 * 1692e(2)(A), 1692f(1); Kaymark v. Bank of America, 3d Cir. 2015; Prescott v. Seterus, 11th Cir. 2015). Carlin v. Davidson Fink
 * (2d Cir. 2017) held a payoff statement misleading because it did not disclose that some of its figures were estimates; a
 * statement that marks them as estimates and says they are not due today, or will be refunded or adjusted if not incurred, tells
 * the consumer what is owed now and what may come (decision 157 read the rows; this reads the disclosure beside them).
 *
 * Must not be flagged (the agreement's allowance of the fees may still be asked): rows marked projected, estimated or anticipated, with a sentence saying such amounts are not due today or not
 * yet incurred, or will be refunded or credited if not incurred (English and Spanish). Must still flag: the same rows with no such
 * sentence, or with a sentence that calls them due.
 */
import { describe, expect, it } from 'vitest';
import { ruleOutcome } from './test-letters';

const statement = (note: string): string =>
  [
    'Brandt & Kessler Law Offices, P.C.',
    '200 Market St, Harrisburg, PA 17101',
    '',
    'March 20, 2012',
    '',
    'Marian Holt',
    '12 Oak St',
    'Camp Hill, PA 17011',
    '',
    'Dear Marian Holt:',
    '',
    'Per your request, we enclose a payoff statement for the mortgage loan referenced above.',
    '',
    '| Item | Amount |',
    '|---|---|',
    '| Unpaid principal | $131,442.10 |',
    '| Interest to payoff date | $9,876.52 |',
    "| Attorneys' fees (Projected) | $1,650.00 |",
    '| Costs of sale (Estimated) | $929.00 |',
    '| Total | $143,897.62 |',
    '',
    note,
    '',
    'This communication is from a debt collector.',
  ].join('\n');
const ANSWERS = { state: 'PA', senderIsOriginalCreditor: false, isFirstContact: false, propertySecuresDebt: true, allPagesUploaded: true };
const outcome = (note: string): string => ruleOutcome('unauthorized_fees_or_interest', statement(note), ANSWERS, '2012-03-25');

describe('estimated charges a statement says are estimates not yet due', () => {
  it.each([
    'Amounts marked "(Projected)" or "(Estimated)" are not due today; they may fall due within the period this statement covers.',
    'Projected and estimated items have not yet been incurred and will be refunded if they are not incurred by the payoff date.',
    'The estimated charges shown above are not yet owed; any part not incurred will be credited back to you.',
    'Items labeled as projected or estimated are estimates only and are not currently due.',
    'Los montos marcados como proyectados o estimados no se deben hoy y se reembolsarán si no se incurren.',
  ])('not flagged (at most the agreement is asked about): %s', (note) => expect(outcome(note)).not.toBe('flag'));
  it.each(['Please remit the total shown above.', 'All amounts above, including projected items, are due now.'])('still flags: %s', (note) =>
    expect(outcome(note)).toBe('flag'),
  );
});

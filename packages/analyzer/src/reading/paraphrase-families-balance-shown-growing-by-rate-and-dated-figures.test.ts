/**
 * Paraphrase families (decision 192) for a balance the letter's own words show growing while it is stated as a fixed
 * figure with no word that it may increase (Avila v. Riexinger, 2d Cir. 2016; Miller v. McCalla, 7th Cir. 2000; Chuway
 * v. National Action, 7th Cir. 2004): a running rate printed as a label ("Annual rate 9.00%", "Tasa anual: 9%"), a
 * daily figure ("Daily interest: $0.31", "Interés diario: $0.31"), and the same figure (the balance, or the interest)
 * given as of two dates with the later one larger. Where the words settle that the balance grows, the consumer is not
 * asked. Near misses: the same figure on both dates, a falling one, a charge-off balance beside today's (history, not
 * accrual), a zero daily figure, the Miller safe harbour, and a static balance said in words (Taylor v. Financial
 * Recovery Services, 2d Cir. 2018). Written from the law's categories, not from any letter. Tests, not the measure.
 */
import { describe, expect, it } from 'vitest';
import { analyzeText, getRule } from '../index';

const RULE = 'interest_accrual_not_disclosed';

const run = (body: string, state = 'NY', answers: Record<string, unknown> = {}) => {
  const result = analyzeText(`April 10, 2017\n\n${body}`, {
    answers: { state, allPagesUploaded: true, senderIsOriginalCreditor: false, ...answers },
    today: '2017-04-12',
    rules: [getRule(RULE)!],
  });
  expect(result.errors).toEqual([]);
  return { flagged: result.findings.some((f) => f.id === RULE), asks: result.questions.map((q) => q.id) };
};

const BALANCES = ['Balance due: $1,240.18', 'Current balance: $1,240.18', 'Amount owed: $1,240.18', 'Saldo actual: $1,240.18'];

// A rate or a daily figure printed beside the balance, with nothing said of growth.
const RATES = [
  'Annual rate 9.00%',
  'Annual interest rate: 12.5%',
  'Contract rate: 18% per annum',
  'Yearly rate of 7.25%',
  'Daily interest: $0.31',
  'Per diem: $0.52',
  'Interés diario: $0.31',
  'Intereses por día: $0.44',
  'Tasa anual: 9%',
  'Tasa de interés anual: 12,5%',
];

// The same figure given on two dates, the later larger.
const RISING = [
  'Balance as of March 1, 2017: $1,200.00\nBalance as of April 1, 2017: $1,240.18',
  'Balance on 01/15/2017 $1,180.00\nBalance on 04/01/2017 $1,240.18',
  'Outstanding balance (02/01/2017): $1,150.00\nOutstanding balance (04/10/2017): $1,240.18',
  'Interest through 3/1/2017: $100.00\nInterest through 4/1/2017: $109.00\nTotal due: $1,240.18',
  'Accrued interest as of January 31, 2017: $88.10\nAccrued interest as of March 31, 2017: $97.40\nAmount due: $1,240.18',
  'Amount due on April 1, 2017: $1,240.18\nAmount due on January 1, 2017: $1,201.00',
  'Saldo al 1 de marzo de 2017: $1,200.00\nSaldo al 1 de abril de 2017: $1,240.18',
  'Intereses al 1 de enero de 2017: $70.00\nIntereses al 1 de abril de 2017: $79.00\nSaldo: $1,240.18',
];

describe('a balance the letter shows growing, stated as a fixed figure with no word it may increase', () => {
  for (const balance of BALANCES)
    for (const rate of RATES)
      it(`flags "${balance}" beside "${rate}" without asking`, () => {
        const r = run(`${balance}\n${rate}\nPlease remit the amount shown.`);
        expect(r.flagged).toBe(true);
        expect(r.asks).not.toContain('balanceCanIncrease');
      });
  for (const figures of RISING)
    for (const state of ['NY', 'NJ', 'IL'])
      it(`flags figures that rise from one date to a later one (${state}): ${figures.split('\n')[0]}`, () => {
        const r = run(`${figures}\nPlease remit the balance.`, state);
        expect(r.flagged).toBe(true);
        expect(r.asks).not.toContain('balanceCanIncrease');
      });
});

describe('near misses: static balances, history, zero rates and the safe harbours are not flagged', () => {
  const LAWFUL = [
    'Balance as of March 1, 2017: $1,240.18\nBalance as of April 1, 2017: $1,240.18',
    'Balance as of March 1, 2017: $1,300.00\nBalance as of April 1, 2017: $1,240.18',
    'Charge-off balance as of March 1, 2016: $1,000.00\nBalance as of April 1, 2017: $1,240.18',
    'Original balance on 01/15/2016 $900.00\nBalance on 04/01/2017 $1,240.18',
    'Current balance: $1,240.18\nDaily interest: $0.00',
    'Current balance: $1,240.18\nPer diem: $0.00',
    'Current balance: $1,240.18\nInterest rate: 0%',
    'Current balance: $1,240.18\nAnnual rate 9.00%\nBecause of interest, late charges, and other charges that may vary from day to day, the amount due on the day you pay may be greater.',
    'Current balance: $1,240.18\nAnnual rate 9.00%\nYour balance may increase due to interest and fees.',
    'Saldo actual: $1,240.18\nTasa anual: 9%\nSu saldo puede aumentar debido a intereses.',
    'Current balance: $1,240.18. No interest or fees are being added to this account.',
    'Current balance: $1,240.18. Your balance will not increase.',
    'Balance as of March 1, 2017: $1,200.00\nBalance as of April 1, 2017: $1,240.18\nThe balance may increase because of interest that continues to accrue.',
  ];
  for (const body of LAWFUL)
    it(`does not flag: ${body.replace(/\n/g, ' | ').slice(0, 90)}`, () => {
      expect(run(body).flagged).toBe(false);
    });
});

/**
 * Paraphrase families for decision 187: three kinds read from the letters of the sets decision 183 opened, in the many
 * ways collectors write them, and the lawful wordings beside them.
 *
 * 1. The creditor given only in a reference ("RE: Chase Bank USA, N.A.", a caption, "regarding X", "your X account") or
 *    beside "the above account", never given its role: in the Seventh Circuit it does not identify the creditor to whom the
 *    debt is owed (Steffek v. Client Services, 7th Cir. 2020, applying Janetos v. Fulton Friedman & Gullace, 7th Cir. 2016),
 *    as in the Second (Datiz v. International Recovery Associates, E.D.N.Y. 2016); elsewhere Encarnacion's reading stands.
 *    Lawful: the role said beside the name ("(your creditor)", "to whom the debt is owed", "Current creditor:", "the above
 *    creditor", "Acreedor actual:"), the placer named ("X has placed your account with our office"), a debt buyer's own debt.
 * 2. Beside the amount of the debt it collects, a total for other accounts (or all of them) with nothing saying which it
 *    demands (Huber v. Simon's Agency, 3d Cir. 2023; 15 U.S.C. 1692e(2)(A), 1692e(10)). Lawful: the other total said not
 *    to be collected, the same figure under both labels.
 * 3. The IRS statement judged on the amount a settlement forgives, not the balance (Balon v. Enhanced Recovery, M.D. Pa.
 *    2017; Heredia v. Capital Management Services, 7th Cir. 2019; Schultz v. Midland, 3d Cir. 2018): asked
 *    `settlementForgivesUnder600` when the words do not give both figures.
 * 4. A static balance stated "as of" the letter's date, or zero interest and fee rows, not flagged on a balance that cannot
 *    grow (Taylor v. Financial Recovery Services, 2d Cir. 2018; Dow v. Frontline Asset Strategies, 2d Cir. 2019; Degroot v.
 *    Client Services, 7th Cir. 2020): the law changed after Islam (E.D.N.Y. 2017) and Driver (S.D. Ind. 2019).
 */
import { describe, expect, it } from 'vitest';
import type { UserAnswers } from '../index';
import { collectorLetterWithoutNotice, collectorNotice, ruleOutcome, runRule, type RuleOutcome } from './test-letters';

const SEVENTH = ['IL', 'WI', 'IN'];
const SECOND = ['NY', 'CT'];
const ELSEWHERE = ['FL', 'PA', 'TX', 'CA'];

const inNotice = (words: string, state: string, reLine?: string, answers: UserAnswers = {}): RuleOutcome =>
  ruleOutcome('vn_current_creditor', collectorNotice(words, reLine), { state, ...answers }, '2019-05-01');
const withoutNotice = (words: string, state: string, reLine?: string, answers: UserAnswers = {}): RuleOutcome =>
  ruleOutcome('vn_current_creditor', collectorLetterWithoutNotice(words, reLine), { state, ...answers }, '2019-05-01');

describe('1. the creditor named only in a reference, never given its role (Steffek; Datiz)', () => {
  const POINTED: [string, string][] = [
    ['The above account has been placed with our organization for collections.', 'RE: CHASE BANK USA, N.A. Account 4417'],
    ['The above referenced account was assigned to us for collection.', 'Re: Lakeside Medical Center'],
    ['Please contact our office with regard to the above matter.', 'Re: Barclays Bank Delaware'],
    ['The above debt has been placed with us.', "Re: Macy's account ending 6620"],
    ['The above-captioned account is now in our office for collection.', 'RE: SUMMIT DENTAL GROUP'],
  ];
  it.each(POINTED)(
    '"the above account" beside the name: flagged in the Seventh Circuit (Steffek), read as naming it in the Second (Ocampo) and elsewhere: %s / %s',
    (words, reLine) => {
      for (const state of SEVENTH) expect(inNotice(words, state, reLine), `${state}: ${words}`).toBe('flag');
      for (const state of [...SECOND, ...ELSEWHERE]) expect(inNotice(words, state, reLine), `${state}: ${words}`).toBe('silent');
    },
  );
  const REFERENCES: [string, string?][] = [
    ['This account has been referred to our office for collection.', 'Re: Pinecrest Bank, account ending 6620'],
    ['Your account has been listed with our agency.', 'RE: SUMMIT DENTAL GROUP'],
    ['We are writing regarding Pinecrest Bank.'],
    ['This letter concerns your Pinecrest Bank credit card.'],
    ['In reference to Lakeside Medical Center, please call us.'],
    ['Le escribimos en relación con su cuenta de Pinecrest Bank.'],
    ['Su cuenta fue asignada a nuestra oficina para su cobro.', 'Re: Pinecrest Bank'],
  ];
  it.each(REFERENCES)(
    'the name alone: flagged in a notice in the Seventh and Second Circuits (Steffek; Datiz), read as naming it elsewhere: %s / %s',
    (words, reLine) => {
      for (const state of [...SEVENTH, ...SECOND]) expect(inNotice(words, state, reLine), `${state}: ${words}`).toBe('flag');
      for (const state of ELSEWHERE) expect(inNotice(words, state, reLine), `${state}: ${words}`).toBe('silent');
    },
  );
  it('without the notice in its words: asked whether it is the first letter, flagged once it is; the placement announced reads as the first letter (decision 132)', () => {
    const re = 'RE: CHASE BANK USA, N.A. Account 4417';
    const placed = 'The above account has been placed with our organization for collections.';
    const words = 'Please contact us about this account.';
    for (const state of SEVENTH) {
      expect(withoutNotice(placed, state, re)).toBe('flag');
      expect(withoutNotice(placed, state, re, { isFirstContact: false })).toBe('silent');
      expect(withoutNotice(words, state, re)).toBe('ask');
      expect(withoutNotice(words, state, re, { isFirstContact: true })).toBe('flag');
      expect(withoutNotice(words, state, re, { isFirstContact: false })).toBe('silent');
    }
  });
  it('says the reading and the case of its circuit', async () => {
    const { analyzeText } = await import('../index');
    const r = analyzeText(collectorNotice('The above account has been placed with our organization for collections.', 'RE: CHASE BANK USA, N.A.'), {
      answers: { state: 'WI', allPagesUploaded: true },
      today: '2019-05-01',
    });
    const f = r.findings.find((x) => x.id === 'vn_current_creditor');
    expect(f?.message).toMatch(/Steffek v\. Client Services/);
    expect(f?.message).toMatch(/only in its reference/);
  });

  it.each([
    ['The above account has been placed with our organization for collections.', 'RE: Chase Bank USA, N.A. (your creditor)'],
    ['We collect this debt on behalf of our client, Chase Bank USA, N.A., to whom the debt is owed.', 'RE: Account 4417'],
    ['The creditor to whom the debt is owed is Chase Bank USA, N.A.', 'RE: Chase Bank USA, N.A.'],
    ['Current creditor: Chase Bank USA, N.A.', 'RE: Account 4417'],
    ['Please remit your payment to the above creditor.', 'RE: Chase Bank USA, N.A.'],
    ['Chase Bank USA, N.A. has placed your account with our office for collection.', 'RE: Chase Bank USA, N.A.'],
    ['This debt is owed to Chase Bank USA, N.A.', 'RE: Chase Bank USA, N.A.'],
    ['Acreedor actual: Chase Bank USA, N.A.', 'RE: Cuenta 4417'],
    ['Su deuda se le debe a Chase Bank USA, N.A.', 'RE: Chase Bank USA, N.A.'],
    ['Chase Bank USA, N.A., your creditor, has asked us to contact you.', 'RE: Account 4417'],
  ])('the role said beside the name is lawful everywhere: %s / %s', (words, reLine) => {
    for (const state of [...SEVENTH, ...SECOND, ...ELSEWHERE]) expect(inNotice(words, state, reLine), `${state}: ${words}`).toBe('silent');
  });
  it('a debt buyer writing of its own debt, in the Seventh Circuit', () => {
    expect(inNotice('We purchased your account and now own this debt.', 'IL', 'RE: Chase Bank USA, N.A.')).toBe('silent');
  });
});

// ---------------------------------------------------------------------------------------------
// 2. Another total beside the debt's amount (Huber v. Simon's Agency, 3d Cir. 2023)

const summaryLetter = (summary: string, body = 'Please remit payment to our office.'): string =>
  [
    'Keystone Collection Agency, Inc.\nPO Box 12\nHarrisburg, PA 17101',
    '',
    'September 6, 2018',
    '',
    'Maria Gomez\n12 Oak St\nReading, PA 19601',
    '',
    'Re: Lakeside Medical Center, account ending 6615',
    '',
    summary,
    '',
    body,
    '',
    'This communication is from a debt collector. This is an attempt to collect a debt and any information obtained will be used for that purpose.',
    '',
    'Sincerely,',
    'Keystone Collection Agency, Inc.',
  ].join('\n');
const amounts = (text: string, answers: UserAnswers = {}, state = 'PA'): boolean =>
  runRule('amounts_contradictory', text, answers, state, '2018-09-20').flagged;

describe('2. a total for other accounts beside the amount of this debt, which to pay never said', () => {
  it.each([
    'Account Summary\nAmount\n$652.80\nVarious Other Accts Total Balance\n$1,948.11',
    'Account Summary\nAmount\nVarious Other Accts Total Balance',
    'Amount due: $652.80\nOther accounts balance: $1,948.11',
    'Balance: $652.80\nTotal of all accounts: $2,600.91',
    'Balance due: $652.80\nTotal balance of all your accounts: $2,600.91',
    'Amount: $652.80\nCombined balance: $2,600.91',
    'Current balance: $652.80\nHousehold balance: $2,600.91',
    'Amount due: $652.80\nYour other open accounts total: $1,948.11',
    'Monto: $652.80\nSaldo de otras cuentas: $1,948.11',
    'Saldo: $652.80\nSaldo total de todas sus cuentas: $2,600.91',
    'Monto adeudado: $652.80\nSaldo combinado: $2,600.91',
  ])('flagged in any circuit: %s', (summary) => {
    for (const state of ['PA', 'NY', 'IL', 'TX']) expect(amounts(summaryLetter(summary), {}, state), `${state}: ${summary}`).toBe(true);
  });
  it.each([
    ['Amount due: $652.80', 'Your other accounts with us total $1,948.11, which this letter does not collect.'],
    [
      'Amount due: $652.80\nOther accounts balance: $1,948.11',
      'The balance of your other accounts is not included in the amount due and is collected separately.',
    ],
    ['Amount due: $652.80\nOther accounts balance: $1,948.11', 'The other accounts balance is shown for your information only.'],
    ['Monto adeudado: $652.80\nSaldo de otras cuentas: $1,948.11', 'El saldo de otras cuentas no se incluye en el monto adeudado.'],
    ['Account 6615: $652.80\nAccount 7720: $1,948.11\nTotal of all accounts: $2,600.91\nAmount due: $2,600.91', 'Please remit payment to our office.'],
    ['Amount due: $652.80', 'Please remit payment to our office.'],
    ['Amount due: $652.80\nInterest: $0.00\nFees: $0.00', 'Please remit payment to our office.'],
  ])('lawful: the other total explained, or the same figure: %s / %s', (summary, body) => {
    expect(amounts(summaryLetter(summary, body))).toBe(false);
  });
});

// ---------------------------------------------------------------------------------------------
// 3. The IRS statement judged on the amount forgiven (Balon; Heredia; Schultz)

const taxLetter = (amountsLine: string, statement: string): string =>
  `Harbor Point Recovery\nPO Box 9, Newark, NJ 07102\n\nJune 2, 2019\n\nRe: account ending 3391\n\n${amountsLine}\n${statement}\n\nThis communication is from a debt collector.`;
const STATEMENTS = [
  'Any indebtedness of $600.00 or more, which is discharged as a result of a settlement, may be reported to the IRS as taxable income.',
  'Please be advised that any settlement which waives $600.00 or more in principal may be reported to the Internal Revenue Service by our client.',
  'Our client may file a Form 1099-C for any amount forgiven.',
  'The amount forgiven will be reported to the IRS.',
  'Cualquier deuda perdonada de $600.00 o más podría reportarse al IRS.',
];
const tax = (text: string, answers: UserAnswers = {}): { flagged: boolean; asks: string[] } =>
  runRule('misstated_legal_status', text, answers, 'PA', '2019-06-12');

describe('3. the IRS statement judged on what a settlement forgives', () => {
  it.each(STATEMENTS)('from the words: a balance over $600 settled for a figure that forgives less is flagged: %s', (statement) => {
    expect(tax(taxLetter('Balance due: $798.67. We will accept $638.94 to settle this account in full.', statement)).flagged).toBe(true);
    expect(tax(taxLetter('Saldo: $718.96. Aceptaremos $467.32 para liquidar esta cuenta.', statement)).flagged).toBe(true);
  });
  it.each(STATEMENTS)('figures not in the words: the forgiven amount is asked, and decides: %s', (statement) => {
    const text = taxLetter('[...]', statement);
    const asked = tax(text);
    expect(asked.flagged).toBe(false);
    expect(asked.asks).toContain('settlementForgivesUnder600');
    expect(asked.asks).not.toContain('balanceUnder600');
    expect(tax(text, { balanceUnder600: false, settlementForgivesUnder600: true }).flagged).toBe(true);
    expect(tax(text, { balanceUnder600: false, settlementForgivesUnder600: false }).flagged).toBe(false);
    expect(tax(text, { balanceUnder600: true }).flagged).toBe(true);
  });
  it.each(STATEMENTS)('lawful where a settlement can forgive $600 or more (Moses; L388): %s', (statement) => {
    expect(tax(taxLetter('Balance due: $951.29. We will accept $237.82 to settle this account in full.', statement)).flagged).toBe(false);
  });
  it.each(['This settlement may have tax consequences.', 'Settling for less than the balance may have tax consequences; consult your tax adviser.'])(
    'a general tax-consequences warning is neither flagged nor asked (Dunbar): %s',
    (statement) => {
      const r = tax(taxLetter('Balance due: $798.67. We will accept $638.94 to settle this account in full.', statement));
      expect(r.flagged).toBe(false);
      expect(r.asks).not.toContain('settlementForgivesUnder600');
    },
  );
});

// ---------------------------------------------------------------------------------------------
// 4. Static balances "as of" the letter and zero rows: not flagged under current law

describe('4. a balance that cannot grow, stated "as of" the letter or beside zero rows (Taylor; Dow; Degroot)', () => {
  const letter = (lines: string): string =>
    `Apex Recovery Group\nPO Box 100\nDallas, TX 75201\n\nAugust 11, 2016\n\nMaria Gomez\n12 Oak St\nBrooklyn, NY 11201\n\nRe: Account ending 4411\n\n${lines}\n\nThis communication is from a debt collector.`;
  it.each([
    'As of the date above, you owe $14,413.78.',
    'As of the date of this letter, you owe $919.03.',
    'Total Interest Added\n$0.00\nTotal Non-Int Chrges/Adjstmts\n$0.00\nTotal Paid: $.00\nBalance due: $131.47',
    'Balance due at charge-off: $425.86\nInterest: $0.00\nOther charges: $0.00\nCurrent balance: $425.86',
    'A la fecha de esta carta, usted debe $919.03.',
  ])('not flagged where the balance cannot grow: %s', (lines) => {
    for (const state of ['NY', 'IN', 'WI'])
      for (const id of ['interest_accrual_not_disclosed', 'unauthorized_fees_or_interest'])
        expect(runRule(id, letter(lines), { balanceCanIncrease: false }, state, '2016-08-20').flagged, `${state} ${id}`).toBe(false);
  });
});

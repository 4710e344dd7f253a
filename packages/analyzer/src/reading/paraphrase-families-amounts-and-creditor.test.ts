/**
 * Paraphrase families (decision 104) for three kinds of sentence that recur on letters the team has not
 * seen: a balance given as of a date long before the letter with no amount owed now (15 U.S.C.
 * 1692g(a)(1); 12 CFR 1006.34(c)(2)(ix); Miller v. McCalla, 7th Cir. 2000); a creditor called only by
 * its role ("our client", "the creditor", "the current owner") where the notice must give "the name of
 * the creditor to whom the debt is owed" (1692g(a)(2); 12 CFR 1006.34(c)(2)(v); McGinty, E.D.N.Y. 2016;
 * Datiz, E.D.N.Y. 2016); and an undated notice whose amount is tied to the day of reading ("you now owe",
 * "as of the date of this letter"; Roger, S.D. Fla. 2023, against Bergida, D. Nev. 2023); and more ways of
 * saying the balance can grow or change (Avila, 2d Cir. 2016; Miller, 7th Cir. 2000). Each family
 * has variants that must flag (word order, label or sentence, passive, Spanish) and lawful near misses
 * that must not: an old figure beside the amount now, a recent "as of" date, a creditor named beside its
 * role, a dated letter, the CFPB model form's own words, the Ninth Circuit. Written from the law's
 * categories, not from any court letter. Tests, not the measure.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { analyzeText, getRule, type UserAnswers } from '../index';
import { readBalanceGrowth } from './balance-growth';
import { readLetter } from './read-letter';
import { collectorNotice, firstLetter } from './test-letters';

const TODAY = '2025-06-12';

const run = (ruleId: string, text: string, answers: UserAnswers = {}) => {
  const result = analyzeText(text, { answers: { state: 'TX', allPagesUploaded: true, ...answers }, today: TODAY, rules: [getRule(ruleId)!] });
  expect(result.errors).toEqual([]);
  return { flagged: result.findings.some((f) => f.id === ruleId), finding: result.findings.find((f) => f.id === ruleId) };
};

// ---------------------------------------------------------------------------------------------
// A balance as of long ago, and no amount now

describe('vn_current_amount: a balance dated long before the letter, in more of the ways letters date it', () => {
  const OLD = [
    'Balance through 3/31/2019: $4,512.88',
    'Your last statement, dated March 31, 2019, showed a balance of $4,512.88.',
    'Your balance was $4,512.88 when the account was charged off on March 31, 2019.',
    'Statement period ending March 31, 2019: balance $4,512.88',
    'Su saldo el 31 de marzo de 2019 era $4,512.88.',
    'Saldo a la fecha del 31 de marzo de 2019: $4,512.88',
    'Saldo con fecha del 31 de marzo de 2019: $4,512.88',
  ];
  it.each(OLD.map((s) => [s]))('reads the figure as dated, not owed now, and flags the notice: %s', (s) => {
    const text = firstLetter(s, { amountLine: false });
    const amounts = readLetter(text).amounts.filter((a) => a.value === 4512.88);
    expect(amounts.map((a) => [a.asOf, a.current])).toEqual([['2019-03-31', false]]);
    expect(run('vn_current_amount', text).flagged).toBe(true);
  });

  const NEAR = [
    // the amount now beside the old figure, on the next line of the same block or in the next sentence
    'Balance as of 03/31/2019: $4,512.88\nCurrent balance: $4,890.10',
    'Charge-off balance: $4,512.88\nCharge-off date: 03/31/2019\nAmount you owe today: $4,890.10',
    'Your balance was $4,512.88 on March 31, 2019. You now owe $4,890.10.',
    'Your balance was $4,512.88 on March 31, 2019. You still owe $4,890.10.',
    'On March 31, 2019 the account was charged off. $4,890.10 is outstanding.',
    'Saldo al 31 de marzo de 2019: $4,512.88. Saldo actual: $4,890.10.',
    // a recent date
    'Balance as of May 20, 2025: $1,250.00',
    'Statement period ending May 31, 2025: balance $1,250.00',
  ];
  it.each(NEAR.map((s) => [s]))('does not flag an amount owed now beside it, or a recent date: %s', (s) => {
    expect(run('vn_current_amount', firstLetter(s, { amountLine: false })).flagged).toBe(false);
  });

  it('does not let a date beside one figure date the next figure of the same block', () => {
    const text = firstLetter('Balance as of 03/31/2019: $4,512.88\nCurrent balance: $4,890.10', { amountLine: false });
    const current = readLetter(text).amounts.find((a) => a.value === 4890.1);
    expect(current?.asOf).toBeUndefined();
    expect(current?.current).toBe(true);
  });
});

// ---------------------------------------------------------------------------------------------
// A creditor called by its role only

const WHOLE: UserAnswers = { isFirstContact: true, senderIsOriginalCreditor: false, state: 'FL' };

describe('vn_current_creditor: a role is not a name', () => {
  const ROLES = ['our client', 'the creditor', 'the current owner of your account', 'the holder of this debt', 'your creditor'];
  const SAYINGS = [
    (r: string) => `This debt is owed to ${r}.`,
    (r: string) => `The balance you owe to ${r} remains unpaid.`,
    (r: string) => `We are collecting this account on behalf of ${r}.`,
    (r: string) => `This office represents ${r} in this matter.`,
    (r: string) => `This account is being collected for ${r}.`,
  ];
  const ROLE_ONLY = [
    ...SAYINGS.flatMap((say) => ROLES.map((r) => say(r))),
    'The current creditor of this account is our client.',
    'Our client has purchased your account.',
    'The creditor to whom the debt is owed has asked us to contact you.',
    'Esta deuda se le debe a nuestro cliente.',
    'Usted le debe a su acreedor la cantidad indicada.',
    'Actuamos en nombre del acreedor actual.',
    'Cobramos esta cuenta en representación de nuestro cliente.',
  ];
  it.each(ROLE_ONLY.map((s) => [s]))('flags a whole notice that calls the creditor only by its role: %s', (s) => {
    expect(run('vn_current_creditor', collectorNotice(s), WHOLE).flagged).toBe(true);
  });

  const NAMED = [
    ...SAYINGS.map((say) => say('Pinecrest Bank')),
    ...SAYINGS.map((say) => say('our client, Pinecrest Bank')),
    'The current creditor of this account is Pinecrest Bank.',
    'Pinecrest Bank, the current owner of your account, has placed it with us.',
    'We are collecting on behalf of Pinecrest Bank, the owner of your account.',
    'Delta Funding LLC has purchased your account.',
    'THIS DEBT IS OWED TO PINECREST BANK.',
    'Esta deuda se le debe a Banco Pinecrest.',
    'Actuamos en nombre de Banco Pinecrest, el acreedor actual.',
    'Cobramos esta cuenta en representación de Banco Pinecrest.',
  ];
  it.each(NAMED.map((s) => [s]))('passes the same sayings once the sentence names the creditor: %s', (s) => {
    expect(run('vn_current_creditor', collectorNotice(s), WHOLE).flagged).toBe(false);
  });
});

// ---------------------------------------------------------------------------------------------
// An undated notice whose amount is "now" or "today"

/** A Reg F first notice with `body` as its words about the amount, undated unless `dated`. */
const undatedNotice = (body: string, dated = false): string =>
  firstLetter(body, { amountLine: false, stopCollectionLine: false, ...(dated ? {} : { date: false }) });

describe('vn_current_amount: an undated notice that ties its amount to the day it is read', () => {
  const NOW = [
    'The amount due today is $812.40.',
    'As of today, you owe $812.40.',
    "Today's balance: $812.40",
    'You now owe $812.40.',
    'You currently owe $812.40 on this account.',
    'The balance as of the date of this letter is $812.40.',
    'As of the date of this notice, the amount of the debt is $812.40.',
    'Your balance now: $812.40',
    'Amount owed at this time: $812.40',
    'Saldo a la fecha de hoy: $812.40',
    'Usted debe ahora $812.40.',
  ];
  it.each(NOW.map((s) => [s]))('flags it "may", the split named, outside the Ninth Circuit; passes it dated or in the Ninth: %s', (s) => {
    const r = run('vn_current_amount', undatedNotice(s));
    expect(r.finding?.confidence).toBe('low');
    expect(r.finding?.message).toMatch(/Bergida/);
    expect(run('vn_current_amount', undatedNotice(s), { state: 'NV' }).flagged).toBe(false);
    expect(run('vn_current_amount', undatedNotice(s, true)).flagged).toBe(false);
  });

  it('waits for the rest of the letter when the words are part of one (the date may be on a page not shown)', () => {
    const part = '[...]\nYou now owe $812.40.\n[...]';
    const result = analyzeText(part, { answers: { state: 'TX', isFirstContact: true }, today: TODAY, rules: [getRule('vn_current_amount')!] });
    expect(result.findings).toEqual([]);
  });

  const NEAR = [
    'Balance due: $812.40. Please pay the balance today.',
    'The balance is $812.40. Call us today.',
    'You owe $812.40.',
    // the model form's own words (12 CFR 1006.34(d)(2))
    'Total amount of the debt now: $812.40',
    'As of January 5, 2024, you owed: $812.40\nBetween January 5, 2024 and today:\nYou were charged this amount in interest: + $0.00\nTotal amount of the debt now: $812.40',
  ];
  it.each(NEAR.map((s) => [s]))("does not flag a demand to pay today, a bare amount, or the model form's own words: %s", (s) => {
    expect(run('vn_current_amount', undatedNotice(s)).flagged).toBe(false);
  });

  it("keeps the CFPB's model notices clean (no date line, the form's own words)", () => {
    for (const name of ['cfpb-model-form-b1.txt', 'cfpb-model-form-spanish.txt']) {
      const text = readFileSync(new URL(`../../test-fixtures/${name}`, import.meta.url), 'utf8');
      const result = analyzeText(text, {
        answers: { state: 'FL', allPagesUploaded: true },
        today: '2020-07-20',
        rules: [getRule('vn_current_amount')!, getRule('vn_current_creditor')!],
      });
      expect(result.findings, name).toEqual([]);
    }
  });
});

// ---------------------------------------------------------------------------------------------
// More ways of saying the balance can grow or change (Avila v. Riexinger, 2d Cir. 2016; Miller v. McCalla, 7th Cir. 2000)

describe('balance growth: change and variation, the collector as the one who adds, Spanish first person', () => {
  const GROWS = [
    'Interest at the rate of 18% per annum will accrue until paid in full.',
    'Late charges and other charges may vary from day to day.',
    'The amount of the debt may change due to interest, late charges and other charges.',
    'Your balance could change because of interest.',
    'We will be adding interest to your account each month.',
    'The creditor may continue to charge interest.',
    'Our client will be assessing late fees on this balance.',
    'El saldo de su cuenta puede variar debido a intereses.',
    'Podemos agregar intereses a su cuenta.',
    'Agregaremos intereses a su saldo cada mes.',
    'Su saldo seguirá aumentando.',
  ];
  it.each(GROWS.map((s) => [s]))('reads a claim that the balance grows, and flags it where nothing can be added: %s', (s) => {
    const claims = readBalanceGrowth(s).claims;
    expect(claims.length).toBeGreaterThan(0);
    // Fees the contract does not allow are unauthorized_fees_or_interest's (1692f(1)); interest or a growing balance that cannot grow, interest_increase_language_false's (decision 219).
    const feesOnly = claims.every((c) => c.what.every((w) => w === 'fees'));
    const r = feesOnly
      ? run('unauthorized_fees_or_interest', firstLetter(s), { state: 'NY', contractAllowsCollectionFees: false, senderIsOriginalCreditor: false })
      : run('interest_increase_language_false', firstLetter(s), { state: 'NY', balanceCanIncrease: false });
    expect(r.flagged).toBe(true);
  });

  const NOT = [
    'Your balance will not change.',
    'No interest will be added to your account.',
    'This debt may change hands if it is sold.',
    'Su deuda puede cambiar de dueño.',
    'Our office hours may change during holidays.',
    'Your monthly payment amount may vary if you choose a different plan.',
  ];
  it.each(NOT.map((s) => [s]))('reads no growth in a static balance, a change of owner, or words about something else: %s', (s) => {
    expect(readBalanceGrowth(s).claims).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------
// Two balances, nothing added or paid between them (15 U.S.C. 1692e(2)(A), 1692g(a)(1): which figure pays the debt?)

describe('misleading_amount: a base balance and a current balance that differ with nothing added or paid between them', () => {
  const AMOUNT_RULES = ['vn_itemization_arithmetic', 'amounts_contradictory', 'vn_itemization_table', 'vn_current_amount', 'interest_accrual_not_disclosed'];
  /** A 2018 law firm's first notice with `figures` as its statement of the amount. */
  const firmNotice = (figures: string): string =>
    [
      'Law Offices of Pat Doe, P.C.\n10 Main St\nHartford, CT 06101',
      '',
      'May 2, 2018',
      '',
      'Maria Gomez\n12 Oak St\nHartford, CT 06105',
      '',
      'Re: Pinecrest Bank account ending 4411',
      '',
      'Dear Maria Gomez:',
      '',
      'This communication is from a debt collector. This is an attempt to collect a debt and any information obtained will be used for that purpose.',
      '',
      figures,
      '',
      'Unless you notify this office within 30 days after receiving this notice that you dispute the validity of this debt or any portion thereof, this office will assume this debt is valid.',
      '',
      'Sincerely,',
      'Law Offices of Pat Doe, P.C.',
    ].join('\n');
  const found = (figures: string): string[] => {
    const result = analyzeText(firmNotice(figures), {
      answers: { state: 'CT', allPagesUploaded: true, isFirstContact: true, senderIsOriginalCreditor: false },
      today: '2018-05-12',
      rules: AMOUNT_RULES.map((id) => getRule(id)!),
    });
    expect(result.errors).toEqual([]);
    return result.findings.map((f) => f.id);
  };
  const table = (paid: string, layout: 'labels' | 'statute' | 'spaced' | 'spanish'): string =>
    ({
      labels: `Charge-off balance: $663.94\nInterest since charge-off: $0.00\nFees since charge-off: $0.00\nPayments since charge-off: ${paid}\nCurrent balance: $565.46`,
      statute: `The total amount of the debt due as of charge-off:\n$663.94\nThe total amount of interest accrued since charge-off:\n$0.00\nThe total amount of non-interest charges or fees accrued since charge-off:\n$0.00\nThe total amount of payments and credits made on the debt since the charge-off:\n${paid}\nCurrent Balance:\n$565.46`,
      spaced: `Balance at charge-off  $663.94\nPost charge-off interest  $0.00\nPost charge-off fees  $0.00\nPost charge-off payments  ${paid}\nBalance due  $565.46`,
      spanish: `Saldo al momento del castigo: $663.94\nIntereses desde el castigo: $0.00\nCargos desde el castigo: $0.00\nPagos desde el castigo: ${paid}\nSaldo actual: $565.46`,
    })[layout];
  const LAYOUTS = ['labels', 'statute', 'spaced', 'spanish'] as const;

  it.each(LAYOUTS.map((l) => [l]))('flags the figures that do not add up (%s)', (layout) => {
    expect(found(table('$0.00', layout)).length).toBeGreaterThan(0);
  });
  it.each(LAYOUTS.map((l) => [l]))('does not flag them once the payments explain the difference (%s)', (layout) => {
    expect(found(table('$98.48', layout))).toEqual([]);
  });
  it('reads the amount now in a table written on one line, beside the base figure', () => {
    expect(found('Charge-Off Balance: $663.94 Interest: $0.00 Fees: $0.00 Payments: $98.48 Balance Due: $565.46')).not.toContain('vn_current_amount');
  });
});

// ---------------------------------------------------------------------------------------------
// An itemization that shows charges added since charge-off, and no word of whether more will come
// (Leitner v. Client Services, E.D.N.Y. 2020; Avila v. Riexinger, 2d Cir. 2016)

describe('interest_accrual_not_disclosed: charges the itemization shows added since charge-off, in more labels', () => {
  const id = 'interest_accrual_not_disclosed';
  /** A 2019 New York law firm's first notice with `figures` and `more` as its words about the amount. */
  const nyNotice = (figures: string, more = ''): string =>
    [
      'Law Offices of Pat Doe, P.C.\n10 Main St\nNew York, NY 10001',
      '',
      'May 2, 2019',
      '',
      'Maria Gomez\n12 Oak St\nBrooklyn, NY 11201',
      '',
      'Dear Maria Gomez:',
      '',
      'This communication is from a debt collector. We are collecting a debt you owe to Pinecrest Bank.',
      '',
      figures,
      ...(more ? ['', more] : []),
      '',
      'Unless you notify this office within 30 days after receiving this notice that you dispute the validity of this debt or any portion thereof, this office will assume this debt is valid.',
      '',
      'Sincerely,',
      'Law Offices of Pat Doe, P.C.',
    ].join('\n');
  const table = (interest: string, fees: string, paid: string): string =>
    `Charge-off balance: $5,000.00\nInterest since charge-off: ${interest}\nFees since charge-off: ${fees}\nPayments since charge-off: ${paid}\nCurrent balance: $5,263.50`;
  const ADDED = [
    table('$263.50', '$0.00', '$0.00'),
    table('$0.00', '$263.50', '$0.00'),
    'Balance at charge-off  $5,000.00\nPost charge-off interest  $263.50\nPost charge-off fees  $0.00\nBalance due  $5,263.50',
    'Charge-off balance: $5,000.00\nInterest after charge-off: $263.50\nCurrent balance: $5,263.50',
    'Balance at placement: $5,000.00\nInterest accrued since placement: $263.50\nBalance due: $5,263.50',
  ];
  const whole = { state: 'NY', allPagesUploaded: true, isFirstContact: true, senderIsOriginalCreditor: false } as const;

  it.each(ADDED.map((s) => [s]))('flags the whole letter that says nothing of whether more will be added (2d Cir.): %s', (figures) => {
    expect(analyzeText(nyNotice(figures), { answers: whole, today: '2019-05-12', rules: [getRule(id)!] }).findings.map((f) => f.id)).toEqual([id]);
  });

  it.each(ADDED.map((s) => [s]))('asks for the rest of a letter quoted in part, never flags it: %s', (figures) => {
    const part = `[...]\n${figures}\n[...]`;
    const result = analyzeText(part, { answers: { state: 'NY', isFirstContact: true }, today: '2019-05-12', rules: [getRule(id)!] });
    expect(result.findings).toEqual([]);
  });

  const NEAR: ReadonlyArray<readonly [string, string]> = [
    [table('$0.00', '$0.00', '$0.00').replace('$5,263.50', '$5,000.00'), ''],
    [
      table('$263.50', '$0.00', '$0.00'),
      'Because of interest, late charges, and other charges that may vary from day to day, the amount due on the day you pay may be greater.',
    ],
    [table('$263.50', '$0.00', '$0.00'), 'No further interest or fees will be added to this balance.'],
  ];
  it.each(NEAR.map(([f, m]) => [f, m]))('does not flag nothing added, a Miller disclosure, or a static balance: %s / %s', (figures, more) => {
    expect(analyzeText(nyNotice(figures, more), { answers: whole, today: '2019-05-12', rules: [getRule(id)!] }).findings).toEqual([]);
  });
});

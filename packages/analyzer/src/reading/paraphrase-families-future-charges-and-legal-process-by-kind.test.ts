/**
 * Paraphrase families (decision 153) for the two kinds of court-found violations the measure showed silent (their rules ran
 * and returned `pass` with the consumer's answers):
 *
 * - future charges (`implied_future_interest`): the balance said to grow, or charges said to come, in wordings the readers
 *   did not take in: the consumer said to owe or pay more ("you may owe more than this amount"), a cause that raises what is
 *   owed ("delay will only increase what you owe"), amounts that "become due", interest that "accumulates", interest to
 *   "stop", charges after the consumer's non-payment written without a comma ("if you do not pay interest will accrue",
 *   "without prompt payment", "if this account is not resolved"), future interest left out of a figure "which may be
 *   added", Spanish growth verbs ("seguirán aumentando", "usted podría deber más"), and attorney's fees said to be sought
 *   in a suit. Wrong where the balance cannot grow or the agreement allows no such charge (15 U.S.C. 1692e(2)(A), 1692e(5),
 *   1692e(10), 1692f(1); 12 CFR 1006.18(b)(2)(i), 1006.22(b); Boucher v. Finance System of Green Bay, 7th Cir. 2018;
 *   Taylor v. Financial Recovery Services, 2d Cir. 2018; Lox v. CDA, 7th Cir. 2012), lawful where it can (Miller v.
 *   McCalla, 7th Cir. 2000; Avila v. Riexinger, 2d Cir. 2016), asked where the words cannot tell.
 * - legal process (`legal_process_misdescribed`): a letter that calls itself legal process or a legal document, says a suit
 *   has been brought in the active voice or is "in litigation", or carries a court-paper title alone as its heading, in
 *   English and Spanish (15 U.S.C. 1692e(2)(A), 1692e(9), 1692e(10), 1692e(13); 12 CFR 1006.18(b)(1)(vii), (c)(3)); and
 *   real papers said to need nothing from the consumer (1692e(15)).
 *
 * Near misses are the lawful wordings: the Avila safe harbour, a zero-valued itemization with no growth statement, "your
 * balance will not increase", charges "as permitted by law", interest "at 0%"; an honest law-firm letter that says no suit
 * has been filed, a "pre-legal" or "intent to file suit" notice, a notice of default, a suit only supposed. Written from the
 * law's categories, not from any court letter's words. Tests, not the measure.
 */
import { describe, expect, it } from 'vitest';
import { readBalanceGrowth } from './balance-growth';
import { firstLetter, runRule } from './test-letters';

const run = runRule;

const INTEREST = 'interest_accrual_not_disclosed';
/** Growth said when the balance cannot grow (Boucher) is judged by its own rule since decision 219. */
const GROWTH = 'interest_increase_language_false';
const FEES = 'unauthorized_fees_or_interest';
const SIMULATED = 'simulated_legal_process';
const MISDESCRIBED = 'legal_process_misdescribed';

// ---------------------------------------------------------------------------------------------
// The balance said to grow, in the wordings the reader did not take in

const growth = [
  'You may owe more than this amount.',
  'You could end up paying more if you wait.',
  'You will have to pay a higher amount later.',
  'Delay will only increase what you owe.',
  'Interest will increase your balance.',
  'Late payments could add to the amount you owe.',
  'Additional amounts may become due.',
  'Interest continues to accumulate on this account.',
  'Interest is accumulating daily.',
  'Paying now will stop the interest.',
  'Pay today to halt the interest from accruing.',
  'If you do not pay interest will continue to accrue.',
  'Without prompt payment additional interest will accrue.',
  'If this account is not resolved additional interest may be charged.',
  'Your balance does not include future interest, which may be added.',
  'Usted podría deber más de esta cantidad.',
  'Usted podría terminar pagando más.',
  'Los intereses y los cargos seguirán aumentando.',
  'Los intereses pueden aumentar con el tiempo.',
];

/** Lawful, static or not growth at all: nothing here says the debt grows. */
const noGrowth = [
  'You may owe more than one creditor; this letter concerns only Pinecrest Bank.',
  'Your payment will reduce what you owe.',
  'We have stopped charging interest on this account.',
  'Your balance will not increase.',
  'No interest or fees will be added to this balance.',
  'Interest accrues at 0% per annum.',
  'If you pay today, you will not owe more.',
  'Principal: $1,250.00\nInterest: $0.00\nFees: $0.00\nBalance: $1,250.00',
  'Su saldo no aumentará.',
];

describe('the balance said to grow, in more of the ways collectors write it (Boucher; Taylor; Miller; Avila)', () => {
  it('reads each wording as a claim that the debt grows', () => {
    expect(growth.filter((s) => readBalanceGrowth(firstLetter(s)).claims.filter((c) => !c.lawfulCondition).length === 0)).toEqual([]);
  });

  it('flags each where the consumer says nothing more can be added (Boucher; Taylor)', () => {
    expect(growth.filter((s) => !run(GROWTH, firstLetter(s), { balanceCanIncrease: false }).flagged)).toEqual([]);
  });

  it('asks whether the balance can grow where the words cannot tell', () => {
    expect(growth.filter((s) => !run(GROWTH, firstLetter(s)).asks.includes('balanceCanIncrease'))).toEqual([]);
  });

  it('passes each where the balance does grow: the consumer was told (Miller; Avila)', () => {
    expect(growth.filter((s) => run(INTEREST, firstLetter(s), { balanceCanIncrease: true }, 'NY').flagged)).toEqual([]);
  });

  it('reads no growth in lawful static statements, zero lines, a payment that lowers the debt, or "more than one creditor"', () => {
    expect(noGrowth.filter((s) => readBalanceGrowth(firstLetter(s, { amountLine: false })).claims.some((c) => !c.lawfulCondition))).toEqual([]);
    const answers = { balanceCanIncrease: false, contractAllowsCollectionFees: false };
    for (const id of [INTEREST, FEES])
      expect(
        noGrowth.filter((s) => run(id, firstLetter(s, { amountLine: false }), answers).flagged),
        id,
      ).toEqual([]);
  });

  it('keeps the Avila safe harbour and charges "as permitted by law" lawful on a static debt', () => {
    const lawful = [
      'We will accept $900.00 in full satisfaction of this debt if your payment is received by July 31, 2025.',
      'Additional interest and fees may be charged as permitted by law.',
      'As of the date of this letter, you owe $1,250.00.',
    ];
    expect(lawful.filter((s) => run(INTEREST, firstLetter(s), { balanceCanIncrease: false }, 'NY').flagged)).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------
// Fees and costs said to come where nothing allows them

const feesToCome = [
  'If this account is not resolved additional collection costs may be added.',
  "If this matter is referred for litigation, you may be responsible for attorney's fees and court costs.",
  "Should suit be filed, you could be held liable for attorney's fees.",
  'Sin su pago, se cobrarán cargos adicionales.',
];

describe('fees said to come where the agreement allows none (1692f(1), 1692e(5); Boucher; Lox)', () => {
  it('flags each once the consumer says the agreement allows no such charge', () => {
    expect(feesToCome.filter((s) => !run(FEES, firstLetter(s), { contractAllowsCollectionFees: false }).flagged)).toEqual([]);
  });

  it('passes each once the consumer says the agreement allows them', () => {
    expect(feesToCome.filter((s) => run(FEES, firstLetter(s), { contractAllowsCollectionFees: true }).flagged)).toEqual([]);
  });

  it('leaves court costs alone in a sentence about a suit: a court awards them by law', () => {
    expect(run(FEES, firstLetter('If a judgment is entered, the court may award court costs.'), { contractAllowsCollectionFees: false }).flagged).toBe(false);
  });
});

// ---------------------------------------------------------------------------------------------
// Boucher's own facts: interest accrues, but the letter names late charges and other charges that cannot be added

const INTEREST_TABLE = 'Principal balance: $500.00\nInterest balance: $12.00\nTotal balance: $512.00\n';
const namedCharges = [
  'Your balance may increase due to interest, late charges and other charges.',
  'The amount due may increase because of interest and collection costs.',
  'Because of interest, late charges, and other charges that may vary from day to day, the amount due on the day you pay may be greater.',
  'Interest and fees may cause your balance to increase.',
  'Su saldo puede aumentar debido a intereses, cargos por mora y otros cargos.',
];

describe('charges other than interest named as why the balance may grow, where interest alone accrues (Boucher)', () => {
  it('flags each once the consumer says the agreement allows no such charges, though the balance can grow', () => {
    const answers = { balanceCanIncrease: true, contractAllowsCollectionFees: false };
    expect(namedCharges.filter((s) => !run(FEES, firstLetter(INTEREST_TABLE + s), answers).flagged)).toEqual([]);
  });

  it('asks whether the agreement allows them where the balance can grow and nothing else is known', () => {
    expect(
      namedCharges.filter((s) => !run(FEES, firstLetter(INTEREST_TABLE + s), { balanceCanIncrease: true }).asks.includes('contractAllowsCollectionFees')),
    ).toEqual([]);
  });

  it('passes each where the agreement allows them (Miller; Avila), and interest alone named as the cause', () => {
    const answers = { balanceCanIncrease: true, contractAllowsCollectionFees: true };
    expect(namedCharges.filter((s) => run(FEES, firstLetter(INTEREST_TABLE + s), answers).flagged)).toEqual([]);
    const interestOnly = firstLetter(`${INTEREST_TABLE}Your balance may increase due to interest.`);
    expect(run(FEES, interestOnly, { balanceCanIncrease: true }).flagged).toBe(false);
    expect(run(FEES, interestOnly, { balanceCanIncrease: true }).asks).not.toContain('contractAllowsCollectionFees');
  });
});

// ---------------------------------------------------------------------------------------------
// Letters presented as legal process, or saying a suit exists, in the active voice and in Spanish

const presentedAsProcess = [
  'LEGAL DOCUMENTS\n\nPlease pay the balance.',
  'IMPORTANT LEGAL DOCUMENT\n\nPlease pay the balance.',
  'NOTICE OF LEGAL ACTION\n\nPlease pay the balance to avoid further action.',
  'LAWSUIT NOTIFICATION\n\nPay the balance.',
  'NOTICE OF COURT DATE\n\nPay the balance before your court date.',
  'ORDER TO PAY\n\nPay the balance within ten days.',
  'AVISO DE AUDIENCIA\n\nPague el saldo.',
  'Notice of Judgment\n\nPlease pay the balance.',
  'WAGE GARNISHMENT PROCEEDINGS NOTICE\n\nPay the balance.',
  'This notice constitutes legal process. Pay now.',
  'This letter is an official legal document. Please pay the balance.',
  'You have been served with this notice. Pay within 10 days.',
  'We have filed a lawsuit against you. Pay now.',
  'Our client has sued you. Pay now.',
  'We have commenced legal proceedings against you.',
  'Legal proceedings have been initiated against you.',
  'Legal proceedings are now underway.',
  'Your account is now in litigation.',
  'Your file has been submitted to the court.',
  'DOCUMENTOS LEGALES\n\nPague el saldo.',
  'AVISO DE ACCIÓN LEGAL\n\nPague el saldo.',
  'NOTIFICACIÓN DE DEMANDA\n\nPague el saldo.',
  'Este es un documento legal. Pague el saldo.',
  'Hemos presentado una demanda en su contra. Pague ahora.',
  'Hemos iniciado acciones legales en su contra.',
  'Su cuenta está en litigio.',
];

/** Lawful: no suit said to exist, a suit only supposed or warned of, a paper outside court, an honest law-firm letter. */
const notProcess = [
  'We have not filed a lawsuit. If you do not pay, our client may decide to sue.',
  'This law firm has been retained to collect this debt. No lawsuit has been filed at this time.',
  'NOTICE OF LEGAL ACTION\n\nNo lawsuit has been filed. Our client may decide to file suit.',
  'PRE-LEGAL NOTICE\n\nThis may result in a lawsuit.',
  'NOTICE OF INTENT TO FILE SUIT\n\nOur client may file suit if this is not resolved.',
  'NOTICE OF DEFAULT\n\nYour loan is in default.',
  'If a lawsuit is filed and you do not appear, a judgment may be entered.',
  'If we have filed a lawsuit, you will receive a summons.',
  'Please do not ignore this letter. It is important that you respond.',
  'No se ha presentado ninguna demanda. Nuestro cliente podría decidir demandar.',
];

describe('a letter presented as legal process or saying a suit exists (1692e(2)(A), (9), (10), (13))', () => {
  it('asks whether a suit was filed from the words alone', () => {
    expect(presentedAsProcess.filter((s) => !run(SIMULATED, firstLetter(s)).asks.includes('lawsuitFiled'))).toEqual([]);
  });

  it('flags each once the consumer says no suit was filed', () => {
    expect(presentedAsProcess.filter((s) => !run(SIMULATED, firstLetter(s), { lawsuitFiled: false }).flagged)).toEqual([]);
  });

  it('passes each where the suit is real', () => {
    expect(presentedAsProcess.filter((s) => run(SIMULATED, firstLetter(s), { lawsuitFiled: true }).flagged)).toEqual([]);
  });

  it('neither flags nor asks on an honest letter, a warning of a suit, a supposed suit or a paper outside court', () => {
    for (const answers of [{}, { lawsuitFiled: false }]) {
      expect(notProcess.filter((s) => run(SIMULATED, firstLetter(s), answers).flagged)).toEqual([]);
      expect(notProcess.filter((s) => run(SIMULATED, firstLetter(s), answers).asks.includes('lawsuitFiled'))).toEqual([]);
    }
  });
});

// ---------------------------------------------------------------------------------------------
// Real papers said to need nothing (1692e(15))

const papersNeedNothing = [
  'We have filed a lawsuit against you. There is no need for you to respond to the court if you call us.',
  'Our client has filed a complaint against you. You do not need to contact the court.',
  'You have been sued. It is not necessary for you to appear.',
  'Hemos presentado una demanda. No es necesario que usted comparezca.',
  'Hemos presentado una demanda en su contra. No hace falta responder.',
];

describe('real papers said to need nothing from the consumer (1692e(15))', () => {
  it('flags each', () => {
    expect(papersNeedNothing.filter((s) => !run(MISDESCRIBED, firstLetter(s)).flagged)).toEqual([]);
  });

  it('does not flag a warning of what follows if the consumer does nothing, or a paid account', () => {
    const lawful = [
      'We have filed a lawsuit against you. If you do not respond, a judgment may be entered against you.',
      'You have been sued. Please read the summons and respond by the date it gives.',
      'If you have already paid, no action is needed.',
      'If a lawsuit is filed and you do not appear, a judgment may be entered against you.',
    ];
    for (const answers of [{}, { lawsuitFiled: true }]) expect(lawful.filter((s) => run(MISDESCRIBED, firstLetter(s), answers).flagged)).toEqual([]);
  });
});

/**
 * Paraphrase families (decision 180) for three ways an AMOUNT misleads that the amount readers did not read, each in
 * English and Spanish, certain and hedged, active and passive, with the lawful near misses that must stay silent:
 *
 * 1. Interest said, in a sentence, to have been added after the account was charged off, placed, assigned or bought
 *    ("Interest has been added to your balance since it was charged off", "se han agregado intereses desde la
 *    cancelación"): lawful only where the balance could still grow; where the creditor had stopped adding interest it is
 *    interest that cannot be added (Stratton v. Portfolio Recovery Associates, 6th Cir. 2014; 15 U.S.C. 1692e(2)(A),
 *    1692f(1)). Asked (`balanceCanIncrease`), flagged on "no", passed on "yes". The itemization's rows with a figure were
 *    read already (decision 145); the sentence was not.
 * 2. A balance given only as it stood at an event of the account's past (at charge-off, at placement, original), with no
 *    figure owed now: if the balance grew since, the letter never states the amount of the debt (Miller v. McCalla, 7th
 *    Cir. 2000; Chuway v. National Action Financial Services, 7th Cir. 2004; 15 U.S.C. 1692g(a)(1)); if it cannot grow,
 *    the old figure is the amount (Taylor v. Financial Recovery Services, 2d Cir. 2018). Asked, flagged on "yes", passed on
 *    "no". Decision 157 read the kind dated by a calendar date; the event was not read.
 * 3. The letter's own figure said not to be, or perhaps not to be, the amount owed, or to be an estimate ("the balance
 *    shown may not be your full balance", "Approximate balance: $…", "su saldo puede no ser el saldo total"): the letter
 *    does not state the amount of the debt (Chuway; Kolganov v. Phillips & Cohen Associates, E.D.N.Y. 2004). Flagged from
 *    the words (medium in the Second and Seventh Circuits, low elsewhere).
 * 4. A fee whose figure is written before its label ("your balance includes a $35.00 processing fee"), in a line that says
 *    it is in the debt: read as the fee rows are (flagged from the words or asked `contractAllowsCollectionFees`, flagged
 *    on "no", passed on "yes"); a fee with each
 *    payment ("add a $7.50 collection fee to each payment") is the price of paying, not a part of the debt.
 * 5. A fixed figure under labels the balance reader did not know ("Amount of Debt: $…", "Amount: $…", "Debt: $…", "AMT
 *    DUE"): Avila's stated balance for a debt that grows, asked in the Second Circuit, flagged where it grows.
 * 6. A report of forgiven debt to "tax authorities" (not only "the IRS"), where no settlement the letter offers can forgive
 *    $600, read as the IRS report is (26 U.S.C. 6050P(b); Schultz v. Midland Credit Management, 3d Cir. 2018).
 *
 * Near misses: Model Form B-1 and the CFPB's Spanish model notice (their own tests, and the itemization of 12 CFR
 * 1006.34(c)(2)(vi)–(viii) below), Avila's safe harbour, Miller's safe harbour where the balance grows, a fixed balance said
 * to be fixed, zero rows (Degroot v. Client Services, 7th Cir. 2020), a history figure beside a figure owed now (Kleinman
 * v. Frontline, E.D.N.Y. 2020; Taylor's "AMOUNT DUE AS OF CHARGE-OFF" beside "BALANCE DUE"), negations, payments the
 * figure may not show. Written from the law's categories, never from a court letter's words. Tests, not the measure.
 */
import { describe, expect, it } from 'vitest';
import { LABEL_RULES } from '../../corpus/court-letters';
import type { UserAnswers } from '../index';
import { laterLetter, runRule } from './test-letters';

const FEES = 'unauthorized_fees_or_interest';
const STATUS = 'misstated_legal_status';
const AMOUNT_RULES: readonly string[] = LABEL_RULES.misleading_amount ?? [];

const CITY: Readonly<Record<string, string>> = { NY: 'Brooklyn, NY 11201', IL: 'Chicago, IL 60601', TX: 'Dallas, TX 75201', CA: 'Fresno, CA 93721' };
/** A later letter (no validation notice) dated June 2, 2025, to a consumer in `state`, holding `body`. */
const later = (body: string, state = 'NY'): string =>
  laterLetter(body, { collector: 'Apex Recovery Group', address: 'PO Box 100\nDallas, TX 75201', consumerCity: CITY[state]!, date: 'June 2, 2025' });
const PAID_NOT: UserAnswers = { debtAlreadyPaidOrSettled: false, debtDischargedInBankruptcy: false };
const run = (ruleId: string, body: string, answers: UserAnswers = {}, state = 'NY') =>
  runRule(ruleId, later(body, state), { allPagesUploaded: true, ...PAID_NOT, ...answers }, state);
const flagged = (ruleId: string, bodies: readonly string[], answers: UserAnswers = {}, state = 'NY'): string[] =>
  bodies.filter((b) => run(ruleId, b, answers, state).flagged);
const notFlagged = (ruleId: string, bodies: readonly string[], answers: UserAnswers = {}, state = 'NY'): string[] =>
  bodies.filter((b) => !run(ruleId, b, answers, state).flagged);
const notAsking = (ruleId: string, bodies: readonly string[], question: string, answers: UserAnswers = {}): string[] =>
  bodies.filter((b) => {
    const r = run(ruleId, b, answers);
    return r.flagged || !r.asks.includes(question);
  });

describe('1. interest said added after the account left the creditor (Stratton)', () => {
  const mustRead = [
    'Interest has been added to your balance since it was charged off.',
    'Your balance of $2,345.00 includes interest of $345.00 accrued since charge-off.',
    'Since we purchased your account, interest has accrued at the contract rate.',
    'Interest was charged on this account after it was placed with our office.',
    'Finance charges were assessed after your account was charged off.',
    'After charge-off, interest of $345.00 was added to the account.',
    'We have applied interest to the balance since the date of charge-off.',
    'Se han agregado intereses a su saldo desde la cancelación de la cuenta.',
    'Desde el castigo de la cuenta se han acumulado intereses.',
    'Los intereses fueron cobrados después de que la cuenta fue asignada a nuestra oficina.',
  ];
  const mustNotRead = [
    'No interest has been added since charge-off.',
    'Interest has not been charged since the account was charged off.',
    "Interest hasn't been added since charge-off.",
    'Interest accrued since charge-off: $0.00',
    'Interest of $0.00 has accrued since charge-off.',
    'Interest may have accrued since charge-off.',
    'If interest is added after placement, your balance will increase.',
    'No se han agregado intereses desde la cancelación.',
    'Interest was charged on your account before it was charged off.',
    'Your payment was applied since the account was placed with us.',
    'Payments received after charge-off: $120.00',
  ];

  it('asks whether the balance could still grow, unanswered', () => {
    expect(notAsking(FEES, mustRead, 'balanceCanIncrease')).toEqual([]);
  });
  it('flags where the consumer says it could not grow', () => {
    expect(notFlagged(FEES, mustRead, { balanceCanIncrease: false })).toEqual([]);
  });
  it('passes where it could', () => {
    expect(flagged(FEES, mustRead, { balanceCanIncrease: true })).toEqual([]);
  });
  it('reads no denial, hedge, zero, future or earlier time as interest added', () => {
    expect(flagged(FEES, mustNotRead, { balanceCanIncrease: false })).toEqual([]);
    expect(mustNotRead.filter((b) => run(FEES, b).asks.includes('balanceCanIncrease'))).toEqual([]);
  });
});

describe('2. a balance given only as of charge-off, placement or the original balance (Miller; Chuway; Taylor)', () => {
  const mustRead = [
    'The balance on your account as of the date of charge-off was $2,345.67. Please send payment.',
    'Balance at charge-off: $2,345.67\nPlease remit payment to our office.',
    'Charge-off balance: $2,345.67\nPlease call us to resolve this account.',
    'Original balance: $2,345.67\nThis account has been placed with us for collection.',
    'Amount owed when your account was placed with us: $2,345.67',
    'The balance when the account was assigned was $2,345.67. We ask that you pay it.',
    'Saldo al momento de la cancelación: $2,345.67\nPor favor envíe su pago.',
    'Saldo original: $2,345.67\nComuníquese con nosotros para resolver esta cuenta.',
  ];
  const mustNotRead = [
    // a figure owed now beside the history figure (Kleinman; Taylor)
    'AMOUNT DUE AS OF CHARGE-OFF: $2,345.67\nBALANCE DUE: $2,345.67',
    'Balance at charge-off: $2,000.00\nCurrent balance: $2,345.67',
    'Original balance: $2,000.00\nYou owe $2,345.67.',
    'Balance at charge-off: $2,000.00\nInterest since charge-off: $0.00\nTotal due: $2,000.00',
    'Saldo original: $2,000.00\nSaldo actual: $2,345.67',
    // a balance stated as owed now
    'Please pay the balance of $2,345.67.',
    'As of the date of this letter, you owe $2,345.67.',
  ];

  it('asks whether the balance could still grow, unanswered', () => {
    expect(notAsking(STATUS, mustRead, 'balanceCanIncrease')).toEqual([]);
  });
  it('flags where it could, in the Seventh Circuit and elsewhere', () => {
    expect(notFlagged(STATUS, mustRead, { balanceCanIncrease: true })).toEqual([]);
    expect(notFlagged(STATUS, mustRead, { balanceCanIncrease: true }, 'IL')).toEqual([]);
    expect(notFlagged(STATUS, mustRead, { balanceCanIncrease: true }, 'TX')).toEqual([]);
  });
  it('passes where it could not: the old figure is the amount (Taylor)', () => {
    expect(flagged(STATUS, mustRead, { balanceCanIncrease: false })).toEqual([]);
  });
  it('reads no history figure beside a figure owed now, and no balance owed now', () => {
    expect(flagged(STATUS, mustNotRead, { balanceCanIncrease: true })).toEqual([]);
    expect(mustNotRead.filter((b) => run(STATUS, b).asks.includes('balanceCanIncrease'))).toEqual([]);
  });
});

describe('3. the figure said not to be, or perhaps not to be, the amount owed (Chuway; Kolganov)', () => {
  const mustFlag = [
    'Balance: $2,345.67. The balance shown may not be your full balance.',
    'The amount due reflected in this letter is an estimate.',
    'Approximate balance: $2,345.67',
    'Estimated balance: $2,345.67',
    'This amount may not reflect the total amount you owe.',
    'The figure above might not be the exact amount you owe.',
    'The balance stated may not represent what you owe.',
    'Balance: $2,345.67. The balance shown may not be your full balance. Call us for your full balance.',
    'Su saldo de $2,345.67 puede no ser el saldo total.',
    'Saldo aproximado: $2,345.67',
    'El monto indicado es solo un estimado.',
  ];
  const mustNotFlag = [
    'The balance shown may not reflect payments received after the date of this letter.',
    'Because of interest, late charges and other charges that may vary from day to day, the amount due on the day you pay may be greater.',
    'The settlement amount may not be available after June 30, 2025.',
    'Your balance may not be your full balance because interest accrues daily.',
    'If you have already paid, this balance may not be correct.',
    'The estimated attorney fees are $300.00.',
    'Your minimum payment is an estimate.',
    'Balance: $2,345.67',
    'El saldo puede no reflejar los pagos recibidos después de la fecha de esta carta.',
  ];

  it('flags from the words in the Second and Seventh Circuits and elsewhere', () => {
    expect(notFlagged(STATUS, mustFlag)).toEqual([]);
    expect(notFlagged(STATUS, mustFlag, {}, 'IL')).toEqual([]);
    expect(notFlagged(STATUS, mustFlag, {}, 'TX')).toEqual([]);
  });
  it('does not flag payments the figure may not show, growth explained, offers, or other figures', () => {
    expect(flagged(STATUS, mustNotFlag)).toEqual([]);
    expect(flagged(STATUS, mustNotFlag, {}, 'IL')).toEqual([]);
  });
});

describe('4. a fee whose figure stands before its label, said to be in the debt (1692f(1); 12 CFR 1006.22(b))', () => {
  const mustRead = [
    'Your balance includes a $35.00 processing fee.',
    'The total amount you owe is $1,100.00, which includes a $50.00 late fee assessed by our office.',
    'A $25.00 service charge has been added to your account.',
    'The amount due includes a $150.00 collection fee.',
    'Su saldo incluye un cargo administrativo de $35.00.',
  ];
  const mustNotRead = [
    // the price of paying, not a part of the debt (pay_to_pay_fee's subject)
    'Please add a $7.50 collection fee to each payment made.',
    'A $4.95 processing fee applies if you pay by phone.',
    // a zero figure, a denial, no statement that the fee is in the debt
    'Your balance includes a $0.00 processing fee.',
    'No $35.00 processing fee has been added to your account.',
    'We do not charge a $35.00 processing fee.',
  ];
  it('is judged as the fee rows are: flagged or asked unanswered, flagged on "no", passed on "yes"', () => {
    expect(mustRead.filter((b) => !run(FEES, b).flagged && !run(FEES, b).asks.includes('contractAllowsCollectionFees'))).toEqual([]);
    expect(notFlagged(FEES, mustRead, { contractAllowsCollectionFees: false })).toEqual([]);
    expect(flagged(FEES, mustRead, { contractAllowsCollectionFees: true })).toEqual([]);
  });
  it('reads no fee for paying, zero, denial or fee not said to be in the debt', () => {
    expect(flagged(FEES, mustNotRead, { contractAllowsCollectionFees: false })).toEqual([]);
  });
});

describe('5. a fixed figure under the labels letters print, for a balance that grows (Avila v. Riexinger, 2d Cir. 2016)', () => {
  // A letter of 2019: in a Regulation F letter the stated balance is judged by the notice's itemization instead.
  const INTEREST = 'interest_accrual_not_disclosed';
  const run2019 = (body: string, answers: UserAnswers = {}) =>
    runRule(
      INTEREST,
      laterLetter(body, { collector: 'Apex Recovery Group', address: 'PO Box 100\nDallas, TX 75201', consumerCity: CITY.NY!, date: 'March 2, 2019' }),
      { allPagesUploaded: true, ...PAID_NOT, ...answers },
      'NY',
      '2019-03-12',
    );
  const labels = ['Amount of Debt: $2,345.67', 'Amount: $2,345.67', 'Debt: $2,345.67', 'Debt Amount: $2,345.67', 'AMT DUE $2,345.67'];
  const notABalance = ['Amount: $50.00 per month', 'Amount enclosed: $________', 'Payment amount: $50.00 monthly'];
  it('asks in the Second Circuit, flags where the balance grows, passes where it cannot', () => {
    expect(labels.filter((b) => !run2019(b).asks.includes('balanceCanIncrease'))).toEqual([]);
    expect(labels.filter((b) => !run2019(b, { balanceCanIncrease: true }).flagged)).toEqual([]);
    expect(labels.filter((b) => run2019(b, { balanceCanIncrease: false }).flagged)).toEqual([]);
  });
  it('reads no instalment or blank as the balance', () => {
    expect(notABalance.filter((b) => run2019(b, { balanceCanIncrease: true }).flagged)).toEqual([]);
  });
});

describe('6. a report to "tax authorities" that cannot happen (Schultz v. Midland, 3d Cir. 2018; Heredia, 7th Cir. 2019)', () => {
  const mustFlag = [
    'Balance: $450.00\nWe will accept $300.00 to settle.\nThe forgiven amount may be considered taxable income and reported to taxing authorities.',
    'Balance: $450.00\nWe will accept $300.00 to settle.\nAny forgiven balance will be reported to federal and state tax authorities.',
    'Saldo: $450.00\nAceptaremos $300.00 para liquidar la cuenta.\nEl monto condonado se informará a las autoridades fiscales.',
  ];
  const mustNot = [
    // $600 or more can be forgiven: the report can happen
    'Balance: $5,000.00\nWe will accept $2,000.00 to settle.\nAny forgiven balance may be reported to tax authorities.',
    // a general word on tax consequences, or advice to ask an adviser (Dunbar v. Kohn Law Firm, 7th Cir. 2018)
    'Balance: $450.00\nWe will accept $300.00 to settle.\nThis settlement may have tax consequences.',
    'Balance: $450.00\nWe will accept $300.00 to settle.\nPlease consult your tax advisor about whether anything must be reported to tax authorities.',
  ];
  it('flags where no settlement the letter offers can forgive $600', () => {
    expect(notFlagged(STATUS, mustFlag)).toEqual([]);
  });
  it('does not flag a report that can happen, a general word on taxes, or advice to ask an adviser', () => {
    expect(flagged(STATUS, mustNot)).toEqual([]);
  });
});

describe('lawful anchors through all eight amount rules', () => {
  const anchors = [
    // Avila's harbour; a fixed balance said to be fixed (Taylor); zero rows (Degroot)
    'Your balance is $2,345.67. We will accept $1,500.00 in full satisfaction of this debt if payment is received by July 15, 2025.',
    'Your balance is $2,345.67. No interest or fees are being added to this account.',
    'Balance at charge-off: $2,345.67\nInterest since charge-off: $0.00\nFees since charge-off: $0.00\nPayments since charge-off: $0.00\nCurrent balance: $2,345.67',
    // the itemization of 12 CFR 1006.34(c)(2)(vi)–(viii), as the model form lays it out
    'As of January 2, 2025, you owed: $2,345.67\nBetween January 2, 2025 and today:\nYou were charged this amount in interest: + $0.00\nYou were charged this amount in fees: + $0.00\nYou paid or were credited this amount toward the debt: – $0.00\nTotal amount of the debt now: $2,345.67',
    'Hasta el 2 de enero de 2025, usted debía: $2,345.67\nEntre el 2 de enero de 2025 y hoy:\nSe le cobró esta cantidad en intereses: + $0.00\nSe le cobró esta cantidad en cargos: + $0.00\nUsted pagó o se le acreditó esta cantidad a la deuda: – $0.00\nMonto total de la deuda ahora: $2,345.67',
  ];
  it.each(AMOUNT_RULES)('%s flags none, with the answers that would make growth wrong', (id) => {
    expect(flagged(id, anchors, { balanceCanIncrease: false, contractAllowsCollectionFees: false, isFirstContact: false })).toEqual([]);
  });
  it("Miller's harbour where the balance grows is lawful in every amount rule", () => {
    const miller =
      'As of the date of this letter, you owe $2,345.67. Because of interest, late charges, and other charges that may vary from day to day, the amount due on the day you pay may be greater. Hence, if you pay the amount shown above, an adjustment may be necessary after we receive your check, in which event we will inform you.';
    expect(AMOUNT_RULES.filter((id) => run(id, miller, { balanceCanIncrease: true, isFirstContact: false }).flagged)).toEqual([]);
  });
});

/**
 * Paraphrase families for decision 381 (issue 26), from probes of the law: a settlement offer on a time-barred debt, made
 * without saying that the law bars a suit, may mislead the consumer into thinking the debt is still enforceable in court
 * (15 U.S.C. 1692e, 1692e(2)(A), 1692e(10); McMahon v. LVNV Funding, 7th Cir. 2014; Buchanan v. Northland Group, 6th Cir.
 * 2015; Daugherty v. Convergent Outsourcing, 5th Cir. 2016; Tatis v. Allied Interstate, 3d Cir. 2018), while a bare request for
 * payment, without a threat of suit, is lawful where no court of appeals has held otherwise (Huertas v. Galaxy Asset
 * Management, 3d Cir. 2011; Freyermuth v. Credit Bureau Services, 8th Cir. 2001). In a circuit that has not decided (the 4th:
 * a Virginia consumer), the rule therefore turns on whether the words offer something: less than the balance, or the balance
 * over time. Probed there, offers said by another name were read as no offer and the letter passed as a bare request:
 *
 * 1. The offer named as an opportunity, a chance or savings: "a special opportunity for you on this account", "the savings
 *    available on your account", "una oportunidad especial", "una oportunidad de ahorro".
 * 2. Less than the balance said by its fraction or its result: "50 cents on the dollar", "pay half and the rest is gone",
 *    "your balance can be lowered to $450.00", "pague menos de lo que debe", "aceptaremos el 50% del saldo", "su saldo puede
 *    reducirse a $450.00", "pague la mitad y el resto se perdona", "daremos la cuenta por cerrada".
 * 3. A plan said by what it fits: "an arrangement that fits your budget", "a plan that works for you", "let you pay $50 a
 *    month", "monthly amounts you can afford", "pagos mensuales que pueda costear", "opciones de pago".
 * 3b. A sum said to end the debt by what is left or by the payer set free ("pay $300 today and we will take care of the rest",
 *    "make this debt go away for $300", "walk away debt free", "olvídese de esta deuda", "quede libre de esta deuda", "elimine
 *    esta deuda por solo $300"), a part forgiven ("a portion of your debt can be forgiven", "we can waive part of your
 *    balance"), a percentage paid ("pay 60% and be done", "pague el 60%"), the balance split or started small ("split your
 *    balance into 6 easy payments", "start with as little as $25", "divida su saldo en 6 pagos", "comience con solo $25"),
 *    what is owed lowered ("call us to lower what you owe", "una rebaja en su saldo").
 * 4. The law's bar said as what the law does not allow, with whom it binds or the consumer sued: "the law does not allow you to
 *    be sued for it", "the law does not allow anyone to sue you", "state law no longer permits a creditor to take you to court",
 *    "la ley no permite que se le demande", "la ley no nos permite demandarle", "la ley ya no permite que nadie le demande" was
 *    not read as the bar (only "the law does not allow a lawsuit" was), so a letter that said it was judged as one that never
 *    does. Read, an Illinois letter without the revival warning is flagged for the warning missing, not the bar.
 * 4b. The revival warning said by who can be sued in the time a payment extends ("a payment may extend the time you can be
 *    sued", "could restart the period during which the creditor can sue you", "may lengthen the time a creditor can sue") was
 *    not read, so a letter that gave the bar and this warning was flagged for the warning missing; denied ("will not extend the
 *    time you can be sued"), it stays no warning.
 * 5. A suit threatened by its papers or its judge on a debt too old to sue on (12 CFR 1006.26(b) bars the threat; 15 U.S.C.
 *    1692e(5)): "you could receive court papers", "a judge could order you to pay", "you may be summoned to appear in court",
 *    "podría recibir una citación judicial", "podría ser emplazado", "podría recibir documentos del tribunal", "un juez podría
 *    ordenarle pagar" was not read by `time_barred_suit_threat`. Said of a suit the reader may face ("if you are sued, read
 *    any court papers carefully", "si se le demanda, lea con cuidado cualquier citación judicial"), it is no threat.
 * 6. `settlement_offer_false_urgency` read an offer only by its name ("settlement", "discount", "offer"): an offer said by what
 *    it ends ("pay half by May 1 and the rest is gone"), timed as a chance gone forever, was not read as an offer at all.
 *
 * Near misses that stay unflagged: a bare request for the whole balance (Huertas), said to end the debt or not, an offer negated,
 * a payment said to lower the balance as any payment does, a payment already made, an offer on a debt within the period, an original creditor's offer (not a debt collector,
 * 15 U.S.C. 1692a(6)), and an offer beside the law's bar and the revival warning said in plain words. Tests, not the measure.
 */
import { describe, expect, it } from 'vitest';
import { analyzeText, getRule, type UserAnswers } from '../index';
import { bareLaterLetter, CITY_IN, failing, runRule } from './test-letters';

const FEDERAL = 'time_barred_no_disclosure_federal';
const URGENCY = 'settlement_offer_false_urgency';
const DATE = 'March 3, 2023';
const TODAY = '2023-04-01';
const OLD: UserAnswers = { allPagesUploaded: true, debtPastLimitationPeriod: true };
const BALANCE = 'Current balance: $1,200.00.';

/** Whether `rule` flags a Virginia consumer's later letter holding the balance and `body`, with `answers`. */
const flags = (body: string, answers: UserAnswers = OLD, rule = FEDERAL, state = 'VA'): boolean =>
  runRule(rule, bareLaterLetter(`${BALANCE}\n\n${body}`, CITY_IN[state] as string, DATE), answers, state, TODAY).flagged;

const OFFERS_BY_ANOTHER_NAME = [
  // 1. an opportunity, a chance, savings
  'We have a special opportunity for you on this account. Call us today.',
  'Call to learn about the savings available on your account.',
  'This is an exclusive savings opportunity on your balance.',
  'Tenemos una oportunidad especial para usted en esta cuenta. Llámenos hoy.',
  'Llame para conocer esta oportunidad de ahorro en su cuenta.',
  // 2. less than the balance by its fraction or its result
  'We will accept 50 cents on the dollar.',
  'Pay half and the rest is gone.',
  'Your balance can be lowered to $450.00 if you call us.',
  'Pague menos de lo que debe: llámenos hoy.',
  'Aceptaremos el 50% del saldo.',
  'Su saldo puede reducirse a $450.00.',
  'Pague la mitad y el resto se perdona.',
  'Pague $450.00 y daremos la cuenta por cerrada.',
  // 3. a plan by what it fits
  'We can work out an arrangement that fits your budget.',
  'Let us help you put this account behind you with a plan that works for you.',
  'Our client will let you pay $50 a month.',
  'You may choose to pay in monthly amounts you can afford.',
  'Puede pagar en pagos mensuales que pueda costear.',
  'Llame para conocer sus opciones de pago.',
  // 4. a sum said to end the debt by what is left, or a part forgiven, a percentage paid, the balance split or started small
  'Pay $300 today and we will take care of the rest.',
  'Make this debt go away for $300.',
  'Pay $300 and walk away debt free.',
  'Call us to lower what you owe.',
  'Pay 60% and be done with it.',
  'A portion of your debt can be forgiven.',
  'We can waive part of your balance.',
  'Split your balance into 6 easy payments.',
  'Break your balance into smaller payments.',
  'Start with as little as $25.',
  'Elimine esta deuda por solo $300.',
  'Pague $300 y olvídese de esta deuda.',
  'Pague $300 y quede libre de esta deuda.',
  'Divida su saldo en 6 pagos.',
  'Pague el 60% y termine con su deuda.',
  'Comience con solo $25.',
  'Le ofrecemos una rebaja en su saldo.',
];

describe('an offer on a time-barred debt called by another name, in a circuit where a bare request is lawful', () => {
  it('is read as an offer, and the letter without the disclosure is flagged', () => {
    expect(failing(OFFERS_BY_ANOTHER_NAME, (b) => flags(b))).toEqual([]);
  });
});

describe('near misses', () => {
  it('a bare request for the whole balance, an offer negated, or a payment said to lower the balance is not an offer', () => {
    const lawful = [
      'Please pay the balance of $1,200.00.',
      'We cannot offer you a lower amount.',
      'No podemos ofrecerle un descuento.',
      'Each payment you make will reduce your balance.',
      'Por favor pague el saldo de $1,200.00.',
      'Pay $1,200.00 and walk away debt free.',
      'Pague el saldo de $1,200.00 y quede libre de esta deuda.',
      'Each payment you make will lower what you owe.',
      'We cannot forgive part of your balance.',
      'No podemos dividir su deuda en pagos.',
      'Ignoring this debt will not make it go away.',
      'Your payment of $300.00 was received; the rest of the balance remains due.',
      // Huertas's own words: an invitation to resolve, without less offered or time given
      'Please call us to resolve this issue.',
      'We would like to help you resolve this account.',
    ];
    expect(lawful.filter((b) => flags(b))).toEqual([]);
  });
  it('an offer on a debt within the period, or from the original creditor, is not flagged', () => {
    const offers = ['We will accept 50 cents on the dollar.', 'Aceptaremos el 50% del saldo.', 'We can work out an arrangement that fits your budget.'];
    expect(offers.filter((b) => flags(b, { allPagesUploaded: true, debtPastLimitationPeriod: false }))).toEqual([]);
    expect(offers.filter((b) => flags(b, { ...OLD, senderIsOriginalCreditor: true }))).toEqual([]);
  });
  it('an offer beside the law’s bar and the revival warning in plain words is not flagged', () => {
    const disclosed = [
      'Because of the age of your debt, the law does not allow you to be sued for it. If you make a payment, the time to sue may start over. We will accept 50 cents on the dollar.',
      'Debido a la antigüedad de su deuda, la ley no permite que se le demande por ella. Si hace un pago, el plazo para demandarle podría comenzar de nuevo. Aceptaremos el 50% del saldo.',
    ];
    expect(disclosed.filter((b) => flags(b))).toEqual([]);
  });
});

const BARS = [
  'Because of the age of your debt, the law does not allow you to be sued for it.',
  'Because of the age of your debt, the law does not allow anyone to sue you for it.',
  'Because of the age of this account, state law no longer permits a creditor to take you to court.',
  'Debido a la antigüedad de su deuda, la ley no permite que se le demande por ella.',
  'Debido a la antigüedad de su deuda, la ley no nos permite demandarle.',
  'Por la antigüedad de esta deuda, la ley ya no permite que nadie le demande.',
];

/** The federal rule's finding on an Illinois letter (a payment revives the debt there) holding the balance, `bar` and an offer. */
const illinoisFinding = (bar: string): string =>
  analyzeText(bareLaterLetter(`${BALANCE}\n\n${bar} We will accept 50 cents on the dollar.`, CITY_IN.IL as string, DATE), {
    answers: { state: 'IL', senderIsOriginalCreditor: false, ...OLD },
    today: TODAY,
    rules: [getRule(FEDERAL)!],
  }).findings.find((f) => f.id === FEDERAL)?.message ?? '';

describe('the law’s bar said as what the law does not allow', () => {
  it('is read as the bar: without the revival warning, the finding is the warning missing', () => {
    expect(failing(BARS, (b) => illinoisFinding(b).includes('does not warn that in IL a payment'))).toEqual([]);
  });
});

describe('the revival warning said by who can be sued in the time a payment extends', () => {
  const WARNINGS = [
    'A payment may extend the time you can be sued.',
    'Making a payment could restart the period during which the creditor can sue you.',
    'Paying may lengthen the time a creditor can sue.',
  ];
  it('with the bar, the letter passes', () => {
    expect(WARNINGS.filter((w) => illinoisFinding(`${BARS[0]} ${w}`) !== '')).toEqual([]);
  });
  it('denied, it is no warning, and the letter is flagged', () => {
    const denied = ['Making a payment will not extend the time you can be sued.', 'We will not extend the time you can be sued.'];
    expect(failing(denied, (w) => illinoisFinding(`${BARS[0]} ${w}`) !== '')).toEqual([]);
  });
});

describe('a suit threatened by its papers or its judge, on a debt too old to sue on', () => {
  const SUIT = 'time_barred_suit_threat';
  it('is read as a threat of suit', () => {
    const threats = [
      'You could receive court papers if this remains unpaid.',
      'A judge could order you to pay.',
      'You may be summoned to appear in court.',
      'Si no paga, podría recibir una citación judicial.',
      'Podría ser emplazado.',
      'Podría recibir documentos del tribunal.',
      'Un juez podría ordenarle pagar esta deuda.',
    ];
    expect(failing(threats, (b) => flags(b, OLD, SUIT))).toEqual([]);
  });
  it('said of a suit the reader may face, or denied, it is no threat', () => {
    const lawful = [
      'If you are sued, read any court papers carefully.',
      'Si se le demanda, lea con cuidado cualquier citación judicial.',
      'Si le demandan, responda a la citación judicial a tiempo.',
    ];
    expect(lawful.filter((b) => flags(b, OLD, SUIT))).toEqual([]);
  });
});

describe('an offer said by what it ends, timed as a chance gone forever', () => {
  it('is read by settlement_offer_false_urgency as an offer', () => {
    const timed = [
      'Pay half by April 30, 2023 and the rest is gone. After that date this chance is gone forever.',
      'Last chance: pay $300.00 by April 30, 2023 and the rest is forgiven.',
      'Pague la mitad antes del 30 de abril de 2023 y el resto se perdona. Esta oportunidad no se repetirá jamás.',
    ];
    expect(failing(timed, (b) => flags(b, OLD, URGENCY))).toEqual([]);
  });
  it('said with the renewal statement, it is not flagged', () => {
    expect(flags('Pay half by April 30, 2023 and the rest is gone. We are not obligated to renew this offer.', OLD, URGENCY)).toBe(false);
  });
});

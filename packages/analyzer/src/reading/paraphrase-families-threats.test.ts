/**
 * Paraphrase families for threats, time-barred debts, settlement offers and credit-reporting threats
 * (issue 26, decision 039). As in `paraphrase-families.test.ts`: variants generated from the law's
 * categories (who acts, what, how sure, the reason given, Spanish) that must be flagged, and near
 * misses that must not (the lawful wordings courts approved). Written from the doctrine, not from any
 * letter of the court corpus; negations come from compromise, not from the reader's vocabulary.
 */
import nlp from 'compromise';
import { describe, expect, it } from 'vitest';
import { analyzeText, getRule, type UserAnswers } from '../index';
import { readLetter } from './read-letter';
import { firstLetter } from './test-letters';

const TODAY = '2025-06-12';

const flags = (ruleId: string, text: string, answers: UserAnswers = {}, today = TODAY): boolean => {
  const result = analyzeText(text, { answers: { state: 'IN', ...answers }, today, rules: [getRule(ruleId)!] });
  expect(result.errors).toEqual([]);
  return result.findings.some((f) => f.id === ruleId);
};

// ---------------------------------------------------------------------------------------------
// A promise not to sue on a debt the letter says is old (Pantoja, 7th Cir. 2017; Buchanan, 6th Cir. 2015)

const REASONS = ['Because of the age of your debt', 'Due to the age of this account', 'Given the age of your debt', 'In view of the age of this debt'];
const PROMISES = [
  'we will not sue you for it',
  'our client will not file a lawsuit against you',
  'we are not going to take legal action against you',
  'the current owner has decided not to sue you',
  'we do not intend to take you to court',
  'our client has no intention of suing you',
  "we won't bring a lawsuit",
];
const ASKS = ['', ' We can offer you a 40% discount if you pay by July 30, 2025.', ' Please call us to discuss this account.'];

const oldDebtLetter = (sentence: string, tail = ''): string =>
  `Harbor Point Recovery\nPO Box 9, Indianapolis, IN 46204\n\nJune 2, 2025\n\nRe: account ending 3391\n\n${sentence}${tail}\n\nThis communication is from a debt collector.`;

describe('time_barred_no_disclosure_federal: a choice not to sue, on a debt the letter says is old', () => {
  const variants = REASONS.flatMap((reason, i) => PROMISES.map((promise, j) => oldDebtLetter(`${reason}, ${promise}.`, ASKS[(i + j) % ASKS.length])));
  it.each(variants)('flags from the words: %s', (text) => {
    expect(flags('time_barred_no_disclosure_federal', text)).toBe(true);
  });
  it('flags the Spanish wording', () => {
    for (const s of [
      'Debido a la antigüedad de su deuda, no le demandaremos.',
      'Debido a la antigüedad de su deuda, no vamos a demandarle.',
      'Debido a la antigüedad de su deuda, no tomaremos acciones legales.',
    ])
      expect(flags('time_barred_no_disclosure_federal', oldDebtLetter(s)), s).toBe(true);
  });
  it('does not flag when the letter says the law bars suit, in any of the approved wordings', () => {
    // (Decision 165: "The law limits how long you can be sued on a debt. Because of the age of your debt, we will not sue
    // you for it." says of this debt only a promise; in the 7th Circuit, this letter's, that is not the law's bar.)
    expect(
      flags(
        'time_barred_no_disclosure_federal',
        oldDebtLetter('The law limits how long you can be sued on a debt. Because of the age of your debt, we will not sue you for it.'),
      ),
    ).toBe(true);
    expect(
      flags(
        'time_barred_no_disclosure_federal',
        oldDebtLetter('The law limits how long you can be sued on a debt. Because of the age of your debt, we will not sue you for it.'),
        { state: 'OH' },
      ),
    ).toBe(false);
    for (const lawful of [
      'The law limits how long you can be sued on a debt. Because of the age of your debt, we cannot sue you for it.',
      'Because of the age of your debt, we cannot sue you for it.',
      'Because of the age of your debt, the statute of limitations has expired and you cannot be sued for it.',
      'Because of the age of your debt, it is no longer legally enforceable, and we will not sue you for it.',
    ])
      expect(flags('time_barred_no_disclosure_federal', oldDebtLetter(lawful)), lawful).toBe(false);
  });
  it('does not flag a promise not to sue on a debt not said to be old and within the period, nor in the 8th Circuit', () => {
    const recent = oldDebtLetter('We will not sue you while you keep to the payment plan.');
    expect(flags('time_barred_no_disclosure_federal', recent, { lastPaymentDate: '2024-01-10' })).toBe(false);
    expect(flags('time_barred_no_disclosure_federal', oldDebtLetter('Because of the age of your debt, we will not sue you for it.'), { state: 'MN' })).toBe(
      false,
    );
  });
  it('does not flag a closing letter: the promise comes with the end of collection', () => {
    for (const closing of [
      'We are closing our file on this account.',
      'We have stopped all collection on this account.',
      'We are returning the account to our client.',
      'Cerramos el expediente de esta cuenta.',
    ])
      expect(
        flags('time_barred_no_disclosure_federal', oldDebtLetter(`Because of the age of your debt, we will not sue you for it. ${closing}`)),
        closing,
      ).toBe(false);
  });
  it('does not read a denial of the age as an admission (compromise writes the negation)', () => {
    const denied = nlp('The debt is time-barred.').sentences().toNegative().text();
    expect(denied).toMatch(/not/);
    expect(flags('time_barred_no_disclosure_federal', oldDebtLetter(`${denied} We will not sue you for it.`))).toBe(false);
  });
});

// ---------------------------------------------------------------------------------------------
// An offer presented as never to be repeated (Goswami, 5th Cir. 2004), unless the letter says it may
// be renewed (Evory v. RJM, 7th Cir. 2007; Preston v. Midland, 7th Cir. 2020)

const OFFERS = [
  'We are authorized to accept $600.00, a 60% discount, to settle this account in full.',
  'Our client will accept a lump-sum payment of $600.00 as settlement of this balance.',
  'You can save $900.00 if you pay $600.00 by July 30, 2025.',
];
const ONE_TIME_WORDS = [
  'This is a one-time offer.',
  'This offer will never be repeated.',
  'This offer cannot be extended.',
  "This discount won't be offered again.",
  'We will not be able to make this offer again.',
  'This is your last chance to save.',
  'This is the only time we can make this offer.',
  'Once it expires, this offer is gone for good.',
];
const RENEWAL = [
  'We are not obligated to renew this offer.',
  'We are under no obligation to renew this offer.',
  'We may or may not renew this offer.',
  'Other offers may be available in the future.',
];
const offerLetter = (body: string): string =>
  `Harbor Point Recovery\nPO Box 9, Austin, TX 78701\n\nJune 2, 2025\n\nRe: account ending 3391. Balance: $1,500.00\n\n${body}\n\nThis communication is from a debt collector.`;

describe('settlement_offer_false_urgency: an offer presented as never to be repeated', () => {
  const variants = ONE_TIME_WORDS.map((w, i) => offerLetter(`${OFFERS[i % OFFERS.length]} ${w}`));
  it.each(variants)('flags: %s', (text) => {
    expect(flags('settlement_offer_false_urgency', text, { state: 'TX' })).toBe(true);
  });
  it('flags the Spanish wording', () => {
    for (const w of ['Esta es una oferta única.', 'Esta oferta no se repetirá.', 'Es su última oportunidad de ahorrar.', 'Oferta válida por única vez.'])
      expect(
        flags('settlement_offer_false_urgency', offerLetter(`Aceptaremos $600.00 para liquidar esta cuenta, un descuento del 60%. ${w}`), { state: 'TX' }),
        w,
      ).toBe(true);
  });
  it('does not flag the same offers with the renewal statement, in any of its wordings or in Spanish', () => {
    ONE_TIME_WORDS.forEach((w, i) => {
      const renewal = RENEWAL[i % RENEWAL.length]!;
      expect(flags('settlement_offer_false_urgency', offerLetter(`${OFFERS[i % OFFERS.length]} ${w} ${renewal}`), { state: 'TX' }), `${w} ${renewal}`).toBe(
        false,
      );
    });
    expect(
      flags(
        'settlement_offer_false_urgency',
        offerLetter('Aceptaremos $600.00 para liquidar esta cuenta. Esta oferta no se repetirá. No estamos obligados a renovar esta oferta.'),
        {
          state: 'TX',
        },
      ),
    ).toBe(false);
  });
  it('does not flag a plain deadline, or an offer said to be open to renewal', () => {
    for (const body of [
      'We are authorized to accept $600.00 to settle this account if we receive it by July 30, 2025.',
      'We will accept $600.00 to settle this account. This offer expires on July 30, 2025, but we may be able to offer you other options later.',
    ])
      expect(flags('settlement_offer_false_urgency', offerLetter(body), { state: 'TX' }), body).toBe(false);
  });
});

describe('settlement_offer_false_urgency: near misses', () => {
  it('does not read a one-time (lump-sum) payment or settlement as a one-time offer', () => {
    expect(flags('settlement_offer_false_urgency', offerLetter('We will accept a one-time settlement of $600.00 by July 30, 2025.'), { state: 'TX' })).toBe(
      false,
    );
    expect(flags('settlement_offer_false_urgency', offerLetter('You may settle this account with a one-time payment of $600.00.'), { state: 'TX' })).toBe(
      false,
    );
  });
});

// ---------------------------------------------------------------------------------------------
// An invitation to dispute by telephone while a dispute had to be in writing (Third Circuit before
// Riccio, 2020: Graziano; Caprio v. Healthcare Revenue Recovery Group, 3d Cir. 2013)

const INVITATIONS = [
  'If you feel you do not owe this amount',
  'If you believe this balance is incorrect',
  'If you wish to dispute this debt',
  'If you disagree with the amount shown',
  'To dispute this debt',
];
const CALLS = [
  'please call us at 800-555-0100',
  'call our office toll free at 800-555-0100',
  'telephone us at 800-555-0100 or write to us at the address above',
];
const STATUTORY_NOTICE =
  'Unless you notify this office within 30 days after receiving this notice that you dispute the validity of this debt or any portion thereof, this office will assume this debt is valid. If you notify this office in writing within 30 days from receiving this notice that you dispute the validity of this debt or any portion thereof, this office will obtain verification of the debt and mail you a copy of such verification.';
const noticeLetter = (date: string, body: string, notice = STATUTORY_NOTICE): string =>
  `Keystone Medical Recovery\nPO Box 4, Trenton, NJ 08608\n\n${date}\n\nRe: account ending 3391. Creditor: Shore Physicians. Balance: $412.00\n\n${body}\n\n${notice}\n\nThis is an attempt to collect a debt by a debt collector.`;

describe('dispute_must_be_in_writing_misstated: an invitation to dispute by phone in the Third Circuit before Riccio', () => {
  const variants = INVITATIONS.flatMap((inv, i) =>
    CALLS.map((call, j) => ((i + j) % 2 === 0 ? `${inv}, ${call}.` : `${call[0]!.toUpperCase()}${call.slice(1)} ${inv.toLowerCase()}.`)),
  );
  it.each(variants)('flags (New Jersey, 2015): %s', (body) => {
    expect(flags('dispute_must_be_in_writing_misstated', noticeLetter('March 2, 2015', body), { state: 'NJ' }, '2015-03-12')).toBe(true);
  });
  it('flags the Spanish wording', () => {
    const body = 'Si usted cree que no debe esta cantidad, llámenos al 800-555-0100.';
    expect(flags('dispute_must_be_in_writing_misstated', noticeLetter('March 2, 2015', body), { state: 'PA' }, '2015-03-12')).toBe(true);
  });
  it('does not flag the same invitation after Riccio, outside the Third Circuit, or without a written-dispute notice', () => {
    const body = 'If you feel you do not owe this amount, please call us at 800-555-0100.';
    expect(flags('dispute_must_be_in_writing_misstated', noticeLetter('June 2, 2020', body), { state: 'NJ' }, '2020-06-12')).toBe(false);
    expect(flags('dispute_must_be_in_writing_misstated', noticeLetter('March 2, 2015', body), { state: 'NY' }, '2015-03-12')).toBe(false);
    expect(
      flags(
        'dispute_must_be_in_writing_misstated',
        noticeLetter('March 2, 2015', body, 'This communication is from a debt collector.'),
        { state: 'NJ' },
        '2015-03-12',
      ),
    ).toBe(false);
  });
  it('does not flag a call invitation that is not about disputing, or the notice alone', () => {
    for (const body of ['If you have any questions about this account, please call us at 800-555-0100.', 'Please call us to discuss payment options.', ''])
      expect(flags('dispute_must_be_in_writing_misstated', noticeLetter('March 2, 2015', body), { state: 'NJ' }, '2015-03-12'), body).toBe(false);
  });
});

// ---------------------------------------------------------------------------------------------
// Spanish referrals in the passive ("su cuenta será remitida a un abogado"): a threat inside the
// validation period (15 U.S.C. 1692g(b); 12 CFR 1006.38(b)(1)), read like the English passive

const regFNotice = (body: string): string =>
  `Apex Recovery Group\nPO Box 100\nDallas, TX 75201\n\nJune 2, 2025\n\nRe: cuenta 4411. Acreedor actual: Pinecrest Bank. Monto total de la deuda ahora: $1,250.00.\n\nEsta comunicación es de un cobrador de deudas.\n\n${body}\n\nLlame o escríbanos antes del 14 de julio de 2025 para disputar toda o parte de la deuda. Si no lo hace, asumiremos que nuestra información es correcta.\nSi nos escribe antes del 14 de julio de 2025, debemos suspender el cobro de cualquier monto que usted dispute hasta que le enviemos información que demuestre que usted debe la deuda.`;

describe('overshadow_threat_inside_period: Spanish passive referrals', () => {
  const STEPS = [
    'remitida a un abogado',
    'enviada a nuestros abogados',
    'transferida a nuestro departamento legal',
    'asignada a un bufete de abogados',
    'turnada a nuestros abogados',
  ];
  const WHEN = ['si no paga dentro de 10 días', 'si no recibimos su pago antes del 20 de junio de 2025'];
  const variants = STEPS.flatMap((step, i) => [`Su cuenta será ${step} ${WHEN[i % 2]}.`, `Su cuenta podría ser ${step} ${WHEN[(i + 1) % 2]}.`]);
  it.each(variants)('flags: %s', (body) => {
    expect(flags('overshadow_threat_inside_period', regFNotice(body), { state: 'TX' })).toBe(true);
  });
  it('does not flag the same step in the past or denied', () => {
    for (const body of [
      'Su cuenta fue enviada a nuestros abogados el año pasado.',
      'Su cuenta no será enviada a ningún abogado durante el período de disputa.',
    ])
      expect(flags('overshadow_threat_inside_period', regFNotice(body), { state: 'TX' }), body).toBe(false);
  });
});

// ---------------------------------------------------------------------------------------------
// A threat of suit on a time-barred debt (12 CFR 1006.26(b); 15 U.S.C. 1692e(2)(A), (5)), and a threat
// to report a debt too old to be reported (15 U.S.C. 1692e(5), (8); 1681c(a)(4)), in the reading layer's words

const OLD_DEBT: UserAnswers = { state: 'TX', lastPaymentDate: '2015-01-10' };

/** A family on an old debt: each threat flags; each near miss does not; the first threat on a recent debt does not. */
const oldDebtFamily = (ruleId: string, title: string, threats: readonly string[], nearMisses: readonly string[]) =>
  describe(`${ruleId}: ${title}`, () => {
    it.each(threats)('flags: %s', (body) => {
      expect(flags(ruleId, offerLetter(body), OLD_DEBT)).toBe(true);
    });
    it('does not flag denials, the past, or the same words on a recent debt', () => {
      for (const body of nearMisses) expect(flags(ruleId, offerLetter(body), OLD_DEBT), body).toBe(false);
      expect(flags(ruleId, offerLetter(threats[0]!), { state: 'TX', lastPaymentDate: '2024-10-01' })).toBe(false);
    });
  });

oldDebtFamily(
  'time_barred_suit_threat',
  'threats read by the reading layer',
  [
    'If you do not pay, we may take this matter to court.',
    'Our client intends to take you to court over this balance.',
    'Si no paga, podríamos llevar este asunto a los tribunales.',
    'Su cuenta será remitida a un abogado.',
    'You will receive no further notice before legal action is filed.',
  ],
  ['No legal action has been or will be taken.', 'Su cuenta fue enviada a nuestros abogados el año pasado.', 'No lawsuit will be filed.'],
);

oldDebtFamily(
  'credit_reporting_threat_misleading',
  'a threat to report a debt too old to be reported',
  [
    'We may notify the credit reporting agencies of your delinquency.',
    'Su cuenta será reportada a los burós de crédito.',
    'This account will be furnished to Equifax, Experian and TransUnion.',
  ],
  ['We will not report this account to any credit bureau.', 'Su cuenta no será reportada a los burós de crédito.'],
);

// ---------------------------------------------------------------------------------------------
// A framed referral for suit: "final notice [to you] before [we / our client] [refer / give / turn over] the
// account to [an / their] attorney for legal action" (Jeter v. Credit Bureau, 11th Cir. 1985): a threat whose
// intent cannot be read, so it is asked about, and flagged once no suit followed (1692e(5), (10)).

const asked = (ruleId: string, text: string, answers: UserAnswers = {}, today = TODAY): string[] => {
  const result = analyzeText(text, { answers: { state: 'GA', ...answers }, today, rules: [getRule(ruleId)!] });
  expect(result.errors).toEqual([]);
  return result.questions.filter((q) => q.askedBy.includes(ruleId)).map((q) => q.id);
};

const FRAMES = ['This is our final notice to you before', 'This is your last notice before', 'This is the final warning prior to', 'Final demand before'];
const STEPS = [
  'recommending that our client give the account to their attorney for legal action',
  'we refer your account to an attorney for collection',
  'our client turns this matter over to its attorney',
  'we pass the account on to our attorneys for suit',
  'legal action is taken on this account',
];
const framedLetter = (sentence: string): string =>
  `Peachtree Credit Bureau\nPO Box 7, Atlanta, GA 30301\n\nMarch 3, 2025\n\n${sentence}\nPlease return this notice with your payment in the envelope enclosed.`;

describe('threat_legal_action_unintended: a final notice before a referral or suit (Jeter)', () => {
  const variants = FRAMES.flatMap((frame, i) => STEPS.filter((_, j) => (i + j) % 2 === 0 || j === 0).map((step) => framedLetter(`${frame} ${step}.`)));
  it.each(variants)('asks whether a suit followed: %s', (text) => {
    expect(asked('threat_legal_action_unintended', text)).toContain('lawsuitFiled');
  });
  it.each(variants)('flags once no suit followed after sixty days: %s', (text) => {
    expect(flags('threat_legal_action_unintended', text, { state: 'GA', lawsuitFiled: false })).toBe(true);
  });
  it('reads the Spanish frame', () => {
    for (const s of ['Este es nuestro último aviso antes de remitir su cuenta a un abogado.', 'Aviso final antes de tomar acciones legales en su contra.'])
      expect(asked('threat_legal_action_unintended', framedLetter(s)), s).toContain('lawsuitFiled');
  });
  it('does not read a consumer told to give the letter to their own lawyer, nor a notice that is not framed, as a threat', () => {
    for (const s of [
      'If you have a lawyer, you may give this letter to your attorney.',
      'This is our final notice to you about the change of address.',
      'Please give the account number to the agent when you call.',
    ]) {
      expect(asked('threat_legal_action_unintended', framedLetter(s)), s).not.toContain('lawsuitFiled');
      expect(flags('threat_legal_action_unintended', framedLetter(s), { state: 'GA', lawsuitFiled: false }), s).toBe(false);
    }
  });
  it('does not flag once a suit was filed', () => {
    expect(flags('threat_legal_action_unintended', framedLetter(`${FRAMES[0]} ${STEPS[0]}.`), { state: 'GA', lawsuitFiled: true })).toBe(false);
  });
});

// ---------------------------------------------------------------------------------------------
// Forgiven debt reported to the IRS when no report can be made: a discharge under $600 is never reportable
// (26 U.S.C. 6050P(b)); "will report … as required by IRS regulations" misleads even beside "might not be
// required in your case" (Schultz v. Midland, 3d Cir. 2018), and so does "may file a 1099-C" (Heredia v.
// Capital Management Services, 7th Cir. 2019). "This settlement may have tax consequences" is lawful (Dunbar
// v. Kohn Law Firm, 7th Cir. 2018).

const TAX_STATEMENTS = [
  'We will report forgiveness of debt as required by IRS regulations.',
  'We are required to file a Form 1099-C for any amount forgiven.',
  'Our client may report the forgiven amount to the Internal Revenue Service.',
  'The amount forgiven will be reported to the IRS on Form 1099-C, although reporting might not be required in your case.',
  'Any debt forgiveness may be reported to the I.R.S.',
  'Reportaremos al IRS la cantidad perdonada.',
  'El acreedor podría presentar un formulario 1099-C ante el Servicio de Impuestos Internos.',
];
const taxLetter = (statement: string, amounts = 'Balance due: $450.00. We will accept $200.00 to settle this account in full.'): string =>
  `Harbor Point Recovery\nPO Box 9, Newark, NJ 07102\n\nJune 2, 2025\n\nRe: account ending 3391\n\n${amounts}\n${statement}\n\nThis communication is from a debt collector.`;

describe('misstated_legal_status: a report to the IRS that cannot happen', () => {
  it.each(TAX_STATEMENTS)('flags from the words when the balance is under $600: %s', (statement) => {
    expect(flags('misstated_legal_status', taxLetter(statement), { state: 'NJ' })).toBe(true);
  });
  it.each(TAX_STATEMENTS)('flags when the balance is not in the words and the consumer says it is under $600: %s', (statement) => {
    expect(flags('misstated_legal_status', taxLetter(statement, ''), { state: 'NJ', balanceUnder600: true })).toBe(true);
  });
  it('asks what a settlement would forgive when the letter does not say it (decision 187: the amount forgiven decides, not the balance)', () => {
    const result = analyzeText(taxLetter(TAX_STATEMENTS[0]!, ''), { answers: { state: 'NJ' }, today: TODAY, rules: [getRule('misstated_legal_status')!] });
    expect(result.questions.map((q) => q.id)).toContain('settlementForgivesUnder600');
    expect(result.findings).toEqual([]);
  });
  it('does not flag when $600 or more can be forgiven, or when the consumer says the balance is larger', () => {
    const large = 'Balance due: $4,049.08. We will accept $2,631.90 to settle this account in full.';
    for (const statement of TAX_STATEMENTS) {
      expect(flags('misstated_legal_status', taxLetter(statement, large), { state: 'NJ' }), statement).toBe(false);
      expect(
        flags('misstated_legal_status', taxLetter(statement, ''), { state: 'NJ', balanceUnder600: false, settlementForgivesUnder600: false }),
        statement,
      ).toBe(false);
    }
  });
  it('does not flag or ask about the wordings courts approved (tax consequences, advice to consult an adviser)', () => {
    for (const lawful of [
      'NOTICE: This settlement may have tax consequences.',
      'This settlement may have tax consequences; please consult your tax advisor about reporting to the IRS.',
      'Esta liquidación puede tener consecuencias fiscales.',
    ]) {
      const result = analyzeText(taxLetter(lawful), { answers: { state: 'NJ' }, today: TODAY, rules: [getRule('misstated_legal_status')!] });
      expect(result.findings, lawful).toEqual([]);
      expect(
        result.questions.map((q) => q.id),
        lawful,
      ).not.toContain('balanceUnder600');
    }
  });
});

// ---------------------------------------------------------------------------------------------
// A letter that announces the account has just come to the collector is its first letter: a demand for
// immediate payment on it overshadows the notice (Miller v. Payco-General American Credits, 4th Cir. 1991).

const PLACEMENTS = [
  'Your past due account has been given to us for immediate action.',
  'Your account has been placed with our office for collection.',
  'This debt has been assigned to this agency.',
  'We have been retained by Star Bank to collect this account.',
  'Your account has just been turned over to us.',
  'Su cuenta ha sido asignada a nuestra agencia.',
  'Your overdue balance with Mercy General Hospital has been referred to our office.',
];
/**
 * Signs of a first letter that do not say who sends it (decision 086): the creditor named between the account
 * and the placement, the collector by its name, a pointer to the important notice printed on the back. The
 * letter's debt-collector line says who sends it.
 */
const FIRST_LETTER_SIGNS = [
  'Your account with Star Bank has been placed with Payco Credit, Inc. for collection.',
  'The balance owed to City Dental has been assigned to Payco Credit Services.',
  'Su saldo con el Hospital General ha sido remitido a nuestra oficina.',
  'PLEASE SEE IMPORTANT NOTICE ON BACK.',
  'See reverse side for important information about your rights.',
  'Important notice on the reverse side.',
  'Vea el aviso importante al dorso.',
];
const COLLECTOR_LINE = '\nThis communication is from a debt collector.';
const placementLetter = (placement: string, tail = ''): string =>
  `Payco Credit\nPO Box 3, Baltimore, MD 21201\n\n${placement}\nTHIS IS A DEMAND FOR IMMEDIATE FULL PAYMENT OF YOUR DEBT.${tail}`;

describe('overshadow_payment_deadline: a demand for immediate payment in a letter that announces the placement', () => {
  it.each(PLACEMENTS)('flags from the words: %s', (placement) => {
    expect(flags('overshadow_payment_deadline', placementLetter(placement), { state: 'MD' })).toBe(true);
  });
  it.each(FIRST_LETTER_SIGNS)('flags from the words of a collector: %s', (sign) => {
    expect(flags('overshadow_payment_deadline', placementLetter(sign, COLLECTOR_LINE), { state: 'MD' })).toBe(true);
    expect(flags('overshadow_payment_deadline', placementLetter(sign, `${COLLECTOR_LINE}\nThis is our second notice to you.`), { state: 'MD' })).toBe(false);
  });
  it('does not flag a letter that calls itself a later one, one whose reader says it was not the first, or an invitation to pay', () => {
    expect(flags('overshadow_payment_deadline', placementLetter(PLACEMENTS[1]!, '\nThis is our second notice to you.'), { state: 'MD' })).toBe(false);
    expect(flags('overshadow_payment_deadline', placementLetter(PLACEMENTS[1]!), { state: 'MD', isFirstContact: false })).toBe(false);
    expect(flags('overshadow_payment_deadline', `Payco Credit\n\n${PLACEMENTS[1]}\nIf you wish, you may pay this bill immediately.`, { state: 'MD' })).toBe(
      false,
    );
  });
  it('asks, rather than judges, when nothing says the account has just been placed', () => {
    expect(flags('overshadow_payment_deadline', 'Payco Credit\n\nTHIS IS A DEMAND FOR IMMEDIATE FULL PAYMENT OF YOUR DEBT.', { state: 'MD' })).toBe(false);
  });
  it('does not read a referral to a lawyer, a credit bureau or "a collection agency", nor a notice not on the back, as a first letter', () => {
    for (const placement of [
      'Your account with Star Bank has been referred to Smith Law Firm, LLC.',
      'Your account has been referred to a collection agency.',
      'Your balance has been reported to Equifax Credit Information Services.',
      'Please see the important notice below.',
      'Keep this notice for your records.',
    ])
      expect(flags('overshadow_payment_deadline', placementLetter(placement, COLLECTOR_LINE), { state: 'MD' }), placement).toBe(false);
  });
});

// ---------------------------------------------------------------------------------------------
// A Spanish sentence telling the reader to call, inside an English-only notice of the rights to dispute
// (Ehrich v. I.C. System, E.D.N.Y. 2010: unlawful as a matter of law for the Spanish readers it addresses).
// In the Second Circuit the words alone flag; elsewhere, and for a reader who reads no Spanish, they do not.

const ENGLISH_NOTICE =
  'Unless you notify this office within 30 days after receiving this notice that you dispute the validity of this debt or any portion thereof, this office will assume this debt is valid. If you notify this office in writing within 30 days from receiving this notice that you dispute the validity of this debt, this office will obtain verification of the debt.';
const SPANISH_CALLS = [
  'Si usted tiene alguna pregunta acerca de esta cuenta, llame al 800-555-0100 y refiérase al número de su cuenta.',
  'Si tiene preguntas sobre su deuda, comuníquese con nosotros al 800-555-0100.',
  'Para cualquier pregunta sobre esta cuenta, llámenos al 800-555-0100.',
];
const noticeWithSpanish = (spanish: string): string =>
  `Metro Recovery Services\nPO Box 12, Brooklyn, NY 11201\n\nApril 21, 2025\n\nThis communication is from a debt collector.\n${ENGLISH_NOTICE}\n${spanish}`;

describe('disclosure_language_mismatch: a Spanish call-us sentence inside an English-only notice (Ehrich)', () => {
  it.each(SPANISH_CALLS)('flags from the words in the Second Circuit: %s', (spanish) => {
    expect(flags('disclosure_language_mismatch', noticeWithSpanish(spanish), { state: 'NY' })).toBe(true);
  });
  it.each(SPANISH_CALLS)('does not flag elsewhere without the answer, nor for a reader who reads no Spanish: %s', (spanish) => {
    expect(flags('disclosure_language_mismatch', noticeWithSpanish(spanish), { state: 'TX' })).toBe(false);
    expect(flags('disclosure_language_mismatch', noticeWithSpanish(spanish), { state: 'NY', readsSpanish: false })).toBe(false);
  });
  it('does not flag the offer of a Spanish copy or of help in Spanish', () => {
    for (const offer of [
      'Póngase en contacto con nosotros para solicitar una copia de este formulario en español.',
      'Para asistencia en español, llame al 800-555-0100.',
    ])
      expect(flags('disclosure_language_mismatch', noticeWithSpanish(offer), { state: 'NY' }), offer).toBe(false);
  });
});

// ---------------------------------------------------------------------------------------------
// Issue 26, decision 072: threats, demands, attorney involvement and the creditor's name in the ways
// collectors write them. Generated from the law's categories (who acts × what step × how sure × when;
// passive; Spanish), with the lawful near misses courts approved. No court-corpus letter's words.

/** A Reg F first letter (validation period to July 14, 2025) with `body` as its own words, no salutation, the notice's first two statements. */
const regFLetter = (body: string, head?: string, signature?: string): string =>
  firstLetter(body, { head, signature, salutation: false, stopCollectionLine: false });

const WHOLE: UserAnswers = { state: 'TX', allPagesUploaded: true };

describe('overshadow_threat_inside_period: the step in other words (escalation, remedies, Spanish filing verbs)', () => {
  const id = 'overshadow_threat_inside_period';
  const SUBJECTS = ['We', 'Our client', 'This office'];
  const STEPS = [
    'bring suit against you',
    'initiate legal proceedings',
    'pursue all available legal remedies',
    'escalate this matter to our legal department',
    'take you to small claims court',
  ];
  const WHEN = ['within ten (10) days', 'by June 20, 2025', 'within one week of the date of this letter'];
  const MODAL = ['will', 'intends to', 'is prepared to', 'has no choice but to'];
  const active = SUBJECTS.flatMap((who, i) =>
    STEPS.map((step, j) => {
      const modal = MODAL[(i + j) % MODAL.length]!.replace(/^is /, who === 'We' ? 'are ' : 'is ')
        .replace(/^intends /, who === 'We' ? 'intend ' : 'intends ')
        .replace(/^has /, who === 'We' ? 'have ' : 'has ');
      return `${who} ${modal} ${step} ${WHEN[(i + j) % WHEN.length]} unless the balance is paid.`;
    }),
  );
  const passive = [
    'Your account will be escalated to litigation within 10 days if we do not hear from you.',
    'Your file will then be escalated by June 20, 2025. The 30-day period does not prevent us from filing a lawsuit.',
    'Suit will be brought against you within ten days.',
    'Legal proceedings will be initiated against you within one week.',
  ];
  const spanish = [
    'Si no paga dentro de 10 días, tomaremos medidas legales en su contra.',
    'Nuestro cliente va a presentar una demanda en su contra dentro de diez días.',
    'Vamos a interponer una demanda si no recibimos su pago antes del 20 de junio de 2025.',
    'Podemos presentar una demanda sin esperar los 30 días.',
    'Un abogado podrá iniciar un juicio en su contra de inmediato. El período de 30 días no impide que presentemos una demanda.',
  ];
  it.each([
    ['active, any subject and modality', active],
    ['passive', passive],
    ['Spanish', spanish],
  ])('flags: %s', (_name, sentences) => {
    expect(sentences.filter((s) => !flags(id, regFLetter(s), WHOLE))).toEqual([]);
  });
  it('flags a hedged step when the letter says it need not wait for the thirty days', () => {
    for (const s of [
      'We may file suit against you. We are not required to wait until the end of the 30-day period before doing so.',
      'Our client may commence an action at any time; it need not wait for the thirty-day validation period to end.',
    ])
      expect(flags(id, regFLetter(s), WHOLE), s).toBe(true);
  });
  it("does not flag the same steps after the period, denied, in the past, or with Bartlett's explanation", () => {
    for (const s of [
      'After July 14, 2025, this matter may be escalated to our legal department.',
      'We will not bring suit against you within the next ten days.',
      'Our client brought suit on a different account in 2019.',
      'We will initiate legal proceedings within ten days unless you pay. Even so, you still have the right to dispute the debt by July 14, 2025; our suit does not affect that right.',
      'No tomaremos medidas legales durante el período de disputa.',
    ])
      expect(flags(id, regFLetter(s), WHOLE), s).toBe(false);
  });
  it("does not flag Bartlett's safe-harbour explanation, in English or Spanish, beside a hedged or dated suit", () => {
    for (const s of [
      'We may file suit against you. The law does not require us to wait until the end of the thirty-day period before suing you to collect this debt. If, however, you request proof of the debt or the name and address of the original creditor within the thirty-day period that begins with your receipt of this letter, the law requires us to suspend our efforts (through litigation or otherwise) to collect the debt until we mail the requested information to you.',
      'Podemos presentar una demanda. La ley no nos exige esperar hasta el final del período de 30 días antes de demandarle. Sin embargo, si usted solicita prueba de la deuda dentro de ese período, la ley nos obliga a suspender nuestros esfuerzos de cobro hasta enviarle la información.',
      'Presentaremos una demanda dentro de 10 días si no paga. Aun así, usted todavía tiene el derecho de disputar la deuda hasta el 14 de julio de 2025.',
    ])
      expect(flags(id, regFLetter(s), WHOLE), s).toBe(false);
  });
});

describe('overshadow_payment_deadline: payment demanded at once in the ways collectors say it', () => {
  const id = 'overshadow_payment_deadline';
  const demands = [
    'The entire balance is due and payable immediately.',
    'The full balance is payable upon receipt of this letter.',
    'We expect your check for the full balance by return mail.',
    'Send the full balance now.',
    'PAY IN FULL NOW. See reverse side for important information.',
    'Mail the entire amount within 10 days.',
    'Exigimos el pago inmediato del saldo.',
    'Envíe su pago hoy mismo para evitar más acciones de cobro.',
    'Remita el saldo total dentro de 10 días.',
  ];
  it.each(demands)('flags: %s', (s) => {
    expect(flags(id, regFLetter(s), WHOLE)).toBe(true);
  });
  it('flags a response demanded inside the period under threat of a step (Savino v. Computer Credit, 2d Cir. 1998)', () => {
    for (const s of [
      'To stop further collection action, you must contact us within five days.',
      'You must call this office within 10 days or your account will be referred to an attorney.',
      'We must hear from you immediately. Otherwise, legal action will be taken.',
      'Call us within 10 days or we will sue.',
      'Comuníquese con nosotros de inmediato para evitar medidas legales.',
    ])
      expect(flags(id, regFLetter(s), WHOLE), s).toBe(true);
    for (const s of [
      'If you have any questions, please call us within 10 days.',
      'Call us within 10 days to discuss payment options.',
      'We must hear from you within 7 days of this notice.',
      'You may contact us within 10 days to avoid further collection activity, if you wish.',
      'Please call us at your earliest convenience to avoid further action.',
    ])
      expect(flags(id, regFLetter(s), WHOLE), s).toBe(false);
  });
  it('does not flag an invitation (Wilson v. Quadramed), a request without a time (Bartlett), or an offer', () => {
    for (const s of [
      'We shall afford you the opportunity to pay this balance immediately and avoid further action.',
      'Please remit payment at your earliest convenience.',
      'If you wish, you may send your payment at any time.',
      'We will accept $600.00 to settle this account if paid within 10 days.',
      'Puede enviar su pago cuando guste.',
    ])
      expect(flags(id, regFLetter(s), WHOLE), s).toBe(false);
  });
});

describe('threat_legal_action_unintended: a definite threat read in the passive, as remedies, or in Spanish', () => {
  const id = 'threat_legal_action_unintended';
  const threats = [
    'We are prepared to take you to court.',
    'We will pursue all legal remedies available to our client.',
    'Legal proceedings will be initiated against you.',
    'Tomaremos medidas legales en su contra si no paga.',
    'Nuestro cliente va a presentar una demanda.',
    'Su cuenta será enviada a nuestros abogados para iniciar un juicio.',
  ];
  const letter = (s: string): string =>
    `Apex Recovery Group\nPO Box 100\nDallas, TX 75201\n\nJune 2, 2025\n\nDear Maria Gomez:\n\n${s}\n\nThis communication is from a debt collector.`;
  it.each(threats)('flags once no suit followed (and asks before): %s', (s) => {
    expect(flags(id, letter(s), { state: 'TX', lawsuitFiled: false }, '2025-09-01')).toBe(true);
    const asked = analyzeText(letter(s), { answers: { state: 'TX' }, today: '2025-09-01', rules: [getRule(id)!] });
    // A collection agency that says it will itself pursue its client's legal remedies threatens a step it cannot legally take:
    // flagged from the words, with no question (decision 218; Withers v. Eveland, E.D. Va. 1997).
    if (s === threats[1]) expect(asked.findings.map((f) => f.id)).toContain(id);
    else expect(asked.questions.map((q) => q.id)).toContain('lawsuitFiled');
  });
  it('does not flag a truthful "may", a denial, the past, or a suit that was filed', () => {
    for (const s of ['We may take legal action to collect this debt.', 'We will not take you to court.', 'A lawsuit was filed against you in 2019.'])
      expect(flags(id, letter(s), { state: 'TX', lawsuitFiled: false }, '2025-09-01'), s).toBe(false);
    expect(flags(id, letter(threats[0]!), { state: 'TX', lawsuitFiled: true }, '2025-09-01')).toBe(false);
  });
});

describe("false_attorney_involvement: a law firm's demand said to rest on the client's word alone, or signed by machine", () => {
  const id = 'false_attorney_involvement';
  const FIRMS = ['Marsh & Delaney, Attorneys at Law', 'Law Offices of Priya Raman, P.C.', 'Okafor Legal Group LLP'];
  const RELIANCE = [
    'This demand is based solely on the records provided to us by our client.',
    'We have relied exclusively on information furnished by the creditor in preparing this letter.',
    'The balance stated here has not been independently verified by this office.',
    'This letter was prepared without any independent review of your file.',
    'Nos basamos únicamente en la información proporcionada por nuestro cliente.',
    'This letter bears a facsimile signature.',
    'The signature on this letter is computer-generated.',
  ];
  const firmLetter = (firm: string, sentence: string, extra = ''): string =>
    `${firm}\n100 Main Street\nChicago, IL 60601\n\nJune 2, 2025\n\nDear Maria Gomez:\n\nThis firm has been retained by Pinecrest Bank to collect your account. ${extra}${sentence}\n\nThis communication is from a debt collector.\n\nVery truly yours,\n${firm}`;
  const variants = RELIANCE.map((s, i) => firmLetter(FIRMS[i % FIRMS.length]!, s));
  it.each(variants)('flags: %s', (text) => {
    expect(flags(id, text, { state: 'IL' })).toBe(true);
  });
  it('does not flag with the Greco disclaimer on the front, nor an agency that relies on its client', () => {
    const greco = 'At this time, no attorney with this firm has personally reviewed the particular circumstances of your account. ';
    RELIANCE.slice(0, 3).forEach((s, i) => expect(flags(id, firmLetter(FIRMS[i]!, s, greco), { state: 'NY' }), s).toBe(false));
    const agency = `Apex Recovery Group\nPO Box 100\nDallas, TX 75201\n\nJune 2, 2025\n\nDear Maria Gomez:\n\nYour account was placed with us by Pinecrest Bank. ${RELIANCE[0]}\n\nThis communication is from a debt collector.`;
    expect(flags(id, agency, { state: 'TX' })).toBe(false);
  });
});

describe('vn_current_creditor: a creditor named only as "our client"', () => {
  const id = 'vn_current_creditor';
  const NOTICE =
    'Unless you dispute the validity of this debt, or any portion of it, within thirty days after receipt of this notice, this office will assume the debt is valid. If you notify this office in writing within the thirty-day period that the debt is disputed, this office will obtain verification of the debt and mail you a copy.';
  const letter = (line: string, re = ''): string =>
    `Northgate Receivables, Inc.\n1200 Commerce Way\nPhoenix, AZ 85004\n\nMarch 10, 2025\n\n${re}Dear Daniel Ortiz:\n\n${line} The balance is $1,318.40.\n\n${NOTICE}\n\nThis communication is from a debt collector.\n\nSincerely,\nNorthgate Receivables, Inc.`;
  const ANSWERS: UserAnswers = { state: 'AZ', isFirstContact: true, allPagesUploaded: true };
  const unnamed = [
    'Our client has placed your account with this office for collection.',
    'This office has been retained by our client to collect your account.',
    'We are collecting this account on behalf of our client.',
    'Nuestro cliente nos ha encargado el cobro de su cuenta.',
  ];
  it.each(unnamed)('flags: %s', (line) => {
    expect(flags(id, letter(line), ANSWERS, '2025-03-20')).toBe(true);
  });
  it('does not flag the client named beside the words, or a reference line naming one party', () => {
    for (const line of [
      'Our client, Saguaro Credit Union, has placed your account with this office.',
      'Saguaro Credit Union, our client, has placed your account with this office.',
      'Our client Saguaro Credit Union has asked us to contact you.',
      'Nuestro cliente, Saguaro Credit Union, nos ha encargado el cobro de su cuenta.',
    ])
      expect(flags(id, letter(line), ANSWERS, '2025-03-20'), line).toBe(false);
    expect(flags(id, letter(unnamed[0]!, 'Re: Saguaro Credit Union, account 40921\n\n'), ANSWERS, '2025-03-20')).toBe(false);
  });
});

describe("vn_missing_entirely: the model notice's own lines are a notice, in English and Spanish", () => {
  const id = 'vn_missing_entirely';
  const head = 'Lakeshore Collection Partners\nPO Box 4410\nColumbus, OH 43215\n\n';
  const ANSWERS: UserAnswers = { state: 'OH', isFirstContact: true, allPagesUploaded: true };
  it("does not flag an upload of the model notice's itemization lines", () => {
    for (const body of [
      'Lakeshore Collection Partners is a debt collector. We are trying to collect a debt that you owe to Riverside Imaging.\n\nTotal amount of the debt now: $412.50',
      'As of March 3, 2025, you owed: $412.50',
      'Lakeshore Collection Partners es un cobrador de deudas. Estamos tratando de cobrar una deuda que usted tiene con Riverside Imaging.\n\nMonto total de la deuda ahora: $412.50',
      'Hasta el 3 de marzo de 2025, usted debía: $412.50',
    ])
      expect(flags(id, head + body, ANSWERS, '2025-05-15'), body).toBe(false);
  });
  it('still flags a first letter with none of it, or with only the opening sentence (later letters say it too)', () => {
    expect(
      flags(
        id,
        `${head}Your account has been placed with us for collection. Please pay $412.50.\n\nThis communication is from a debt collector.`,
        ANSWERS,
        '2025-05-15',
      ),
    ).toBe(true);
    expect(flags(id, `${head}We are trying to collect a debt that you owe to Riverside Imaging. Please pay $412.50.`, ANSWERS, '2025-05-15')).toBe(true);
  });
});

describe("readLetter: implied harm to the consumer's credit is read as a reporting step", () => {
  it.each([
    'Avoid errors and protect your credit rating by paying this balance.',
    'Pay now to safeguard your credit history.',
    'An unpaid balance could jeopardize your creditworthiness.',
    'This may result in a negative credit listing.',
    'Evite que esta deuda afecte su historial crediticio.',
  ])('%s', (s) => {
    expect(readLetter(s).threats.map((t) => t.action)).toContain('report');
  });
});

// ---------------------------------------------------------------------------------------------
// The threat kept to the letter's own timetable (Jeter v. Credit Bureau, 11th Cir. 1985): "unless … within N
// days, we will recommend suit" is a threat whose intent is judged when it was made; once the time the letter
// itself set has passed and the consumer says no suit was filed, "no" is the evidence, without waiting 60 days.

describe("threat_legal_action_unintended: no suit by the letter's own deadline (decision 085)", () => {
  const id = 'threat_legal_action_unintended';
  const letter = (s: string): string =>
    `Peachtree Credit Bureau\nPO Box 7, Atlanta, GA 30301\n\nMarch 3, 2025\n\n${s}\n\nThis communication is from a debt collector.`;
  const STATED = [
    'Unless satisfactory arrangements are made within five (5) days, we will recommend to our client that suit be instigated against you.',
    'If payment is not received within 7 days, we will recommend that legal action be taken by their attorneys.',
    'Unless you pay by March 8, 2025, this account will be referred to an attorney for suit.',
    'If we do not hear from you within five business days, our client will file a lawsuit against you.',
    'Si no paga dentro de cinco días, presentaremos una demanda en su contra.',
  ];
  it.each(STATED)('flags once the stated time has passed with no suit: %s', (s) => {
    expect(flags(id, letter(s), { state: 'GA', lawsuitFiled: false }, '2025-03-13')).toBe(true);
  });
  it.each(STATED)('does not flag before the stated time, nor once a suit was filed: %s', (s) => {
    expect(flags(id, letter(s), { state: 'GA', lawsuitFiled: false }, '2025-03-05')).toBe(false);
    expect(flags(id, letter(s), { state: 'GA', lawsuitFiled: true }, '2025-03-13')).toBe(false);
  });
  it('waits the sixty days when the letter gives no time for the step, and a hedged "may" stays lawful', () => {
    const untimed = letter('We will recommend to our client that suit be filed against you.');
    expect(flags(id, untimed, { state: 'GA', lawsuitFiled: false }, '2025-03-13')).toBe(false);
    expect(flags(id, untimed, { state: 'GA', lawsuitFiled: false }, '2025-05-10')).toBe(true);
    expect(
      flags(id, letter('If you do not pay within five days, our client may consider legal action.'), { state: 'GA', lawsuitFiled: false }, '2025-03-13'),
    ).toBe(false);
  });
});

// ---------------------------------------------------------------------------------------------
// The employer brought into the debt (15 U.S.C. 1692c(b), 1692e(5)): a consumer's employer takes part in a debt
// only through a garnishment after judgment, and may not be told of it without consent. Confirming where the
// consumer works (1692b) and a statement that the employer will not be contacted are not threats.

describe('threat_seizure_garnishment: the employer brought in, in the ways collectors say it', () => {
  const id = 'threat_seizure_garnishment';
  const letter = (s: string): string =>
    `Harbor Point Recovery\nPO Box 9, Atlanta, GA 30301\n\nJune 2, 2025\n\nRe: account ending 3391\n\n${s}\n\nThis communication is from a debt collector.`;
  const WHO = ['we', 'our client', 'our office'];
  const DO = [
    'will contact your employer',
    'will notify your employer',
    'will be forced to involve your employer',
    'may have to get your employer involved',
    'will send a notice to your payroll department',
  ];
  const IF = ['Unless you pay this balance', 'If you ignore this letter', 'Should you fail to respond'];
  const variants = [
    ...IF.flatMap((cond, i) => DO.map((act, j) => `${cond}, ${WHO[(i + j) % WHO.length]} ${act}.`)),
    'If you do not want to involve your employer, you may discuss other alternatives.',
    'To avoid involving your employer, call us today.',
    'Your employer will be contacted if we do not hear from you.',
    'Your place of employment may be notified of this debt.',
    'Si no paga, contactaremos a su empleador.',
    'Su empleador será notificado si no recibimos su pago.',
    'Para evitar involucrar a su patrón, llame hoy.',
  ];
  it.each(variants)('flags: %s', (s) => {
    expect(flags(id, letter(s), { state: 'GA' })).toBe(true);
  });
  it("does not flag a denial, a check of employment, the consumer's own form, or the rights lines", () => {
    for (const s of [
      'We will not contact your employer.',
      'We will never contact your employer about this debt.',
      'We may contact your employer only to verify your employment.',
      'Please include your employer and phone number on the form.',
      'We may not contact you at your place of employment if your employer prohibits it.',
      'Federal law prohibits us from contacting your employer about this debt.',
      'No nos comunicaremos con su empleador.',
      'Nunca vamos a contactar a su empleador.',
    ])
      expect(flags(id, letter(s), { state: 'GA' }), s).toBe(false);
  });
});

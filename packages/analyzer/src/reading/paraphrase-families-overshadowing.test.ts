/**
 * Paraphrase families for overshadowing (decision 091): what presses the consumer to act inside the
 * validation period, generated from the law's categories (15 U.S.C. 1692g(b); 12 CFR 1006.38(b)(1)) and
 * the ways collectors write them (the demand × the deadline × the step threatened; active and passive;
 * English and Spanish), with the lawful near misses courts approved (an invitation, Wilson v. Quadramed,
 * 3d Cir. 2000; an offer; a deadline after the end date; a statement that the demand does not affect the
 * rights, Bartlett v. Heibl, 7th Cir. 1997). No court-corpus letter's words. Tests, not the measure.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { analyzeText, getRule, type UserAnswers } from '../index';
import { firstLetter, statuteNotice } from './test-letters';

const TODAY = '2025-06-12';
const PAYMENT = 'overshadow_payment_deadline';
const THREAT = 'overshadow_threat_inside_period';

const run = (ruleId: string, text: string, answers: UserAnswers = {}) => {
  const result = analyzeText(text, { answers: { state: 'TX', ...answers }, today: TODAY, rules: [getRule(ruleId)!] });
  expect(result.errors).toEqual([]);
  return result;
};
const flags = (ruleId: string, text: string, answers: UserAnswers = {}): boolean => run(ruleId, text, answers).findings.some((f) => f.id === ruleId);
const asks = (ruleId: string, text: string, answers: UserAnswers = {}): string[] =>
  run(ruleId, text, answers)
    .questions.filter((q) => q.askedBy.includes(ruleId))
    .map((q) => q.id);

/** A first letter (validation period to July 14, 2025) with `body` as its own words. */
const notice = (body: string): string => firstLetter(body, { salutation: false, stopCollectionLine: false });
const WHOLE: UserAnswers = { allPagesUploaded: true };

// ---------------------------------------------------------------------------------------------
// A demand to end the debt in words other than "pay", by a deadline inside the period, under a step.

const DEMANDS = [
  'You must resolve this debt {D}',
  'Satisfactory arrangements to pay must be made {D}',
  'This balance must be satisfied {D}',
  'Please settle this account in full {D}',
  'Take care of this balance {D}',
  'You need to make payment arrangements {D}',
];
const DEADLINES = ['within ten (10) days', 'no later than ten days from the date of this letter', 'by June 20, 2025', 'within one week'];
const STEPS = [', or we will file suit against you.', ', or your account will be referred to our attorney.', '; otherwise legal action will be taken.'];

describe(`${PAYMENT}: a demand to resolve the debt inside the period, in other words than "pay"`, () => {
  const variants = DEMANDS.flatMap((demand, i) =>
    DEADLINES.map((deadline, j) => `${demand.replace('{D}', deadline)}${STEPS[(i + j) % STEPS.length]}`.replace(/^./, (c) => c.toUpperCase())),
  );
  it.each(variants)('flags: %s', (sentence) => {
    expect(flags(PAYMENT, notice(sentence), WHOLE)).toBe(true);
  });
  it('flags the conditional and passive orders, and Spanish', () => {
    for (const s of [
      'Unless this matter is resolved within ten days, we will file suit.',
      'If the balance has not been resolved within ten days, suit will be filed against you.',
      'Unless satisfactory arrangements are made within five (5) days, we will recommend suit to our client.',
      'Debe resolver esta cuenta dentro de 10 días o presentaremos una demanda.',
      'Debe hacer arreglos de pago dentro de cinco días o su cuenta será enviada a un abogado.',
      'Usted tiene un plazo de 10 días para pagar; de lo contrario iniciaremos acciones legales.',
    ])
      expect(flags(PAYMENT, notice(s), WHOLE), s).toBe(true);
  });
  it('does not flag an invitation, an offer, a plan instalment, a deadline after the end date, or a demand that says the rights survive', () => {
    for (const s of [
      'If you wish to resolve this matter, please call us.',
      'You may call us within 10 days to resolve this matter.',
      'We look forward to resolving this matter with you.',
      'To make arrangements for payment, call us at 800-555-0100.',
      'If you would like to set up a payment plan, please call us within 10 days.',
      'We will accept 60% of the balance to settle this account if paid within 10 days.',
      'If you wish to settle this account, please contact us within 10 days.',
      'We are not obligated to renew this offer. Settle now for 40% off if paid by June 20, 2025.',
      'Your monthly installment of $50.00 is due by June 20, 2025.',
      'Unless this matter is resolved by July 31, 2025, we will refer it to our attorney.',
      'You must resolve this debt within ten days or we will file suit. This demand does not affect your right to dispute the debt by July 14, 2025.',
      'Si desea resolver esta cuenta, llámenos.',
    ])
      expect(flags(PAYMENT, notice(s), WHOLE), s).toBe(false);
  });
});

// ---------------------------------------------------------------------------------------------
// Deadlines counted in other ways: "no later than N days from…", "N days after receipt", "un plazo de N días".

describe(`${PAYMENT} and ${THREAT}: deadlines counted from the letter, from receipt, or as a Spanish plazo`, () => {
  it('flags a payment deadline counted inside the period', () => {
    for (const s of [
      'Payment must be received no later than 10 days from the date of this letter.',
      'Payment is due fifteen (15) days after receipt of this notice or your account will be reported to the credit bureaus.',
      'Payment in full is required 5 business days from today.',
      'El pago debe recibirse en un plazo de 10 días.',
      'Su pago debe llegar en las próximas 48 horas para evitar medidas legales.',
    ])
      expect(flags(PAYMENT, notice(s), WHOLE), s).toBe(true);
  });
  it('flags a threat timed by such a deadline', () => {
    for (const s of [
      'We will file suit against you no later than ten days from the date of this letter.',
      'Your account will be referred to our attorney fifteen days after receipt of this letter.',
      'Presentaremos una demanda en un plazo de 10 días.',
    ])
      expect(flags(THREAT, notice(s), WHOLE), s).toBe(true);
  });
  it('does not flag the same counts when they reach past the period', () => {
    for (const s of [
      'Payment is due 45 days from the date of this letter.',
      'Payment must be received no later than 60 days from the date of this letter.',
      'El pago debe recibirse en un plazo de 60 días.',
    ])
      expect(flags(PAYMENT, notice(s), WHOLE), s).toBe(false);
    expect(flags(THREAT, notice('We may refer your account to our attorney 60 days after receipt of this letter.'), WHOLE)).toBe(false);
  });
});

// ---------------------------------------------------------------------------------------------
// "Prompt" payment demanded under threat of a step: immediacy (Miller v. Payco, 4th Cir. 1991), never alone.

describe(`${PAYMENT}: prompt payment demanded under threat of a step`, () => {
  it('flags', () => {
    for (const s of [
      'Prompt payment is required to avoid legal action.',
      'Your balance must be paid promptly or we will refer it to our attorney.',
      'We expect prompt payment of this balance. Otherwise, your account will be reported to the credit bureaus.',
      'Se requiere su pronto pago para evitar acciones legales.',
      'Your prompt attention is required. Otherwise we will refer this account to an attorney.',
      'This matter requires your immediate attention, or legal action will be taken.',
    ])
      expect(flags(PAYMENT, notice(s), WHOLE), s).toBe(true);
  });
  it('does not flag immediacy or promptness under a step the letter only says may come (Terran v. Kaplan, 9th Cir. 1997)', () => {
    for (const s of [
      'Unless an immediate telephone call is made, we may find it necessary to recommend legal action.',
      'This matter requires your immediate attention. Otherwise, legal action may be taken.',
      'Prompt payment is required, or we may consider referring this account to an attorney.',
      'Thank you for your prompt attention to this matter.',
      'Please give this matter your prompt attention.',
    ])
      expect(flags(PAYMENT, notice(s), WHOLE), s).toBe(false);
  });
  it('does not flag a request, an invitation or a thanks', () => {
    for (const s of [
      'Please remit promptly.',
      'We request prompt payment.',
      'You may pay promptly if you wish.',
      'Prompt payment will avoid further collection activity.',
      'Your prompt payment is appreciated.',
    ])
      expect(flags(PAYMENT, notice(s), WHOLE), s).toBe(false);
  });
});

// ---------------------------------------------------------------------------------------------
// Payment demanded as its condition ("if I do not receive prompt payment…") in a letter whose writer says it was
// retained to sue (decision 099; Adams v. Law Offices of Stuckert & Yates, E.D. Pa. 1996): the mandate is the step the
// demand threatens, though said in another sentence. A step only said to be possible stays Terran v. Kaplan's.

describe(`${PAYMENT}: prompt payment demanded as its condition, in a letter from a writer retained to sue`, () => {
  const MANDATES = [
    'I have been retained to collect this past due account and to file suit if necessary.',
    'This firm has been retained by our client to collect this balance and, if necessary, to commence legal action.',
    'We have been authorized to take legal action to collect this account.',
    'Our office has been instructed to collect this debt and to sue if necessary.',
  ];
  const CONDITIONS = [
    'Please send a check in the above amount to this office. If I do not receive prompt payment, I will proceed as instructed.',
    'If we do not receive your payment promptly, we will proceed.',
    'Unless we receive immediate payment of the balance, this matter will go forward.',
    'Should payment not be received promptly, we will proceed accordingly.',
  ];
  it('flags each mandate with each conditional demand', () => {
    const missed: string[] = [];
    for (const m of MANDATES) for (const c of CONDITIONS) if (!flags(PAYMENT, notice(`${m} ${c}`), WHOLE)) missed.push(`${m} ${c}`);
    expect(missed).toEqual([]);
  });
  it('does not flag a mandate only to collect, a step only said to be possible, a request, or the demand with the rights explained', () => {
    for (const s of [
      'I have been retained to collect this past due account. If I do not receive prompt payment, I will proceed as instructed.',
      'I have been retained to collect this past due account and to file suit if necessary. Please send a check in the above amount to this office.',
      'This office has been engaged to collect this account. If we do not receive payment we may recommend legal proceedings against you.',
      'We have been retained to collect this balance and may file suit. If we do not receive your payment promptly, we will proceed.',
      'I have been retained to collect this past due account and to file suit if necessary. If you can, please pay promptly.',
      'I have been retained to collect this account and to file suit if necessary. If I do not receive prompt payment, I will proceed. Although we have asked for prompt payment, you still have the right to dispute the debt within thirty days as explained below, and if you do, we will not sue until we have sent you verification.',
    ])
      expect(flags(PAYMENT, notice(s), WHOLE), s).toBe(false);
  });
});

// ---------------------------------------------------------------------------------------------
// A statement that the thirty days do not put off the time to pay, beside a demand to pay.

describe(`${PAYMENT}: the thirty days said not to put off payment, beside a demand`, () => {
  it('flags', () => {
    for (const s of [
      'The 30-day validation period does not relieve you of your obligation to pay. You must pay the balance.',
      'Your dispute rights do not extend the due date. The balance is due in full.',
      'Payment remains due during the validation period. You must pay the balance in full.',
      'El plazo de 30 días no le exime de pagar. Debe pagar el saldo.',
    ])
      expect(flags(PAYMENT, notice(s), WHOLE), s).toBe(true);
  });
  it('does not flag the statement alone, beside an invitation, or with the Bartlett explanation', () => {
    for (const s of [
      'The 30-day validation period does not relieve you of your obligation to pay.',
      'The 30-day validation period does not relieve you of your obligation to pay. You may pay at any time.',
      'The 30-day period does not relieve you of your obligation to pay. You must pay the balance. The law does not require us to wait until the end of the thirty-day period before collecting; if, however, you request proof of the debt within the thirty-day period, the law requires us to suspend our efforts until we mail the requested information to you.',
    ])
      expect(flags(PAYMENT, notice(s), WHOLE), s).toBe(false);
  });
});

// ---------------------------------------------------------------------------------------------
// "Further action" promised by a counted or dated deadline inside the period (the step need not be named).

describe(`${THREAT}: further action promised by a deadline inside the period`, () => {
  it('flags', () => {
    for (const s of [
      'Further collection action will be taken in 10 days.',
      'We will take additional steps within seven days unless this balance is paid.',
      'Your account will be escalated by June 20, 2025.',
      'Tomaremos medidas adicionales dentro de 10 días.',
    ])
      expect(flags(THREAT, notice(s), WHOLE), s).toBe(true);
  });
  it('does not flag it hedged, untimed, immediate and hedged, or after the end date', () => {
    for (const s of [
      'We may take further action.',
      'Further action may be taken within 10 days.',
      'Further collection action will follow if the balance is not paid.',
      'After July 14, 2025, we will take further collection action.',
    ])
      expect(flags(THREAT, notice(s), WHOLE), s).toBe(false);
  });
});

// ---------------------------------------------------------------------------------------------
// Excerpts: the demand or threat is in the words, the rest of the letter is not shown. The rule speaks:
// it asks what decides, and flags once answered.

const EXCERPT_HEAD = 'Apex Recovery Group\nJune 2, 2025\nThis communication is from a debt collector.\n';

describe('excerpts without the notice: the rules ask, rather than stay silent', () => {
  const titles = ['FINAL NOTICE', 'LAST NOTICE BEFORE LEGAL ACTION', 'FINAL DEMAND', 'AVISO FINAL'];
  it.each(titles)('a first letter titled "%s" is asked about, and judged once answered', (title) => {
    const text = `${EXCERPT_HEAD}${title}\nPay the balance within 10 days or we will sue you.`;
    expect(asks(PAYMENT, text)).toEqual(['isFirstContact']);
    expect(asks(THREAT, text)).toEqual(['isFirstContact']);
    expect(flags(PAYMENT, text, { isFirstContact: true })).toBe(true);
    expect(flags(THREAT, text, { isFirstContact: true })).toBe(true);
    expect(flags(PAYMENT, text, { isFirstContact: false })).toBe(false);
  });
  it('asks of a letter that names an earlier letter of its sender when that first letter came, and judges it by the first period', () => {
    for (const later of [
      'Despite our previous letters, you have not paid.',
      'As we previously advised, this balance is past due.',
      'No ha respondido a nuestras cartas.',
    ]) {
      const text = `${EXCERPT_HEAD}${later}\nPay the balance within 10 days or we will sue you.`;
      for (const ruleId of [PAYMENT, THREAT]) {
        expect(asks(ruleId, text), later).toEqual(['firstNoticeReceivedDate']);
        expect(flags(ruleId, text), later).toBe(false);
        // The first letter came May 20: its period runs to June 19; this letter (June 2) and its deadline (June 12) fall inside.
        expect(flags(ruleId, text, { firstNoticeReceivedDate: '2025-05-20' }), later).toBe(true);
        // The first letter came in March: its period was over before this letter.
        expect(flags(ruleId, text, { firstNoticeReceivedDate: '2025-03-01' }), later).toBe(false);
      }
    }
  });
  it('does not ask of a later letter with no deadline inside thirty days', () => {
    const text = `${EXCERPT_HEAD}Despite our previous letters, you have not paid.\nPlease call us to discuss your options.`;
    expect(asks(PAYMENT, text)).toEqual([]);
    expect(asks(THREAT, text)).toEqual([]);
  });
});

const UNDATED_NOTICE =
  'Apex Recovery Group\nThis communication is from a debt collector.\nUnless you notify this office within 30 days after receiving this notice that you dispute the validity of this debt, this office will assume this debt is valid.\n';

describe('a dated deadline in a letter that gives neither its own date nor an end date: asks when it came', () => {
  const sentences = [
    [PAYMENT, 'Pay the balance by June 20, 2025 or we will sue you.'],
    [PAYMENT, 'Payment must be received no later than June 20, 2025.'],
    [THREAT, 'We will refer your account to our attorney on June 20, 2025.'],
    [THREAT, 'Si no paga antes del 20 de junio de 2025, presentaremos una demanda.'],
  ] as const;
  it.each(sentences)('%s asks receivedDate, flags when the date falls inside 30 days of receipt, passes when after: %s', (ruleId, sentence) => {
    const text = `${UNDATED_NOTICE}${sentence}`;
    expect(asks(ruleId, text, WHOLE)).toEqual(['receivedDate']);
    expect(flags(ruleId, text, { ...WHOLE, receivedDate: '2025-06-05' })).toBe(true);
    expect(flags(ruleId, text, { ...WHOLE, receivedDate: '2025-05-01' })).toBe(false);
  });
});

// ---------------------------------------------------------------------------------------------
// The CFPB's model notices (12 CFR 1006.38(b)(2) safe harbour) stay clean: no finding, no question.

describe('the CFPB model notices stay clean', () => {
  const fixture = (name: string): string => readFileSync(new URL(`../../test-fixtures/${name}`, import.meta.url), 'utf8');
  it.each(['cfpb-model-form-b1.txt', 'cfpb-model-form-spanish.txt'])('%s', (name) => {
    for (const ruleId of [PAYMENT, THREAT]) {
      const result = run(ruleId, fixture(name));
      expect(
        result.findings.filter((f) => f.id === ruleId),
        `${name} ${ruleId}`,
      ).toEqual([]);
      expect(
        result.questions.filter((q) => q.askedBy.includes(ruleId)).map((q) => q.id),
        `${name} ${ruleId}`,
      ).toEqual([]);
    }
  });
});

// ---------------------------------------------------------------------------------------------
// A suit already brought, in a letter that carries the notice (Ellis v. Solomon & Solomon, 2d Cir. 2010).

describe(`${THREAT}: a suit already filed, served or enclosed with the notice`, () => {
  it('flags', () => {
    for (const s of [
      'A lawsuit has been filed against you in the County Court.',
      'Enclosed please find a copy of the summons and complaint.',
      'The summons and complaint are enclosed.',
      'Our client has filed a lawsuit against you to collect this debt.',
      'You have been sued by our client.',
      'Hemos presentado una demanda en su contra.',
    ])
      expect(flags(THREAT, notice(s), WHOLE), s).toBe(true);
  });
  it('does not flag a denial, a condition, a referral, or a suit the letter says does not affect the rights', () => {
    for (const s of [
      'No lawsuit has been filed against you.',
      'If a lawsuit has been filed against you, please forward this letter to your attorney.',
      'Your account has been referred to our attorney.',
      'A lawsuit has been filed against you. The lawsuit does not affect your right to dispute the debt by July 14, 2025.',
    ])
      expect(flags(THREAT, notice(s), WHOLE), s).toBe(false);
  });
});

// ---------------------------------------------------------------------------------------------
// A pointer to the rights printed on the back marks a first letter (Miller v. Payco, 4th Cir. 1991).

describe(`${PAYMENT}: a demand on the front of a letter that points to the rights on its back`, () => {
  const front = (pointer: string): string => `${EXCERPT_HEAD}Pay the balance within 10 days or we will sue you.\n${pointer}`;
  it.each([
    'See reverse side for information regarding your legal rights!',
    'See the back of this letter for information about your rights.',
    'See reverse side for important information.',
  ])('flags from the words: %s', (pointer) => {
    expect(flags(PAYMENT, front(pointer))).toBe(true);
  });
  it('asks, rather than judges, when the pointer names no rights or important information', () => {
    expect(flags(PAYMENT, front('See reverse side for information.'))).toBe(false);
    expect(asks(PAYMENT, front('See reverse side for information.'))).toEqual(['isFirstContact']);
  });
});

// ---------------------------------------------------------------------------------------------
// A labelled due date in the payment box ("Payment Due Date:", "Pay by:") is a date to pay by.

describe(`${PAYMENT}: a labelled due date inside the period`, () => {
  it('flags', () => {
    for (const s of ['Payment Due Date: 06/20/2025', 'Please pay by: June 20, 2025', 'Due Date: June 20, 2025. Amount due: $1,250.00'])
      expect(flags(PAYMENT, notice(s), WHOLE), s).toBe(true);
  });
  it('does not flag a due date after the end date, a past due date, or a reply-by date with no step threatened', () => {
    for (const s of ['Payment Due Date: 08/20/2025', 'Your payment was due on 03/01/2024.', 'Reply by 06/20/2025.'])
      expect(flags(PAYMENT, notice(s), WHOLE), s).toBe(false);
  });
});

// ---------------------------------------------------------------------------------------------
// Dates written without their year, and deadlines named by the calendar.

describe(`${PAYMENT} and ${THREAT}: a date without its year, a weekday, this week, the end of the month`, () => {
  it('flags', () => {
    for (const s of [
      'Pay the balance by June 20 or we will sue.',
      'Unless we receive payment by June 20th, your account will be referred to our attorney.',
      'Debe pagar antes del 20 de junio o presentaremos una demanda.',
      'You must pay this debt before the end of the month or we will sue.',
      'You must pay this debt by Friday or we will sue.',
      'You must pay this debt this week or we will sue.',
      'Debe pagar esta semana o presentaremos una demanda.',
    ]) {
      expect(flags(PAYMENT, notice(s), WHOLE), s).toBe(true);
      expect(flags(THREAT, notice(s), WHOLE), s).toBe(true);
    }
  });
  it('does not flag a date past the end date, a day already gone, or a call invited this week', () => {
    for (const s of [
      'Payment is due by July 31 or we will sue.',
      'Your payment was due by May 1.',
      'We may call you this week.',
      'Please call us by Friday if you have questions.',
    ])
      expect(flags(PAYMENT, notice(s), WHOLE), s).toBe(false);
  });
  it('asks when an undated letter came, and places the date from that day', () => {
    const text = `${UNDATED_NOTICE}Pay the balance by June 20 or we will sue you.`;
    expect(asks(PAYMENT, text, WHOLE)).toEqual(['receivedDate']);
    expect(flags(PAYMENT, text, { ...WHOLE, receivedDate: '2025-06-05' })).toBe(true);
  });
});

// ---------------------------------------------------------------------------------------------
// Time granted before a step, and the next week or the next few days (decision 103): "you have ten days to pay
// before we sue" is Graziano v. Harrison's threat (3d Cir. 1991) in the words of a grant; the rights survive only
// when the letter says so (Bartlett v. Heibl, 7th Cir. 1997).

describe(`${PAYMENT} and ${THREAT}: time granted before a step, and the next week or few days`, () => {
  const GRANTS = ['You have {N} to', 'We will give you {N} to', 'We are giving you {N} to', 'You will have only {N} to'];
  const COUNTS = ['ten days', '10 days', 'five (5) business days', 'two weeks'];
  const ACTS = [
    'pay this balance before we file suit.',
    'resolve this account before it is referred to our attorney.',
    'make payment arrangements before legal action is taken.',
    'pay in full before your account is reported to the credit bureaus.',
  ];
  const grants = GRANTS.flatMap((g, i) => COUNTS.map((n, j) => `${g.replace('{N}', n)} ${ACTS[(i + j) % ACTS.length]!}`));
  const others = [
    'You have five days before this account is sent to our legal department.',
    'Ten days remain before we file suit.',
    'If this is not resolved within the next week, we will file a lawsuit against you.',
    'Pay within the next week or we will file suit.',
    'Please pay within the next few days or we will refer your account to an attorney.',
    'Tiene diez días para pagar antes de que iniciemos un juicio.',
    'Le damos 10 días para pagar antes de demandarlo.',
    'Debe pagar en los próximos días o su cuenta será enviada a un abogado.',
    'Pague dentro de la próxima semana o presentaremos una demanda.',
  ];
  it.each([...grants, ...others])('flags: %s', (sentence) => {
    expect(flags(PAYMENT, notice(sentence), WHOLE) || flags(THREAT, notice(sentence), WHOLE)).toBe(true);
  });
  it('does not flag the rights stated as a grant, an offer, a grant past the end date, an invitation or a grant the letter explains', () => {
    for (const s of [
      'You have 30 days to dispute this debt before we assume it is valid.',
      'Tiene 30 días para disputar la deuda.',
      'You have ten days to accept this offer before it expires. We will accept $600.00 to settle this account.',
      'Ten days remain before the special offer expires.',
      'You have 60 days to pay before we refer your account to an attorney.',
      'You have until July 31, 2025 to pay before we file suit.',
      'You have 10 days to call us if you wish to set up a payment plan.',
      'If you have questions, call us within the next few days.',
      'We hope to hear from you within the next week.',
      'We will give you ten days to review this letter.',
      'You have ten days to pay before we file suit. This demand does not affect your right to dispute the debt by July 14, 2025.',
    ]) {
      expect(flags(PAYMENT, notice(s), WHOLE), s).toBe(false);
      expect(flags(THREAT, notice(s), WHOLE), s).toBe(false);
    }
  });
});

describe(`${THREAT}: "we will not hesitate to" is resolve, not a denial (decision 103)`, () => {
  it('flags the writer saying it will not hesitate to take a step by a deadline inside the period', () => {
    for (const s of [
      'We will not hesitate to take legal action if you fail to pay within ten days.',
      "We won't hesitate to file suit if this balance is not paid within ten days.",
      'Our client will not hesitate to sue you unless payment is received within 10 days.',
      'This office would not hesitate to refer your account to an attorney if it is not resolved within one week.',
      'No dudaremos en presentar una demanda si no paga dentro de 10 días.',
    ])
      expect(flags(THREAT, notice(s), WHOLE), s).toBe(true);
  });
  it('does not read the reader\'s "do not hesitate to call", or a real denial, as a threat', () => {
    for (const s of [
      'If you have questions, do not hesitate to call us within ten days.',
      'Please do not hesitate to contact us within 10 days to discuss payment options.',
      'We will not take legal action within the thirty days.',
    ])
      expect(flags(THREAT, notice(s), WHOLE), s).toBe(false);
  });
});

describe(`${THREAT}: suit named in other words by a deadline inside the period (decision 103)`, () => {
  const STEPS = [
    'we will proceed to collect through the courts',
    'we will proceed against you',
    'we will enforce collection by legal means',
    'we will pursue this matter in court',
    'we will seek a court order against you',
    'you will be served with a summons',
    'we will file against you',
  ];
  const CONDITIONS = ['Unless we receive payment within ten days', 'If this balance is not paid within 10 days', 'If we do not hear from you within one week'];
  const variants = [
    ...STEPS.map((step, i) => `${CONDITIONS[i % CONDITIONS.length]!}, ${step}.`),
    'Si no paga dentro de 10 días, procederemos en su contra.',
    'Si no paga dentro de 10 días, lo llevaremos ante un juez.',
    'Si no paga dentro de 10 días, solicitaremos una orden judicial.',
  ];
  it.each(variants)('flags: %s', (s) => {
    expect(flags(THREAT, notice(s), WHOLE)).toBe(true);
  });
  it('does not flag the same words denied, hoped against, or past the end date', () => {
    for (const s of [
      'We will not proceed against you within the thirty days.',
      'We hope to resolve this without going to court.',
      'We would like to settle this out of court.',
      'Unless we receive payment by July 31, 2025, we will proceed to collect through the courts.',
    ])
      expect(flags(THREAT, notice(s), WHOLE), s).toBe(false);
  });
});

// ---------------------------------------------------------------------------------------------
// A condition joined to the dispute in the notice's "unless" clause (decision 103): the consumer who disputes in
// time but sends no proof, reason or oath is told the debt will be assumed valid, a condition the statute does not
// set (15 U.S.C. 1692g(a)(3); 12 CFR 1006.34(c)(3); legal-reference §1.2 dispute_conditions_added).

describe('dispute_conditions_added: a condition joined to the dispute in the "unless" clause', () => {
  const id = 'dispute_conditions_added';
  const VERIFY = 'If you notify this office in writing within thirty days that the debt is disputed, this office will obtain verification of the debt.';
  const OPENINGS = [
    'Unless you dispute this debt within thirty days after receiving this notice',
    'Unless, within 30 days after receipt of this notice, you notify us that you dispute the debt',
    'Unless you dispute the validity of this debt, or any portion of it, within thirty days',
  ];
  const ADDED = [
    'and provide documentation supporting your dispute',
    'and send us proof that the debt is not owed',
    'and explain the reasons for your dispute',
    'and include a notarized statement',
    'and also submit copies of your receipts',
  ];
  const CONSEQUENCES = ['we will assume the debt is valid.', 'this office will assume this debt is valid.'];
  const variants = [
    ...OPENINGS.flatMap((o, i) => ADDED.map((a, j) => `${o} ${a}, ${CONSEQUENCES[(i + j) % CONSEQUENCES.length]!}`)),
    'A menos que usted dispute esta deuda dentro de 30 días y presente pruebas que la respalden, asumiremos que es válida.',
    'A menos que dentro de 30 días usted dispute la deuda y explique sus razones, asumiremos que es válida.',
  ];
  const dispute = (s: string) =>
    analyzeText(statuteNotice(`${s} ${VERIFY}`), {
      answers: { state: 'NY', allPagesUploaded: true, isFirstContact: true },
      today: '2019-03-10',
      rules: [getRule(id)!],
    });
  it.each(variants)('flags: %s', (s) => {
    expect(dispute(s).findings.some((f) => f.id === id)).toBe(true);
  });
  it("does not flag the statute's words, documents said to be optional, or a payment joined to the clause", () => {
    for (const s of [
      'Unless you dispute the validity of this debt, or any portion of it, within thirty days after receipt of this notice, this office will assume the debt is valid.',
      'Unless you dispute this debt within thirty days, we will assume it is valid. You may include any documents that support your dispute.',
      'Unless you dispute the debt within 30 days and send payment, we will assume the debt is valid.',
      'Unless you dispute this debt within thirty days, we will assume it is valid. If you dispute it and send us documents, we will review them.',
    ])
      expect(
        dispute(s).findings.some((f) => f.id === id),
        s,
      ).toBe(false);
  });
});

describe(`${PAYMENT}: payment demanded now in other words (decision 103)`, () => {
  it('flags immediacy demanded in the words of urgency, need, attention and Spanish "due on receipt" (Miller v. Payco, 4th Cir. 1991; Swanson, 9th Cir. 1988)', () => {
    for (const s of [
      "Don't delay, pay today.",
      'Do not delay: pay the full balance today.',
      'Send the full balance today to avoid further action.',
      'Mail your payment today or we will refer the account to our attorney.',
      'We need your payment right away to stop this from going any further.',
      'We require full payment immediately.',
      'Please give this matter your immediate attention, or we will have no choice but to take further action.',
      'El saldo vence al recibir esta carta.',
      'La deuda vence a la recepción de este aviso.',
      'No se demore: pague hoy.',
    ])
      expect(flags(PAYMENT, notice(s), WHOLE), s).toBe(true);
  });
  it('does not flag the same words offered, asked of a question, about a plan, or explained (Bartlett)', () => {
    for (const s of [
      'If you wish to pay, please do not delay.',
      'Please do not delay in contacting us if you have any questions about your dispute rights.',
      'We need your payment information to set up the plan you requested.',
      'Please give this matter your immediate attention.',
      'If you would like to pay, send the full balance today.',
      'Si desea pagar, puede hacerlo al recibir esta carta.',
      'Su próximo pago mensual vence el 20 de junio.',
      "Don't delay, pay today. This request does not affect your right to dispute the debt by July 14, 2025.",
    ])
      expect(flags(PAYMENT, notice(s), WHOLE), s).toBe(false);
  });
});

describe('dispute_conditions_added: the debt taken as valid after silence shorter than the period (decision 103)', () => {
  const id = 'dispute_conditions_added';
  const STATUTE =
    'Unless you dispute the validity of this debt within thirty days after receipt of this notice, this office will assume the debt is valid. If you notify this office in writing within thirty days that the debt is disputed, this office will obtain verification.';
  const SILENCE = [
    'If we do not hear from you within ten days',
    'Unless we receive a response within 15 days',
    'If you fail to respond within 10 days',
    'Should you not contact us within one week',
  ];
  const TAKEN = [
    'we will assume this debt is valid.',
    'the balance will be considered correct.',
    'we will treat the debt as undisputed.',
    'we will deem the amount owed.',
  ];
  const variants = [
    ...SILENCE.flatMap((s, i) => TAKEN.map((t, j) => ((i + j) % 2 === 0 ? `${s}, ${t}` : `${s}, ${TAKEN[(j + 1) % TAKEN.length]!}`))),
    'Failure to respond within 10 days will be taken as an admission that you owe this debt.',
    'If you do not contact us within ten days, we will consider that you accept this balance as correct.',
    'Si no se comunica con nosotros dentro de 10 días, consideraremos que la deuda es válida.',
  ];
  const run = (s: string) =>
    analyzeText(statuteNotice(`${STATUTE} ${s}`), {
      answers: { state: 'NY', allPagesUploaded: true, isFirstContact: true },
      today: '2019-03-10',
      rules: [getRule(id)!],
    });
  it.each([...new Set(variants)])('flags: %s', (s) => {
    expect(run(s).findings.some((f) => f.id === id)).toBe(true);
  });
  it('does not flag silence after the period, or silence taken as something other than the debt', () => {
    for (const s of [
      'If we do not hear from you within 45 days, we will assume this debt is valid.',
      'If we do not hear from you within ten days, we will call you.',
      'If we do not hear from you within ten days, we will assume the address we have for you is correct.',
      'If you do not respond within 10 days, we will assume you wish to set up the payment plan described above.',
      'If we do not hear from you within 10 days, we will assume you do not wish to take advantage of this offer to reduce your balance.',
    ])
      expect(
        run(s).findings.some((f) => f.id === id),
        s,
      ).toBe(false);
  });
});

describe(`${PAYMENT} and ${THREAT}: Spanish deadlines in the masculine, "antes de N días" and "hasta el" a date (decision 103)`, () => {
  it('flags each inside the period', () => {
    for (const s of [
      'Debe pagar dentro de los próximos 10 días o presentaremos una demanda.',
      'Su cuenta será remitida a un abogado si no paga antes de diez días.',
      'Tiene hasta el 20 de junio de 2025 para pagar antes de que presentemos una demanda.',
    ])
      expect(flags(PAYMENT, notice(s), WHOLE) || flags(THREAT, notice(s), WHOLE), s).toBe(true);
  });
  it('does not flag the same past the end date, an invitation, or the dispute right', () => {
    for (const s of [
      'Tiene hasta el 31 de julio de 2025 para pagar antes de que presentemos una demanda.',
      'Puede llamarnos hasta el 20 de junio de 2025 si desea hacer un plan de pagos.',
      'Si desea pagar, puede hacerlo dentro de los próximos 10 días.',
      'Tiene 30 días para disputar la deuda, hasta el 14 de julio de 2025.',
    ]) {
      expect(flags(PAYMENT, notice(s), WHOLE), s).toBe(false);
      expect(flags(THREAT, notice(s), WHOLE), s).toBe(false);
    }
  });
});

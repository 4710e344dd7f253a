/**
 * Paraphrase families for overshadowing read by kind (decision 127, issue 26): what a sentence does, from the law's
 * categories (15 U.S.C. 1692g(b); 12 CFR 1006.38(b)(1)), not the words one letter used. Each family is written from
 * the category, in the ways collectors write it (synonyms, word order, active and passive, tense, Spanish), with the
 * lawful near misses courts approved or the law allows. No letter of any corpus is quoted. Tests, not the measure.
 *
 * 1. The gate: is this the collector's first letter, and is its sender a collector? The account handed over to the
 *    sender (any verb of handing over or of hiring to collect; the particle before or after the object; the perfect
 *    or the simple past; Spanish), and a pointer to the rights printed on the back (what, then where, or where, then
 *    what).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { analyzeText, getRule, type UserAnswers } from '../index';
import { firstLetterSign, placementWithSender } from './first-contact';

const TODAY = '2025-06-12';
const PAYMENT = 'overshadow_payment_deadline';
const THREAT = 'overshadow_threat_inside_period';

const run = (ruleIds: string[], text: string, answers: UserAnswers = {}) => {
  const result = analyzeText(text, { answers: { state: 'TX', ...answers }, today: TODAY, rules: ruleIds.map((id) => getRule(id)!) });
  expect(result.errors).toEqual([]);
  return result;
};
const flagged = (ruleIds: string[], text: string, answers: UserAnswers = {}): boolean => run(ruleIds, text, answers).findings.length > 0;
const asked = (ruleIds: string[], text: string, answers: UserAnswers = {}): string[] => run(ruleIds, text, answers).questions.map((q) => q.id);

/** An excerpt of a collector's letter: no notice in its words, `body` between the heading and a debt-collector line. */
const excerpt = (body: string, options: { head?: string; collectorLine?: boolean } = {}): string =>
  [
    options.head ?? 'Westbrook Accounts\n41 Market Street\nAustin, TX 78701',
    '',
    'June 2, 2025',
    '',
    'Re: Account ending 4411. Balance: $1,250.00.',
    '',
    body,
    '[...]',
    ...(options.collectorLine === false ? [] : ['This communication is from a debt collector.']),
  ].join('\n');

const DEMAND = 'You must pay the balance within ten days of the date of this letter.';

// ---------------------------------------------------------------------------------------------
// 1a. The account handed over to the sender: the collector's first letter by its own words.

const HANDED_OVER = [
  'Lakeview Clinic has turned your past-due balance over to our company.',
  'Lakeview Clinic has handed this account over to our agency.',
  'Lakeview Clinic has turned over your account to us.',
  'Your account with Lakeview Clinic was placed with our office last week.',
  'This balance was assigned to this agency by Lakeview Clinic.',
  'Your unpaid bill has been entrusted to our organization.',
  'Lakeview Clinic has forwarded your account to our collection department.',
  'Lakeview Clinic has engaged our company to recover the balance you owe.',
  'Lakeview Clinic has hired us to recover this debt.',
  'Lakeview Clinic has asked this office to pursue payment of your account.',
  'We were retained by Lakeview Clinic to recover this balance.',
  'Su saldo vencido con Clínica Lakeview fue remitido a nuestra agencia.',
  'Clínica Lakeview nos ha encargado el cobro de su cuenta.',
  'Clínica Lakeview nos contrató para cobrar esta deuda.',
];
/** Nothing handed to the sender: the creditor's referral elsewhere, the consumer's own payment, a possibility. */
const NOT_HANDED_OVER = [
  'We referred your account to Acme Collections, Inc. last month.',
  'Your payment was sent to our office on May 1.',
  'Your bill was sent to you on May 1.',
  'Lakeview Clinic has placed your account with a collection agency.',
  'If your account is placed with our office, fees may be added.',
  'You have authorized us to recover your monthly premium from your bank account.',
  'Lakeview Clinic may hire an agency to recover this debt.',
];

describe('firstLetterSign: the account handed over to the sender, by kind', () => {
  it.each(HANDED_OVER)('reads a placement in "%s"', (sentence) => {
    expect(firstLetterSign(`Re: account 4411\n\n${sentence}`)?.kind).toBe('placement');
  });
  it.each(NOT_HANDED_OVER)('reads none in "%s"', (sentence) => {
    expect(firstLetterSign(`Re: account 4411\n\n${sentence}`)).toBeUndefined();
  });
  it.each(HANDED_OVER.filter((_, i) => i % 2 === 0))(`${PAYMENT} flags a demand inside the period from the words alone: %s`, (sentence) => {
    expect(flagged([PAYMENT], excerpt(`${sentence} ${DEMAND}`))).toBe(true);
  });
  it.each(NOT_HANDED_OVER.slice(0, 4))(`${PAYMENT} still asks whether it is the first letter: %s`, (sentence) => {
    const text = excerpt(`${sentence} ${DEMAND}`);
    expect(flagged([PAYMENT], text)).toBe(false);
    expect(asked([PAYMENT], text)).toContain('isFirstContact');
  });
});

// ---------------------------------------------------------------------------------------------
// 1b. A pointer to the rights printed on the back: what, then where; where, then what.

const RIGHTS_ON_BACK = [
  'Your legal rights are explained on the other side of this page.',
  'A statement of your rights is printed on the back of this letter.',
  'Information about your rights appears on the reverse side.',
  'Your rights are described on the back.',
  'Important disclosures are set out on the reverse side of this notice.',
  'See back for your rights.',
  'Please turn over for important information about your rights.',
  'Sus derechos se explican al dorso.',
  'Vea el reverso para información sobre sus derechos.',
];
const NOT_RIGHTS_ON_BACK = [
  'Write your account number on the back of your check.',
  'See the reverse side for our office hours.',
  'Our payment address is printed on the back of the coupon.',
  'You have the right to pay by phone.',
  'Please sign the back of the money order.',
];

describe('firstLetterSign: the rights on the back, by kind', () => {
  it.each(RIGHTS_ON_BACK)('reads a notice on the back in "%s"', (sentence) => {
    expect(firstLetterSign(`Re: account 4411\n\n${sentence}`)?.kind).toBe('notice_on_back');
  });
  it.each(NOT_RIGHTS_ON_BACK)('reads none in "%s"', (sentence) => {
    expect(firstLetterSign(`Re: account 4411\n\n${sentence}`)).toBeUndefined();
  });
  it.each(RIGHTS_ON_BACK.filter((_, i) => i % 2 === 1))(`${THREAT} flags a threat timed inside the period from the words alone: %s`, (sentence) => {
    const text = excerpt(`Unless this balance is paid within ten days, suit will be filed against you. ${sentence}`);
    expect(flagged([THREAT], text)).toBe(true);
  });
  it.each(NOT_RIGHTS_ON_BACK.slice(0, 3))(`${THREAT} still asks whether it is the first letter: %s`, (sentence) => {
    const text = excerpt(`Unless this balance is paid within ten days, suit will be filed against you. ${sentence}`);
    expect(flagged([THREAT], text)).toBe(false);
    expect(asked([THREAT], text)).toContain('isFirstContact');
  });
});

// ---------------------------------------------------------------------------------------------
// 1c. The same placement says who sent the letter when its receiver is the sender: in the first person, or by the
// name the letter is headed with (15 U.S.C. 1692a(6)). A company named in the third person that is not the letter's
// own name may be the creditor telling of its collector (decision 110): the question stays.

describe('placementWithSender: the sender a collector by the words that hand it the account', () => {
  const noCollectorLine = (body: string, head?: string) => excerpt(`${body} ${DEMAND}`, { collectorLine: false, ...(head ? { head } : {}) });
  it.each(HANDED_OVER.filter((s) => !/^We were/.test(s)))('flags without asking who sent it: %s', (sentence) => {
    expect(placementWithSender(noCollectorLine(sentence))).toBeDefined();
    expect(flagged([PAYMENT], noCollectorLine(sentence))).toBe(true);
    expect(asked([PAYMENT], noCollectorLine(sentence))).not.toContain('senderIsOriginalCreditor');
  });
  it('reads a company named as the receiver when the letter is headed with that name, in English and Spanish', () => {
    for (const [head, sentence] of [
      ['HARLOW CREDIT SYSTEMS, INC.\nPO Box 7, Raleigh, NC', 'Your balance with Lakeview Clinic has been referred to Harlow Credit Systems, Inc.'],
      ['Harlow Credit Systems, Inc.\nPO Box 7, Raleigh, NC', 'Su saldo con Clínica Lakeview fue remitido a Harlow Credit Systems, Inc.'],
      [
        'DELMAR ASSOCIATION SERVICES\nPO Box 9, Reno, NV',
        'Delmar Association Services has been retained by Juniper Homeowners Association to collect the assessments you owe.',
      ],
    ] as const) {
      expect(placementWithSender(noCollectorLine(sentence, head)), sentence).toBeDefined();
      expect(flagged([PAYMENT], noCollectorLine(sentence, head)), sentence).toBe(true);
    }
  });
  it('asks who sent it when the company named is not the letter own name, or nothing was handed to the sender', () => {
    for (const sentence of [
      'Your balance with Lakeview Clinic has been referred to Harlow Credit Systems, Inc.',
      'Delmar Association Services has been retained by Juniper Homeowners Association to collect the assessments you owe.',
    ]) {
      expect(placementWithSender(noCollectorLine(sentence)), sentence).toBeUndefined();
      expect(asked([PAYMENT], noCollectorLine(sentence)), sentence).toContain('senderIsOriginalCreditor');
    }
    expect(placementWithSender(noCollectorLine('Your bill was sent to you on May 1.'))).toBeUndefined();
  });
});

// ---------------------------------------------------------------------------------------------
// 2. The time: immediacy as one class (the moment the letter comes, "now" in the passive, Spanish "ahora"), hours
// written short, the calendar ("before the end of the week", "in the coming days"); and soon-without-a-date ("as soon as
// possible", "ASAP", "cuanto antes") read like "prompt": immediacy only when demanded under a step.

/** A first letter with the notice in its words (period to July 14, 2025), `body` its own words. */
const notice = (body: string): string =>
  [
    'Westbrook Accounts\n41 Market Street\nAustin, TX 78701',
    '',
    'June 2, 2025',
    '',
    'Re: Account ending 4411. Current creditor: Lakeview Clinic. Total amount of the debt now: $1,250.00.',
    '',
    'This communication is from a debt collector. We are trying to collect a debt that you owe to Lakeview Clinic.',
    '',
    body,
    '',
    'How can you dispute the debt?',
    'Call or write to us by July 14, 2025, to dispute all or part of the debt. If you do not, we will assume that our information is correct.',
  ].join('\n');
const WHOLE: UserAnswers = { allPagesUploaded: true };
const BOTH = [PAYMENT, THREAT];

describe(`${PAYMENT} and ${THREAT}: the time of a demand, by kind`, () => {
  it.each([
    'You must pay the balance as soon as you receive this letter.',
    'The balance must be paid the moment you get this notice.',
    'The full balance must be paid now.',
    'Our client expects the balance to be paid now.',
    'The balance is payable in full right now.',
    'You must pay the balance within 48 hrs.',
    'Payment is required in the next 24 hrs or we will refer this account to our attorney.',
    'You must pay the balance before the end of the week.',
    'The balance must be resolved in the coming days.',
    'Debe pagar el saldo ahora.',
    'Debe pagar el saldo ahora mismo, en cuanto reciba esta carta.',
    'Usted debe pagar el saldo lo antes posible para evitar una demanda.',
    'You must pay the balance as soon as possible to avoid legal action.',
    'Payment is required ASAP or your account will be referred to our attorney.',
  ])('flags: %s', (sentence) => {
    expect(flagged(BOTH, notice(sentence), WHOLE)).toBe(true);
  });
  it.each([
    'You may pay now if you wish.',
    'If you wish, you may pay the balance as soon as you receive this letter.',
    'Please pay as soon as possible.',
    'We would appreciate payment at your earliest convenience.',
    'Thank you for taking care of this as soon as you can.',
    'Total amount of the debt now: $1,250.00.',
    'The amount due now is $1,250.00.',
    'Puede pagar ahora si lo desea.',
    'You must pay the balance before the end of the week. This demand does not affect your right to dispute the debt by July 14, 2025.',
  ])('does not flag: %s', (sentence) => {
    expect(flagged(BOTH, notice(sentence), WHOLE)).toBe(false);
  });
});

// ---------------------------------------------------------------------------------------------
// 3. The act and the modality: ending the debt in other verbs, the balance as the subject, obligation in other words,
// a command that names its step; a response demanded by its noun. Requests and invitations stay lawful.

describe(`${PAYMENT}: the act and how sure the demand is, by kind`, () => {
  it.each([
    'You must handle this matter immediately.',
    'You must address this balance immediately.',
    'You must deal with this debt at once.',
    'It is imperative that you pay this balance immediately.',
    'You are hereby directed to remit the balance immediately.',
    'It is essential that this balance be paid without delay.',
    'The balance is to be paid immediately.',
    'It is our client’s expectation that this balance will be paid immediately.',
    'The full balance is expected immediately.',
    'Contact us as soon as possible to avoid legal action.',
    'Your immediate response is required to avoid further action.',
    'Get in touch with us without delay, or this account goes to our attorney.',
    'Es imprescindible que pague el saldo de inmediato.',
  ])('flags: %s', (sentence) => {
    expect(flagged([PAYMENT], notice(sentence), WHOLE)).toBe(true);
  });
  it.each([
    'We ask that you pay this balance when you are able.',
    'You should review this balance and call us with any questions.',
    'If you have questions, call us immediately.',
    'We may recommend legal action to our client. Please call us immediately.',
    'If you wish to handle this matter now, you may pay online.',
    'It is important that you read this notice.',
    'Your response to this notice is welcome at any time before July 14, 2025.',
    'Please contact us at your earliest convenience.',
  ])('does not flag: %s', (sentence) => {
    expect(flagged([PAYMENT], notice(sentence), WHOLE)).toBe(false);
  });
});

// ---------------------------------------------------------------------------------------------
// 4. A demand and its consequence in two sentences: the consequence that refers back to the demand ("Should you ignore
// this letter…", "Non-payment will…", "Absent payment…", "In that event…", "…if you do not."), and the step said first on
// the consumer's silence with the demand that times it after.

describe(`${THREAT} and ${PAYMENT}: a demand and its consequence across sentences`, () => {
  it.each([
    'Please pay the balance within ten days. Should you ignore this letter, we will file suit.',
    'Please pay the balance within ten days. Non-payment will result in a lawsuit.',
    'Please pay the balance within ten days. If we don’t receive it, we will file suit.',
    'Please pay the balance within ten days. If the balance remains unpaid, our attorney will file suit.',
    'Please pay the balance within ten days. We will file suit if you do not.',
    'Please pay the balance within ten days. Absent payment, we will file suit.',
    'Please pay the balance within ten days. In that event we will file suit.',
    'Pay the balance within ten days. We will then forward your file to our attorney for suit.',
    'Por favor pague el saldo dentro de diez días. De no hacerlo, presentaremos una demanda.',
    'Por favor pague el saldo dentro de diez días. Si no lo hace, presentaremos una demanda.',
  ])(`${THREAT} flags: %s`, (sentence) => {
    expect(flagged([THREAT], notice(sentence), WHOLE)).toBe(true);
  });
  it.each([
    'If we do not hear from you, we will file suit. Please call us within ten days.',
    'Unless you respond, our client will sue. Call this office within five days.',
    'Si no se comunica con nosotros, presentaremos una demanda. Llámenos dentro de cinco días.',
  ])(`${PAYMENT} flags the step said first: %s`, (sentence) => {
    expect(flagged([PAYMENT], notice(sentence), WHOLE)).toBe(true);
  });
  it.each([
    'Please pay the balance within ten days. Our office hours are 8 to 5.',
    'Please pay the balance within ten days. Then call us to confirm your address.',
  ])(`${THREAT} does not time a step that is not there: %s`, (sentence) => {
    expect(flagged([THREAT], notice(sentence), WHOLE)).toBe(false);
  });
  it.each([
    'If we do not hear from you, we may consider further steps. Please call us within ten days.',
    'If you do not call, we will assume you want a payment coupon. Please call us within ten days.',
    'Please call us within ten days if you have questions. Otherwise, we will assume our information is correct after July 14, 2025.',
  ])('does not flag: %s', (sentence) => {
    expect(flagged(BOTH, notice(sentence), WHOLE)).toBe(false);
  });
});

// ---------------------------------------------------------------------------------------------
// 5. A contradiction of the rights: a dispute said not to stop collection (15 U.S.C. 1692g(b); 12 CFR 1006.38(d)(2):
// a written dispute inside the period stops collection of what is disputed until verification is sent), and a dispute
// steered to the telephone by its purpose or required to be made by telephone, with no written way beside it.

const CONDITIONS = 'dispute_conditions_added';

describe(`${THREAT}: a dispute said not to stop collection`, () => {
  it.each([
    'Disputing will not stop collection on this account.',
    'A dispute will not delay our collection efforts.',
    'Collection will continue even if you dispute this debt.',
    'Even if you dispute this debt, we will continue to collect it.',
    'Filing a dispute does not stop the collection process.',
    'Collection efforts will not be suspended if you dispute.',
    'Your dispute rights will not delay our lawsuit.',
    'Su disputa no detendrá el cobro de esta cuenta.',
    'Aunque dispute esta deuda, continuaremos con el cobro.',
  ])('flags it in a letter with the notice: %s', (sentence) => {
    const result = run([THREAT], notice(sentence), WHOLE);
    expect(result.findings.map((f) => f.id)).toEqual([THREAT]);
    expect(result.findings[0]!.message).toContain('disputing the debt will not stop collection');
  });
  it('asks whether a letter without the notice is the first, and asks when the first came for a later one', () => {
    const text = excerpt('Disputing will not stop collection on this account. Pay online at our website.');
    expect(asked([THREAT], text)).toContain('isFirstContact');
    expect(asked([THREAT], text, { isFirstContact: false })).toContain('firstNoticeReceivedDate');
    expect(flagged([THREAT], text, { isFirstContact: false, firstNoticeReceivedDate: '2025-05-25' })).toBe(true);
    expect(flagged([THREAT], text, { isFirstContact: false, firstNoticeReceivedDate: '2025-03-01' })).toBe(false);
  });
  it.each([
    'If you dispute in writing by July 14, 2025, we must stop collection until we send you verification.',
    'Even if you dispute part of the debt, we will continue to collect the undisputed part.',
    'Disputing the debt will not affect your credit score.',
    'Collection will continue after the validation period ends if you do not dispute.',
    'We will continue to report this account, marked as disputed, if you dispute it.',
    'A dispute will not be reported as a refusal to pay.',
  ])('does not flag: %s', (sentence) => {
    expect(flagged([THREAT], notice(sentence), WHOLE)).toBe(false);
  });
});

describe(`${CONDITIONS}: a dispute steered to the telephone, by kind`, () => {
  it.each([
    'To dispute this debt, call us at 800-555-0100.',
    'Call us at 800-555-0100 to dispute this balance.',
    'You must call us to dispute this debt.',
    'Disputes must be made by telephone.',
    'Any dispute must be made by phone call to our office.',
    'Para disputar esta deuda, llámenos al 800-555-0100.',
  ])('flags: %s', (sentence) => {
    expect(flagged([CONDITIONS], notice(sentence), WHOLE)).toBe(true);
  });
  it.each([
    'To dispute this debt, call or write to us.',
    'To dispute this debt, call us or write to us at the address above.',
    'Disputes may be made by telephone or in writing.',
    'To make a payment, call us at 800-555-0100.',
    'If you have questions about this debt, call us.',
    'Para disputar esta deuda, llámenos o escríbanos.',
  ])('does not flag: %s', (sentence) => {
    expect(flagged([CONDITIONS], notice(sentence), WHOLE)).toBe(false);
  });
});

// ---------------------------------------------------------------------------------------------
// 6. Layout: a demand split between a heading and its body, a due date given in a table (the column's header labels
// the cell, as a label line labels its value), a label "due immediately". A table of amounts alone, a heading over an
// invitation, and the model form's own date line are not demands.

describe(`${PAYMENT}: a demand written as a heading, a table or a label`, () => {
  it.each([
    'ACTION REQUIRED WITHIN 10 DAYS\nPay the balance of $1,250.00 or call this office.',
    'PAYMENT REQUIRED BY JUNE 20, 2025\nSend the balance of $1,250.00 to the address above.',
    'RESPONSE REQUIRED WITHIN 5 DAYS\nCall this office at 800-555-0100 to avoid referral to our attorney.',
    '| Amount due | Due date |\n| $1,250.00 | June 20, 2025 |',
    '| Balance | Payment due date |\n|---|---|\n| $1,250.00 | 06/20/2025 |',
    '| Balance | $1,250.00 |\n| Pay by | 06/20/2025 |',
    'DUE IMMEDIATELY: $1,250.00',
  ])('flags: %s', (sentence) => {
    expect(flagged([PAYMENT], notice(sentence), WHOLE)).toBe(true);
  });
  it.each([
    '| Amount due | Interest | Fees |\n| $1,250.00 | $0.00 | $0.00 |',
    '| Due date | Amount |\n| July 31, 2025 | $1,250.00 |',
    'PAYMENT OPTIONS\nYou may pay online, by phone or by mail if you wish.',
    'IMPORTANT NOTICE\nPlease read this letter carefully.',
    'YOUR RIGHTS:\nYou may dispute all or part of the debt by July 14, 2025.',
    'Amount Due Now: $1,250.00',
  ])('does not flag: %s', (sentence) => {
    expect(flagged([PAYMENT], notice(sentence), WHOLE)).toBe(false);
  });
});

// ---------------------------------------------------------------------------------------------
// 1d. The sender a collector in other words: collecting for another, or as the debt's new owner (15 U.S.C. 1692a(6)),
// in English and Spanish. The creditor's own letter about a sale or a collector elsewhere still asks who sent it.

describe(`${PAYMENT}: the sender a collector by the words that say it collects for another`, () => {
  const firstLetterOf = (sentence: string) => excerpt(`${sentence} ${DEMAND}`, { collectorLine: false });
  const FIRST: UserAnswers = { isFirstContact: true };
  it.each([
    'We represent Lakeview Clinic in the collection of this account.',
    'We are collecting this debt for Lakeview Clinic.',
    'This office collects debts on behalf of Lakeview Clinic.',
    'Lakeview Clinic sold your account to us.',
    'Este es un intento de cobrar una deuda.',
    'Actuamos en nombre de Clínica Lakeview.',
    'Cobramos esta deuda en nombre de Clínica Lakeview.',
    'Somos los nuevos dueños de su cuenta.',
  ])('flags without asking who sent it: %s', (sentence) => {
    expect(flagged([PAYMENT], firstLetterOf(sentence), FIRST)).toBe(true);
    expect(asked([PAYMENT], firstLetterOf(sentence), FIRST)).not.toContain('senderIsOriginalCreditor');
  });
  it.each([
    'Lakeview Clinic sold your account to Harlow Capital, LLC.',
    'We collect payments for your account on the first of each month.',
    'Esto no es un intento de cobrar una deuda.',
    'We represent that the balance above is correct.',
  ])('asks who sent it: %s', (sentence) => {
    expect(asked([PAYMENT], firstLetterOf(sentence), FIRST)).toContain('senderIsOriginalCreditor');
  });
});

// ---------------------------------------------------------------------------------------------
// 1e. The notice in other words: the right to dispute with its thirty days in any verb of disputing, or the debt taken
// as valid after them in any verb of taking. Thirty days said to have run out, or the collector's own time to answer,
// are not the notice.

describe(`${PAYMENT}: a letter whose notice is written in other words is judged as the notice`, () => {
  it.each([
    'If you do not question this debt within 30 days of getting this letter, we will treat it as correct.',
    'You have 30 days from receiving this notice to contest the debt; otherwise we will consider it valid.',
    'Unless you challenge this debt within thirty days after you receive this letter, we will presume it is owed.',
    'If you object to this debt in writing within 30 days, we will send you proof of it.',
    'You have thirty days to dispute this debt.',
    'Si no cuestiona esta deuda dentro de los 30 días de recibir esta carta, la consideraremos válida.',
    'Tiene 30 días para disputar esta deuda.',
  ])('flags a demand inside the period without asking whether it is the first letter: %s', (sentence) => {
    const text = excerpt(`${DEMAND} ${sentence}`);
    expect(flagged([PAYMENT], text)).toBe(true);
    expect(asked([PAYMENT], text)).not.toContain('isFirstContact');
  });
  it.each([
    'You had 30 days to dispute this debt.',
    'The 30 days you had to dispute this debt have passed.',
    'If you dispute this debt, we will respond within 30 days.',
    'Please allow 30 days for your payment to be credited.',
    'Su plazo de 30 días para disputar esta deuda venció.',
  ])('still asks whether it is the first letter: %s', (sentence) => {
    const text = excerpt(`${DEMAND} ${sentence}`);
    expect(flagged([PAYMENT], text)).toBe(false);
    expect(asked([PAYMENT], text)).toContain('isFirstContact');
  });
});

// ---------------------------------------------------------------------------------------------
// The safe harbour (12 CFR 1006.38(b)(2)): the CFPB's model notices, English and Spanish, give no finding and no
// question from any rule the label `overshadowing` maps to, with every reading of this file in force.

describe('the CFPB model notices stay clean under every overshadowing rule', () => {
  const fixture = (name: string): string => readFileSync(new URL(`../../test-fixtures/${name}`, import.meta.url), 'utf8');
  const LABEL = [PAYMENT, THREAT, CONDITIONS, 'dispute_must_be_in_writing_misstated'];
  it.each(['cfpb-model-form-b1.txt', 'cfpb-model-form-spanish.txt'])('%s', (name) => {
    const result = run(LABEL, fixture(name), { readsSpanish: true });
    expect(result.findings.filter((f) => LABEL.includes(f.id))).toEqual([]);
    expect(result.questions.filter((q) => q.askedBy.some((id) => LABEL.includes(id)))).toEqual([]);
  });
});

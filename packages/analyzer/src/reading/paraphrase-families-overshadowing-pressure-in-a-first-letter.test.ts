/**
 * Paraphrase families for the pressure a first letter puts on the validation period (decision 151, issue 26): demands for
 * payment or a response with a time, urgency under a step, and consequences framed in time, in every grammatical form
 * (active, passive, modal, imperative, nominalised, negated as a condition) and in Spanish (15 U.S.C. 1692g(b); 12 CFR
 * 1006.38(b)). Each family is judged twice: in a Regulation F first letter that carries the notice (period to July 14,
 * 2025), and in a letter with no notice in its words, where the rule must ask whether it is the collector's first letter
 * (`isFirstContact`) and flag once the person says it is. Lawful near misses neither flag nor ask. No letter of any corpus
 * is quoted. Tests, not the measure.
 *
 * 1. The forms read before this decision, kept as the families' base: demands with a date, a count, a weekday, "by return
 *    mail", "upon receipt", "no later than", "before the end of the month"; consequences on silence timed in days.
 * 2. Obligation in the words "must" did not reach: "kindly remit", "is mandatory", the imperative in other verbs ("make your
 *    payment", "resolve this balance", "favor de pagar", "sírvase remitir"); Spanish obligation in other persons and
 *    forms ("debemos recibir", "tiene que pagar", "necesitamos recibir su pago", "deberá ser recibido", "es requerido"), and
 *    a Spanish weekday after "a más tardar el".
 * 3. A further step named first and said to come after its words ("further collection activity will follow / begin / be
 *    taken", "additional collection efforts will commence", "before further collection activity is taken").
 * 4. Time said to be running out, under an obligation and a step the letter does not hedge (the class of "promptly",
 *    decision 136), in the sentence or the short sentence before it.
 * 5. Time granted to pay ("you have five days to pay", "you are given ten days", "tiene diez días para pagar"), the deadline
 *    named as a noun ("Payment deadline:", "the deadline for payment is", "Plazo para pagar:"), a step from a date on ("After June
 *    20, this account will be sent to our attorney") or scheduled for it, and the calendar: tomorrow, "within a few days", "by
 *    the close of business on Friday", "a más tardar mañana"; counts the readers did not take ("transcurridos / pasados 10
 *    días", "ten days from now", "if you ignore this letter for more than ten days", "we will wait ten days before…"), time
 *    granted by the collector ("we are giving you until Friday to pay", "le damos 10 días para pagar", "tiene hasta el viernes
 *    para pagar"), and a file that "pasará a nuestro departamento legal".
 * A suit said to be already brought (Ellis v. Solomon & Solomon, 2d Cir. 2010) is flagged in a first letter; without the notice
 * in the words, the threat rule now asks whether it is the first letter, as it does for a threat.
 * 6. Lawful: an untimed demand or urgency with no step (Bartlett v. Heibl lets a collector ask for payment; "final notice"
 *    and "do not ignore" without a time, decisions 091, 136, 144), the last opportunity offered (Wilson v. Quadramed, 3d
 *    Cir. 2000), a deadline after the period, Bartlett's explanation, the model form's "you may pay now" with the rights
 *    kept, "please call" invitations, a step that only may come (Terran v. Kaplan), collection said to continue (1692g(b)).
 */
import { describe, expect, it } from 'vitest';
import { analyzeText, getRule } from '../index';
import { bareLetter, firstLetter, ruleOutcome } from './test-letters';

const TODAY = '2025-06-12';
const PAYMENT = 'overshadow_payment_deadline';
const THREAT = 'overshadow_threat_inside_period';
// The language rule is left out: a Spanish sentence in an English letter is its own question (readsSpanish), not pressure.
const OVERSHADOWING = [PAYMENT, THREAT, 'dispute_conditions_added', 'dispute_must_be_in_writing_misstated'];
const ANSWERS = { state: 'TX' };

const outcome = (text: string, answers: Record<string, unknown> = ANSWERS): 'flag' | 'ask' | 'silent' => {
  const all = OVERSHADOWING.map((id) => ruleOutcome(id, text, answers, TODAY));
  return all.includes('flag') ? 'flag' : all.includes('ask') ? 'ask' : 'silent';
};

/** The questions the two overshadowing rules ask of `text` with no answer but the state. */
const askedKeys = (text: string): string[] => {
  const result = analyzeText(text, { answers: { allPagesUploaded: true, ...ANSWERS }, today: TODAY, rules: [getRule(PAYMENT)!, getRule(THREAT)!] });
  return result.questions.filter((q) => q.askedBy.some((id) => id === PAYMENT || id === THREAT)).map((q) => q.id);
};

/** Must flag in a first letter with the notice; in a letter without it, must ask `isFirstContact` and flag once answered. */
const expectPressure = (body: string): void => {
  expect(outcome(firstLetter(body))).toBe('flag');
  expect(askedKeys(bareLetter(body))).toContain('isFirstContact');
  expect(outcome(bareLetter(body), { ...ANSWERS, isFirstContact: true })).toBe('flag');
};

/** Lawful: neither flags in a first letter with the notice, nor asks or flags in a letter without it, nor once answered. */
const expectLawful = (body: string): void => {
  expect(outcome(firstLetter(body))).toBe('silent');
  expect(outcome(bareLetter(body))).toBe('silent');
  expect(outcome(bareLetter(body), { ...ANSWERS, isFirstContact: true })).toBe('silent');
};

// ---------------------------------------------------------------------------------------------
// 1. The base: forms read before this decision.

describe('overshadowing pressure: demands and consequences already read, in every form (the base)', () => {
  it.each([
    // demands, with and without the word "pay"
    'We demand immediate payment of the balance.',
    'Payment in full is required immediately.',
    'We must receive your payment within 10 days.',
    'Please remit the balance at once.',
    'Remit the full balance by return mail.',
    'Payment is due upon receipt of this letter.',
    'Payment must be received by Friday.',
    'Send your payment no later than June 20, 2025.',
    'Your payment must be received before the end of the month.',
    'Payment within ten days is required.',
    'Payment of the full balance is demanded within ten days.',
    'It is required that you pay by Friday.',
    'Payment is expected by the end of the week.',
    // urgency with a time
    'FINAL NOTICE. Payment in full is required immediately.',
    'Time is running out. Pay the balance today.',
    'Do not ignore this letter. Pay the balance immediately.',
    'This matter requires your immediate attention. If we do not hear from you, your file will be forwarded to an attorney.',
    // consequences framed in time, negated as a condition, passive, nominalised
    'If we do not hear from you within 10 days, your account will be referred for further collection activity.',
    'Failure to respond within ten days will result in further collection activity.',
    'Unless payment is received within 10 days, your file will be transferred to our legal department.',
    'If payment is not received within 15 days, this account may be reported to the credit bureaus.',
    'Your file will be escalated if payment is not received within seven days.',
    'No response within 10 days will result in your account being referred to an attorney.',
    'In the absence of payment within 10 days, we will refer this matter to our attorney.',
    // Spanish
    'Exigimos el pago inmediato del saldo.',
    'Su pago debe recibirse a más tardar el 20 de junio de 2025.',
    'Si no sabemos de usted dentro de 10 días, su cuenta será transferida a nuestro departamento legal.',
    'La falta de respuesta dentro de diez días resultará en acciones de cobro adicionales.',
    'A menos que recibamos su pago dentro de 10 días, su expediente será enviado a un abogado.',
  ])('flags with the notice, asks without it, flags once answered: %s', (body) => {
    expectPressure(body);
  });
});

// ---------------------------------------------------------------------------------------------
// 2. Obligation in other words, English and Spanish.

describe('overshadowing pressure: obligation in the words "must" did not reach', () => {
  it.each([
    'Kindly remit the balance within 7 days.',
    'Remittance in full within ten days is mandatory.',
    'Payment of this balance within five days is compulsory.',
    'Debemos recibir su pago dentro de 10 días.',
    'Usted tiene que pagar el saldo dentro de 10 días.',
    'Tenemos que recibir su pago a más tardar el viernes.',
    'Necesitamos recibir su pago dentro de 5 días.',
    'Su pago deberá ser recibido dentro de 10 días.',
    'El pago total es requerido dentro de 10 días.',
    // The imperative in other verbs and courtesies.
    'Please make your payment within the next ten days.',
    'Resolve this balance within ten days.',
    'Favor de pagar el saldo dentro de 10 días.',
    'Sírvase remitir el pago dentro de cinco días.',
  ])('flags with the notice, asks without it, flags once answered: %s', (body) => {
    expectPressure(body);
  });
  it.each([
    'Kindly remit the balance at your earliest convenience.',
    'Kindly remit the balance by July 20, 2025.',
    'Usted tiene que decidir si desea disputar la deuda.',
    'Necesitamos recibir su disputa por escrito si desea que verifiquemos la deuda.',
    'Debemos informarle que este es un intento de cobrar una deuda.',
    'Puede pagar a más tardar el viernes si lo desea.',
    'Debemos recibir su pago a más tardar el 20 de julio de 2025.',
    'Please make your payment by July 20, 2025.',
    'Resolve this balance at your convenience.',
    'Make your check payable to Apex Recovery Group and mail it to the address below.',
    'Favor de pagar a nombre de Apex Recovery Group.',
    'Resolve any questions about this account by calling us.',
  ])('does not flag or ask: %s', (body) => {
    expectLawful(body);
  });
});

// ---------------------------------------------------------------------------------------------
// 3. A further step named first and said to come after its words.

describe('overshadowing pressure: a further step said to follow, begin or be taken inside the period', () => {
  it.each([
    'If you do not respond within 10 days, further collection activity will follow.',
    'If you do not respond within 10 days, further collection activity will begin.',
    'Unless you contact this office within ten days, additional collection efforts will commence.',
    'You have 10 days to contact us before further collection activity is taken.',
    'If we do not hear from you by June 20, 2025, further action will be taken on this account.',
    'Should you fail to call within five days, additional collection action is going to follow.',
    'Si no recibimos su pago dentro de 10 días, comenzarán acciones de cobro adicionales.',
  ])('flags with the notice, asks without it, flags once answered: %s', (body) => {
    expectPressure(body);
  });
  it.each([
    // A step that only may come (Terran v. Kaplan, 9th Cir. 1997); collection that continues (1692g(b)); a date after the period.
    'Further collection activity may follow if you do not respond within 10 days.',
    'If you do not respond within 10 days, collection activity will continue.',
    'If you do not respond within 10 days, we will continue our collection efforts.',
    'If you do not respond by July 20, 2025, further collection activity will follow.',
    'Further collection activity will follow after the validation period ends if you do not respond.',
  ])('does not flag or ask: %s', (body) => {
    expectLawful(body);
  });
});

// ---------------------------------------------------------------------------------------------
// 4. Time said to be running out, under an obligation and a step.

describe('overshadowing pressure: time running out, under an obligation and a step not hedged', () => {
  it.each([
    'Time is running out: you must pay this balance or we will file suit.',
    'You are running out of time. You must pay this balance or your account will be sent to our attorney.',
    'Payment is required before it is too late to avoid legal action.',
    'Se le acaba el tiempo. Debe pagar el saldo o presentaremos una demanda.',
    'El tiempo se agota: debe pagar el saldo o su cuenta será enviada a un abogado.',
  ])('flags with the notice, asks without it, flags once answered: %s', (body) => {
    expectPressure(body);
  });
  it.each([
    'Time is running out to take advantage of this offer.',
    'Time is running out. Please call us.',
    'Time is running out: you must pay this balance or our client may consider legal action.',
    'Se le acaba el tiempo. Llámenos si tiene preguntas.',
    'Time is running out to accept this offer. Nothing in this letter limits your right to dispute this debt.',
  ])('does not flag or ask: %s', (body) => {
    expectLawful(body);
  });
});

// ---------------------------------------------------------------------------------------------
// 5. Time granted to pay, a deadline named as a noun, a step from a date on, and the calendar.

describe('overshadowing pressure: time granted to pay, a deadline named as a noun, a step from a date on, tomorrow, a few days', () => {
  it.each([
    'You have five days to pay.',
    'You have only ten (10) days to pay this balance.',
    'You have 72 hours from receipt of this letter to make payment.',
    'Tiene diez días para pagar el saldo.',
    'You must pay the balance within a few days or we will file suit.',
    'Payment must be received by tomorrow.',
    'Payment must be received by close of business tomorrow.',
    'Call us tomorrow or your account will be sent to our attorney.',
    'Payment must be received by the close of business on Friday.',
    'Debe pagar el saldo mañana o presentaremos una demanda.',
    'Su pago debe recibirse a más tardar mañana.',
    // The deadline named as a noun, the time granted in the passive, a step from a date on or scheduled for it.
    'The deadline for payment is June 20, 2025.',
    'Payment deadline: June 20, 2025',
    'Last day to pay: June 20, 2025',
    'Plazo para pagar: 20 de junio de 2025',
    'Your deadline to pay is ten days from the date of this letter.',
    'You are given ten days to pay this balance.',
    'After June 20, 2025, this account will be sent to our attorney.',
    'Beginning June 20, 2025, we will report this account to the credit bureaus.',
    'Referral to our attorney is scheduled for June 20, 2025.',
    // Time run out in Spanish, counted from now, the consumer's silence for a span, the collector's wait, time granted by the collector.
    'Transcurridos 10 días sin recibir su pago, su cuenta será enviada a un abogado.',
    'Pasados diez días sin respuesta, reportaremos la cuenta a los burós de crédito.',
    'De no recibir noticias suyas en 10 días, su expediente pasará a nuestro departamento legal.',
    'Should this balance remain unpaid ten days from now, we will refer it to our attorney.',
    'If you ignore this letter for more than ten days, we will file suit.',
    'We will wait ten days for your payment before referring this account to our attorney.',
    'We are giving you until Friday to pay.',
    'Le damos 10 días para pagar.',
    'Tiene hasta el viernes para pagar.',
  ])('flags with the notice, asks without it, flags once answered: %s', (body) => {
    expectPressure(body);
  });
  it.each([
    'You have 45 days to pay this balance.',
    'You have until July 20, 2025 to pay this balance.',
    'Tiene 45 días para pagar este saldo.',
    'You have ten days to pay each installment under your payment plan.',
    'If you pay within a few days, we will accept $600 in full satisfaction.',
    'You have the right to pay this debt at any time.',
    // An announced call, a time of day, a courtesy.
    'A representative will call you tomorrow to discuss this account.',
    'We will call you tomorrow morning to discuss payment options.',
    'Our office will be closed tomorrow; please call us on Monday if you have questions.',
    'Please call us tomorrow if you have any questions about this account.',
    'Podemos hablar mañana por la tarde si desea llamarnos.',
    'Llámenos mañana por la mañana si tiene preguntas.',
    'The deadline to dispute this debt is July 14, 2025.',
    'Payment deadline: July 20, 2025',
    'After July 20, 2025, this account will be sent to our attorney.',
    'Payments received after June 20, 2025 will be credited to your account.',
    'Beginning June 20, 2025, you can pay online at our website.',
    'A partir del 20 de junio de 2025 puede pagar en línea.',
    'Referral to our attorney is scheduled for July 20, 2025.',
    'A call with our representative is scheduled for June 20, 2025.',
    'As of June 20, 2025, we will not report this account to the credit bureaus.',
    'Transcurridos 45 días, su cuenta será enviada a un abogado.',
    'Le damos 45 días para pagar.',
    'Please wait 5 days for your payment to post to your account.',
    'Ten days from now you will receive a statement of your account.',
    'If you ignore this letter for more than 45 days, we will file suit.',
    'Si lo desea, puede pasar a nuestra oficina para hablar con un representante.',
    'We will wait until the validation period ends before we refer this account to our attorney.',
  ])('does not flag or ask: %s', (body) => {
    expectLawful(body);
  });
});

// ---------------------------------------------------------------------------------------------
// 6. Lawful near misses courts approved or the law allows.

describe('overshadowing pressure: lawful near misses neither flag nor ask', () => {
  it.each([
    // A demand or urgency with no time and no step (Bartlett v. Heibl; decisions 091, 136, 144).
    'Payment in full is required.',
    'This matter requires your immediate attention.',
    'URGENT: Please call our office to discuss this account.',
    'FINAL NOTICE. Please call us to discuss this account.',
    'Do not ignore this notice. If you do, we will refer this account to an attorney.',
    'Este asunto requiere su atención inmediata.',
    // The last opportunity offered, not demanded (Wilson v. Quadramed, 3d Cir. 2000).
    'This is your last opportunity to pay this balance before further collection activity.',
    'We shall afford you the opportunity to pay this bill immediately and avoid further legal action.',
    'Esta es su última oportunidad para pagar este saldo.',
    // Invitations and requests.
    'Please call us to discuss this account.',
    'Please call us at your convenience to discuss payment options.',
    'We ask that you pay this balance.',
    // The model form's own offer, with the rights kept; a deadline after the period.
    'You may pay now, but you still have the right to dispute this debt as described below.',
    'Please pay the balance by July 20, 2025 or we will refer the account to our attorney.',
    'You must pay the balance by July 20, 2025.',
    'Le pedimos que pague el saldo antes del 20 de julio de 2025.',
  ])('does not flag or ask: %s', (body) => {
    expectLawful(body);
  });

  it.each([
    // Bartlett's explanation, and the same cure in other words (decision 136), after a short deadline.
    'Kindly remit the balance within 7 days. Nothing in this letter limits your right to dispute this debt.',
    'We must receive your payment within 10 days. Although we have requested that you make payment, you still have the right to dispute this debt within the period described below.',
    'Debemos recibir su pago dentro de 10 días. Esta solicitud no afecta sus derechos descritos abajo.',
  ])('the cure keeps a first letter with the notice lawful: %s', (body) => {
    expect(outcome(firstLetter(body))).toBe('silent');
  });

  it.each([
    'A lawsuit has been filed against you on this debt. Please call our office.',
    'Enclosed is a copy of the summons and complaint filed against you.',
    'Hemos presentado una demanda en su contra por esta deuda.',
  ])('a suit said to be already brought: flagged with the notice, asked without it, flagged once answered (Ellis): %s', (body) => {
    expectPressure(body);
  });
  it.each(['No lawsuit has been filed against you.', 'If a lawsuit has been filed, please forward it to our office.'])(
    'a suit denied or put as a condition neither flags nor asks: %s',
    (body) => {
      expectLawful(body);
    },
  );

  it('a letter that names an earlier letter of its sender is not asked whether it is the first', () => {
    const body = 'As stated in our previous letter, we must receive your payment within 10 days.';
    expect(askedKeys(bareLetter(body))).not.toContain('isFirstContact');
  });
});

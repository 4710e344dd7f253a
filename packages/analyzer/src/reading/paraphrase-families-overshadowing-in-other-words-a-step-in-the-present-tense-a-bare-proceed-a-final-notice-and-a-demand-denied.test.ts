/**
 * Paraphrase families for overshadowing read in the ways people write it (decision 407, issue 26), written from the law
 * before any corpus letter was read: for each kind courts have held to overshadow a first letter's notice of the thirty days
 * (15 U.S.C. 1692g(b); 12 CFR 1006.38(b)(1)), variants in other words that must flag in a collector's first letter that
 * carries the notice (a Regulation F letter whose period ends July 14, 2025, to a Texas consumer: the Fifth Circuit), and the
 * near misses courts approved that must not. No letter of any corpus is quoted. Tests, not the measure.
 *
 * 1. Immediate payment demanded in its many forms ("now", "at once", "without delay", "upon receipt", "today", "by return
 *    mail", "forthwith", "right away"), under a step (Miller v. Payco-General American Credits, 4th Cir. 1991: "IMMEDIATE FULL
 *    PAYMENT"; Swanson v. Southern Oregon Credit Service, 9th Cir. 1988); in the Second Circuit payment demanded now contradicts
 *    the thirty days by itself (Savino v. Computer Credit, 2d Cir. 1998; Russell v. Equifax A.R.S., 2d Cir. 1996). Elsewhere
 *    immediacy counts under a step (decision 136), and the families respect that split.
 * 2. A deadline shorter than the period: a count under thirty days, a date inside it, "this week" (Graziano v. Harrison, 3d Cir.
 *    1991: suit within ten days; Bartlett v. Heibl, 7th Cir. 1997: "within one week").
 * 3. A step threatened inside the period, in every grammatical form: suit, an attorney, a report, "further action", "additional
 *    collection activity", "we will proceed"; the step in the present tense with its time ("in ten days this account goes to our
 *    attorney"), a bare "we will proceed" or "act on this account" timed by a count or a date.
 * 4. Urgency under a sure step: "FINAL NOTICE … or we will file suit", "our final attempt … before we refer it to our attorney": the
 *    letter in hand said to be the last word before the step. A notice is overshadowed when the letter would leave the least
 *    sophisticated consumer uncertain as to her rights (Jacobson v. Healthcare Financial Services, 2d Cir. 2008).
 * 5. Payment said to be the only way to stop the step, now, in English and Spanish.
 * 6. Lawful near misses: a plain request for payment; the notice's own "if you do not dispute … we will assume"; a deadline after
 *    the period; an offer with its own later deadline and Bartlett's safe-harbour sentence; "you may pay now if you wish"; a demand
 *    the letter says it does not make ("you do not have to pay now", "we do not require immediate payment"); a step said to come
 *    only after the thirty days or only possibly (Terran v. Kaplan, 9th Cir. 1997; Wilson v. Quadramed Corp., 3d Cir. 2000).
 */
import { describe, expect, it } from 'vitest';
import { analyzeText, getRule } from '../index';
import { bareLetter, firstLetter, ruleOutcome } from './test-letters';

const TODAY = '2025-06-12';
const OVERSHADOWING = ['overshadow_payment_deadline', 'overshadow_threat_inside_period', 'dispute_conditions_added', 'dispute_must_be_in_writing_misstated'];

const outcome = (body: string, state = 'TX'): 'flag' | 'ask' | 'silent' => {
  const all = OVERSHADOWING.map((id) => ruleOutcome(id, firstLetter(body), { state }, TODAY));
  return all.includes('flag') ? 'flag' : all.includes('ask') ? 'ask' : 'silent';
};

/** Each body must flag in a first letter with the notice, in `state`'s circuit. */
const flags = (bodies: readonly string[], state = 'TX'): void => {
  it.each(bodies)(`flags (${state}): %s`, (body) => {
    expect(outcome(body, state)).toBe('flag');
  });
};
/** Each body must neither flag nor ask in a first letter with the notice, in `state`'s circuit. */
const staysSilent = (bodies: readonly string[], state = 'TX'): void => {
  it.each(bodies)(`stays silent (${state}): %s`, (body) => {
    expect(outcome(body, state)).toBe('silent');
  });
};

// ---------------------------------------------------------------------------------------------
// 1. Immediate payment demanded, under a step (any circuit).

describe('overshadowing in other words: immediate payment demanded under a step', () => {
  flags([
    'Pay the balance now to avoid further collection activity.',
    'Send us your payment at once or we will refer this account to our attorney.',
    'Your payment is needed without delay; otherwise we will proceed with legal action.',
    'Remit the full balance upon receipt of this letter to avoid being reported to the credit bureaus.',
    'We must have your payment today, or your account will be turned over to our attorneys.',
    'Mail your check for the balance by return mail, or we will file suit.',
    'The balance must be paid forthwith or legal proceedings will be commenced.',
    'Payment is to be made right away; if it is not, this account will be sent to a law firm.',
    'Immediate payment is expected. If it is not received, we will take legal action.',
    'We insist that you pay the balance immediately, or we will report the debt to the credit bureaus.',
    'You are required to pay this debt without delay. Failure to do so will result in a lawsuit.',
    'Unless you pay today, your account will be placed with an attorney for suit.',
    'If the balance is not paid at once, we will sue you.',
    'Pay now or face legal action.',
    'Immediate payment is necessary to prevent further legal action.',
    'A lawsuit will be filed if this debt is not resolved promptly.',
    'Your account will be turned over to our attorney if not paid immediately.',
    'We will commence suit against you immediately unless payment is made.',
    'If you do not pay immediately, we will garnish your wages.',
    'Legal action is imminent unless you pay today.',
    'Do not wait. Pay the balance today or we will sue.',
    'Act now to avoid a lawsuit.',
    "Don't delay: pay today to avoid legal action.",
    // Spanish
    'Pague el saldo sin demora para evitar acciones legales.',
    'Debe pagar el saldo de inmediato o su cuenta será enviada a un abogado.',
    'Si no paga hoy, presentaremos una demanda en su contra.',
    'Pague ahora o enfrentará acciones legales.',
    'Su cuenta será turnada a un abogado si no paga inmediatamente.',
    'Esperamos su pago a vuelta de correo; de lo contrario, presentaremos una demanda.',
    'Pague hoy para evitar que su cuenta sea reportada.',
  ]);
});

describe('overshadowing in other words: payment demanded now, alone, in the Second Circuit (Savino; Russell)', () => {
  flags(
    [
      'Payment in full is due upon receipt.',
      'The balance is payable immediately.',
      'We demand immediate payment of the full balance.',
      'Your account must be paid in full now.',
    ],
    'NY',
  );
});

// ---------------------------------------------------------------------------------------------
// 2. A deadline shorter than the period.

describe('overshadowing in other words: a deadline inside the thirty days', () => {
  flags([
    'You must pay the balance within 72 hours.',
    'We must receive payment in the next ten days.',
    'Payment must reach this office no later than June 20, 2025.',
    'Pay the balance within one week of the date of this letter.',
    'The full balance must be paid within fifteen (15) days.',
    'We require payment of the balance before June 25, 2025.',
    'Your payment is due by June 20, 2025. If it is not received by then, we will refer your account to our attorney.',
    'Please send payment within 10 days to avoid further action.',
    'Pay within the next 5 days, or we will take additional collection steps.',
    'Payment in full has to be received by June 27, 2025.',
    'You need to pay this balance this week.',
    'Payment must be made by the end of this week.',
    'The balance is due within 10 days.',
    'Balance due within 10 days of receipt.',
    'Payment of the balance is needed by June 20, 2025 in order to prevent legal action.',
    'To avoid a lawsuit, pay by June 20, 2025.',
    'If you want to avoid a lawsuit, you must pay by June 20, 2025.',
    'Su pago debe recibirse dentro de las próximas 72 horas.',
    'Debe pagar antes del 20 de junio de 2025 para evitar una demanda.',
    'Para evitar una demanda, pague antes del 20 de junio de 2025.',
    'Le exigimos el pago a más tardar el 20 de junio de 2025.',
    'Exigimos su pago a vuelta de correo.',
  ]);
});

// ---------------------------------------------------------------------------------------------
// 3. A step threatened inside the period.

describe('overshadowing in other words: a step threatened inside the period, in every form', () => {
  flags([
    'If we do not receive payment within ten days, we will proceed with additional collection activity.',
    'Unless the balance is paid within ten days, your account will be reported to the credit bureaus.',
    'Failure to pay within 15 days will result in suit being filed.',
    'If you do not contact us within 7 days, we will pursue all legal remedies available to us.',
    'We intend to file suit against you within the next two weeks.',
    'Should payment not be received by June 15, 2025, we will have no choice but to refer this matter for litigation.',
    'We plan to sue you in ten days if the balance remains unpaid.',
    'Your account is scheduled to be referred to our legal department on June 18, 2025.',
    'Legal action will begin in ten days unless we hear from you.',
    'Within ten days of this letter, your account will be reported to the national credit bureaus.',
    'You have ten days before we file a lawsuit.',
    'We will wait only ten days before we sue.',
    'Absent payment within ten days, suit will follow.',
    'Without payment within ten days, this matter will be referred to counsel.',
    'Ten days from now, the account will be handed to our lawyers.',
    'Your account will be reported as delinquent to the credit bureaus if not paid by June 20, 2025.',
    'We will place a negative mark on your credit report if this balance is not paid within ten days.',
    'Pay by June 20, 2025, or we will take whatever action is necessary.',
    'If not paid within 10 days, we will exercise our client’s legal rights.',
    'Respond within 10 days or your account will be sent to our attorney.',
    'Call us within 48 hours or we will file suit.',
    // the step in the present tense, with its time
    'In ten days this account goes to our attorney.',
    'This account goes to our attorney on June 20, 2025.',
    'On June 20, 2025, your file moves to our legal department unless it is paid.',
    // a bare "proceed" or "act", timed by a count or a date
    'After ten days we will proceed.',
    'We will have to proceed without further notice if the balance remains unpaid after June 20, 2025.',
    'We will act on this account if it is not paid by June 20, 2025.',
    'Unless paid by June 20, 2025, we will take steps to protect our client’s interests.',
    'We will proceed with collection through all available legal means after June 20, 2025.',
    // Spanish
    'Si no recibimos su pago en 10 días, reportaremos la deuda a las agencias de crédito.',
    'Dentro de diez días su cuenta será enviada a nuestro abogado.',
    'Si no paga dentro de 10 días, procederemos con acciones adicionales de cobro.',
    'Tiene diez días para pagar antes de que presentemos una demanda.',
    'En diez días, su cuenta pasará a nuestro abogado.',
    'Después de diez días, procederemos con una demanda.',
    'Si no recibimos su pago en diez días, procederemos sin más aviso.',
  ]);
});

// ---------------------------------------------------------------------------------------------
// 4. Urgency under a sure step; 5. payment the only way to stop it.

describe('overshadowing in other words: urgency under a sure step, and payment the only way to stop it', () => {
  flags([
    'FINAL NOTICE: pay the balance or we will file suit.',
    'This is your last chance to pay before we take legal action.',
    'This matter requires your immediate attention to avoid legal action.',
    'This is our final attempt to collect this debt before we refer it to our attorney.',
    'This is the last notice you will receive before legal action is taken.',
    'This is your final opportunity to resolve this debt before it is referred to an attorney.',
    'Esta es su última oportunidad de pagar antes de que tomemos acciones legales.',
    'Es su última oportunidad antes de que su cuenta sea enviada a un abogado.',
    'The only way to avoid a lawsuit is to pay the balance now.',
    'Only immediate payment will stop this account from being referred to our attorney.',
    'To stop legal action, you must pay the full balance today.',
    'Only payment will stop the lawsuit. Pay the balance today.',
    'La única manera de evitar una demanda es pagar el saldo ahora.',
    'Solo su pago de hoy evitará que su cuenta sea enviada a un abogado.',
  ]);
});

// ---------------------------------------------------------------------------------------------
// 6. Lawful near misses.

describe('overshadowing in other words: the near misses courts approved stay silent', () => {
  staysSilent([
    // a plain request for payment (Bartlett v. Heibl lets a collector ask for payment)
    'Please remit payment.',
    'We ask that you pay the balance.',
    'We would appreciate your payment.',
    'Le pedimos que pague el saldo.',
    // the notice's own words
    'If you do not dispute this debt within 30 days, we will assume it is valid.',
    'Si no disputa esta deuda dentro de 30 días, asumiremos que es válida.',
    // a deadline after the period
    'Please pay the balance by August 15, 2025.',
    'Payment must be received by July 31, 2025.',
    // an offer with its own later deadline and Bartlett's sentence
    'We are offering to settle this account for $800.00 if you pay by June 30, 2025. We are not obligated to renew this offer. Although we have requested that you make a payment, you still have the right to dispute this debt or request the name of the original creditor as described below.',
    // the choice left to the consumer
    'You may pay now if you wish.',
    'You can pay today by phone if you choose.',
    'Puede pagar ahora si lo desea.',
    // a demand the letter says it does not make
    'You do not have to pay now.',
    'You are not required to pay now.',
    'You need not pay today.',
    'We do not require immediate payment.',
    'We are not demanding payment within the next 30 days.',
    'No payment is required at this time.',
    'Nothing in this letter requires you to pay before July 14, 2025.',
    'No tiene que pagar hoy.',
    // a step only after the thirty days, or only possible
    'If you do not pay or dispute the debt, we may refer your account to an attorney after July 14, 2025.',
    'After the validation period ends, if the balance remains unpaid, we will refer this account to our attorney.',
    'We will not sue or report this debt before July 14, 2025.',
    'Our client may consider legal action.',
    'Después del 14 de julio de 2025, si el saldo sigue sin pagarse, podremos enviar su cuenta a un abogado.',
    // invitations and an offer's urgency
    'Please call us today to discuss payment options.',
    'We want to help you resolve this account. Call us at your earliest convenience.',
    'If you are unable to pay the full balance, please contact us to discuss a payment plan.',
    'Take advantage of this offer today.',
    'Please give this matter your immediate attention.',
    'This is a final notice.',
    // a bare "proceed" that names no step against the consumer
    'If we do not hear from you within ten days, we will proceed on the assumption that you want to set up a payment plan.',
    'Once we receive your payment, we will proceed to close your account.',
    'If you call us within ten days, we will proceed as you ask.',
    // the present tense of a payment, not of a step
    'Your payment goes to Pinecrest Bank within ten days of receipt.',
  ]);
  staysSilent(
    [
      'Please remit payment.',
      'We ask that you pay the balance.',
      'You may pay now if you wish.',
      'Please pay the balance by August 15, 2025.',
      'We do not require immediate payment.',
    ],
    'NY',
  );
});

// ---------------------------------------------------------------------------------------------
// 7. The same kinds in more tenses and persons: the present and the progressive, the calendar, a heading, Spanish; and lawful
// sentences in the same words ("collection will proceed" is collection going on, which 1692g(b) allows; a step after the period).

describe('overshadowing in other words: more tenses, persons and headings', () => {
  flags([
    'Suit will be filed against you on June 20, 2025 unless the balance is paid.',
    'You are hereby notified that this account will be referred to an attorney ten days from the date of this letter.',
    'We will be filing suit next week.',
    'We are filing suit on June 20, 2025.',
    'Legal action is scheduled for June 20, 2025.',
    'We are referring your account to our attorney in 10 days.',
    'Contact us within five days to stop legal action.',
    'Payment within five days will avoid a lawsuit.',
    'Without your immediate payment, this account goes to our attorney.',
    'We must hear from you by Friday or we will file suit.',
    'IMMEDIATE ACTION REQUIRED TO AVOID LITIGATION. Pay the balance today.',
    'This account has been approved for litigation. Pay immediately.',
    'We will be forced to turn this over to our attorneys if payment is not received immediately.',
    'Your credit rating will suffer if this balance is not paid within ten days.',
    'Pay by the 20th of this month or we will refer your account to our attorney.',
    'Your account will be with our attorney by next week unless you pay.',
    'Your file is being transferred to our legal department in ten days.',
    'In ten days we file suit.',
    'On June 20, 2025 we refer this account to our lawyers.',
    'If we do not have your payment in ten days, we proceed.',
    'We shall proceed at once unless the balance is paid today.',
    'Si no recibimos noticias suyas en cinco días, nos veremos obligados a demandarle.',
    'Le damos 7 días para pagar; después, su cuenta irá a juicio.',
    'Su cuenta será reportada a las agencias de crédito en 10 días.',
    'En diez días, su cuenta va a nuestro abogado.',
    'Si no paga en diez días, procederemos.',
    'Su expediente pasa a nuestro abogado el 20 de junio de 2025.',
    'Debe comunicarse con nosotros dentro de cinco días o presentaremos una demanda.',
    'AVISO FINAL: pague el saldo o presentaremos una demanda.',
    'Este es nuestro último intento de cobro antes de enviar su cuenta a un abogado.',
    'Pague de inmediato. De lo contrario, procederemos legalmente.',
  ]);
  staysSilent([
    'If you do not respond within 10 days, collection will proceed.',
    'If you do not respond within 10 days, collection of this account will proceed.',
    'We hope to hear from you soon.',
    'Payment is due.',
    'The balance is now due.',
    'Your account is past due.',
    'We will report this account to the credit bureaus after July 14, 2025 if it is unpaid.',
    'If you pay within 10 days, we will waive the late fee.',
    'We may refer this account to an attorney if it is not paid.',
    'We will call you in ten days to discuss this account.',
    'We will send you a statement in ten days.',
    'If we receive your dispute, we will proceed to verify the debt.',
    'Once you call us, we will proceed with setting up your payment plan.',
    'After July 14, 2025, we will proceed.',
    'If you do not dispute the debt by July 14, 2025, we will proceed.',
  ]);
});

// ---------------------------------------------------------------------------------------------
// 8. The new readings without the notice in the letter's words: the rules ask whether it is the collector's first letter and
// flag once the person says it is; a demand denied asks nothing.

describe('overshadowing in other words: without the notice, asked and then flagged', () => {
  const rules = ['overshadow_payment_deadline', 'overshadow_threat_inside_period'];
  const asked = (body: string): string[] =>
    analyzeText(bareLetter(body), { answers: { allPagesUploaded: true, state: 'TX' }, today: TODAY, rules: rules.map((id) => getRule(id)!) })
      .questions.filter((q) => q.askedBy.some((id) => rules.includes(id)))
      .map((q) => q.id);
  const flaggedOnceAnswered = (body: string): boolean =>
    rules.some((id) => ruleOutcome(id, bareLetter(body), { state: 'TX', isFirstContact: true }, TODAY) === 'flag');
  it.each([
    'In ten days this account goes to our attorney.',
    'After ten days we will proceed.',
    'FINAL NOTICE: pay the balance or we will file suit.',
    'AVISO FINAL: pague el saldo o presentaremos una demanda.',
    'A lawsuit will be filed if this debt is not resolved promptly.',
  ])('asks isFirstContact, then flags: %s', (body) => {
    expect(asked(body)).toContain('isFirstContact');
    expect(flaggedOnceAnswered(body)).toBe(true);
  });
  it.each(['You do not have to pay now.', 'We do not require immediate payment.', 'If you do not respond within 10 days, collection will proceed.'])(
    'asks nothing and stays silent: %s',
    (body) => {
      expect(asked(body)).toEqual([]);
      expect(flaggedOnceAnswered(body)).toBe(false);
    },
  );
});

/**
 * Paraphrase families for decision 178 (issue 26): overshadowing read by what a letter does, in the kinds the development misses
 * and the case law show still unread. From the law's categories, not from one letter's words; no letter of any corpus is quoted.
 * Tests, not the measure.
 *
 * 1. A later letter sent while the first notice's thirty days run that says a step of suit, its means, a lawyer or a report will
 *    follow the debt left unpaid, with no date ("Unless payment is received, your account will be forwarded to our attorney",
 *    "Because you have not paid, we will report this account", "Si no recibimos su pago, su cuenta será enviada a nuestro
 *    abogado"), or that names a stage before suit beside a request to pay ("PRE-LEGAL NOTIFICATION", "aviso prejudicial"):
 *    15 U.S.C. 1692g(b) governs "collection activities and communications during the 30-day period" (Spira v. I.C. System,
 *    E.D.N.Y. 2006; Ellis v. Cohen & Slamowitz, N.D.N.Y. 2010; Rosenberg v. Midland Credit Management, E.D.N.Y. 2021). Asked
 *    when the first letter came (`firstNoticeReceivedDate`), flagged when this one came inside its period, silent once it had run;
 *    in a first letter the same untimed words stand beside the notice and stay lawful (decision 136). Lawful: a step that may
 *    come (Terran v. Kaplan, 9th Cir. 1997), collection said to go on, a step after the period, the Bartlett explanation, a
 *    denial, a past step, an offer that leaves the rights alone, a plain request.
 * 2. A follow-up sent after the first notice's period had run: what it says about disputing is not judged against that period
 *    (the brief's near miss); inside the period it is.
 * 3. The consumer told to hold back until the collector calls, or not to write, in other orders and in Spanish, and a dispute
 *    sent to the telephone in Spanish (15 U.S.C. 1692g(a)(4), (b); 12 CFR 1006.38(d)(2)). Lawful: invitations to call where the
 *    right need not be in writing (Riccio v. Sentry Credit, 3d Cir. 2020 en banc; Moyer v. Patenaude & Felix, 3d Cir. 2021), a
 *    call the collector only announces (Maniaci, not adopted: decisions 103, 144), mail sent to another address.
 * 4. The thirty days said to have started before the consumer received the notice, or the right said to end on a payment, a
 *    plan or a call (15 U.S.C. 1692g(a)(3)-(5), (c); 12 CFR 1006.34(b)(5)). Lawful: the period's own end, the period from
 *    receipt, payment said not to waive the right.
 * 5. Pressure in forms still unread: "wire" as a way to pay; "departamento jurídico", "cobro judicial", "recursos legales" and
 *    "escalada" as the step. Lawful: a wire invited, wire transfers accepted, a payment left to the consumer.
 * 6. The safe harbours kept lawful in a first letter: the Bartlett explanation, a deadline after the period, expiring offers (Evory
 *    v. RJM Acquisitions, 7th Cir. 2007) with or without a statement that the rights are unaffected (Savino line), Riccio's
 *    invitations, a plain request (Bartlett v. Heibl, 7th Cir. 1997).
 * 8. A later letter whose own words give the date of the sender's first letter or of its notice ("as explained in our initial
 *    letter dated May 20, 2025", "on May 20, 2025, we sent you a notice of your right to dispute this debt", "nuestra primera carta
 *    del 20 de mayo de 2025"): the first notice was received on or after that date, so its period runs at least thirty days from
 *    it; a letter and a deadline before then are surely inside, and flag from the words alone. Not: a first letter dated more than
 *    thirty days before (asked), a letter named without being the first ("our letter of May 20"), a step put after the period.
 * 9. The consequence of no dispute said as collection and made to depend on writing ("to collect the balance in full unless
 *    disputed in writing within 30 days", "unless you dispute this debt in writing, we will proceed with collection", "cobraremos el
 *    saldo total a menos que usted dispute la deuda por escrito"): the assumption of 1692g(a)(3) tied to a written dispute (Vega v.
 *    Credit Bureau Enterprises, E.D.N.Y. 2005; Hooks v. Forman, Holt, 2d Cir. 2013). Lawful: no writing, phone or writing offered,
 *    verification tied to writing, the Third Circuit before Riccio (Graziano), a follow-up after the first period.
 * 10. A step or a payment timed thirty days from the letter's own date ("it will be reported to the credit bureaus 30 days from the
 *    date of this letter", "thirty days after the date of this notice"): the period runs from receipt, so the step comes inside it;
 *    a letter without the notice in its words asks whether it is the first (it was silent), and a later letter whose first period
 *    ends before that day is not flagged as untimed.
 * 7. A second validation notice inside the first one's period, English and Spanish (Maloney v. Alliance Collection Agencies, E.D.
 *    Wis. 2018): asked, flagged inside the period, silent after it or when sent on request (read since decision 144; kept here as
 *    the base of the kind); a second notice that gives the first letter's date, less than thirty days before its own, flags from
 *    the words (decision 178).
 */
import { describe, expect, it } from 'vitest';
import { analyzeText, getRule } from '../index';
import { bareLetter, firstLetter, overshadowingOutcome, statuteNotice } from './test-letters';

const NY = { state: 'NY' };
/** A later letter (dated June 2, 2025): the first notice received May 28 (its period runs to June 27), or March 1 (long run out). */
const LATER_INSIDE = { ...NY, isFirstContact: false, firstNoticeReceivedDate: '2025-05-28' };
const LATER_UNDATED = { ...NY, isFirstContact: false };
const LATER_RUN_OUT = { ...NY, isFirstContact: false, firstNoticeReceivedDate: '2025-03-01' };

const asks = (body: string, question: string): boolean => {
  const result = analyzeText(bareLetter(body), {
    answers: { allPagesUploaded: true, ...LATER_UNDATED },
    today: '2025-06-12',
    rules: [getRule('overshadow_threat_inside_period')!],
  });
  return result.questions.some((q) => q.id === question);
};

describe('1. a later letter inside the first period: a step said to follow non-payment with no date, or a pre-legal stage', () => {
  const CONDITIONS = [
    'Unless payment is received, ',
    'If this balance is not paid, ',
    'If you do not pay, ',
    'Should this account remain unpaid, ',
    'Because you have not paid, ',
    'Since you have failed to resolve this account, ',
  ];
  const STEPS = [
    'your account will be forwarded to our attorney.',
    'we will file suit against you.',
    'we will report this account to the credit bureaus.',
    'your file will be referred to our legal department.',
    'our client will sue you.',
  ];
  const ENGLISH = CONDITIONS.flatMap((c) => STEPS.map((s) => c + s));
  const SPANISH = ['Si no recibimos su pago, ', 'Si usted no paga, ', 'Debido a que no ha pagado, ', 'Ya que usted no ha pagado, '].flatMap((c) =>
    [
      'su cuenta será enviada a nuestro abogado.',
      'presentaremos una demanda en su contra.',
      'reportaremos esta cuenta a las agencias de crédito.',
      'su cuenta pasará a cobro judicial.',
    ].map((s) => c + s),
  );
  const FURNISHED = [
    'We will forward your account information to the credit reporting agencies if you do not pay.',
    'If you fail to fulfill the terms of your obligation, we will forward the account information to the national credit reporting agencies.',
    'Si no paga, enviaremos la información de su cuenta a las agencias de crédito.',
  ];
  const STAGES = [
    'PRE-LEGAL NOTIFICATION\nPlease pay the balance of $1,250.00.',
    'PRE-LEGAL NOTICE\nPlease call us to resolve this balance.',
    'Your account has been placed in our pre-legal department. Please call us to resolve it.',
    'NOTICE OF INTENT TO SUE\nPlease remit the balance.',
    'AVISO PREJUDICIAL\nLe pedimos que pague el saldo.',
    'Su cuenta está en la etapa de cobro prejudicial. Por favor pague el saldo.',
  ];
  it.each([...ENGLISH, ...SPANISH, ...FURNISHED, ...STAGES])(
    'flags inside the first period, asks when it came, silent once it had run and in a first letter: %s',
    (body) => {
      expect(overshadowingOutcome(bareLetter(body), LATER_INSIDE)).toBe('flag');
      expect(asks(body, 'firstNoticeReceivedDate')).toBe(true);
      expect(overshadowingOutcome(bareLetter(body), LATER_RUN_OUT)).toBe('silent');
      expect(overshadowingOutcome(firstLetter(body), NY)).toBe('silent');
    },
  );
  it.each([
    'If this balance is not paid, your account may be referred to an attorney.',
    'Failure to pay may result in your account being forwarded to an attorney for possible litigation.',
    'We may report this account to the credit bureaus.',
    'Si no paga, su cuenta podría ser enviada a un abogado.',
    'Please remit the balance.',
    'If you do not pay, we will continue our collection efforts.',
    'Unless payment is received, your account will be forwarded to our attorney after the validation period ends.',
    'Unless payment is received, your account will be forwarded to our attorney. This letter does not affect your right to dispute this debt.',
    'We will not refer your account to an attorney.',
    'Your account was referred to our attorney last year.',
    'If you pay the balance, we will not report this account.',
    'We are offering you a 30% discount if you pay by July 20, 2025. This offer does not affect your right to dispute this debt.',
    'No legal action has been taken, and this is not a pre-legal notice.',
    'PRE-LEGAL NOTICE',
    'Please call us to discuss payment options.',
    'Le pedimos que pague el saldo cuando pueda.',
    'If you ask, we will send you a copy of your credit report.',
    'If you dispute this debt, we will forward that information to the credit reporting agencies.',
  ])('lawful in a later letter inside the first period: %s', (body) => {
    expect(overshadowingOutcome(bareLetter(body), LATER_INSIDE)).toBe('silent');
  });
});

describe('2. a follow-up sent after the first period: what it says about disputing is not judged against that period', () => {
  it.each([
    'If you dispute this debt, call us at 800-555-0100.',
    'To dispute this debt, please call us. You do not need to write.',
    'Please wait for a call from our office before disputing this debt.',
    'You have 15 days to dispute this debt.',
    'Si usted disputa esta deuda, llámenos al 800-555-0100.',
    'Espere nuestra llamada antes de disputar esta deuda.',
    'Your dispute rights end if you make a payment.',
  ])('silent after the period, flagged inside it: %s', (body) => {
    expect(overshadowingOutcome(bareLetter(body), LATER_RUN_OUT)).toBe('silent');
    expect(overshadowingOutcome(bareLetter(body), LATER_INSIDE)).toBe('flag');
  });
});

describe('3. held back until the collector calls, writing discouraged, the dispute sent to the telephone, in other orders and Spanish', () => {
  it.each([
    'Please do not take any action until our representative calls you.',
    'Do not take any further action until one of our representatives contacts you.',
    'Please hold any correspondence until you hear from our representative.',
    'Please do not write to us until our office contacts you.',
    'Do not send a letter; a representative will call you to resolve any dispute.',
    'Espere a que nuestro representante se comunique con usted antes de tomar cualquier acción.',
    'Espere hasta que un agente lo llame antes de disputar la deuda.',
    'No tome ninguna acción hasta que nuestro representante lo llame.',
    'Si usted disputa esta deuda, llámenos al 800-555-0100.',
    'Si no está de acuerdo con este saldo, llámenos al 800-555-0100.',
    'Si cree que no debe esta cantidad, por favor llámenos.',
    'If you dispute this balance, please call our toll-free number, 800-555-0100.',
    'IF YOU DISPUTE THIS BALANCE, PLEASE CALL OUR CUSTOMER SERVICE DEPARTMENT AT 800-555-0100.',
    'For disputes, call 800-555-0100.',
    'To report a dispute, call our customer service department at 800-555-0100.',
    'Para cualquier disputa, llame al 800-555-0100.',
  ])('flags in the first letter and in a later one inside the period: %s', (body) => {
    expect(overshadowingOutcome(firstLetter(body), NY)).toBe('flag');
    expect(overshadowingOutcome(bareLetter(body), LATER_INSIDE)).toBe('flag');
  });
  it.each([
    'If you have any questions, please call us at 800-555-0100.',
    'Si tiene preguntas, llámenos al 800-555-0100.',
    'If you wish to eliminate further collection action, please contact us.',
    'A representative will contact you to discuss payment options.',
    'Un representante se comunicará con usted.',
    'Please do not send cash.',
    'Do not send correspondence to our payment address; write to PO Box 100, Dallas, TX 75201.',
    'Please allow 7 to 10 days for your payment to post.',
    'Please wait for your payment to post before calling us.',
    'If you dispute this debt, you may call us at 800-555-0100 or write to us at PO Box 100.',
    'Call or write to us to dispute this debt.',
    'For questions about your balance, call 800-555-0100.',
    'Please do not send a letter with your payment.',
    'Do not send correspondence with your payment; use the enclosed envelope.',
  ])('lawful: %s', (body) => {
    expect(overshadowingOutcome(firstLetter(body), NY)).toBe('silent');
  });
});

describe('4. the thirty days said to start earlier, or the right said to end on a payment, a plan or a call', () => {
  it.each([
    'The thirty-day period began on the date this letter was mailed.',
    'Your 30 days to dispute began when your account was placed with us.',
    'The 30-day dispute period started when this account was assigned to our office.',
    'Your thirty days are counted from the date we mailed this notice.',
    'El plazo de 30 días comenzó cuando su cuenta fue asignada a nuestra oficina.',
    'El período de 30 días corre desde la fecha en que enviamos esta carta.',
    'Your dispute rights end if you make a payment.',
    'Your right to dispute applies only if you are not on a payment plan.',
    'If you set up a payment plan, your right to dispute no longer applies.',
    'Your right to dispute will be lost once you agree to a payment arrangement.',
    'Su derecho a disputar termina si realiza un pago.',
    'Si realiza un pago, renuncia a su derecho a disputar.',
  ])('flags in the first letter: %s', (body) => {
    expect(overshadowingOutcome(firstLetter(body), NY)).toBe('flag');
  });
  it.each([
    'Your right to dispute ends on July 14, 2025.',
    'Your right to dispute this debt ends 30 days after you receive this notice.',
    'The 30-day period begins when you receive this notice.',
    'Your 30 days of free service began when your account was opened.',
    'If you make a payment, you do not give up your right to dispute.',
    'Making a payment does not waive your right to dispute this debt.',
    'Realizar un pago no afecta su derecho a disputar la deuda.',
  ])('lawful: %s', (body) => {
    expect(overshadowingOutcome(firstLetter(body), NY)).toBe('silent');
  });
});

describe('5. pressure in forms still unread', () => {
  it.each([
    'Wire the full amount today, or our client will sue.',
    'Please wire the balance today to avoid legal action.',
    'A menos que pague en los próximos cinco días, su cuenta será turnada al departamento jurídico.',
    'Su cuenta pasará a cobro judicial si no recibimos el pago dentro de 10 días.',
    'Si no paga dentro de 10 días, iniciaremos el cobro judicial.',
    'Si no paga dentro de 10 días, ejerceremos todos los recursos legales disponibles.',
    'A menos que pague en 10 días, su cuenta será escalada.',
    'A menos que sepamos de usted dentro de cinco días, recomendaremos a nuestro cliente que proceda legalmente.',
  ])('flags in the first letter, asks without the notice: %s', (body) => {
    expect(overshadowingOutcome(firstLetter(body), NY)).toBe('flag');
    expect(overshadowingOutcome(bareLetter(body), NY)).toBe('ask');
  });
  it.each([
    'You may wire your payment today if you wish.',
    'Wire transfers are accepted at the account below.',
    'Nuestro departamento jurídico está disponible si tiene preguntas.',
    'Puede pagar el saldo dentro de 10 días si lo desea.',
    'Si tiene preguntas sobre los recursos legales disponibles para usted, consulte a un abogado.',
  ])('lawful: %s', (body) => {
    expect(overshadowingOutcome(firstLetter(body), NY)).toBe('silent');
  });
});

describe('6. the safe harbours stay lawful in a first letter', () => {
  it.each([
    'Please pay the balance by June 20, 2025. Although we have requested that you make payment by June 20, 2025, you still have the right to dispute this debt as described below, and the deadline does not affect that right.',
    'Please pay the balance by July 20, 2025, or we will refer your account to our attorney.',
    'We are offering you a 30% discount if you pay by June 20, 2025. We are not obligated to renew this offer.',
    'We are offering you a 30% discount if you pay by June 20, 2025. This offer does not affect your right to dispute this debt.',
    'Le ofrecemos un descuento del 30% si paga antes del 20 de junio de 2025. Esta oferta no afecta su derecho a disputar la deuda.',
    'If you have questions, or would like to pay by phone, call 800-555-0100.',
    'We ask that you pay this balance.',
    'You may pay online at any time.',
    'Please remit payment at your earliest convenience.',
  ])('lawful: %s', (body) => {
    expect(overshadowingOutcome(firstLetter(body), NY)).toBe('silent');
    expect(overshadowingOutcome(firstLetter(body), { state: 'WI' })).toBe('silent');
  });
});

describe('7. a second validation notice inside the first one\u2019s period (the base of the kind, read since decision 144)', () => {
  const RIGHTS =
    'Unless you notify this office within 30 days after receiving this notice that you dispute the validity of this debt or any portion thereof, this office will assume this debt is valid. If you notify this office in writing within 30 days from receiving this notice that you dispute the validity of this debt or any portion thereof, this office will obtain verification of the debt or obtain a copy of a judgment and mail you a copy of such judgment or verification.';
  const DERECHOS =
    'A menos que usted notifique a esta oficina dentro de los 30 días después de recibir este aviso que disputa la validez de esta deuda o cualquier parte de ella, esta oficina asumirá que la deuda es válida. Si usted notifica a esta oficina por escrito dentro de los 30 días después de recibir este aviso que disputa la validez de esta deuda, esta oficina obtendrá la verificación de la deuda y le enviará una copia.';
  const WI = { state: 'WI' };
  it.each([
    `This is our second notice about this account.\n${RIGHTS}`,
    `As stated in our previous letter, the balance remains unpaid.\n${RIGHTS}`,
    `Como le indicamos en nuestra carta anterior, el saldo sigue pendiente.\n${DERECHOS}`,
    `Este es nuestro segundo aviso.\n${DERECHOS}`,
  ])('asks, flags inside the first period, silent after it: %s', (body) => {
    const t = statuteNotice(body);
    expect(overshadowingOutcome(t, WI, '2019-03-20')).toBe('ask');
    expect(overshadowingOutcome(t, { ...WI, isFirstContact: false, firstNoticeReceivedDate: '2019-02-25' }, '2019-03-20')).toBe('flag');
    expect(overshadowingOutcome(t, { ...WI, isFirstContact: false, firstNoticeReceivedDate: '2018-12-01' }, '2019-03-20')).toBe('silent');
  });
  it.each([
    `As explained in our initial letter dated February 25, 2019, you owe this balance.\n${RIGHTS}`,
    `Como le explicamos en nuestra primera carta del 25 de febrero de 2019, usted debe este saldo.\n${DERECHOS}`,
  ])('a second notice that gives the first letter\u2019s date, inside its thirty days, flags from the words (decision 178): %s', (body) => {
    expect(overshadowingOutcome(statuteNotice(body), WI, '2019-03-20')).toBe('flag');
  });
  it('a second notice whose first letter is dated more than thirty days before is asked about', () => {
    const t = statuteNotice(`As explained in our initial letter dated January 5, 2019, you owe this balance.\n${RIGHTS}`);
    expect(overshadowingOutcome(t, WI, '2019-03-20')).toBe('ask');
  });
  it('a notice sent again at the consumer\u2019s request is no second period', () => {
    const t = statuteNotice(`As you requested, we are sending you another copy of this notice.\n${RIGHTS}`);
    expect(overshadowingOutcome(t, { ...WI, isFirstContact: false, firstNoticeReceivedDate: '2019-02-25' }, '2019-03-20')).toBe('silent');
  });
});

describe('8. a later letter that gives the date of the first letter: a lower bound on the first period, judged from the words', () => {
  const FIRST_DATED = [
    'As explained in our initial letter dated May 20, 2025, you owe this balance.',
    'Our first notice of May 20, 2025 told you about your rights.',
    'On May 20, 2025, we sent you a notice of your right to dispute this debt.',
    'The validation notice we sent you on May 20, 2025 described your rights.',
    'Como le explicamos en nuestra primera carta del 20 de mayo de 2025, usted debe este saldo.',
  ];
  const PRESSING = [
    'Unless payment is received, your account will be forwarded to our attorney.',
    'Please pay the balance within 10 days or we will refer your account to our attorney.',
  ];
  it.each(FIRST_DATED.flatMap((f) => PRESSING.map((p) => [f, p])))('flags from the words alone and once answered: %s / %s', (first, pressing) => {
    const t = bareLetter(`${first}\n\n${pressing}`);
    expect(overshadowingOutcome(t, NY)).toBe('flag');
    expect(overshadowingOutcome(t, LATER_UNDATED)).toBe('flag');
  });
  it.each(PRESSING)('a first letter dated more than thirty days before is asked about, not flagged: %s', (pressing) => {
    const t = bareLetter(`As explained in our initial letter dated April 10, 2025, you owe this balance.\n\n${pressing}`);
    expect(overshadowingOutcome(t, NY)).toBe('ask');
  });
  it.each(PRESSING)('a letter named without being the first bounds nothing: %s', (pressing) => {
    const t = bareLetter(`Our letter of May 20, 2025 asked you to call us.\n\n${pressing}`);
    expect(overshadowingOutcome(t, LATER_UNDATED)).toBe('ask');
  });
  it('a step the letter puts after the validation period is no finding', () => {
    const t = bareLetter(
      'As explained in our initial letter dated May 20, 2025, you owe this balance.\n\nUnless payment is received, your account will be forwarded to our attorney once the validation period has ended.',
    );
    expect(overshadowingOutcome(t, NY)).toBe('silent');
  });
  it('a later letter that names the first one with nothing pressing is no finding', () => {
    const t = bareLetter('As explained in our initial letter dated May 20, 2025, you owe this balance. Please call us to discuss payment options.');
    expect(overshadowingOutcome(t, NY)).toBe('silent');
  });
});

describe('9. the consequence of no dispute said as collection and made to depend on writing', () => {
  it.each([
    'This account has been placed with this office to collect the balance in full unless disputed in writing within 30 days.',
    'Unless you dispute this debt in writing within 30 days, we will proceed with collection.',
    'The debt will be considered owed unless you notify us in writing within thirty days that you dispute it.',
    'We will pursue collection of the full amount unless this debt is disputed in writing.',
    'Cobraremos el saldo total a menos que usted dispute la deuda por escrito dentro de 30 días.',
    'A menos que usted dispute la deuda por escrito, procederemos con el cobro.',
  ])('flags in the first letter, in the Second Circuit and under Regulation F, and not after the first period: %s', (body) => {
    expect(overshadowingOutcome(firstLetter(body), NY)).toBe('flag');
    expect(overshadowingOutcome(firstLetter(body), { state: 'NJ' })).toBe('flag');
    expect(overshadowingOutcome(bareLetter(body), LATER_RUN_OUT)).toBe('silent');
  });
  it.each([
    'We will collect the balance unless you dispute it within 30 days.',
    'Unless you dispute this debt, by phone or in writing, within 30 days, we will proceed with collection.',
    'Unless you call us or write to us to dispute this debt, we will proceed with collection.',
    'If you dispute this debt in writing, we will obtain verification and stop collection until we mail it to you.',
    'Unless you notify us in writing that you wish us to cease communication, we will continue our collection efforts.',
    'We will continue to collect this debt unless you notify us in writing that you refuse to pay it.',
  ])('lawful: %s', (body) => {
    expect(overshadowingOutcome(firstLetter(body), NY)).toBe('silent');
  });
  it('the Third Circuit before Riccio read a dispute as written: not flagged there', () => {
    const t = statuteNotice(
      'This account has been placed with this office to collect the balance in full unless disputed in writing within 30 days.\nIf you notify this office in writing within 30 days from receiving this notice that you dispute the validity of this debt or any portion thereof, this office will obtain verification of the debt or obtain a copy of a judgment and mail you a copy of such judgment or verification.',
    );
    expect(overshadowingOutcome(t, { state: 'NJ' }, '2019-03-20')).toBe('silent');
    expect(overshadowingOutcome(t, { state: 'NY' }, '2019-03-20')).toBe('flag');
  });
});

describe('10. a step or a payment timed thirty days from the letter\u2019s own date', () => {
  it.each([
    'If this debt is not paid, it will be reported to the credit bureaus 30 days from the date of this letter.',
    'We will report this account to the credit reporting agencies thirty days after the date of this notice unless it is paid.',
    'Payment is due 30 days from the date of this letter. If not paid, your account will be referred to an attorney.',
    'Si no paga, reportaremos esta cuenta a las agencias de crédito 30 días después de la fecha de esta carta.',
  ])('flags with the notice, asks without it, silent in a later letter whose first period ends before that day: %s', (body) => {
    expect(overshadowingOutcome(firstLetter(body), NY)).toBe('flag');
    expect(overshadowingOutcome(bareLetter(body), NY)).toBe('ask');
    expect(overshadowingOutcome(bareLetter(body), LATER_INSIDE)).toBe('silent');
  });
  it.each([
    'If this debt is not paid, it will be reported to the credit bureaus 45 days from the date of this letter.',
    'We will report this account 30 days after you receive this letter, unless it is paid.',
  ])('lawful: %s', (body) => {
    expect(overshadowingOutcome(firstLetter(body), NY)).toBe('silent');
    expect(overshadowingOutcome(bareLetter(body), NY)).toBe('silent');
  });
});

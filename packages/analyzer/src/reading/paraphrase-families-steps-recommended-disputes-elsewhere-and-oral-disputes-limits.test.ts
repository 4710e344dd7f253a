/**
 * Paraphrase families for three lawful kinds of sentence the overshadowing rules misread (decision 535, issue 26), written
 * from 15 U.S.C. 1692g(a)(3)-(4), (b), 12 CFR 1006.38(d)(2) and the cases the legal reference lists, not from any letter of a
 * corpus. Tests, not the measure.
 *
 * 1. Suit only recommended to the client. A collector that says it "may recommend", "may advise", "may suggest" or "may urge"
 *    that suit be brought (to its client, or that proceedings "be brought") names the client's decision, not a step of its own:
 *    Terran v. Kaplan (9th Cir. 1997) held "we may find it necessary to recommend to our client that they proceed with legal
 *    action" lawful beside a request for an immediate call, and decision 361 kept a suit only recommended out of the pressed
 *    "no further notice" reading (Mizrachi v. Wilson, Elser, 2d Cir. 2020). The verb of advice is the kind, not "recommend"
 *    alone; Spanish "aconsejar", "sugerir", "recomendar a nuestro cliente que". Near misses that still flag: the sender's or the
 *    client's own step ("we may bring legal proceedings", "our client may commence legal action"), a step said to have been
 *    advised to the collector ("as our client has advised us to do"), and "we may advise you that suit has been filed".
 * 2. A dispute made to someone else said not to stop the collector. 1692g(b) stops collection when the consumer notifies the
 *    debt collector in writing; a dispute sent only to the creditor, the hospital or the lender does not bind the collector,
 *    so "disputing the debt with your creditor does not stop our collection efforts" states the law, as "a dispute with the
 *    credit bureaus" and "a dispute by telephone" already do. Near misses that flag: the dispute with no addressee, or
 *    sent to the collector itself.
 * 4. (below) An instalment of a plan named by its place in the plan.
 * 3. The limit of a dispute made only by telephone, stated as the law. A dispute by any means overcomes the assumption of
 *    validity, but only a written one obliges the collector to stop and verify (1692g(a)(4), (b); 1006.38(d)(2)); "if you
 *    dispute only by phone, we are not required to stop collection" says that, and puts no condition on the right. Near
 *    misses that flag: disputes accepted only by telephone, and a telephone dispute said not to count at all.
 * 4. An instalment of a plan named by its place in the plan ("your first payment of $100 is due on June 20", "your next
 *    payment", "your initial payment", "su primer pago", "su próxima cuota"): a plan's instalments fall due on their own
 *    schedule, which the consumer set up, and do not demand the debt inside the period (the payment-deadline rule already
 *    reads "instalment", "monthly", "payment plan"). Near misses that flag: a payment due by a date with no plan, and an
 *    instalment whose default brings a step ("… or we will refer your account to our attorney").
 * 5. The statute's own 1692g(b) sentence recited: "collection activities may continue during the 30-day period unless you notify
 *    us in writing that you dispute the debt". It says what goes on during the period and what a written dispute stops, which is
 *    the law; it does not make the assumption of validity turn on writing. Near misses that flag: the debt collected in full, or
 *    treated as owed, unless disputed in writing (Vega v. Credit Bureau Enterprises, E.D.N.Y. 2005), with no period named as
 *    the time collection goes on.
 */
import { describe, expect, it } from 'vitest';
import { analyzeText, getRule } from '../index';
import { failing, firstLetter } from './test-letters';

const TODAY = '2025-06-04';

/** Whether `ruleId` flags `text` (a first letter, every page in hand) for a consumer in `state`. */
const flags = (ruleId: string, text: string, state = 'NY'): boolean =>
  analyzeText(text, {
    answers: { state, isFirstContact: true, senderIsOriginalCreditor: false, allPagesUploaded: true },
    today: TODAY,
    rules: [getRule(ruleId)!],
  }).findings.some((f) => f.id === ruleId);

const THREAT = 'overshadow_threat_inside_period';
const CONDITIONS = 'dispute_conditions_added';

describe('1. suit only recommended to the client, with no further notice and payment pressed', () => {
  const recommended = [
    'Should payment not reach us, we may advise that legal proceedings be brought against you, with no further notice. Paying your whole balance now is plainly in your interest.',
    'If we do not receive payment we may recommend legal proceedings against you without further notice. Pay the balance now.',
    'If payment is not received, we may advise our client to file suit without further notice. Please pay in full today.',
    'If payment is not received, we may suggest to our client that a lawsuit be filed, without further notice to you. Pay the balance today.',
    'Absent payment, we may urge our client to commence legal action without further notice. Pay in full today.',
    'Without payment, this office might advise the creditor to sue, and no further notice may be sent. Resolve this now.',
    'Si no recibimos su pago, podemos aconsejar a nuestro cliente que presente una demanda sin más aviso. Pague hoy.',
    'Si no recibimos su pago, podríamos sugerir a nuestro cliente que inicie acciones legales sin previo aviso. Pague el saldo hoy.',
  ];
  it('does not flag the advice as a threat timed inside the period', () => {
    expect(recommended.filter((b) => flags(THREAT, firstLetter(b)))).toEqual([]);
  });
  const ownStep = [
    'Should payment not reach us, legal proceedings may be brought against you, with no further notice. Paying your whole balance now is plainly in your interest.',
    'Should payment not reach us, we may bring legal proceedings against you, with no further notice. Paying your whole balance now is plainly in your interest.',
    'Absent payment, we may commence legal action without further notice. Pay in full today.',
    'Absent payment, our client may commence legal action without further notice. Pay in full today.',
    'Absent payment, we may file suit without further notice, as our client has advised us to do. Pay in full today.',
    'Absent payment, we may advise you that legal action has been filed, without further notice. Pay in full today.',
  ];
  it('still flags the step the sender or the client may take itself', () => {
    expect(failing(ownStep, (b) => flags(THREAT, firstLetter(b)))).toEqual([]);
  });
});

describe('2. a dispute made to someone else said not to stop the collector', () => {
  const elsewhere = [
    'Disputing the debt with your creditor does not stop our collection efforts.',
    'A dispute sent to the original creditor does not require us to stop collection.',
    'Disputes filed directly with the hospital will not suspend our collection activity.',
    'Contesting the charges with your lender does not put our collection on hold.',
    'Una disputa presentada ante su acreedor no detiene nuestras gestiones de cobro.',
    'Si disputa la deuda con el acreedor original, eso no suspende nuestro cobro.',
  ];
  it('does not flag the law stated', () => {
    expect(elsewhere.filter((b) => flags(THREAT, firstLetter(b)))).toEqual([]);
  });
  const toUs = [
    'Disputing the debt does not stop our collection efforts.',
    'A dispute sent to us does not require us to stop collection.',
    'Disputing the debt with us or with your creditor does not stop our collection efforts.',
    'Disputing the debt does not stop collection of the balance you owe to your creditor.',
    'Una disputa no detiene nuestras gestiones de cobro.',
  ];
  it('still flags a dispute to the collector said not to stop it', () => {
    expect(failing(toUs, (b) => flags(THREAT, firstLetter(b)))).toEqual([]);
  });
});

describe('3. the limit of a dispute made only by telephone, stated as the law', () => {
  const limit = [
    'If you dispute only by phone, we are not required to stop collection.',
    'If you dispute the debt only by telephone, we are not required to send you verification.',
    'If you only dispute orally, we do not have to suspend collection; a written dispute requires us to.',
    'Si usted solo disputa la deuda por teléfono, no estamos obligados a suspender el cobro.',
  ];
  it('does not read a condition on the dispute right', () => {
    expect(limit.filter((b) => flags(CONDITIONS, firstLetter(b)))).toEqual([]);
  });
  const condition = [
    'Disputes are accepted only by phone.',
    'You may dispute this debt only by calling our office.',
    'If you dispute only by phone, your dispute will not be considered.',
    'Solo aceptamos disputas por teléfono.',
  ];
  it('still flags a channel imposed or a telephone dispute said not to count', () => {
    expect(failing(condition, (b) => flags(CONDITIONS, firstLetter(b)))).toEqual([]);
  });
});

describe('4. an instalment of a plan named by its place in the plan, in a later letter', () => {
  const DEADLINE = 'overshadow_payment_deadline';
  const later = (body: string): string =>
    `Acme Collection Agency\nPO Box 1, Springfield, IL 62701\n\nJune 10, 2025\n\nJohn Doe\n1 Main St\nBrooklyn, NY 11201\n\nRe: Account 12345. Creditor: First Bank. Balance: $1,200.00.\n\nDear John Doe:\n\n${body}\n\nSincerely,\nAcme Collection Agency\n\nThis communication is from a debt collector.`;
  const flagsLater = (ruleId: string, body: string): boolean =>
    analyzeText(later(body), {
      answers: { state: 'NY', isFirstContact: false, firstNoticeReceivedDate: '2025-06-01', senderIsOriginalCreditor: false, allPagesUploaded: true },
      today: '2025-06-12',
      rules: [getRule(ruleId)!],
    }).findings.some((f) => f.id === ruleId);
  const instalments = [
    'We have received your request for a payment plan. Your first payment of $100.00 is due on June 20, 2025.',
    'Thank you for setting up a payment arrangement. Your next payment of $75.00 is due June 25, 2025.',
    'Per your arrangement, your initial payment of $50.00 must be received by June 18, 2025.',
    'Hemos recibido su solicitud de un plan de pagos. Su primer pago de $100.00 vence el 20 de junio de 2025.',
    'Su próxima cuota de $75.00 vence el 25 de junio de 2025.',
  ];
  it('does not read the instalment as a demand inside the period', () => {
    expect(instalments.filter((b) => flagsLater(DEADLINE, b))).toEqual([]);
  });
  const demands = [
    'Your payment of $1,200.00 is due on June 20, 2025.',
    'Pay the balance of $1,200.00 by June 20, 2025.',
    'Your first payment of $100.00 is due on June 20, 2025, or we will refer your account to our attorney.',
    'Su pago de $1,200.00 vence el 20 de junio de 2025.',
  ];
  it('still flags a payment demanded by a date, and an instalment whose default brings a step', () => {
    expect(failing(demands, (b) => flagsLater(DEADLINE, b))).toEqual([]);
  });
});

describe("5. the statute's 1692g(b) sentence recited", () => {
  const WRITING = 'dispute_must_be_in_writing_misstated';
  const recited = [
    'Collection activities may continue during the 30-day period unless you notify us in writing that you dispute the debt.',
    'Federal law allows us to continue collection efforts during the thirty days, unless you dispute the debt in writing.',
    'Our collection activities and communications may continue during the validation period unless you notify us in writing that the debt, or any portion of it, is disputed.',
    'Las actividades de cobro pueden continuar durante el período de 30 días, a menos que usted nos notifique por escrito que disputa la deuda.',
  ];
  it('does not read the recital as a writing put on the dispute right', () => {
    expect(recited.filter((b) => flags(WRITING, firstLetter(b)))).toEqual([]);
  });
  const vega = [
    'This account has been forwarded to us to collect the balance in full unless disputed in writing within 30 days.',
    'Unless you dispute this debt in writing, we will proceed with collection.',
    'We will continue to collect this debt unless you dispute it in writing.',
    'Cobraremos el saldo total a menos que usted dispute la deuda por escrito.',
  ];
  it('still flags the debt collected as owed unless disputed in writing', () => {
    expect(failing(vega, (b) => flags(WRITING, firstLetter(b)))).toEqual([]);
  });
});

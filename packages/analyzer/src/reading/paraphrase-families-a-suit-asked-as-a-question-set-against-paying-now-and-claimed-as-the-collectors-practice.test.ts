/**
 * Paraphrase families for decision 369 (issue 26), from probes of the law: legal action threatened or implied by the forms a
 * letter uses, and legal process feigned, read by what the sentence does, never from one letter's words. A collector may not
 * threaten, even by implication, action it does not intend or that cannot legally be taken (15 U.S.C. 1692e(5), (10); 12 CFR
 * 1006.18(c)(1)), nor a suit on a time-barred debt (12 CFR 1006.26(b); 1692e(2)(A)), nor send a paper that simulates legal
 * process (1692e(9), (13); 12 CFR 1006.18(c)(3)). Tests, not the measure.
 *
 * 1. The suit asked about as a question put to the consumer, or set against paying now as the costlier way ("Do you want to be
 *    sued?", "Why let this go to court?", "Avoid the cost and embarrassment of a lawsuit", "Before this becomes a legal matter",
 *    "Resolve this now rather than in court", "Would you rather settle now or face a lawsuit?", "Is a lawsuit really worth $900 to
 *    you?", "¿Quiere ser demandado?", "Resuelva esto ahora y no en los tribunales"): the least
 *    sophisticated consumer reads the other way as the collector's suit (Jeter v. Credit Bureau, 11th Cir. 1985; Pipiles v.
 *    Credit Bureau of Lockport, 2d Cir. 1989: a threat implied by the letter's frame; Brown v. Card Service Center, 3d Cir.
 *    2006, a suit that "could" follow). Asked (`lawsuitFiled`), flagged once no suit followed; on a time-barred debt a threat of
 *    a suit that cannot be brought. Lawful: a question about a payment plan or the consumer's questions, "why wait?", late fees
 *    or calls avoided, the consumer's own suit or lawyer, "if you are sued".
 * 2. A suit claimed as the collector's or the creditor's practice ("We regularly file suit against debtors in your county",
 *    "Our client routinely sues on accounts like yours", "We have filed thousands of lawsuits", "Last year we sued more than 2,000
 *    consumers", "Our client has a policy of suing", "Many consumers in your situation have been sued", "Hemos presentado miles de
 *    demandas"): what it does to others it says it will do to this consumer (United States v. National Financial Services, 4th
 *    Cir. 1996: practice claimed, not followed). Lawful: a practice denied ("our client does not sue on accounts like yours",
 *    "we have never filed a lawsuit"), practices that are no suit (payment plans, helping consumers, reporting).
 * 3. Statuses and headings missed in one language or both: "LITIGATION REVIEW" as a heading, "Status: Referred to
 *    Litigation", lawyers said drafting the complaint, "NOTIFICACIÓN PREVIA AL LITIGIO", "estado de prelitigio", "unidad de
 *    litigios", the suit's papers said prepared in Spanish (Dewees v. Legal Servicing, E.D.N.Y. 2007; Sorey v. Computer Credit,
 *    2d Cir. 2006, on words of the stage before suit).
 * 4. Court papers feigned (simulated_legal_process): a garnishment notice of wages or a bank account as the title ("NOTICE OF
 *    WAGE GARNISHMENT"), the Spanish caption "EN EL ASUNTO DE …" as the English "IN THE MATTER OF …" (Romine v. Diversified
 *    Collection Services, 9th Cir. 1998; Peter v. GC Services, 5th Cir. 2002). Lawful: a federal student loan's administrative
 *    wage garnishment notice (an agency's process, 20 U.S.C. 1095a).
 * Near misses kept silent by every rule here: a suit filed and named truly (with the answer that it was), the law firm's "no
 * attorney has reviewed" disclaimer (Greco v. Trauner, Cohen & Thomas, 2d Cir. 2005), "we have not decided to sue", "no decision
 * has been made to take legal action" (Wade v. Regional Credit Association, 9th Cir. 1996), "this letter is not a lawsuit", the
 * consumer's own right to sue, "consult an attorney", Regulation F's time-barred disclosure, a court's own address, "legal name",
 * "legal tender", "our legal obligation".
 */
import { describe, expect, it } from 'vitest';
import { ruleOutcome, spanishStatuteEraLetter, statuteEraLetter } from './test-letters';

const SUIT = 'threat_legal_action_unintended';
const PAPERS = 'simulated_legal_process';
const BARRED = 'time_barred_suit_threat';
const ASKED = '2016-03-13';
const LATER = '2016-06-01';

/** A 2016 collector's letter to an Ohio consumer with the statute's notice, in the sentence's language. */
const letter = (sentence: string, spanish: boolean): string => (spanish ? spanishStatuteEraLetter(sentence) : statuteEraLetter(sentence, { notice: true }));

/** What `rule` does with the sentence: asked from the words, flagged once no suit was filed, silent once one was. */
const outcomes = (rule: string, sentence: string, spanish = false): string[] => {
  const text = letter(sentence, spanish);
  return [
    ruleOutcome(rule, text, { state: 'OH' }, ASKED),
    ruleOutcome(rule, text, { state: 'OH', lawsuitFiled: false }, LATER),
    ruleOutcome(rule, text, { state: 'OH', lawsuitFiled: true }, LATER),
  ];
};
const THREAT = ['ask', 'flag', 'silent'];
/** On a debt the person says is past the limitations period: a threat of a suit that cannot be brought. */
const barred = (sentence: string, spanish = false): string =>
  ruleOutcome(BARRED, letter(sentence, spanish), { state: 'OH', debtPastLimitationPeriod: true }, ASKED);

describe('1. a suit asked as a question or set against paying now', () => {
  it.each([
    ['Do you want to be sued?', '¿Quiere ser demandado?'],
    ['Why let this go to court?', '¿Por qué dejar que esto llegue a los tribunales?'],
    ['Avoid the cost and embarrassment of a lawsuit.', 'Evite el costo y la vergüenza de una demanda.'],
    ['Before this becomes a legal matter, please call us.', 'Antes de que esto se convierta en un asunto legal, llámenos.'],
    ['Resolve this now rather than in court.', 'Resuelva esto ahora y no en los tribunales.'],
    ['Is it worth being taken to court over this balance?', '¿Vale la pena ir a juicio por este saldo?'],
    ['Pay now and avoid the expense of litigation.', 'Pague ahora y evite los gastos de un juicio.'],
    ['Keep this matter out of court by calling us today.', 'Mantenga este asunto fuera de los tribunales llamándonos hoy.'],
    ['Do you really want this to end up in court?', '¿De verdad quiere que esto termine en la corte?'],
    // a second round of probes (decision 369): the suit as the other branch of a choice, reached, worth it, a judgment wanted
    ['Would you rather settle now or face a lawsuit?', '¿Prefiere pagar ahora o enfrentar una demanda?'],
    ['Resolve this matter before it reaches the courthouse.', 'Resuelva esto antes de que llegue a la corte.'],
    ['Is a lawsuit really worth $900 to you?', '¿Vale la pena una demanda por $900?'],
    ['Why go through the expense of litigation?', 'Evite una demanda pagando hoy.'],
    ['Do you want a judgment on your record?', '¿Quiere enfrentar un juicio por este saldo?'],
    ['Avoid the cost, stress and embarrassment of a lawsuit.', 'Evite los gastos y las molestias de un juicio.'],
  ])('asks, flags once no suit followed, and on a time-barred debt flags: %s / %s', (english, spanish) => {
    expect(outcomes(SUIT, english), english).toEqual(THREAT);
    expect(outcomes(SUIT, spanish, true), spanish).toEqual(THREAT);
    expect(barred(english), english).toBe('flag');
    expect(barred(spanish, true), spanish).toBe('flag');
  });
});

describe('2. a suit claimed as the collector’s or the creditor’s practice', () => {
  it.each([
    ['We regularly file suit against debtors in your county.', 'Presentamos demandas regularmente contra deudores en su condado.'],
    ['Our client routinely sues on accounts like yours.', 'Nuestro cliente demanda rutinariamente en cuentas como la suya.'],
    ['We have filed thousands of lawsuits.', 'Hemos presentado miles de demandas.'],
    ['Our firm has obtained judgments against thousands of consumers in your state.', 'Hemos obtenido sentencias contra miles de consumidores en su estado.'],
    ['It is our client’s practice to pursue legal action on unpaid accounts.', 'Es práctica de nuestro cliente tomar acciones legales en cuentas impagas.'],
    ['Our client files lawsuits on accounts like this every week.', 'Nuestro cliente presenta demandas en cuentas como esta todas las semanas.'],
    // a second round of probes (decision 369): the suit counted in the past, a policy, others sued
    ['Last year we sued more than 2,000 consumers in Ohio.', 'El año pasado demandamos a más de 2.000 consumidores en Ohio.'],
    ['Our client has a policy of suing on unpaid accounts.', 'Nuestro cliente tiene la política de demandar en cuentas impagas.'],
    ['Many consumers in your situation have been sued by our client.', 'Muchos consumidores en su situación han sido demandados por nuestro cliente.'],
    ['We file hundreds of lawsuits every month.', 'Hemos demandado a cientos de consumidores en su condado.'],
  ])('asks, flags once no suit followed, and on a time-barred debt flags: %s / %s', (english, spanish) => {
    expect(outcomes(SUIT, english), english).toEqual(THREAT);
    expect(outcomes(SUIT, spanish, true), spanish).toEqual(THREAT);
    expect(barred(english), english).toBe('flag');
    expect(barred(spanish, true), spanish).toBe('flag');
  });
});

describe('3. statuses and headings of the stage before suit', () => {
  it.each([
    ['LITIGATION REVIEW', 'NOTIFICACIÓN PREVIA AL LITIGIO'],
    ['Status: Referred to Litigation', 'Su cuenta está en estado de prelitigio.'],
    ['Our attorneys are drafting a complaint against you.', 'Nuestros abogados están redactando una demanda en su contra.'],
    ['Your account is being prepared for suit.', 'Su cuenta ha sido asignada a nuestra unidad de litigios.'],
    ['PRE-SUIT NOTICE', 'Se están preparando los documentos para presentar una demanda.'],
  ])('asks, flags once no suit followed, and on a time-barred debt flags: %s / %s', (english, spanish) => {
    expect(outcomes(SUIT, english), english).toEqual(THREAT);
    expect(outcomes(SUIT, spanish, true), spanish).toEqual(THREAT);
    expect(barred(english), english).toBe('flag');
    expect(barred(spanish, true), spanish).toBe('flag');
  });
});

describe('4. court papers feigned by a title or a caption', () => {
  it.each([['NOTICE OF WAGE GARNISHMENT'], ['NOTICE OF PAYROLL GARNISHMENT'], ['EN EL ASUNTO DE FIRST VALLEY BANK Y JUAN PÉREZ']])(
    'asks, and flags once no suit was filed: %s',
    (heading) => {
      expect(outcomes(PAPERS, heading, /ASUNTO/.test(heading)), heading).toEqual(THREAT);
    },
  );

  it('a federal student loan’s administrative wage garnishment notice is no court paper', () => {
    const text = statuteEraLetter(
      'NOTICE OF INTENT TO INITIATE ADMINISTRATIVE WAGE GARNISHMENT\n\nThe U.S. Department of Education may order your employer to withhold part of your pay for your defaulted federal student loan.',
    );
    expect(ruleOutcome(PAPERS, text, { state: 'OH', lawsuitFiled: false }, LATER)).toBe('silent');
  });
});

describe('near misses: no threat and no feigned process, in either language', () => {
  it.each([
    // questions, comparisons and practices that are no suit
    'Do you want to set up a payment plan?',
    'Why wait? Call us today.',
    'Do you have questions about your account?',
    'Avoid late fees by paying on time.',
    'Avoid the hassle of further calls by paying today.',
    'Resolve your account today with a payment plan.',
    'We want to work with you to resolve this matter.',
    'We regularly work with consumers in your county to resolve their accounts.',
    'Our client routinely accepts payment plans on accounts like yours.',
    'We have helped thousands of consumers resolve their debts.',
    'We regularly report account information to the credit bureaus.',
    'We would prefer to resolve this with a payment plan.',
    'Would you rather pay in installments?',
    'Do you want to lower your monthly payment?',
    'You can avoid additional interest by paying in full.',
    'We have served thousands of customers since 1990.',
    'Our client regularly reviews accounts for settlement eligibility.',
    // denials, undecided, the consumer's rights
    'Our client does not sue on accounts like yours.',
    'We have never filed a lawsuit against a consumer.',
    'We do not regularly file lawsuits.',
    'We have not decided to sue you.',
    'No decision has been made to take legal action against you.',
    'This letter is not a lawsuit.',
    'You have the right to sue us if we violate the law.',
    'You may wish to consult an attorney.',
    'Before you pay, you may want to consult an attorney.',
    'If you are sued, you should respond to the court.',
    'No attorney with this firm has personally reviewed the particular circumstances of your account.',
    // the law's own words, a court's address, "legal" in another sense
    'Because of the age of your debt, we will not sue you for it.',
    'The law limits how long you can be sued on a debt. Because of the age of your debt, First Valley Bank cannot sue you for it.',
    'Please send payment to the clerk of the Dayton Municipal Court, 301 W. Third St.',
    'Please give us your full legal name.',
    'Cash is legal tender for all debts.',
    'We are meeting our legal obligation to tell you about your rights.',
    'Your case number is 2016-4471; please use it when you call.',
  ])('silent: %s', (sentence) => {
    const text = letter(sentence, false);
    expect(ruleOutcome(SUIT, text, { state: 'OH' }, ASKED)).toBe('silent');
    expect(ruleOutcome(SUIT, text, { state: 'OH', lawsuitFiled: false }, LATER)).toBe('silent');
    expect(ruleOutcome(PAPERS, text, { state: 'OH', lawsuitFiled: false }, LATER)).toBe('silent');
    expect(barred(sentence)).toBe('silent');
  });

  it.each([
    '¿Quiere establecer un plan de pagos?',
    '¿Prefiere pagar en cuotas o en un solo pago?',
    'Hemos atendido a miles de clientes desde 1990.',
    'Evite cargos por pago tardío pagando a tiempo.',
    'Ayudamos regularmente a consumidores de su condado a resolver sus cuentas.',
    'Nuestro cliente no demanda en cuentas como la suya.',
    'Nunca hemos presentado una demanda contra un consumidor.',
    'No tenemos intención de demandarle.',
    'No se ha tomado ninguna decisión de demandarle.',
    'Esta carta no es una demanda.',
    'Usted tiene derecho a consultar a un abogado.',
    'Por favor indique su nombre legal completo.',
    'Si usted es demandado, debe responder al tribunal.',
  ])('silent: %s', (sentence) => {
    const text = letter(sentence, true);
    expect(ruleOutcome(SUIT, text, { state: 'OH' }, ASKED)).toBe('silent');
    expect(ruleOutcome(SUIT, text, { state: 'OH', lawsuitFiled: false }, LATER)).toBe('silent');
    expect(ruleOutcome(PAPERS, text, { state: 'OH', lawsuitFiled: false }, LATER)).toBe('silent');
    expect(barred(sentence, true)).toBe('silent');
  });

  it('a suit filed and named truly, with the answer that it was: silent', () => {
    const text = letter(
      'A lawsuit was filed against you on February 1, 2016, in the Dayton Municipal Court, Case No. 16-CV-221. You may still resolve this matter out of court by calling us.',
      false,
    );
    expect(ruleOutcome(SUIT, text, { state: 'OH', lawsuitFiled: true }, LATER)).toBe('silent');
    expect(ruleOutcome(PAPERS, text, { state: 'OH', lawsuitFiled: true }, LATER)).toBe('silent');
  });
});

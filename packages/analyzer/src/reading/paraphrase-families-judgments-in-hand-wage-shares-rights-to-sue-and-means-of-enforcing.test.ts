/**
 * Paraphrase families for decision 228 (issue 26): threats read by kind, from the law's categories and the many ways
 * people write them, never from one letter's words. Tests, not the measure.
 *
 * 1. A remedy said of what a judgment in hand allows, the judgment named as the means ("With judgment, creditor's attorney
 *    can garnishee wages and/or attach tangible and real property"): the law's course after a suit is won, told truly
 *    (Blackwell v. Professional Business Services of Georgia, N.D. Ga. 1981). Not flagged by threat_seizure_garnishment;
 *    a garnishment said with no judgment tie stays flagged.
 * 2. A fixed share of the consumer's own wages said taken, even after a judgment ("10% of your gross weekly wages can be
 *    deducted in satisfaction of the judgment"): what can be garnished depends on the person's earnings and on the
 *    exemptions of federal and state law, so the figure misstates what can lawfully be done (Seabrook v. Onondaga Bureau of
 *    Medical Economics, N.D.N.Y. 1989; 15 U.S.C. 1692e, 1673). Lawful: a ceiling ("up to 25%", "no more than"), the law as
 *    the actor, no figure, a share of a balance, a deduction the consumer sets up.
 * 3. The collector's or creditor's own right to sue asserted ("we have the legal right to file a lawsuit"): a threat of suit
 *    (Russey v. Rankin, D.N.M. 1995), asked about and flagged once no suit followed. Lawful: the consumer's rights, a right
 *    to report, a right kept in reserve, a denial.
 * 4. Other means of enforcing the debt, on a short clock ("IF PAYMENT IS NOT RECEIVED IN THIS OFFICE WITHIN FIVE DAYS, WE
 *    WILL CONSIDER OTHER METHODS OF ENFORCING COLLECTION"): read as a suit (Bloodworth v. United Credit Service, E.D. Wis.
 *    2016; Jeter v. Credit Bureau, 11th Cir. 1985). Lawful: "may consider" (Nichols v. Frederick J. Hanna, N.D.N.Y. 2011),
 *    continued collection, a consumer's request considered, no clock.
 * 5. A law firm's letter that asks the consumer to resolve or settle a debt past the limitations period ("if you want to
 *    resolve this matter"): from lawyers, the other way of resolving it is a suit, one that cannot be brought (Gervais v.
 *    Riddle & Associates, D. Conn. 2007; time_barred_suit_threat). Lawful: the same from a collection agency (Huertas;
 *    Freyermuth), the same with the time-barred disclosure, the same on a debt within the period.
 */
import { describe, expect, it } from 'vitest';
import { expectNoSuitThreat, expectSuitThreat, threatLetter as letter, threatOutcome as outcome } from './test-letters';

const GARNISH = 'threat_seizure_garnishment';

describe('1. a remedy said of what a judgment in hand allows (Blackwell)', () => {
  it.each([
    "With judgement, creditor's attorney can garnishee wages and/or attach tangible and real property.",
    'With a judgment, a creditor can garnish wages and levy bank accounts.',
    'Armed with a court judgment, the creditor could attach your property.',
    'Following a judgment, your wages could be garnished.',
    'Having obtained a judgment, a creditor may levy on a bank account.',
    'You may owe court costs, and with a judgment the creditor could place a lien on real estate.',
    'Con una sentencia, el acreedor puede embargar salarios y cuentas bancarias.',
    'Tras una sentencia judicial, su salario podría ser embargado.',
  ])('not flagged: %s', (body) => {
    expect(outcome(GARNISH, letter(body)).flagged, body).toBe(false);
  });

  it.each([
    'With this final notice, we will garnish your wages.',
    'We will proceed with a judgment and garnish your wages.',
    'Embargaremos su salario con o sin sentencia.',
    'Your wages will be garnished with no further notice.',
  ])('a garnishment with no judgment as its means is still flagged: %s', (body) => {
    expect(outcome(GARNISH, letter(body)).flagged, body).toBe(true);
  });
});

describe('2. a fixed share of the consumer’s wages said taken, even after a judgment (Seabrook)', () => {
  it.each([
    'If legal action is started by our client and judgment is obtained against you, 10% of your gross weekly wages can be deducted in satisfaction of the judgment.',
    'If we obtain a judgment, 25% of your wages will be garnished.',
    'Once judgment is entered, your employer will deduct 15 percent of your weekly pay.',
    'After a judgment, we can take one-quarter of your paycheck.',
    'Should a judgment be entered, 10% of your gross income would be withheld until the debt is paid.',
    'If our client sues and wins, a quarter of your salary may be garnished.',
    'Si se dicta una sentencia, se le descontará el 10% de su salario.',
    'Con una sentencia, el 25% de su sueldo podrá ser embargado.',
  ])('flagged from the words: %s', (body) => {
    const r = outcome(GARNISH, letter(body));
    expect(r.flagged, body).toBe(true);
    expect(r.message, body).toMatch(/fixed share of your wages/);
  });

  it.each([
    'If a judgment is entered, a court could order garnishment of up to 25% of your disposable earnings.',
    'Federal law limits wage garnishment to 25% of your disposable earnings.',
    'If a judgment is entered, no more than 10% of your gross wages may be withheld under New York law, and only if you earn more than the amount the law protects.',
    'If our client obtains a judgment, it may ask the court to garnish your wages, as the law of your state allows.',
    'To settle, we will accept 50% of your balance.',
    'If you enroll in our payment plan, 10% of your monthly income can be deducted automatically, as you authorize.',
    'Con su autorización, se descontará el 10% de su salario cada mes.',
    'Si se dicta una sentencia, la ley limita el embargo a un máximo del 25% de su salario.',
  ])('a ceiling, the law as the actor, no figure, a share of a balance, a deduction the consumer sets up: not flagged: %s', (body) => {
    expect(outcome(GARNISH, letter(body)).flagged, body).toBe(false);
  });
});

describe('3. the collector’s or creditor’s own right to sue asserted (Russey)', () => {
  it.each([
    'We have the legal right to file a lawsuit.',
    'Our client has every right to sue you for the full balance.',
    'We are legally entitled to take legal action against you.',
    'You should know that our client is within its rights to file suit.',
    'This office has the legal right to commence litigation against you.',
    'Tenemos el derecho legal de presentar una demanda en su contra.',
    'Nuestro cliente tiene todo el derecho de demandarle.',
  ])('a threat of suit: %s', (body) => {
    expectSuitThreat(body);
  });

  it.each([
    'You have the legal right to file a lawsuit against a collector who violates the law.',
    'You have the right to dispute this debt.',
    'Our client has the right to report this account to the credit bureaus.',
    'We have no right to sue you because of the age of your debt.',
    'Usted tiene el derecho de demandar a un cobrador que viole la ley.',
  ])('no threat: %s', (body) => {
    expectNoSuitThreat(body);
  });
});

describe('4. other means of enforcing the debt, on a short clock (Bloodworth)', () => {
  it.each([
    'FURTHER DELAY CANNOT BE TOLERATED. IF PAYMENT IS NOT RECEIVED IN THIS OFFICE WITHIN FIVE DAYS, WE WILL CONSIDER OTHER METHODS OF ENFORCING COLLECTION.',
    'Unless we receive payment within ten days, we will pursue other means of enforcing payment.',
    'If this balance is not paid by March 20, other methods of enforcing collection will be considered.',
    'Pay within 7 days or we will look at stronger ways to enforce collection of this debt.',
    'This is your last chance: we will turn to other means of enforcing payment.',
    'Si no recibimos su pago en cinco días, consideraremos otros medios para hacer cumplir el cobro.',
  ])('a threat of suit: %s', (body) => {
    expectSuitThreat(body, 'WI');
  });

  it.each([
    'We may consider other methods of enforcing collection if we do not hear from you.',
    'We will consider other methods of enforcing collection.',
    'We will continue our collection efforts.',
    'We will consider your hardship request within ten days.',
    'If you do not pay within 10 days, we will consider other payment arrangements with you.',
    'Our client may consider additional remedies.',
  ])('no threat: %s', (body) => {
    expectNoSuitThreat(body, 'WI');
  });
});

describe('5. a law firm asks to resolve or settle a debt past the limitations period (Gervais)', () => {
  const FIRM = 'Hartwell & Brandt, P.C.\nAttorneys at Law\n200 Elm St, Hartford, CT 06103';
  const AGENCY = 'Coastal Account Services, Inc.\n200 Elm St, Hartford, CT 06103';
  const from = (head: string, body: string): string =>
    `${head}\n\nNovember 7, 2023\n\nRe: account ending 3391. Creditor: Pinecrest Bank. Balance: $8,115.92.\n\nDear Ms. Gomez:\n\n${body}\n\nThis communication is from a debt collector.\n\nVery truly yours,\n${head.split('\n')[0]}`;
  const timeBarred = (text: string, lastPaymentDate = '2012-06-15'): boolean =>
    outcome('time_barred_suit_threat', text, { state: 'CT', lastPaymentDate }, '2023-11-17').flagged;

  it.each([
    'If you want to resolve this matter, please call our office.',
    'We are prepared to settle this account for 40% of the balance.',
    'Our client has authorized a settlement offer of $3,000.',
    'Please contact us so that we can bring this matter to a close.',
    'Si desea resolver este asunto, llame a nuestra oficina.',
    'Le ofrecemos saldar su cuenta con un descuento.',
  ])('flagged from a law firm on a time-barred debt: %s', (body) => {
    expect(timeBarred(from(FIRM, body)), body).toBe(true);
  });

  it.each([
    'If you want to resolve this matter, please call our office.',
    'We are prepared to settle this account for 40% of the balance.',
    'Si desea resolver este asunto, llame a nuestra oficina.',
  ])('not from a collection agency, nor on a debt within the period: %s', (body) => {
    expect(timeBarred(from(AGENCY, body)), body).toBe(false);
    expect(timeBarred(from(FIRM, body), '2021-06-15'), body).toBe(false);
  });

  it.each([
    'If you want to resolve this matter, call us. Because of the age of your debt, our client will not sue you for it.',
    'We are prepared to settle this account. The law limits how long you can be sued on a debt, and because of the age of your debt, you cannot be sued for it.',
    'Please send your payment to the address below.',
  ])('not with the time-barred disclosure, nor with no invitation to resolve: %s', (body) => {
    expect(timeBarred(from(FIRM, body)), body).toBe(false);
  });
});

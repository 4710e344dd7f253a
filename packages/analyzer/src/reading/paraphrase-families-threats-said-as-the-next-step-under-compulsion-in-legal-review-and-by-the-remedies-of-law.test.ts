/**
 * Paraphrase families for decision 262 (issue 26): a threat of legal action read by what the sentence does (who acts, what
 * step, how sure, on what condition, when), in the ways people write it, never from one letter's words. Tests, not the measure.
 *
 * 1. The step said to be the next one, the step first and "the next step" after it ("Legal action is the next step", "A
 *    lawsuit will be our next step", "El siguiente paso es presentar una demanda"), and an unnamed "next step" the collector
 *    will take on a clock ("within 10 days, we will take the next step"): the certainty is in "is / will be the next step" as
 *    much as in "the next step is …" (already read). Lawful: the consumer's next step, a next step that is a verification or
 *    a call, a "could be".
 * 2. An unnamed step the collector says it will be forced, compelled or obliged to take ("We will be forced to take further
 *    action", "Nos veremos obligados a tomar otras medidas"): compulsion is the last-step frame "no choice but" already is
 *    (Jeter v. Credit Bureau, 11th Cir. 1985). Lawful: "may be forced", a named step that is not legal action, a duty to tell.
 * 3. Intent said in Spanish ("tiene la intención de demandarle", "planea presentar una demanda"), as "intends to" is in
 *    English. Lawful: the intent denied, the consumer's intent.
 * 4. The account in legal or litigation review by any verb or preposition ("pending a litigation review", "awaiting legal
 *    review", "being evaluated by our legal team", "our legal department is reviewing your file", "revisada para un posible
 *    litigio"): the status courts read as imminent legal action (Dewees v. Legal Servicing, E.D.N.Y. 2007). Lawful: a review
 *    of a dispute, for accuracy, of a hardship request; a past review of a dispute; a "may review".
 * 5. Remedies qualified by law ("every remedy available under the law", "all remedies the law allows", "remedies at law",
 *    "todos los recursos legales", "los recursos que la ley permite"): the same step as "all legal remedies", already read
 *    (Bentley v. Great Lakes Collection Bureau, 2d Cir. 1993). Lawful: the consumer's remedies, a "may", a denial.
 * 6. An account "placed with a collection attorney" is a referral to a lawyer, not a levy on a bank account (the levy's
 *    passive "accounts will be frozen / seized" kept).
 * 7. The same steps in other words: "pre-legal" in Spanish ("etapa prejudicial", "cobranza prejudicial", "aviso prejudicial",
 *    flagged from the words as "pre-legal" is), the step under way "in the process of", "legal" alone as the department ("sent
 *    to legal"), Spanish "escalada / trasladada a nuestro departamento legal", "hemos recibido instrucciones de iniciar un
 *    proceso judicial". Lawful: English "prejudicial" (harmful), a process that is the consumer's, instructions to accept less.
 * 8. A law firm's letter that raises legal action in any of these ways (said, hedged, implied, an unnamed step), and the person
 *    says no attorney at the firm reviewed the account: in the Third Circuit it misleads whatever the firm meant (Lesher v. Law
 *    Offices of Mitchell N. Kay, 3d Cir. 2011). Not flagged so: an attorney did review, a suit was filed, another circuit, a
 *    collection agency's letter, a law firm's letter that raises no legal action or says no decision to sue has been made.
 */
import { describe, expect, it } from 'vitest';
import { readLetter } from './read-letter';
import { expectNoSuitThreat, expectSuitThreat, threatLetter, threatOutcome } from './test-letters';

const SUIT = 'threat_legal_action_unintended';

describe('1. the step said to be the next one', () => {
  it.each([
    'Legal action is the next step.',
    'A lawsuit is our next step if this balance is not paid.',
    'Referral of your account to an attorney will be the next step.',
    'Unless we hear from you, litigation is the next stage of this process.',
    'If we do not hear from you within 10 days, we will take the next step.',
    'Unless the balance is paid by March 20, we will take the next step in collecting it.',
    'El siguiente paso es presentar una demanda en su contra.',
    'Una demanda judicial será nuestro próximo paso.',
    'Si no recibimos su pago en 10 días, daremos el siguiente paso.',
  ])('asks, and flags once no suit followed: %s', (body) => expectSuitThreat(body));

  it.each([
    'Your next step is to call our office.',
    'Our next step will be to send you a copy of the verification.',
    'Legal action could be the next step.',
    'Call us today to take the next step toward a payment plan.',
    'If you dispute the debt, we will take the next step to verify it.',
    'El siguiente paso es llamarnos para hacer un plan de pagos.',
  ])('neither asks nor flags: %s', (body) => expectNoSuitThreat(body));
});

describe('2. an unnamed step the collector will be forced to take', () => {
  it.each([
    'We will be forced to take further action.',
    'Our client will be compelled to take the necessary steps.',
    'If this is ignored, we will be obliged to take further measures.',
    'You leave us no choice but to take the next step.',
    "We'll be forced to take stronger action if we do not hear from you.",
    'Nos veremos obligados a tomar otras medidas.',
    'Nuestro cliente se verá obligado a proceder según corresponda.',
  ])('asks, and flags once no suit followed: %s', (body) => expectSuitThreat(body));

  it.each([
    'We may be forced to take further action.',
    'We will be forced to report this account to the credit bureaus.',
    'We are obligated to tell you that this is an attempt to collect a debt.',
    'If you dispute this debt, we are required to take the necessary steps to verify it.',
    'Podríamos vernos obligados a tomar otras medidas.',
  ])('neither asks nor flags: %s', (body) => expectNoSuitThreat(body));
});

describe('3. intent said in Spanish', () => {
  it.each([
    'Nuestro cliente tiene la intención de demandarle.',
    'Tenemos la intención de iniciar acciones legales en su contra.',
    'Nuestro cliente planea presentar una demanda.',
    'Es la intención de nuestro cliente llevar este asunto a los tribunales.',
  ])('asks, and flags once no suit followed: %s', (body) => expectSuitThreat(body));

  it.each([
    'Nuestro cliente no tiene la intención de demandarle.',
    'No tenemos ninguna intención de presentar una demanda.',
    'Si usted tiene la intención de disputar la deuda, escríbanos.',
  ])('neither asks nor flags: %s', (body) => expectNoSuitThreat(body));
});

describe('4. the account in legal or litigation review', () => {
  it.each([
    'Your account is pending a litigation review.',
    'Your file is awaiting legal review.',
    'Your account has entered the litigation review process.',
    'Your account is now being evaluated by our legal team.',
    'Our legal department is now reviewing your file.',
    'Your account will be reviewed by our litigation unit.',
    'Su cuenta está siendo revisada para un posible litigio.',
    'Su cuenta está bajo revisión para una posible acción legal.',
    'Su expediente está siendo evaluado por nuestro departamento legal.',
  ])('asks, and flags once no suit followed: %s', (body) => expectSuitThreat(body));

  it.each([
    'Your account is pending review of your dispute.',
    'Your account is under review for accuracy.',
    'Our legal department reviewed your dispute and found the balance correct.',
    'Your hardship request is awaiting review.',
    'Our legal department may review your file.',
    'Su disputa está en revisión.',
  ])('neither asks nor flags: %s', (body) => expectNoSuitThreat(body));
});

describe('5. remedies qualified by law', () => {
  it.each([
    'Our client will pursue every remedy available under the law.',
    'We will pursue all remedies the law allows.',
    'Our client will use every remedy permitted by law to collect this balance.',
    'Our client intends to pursue all available remedies at law.',
    'Nuestro cliente ejercerá todos los recursos legales a su alcance.',
    'Nuestro cliente utilizará todos los recursos que la ley permite.',
  ])('asks, and flags once no suit followed: %s', (body) => expectSuitThreat(body));

  it.each([
    'You have the right to pursue any remedies available under the law.',
    'You may have remedies under the law if we violate it.',
    'Usted puede ejercer los recursos legales a su alcance.',
    'Our client will not pursue any remedies under the law.',
    'The law allows you to dispute this debt.',
  ])('neither asks nor flags: %s', (body) => expectNoSuitThreat(body));

  it('reads a "may" as a truthful statement of remedies outside the Third Circuit, and asks in it (Brown v. Card Service Center)', () => {
    expectNoSuitThreat('Our client may pursue the remedies the law allows.');
    expectSuitThreat('Our client may pursue the remedies the law allows.', 'PA');
  });
});

describe('6. an account placed with a collection attorney', () => {
  it.each([
    'Your account will be placed with a collection attorney.',
    'The account will be placed with our attorneys for collection.',
    'Unless you pay within 10 days, the balance will be placed with a law firm.',
  ])('asks, and flags once no suit followed: %s', (body) => expectSuitThreat(body));

  it('reads the placement as a referral to a lawyer, and a frozen bank account still as a levy', () => {
    const placed = readLetter(threatLetter('Your account will be placed with a collection attorney.')).threats.map((t) => t.action);
    expect(placed).toContain('attorney');
    expect(placed).not.toContain('levy');
    const frozen = readLetter(threatLetter('Your bank account will be frozen.')).threats.map((t) => t.action);
    expect(frozen).toContain('levy');
  });
});

describe('7. the same steps in other words', () => {
  it.each([
    'We are in the process of referring your account to an attorney.',
    'Your account has been sent to legal.',
    'Unless we hear from you, your account will be escalated to legal for review.',
    'Su cuenta ha sido escalada a nuestro departamento legal.',
    'Su cuenta será trasladada a nuestros abogados.',
    'Hemos recibido instrucciones de iniciar un proceso judicial en su contra.',
    'Your account is in the pre-suit phase.',
  ])('asks, and flags once no suit followed: %s', (body) => expectSuitThreat(body));

  it.each([
    'Su cuenta se encuentra en etapa prejudicial.',
    'Su cuenta fue asignada a nuestro departamento de cobranza prejudicial.',
    'Este es un aviso prejudicial.',
  ])('flags Spanish "pre-legal" from the words, as the English is, unless a suit was filed: %s', (body) => {
    const text = threatLetter(body);
    expect(threatOutcome(SUIT, text).flagged, body).toBe(true);
    expect(threatOutcome(SUIT, text, { lawsuitFiled: true }).flagged, body).toBe(false);
  });

  it.each([
    'Late payments can be prejudicial to your credit standing.',
    'We are in the process of reviewing your dispute.',
    'Your account was sent to us for collection.',
    'Hemos recibido instrucciones de su acreedor de aceptar un pago reducido.',
    'If you have questions, you may send them to legal@example.com.',
  ])('neither asks nor flags: %s', (body) => expectNoSuitThreat(body));
});

const lawFirmLetter = (body: string, state = 'PA'): string =>
  `STROUD, KELLER & VANCE\nATTORNEYS AT LAW\nOne Penn Center, Philadelphia, ${state} 19103\n\nMarch 3, 2025\n\nRe: Allegheny Card Services, account ending 2290. Balance: $1,264.77.\n\nDear Mr. Mumford:\n\n${body}\n\nVery truly yours,\nSTROUD, KELLER & VANCE\n\nThis communication is from a debt collector.`;

describe('8. a law firm raises legal action and no attorney reviewed the account (Third Circuit)', () => {
  it.each([
    'Our client has authorized this office to take appropriate action to collect the balance due.',
    'If we do not hear from you, we will proceed accordingly.',
    'Unless this balance is paid, a lawsuit may be filed against you.',
    'Your account is pending a litigation review.',
    'We will be forced to take further action.',
    'Nuestro cliente nos ha autorizado a tomar todas las medidas necesarias para cobrar el saldo.',
  ])('flags on the answer in Pennsylvania and New Jersey, not on "yes", not once a suit was filed, not in New York: %s', (body) => {
    for (const state of ['PA', 'NJ']) {
      const text = lawFirmLetter(body, state);
      const no = threatOutcome(SUIT, text, { state, attorneyReviewedAccount: false });
      expect(no.flagged, `${state}: ${body}`).toBe(true);
      expect(no.message).toContain('Lesher');
      expect(threatOutcome(SUIT, text, { state, attorneyReviewedAccount: true }).flagged, body).toBe(false);
      expect(threatOutcome(SUIT, text, { state, attorneyReviewedAccount: false, lawsuitFiled: true }).flagged, body).toBe(false);
    }
    expect(threatOutcome(SUIT, lawFirmLetter(body, 'NY'), { state: 'NY', attorneyReviewedAccount: false }).flagged, body).toBe(false);
  });

  it('joins the question where the rule already asks', () => {
    const asked = threatOutcome(SUIT, lawFirmLetter('Unless this balance is paid, a lawsuit may be filed against you.'), { state: 'PA' }).asked;
    expect(asked).toContain('lawsuitFiled');
    expect(asked).toContain('attorneyReviewedAccount');
  });

  it.each([
    'Please call us to discuss a payment plan.',
    'No decision has been made to take legal action against you. Your account may be referred to an attorney for review.',
    'Our client may consider its options.',
  ])('does not flag a law firm letter that raises no legal action: %s', (body) => {
    expect(threatOutcome(SUIT, lawFirmLetter(body), { state: 'PA', attorneyReviewedAccount: false }).flagged, body).toBe(false);
  });

  it("does not read a collection agency's letter so", () => {
    const text = threatLetter('Our client has authorized this office to take appropriate action to collect the balance due.', 'PA');
    expect(threatOutcome(SUIT, text, { state: 'PA', attorneyReviewedAccount: false }).flagged).toBe(false);
  });
});

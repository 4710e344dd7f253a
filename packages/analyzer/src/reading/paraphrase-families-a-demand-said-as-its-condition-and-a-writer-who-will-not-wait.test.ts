/**
 * Paraphrase family for decision 334 (issue 26), from probes of the law: a first letter that demands payment at once in the
 * form of its condition, with the consumer or the debt as the subject ("Unless you pay the amount due at once, we will take
 * the next step", "If not paid forthwith, your account will be escalated", "Si usted no paga inmediatamente, procederemos con
 * una demanda"), and a step of suit timed by the writer's refusal to wait ("Our client is not inclined to wait and has
 * instructed us to file suit"). Either presses the consumer to pay before the thirty days end (15 U.S.C. 1692g(b); Miller v.
 * Payco-General American Credits, 4th Cir. 1991; Swanson v. Southern Oregon Credit Service, 9th Cir. 1988). Both were missed:
 * the condition was read as a demand only with the collector as its subject ("unless we receive your payment"), and a
 * negation in the clause before an authorisation ("is not inclined to wait and has instructed us") was read as denying it.
 * Near misses: the lawful hedge (Terran v. Kaplan, 9th Cir. 1997), an invitation to pay at once (Wilson v. Quadramed, 3d Cir.
 * 2000), a step after the validation period, the consumer's inability to pay ("if you cannot pay the balance all at once":
 * a lump sum, not a time) and a step the letter only says may come. Tests, not the measure.
 */
import { describe, expect, it } from 'vitest';
import { overshadowingOutcome, ruleOutcome, spanishStatuteEraLetter, statuteEraLetter } from './test-letters';

const outcome = (sentence: string, state = 'OH'): string =>
  overshadowingOutcome(statuteEraLetter(sentence, { notice: true }), { state, isFirstContact: true }, '2016-03-14');

describe('a demand said as its condition, with the consumer or the debt as its subject', () => {
  it.each([
    'Unless you pay the amount due at once, we will take the next step.',
    'We will not wait. Unless you pay the amount due at once, we will take the next step without delay.',
    'Your account will be escalated without further notice if not paid forthwith.',
    'Unless this balance is paid promptly, we will escalate your file.',
    'We will move forward with the next phase of collection unless payment is made promptly.',
    'If you fail to pay this debt forthwith, your account will be sent to our attorney.',
    'Should you fail to remit immediately, we will refer this account to our legal department.',
    'We expect payment by return mail, failing which our client will instruct counsel.',
    'Si usted no paga inmediatamente, procederemos con una demanda.',
    'A menos que pague de inmediato, su cuenta será enviada a nuestro abogado.',
  ])('flags "%s"', (sentence) => {
    expect(outcome(sentence)).toBe('flag');
  });
  it.each([
    // Terran v. Kaplan's hedge, and Wilson v. Quadramed's invitation.
    'Unless an immediate telephone call is made to our office, we may find it necessary to recommend to our client that they proceed with legal action.',
    'We shall afford you the opportunity to pay this bill immediately and avoid further legal action.',
    // The consumer's inability, a lump sum, not a time; a plan offered.
    'If you cannot pay the balance all at once, please call us - we may be able to set you up on a payment schedule.',
    'If you cannot pay the full amount, please call us to set up a payment plan.',
    // A step after the validation period, or only possible.
    'Should you fail to pay, we will refer the account to our attorney after the validation period ends.',
    'If you do not pay this balance, we may report this account to the credit bureaus.',
    'Si usted no paga después del período de validación, podríamos considerar otras opciones.',
  ])('leaves "%s" alone', (sentence) => {
    expect(outcome(sentence)).not.toBe('flag');
  });
});

describe('a step of suit timed by the writer’s refusal to wait', () => {
  it.each([
    'Our client is not inclined to wait and has instructed us to file suit.',
    'Our client is no longer willing to wait; we will file suit against you.',
    'We will not wait any longer: our attorney will file a lawsuit against you.',
    'Nuestro cliente no está dispuesto a esperar y presentaremos una demanda en su contra.',
  ])('flags "%s"', (sentence) => {
    expect(outcome(sentence)).toBe('flag');
  });
  it.each([
    // A denial in the authorisation's own clause still denies it; a wait for the period keeps the step after it.
    'Our client has not authorized us to file suit, and no attorney has reviewed your account.',
    'Our client is willing to wait until the validation period ends before deciding whether to file suit.',
    'No legal action will be taken before the end of the validation period.',
  ])('leaves "%s" alone', (sentence) => {
    expect(outcome(sentence)).not.toBe('flag');
  });
});

describe('a suit to be avoided or faced, in Spanish as in English (the threat itself, not only the deadline)', () => {
  const threat = (letter: string): string => ruleOutcome('overshadow_threat_inside_period', letter, { state: 'OH', isFirstContact: true }, '2016-03-14');
  it.each([
    ['You must pay within the next 10 days to avoid a lawsuit.', 'Debe pagar dentro de los próximos 10 días para evitar una demanda.'],
    ['Pay within ten days or you will face a lawsuit.', 'Pague dentro de diez días o tendrá que enfrentar una demanda.'],
  ])('flags "%s" and "%s"', (english, spanish) => {
    expect(threat(statuteEraLetter(english, { notice: true }))).toBe('flag');
    expect(threat(spanishStatuteEraLetter(spanish))).toBe('flag');
  });
  it.each([
    // A demand for payment ("una demanda de pago") is no suit.
    'Pague dentro de diez días para evitar una demanda de pago adicional.',
    'Si no paga después del período de validación, podría enfrentar una demanda.',
  ])('leaves the threat rule silent on "%s"', (spanish) => {
    expect(threat(spanishStatuteEraLetter(spanish))).not.toBe('flag');
  });
});

/**
 * Paraphrase families for decision 542 (issue 26): a dispute sent to the telephone in the ways collectors write it beyond "if you
 * feel you do not owe this amount, please call us" (Caprio v. Healthcare Revenue Recovery Group, 3d Cir. 2013; Schweer v. HOVG,
 * M.D. Pa. 2017): a question put to the consumer who thinks the bill wrong and answered by a call ("Think this balance is wrong?
 * Just give us a call"), the condition turned about or widened ("Should you think that this debt, or any part of it, is wrong,
 * please telephone our office"), and a call on which the collector says it takes the dispute ("a representative will note your
 * dispute"). Only a written dispute secures verification and the original creditor's name and stops collection until they are
 * mailed (15 U.S.C. 1692g(a)(4), (a)(5), (b)). Lawful near misses: a question with no dispute in it (Riccio v. Sentry Credit, 3d Cir.
 * 2020 en banc: an invitation to call with questions), writing named as the way or beside the call, the back of the page as the
 * answer, a call about payment. Tests, not the measure.
 */
import { describe, expect, it } from 'vitest';
import { disputeConditionsInBothEras, ruleOutcome, statuteEraLetter } from './test-letters';

describe('a dispute sent to the telephone: flagged in a Regulation F first letter and under the statute’s notice', () => {
  it.each([
    // a question answered by a call, in the sentence after it or in the same one
    'Have a question about this balance, or think it is wrong? Just give us a call at 1-877-555-0188 and one of our representatives will go over it with you.',
    'Think this balance is wrong? Call us toll free at 1-877-555-0188.',
    "Believe you don't owe this? Phone our office at (800) 555-0101.",
    'Disagree with the amount shown above? Give us a call at 800-555-0123.',
    'Do you believe this bill is not yours? Call us at 1-800-555-0199, Monday through Friday.',
    // the condition turned about or widened
    'Should you think that this debt, or any part of it, is wrong, please telephone our office at (410) 555-0187.',
    'If you believe any portion of this balance is mistaken, call us at (301) 555-0144 and we will look into it.',
    // a call that takes the dispute
    'Call us at 1-800-555-0199 and a representative will note your dispute.',
    'Our staff will record your dispute over the phone; just call 800-555-0123.',
    // Spanish
    '¿Cree que este saldo es incorrecto? Llámenos al 800-555-0147.',
    '¿No está de acuerdo con esta deuda? Llame al 800-555-0147 y uno de nuestros representantes le atenderá.',
    'Si usted cree que alguna parte de esta deuda está equivocada, llámenos al 800-555-0147.',
    'Llámenos al 800-555-0147 y un representante anotará su disputa.',
  ])('flags: %s', (sentence) => {
    expect(disputeConditionsInBothEras(sentence)).toEqual(['flag', 'flag']);
  });

  it.each([
    // questions with no dispute in them (Riccio, 3d Cir. 2020 en banc)
    'Have a question about your balance? Call us at 1-877-555-0188.',
    'Questions about your payment plan? Give us a call at 800-555-0123.',
    '¿Tiene preguntas sobre su saldo? Llámenos al 800-555-0147.',
    // writing named as the way, or beside the call
    'Think this balance is wrong? Write to us at the address above or call us at 1-877-555-0188.',
    '¿Cree que este saldo es incorrecto? Escríbanos a la dirección indicada arriba.',
    'Should you think that this debt is wrong, please write to our office or telephone us at (410) 555-0187.',
    // the back of the page as the answer
    'Think this balance is wrong? See the back of this letter for your rights.',
    // a call about payment, a plan noted
    'Call us to set up a payment plan; a representative will note your arrangement.',
    'If you would like to pay by phone, call us at 800-555-0123.',
  ])('lawful: %s', (sentence) => {
    expect(disputeConditionsInBothEras(sentence)).toEqual(['silent', 'silent']);
  });
});

describe('while a dispute had to be in writing in the Third Circuit (Graziano, before Riccio): the question read as Caprio’s invitation', () => {
  const pennsylvania2016 = (sentence: string) =>
    ruleOutcome(
      'dispute_must_be_in_writing_misstated',
      statuteEraLetter(sentence, { notice: true }),
      { state: 'PA', isFirstContact: true, senderIsOriginalCreditor: false },
      '2016-03-13',
    );
  it.each([
    'Have a question about this balance, or think it is wrong? Just give us a call at 1-877-555-0188.',
    '¿Cree que este saldo es incorrecto? Llámenos al 800-555-0147.',
    'Call us at 1-800-555-0199 and a representative will note your dispute.',
  ])('flags beside the written-dispute notice: %s', (sentence) => {
    expect(pennsylvania2016(sentence)).toBe('flag');
  });
  it.each(['Have a question about your balance? Call us at 1-877-555-0188.', 'Think this balance is wrong? Write to us at the address above.'])(
    'lawful: %s',
    (sentence) => {
      expect(pennsylvania2016(sentence)).toBe('silent');
    },
  );
});

import { describe, expect, it } from 'vitest';
import { check, fixtureSuite, MODEL_FORM_B1, quotes } from '../../testing';
import { rule } from './rule';

const letter = (body: string): string =>
  `Apex Recovery Group\n100 Main St\nDallas, TX 75201\n\nDear Ms. Lee:\n\n${body}\n\nThis communication is from a debt collector.\n\nSincerely,\nApex Recovery Group\n`;

describe('collector_compensation_misstated', () => {
  it('flags a collection fee said to be required by law, quoting it', () => {
    const r = check(rule, letter('A 33% collection fee has been added as required by law.'));
    expect(r.status === 'flag' && r.confidence).toBe('medium');
    expect(quotes(r)).toEqual(['A 33% collection fee has been added as required by law.']);
  });

  it('asks about the agreement, then decides from the answer', () => {
    const text = letter('Attorney fees of $250.00 have been added to your balance.');
    const r = check(rule, text);
    expect(r.status === 'needs_input' && r.questions.map((q) => q.id)).toEqual(['contractAllowsCollectionFees']);
    expect(check(rule, text, { answers: { contractAllowsCollectionFees: false } }).status === 'flag').toBe(true);
    expect(check(rule, text, { answers: { contractAllowsCollectionFees: true } }).status).toBe('pass');
  });

  it('does not look at zero fees, no-fee statements, court awards, pay-to-pay fees or the model form fees line', () => {
    for (const body of [
      'Collection fees: $0.00',
      'No collection fees have been added to your account.',
      'If a lawsuit is filed and the court awards attorney fees, they may be added by the judgment.',
      'A $3.95 processing fee applies to payments made by credit card.',
      'You were charged this amount in fees: + $ 25.00',
    ])
      expect(check(rule, letter(body)).status, body).toBe('pass');
  });

  it('reads "should" as a condition only where it opens the clause, not as a modal beside a judgment', () => {
    // A fee claimed now, with the modal "should" and a judgment later in the sentence: still a fee claimed.
    for (const body of [
      'You should pay today because a collection fee of 30% has been added and we may seek a judgment.',
      'Attorney fees of $400.00 have been added, and you should know that our client can obtain a judgment.',
    ]) {
      const r = check(rule, letter(body), { answers: { contractAllowsCollectionFees: false } });
      expect(r.status, body).toBe('flag');
    }
    // The inverted condition: the fee is what a court may award if a suit is won.
    for (const body of [
      'Should a judgment be entered against you, the court may award attorney fees.',
      'Costs of suit may be added, should the court enter a judgment in our favor.',
    ])
      expect(check(rule, letter(body), { answers: { contractAllowsCollectionFees: false } }).status, body).toBe('pass');
  });

  it('does not flag the Model Form B-1', () => {
    expect(check(rule, MODEL_FORM_B1).status).toBe('pass');
  });
});

fixtureSuite(rule, import.meta.dirname, { checkEvidence: true, checkModelForm: true });

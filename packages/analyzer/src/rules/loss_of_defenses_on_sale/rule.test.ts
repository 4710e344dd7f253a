import { describe, expect, it } from 'vitest';
import { check, fixtureSuite, MODEL_FORM_B1, quotes } from '../../testing';
import { rule } from './rule';

const letter = (body: string): string =>
  `Apex Recovery Group\n100 Main St\nDallas, TX 75201\n\nDear Ms. Lee:\n\n${body}\n\nThis communication is from a debt collector.\n\nSincerely,\nApex Recovery Group\n`;

describe('loss_of_defenses_on_sale', () => {
  it('flags a statement that a sale strips the right to dispute, quoting it', () => {
    const r = check(rule, letter('If your account is sold, you will no longer be able to dispute it.'));
    expect(r.status === 'flag' && r.confidence).toBe('medium');
    expect(quotes(r)).toEqual(['If your account is sold, you will no longer be able to dispute it.']);
  });

  it('flags "the new owner can use any means"', () => {
    expect(check(rule, letter('After the transfer, the new owner can use any means to collect.')).status).toBe('flag');
  });

  it('does not flag rights that survive, the Holder Rule notice, neutral sale notices or unrelated waivers', () => {
    for (const body of [
      'If your account is sold, you keep all of your rights and defenses.',
      'ANY HOLDER OF THIS CONSUMER CREDIT CONTRACT IS SUBJECT TO ALL CLAIMS AND DEFENSES WHICH THE DEBTOR COULD ASSERT AGAINST THE SELLER.',
      'Your account may be sold to another company; we will tell you if it is.',
      'If your account is sold, you will not lose any defenses.',
    ])
      expect(check(rule, letter(body)).status, body).toBe('pass');
  });

  it('does not flag the Model Form B-1', () => {
    expect(check(rule, MODEL_FORM_B1).status).toBe('pass');
  });
});

fixtureSuite(rule, import.meta.dirname, { checkEvidence: true, checkModelForm: true });

import { describe, expect, it } from 'vitest';
import { check, fixtureSuite, MODEL_FORM_B1, quotes } from '../../testing';
import { rule } from './rule';

const letter = (body: string): string =>
  `Apex Recovery Group\n100 Main St\nDallas, TX 75201\n\nDear Ms. Lee:\n\n${body}\n\nThis communication is from a debt collector.\n\nSincerely,\nApex Recovery Group\n`;

describe('innocent_purchaser_claim', () => {
  it('flags "innocent purchaser for value" and "holder in due course", quoting them', () => {
    const r = check(rule, letter('Your account was sold to an innocent purchaser for value.'));
    expect(r.status === 'flag' && r.confidence).toBe('medium');
    expect(quotes(r)).toEqual(['Your account was sold to an innocent purchaser for value.']);
    expect(check(rule, letter('Our client is a holder in due course of your note.')).status).toBe('flag');
  });

  it('does not flag purchases, denials or the Holder Rule notice', () => {
    for (const body of [
      'Apex Funding purchased your account from First Bank.',
      'Apex Funding is not a holder in due course.',
      'ANY HOLDER OF THIS CONSUMER CREDIT CONTRACT IS SUBJECT TO ALL CLAIMS AND DEFENSES.',
    ])
      expect(check(rule, letter(body)).status, body).toBe('pass');
  });

  it('does not flag the Model Form B-1', () => {
    expect(check(rule, MODEL_FORM_B1).status).toBe('pass');
  });
});

fixtureSuite(rule, import.meta.dirname, { checkEvidence: true, checkModelForm: true });

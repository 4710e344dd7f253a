import { describe, expect, it } from 'vitest';
import { check, fixtureSuite, MODEL_FORM_B1, quotes } from '../../testing';
import { rule } from './rule';

const letter = (body: string): string =>
  `Apex Recovery Group\n100 Main St\nDallas, TX 75201\n\nDear Ms. Lee:\n\n${body}\n\nThis communication is from a debt collector.\n\nSincerely,\nApex Recovery Group\n`;

describe('settlement_offer_false_urgency', () => {
  it('flags a one-time settlement offer with medium confidence, quoting it', () => {
    const r = check(rule, letter('We will settle for $500.00. This is a one-time offer.'));
    expect(r.status === 'flag' && r.confidence).toBe('medium');
    expect(quotes(r)).toEqual(['This is a one-time offer.']);
  });

  it('flags "valid for 30 days only" with low confidence', () => {
    const r = check(rule, letter('We offer a 40% discount. This offer is valid for 30 days only.'));
    expect(r.status === 'flag' && r.confidence).toBe('low');
  });

  it('passes with the Evory / Preston safe harbour', () => {
    expect(check(rule, letter('We offer a 40% discount. This is your last chance to save. We are not obligated to renew this offer.')).status).toBe('pass');
  });

  it('does not flag plain deadlines, denials or urgency with no offer', () => {
    for (const body of [
      'We can settle this account for $684.00 if paid by June 28, 2024.',
      'We can settle for $684.00. This is not a one-time offer; call us any time.',
      'This is your last chance to contact us before we refer the account to our client.',
    ])
      expect(check(rule, letter(body)).status, body).toBe('pass');
  });

  it('does not flag the Model Form B-1', () => {
    expect(check(rule, MODEL_FORM_B1).status).toBe('pass');
  });
});

fixtureSuite(rule, import.meta.dirname, { checkEvidence: true, checkModelForm: true });

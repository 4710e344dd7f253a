/**
 * An account said to be under "final" (formal, further, internal) review for possible legal action (issue 26, open paraphrase P534
 * of development L1155's kind, in Spanish). Tests, not the measure.
 *
 * The law: a collector's status report that the account is being reviewed for possible legal action implies that legal action is
 * being considered and may be imminent; where none is intended it misleads (15 U.S.C. 1692e(5), (10); Dewees v. Legal Servicing,
 * E.D.N.Y. 2007; LeBlanc v. Unifund CCR Partners, 11th Cir. 2010).
 *
 * What was wrong on the start code: "under review for possible legal action" and "en revisión para una posible acción legal" were
 * read, but an adjective on the review ("under final review", "en revisión final", "bajo revisión formal") or "in review" left
 * the status unread, so "su cuenta se encuentra en revisión final para una posible acción legal" implied nothing.
 *
 * Must be read as a referral toward suit: the review qualified as final, formal, further, internal or last, in English and in
 * Spanish, "under" or "in". Must not be read: a final review of the consumer's dispute, and a review for a payment plan.
 */
import { describe, expect, it } from 'vitest';
import { readImpliedLegalAction } from './implied-legal-action';

const kinds = (sentence: string): string[] => readImpliedLegalAction(sentence).signals.map((s) => s.kind);

describe('an account under final review for possible legal action', () => {
  it('reads the review the reader already knew (the control)', () => {
    expect(kinds('Your account is under review for possible legal action.')).toContain('legal_referral');
  });
  it.each([
    'Your account is under final review for potential legal action.',
    'Your account is now in final review for a possible lawsuit.',
    'This file is under formal review for possible litigation.',
    'Your account is undergoing a further review for potential legal proceedings.',
    'Le comunicamos que su cuenta se encuentra en revisión final para una posible acción legal.',
    'Su cuenta está bajo revisión final para una posible demanda.',
    'Su expediente está en evaluación interna para una eventual acción judicial.',
  ])('reads: %s', (sentence) => {
    expect(kinds(sentence)).toContain('legal_referral');
  });
  it.each(['Your dispute is under final review and we will write to you with the results.', 'Your request for a payment plan is under final review.'])(
    'does not read: %s',
    (sentence) => {
      expect(kinds(sentence)).not.toContain('legal_referral');
    },
  );
});

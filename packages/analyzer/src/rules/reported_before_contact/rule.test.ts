import { describe, expect, it } from 'vitest';
import { check, fixtureSuite, MODEL_FORM_B1, quotes } from '../../testing';
import { rule } from './rule';

const letter = (body: string): string =>
  `Apex Recovery Group\n100 Main St\nDallas, TX 75201\n\nDear Ms. Lee:\n\n${body}\n\nThis communication is from a debt collector.\n\nSincerely,\nApex Recovery Group\n`;
const reported = letter('This account has already been reported to the credit bureaus.');

describe('reported_before_contact', () => {
  it('asks whether this is the first contact', () => {
    const r = check(rule, reported);
    expect(r.status === 'needs_input' && r.questions.map((q) => q.id)).toEqual(['isFirstContact']);
  });

  it('flags on a first contact and quotes the statement', () => {
    const r = check(rule, reported, { answers: { isFirstContact: true } });
    expect(r.status === 'flag' && r.confidence).toBe('high');
    expect(quotes(r)).toEqual(['This account has already been reported to the credit bureaus.']);
    expect(r.status === 'flag' && r.assumptions).toContain('Assumed the letter is dated on or after November 30, 2021 (Regulation F applies).');
  });

  it('flags a validation notice with medium confidence and the first-contact assumption', () => {
    const r = check(rule, reported, { gates: { isValidationNotice: true, isRegF: true } });
    expect(r.status === 'flag' && r.confidence).toBe('medium');
  });

  it('passes after a phone call or an earlier letter, and before Regulation F', () => {
    expect(check(rule, reported, { answers: { priorPhoneContactDate: '2024-01-02' } }).status).toBe('pass');
    expect(check(rule, reported, { answers: { isFirstContact: false } }).status).toBe('pass');
    expect(check(rule, reported, { gates: { isRegF: false }, answers: { isFirstContact: true } }).status).toBe('not_applicable');
  });

  it('does not flag check-writing bureaus, the original creditor, denials or future reporting', () => {
    for (const body of [
      'This returned check has been reported to TeleCheck.',
      'The original creditor has reported this account to the credit bureaus.',
      'We have not reported this account to any credit bureau.',
      'If the balance is not paid, this account may be reported to the credit bureaus.',
      'This account has been placed with our office by Capital Credit Union.',
    ])
      expect(check(rule, letter(body), { answers: { isFirstContact: true } }).status, body).toBe('pass');
  });

  it('does not flag the Model Form B-1', () => {
    expect(check(rule, MODEL_FORM_B1).status).toBe('pass');
  });
});

fixtureSuite(rule, import.meta.dirname, { checkEvidence: true, checkModelForm: true });

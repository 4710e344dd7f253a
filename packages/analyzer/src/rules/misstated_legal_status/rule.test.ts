import { describe, expect, it } from 'vitest';
import { check, fixtureSuite, MODEL_FORM_B1, quotes } from '../../testing';
import { rule } from './rule';

const letter = (body: string): string =>
  `Apex Recovery Group\n100 Main St\nDallas, TX 75201\n\nDear Ms. Lee:\n\n${body}\n\nThis communication is from a debt collector.\n\nSincerely,\nApex Recovery Group\n`;
const answered = { debtDischargedInBankruptcy: false, debtAlreadyPaidOrSettled: false };

describe('misstated_legal_status', () => {
  it('flags "this debt never expires" and quotes it', () => {
    const r = check(rule, letter('Remember that this debt never expires.'));
    expect(r.status === 'flag' && r.confidence).toBe('medium');
    expect(quotes(r)).toEqual(['Remember that this debt never expires.']);
  });

  it('flags failure-to-dispute-as-admission (1692g(c))', () => {
    const r = check(rule, letter('Your failure to dispute this debt will be deemed an admission that you owe it.'));
    expect(r.status).toBe('flag');
  });

  it('flags "legally obligated" on a debt the letter calls time-barred', () => {
    const r = check(rule, letter('Because of the age of your debt, we will not sue you. You remain legally obligated to pay it.'));
    expect(r.status).toBe('flag');
  });

  it('flags discharged, paid, and denied judgments from the answers', () => {
    expect(check(rule, letter('Please pay.'), { answers: { debtDischargedInBankruptcy: true } }).status).toBe('flag');
    expect(check(rule, letter('Please pay.'), { answers: { debtAlreadyPaidOrSettled: true } }).status).toBe('flag');
    const judgment = letter('A judgment was entered against you on May 1, 2022.');
    expect(check(rule, judgment, { answers: { ...answered, judgmentEntered: false } }).status === 'flag').toBe(true);
    const asked = check(rule, judgment, { answers: answered });
    expect(asked.status === 'needs_input' && asked.questions.map((q) => q.id)).toEqual(['judgmentEntered']);
  });

  it('asks about bankruptcy and payment when the text decides nothing, and passes once answered', () => {
    const r = check(rule, letter('Please pay.'));
    expect(r.status === 'needs_input' && r.questions.map((q) => q.id)).toEqual(['debtDischargedInBankruptcy', 'debtAlreadyPaidOrSettled']);
    expect(check(rule, letter('Please pay.'), { answers: answered }).status).toBe('pass');
  });

  it('does not flag federal student loans, correct notices, offers that expire, or "not legally required"', () => {
    for (const body of [
      'There is no statute of limitations on federal student loans held by the U.S. Department of Education.',
      'The law limits how long you can be sued on a debt. Because of the age of your debt, we will not sue you for it.',
      'This offer does not expire until June 30.',
      'You are not legally required to pay this debt.',
    ])
      expect(check(rule, letter(body), { answers: answered }).status, body).toBe('pass');
  });

  it('does not flag the Model Form B-1', () => {
    expect(check(rule, MODEL_FORM_B1).status).not.toBe('flag');
  });
});

fixtureSuite(rule, import.meta.dirname, { checkEvidence: true, checkModelForm: true });

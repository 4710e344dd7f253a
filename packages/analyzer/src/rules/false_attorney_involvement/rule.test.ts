import { describe, expect, it } from 'vitest';
import { check, fixtureSuite, MODEL_FORM_B1, quotes } from '../../testing';
import { rule } from './rule';

const firm = (body: string, signature = 'Mary Allen, Esq.'): string =>
  `LAW OFFICES OF ALLEN & PRICE, P.C.\n10 State St\nBoston, MA 02109\n\nDear Mr. Ruiz:\n\n${body}\n\nThis communication is from a debt collector.\n\nSincerely,\n${signature}\n`;
const agency = (body: string): string =>
  `Apex Recovery Group\n100 Main St\nDallas, TX 75201\n\nDear Ms. Lee:\n\n${body}\n\nThis communication is from a debt collector.\n\nSincerely,\nApex Recovery Group\n`;

describe('false_attorney_involvement', () => {
  it('asks whether a lawyer reviewed a firm-signed law-firm letter that threatens suit without a disclaimer, then flags (low) on "no" and quotes the letterhead (decision 400)', () => {
    const text = firm('If you do not pay, we will file suit against you.', 'Allen & Price, P.C.');
    const asked = check(rule, text);
    expect(asked.status === 'needs_input' && asked.questions.map((q) => q.id)).toEqual(['attorneyReviewedAccount']);
    const r = check(rule, text, { answers: { attorneyReviewedAccount: false } });
    expect(r.status === 'flag' && r.confidence).toBe('low');
    expect(quotes(r)).toContain('LAW OFFICES OF ALLEN & PRICE, P.C.');
    expect(quotes(r)).toContain('If you do not pay, we will file suit against you.');
  });

  it("takes a firm-signed law-firm letter that says it reviewed the account at its word, then judges the person's answer", () => {
    for (const said of ['We have reviewed your file.', 'I have personally reviewed this account.']) {
      const text = firm(`${said} If it is not resolved, our client may file suit.`, 'Allen & Price, P.C.');
      expect(check(rule, text).status, said).toBe('pass');
      expect(check(rule, text, { answers: { attorneyReviewedAccount: false } }).status, said).toBe('flag');
    }
  });

  it('flags a law-firm letter signed by non-lawyer staff', () => {
    const r = check(rule, firm('Please call to arrange payment.', 'Collections Department'));
    expect(r.status === 'flag' && r.confidence).toBe('medium');
  });

  it('does not read a planned attorney review, or a body sentence about "a law firm", as attorney involvement (Mikhael, Chowdhury)', () => {
    for (const body of [
      'If payment is not received we will be sending your account to a law firm to be reviewed by an attorney for possible legal options.',
      'ACT NOW: Attorney review may be the next step.',
    ])
      expect(check(rule, agency(body)).status, body).toBe('pass');
    expect(check(rule, agency('Our attorneys have reviewed your file and recommend legal action.')).status).toBe('flag');
  });

  it('asks whether a lawyer reviewed the account when a named attorney writes in their own voice, and judges by the answer', () => {
    for (const text of [firm('If you do neither, I will have to sue you.', 'Thomas Heibl'), firm('We will file suit against you.', 'Mary Allen, Esq.')]) {
      const asked = check(rule, text);
      expect(asked.status === 'needs_input' && asked.questions.map((q) => q.id)).toEqual(['attorneyReviewedAccount']);
      const no = check(rule, text, { answers: { attorneyReviewedAccount: false } });
      expect(no.status === 'flag' && no.confidence).toBe('low');
      expect(check(rule, text, { answers: { attorneyReviewedAccount: true } }).status).toBe('pass');
    }
  });

  it('flags an agency that speaks of its attorneys: medium for present involvement, none when hedged', () => {
    const now = check(rule, agency('Our attorneys have reviewed your file.'));
    expect(now.status === 'flag' && now.confidence).toBe('medium');
    const referred = check(rule, agency('Your account has been referred to our attorneys.'));
    expect(referred.status === 'flag' && referred.confidence).toBe('medium');
    expect(check(rule, agency('Your file may be forwarded to our attorneys.')).status).toBe('pass');
  });

  it('does not flag a future referral to "our attorney" (no attorney involved yet: a 1692e(5) question, not 1692e(3))', () => {
    expect(check(rule, agency('Your file will be forwarded to our attorney for legal action.')).status).toBe('pass');
    expect(
      check(
        rule,
        agency(
          'Unless we receive payment in full by January 23, 2025, we will report this account to the national credit bureaus and forward it to our attorney for legal action against you.',
        ),
      ).status,
    ).toBe('pass');
    expect(check(rule, agency('If you do not pay, we will refer to our attorney.')).status).toBe('pass');
    expect(check(rule, agency('Failure to respond will result in this account being referred to our legal department.')).status).toBe('pass');
  });

  it('flags a disclaimer placed only on the back (Lesher) but not one on the front (Greco)', () => {
    const disclaimer = 'At this time, no attorney with this firm has personally reviewed the particular circumstances of your account.';
    expect(check(rule, `${firm('We may pursue remedies.')}\f${disclaimer}\n`).status).toBe('flag');
    expect(check(rule, firm(`${disclaimer} We may pursue remedies.`)).status).toBe('pass');
  });

  it('passes a neutral law-firm letter signed by an attorney, stating the assumption', () => {
    const r = check(rule, firm('I have reviewed your account. Please call me to discuss a payment plan.'));
    expect(r.status).toBe('pass');
    expect(r.status === 'pass' && r.assumptions?.some((a) => a.startsWith('Assumed an attorney at the firm'))).toBe(true);
  });

  it('does not flag an agency saying the account may be referred to an attorney', () => {
    expect(check(rule, agency('The account may be referred to an attorney in your area.')).status).toBe('pass');
  });

  it('does not flag the Model Form B-1', () => {
    expect(check(rule, MODEL_FORM_B1).status).toBe('pass');
  });
});

fixtureSuite(rule, import.meta.dirname, { checkEvidence: true, checkModelForm: true });
